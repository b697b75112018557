package io.agenttoolkit.redis;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import io.agenttoolkit.web.fetch.FetchResult;
import io.agenttoolkit.web.fetch.Fetcher;
import io.agenttoolkit.web.search.SearchResult;
import io.agenttoolkit.web.search.SerpSearchClient;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two processes — this test's JVM and a {@link SecondJvm} — sharing one real Redis behave as one towards the page
 * server and the search provider.
 */
public class TwoJvmSharingIT {
    private static RedisServer redis;
    private static WireMockServer provider;

    @BeforeAll
    static void start() throws Exception {
        redis = RedisServer.start();
        provider = new WireMockServer(options()
                .bindAddress("127.0.0.1")
                .dynamicPort()
                .asynchronousResponseEnabled(true)
                .containerThreads(40));
        provider.start();
    }

    @AfterAll
    static void stop() throws Exception {
        provider.stop();
        redis.close();
    }

    @AfterEach
    void reset() throws Exception {
        provider.resetAll();
        redis.cli("FLUSHALL");
    }

    @Test
    void fetch_twoJvms_secondIsServedFromRedisAndThePageServerSeesOneRequest() throws Exception {
        try (PageServer pages = new PageServer();
                RedisSharing sharing = RedisSharing.builder().url(redis.url()).build();
                Fetcher fetcher = Fetcher.builder()
                        .environment(Map.of())
                        .allowPrivateNetworks(true)
                        .remoteReader(false)
                        .cache(sharing.fetchCache())
                        .build()) {
            String url = pages.url("/shared-article");

            FetchResult first = fetcher.fetchContent(url);
            assertThat(first.cached()).isFalse();
            assertThat(first.quality()).isEqualTo(FetchResult.HIGH);
            assertThat(pages.hits("/shared-article")).isEqualTo(1);

            try (SecondJvm peer = SecondJvm.start("fetch", redis.url(), url)) {
                assertThat(peer.readLine()).isEqualTo("fetched cached=true quality=high");
                assertThat(peer.waitFor()).isZero();
            }
            assertThat(pages.hits("/shared-article")).isEqualTo(1);
        }
    }

    @Test
    void search_twoJvmsOnOneKey_neverOverlapNorComeCloserThanTheDelay() throws Exception {
        long delayMs = 150;
        int answerMs = 40;
        provider.stubFor(post(urlEqualTo("/request")).willReturn(okJson(page()).withFixedDelay(answerMs)));
        int searches = 8;
        try (RedisSharing sharing = RedisSharing.builder().url(redis.url()).build();
                SecondJvm peer = SecondJvm.start(
                        "search", redis.url(), endpoint(), "k-shared", "" + delayMs, "" + searches, "3", "peer")) {
            SerpSearchClient client = client("k-shared", Duration.ofMillis(delayMs), sharing);
            assertThat(client.search("warm-up main")).hasSize(5);
            assertThat(peer.readLine()).isEqualTo("ready");

            peer.send("go");
            List<String> mine = runSearches(client, searches, 3, "main");
            List<String> theirs = new ArrayList<>();
            for (int i = 0; i < searches; i++) {
                theirs.add(peer.readLine());
            }
            assertThat(peer.waitFor()).isZero();

            assertThat(mine).containsOnly("result 5").hasSize(searches);
            assertThat(theirs).containsOnly("result 5").hasSize(searches);
            List<ServeEvent> requests = requestsInOrder();
            assertThat(requests).hasSize(2 * searches + 2);
            for (int i = 1; i < requests.size(); i++) {
                long previousStart =
                        requests.get(i - 1).getRequest().getLoggedDate().getTime();
                long start = requests.get(i).getRequest().getLoggedDate().getTime();
                // The previous answer left no sooner than previousStart + answerMs; the next request may start only
                // delayMs after that answer came back. 2 ms for the millisecond rounding of both clocks' readings.
                assertThat(start - previousStart)
                        .as("gap between request %d and %d", i - 1, i)
                        .isGreaterThanOrEqualTo(answerMs + delayMs - 2);
            }
            assertThat(switchesBetweenProcesses(requests))
                    .as("the two processes' requests interleave")
                    .isGreaterThanOrEqualTo(2);
        }
    }

    @Test
    void search_keyRejectedInOneJvm_isSkippedByTheOther() throws Exception {
        provider.stubFor(post(urlEqualTo("/request")).atPriority(10).willReturn(okJson(page())));
        provider.stubFor(post(urlEqualTo("/request"))
                .atPriority(1)
                .withHeader("Authorization", equalTo("Bearer k-bad"))
                .willReturn(aResponse().withStatus(401)));
        try (RedisSharing sharing = RedisSharing.builder().url(redis.url()).build()) {
            SerpSearchClient client = client("k-bad,k-good", Duration.ZERO, sharing);
            assertThat(client.search("first")).hasSize(5);
            assertThat(keyUses("k-bad")).isEqualTo(1);

            try (SecondJvm peer =
                    SecondJvm.start("search", redis.url(), endpoint(), "k-bad,k-good", "0", "3", "1", "peer")) {
                assertThat(peer.readLine()).isEqualTo("ready");
                peer.send("go");
                for (int i = 0; i < 3; i++) {
                    assertThat(peer.readLine()).isEqualTo("result 5");
                }
                assertThat(peer.waitFor()).isZero();
            }
            assertThat(keyUses("k-bad")).isEqualTo(1);
            assertThat(keyUses("k-good")).isEqualTo(5);
        }
    }

    public static String page() {
        StringBuilder json = new StringBuilder("{\"organic\": [");
        for (int rank = 1; rank <= 10; rank++) {
            json.append(rank > 1 ? "," : "")
                    .append("{\"link\": \"https://example.com/r")
                    .append(rank)
                    .append("\", \"title\": \"Result ")
                    .append(rank)
                    .append("\", \"description\": \"About ")
                    .append(rank)
                    .append("\", \"rank\": ")
                    .append(rank)
                    .append('}');
        }
        return json.append("]}").toString();
    }

    private static String endpoint() {
        return "http://127.0.0.1:" + provider.port();
    }

    private static SerpSearchClient client(String keys, Duration delay, RedisSharing sharing) {
        return SerpSearchClient.builder()
                .environment(Map.of())
                .apiKeys(keys)
                .endpoint(URI.create(endpoint()))
                .ensureZone(false)
                .failOnError(true)
                .rateLimitDelay(delay)
                .keyScheduler(sharing.keyScheduler())
                .build();
    }

    private static List<String> runSearches(SerpSearchClient client, int searches, int threads, String tag)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<SearchResult>>> futures = new ArrayList<>();
            for (int i = 0; i < searches; i++) {
                String query = tag + " " + i;
                futures.add(pool.submit(() -> client.search(query)));
            }
            List<String> outcomes = new ArrayList<>();
            for (Future<List<SearchResult>> future : futures) {
                outcomes.add("result " + future.get().size());
            }
            return outcomes;
        } finally {
            pool.shutdown();
        }
    }

    private static List<ServeEvent> requestsInOrder() {
        return provider.getAllServeEvents().stream()
                .filter(event -> event.getRequest().getUrl().equals("/request"))
                .sorted(Comparator.comparing(event -> event.getRequest().getLoggedDate()))
                .toList();
    }

    private static int switchesBetweenProcesses(List<ServeEvent> requests) {
        int switches = 0;
        Boolean previousWasPeer = null;
        for (ServeEvent event : requests) {
            boolean peer = event.getRequest().getBodyAsString().contains("peer");
            if (previousWasPeer != null && previousWasPeer != peer) {
                switches++;
            }
            previousWasPeer = peer;
        }
        return switches;
    }

    private static long keyUses(String key) {
        return provider.getAllServeEvents().stream()
                .filter(event -> ("Bearer " + key).equals(event.getRequest().getHeader("Authorization")))
                .count();
    }
}
