package io.agenttoolkit.redis.bench;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.agenttoolkit.redis.PageServer;
import io.agenttoolkit.redis.RedisServer;
import io.agenttoolkit.redis.RedisSharing;
import io.agenttoolkit.redis.TwoJvmSharingIT;
import io.agenttoolkit.web.fetch.Fetcher;
import io.agenttoolkit.web.fetch.FetcherBuilder;
import io.agenttoolkit.web.search.KeyLease;
import io.agenttoolkit.web.search.KeyOutcome;
import io.agenttoolkit.web.search.KeyScheduler;
import io.agenttoolkit.web.search.SerpSearchClient;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What sharing through Redis costs on loopback, against the in-memory defaults in the same run, with samples of the two
 * sides interleaved so that machine load hits both alike:
 *
 * <ol>
 *   <li>a fetch served from the cache: {@code Fetcher.fetchContent} of a cached 10 KB page, Caffeine vs Redis;
 *   <li>the key scheduler alone: one {@code acquire} + {@code release(OK)}, local vs Redis (two Lua scripts);
 *   <li>a whole search request: {@code SerpSearchClient.search} against a WireMock provider on 127.0.0.1 that answers
 *       at once, one key, no delay, local vs Redis scheduler.
 * </ol>
 *
 * Arguments: samples per case (default 5000). Starts its own {@code redis-server} (Debian's package).
 */
public final class SharingOverheadBenchmark {
    private SharingOverheadBenchmark() {}

    public static void main(String[] args) throws Exception {
        int samples = args.length > 0 ? Integer.parseInt(args[0]) : 5000;
        int warmUp = Math.max(500, samples / 2);
        try (RedisServer redis = RedisServer.start();
                RedisSharing sharing = RedisSharing.builder().url(redis.url()).build();
                PageServer pages = new PageServer()) {
            String url = pages.url("/article");
            try (Fetcher local = fetcher().build();
                    Fetcher shared = fetcher().cache(sharing.fetchCache()).build()) {
                local.fetchContent(url);
                shared.fetchContent(url);
                int length = local.fetchContent(url).content().length();
                compare(
                        "fetch, cache hit (" + length + " chars)",
                        samples,
                        warmUp,
                        () -> check(local.fetchContent(url).cached()),
                        () -> check(shared.fetchContent(url).cached()));
            }

            List<String> keys = List.of("bench-key");
            KeyScheduler localKeys = KeyScheduler.local().create(keys, Duration.ZERO);
            KeyScheduler sharedKeys = sharing.keyScheduler().create(keys, Duration.ZERO);
            compare(
                    "key scheduler, acquire + release",
                    samples,
                    warmUp,
                    () -> cycle(localKeys),
                    () -> cycle(sharedKeys));

            WireMockServer provider =
                    new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
            provider.start();
            try {
                provider.stubFor(post(urlEqualTo("/request")).willReturn(okJson(TwoJvmSharingIT.page())));
                SerpSearchClient localSearch = client(provider).build();
                SerpSearchClient sharedSearch =
                        client(provider).keyScheduler(sharing.keyScheduler()).build();
                compare(
                        "search request (WireMock on loopback)",
                        samples / 5,
                        warmUp / 5,
                        () -> check(localSearch.search("q").size() == 5),
                        () -> check(sharedSearch.search("q").size() == 5));
            } finally {
                provider.stop();
            }
            if (sharing.outages() != 0) {
                throw new IllegalStateException("Redis was unavailable during the run: the figures are not Redis's");
            }
        }
    }

    private static FetcherBuilder fetcher() {
        return Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .remoteReader(false);
    }

    private static void cycle(KeyScheduler scheduler) throws InterruptedException {
        KeyLease lease = scheduler.acquire(Duration.ofSeconds(1)).orElseThrow();
        scheduler.release(lease, KeyOutcome.OK, "");
    }

    private static SerpSearchClient.Builder client(WireMockServer provider) {
        return SerpSearchClient.builder()
                .environment(Map.of())
                .apiKeys("bench-key")
                .endpoint(URI.create("http://127.0.0.1:" + provider.port()))
                .ensureZone(false)
                .failOnError(true)
                .rateLimitDelay(Duration.ZERO);
    }

    private static void check(boolean ok) {
        if (!ok) {
            throw new IllegalStateException("a benchmark call did not do what it measures");
        }
    }

    @FunctionalInterface
    private interface Call {
        void run() throws Exception;
    }

    private static void compare(String what, int samples, int warmUp, Call local, Call shared) throws Exception {
        for (int i = 0; i < warmUp; i++) {
            local.run();
            shared.run();
        }
        long[] localNanos = new long[samples];
        long[] sharedNanos = new long[samples];
        for (int i = 0; i < samples; i++) {
            // Alternate which side goes first, so that neither always runs right after the other's work.
            if (i % 2 == 0) {
                localNanos[i] = time(local);
                sharedNanos[i] = time(shared);
            } else {
                sharedNanos[i] = time(shared);
                localNanos[i] = time(local);
            }
        }
        Arrays.sort(localNanos);
        Arrays.sort(sharedNanos);
        System.out.printf(
                Locale.ROOT,
                "%-40s samples %5d | local median %8.3f ms p90 %8.3f ms | Redis median %8.3f ms p90 %8.3f ms"
                        + " | added (median) %+8.3f ms%n",
                what,
                samples,
                millis(localNanos, 0.5),
                millis(localNanos, 0.9),
                millis(sharedNanos, 0.5),
                millis(sharedNanos, 0.9),
                millis(sharedNanos, 0.5) - millis(localNanos, 0.5));
    }

    private static long time(Call call) throws Exception {
        long start = System.nanoTime();
        call.run();
        return System.nanoTime() - start;
    }

    private static double millis(long[] sorted, double quantile) {
        return sorted[(int) Math.min(sorted.length - 1, Math.round(quantile * (sorted.length - 1)))] / 1_000_000.0;
    }
}
