package io.agenttoolkit.web.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SerpSearchClientIT {
    private static final ProviderStub STUB = new ProviderStub();

    @AfterAll
    static void stop() {
        STUB.close();
    }

    @BeforeEach
    void reset() {
        STUB.server.resetAll();
    }

    private static ErrorKind kindOf(Throwable e) {
        return ((SearchException) e).kind();
    }

    @Test
    void search_postsTheRequestTheProviderExpects() {
        STUB.stubAll(okJson(ProviderStub.page(1, 10)));
        SerpSearchClient client = STUB.client("key-1").zone("my_zone").build();

        List<SearchResult> results = client.search("java http client", 3);

        assertThat(results).hasSize(3);
        STUB.server.verify(
                1,
                postRequestedFor(urlEqualTo("/request"))
                        .withHeader("Authorization", equalTo("Bearer key-1"))
                        .withHeader("Content-Type", equalTo("application/json"))
                        .withRequestBody(equalToJson("""
                        {"zone": "my_zone",
                         "url": "https://www.google.com/search?q=java+http+client&start=0&brd_json=1",
                         "format": "raw", "data_format": "parsed"}
                        """)));
    }

    @Test
    void search_parsesOrganicResultsWithScores() {
        STUB.stubAll(okJson("""
                {"organic": [
                  {"link": "https://a.example/", "title": "A", "description": "first", "rank": 1},
                  {"url": "https://b.example/", "title": "B", "snippet": "second", "rank": 2},
                  {"title": "no url"},
                  {"url": "https://c.example/"}
                ]}
                """));
        SerpSearchClient client = STUB.client("k").build();

        assertThat(client.search("q"))
                .containsExactly(
                        new SearchResult("A", "https://a.example/", "first", 0.95),
                        new SearchResult("B", "https://b.example/", "second", 0.90),
                        new SearchResult("https://c.example/", "https://c.example/", "", 0.80));
    }

    @Test
    void search_cursorAsksForThatPage() {
        STUB.stubPages(10, 4, 0);
        SerpSearchClient client = STUB.client("k").build();

        List<SearchResult> results =
                client.search(SearchRequest.of("q").withCursor("2").withMaxResults(10));

        assertThat(results).first().extracting(SearchResult::url).isEqualTo("https://example.com/r21");
        assertThat(STUB.pageRequests().get(0).getRequest().getBodyAsString()).contains("start=20&");
    }

    @Test
    void search_upToTwentyResults_asksForOnePageOnly() {
        STUB.stubPages(10, 5, 0);
        SerpSearchClient client = STUB.client("k").build();

        assertThat(client.search("q", 20)).hasSize(10);
        assertThat(STUB.pageRequestCount()).isEqualTo(1);
    }

    @Test
    void search_fifty_withTenPerPage_paginatesFivePages() {
        STUB.stubPages(10, 10, 0);
        SerpSearchClient client = STUB.client("k").build();

        List<SearchResult> results = client.search("q", 50);

        assertThat(results).hasSize(50);
        assertThat(results).extracting(SearchResult::url).doesNotHaveDuplicates();
        assertThat(results.get(0).url()).isEqualTo("https://example.com/r1");
        assertThat(results.get(49).url()).isEqualTo("https://example.com/r50");
        assertThat(STUB.pageRequestCount()).isEqualTo(5);
    }

    @Test
    void search_fifty_withTwentyPerPage_dropsOverlapsAndReturnsFifty() {
        STUB.stubPages(20, 10, 0);
        SerpSearchClient client = STUB.client("k").build();

        List<SearchResult> results = client.search("q", 50);

        assertThat(results).hasSize(50);
        assertThat(results).extracting(SearchResult::url).doesNotHaveDuplicates();
        assertThat(results.get(49).url()).isEqualTo("https://example.com/r50");
        assertThat(STUB.pageRequestCount()).isEqualTo(4);
    }

    @Test
    void search_fifty_withSeveralKeys_fetchesPagesConcurrentlyAndKeepsPageOrder() {
        STUB.stubPages(10, 10, 100);
        SerpSearchClient client = STUB.client("k1,k2,k3,k4").build();

        List<SearchResult> results = client.search("q", 50);

        assertThat(results)
                .extracting(SearchResult::url)
                .startsWith("https://example.com/r1", "https://example.com/r2")
                .endsWith("https://example.com/r50")
                .doesNotHaveDuplicates()
                .hasSize(50);
        assertThat(STUB.keysUsed()).containsOnly("k1", "k2", "k3", "k4");
    }

    @Test
    void search_stopsWhenAPageAddsNothingNew() {
        STUB.stubPages(10, 3, 0);
        STUB.server.stubFor(post(urlEqualTo("/request")).atPriority(10).willReturn(okJson(ProviderStub.page(1, 10))));
        SerpSearchClient client = STUB.client("k").build();

        List<SearchResult> results = client.search("q", 100);

        assertThat(results).hasSize(30);
        assertThat(STUB.pageRequestCount()).isEqualTo(4);
    }

    @Test
    void search_stopsAtAnEmptyPage() {
        STUB.stubPages(10, 2, 0);
        STUB.server.stubFor(post(urlEqualTo("/request")).atPriority(10).willReturn(okJson("{\"organic\": []}")));
        SerpSearchClient client = STUB.client("k").build();

        assertThat(client.search("q", 60)).hasSize(20);
        assertThat(STUB.pageRequestCount()).isEqualTo(3);
    }

    @Test
    void search_180_collectsEighteenPagesAndNoMore() {
        STUB.stubPages(10, 25, 0);
        SerpSearchClient client = STUB.client("k1,k2").build();

        List<SearchResult> results =
                client.search(SearchRequest.of("q").withMaxResults(180).withTimeout(Duration.ofSeconds(60)));

        assertThat(results).hasSize(180).extracting(SearchResult::url).doesNotHaveDuplicates();
        assertThat(results.get(179).url()).isEqualTo("https://example.com/r180");
        assertThat(STUB.pageRequestCount()).isEqualTo(18);
        assertThat(results.get(0).score()).isEqualTo(0.95);
        assertThat(results.get(179).score()).isEqualTo(0.0);
    }

    @Test
    void search_dedupsWithinAPageByUrl() {
        STUB.stubAll(okJson("""
                {"organic": [
                  {"link": "https://same.example/", "title": "one", "rank": 1},
                  {"link": "https://same.example/", "title": "two", "rank": 2},
                  {"link": "https://other.example/", "title": "three", "rank": 3}
                ]}
                """));
        SerpSearchClient client = STUB.client("k").build();

        assertThat(client.search("q", 5)).extracting(SearchResult::title).containsExactly("one", "three");
    }

    @Test
    void search_rotatesKeysRoundRobin() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
        SerpSearchClient client = STUB.client("k1,k2,k3").build();

        for (int i = 0; i < 6; i++) {
            client.search("q");
        }

        assertThat(STUB.keysUsed()).containsExactly("k1", "k2", "k3", "k1", "k2", "k3");
    }

    @Test
    void search_keyAnswered401_restsAndTheNextKeyIsTried() {
        rejectKey("bad", 401);
        SerpSearchClient client = STUB.client("bad,good").build();

        assertThat(client.search("q")).hasSize(5);
        assertThat(client.search("q")).hasSize(5);
        assertThat(client.search("q")).hasSize(5);

        assertThat(STUB.keysUsed()).containsExactly("bad", "good", "good", "good");
    }

    @Test
    void search_keyAnswered403_restsAndTheNextKeyIsTried() {
        rejectKey("bad", 403);
        SerpSearchClient client = STUB.client("good,bad").build();

        for (int i = 0; i < 4; i++) {
            assertThat(client.search("q")).hasSize(5);
        }

        assertThat(STUB.keysUsed()).containsExactly("good", "bad", "good", "good", "good");
    }

    @Test
    void search_keyAnswered429_restsAndTheNextKeyIsTried() {
        rejectKey("busy", 429);
        SerpSearchClient client = STUB.client("busy,free").failOnError(true).build();

        assertThat(client.search("q")).hasSize(5);
        assertThat(client.search("q")).hasSize(5);

        assertThat(STUB.keysUsed()).containsExactly("busy", "free", "free");
    }

    private static void rejectKey(String key, int status) {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
        STUB.server.stubFor(post(urlEqualTo("/request"))
                .atPriority(1)
                .withHeader("Authorization", equalTo("Bearer " + key))
                .willReturn(ProviderStub.status(status)));
    }

    @Test
    void search_401_onlyKey_libraryFormReturnsEmptyWithOneWarning() {
        STUB.stubAll(ProviderStub.status(401));
        SerpSearchClient client = STUB.client("sk-secret-401").build();

        List<SearchResult> results;
        List<String> warnings;
        String log;
        try (LogCapture capture = new LogCapture()) {
            results = client.search("q");
            warnings = capture.warnings();
            log = capture.text();
        }

        assertThat(results).isEmpty();
        assertThat(warnings).hasSize(1);
        assertThat(warnings.get(0)).contains("401", "SERP_API_KEY");
        assertThat(log).doesNotContain("sk-secret-401");
    }

    @Test
    void search_401_onlyKey_strictThrowsUnauthorizedAndTheKeyRests() {
        STUB.stubAll(ProviderStub.status(401));
        SerpSearchClient client = STUB.client("sk-secret-401").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .isInstanceOf(SearchException.class)
                .hasMessageContaining("HTTP 401")
                .hasMessageNotContaining("sk-secret")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UNAUTHORIZED))
                .satisfies(e -> assertThat(((SearchException) e).httpStatus()).isEqualTo(401));
        assertThatThrownBy(() -> client.search("q"))
                .isInstanceOf(SearchException.class)
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UNAUTHORIZED));
        assertThat(STUB.pageRequestCount()).isEqualTo(1);
    }

    @Test
    void search_everyKeyRejected_triesEachOnceThenFails() {
        STUB.stubAll(ProviderStub.status(403));
        SerpSearchClient client = STUB.client("a,b,c").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UNAUTHORIZED));
        assertThat(STUB.keysUsed()).containsExactly("a", "b", "c");
    }

    @Test
    void search_429_onlyKey_failsNamingTheDelaySetting() {
        STUB.stubAll(ProviderStub.status(429));
        SerpSearchClient strict = STUB.client("k").failOnError(true).build();
        SerpSearchClient lenient = STUB.client("k").build();

        assertThatThrownBy(() -> strict.search("q"))
                .hasMessageContaining("429")
                .hasMessageContaining("rateLimitDelay")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
        try (LogCapture capture = new LogCapture()) {
            assertThat(lenient.search("q")).isEmpty();
            assertThat(capture.warnings()).singleElement().asString().contains("rateLimitDelay");
        }
    }

    @Test
    void search_422_namesTheZoneAndTheDefault() {
        STUB.stubAll(ProviderStub.status(422));
        SerpSearchClient client =
                STUB.client("k").zone("missing_zone").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .hasMessageContaining("missing_zone")
                .hasMessageContaining("mcp_unlocker")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
        try (LogCapture capture = new LogCapture()) {
            assertThat(client.toBuilder().failOnError(false).build().search("q"))
                    .isEmpty();
            assertThat(capture.warnings()).singleElement().asString().contains("422", "mcp_unlocker");
        }
    }

    @Test
    void search_serverError_isUpstream() {
        STUB.stubAll(ProviderStub.status(500));
        SerpSearchClient client = STUB.client("k").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .hasMessageContaining("HTTP 500")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
    }

    @Test
    void search_malformedAnswer_isUpstream() {
        STUB.stubAll(aResponse().withStatus(200).withBody("<html>not json"));
        SerpSearchClient client = STUB.client("k").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .hasMessageContaining("not valid JSON")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  \n", "null", "[]", "\"organic\"", "{\"organic\": []} <html>", "{\"organic\": ["})
    void search_emptyOrInvalid200Answer_strictThrowsUpstream(String body) {
        STUB.stubAll(aResponse().withStatus(200).withBody(body));
        SerpSearchClient client = STUB.client("k").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .isInstanceOf(SearchException.class)
                .hasMessageStartingWith("search provider answer")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
    }

    @Test
    void search_empty200Answer_libraryFormWarnsWithTheCause() {
        STUB.stubAll(aResponse().withStatus(200).withBody(""));
        SerpSearchClient client = STUB.client("k").build();

        try (LogCapture capture = new LogCapture()) {
            assertThat(client.search("q")).isEmpty();
            assertThat(capture.warnings()).singleElement().asString().contains("empty body");
        }
    }

    @Test
    void search_errorHeaderOn200_isAnErrorAndTheNextKeyIsTried() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
        STUB.server.stubFor(post(urlEqualTo("/request"))
                .atPriority(1)
                .withHeader("Authorization", equalTo("Bearer suspended"))
                .willReturn(okJson(ProviderStub.page(1, 5))
                        .withHeader("x-brd-err-code", "client_10100")
                        .withHeader("x-brd-error", "account is suspended")));
        SerpSearchClient client = STUB.client("suspended,fine").build();

        assertThat(client.search("q")).hasSize(5);
        assertThat(client.search("q")).hasSize(5);
        assertThat(STUB.keysUsed()).containsExactly("suspended", "fine", "fine");
    }

    @Test
    void search_errorHeaderOn200_onlyKey_failsWithTheCode() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)).withHeader("x-brd-err-code", "client_10010"));
        SerpSearchClient client = STUB.client("k").failOnError(true).build();

        assertThatThrownBy(() -> client.search("q"))
                .hasMessageContaining("client_10010")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
        try (LogCapture capture = new LogCapture()) {
            assertThat(STUB.client("k").build().search("q")).isEmpty();
            assertThat(capture.warnings()).singleElement().asString().contains("client_10010");
        }
    }

    @Test
    void search_slowProvider_timesOutWithinTheBudget() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)).withFixedDelay(3000));
        SerpSearchClient client = STUB.client("k").failOnError(true).build();
        SearchRequest request = SearchRequest.of("q").withTimeout(Duration.ofMillis(300));

        long start = System.nanoTime();
        assertThatThrownBy(() -> client.search(request))
                .hasMessageContaining("0.3 s")
                .hasMessageContaining("raise timeout")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.TIMEOUT));
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));

        try (LogCapture capture = new LogCapture()) {
            assertThat(client.toBuilder().failOnError(false).build().search(request))
                    .isEmpty();
            assertThat(capture.warnings()).singleElement().asString().contains("timed out", "raise timeout");
        }
    }

    @Test
    void search_budgetCoversPagination_returnsWhatCameInWithAWarning() {
        STUB.stubPages(10, 1, 0);
        STUB.server.stubFor(post(urlEqualTo("/request"))
                .atPriority(10)
                .willReturn(okJson(ProviderStub.page(11, 10)).withFixedDelay(3000)));
        SerpSearchClient client = STUB.client("k").failOnError(true).build();

        long start = System.nanoTime();
        List<SearchResult> results;
        try (LogCapture capture = new LogCapture()) {
            results = client.search(SearchRequest.of("q").withMaxResults(50).withTimeout(Duration.ofMillis(800)));
            assertThat(capture.warnings()).singleElement().asString().contains("10 of 50", "timed out");
        }

        assertThat(results).hasSize(10);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    void search_rateLimitDelayLongerThanBudget_timesOutAtOnce() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
        SerpSearchClient client = STUB.client("k")
                .rateLimitDelay(Duration.ofSeconds(30))
                .failOnError(true)
                .build();
        client.search("q");

        assertThatThrownBy(() -> client.search(SearchRequest.of("q").withTimeout(Duration.ofSeconds(2))))
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.TIMEOUT));
        assertThat(STUB.pageRequestCount()).isEqualTo(1);
    }

    @Test
    void search_providerUnreachable_isUpstream() {
        SerpSearchClient client = STUB.client("k")
                .endpoint(java.net.URI.create("http://127.0.0.1:9"))
                .failOnError(true)
                .build();

        assertThatThrownBy(() -> client.search("q"))
                .hasMessageContaining("unreachable")
                .satisfies(e -> assertThat(kindOf(e)).isEqualTo(ErrorKind.UPSTREAM));
    }

    @Test
    void search_nothingFound_isEmptyWithOneWarning() {
        STUB.stubAll(okJson("{\"organic\": []}"));
        SerpSearchClient client = STUB.client("k").build();

        try (LogCapture capture = new LogCapture()) {
            assertThat(client.search("nothing here")).isEmpty();
            assertThat(capture.warnings()).singleElement().asString().contains("no results", "nothing here");
        }
    }

    @Test
    void search_blankQuery_sendsNothing() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)));
        SerpSearchClient client = STUB.client("k").ensureZone(true).build();

        assertThat(client.search(" \t")).isEmpty();
        assertThat(STUB.server.getAllServeEvents()).isEmpty();
    }
}
