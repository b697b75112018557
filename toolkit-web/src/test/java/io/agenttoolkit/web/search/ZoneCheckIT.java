package io.agenttoolkit.web.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ZoneCheckIT {
    private static final ProviderStub STUB = new ProviderStub();
    private static final String ZONES = "/zone/get_active_zones";

    @AfterAll
    static void stop() {
        STUB.close();
    }

    @BeforeEach
    void reset() {
        STUB.server.resetAll();
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
    }

    private static SerpSearchClient.Builder client(String keys) {
        return STUB.client(keys).ensureZone(true).zone("my_zone");
    }

    @Test
    void build_contactsNothing() {
        client("k").build();
        SerpSearchClient.builder()
                .environment(java.util.Map.of("SERP_API_KEY", "k"))
                .endpoint(STUB.endpoint())
                .build();

        assertThat(STUB.server.getAllServeEvents()).isEmpty();
    }

    @Test
    void firstSearch_existingZone_isCheckedOnceAndNotCreated() {
        STUB.server.stubFor(get(urlEqualTo(ZONES))
                .willReturn(okJson("[{\"name\": \"other\", \"type\": \"serp\"}, {\"name\": \"my_zone\", \"type\": "
                        + "\"unblocker\"}]")));
        SerpSearchClient client = client("k").build();

        client.search("q");
        client.search("q");
        client.search("q", 50);

        STUB.server.verify(1, getRequestedFor(urlEqualTo(ZONES)).withHeader("Authorization", equalTo("Bearer k")));
        STUB.server.verify(0, postRequestedFor(urlEqualTo("/zone")));
        assertThat(STUB.pageRequestCount()).isGreaterThanOrEqualTo(3);
    }

    @Test
    void firstSearch_missingZone_createsItAsWebUnlocker() {
        STUB.server.stubFor(get(urlEqualTo(ZONES)).willReturn(okJson("[{\"name\": \"other\"}]")));
        STUB.server.stubFor(post(urlEqualTo("/zone")).willReturn(okJson("{}")));
        SerpSearchClient client = client("k").build();

        assertThat(client.search("q")).hasSize(5);

        STUB.server.verify(
                1,
                postRequestedFor(urlEqualTo("/zone"))
                        .withHeader("Authorization", equalTo("Bearer k"))
                        .withRequestBody(
                                equalToJson(
                                        "{\"zone\": {\"name\": \"my_zone\", \"type\": \"unblocker\"}, \"plan\": {\"type\": \"unblocker\"}}")));
    }

    @Test
    void severalKeys_theZoneIsCheckedForEachKey() {
        STUB.server.stubFor(get(urlEqualTo(ZONES)).willReturn(okJson("[{\"name\": \"my_zone\"}]")));
        SerpSearchClient client = client("k1,k2").build();

        client.search("q");

        STUB.server.verify(1, getRequestedFor(urlEqualTo(ZONES)).withHeader("Authorization", equalTo("Bearer k1")));
        STUB.server.verify(1, getRequestedFor(urlEqualTo(ZONES)).withHeader("Authorization", equalTo("Bearer k2")));
    }

    @Test
    void checkFails_oneWarningAndTheSearchGoesOn() {
        STUB.server.stubFor(get(urlEqualTo(ZONES)).willReturn(aResponse().withStatus(401)));
        SerpSearchClient client = client("zone-secret-key").build();

        List<String> warnings;
        String log;
        List<SearchResult> results;
        try (LogCapture capture = new LogCapture()) {
            results = client.search("q");
            warnings = capture.warnings();
            log = capture.text();
        }

        assertThat(results).hasSize(5);
        assertThat(warnings).singleElement().asString().contains("my_zone", "HTTP 401");
        assertThat(log).doesNotContain("zone-secret-key");
        STUB.server.verify(0, postRequestedFor(urlEqualTo("/zone")));
    }

    @Test
    void creationFails_oneWarningAndTheSearchGoesOnAndIsNotRetried() {
        STUB.server.stubFor(get(urlEqualTo(ZONES)).willReturn(okJson("[]")));
        STUB.server.stubFor(post(urlEqualTo("/zone")).willReturn(aResponse().withStatus(403)));
        SerpSearchClient client = client("k").build();

        try (LogCapture capture = new LogCapture()) {
            assertThat(client.search("q")).hasSize(5);
            assertThat(capture.warnings()).singleElement().asString().contains("creation", "HTTP 403");
        }
        client.search("q");

        STUB.server.verify(1, postRequestedFor(urlEqualTo("/zone")));
        STUB.server.verify(1, getRequestedFor(urlEqualTo(ZONES)));
    }

    @Test
    void hangingZoneApi_usesAtMostHalfTheBudgetAndTheSearchGoesOn() {
        STUB.server.stubFor(get(urlEqualTo(ZONES)).willReturn(okJson("[]").withFixedDelay(5000)));
        SerpSearchClient client = client("k").failOnError(true).build();

        long start = System.nanoTime();
        List<SearchResult> results;
        try (LogCapture capture = new LogCapture()) {
            results = client.search(SearchRequest.of("q").withTimeout(Duration.ofSeconds(2)));
            assertThat(capture.warnings()).singleElement().asString().contains("my_zone", "timed out");
        }

        assertThat(results).hasSize(5);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(1900));
    }

    @Test
    void ensureZoneOff_skipsCheckAndCreation() {
        SerpSearchClient client = client("k").ensureZone(false).build();

        client.search("q");

        STUB.server.verify(0, getRequestedFor(urlEqualTo(ZONES)));
        STUB.server.verify(0, postRequestedFor(urlEqualTo("/zone")));
    }

    @Test
    void concurrentFirstSearches_checkTheZoneOnce() throws Exception {
        STUB.server.stubFor(get(urlEqualTo(ZONES)).willReturn(okJson("[]").withFixedDelay(200)));
        STUB.server.stubFor(post(urlEqualTo("/zone")).willReturn(okJson("{}")));
        SerpSearchClient client = client("k").build();
        ExecutorService threads = Executors.newFixedThreadPool(8);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<List<SearchResult>>> futures = new ArrayList<>();
        try {
            for (int i = 0; i < 8; i++) {
                futures.add(threads.submit(() -> {
                    go.await();
                    return client.search("q");
                }));
            }
            go.countDown();
            for (Future<List<SearchResult>> future : futures) {
                assertThat(future.get()).hasSize(5);
            }
        } finally {
            threads.shutdownNow();
        }

        STUB.server.verify(1, getRequestedFor(urlEqualTo(ZONES)));
        STUB.server.verify(1, postRequestedFor(urlEqualTo("/zone")));
        assertThat(STUB.pageRequestCount()).isEqualTo(8);
    }
}
