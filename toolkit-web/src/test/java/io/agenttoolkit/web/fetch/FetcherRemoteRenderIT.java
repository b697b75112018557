package io.agenttoolkit.web.fetch;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.fetch.internal.render.LoopbackSite;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The {@code remoterender} stage through the Fetcher, with the render service stubbed by WireMock. */
class FetcherRemoteRenderIT {
    private static final String ARTICLE_TEXT = "The rendered article explains how single-page applications build"
            + " their content in the browser, after the scripts have run and the data has arrived from the server.";
    private static final String RENDERED = "<html><head><title>SPA</title></head><body><main><article>"
            + "<h1>Rendered remotely</h1><p>" + ARTICLE_TEXT + "</p><p>" + ARTICLE_TEXT + "</p></article></main>"
            + "</body></html>";

    private static WireMockServer service;
    private static LoopbackSite site;

    @BeforeAll
    static void start() throws Exception {
        service = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        service.start();
        site = LoopbackSite.start()
                .page(
                        "/spa",
                        "<html><body><div id=\"root\">Loading...</div><script src=\"/app.js\"></script>"
                                + "</body></html>");
    }

    @AfterAll
    static void stop() {
        service.stop();
        site.close();
    }

    @BeforeEach
    void reset() {
        service.resetAll();
    }

    private static FetcherBuilder builder() {
        return Fetcher.builder()
                .environment(Map.of(
                        "REMOTERENDER_ENDPOINT",
                        "http://127.0.0.1:" + service.port(),
                        "REMOTERENDER_TOKEN",
                        "render-token"))
                .remoteReader(false)
                .allowPrivateNetworks(true)
                .cache(Duration.ZERO, 0);
    }

    private static void renderReplies(String html) {
        service.stubFor(post(urlEqualTo("/render"))
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"content\": {\"html\": " + Json.write(html) + "}}")));
    }

    @Test
    void auto_shellPage_isRenderedByTheServiceWithTokenAndTimeout() throws Exception {
        renderReplies(RENDERED);

        try (Fetcher fetcher = builder().build()) {
            FetchResult result =
                    fetcher.fetchContent(FetchRequest.of(site.url("/spa")).withTimeout(Duration.ofSeconds(20)));

            assertThat(result.strategy()).isEqualTo("remoterender");
            assertThat(result.quality()).isEqualTo(FetchResult.HIGH);
            assertThat(result.content()).contains("Rendered remotely").contains(ARTICLE_TEXT);
        }
        service.verify(
                1,
                postRequestedFor(urlEqualTo("/render"))
                        .withHeader("Authorization", equalTo("Bearer render-token"))
                        .withRequestBody(matchingJsonPath("$.url", equalTo(site.url("/spa"))))
                        .withRequestBody(matchingJsonPath("$.formats[0]", equalTo("html"))));
        JsonNode body = Json.mapper()
                .readTree(service.getAllServeEvents().get(0).getRequest().getBodyAsString());
        assertThat(body.path("timeout").isIntegralNumber()).isTrue();
        assertThat(body.path("timeout").asLong()).isBetween(1L, 20_000L);
    }

    @Test
    void explicitRemoteRender_returnsServiceContent() {
        renderReplies(RENDERED);

        try (Fetcher fetcher = builder().build()) {
            assertThat(fetcher.strategies()).contains(FetchStrategy.REMOTERENDER);

            FetchResult result =
                    fetcher.fetchContent(FetchRequest.of(site.url("/spa")).withStrategy(FetchStrategy.REMOTERENDER));

            assertThat(result.strategy()).isEqualTo("remoterender");
            assertThat(result.content()).contains(ARTICLE_TEXT);
        }
    }

    @Test
    void auto_serviceFailure_isSwallowedAndTheChainGoesOn() {
        service.stubFor(post(urlEqualTo("/render")).willReturn(aResponse().withStatus(500)));

        try (Fetcher fetcher = builder().build()) {
            FetchResult result = fetcher.fetchContent(site.url("/spa"));

            assertThat(result.strategy()).isEqualTo("local_fallback");
            assertThat(result.quality()).isEqualTo(FetchResult.LOW);
        }
        service.verify(1, postRequestedFor(urlEqualTo("/render")));
    }

    @Test
    void explicitRemoteRender_serviceFailure_raisesFetchException() {
        service.stubFor(post(urlEqualTo("/render")).willReturn(aResponse().withStatus(502)));

        try (Fetcher fetcher = builder().build()) {
            FetchException e = catchThrowableOfType(
                    FetchException.class,
                    () -> fetcher.fetchContent(
                            FetchRequest.of(site.url("/spa")).withStrategy(FetchStrategy.REMOTERENDER)));

            assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
            assertThat(e.getMessage()).contains("502").doesNotContain("render-token");
        }
    }

    @Test
    void remoteRender_notConfigured_isRejectedAndHidden() {
        try (Fetcher fetcher = Fetcher.builder()
                .environment(Map.of())
                .remoteReader(false)
                .allowPrivateNetworks(true)
                .build()) {
            assertThat(fetcher.strategies()).doesNotContain(FetchStrategy.REMOTERENDER, FetchStrategy.CDP);

            assertThatThrownBy(() -> fetcher.fetchContent(
                            FetchRequest.of(site.url("/spa")).withStrategy(FetchStrategy.REMOTERENDER)))
                    .isInstanceOf(InvalidArgumentException.class);
        }
        service.verify(0, postRequestedFor(urlEqualTo("/render")));
    }
}
