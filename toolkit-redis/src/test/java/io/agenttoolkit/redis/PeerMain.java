package io.agenttoolkit.redis;

import io.agenttoolkit.web.fetch.FetchResult;
import io.agenttoolkit.web.fetch.Fetcher;
import io.agenttoolkit.web.search.SearchResult;
import io.agenttoolkit.web.search.SerpSearchClient;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The second process of the two-JVM tests, started by {@link SecondJvm}: it shares Redis with the test's own process
 * and reports each call's outcome on stdout, one line each.
 *
 * <pre>
 * fetch  REDIS_URL PAGE_URL                                   → "fetched cached=true|false quality=high|low"
 * search REDIS_URL ENDPOINT KEYS DELAY_MS SEARCHES THREADS TAG → one warm-up search, "ready", waits for "go" on stdin, then per search
 *                                                                "result N" (N results) or "failed MESSAGE"
 * </pre>
 */
public final class PeerMain {
    private PeerMain() {}

    public static void main(String[] args) throws Exception {
        try (RedisSharing redis = RedisSharing.builder().url(args[1]).build()) {
            switch (args[0]) {
                case "fetch" -> fetch(redis, args[2]);
                case "search" -> search(redis, args);
                default -> throw new IllegalArgumentException("unknown mode " + args[0]);
            }
        }
        System.out.flush();
    }

    private static void fetch(RedisSharing redis, String url) {
        try (Fetcher fetcher = Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .remoteReader(false)
                .cache(redis.fetchCache())
                .build()) {
            FetchResult result = fetcher.fetchContent(url);
            System.out.println("fetched cached=" + result.cached() + " quality=" + result.quality());
        }
    }

    private static void search(RedisSharing redis, String[] args) throws Exception {
        SerpSearchClient client = SerpSearchClient.builder()
                .environment(Map.of())
                .apiKeys(args[3])
                .endpoint(URI.create(args[2]))
                .ensureZone(false)
                .failOnError(true)
                .rateLimitDelay(Duration.ofMillis(Long.parseLong(args[4])))
                .keyScheduler(redis.keyScheduler())
                .build();
        int searches = Integer.parseInt(args[5]);
        int threads = Integer.parseInt(args[6]);
        String tag = args[7];
        // Warm up (class loading, first connections) so that the paced searches run as in a long-lived server.
        client.search(tag + " warm-up");
        System.out.println("ready");
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        if (!"go".equals(in.readLine())) {
            throw new IllegalStateException("expected 'go' on stdin");
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<String>> outcomes = new ArrayList<>();
        for (int i = 0; i < searches; i++) {
            String query = tag + " " + i;
            outcomes.add(pool.submit(() -> {
                try {
                    List<SearchResult> results = client.search(query);
                    return "result " + results.size();
                } catch (RuntimeException e) {
                    return "failed " + e.getMessage();
                }
            }));
        }
        for (Future<String> outcome : outcomes) {
            System.out.println(outcome.get());
        }
        pool.shutdown();
    }
}
