package io.agenttoolkit.web.fetch;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.matching;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FetcherChainIT {
    private WireMockServer wm;

    @BeforeEach
    void start() {
        wm = new WireMockServer(options().dynamicPort().bindAddress("127.0.0.1"));
        wm.start();
    }

    @AfterEach
    void stop() {
        wm.stop();
    }

    private FetcherBuilder builder() {
        return Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .retryBackoff(Duration.ofMillis(50))
                .cache(Duration.ZERO, 0)
                .remoteReaderEndpoint(URI.create(wm.baseUrl() + "/reader/"));
    }

    private String url(String path) {
        return wm.baseUrl() + path;
    }

    private void stubReader(String content) {
        wm.stubFor(post("/reader/")
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"code\":200,\"data\":{\"title\":\"From reader\",\"content\":"
                                + com.fasterxml.jackson.databind.node.TextNode.valueOf(content) + "}}")));
    }

    @Test
    void markdownReply_isTheResult_withTokenCount() {
        wm.stubFor(get("/doc")
                .withHeader("Accept", equalTo("text/markdown"))
                .willReturn(aResponse()
                        .withHeader("Content-Type", "text/markdown; charset=utf-8")
                        .withHeader("x-markdown-tokens", "42")
                        .withBody("# Doc\n\nHello from markdown.")));
        FetchResult result = builder().build().fetchContent(url("/doc"));
        assertThat(result.strategy()).isEqualTo("markdown");
        assertThat(result.quality()).isEqualTo("high");
        assertThat(result.content()).isEqualTo("# Doc\n\nHello from markdown.");
        assertThat(result.contentType()).isEqualTo("text/markdown");
        assertThat(result.metadata()).containsEntry("markdown_tokens", 42L);
        wm.verify(1, getRequestedFor(urlEqualTo("/doc")));
    }

    @Test
    void negotiationHtmlReply_isReusedWithoutSecondRequest() {
        wm.stubFor(get("/page")
                .willReturn(
                        aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.article("Ferries"))));
        FetchResult result = builder().build().fetchContent(url("/page"));
        assertThat(result.strategy()).isIn("readability", "soup");
        assertThat(result.quality()).isEqualTo("high");
        assertThat(result.content()).contains("Ferries", "harbour authority").doesNotContain("Copyright footer");
        assertThat(result.contentType()).isEqualTo("text/html");
        assertThat(result.metadata()).containsKeys("readability_score", "content_length");
        wm.verify(1, getRequestedFor(urlEqualTo("/page")).withHeader("Accept", equalTo("text/markdown")));
        wm.verify(1, getRequestedFor(urlEqualTo("/page")));
    }

    @Test
    void negotiationError_isFollowedByRawFetchWithBrowserHeaders() {
        wm.stubFor(get("/page")
                .withHeader("Accept", equalTo("text/markdown"))
                .atPriority(1)
                .willReturn(aResponse().withStatus(406)));
        wm.stubFor(get("/page")
                .atPriority(5)
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.article("Tides"))));
        FetchResult result = builder().build().fetchContent(url("/page"));
        assertThat(result.content()).contains("Tides");
        List<LoggedRequest> requests = wm.findAll(getRequestedFor(urlEqualTo("/page")));
        assertThat(requests).hasSize(2);
        LoggedRequest raw = requests.get(1);
        assertThat(raw.getHeader("Accept")).startsWith("text/html,application/xhtml+xml");
        assertThat(raw.getHeader("User-Agent")).startsWith("Mozilla/5.0");
        assertThat(raw.getHeader("Accept-Language")).startsWith("en-US");
    }

    @Test
    void rawFetch_retriesOn5xxWithBackoff_thenSucceeds() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        List<Long> times = new CopyOnWriteArrayList<>();
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            times.add(System.nanoTime());
            int call = calls.incrementAndGet();
            if (call <= 3) {
                LoopbackServer.respond(exchange, 503, "text/plain", "busy");
            } else {
                LoopbackServer.respond(exchange, 200, "text/plain", "finally here, after the retries");
            }
        })) {
            FetchResult result = builder().build().fetchContent(server.url("/x"));
            assertThat(result.content()).isEqualTo("finally here, after the retries");
            assertThat(result.strategy()).isEqualTo("direct");
            // negotiation (503), raw attempt 1 (503), raw attempt 2 (503), raw attempt 3 (200)
            assertThat(server.requests()).isEqualTo(4);
            assertThat(Duration.ofNanos(times.get(2) - times.get(1))).isGreaterThanOrEqualTo(Duration.ofMillis(50));
            assertThat(Duration.ofNanos(times.get(3) - times.get(2))).isGreaterThanOrEqualTo(Duration.ofMillis(100));
        }
    }

    @Test
    void rawFetch_defaultBackoff_isOneSecondThenTwo() throws Exception {
        List<Long> times = new CopyOnWriteArrayList<>();
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            times.add(System.nanoTime());
            if (times.size() <= 3) {
                LoopbackServer.respond(exchange, 500, "text/plain", "busy");
            } else {
                LoopbackServer.respond(exchange, 200, "text/plain", "served after the default back-off");
            }
        })) {
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .allowPrivateNetworks(true)
                    .remoteReader(false)
                    .cache(Duration.ZERO, 0)
                    .build();
            FetchResult result = fetcher.fetchContent(server.url("/x"));
            assertThat(result.content()).isEqualTo("served after the default back-off");
            // negotiation, then raw attempts 1, 2 and 3: the pauses are between the raw attempts
            assertThat(times).hasSize(4);
            Duration first = Duration.ofNanos(times.get(2) - times.get(1));
            Duration second = Duration.ofNanos(times.get(3) - times.get(2));
            assertThat(first).isGreaterThanOrEqualTo(Duration.ofSeconds(1)).isLessThan(Duration.ofSeconds(2));
            assertThat(second).isGreaterThanOrEqualTo(Duration.ofSeconds(2));
        }
    }

    @Test
    void rawFetch_backoffIsClampedToTheBudget() throws Exception {
        try (LoopbackServer server =
                LoopbackServer.start(exchange -> LoopbackServer.respond(exchange, 500, "text/plain", "down"))) {
            // default back-off: 1 s, then 2 s
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .allowPrivateNetworks(true)
                    .remoteReader(false)
                    .cache(Duration.ZERO, 0)
                    .build();
            long start = System.nanoTime();
            assertThatThrownBy(() -> fetcher.fetchContent(
                            FetchRequest.of(server.url("/down")).withTimeout(Duration.ofMillis(1500))))
                    .isInstanceOf(FetchException.class);
            // the 2 s pause does not fit in what is left of 1.5 s: no sleep past the budget, no third attempt
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofMillis(2800));
            assertThat(server.requests()).isEqualTo(3);
        }
    }

    @Test
    void rawFetch_retriesAfterATimeout_withinTheBudget() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            if (calls.incrementAndGet() <= 2) {
                try {
                    Thread.sleep(10_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return;
            }
            LoopbackServer.respond(exchange, 200, "text/plain", "answered after two hangs");
        })) {
            long start = System.nanoTime();
            FetchResult result = builder()
                    .build()
                    .fetchContent(FetchRequest.of(server.url("/slow")).withTimeout(Duration.ofSeconds(4)));
            assertThat(result.content()).isEqualTo("answered after two hangs");
            assertThat(server.requests()).isEqualTo(3);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(4));
        }
    }

    @Test
    void rawFetch_stopsAfterThreeAttempts_andFailsWithStatus() {
        wm.stubFor(get("/down").willReturn(aResponse().withStatus(502)));
        Fetcher fetcher = builder().remoteReader(false).build();
        assertThatThrownBy(() -> fetcher.fetchContent(url("/down")))
                .isInstanceOfSatisfying(
                        FetchException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM))
                .hasMessageContaining("HTTP 502");
        wm.verify(4, getRequestedFor(urlEqualTo("/down")));
    }

    @Test
    void rawFetch_doesNotRetry4xx() {
        wm.stubFor(get("/missing").willReturn(aResponse().withStatus(404)));
        Fetcher fetcher = builder().remoteReader(false).build();
        assertThatThrownBy(() -> fetcher.fetchContent(url("/missing"))).hasMessageContaining("HTTP 404");
        wm.verify(2, getRequestedFor(urlEqualTo("/missing")));
    }

    @Test
    void rawFetch_retriesConnectionErrors() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            if (calls.incrementAndGet() <= 2) {
                // drop the connection without a reply
                exchange.getResponseBody().close();
                exchange.getHttpContext().getServer();
                throw new java.io.IOException("drop");
            }
            LoopbackServer.respond(exchange, 200, "text/plain", "third time lucky");
        })) {
            FetchResult result = builder().build().fetchContent(server.url("/flaky"));
            assertThat(result.content()).isEqualTo("third time lucky");
            assertThat(server.requests()).isEqualTo(3);
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "image/png",
                "image/svg+xml",
                "audio/mpeg",
                "video/mp4",
                "font/woff2",
                "application/pdf",
                "application/zip",
                "application/gzip",
                "application/x-tar",
                "application/x-7z-compressed",
                "application/x-rar-compressed",
                "application/octet-stream",
                "application/wasm",
                "application/msword",
                "application/vnd.ms-excel",
                "application/vnd.ms-powerpoint",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "application/vnd.openxmlformats-officedocument.presentationml.presentation"
            })
    void binaryType_isRefused(String type) {
        wm.stubFor(get("/file")
                .willReturn(aResponse().withHeader("Content-Type", type).withBody("BIN")));
        assertThatThrownBy(() -> builder().build().fetchContent(url("/file")))
                .isInstanceOf(FetchException.class)
                .hasMessage("Unsupported binary content type for " + url("/file") + ": " + type);
        wm.verify(0, postRequestedFor(urlEqualTo("/reader/")));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "text/plain",
                "text/csv",
                "text/markdown",
                "application/json",
                "application/xml",
                "text/xml",
                "application/yaml",
                "text/yaml"
            })
    void directType_isReturnedAsItIs(String type) {
        String body = "a,b\n1,2\n{\"k\": [1, 2]}\n<x/>\n";
        // the negotiation is refused, so even text/markdown comes from the raw fetch
        wm.stubFor(get("/data")
                .withHeader("Accept", equalTo("text/markdown"))
                .atPriority(1)
                .willReturn(aResponse().withStatus(406)));
        wm.stubFor(get("/data")
                .atPriority(5)
                .willReturn(aResponse().withHeader("Content-Type", type).withBody(body)));
        FetchResult result = builder().build().fetchContent(url("/data"));
        assertThat(result.strategy()).isEqualTo("direct");
        assertThat(result.content()).isEqualTo(body);
        assertThat(result.contentType()).isEqualTo(type);
        assertThat(result.quality()).isEqualTo("high");
    }

    @Test
    void insufficientLocalContent_goesToRemoteReader_withItsHeadersAndBody() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        stubReader(TestPages.SENTENCE.repeat(3));
        Fetcher fetcher = builder().remoteReaderApiKeys("key-one").build();
        FetchResult result = fetcher.fetchContent(FetchRequest.of(url("/app")).withTimeout(Duration.ofSeconds(20)));
        assertThat(result.strategy()).isEqualTo("remotereader");
        assertThat(result.quality()).isEqualTo("high");
        assertThat(result.content()).isEqualTo(TestPages.SENTENCE.repeat(3).strip());
        assertThat(result.metadata()).containsEntry("engine", "browser").containsEntry("title", "From reader");
        LoggedRequest request =
                wm.findAll(postRequestedFor(urlEqualTo("/reader/"))).get(0);
        assertThat(request.getHeader("Accept")).isEqualTo("application/json");
        assertThat(request.getHeader("X-Return-Format")).isEqualTo("markdown");
        assertThat(request.getHeader("X-Remove-Selector")).isEqualTo("header, footer, nav, aside");
        assertThat(request.getHeader("X-Engine")).isEqualTo("browser");
        assertThat(request.getHeader("X-Wait-For-Selector"))
                .isEqualTo("main, article, .content, #content, .main-content, #main-content, [role='main']");
        assertThat(Integer.parseInt(request.getHeader("X-Timeout"))).isBetween(15, 20);
        assertThat(request.getHeader("Authorization")).isEqualTo("Bearer key-one");
        wm.verify(postRequestedFor(urlEqualTo("/reader/"))
                .withRequestBody(equalToJson("{\"url\":\"" + url("/app") + "\"}")));
    }

    @Test
    void remoteReader_triesSecondEngineWhenFirstIsInsufficient() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        wm.stubFor(post("/reader/")
                .withHeader("X-Engine", equalTo("browser"))
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"data\":{\"content\":\"Please enable JavaScript\"}}")));
        wm.stubFor(post("/reader/")
                .withHeader("X-Engine", equalTo("cf-browser-rendering"))
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"data\":{\"content\":\"" + TestPages.SENTENCE.repeat(2) + "\"}}")));
        FetchResult result = builder().build().fetchContent(url("/app"));
        assertThat(result.strategy()).isEqualTo("remotereader");
        assertThat(result.metadata()).containsEntry("engine", "cf-browser-rendering");
        List<LoggedRequest> calls = wm.findAll(postRequestedFor(urlEqualTo("/reader/")));
        assertThat(calls).extracting(r -> r.getHeader("X-Engine")).containsExactly("browser", "cf-browser-rendering");
        assertThat(calls.get(0).getHeader("Authorization")).isNull();
    }

    @Test
    void remoteReader_refusedKeyRests_andTheNextKeyIsUsed() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        wm.stubFor(post("/reader/")
                .withHeader("Authorization", equalTo("Bearer bad"))
                .willReturn(aResponse().withStatus(401)));
        wm.stubFor(post("/reader/")
                .withHeader("Authorization", equalTo("Bearer busy"))
                .willReturn(aResponse().withStatus(429)));
        wm.stubFor(post("/reader/")
                .withHeader("Authorization", equalTo("Bearer good"))
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"data\":{\"content\":\"" + TestPages.SENTENCE.repeat(2) + "\"}}")));
        Fetcher fetcher = builder().remoteReaderApiKeys("bad, busy ,good").build();
        fetcher.fetchContent(url("/app"));
        fetcher.fetchContent(url("/app"));
        fetcher.fetchContent(url("/app"));
        List<String> keys = wm.findAll(postRequestedFor(urlEqualTo("/reader/"))).stream()
                .map(r -> r.getHeader("Authorization"))
                .toList();
        assertThat(keys).containsExactly("Bearer bad", "Bearer busy", "Bearer good", "Bearer good", "Bearer good");
    }

    /** A clock the test moves by hand. */
    private static final class ManualClock extends Clock {
        private volatile Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }

        void set(Duration sinceStart) {
            now = Instant.parse("2026-01-01T00:00:00Z").plus(sinceStart);
        }
    }

    private void stubReaderKey(String key, int status) {
        wm.stubFor(post("/reader/")
                .withHeader("Authorization", equalTo("Bearer " + key))
                .willReturn(
                        status == 200
                                ? aResponse()
                                        .withHeader("Content-Type", "application/json")
                                        .withBody("{\"data\":{\"content\":\"" + TestPages.SENTENCE.repeat(2) + "\"}}")
                                : aResponse().withStatus(status)));
    }

    @Test
    void remoteReader_keysRotateRoundRobin_forbiddenRestsAnHour_rateLimitedFiveMinutes() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        stubReaderKey("forbidden", 403);
        stubReaderKey("limited", 429);
        stubReaderKey("good", 200);
        ManualClock clock = new ManualClock();
        Fetcher fetcher = builder()
                .remoteReaderApiKeys("forbidden,limited,good")
                .clock(clock)
                .build();
        List<String> expected = new java.util.ArrayList<>();

        fetcher.fetchContent(url("/app"));
        expected.addAll(List.of("forbidden", "limited", "good"));
        fetcher.fetchContent(url("/app"));
        expected.add("good");
        // from now on every key would be accepted; only the rests keep them out
        stubReaderKey("forbidden", 200);
        stubReaderKey("limited", 200);

        clock.set(Duration.ofMinutes(5).minusSeconds(1));
        fetcher.fetchContent(url("/app"));
        expected.add("good");

        clock.set(Duration.ofMinutes(5).plusSeconds(1));
        for (int i = 0; i < 3; i++) {
            fetcher.fetchContent(url("/app"));
        }
        expected.addAll(List.of("limited", "good", "limited"));

        clock.set(Duration.ofHours(1).minusSeconds(1));
        fetcher.fetchContent(url("/app"));
        fetcher.fetchContent(url("/app"));
        expected.addAll(List.of("good", "limited"));

        clock.set(Duration.ofHours(1).plusSeconds(1));
        for (int i = 0; i < 3; i++) {
            fetcher.fetchContent(url("/app"));
        }
        expected.addAll(List.of("good", "forbidden", "limited"));

        List<String> keys = wm.findAll(postRequestedFor(urlEqualTo("/reader/"))).stream()
                .map(r -> r.getHeader("Authorization").substring("Bearer ".length()))
                .toList();
        assertThat(keys).containsExactlyElementsOf(expected);
    }

    @Test
    void remoteReader_slowReplyIsBoundedByTheBudget() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        wm.stubFor(
                post("/reader/").willReturn(aResponse().withFixedDelay(10_000).withBody("{}")));
        Fetcher fetcher = builder().build();
        long start = System.nanoTime();
        FetchResult result = fetcher.fetchContent(FetchRequest.of(url("/app")).withTimeout(Duration.ofSeconds(3)));
        long elapsedMs = (System.nanoTime() - start) / 1_000_000;
        assertThat(result.strategy()).isEqualTo("local_fallback");
        assertThat(elapsedMs).isLessThan(6_000);
        LoggedRequest request =
                wm.findAll(postRequestedFor(urlEqualTo("/reader/"))).get(0);
        assertThat(Integer.parseInt(request.getHeader("X-Timeout"))).isBetween(1, 3);
    }

    @Test
    void nothingSufficient_returnsLocalFallbackAsLow() {
        wm.stubFor(get("/thin")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.thin())));
        wm.stubFor(post("/reader/").willReturn(aResponse().withStatus(500)));
        FetchResult result = builder().build().fetchContent(url("/thin"));
        assertThat(result.strategy()).isEqualTo("local_fallback");
        assertThat(result.quality()).isEqualTo("low");
        assertThat(result.content()).contains("Only a short note here");
        assertThat(result.metadata()).containsKey("reason");
        wm.verify(2, postRequestedFor(urlEqualTo("/reader/")));
    }

    @Test
    void noContentAnywhere_isFetchException() {
        wm.stubFor(get("/empty")
                .willReturn(
                        aResponse().withHeader("Content-Type", "text/html").withBody("<html><body></body></html>")));
        assertThatThrownBy(() -> builder().build().fetchContent(url("/empty")))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("No content could be extracted");
    }

    @Test
    void explicitMarkdown_onHtmlPage_isFetchException() {
        wm.stubFor(get("/page")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.article("A"))));
        Fetcher fetcher = builder().build();
        assertThatThrownBy(
                        () -> fetcher.fetchContent(FetchRequest.of(url("/page")).withStrategy(FetchStrategy.MARKDOWN)))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("did not answer with text/markdown (got text/html)");
        wm.verify(1, getRequestedFor(urlEqualTo("/page")));
    }

    @Test
    void explicitReadabilityAndSoup_runOnlyTheirStage() {
        wm.stubFor(get("/page")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.article("Quays"))));
        Fetcher fetcher = builder().build();
        FetchResult readability =
                fetcher.fetchContent(FetchRequest.of(url("/page")).withStrategy(FetchStrategy.READABILITY));
        FetchResult soup = fetcher.fetchContent(FetchRequest.of(url("/page")).withStrategy(FetchStrategy.SOUP));
        assertThat(readability.strategy()).isEqualTo("readability");
        assertThat(soup.strategy()).isEqualTo("soup");
        assertThat(readability.content()).contains("Quays");
        assertThat(soup.content()).contains("harbour authority");
        // one raw fetch each, no negotiation, no reader
        wm.verify(2, getRequestedFor(urlEqualTo("/page")));
        wm.verify(0, getRequestedFor(urlEqualTo("/page")).withHeader("Accept", equalTo("text/markdown")));
        wm.verify(0, postRequestedFor(urlEqualTo("/reader/")));
    }

    @Test
    void explicitStrategyGettingNothing_isFetchException() {
        wm.stubFor(get("/empty")
                .willReturn(
                        aResponse().withHeader("Content-Type", "text/html").withBody("<html><body></body></html>")));
        wm.stubFor(post("/reader/").willReturn(aResponse().withStatus(503)));
        Fetcher fetcher = builder().build();
        assertThatThrownBy(() ->
                        fetcher.fetchContent(FetchRequest.of(url("/empty")).withStrategy(FetchStrategy.SOUP)))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("soup strategy found no content");
        assertThatThrownBy(() ->
                        fetcher.fetchContent(FetchRequest.of(url("/empty")).withStrategy(FetchStrategy.READABILITY)))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("readability strategy found no content");
        wm.verify(2, getRequestedFor(urlEqualTo("/empty")));
        wm.verify(0, postRequestedFor(urlEqualTo("/reader/")));
        assertThatThrownBy(() ->
                        fetcher.fetchContent(FetchRequest.of(url("/empty")).withStrategy(FetchStrategy.REMOTEREADER)))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("remote reader returned no content");
        wm.verify(0, getRequestedFor(urlEqualTo("/empty")).withHeader("Accept", equalTo("text/markdown")));
        // the reader ran alone: no further request to the page itself
        wm.verify(2, getRequestedFor(urlEqualTo("/empty")));
    }

    @Test
    void explicitRemoteReader_runsOnlyTheReader() {
        wm.stubFor(get("/page")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.article("Docks"))));
        stubReader(TestPages.SENTENCE.repeat(2));
        FetchResult result =
                builder().build().fetchContent(FetchRequest.of(url("/page")).withStrategy(FetchStrategy.REMOTEREADER));
        assertThat(result.strategy()).isEqualTo("remotereader");
        assertThat(result.quality()).isEqualTo("high");
        assertThat(result.content()).isEqualTo(TestPages.SENTENCE.repeat(2).strip());
        wm.verify(0, getRequestedFor(urlEqualTo("/page")));
        wm.verify(1, postRequestedFor(urlEqualTo("/reader/")));
    }

    @Test
    void renderStrategies_unconfigured_areInvalidArgument() {
        Fetcher fetcher = builder().build();
        assertThat(fetcher.strategies()).doesNotContain(FetchStrategy.REMOTERENDER, FetchStrategy.CDP);
        for (FetchStrategy strategy : List.of(FetchStrategy.REMOTERENDER, FetchStrategy.CDP)) {
            assertThatThrownBy(() ->
                            fetcher.fetchContent(FetchRequest.of(url("/x")).withStrategy(strategy)))
                    .isInstanceOf(InvalidArgumentException.class)
                    .hasMessageContaining("not configured");
        }
        assertThat(wm.getAllServeEvents()).isEmpty();
    }

    @Test
    void autoChain_runsRenderStagesBeforeTheReader_inOrder() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        wm.stubFor(post("/svc/render")
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"content\":{\"html\":"
                                + com.fasterxml.jackson.databind.node.TextNode.valueOf(TestPages.article("Rendered"))
                                + "}}")));
        stubReader(TestPages.SENTENCE.repeat(2));
        Fetcher fetcher = builder()
                .remoteRenderEndpoint(URI.create(wm.baseUrl() + "/svc"))
                .build();
        assertThat(fetcher.strategies()).contains(FetchStrategy.REMOTERENDER).doesNotContain(FetchStrategy.CDP);
        FetchResult result = fetcher.fetchContent(url("/app"));
        assertThat(result.strategy()).isEqualTo("remoterender");
        assertThat(result.content()).contains("Rendered", "harbour authority");
        wm.verify(postRequestedFor(urlPathEqualTo("/svc/render"))
                .withRequestBody(containing("\"url\":\"" + url("/app") + "\"")));
        wm.verify(0, postRequestedFor(urlEqualTo("/reader/")));
    }

    @Test
    void autoChain_order_remoteRenderThenBrowserThenReader() throws Exception {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        List<String> order = new CopyOnWriteArrayList<>();
        try (LoopbackServer render = LoopbackServer.start(exchange -> {
                    order.add("remoterender");
                    LoopbackServer.respond(exchange, 500, "text/plain", "render service down");
                });
                LoopbackServer browser = LoopbackServer.start(exchange -> {
                    order.add("cdp");
                    LoopbackServer.respond(exchange, 500, "text/plain", "browser down");
                });
                LoopbackServer reader = LoopbackServer.start(exchange -> {
                    order.add("remotereader");
                    LoopbackServer.respond(
                            exchange,
                            200,
                            "application/json",
                            "{\"data\":{\"content\":\"" + TestPages.SENTENCE.repeat(2) + "\"}}");
                })) {
            Fetcher fetcher = builder()
                    .remoteRenderEndpoint(URI.create(render.url("")))
                    .cdpEndpoint(browser.url(""))
                    .remoteReaderEndpoint(URI.create(reader.url("/")))
                    .build();
            FetchResult result = fetcher.fetchContent(url("/app"));
            fetcher.close();
            assertThat(result.strategy()).isEqualTo("remotereader");
            assertThat(order).contains("remoterender", "cdp", "remotereader");
            assertThat(order.indexOf("remoterender")).isLessThan(order.indexOf("cdp"));
            assertThat(order.lastIndexOf("cdp")).isLessThan(order.indexOf("remotereader"));
            // the page itself was fetched once: the negotiation reply was reused for local extraction
            wm.verify(1, getRequestedFor(urlEqualTo("/app")));
        }
    }

    @Test
    void autoChain_renderFailuresAreSwallowed_andTheReaderAnswers() {
        wm.stubFor(get("/app")
                .willReturn(aResponse().withHeader("Content-Type", "text/html").withBody(TestPages.shell())));
        wm.stubFor(post("/svc/render").willReturn(aResponse().withStatus(500)));
        stubReader(TestPages.SENTENCE.repeat(2));
        Fetcher fetcher = builder()
                .remoteRenderEndpoint(URI.create(wm.baseUrl() + "/svc"))
                .cdpEndpoint("ws://127.0.0.1:1")
                .build();
        assertThat(fetcher.strategies()).contains(FetchStrategy.REMOTERENDER, FetchStrategy.CDP);
        FetchResult result = fetcher.fetchContent(url("/app"));
        assertThat(result.strategy()).isEqualTo("remotereader");
        wm.verify(1, postRequestedFor(urlPathEqualTo("/svc/render")));
        assertThatThrownBy(() ->
                        fetcher.fetchContent(FetchRequest.of(url("/app")).withStrategy(FetchStrategy.REMOTERENDER)))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("remoterender strategy failed");
        assertThatThrownBy(
                        () -> fetcher.fetchContent(FetchRequest.of(url("/app")).withStrategy(FetchStrategy.CDP)))
                .isInstanceOf(FetchException.class)
                .hasMessageContaining("cdp strategy failed");
        fetcher.close();
    }

    @Test
    void bodies_areDecodedWithTheirCharsetAndContentEncoding() throws Exception {
        byte[] latin = "Caf\u00e9 cr\u00e8me".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        java.io.ByteArrayOutputStream deflated = new java.io.ByteArrayOutputStream();
        try (java.util.zip.DeflaterOutputStream out = new java.util.zip.DeflaterOutputStream(deflated)) {
            out.write("deflated \u20ac text".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            boolean deflate = exchange.getRequestURI().getPath().equals("/deflate");
            byte[] body = deflate ? deflated.toByteArray() : latin;
            exchange.getResponseHeaders()
                    .set("Content-Type", deflate ? "text/plain" : "text/plain; charset=ISO-8859-1");
            if (deflate) {
                exchange.getResponseHeaders().set("Content-Encoding", "deflate");
            }
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
        })) {
            Fetcher fetcher = builder().build();
            assertThat(fetcher.fetchContent(server.url("/latin")).content()).isEqualTo("Caf\u00e9 cr\u00e8me");
            assertThat(fetcher.fetchContent(server.url("/deflate")).content()).isEqualTo("deflated \u20ac text");
            assertThat(server.headers().get(0).getFirst("Accept-Encoding")).isEqualTo("gzip, deflate");
        }
    }

    @Test
    void blockedPage_insufficientRender_isKeptForTheFallback() {
        wm.stubFor(get("/blocked").willReturn(aResponse().withStatus(403)));
        wm.stubFor(post("/svc/render")
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"content\":{\"html\":"
                                + com.fasterxml.jackson.databind.node.TextNode.valueOf(TestPages.thin()) + "}}")));
        wm.stubFor(post("/reader/").willReturn(aResponse().withStatus(500)));
        Fetcher fetcher = builder()
                .remoteRenderEndpoint(URI.create(wm.baseUrl() + "/svc"))
                .build();
        FetchResult result = fetcher.fetchContent(url("/blocked"));
        assertThat(result.strategy()).isEqualTo("local_fallback");
        assertThat(result.quality()).isEqualTo("low");
        assertThat(result.content()).contains("Only a short note here");
        assertThat(result.metadata()).containsEntry("extraction", "remoterender");
    }

    @Test
    void finalUrl_isReportedAfterRedirects() {
        wm.stubFor(get("/old").willReturn(aResponse().withStatus(301).withHeader("Location", "/new")));
        wm.stubFor(get("/new")
                .willReturn(aResponse().withHeader("Content-Type", "text/plain").withBody("moved here")));
        FetchResult result = builder().build().fetchContent(url("/old"));
        assertThat(result.url()).isEqualTo(url("/new"));
        assertThat(result.content()).isEqualTo("moved here");
        assertThat(result.elapsedMs()).isPositive();
        assertThat(result.cached()).isFalse();
        assertThat(matching(".*")).isNotNull();
    }
}
