package io.agenttoolkit.web.search;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** One client shared by many threads keeps every key's delay, measured on the stub's request log. */
class SearchConcurrencyIT {
    private static final ProviderStub STUB = new ProviderStub();
    private static final Duration DELAY = Duration.ofMillis(150);

    @AfterAll
    static void stop() {
        STUB.close();
    }

    @BeforeEach
    void reset() {
        STUB.server.resetAll();
        STUB.stubAll(okJson(ProviderStub.page(1, 5)).withFixedDelay(20));
    }

    @Test
    void manyThreadsOneKey_requestsAreNeverCloserThanTheDelay() throws Exception {
        SerpSearchClient client =
                STUB.client("only").rateLimitDelay(DELAY).failOnError(true).build();

        runConcurrently(client, 8, 2);

        List<ServeEvent> requests = STUB.pageRequests();
        assertThat(requests).hasSize(16);
        assertThat(smallestGapsByKey(requests)).containsOnlyKeys("only");
        assertThat(smallestGapsByKey(requests).get("only")).isGreaterThanOrEqualTo(DELAY.toMillis());
    }

    @Test
    void manyThreadsTwoKeys_eachKeyKeepsItsDelayAndBothAreUsed() throws Exception {
        SerpSearchClient client =
                STUB.client("k1,k2").rateLimitDelay(DELAY).failOnError(true).build();

        runConcurrently(client, 8, 2);

        List<ServeEvent> requests = STUB.pageRequests();
        assertThat(requests).hasSize(16);
        Map<String, Long> gaps = smallestGapsByKey(requests);
        assertThat(gaps).containsOnlyKeys("k1", "k2");
        assertThat(gaps.values()).allSatisfy(gap -> assertThat(gap).isGreaterThanOrEqualTo(DELAY.toMillis()));
        assertThat(STUB.keysUsed()).filteredOn("k1"::equals).hasSize(8);
    }

    @Test
    void paginationWithOneKey_keepsTheDelayBetweenPages() throws Exception {
        STUB.stubPages(10, 6, 20);
        SerpSearchClient client =
                STUB.client("only").rateLimitDelay(DELAY).failOnError(true).build();

        assertThat(client.search("q", 50)).hasSize(50);

        assertThat(STUB.pageRequests()).hasSize(5);
        assertThat(smallestGapsByKey(STUB.pageRequests()).get("only")).isGreaterThanOrEqualTo(DELAY.toMillis());
    }

    private static void runConcurrently(SerpSearchClient client, int threads, int searchesEach) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> futures = new ArrayList<>();
        SearchRequest request = SearchRequest.of("q").withTimeout(Duration.ofSeconds(30));
        try {
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    go.await();
                    int found = 0;
                    for (int s = 0; s < searchesEach; s++) {
                        found += client.search(request).size();
                    }
                    return found;
                }));
            }
            go.countDown();
            for (Future<Integer> future : futures) {
                assertThat(future.get()).isEqualTo(5 * searchesEach);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The smallest time between two consecutive arrivals on the same key, in milliseconds. */
    private static Map<String, Long> smallestGapsByKey(List<ServeEvent> requests) {
        Map<String, Long> last = new HashMap<>();
        Map<String, Long> smallest = new HashMap<>();
        for (ServeEvent event : requests) {
            String key = event.getRequest().getHeader("Authorization").substring("Bearer ".length());
            long at = event.getRequest().getLoggedDate().getTime();
            Long previous = last.put(key, at);
            smallest.putIfAbsent(key, Long.MAX_VALUE);
            if (previous != null) {
                smallest.put(key, Math.min(smallest.get(key), at - previous));
            }
        }
        return smallest;
    }
}
