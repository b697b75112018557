package io.agenttoolkit.redis;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.agenttoolkit.web.fetch.Fetcher;
import io.agenttoolkit.web.search.SerpSearchClient;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Redis killed in the middle of a run and started again: no fetch or search fails, each process logs one WARN for the
 * outage, and the processes share again once Redis is back (with a {@link SecondJvm} too). Two {@link RedisSharing}
 * instances stand for two processes during the outage.
 */
class RedisOutageIT {

    @Test
    void redisKilledAndRestarted_noCallFails_oneWarningPerProcess_sharingResumes() throws Exception {
        WireMockServer provider =
                new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        provider.start();
        provider.stubFor(post(urlEqualTo("/request")).willReturn(okJson(TwoJvmSharingIT.page())));
        try (RedisServer redis = RedisServer.start();
                PageServer pages = new PageServer();
                LogCapture log = new LogCapture();
                RedisSharing sharingA = sharing(redis);
                RedisSharing sharingB = sharing(redis);
                Fetcher fetcherA = fetcher(sharingA);
                Fetcher fetcherB = fetcher(sharingB)) {
            SerpSearchClient searchA = client(provider, sharingA);
            SerpSearchClient searchB = client(provider, sharingB);
            fetcherA.fetchContent(pages.url("/before"));
            assertThat(fetcherB.fetchContent(pages.url("/before")).cached()).isTrue();

            AtomicBoolean running = new AtomicBoolean(true);
            AtomicInteger calls = new AtomicInteger();
            ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
            List<Thread> workers = List.of(
                    worker(running, calls, failures, () -> searchA.search("a").size() == 5),
                    worker(running, calls, failures, () -> searchB.search("b").size() == 5),
                    worker(running, calls, failures, () -> {
                        String path = "/during-" + calls.get() % 7;
                        return fetcherA.fetchContent(pages.url(path)).content().contains(path);
                    }),
                    worker(running, calls, failures, () -> {
                        String path = "/during-" + calls.get() % 5;
                        return fetcherB.fetchContent(pages.url(path)).content().contains(path);
                    }));
            workers.forEach(Thread::start);
            Thread.sleep(500);
            redis.kill();
            Thread.sleep(1500);
            int callsWhileDown = calls.get();
            redis.restart();
            Thread.sleep(1500);
            running.set(false);
            for (Thread worker : workers) {
                worker.join(30_000);
            }

            assertThat(failures).isEmpty();
            assertThat(calls.get()).isGreaterThan(callsWhileDown);
            assertThat(sharingA.outages()).isEqualTo(1);
            assertThat(sharingB.outages()).isEqualTo(1);
            assertThat(log.warnings().stream().filter(line -> line.contains("is unavailable")))
                    .hasSize(2);

            // Back to sharing: a page fetched by one process is served to the other from Redis, and the search keys'
            // state lives in Redis again.
            String shared = pages.url("/after");
            fetcherA.fetchContent(shared);
            assertThat(fetcherB.fetchContent(shared).cached()).isTrue();
            assertThat(pages.hits("/after")).isEqualTo(1);
            try (SecondJvm peer = SecondJvm.start("fetch", redis.url(), shared)) {
                assertThat(peer.readLine()).isEqualTo("fetched cached=true quality=high");
                assertThat(peer.waitFor()).isZero();
            }
            assertThat(pages.hits("/after")).isEqualTo(1);
            assertThat(searchA.search("after")).hasSize(5);
            assertThat(redis.cli("--scan", "--pattern", "agent-toolkit:serp:key:*"))
                    .isNotBlank();
            assertThat(sharingA.available()).isTrue();
        } finally {
            provider.stop();
        }
    }

    @Test
    void redisNeverReachable_fetchAndSearchGoOnLocally() throws Exception {
        WireMockServer provider =
                new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        provider.start();
        provider.stubFor(post(urlEqualTo("/request")).willReturn(okJson(TwoJvmSharingIT.page())));
        try (PageServer pages = new PageServer();
                LogCapture log = new LogCapture();
                RedisSharing nowhere = RedisSharing.builder()
                        .url("redis://127.0.0.1:" + unusedPort())
                        .build();
                Fetcher fetcher = fetcher(nowhere)) {
            SerpSearchClient search = client(provider, nowhere);
            for (int i = 0; i < 5; i++) {
                assertThat(search.search("q" + i)).hasSize(5);
            }
            assertThat(fetcher.fetchContent(pages.url("/local")).cached()).isFalse();
            assertThat(fetcher.fetchContent(pages.url("/local")).cached()).isTrue();
            assertThat(pages.hits("/local")).isEqualTo(1);
            assertThat(nowhere.available()).isFalse();
            assertThat(log.warnings().stream().filter(line -> line.contains("is unavailable")))
                    .hasSize(1);
        } finally {
            provider.stop();
        }
    }

    private static Thread worker(
            AtomicBoolean running, AtomicInteger calls, ConcurrentLinkedQueue<String> failures, Call call) {
        return new Thread(() -> {
            while (running.get()) {
                try {
                    if (!call.run()) {
                        failures.add("a call returned an unexpected result");
                    }
                } catch (RuntimeException e) {
                    failures.add(e.toString());
                }
                calls.incrementAndGet();
            }
        });
    }

    @FunctionalInterface
    private interface Call {
        boolean run();
    }

    private static RedisSharing sharing(RedisServer redis) {
        return RedisSharing.builder()
                .url(redis.url())
                .retryInterval(Duration.ofMillis(200))
                .build();
    }

    static Fetcher fetcher(RedisSharing sharing) {
        return Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .remoteReader(false)
                .cache(sharing.fetchCache())
                .build();
    }

    private static SerpSearchClient client(WireMockServer provider, RedisSharing sharing) {
        return SerpSearchClient.builder()
                .environment(Map.of())
                .apiKeys("k-one")
                .endpoint(URI.create("http://127.0.0.1:" + provider.port()))
                .ensureZone(false)
                .failOnError(true)
                .rateLimitDelay(Duration.ofMillis(20))
                .keyScheduler(sharing.keyScheduler())
                .build();
    }

    private static int unusedPort() throws java.io.IOException {
        try (java.net.ServerSocket socket =
                new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
