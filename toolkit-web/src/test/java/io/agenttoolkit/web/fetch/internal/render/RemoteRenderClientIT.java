package io.agenttoolkit.web.fetch.internal.render;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.absent;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.http.Fault;
import io.agenttoolkit.core.ErrorKind;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RemoteRenderClientIT {
    private static final String PAGE = "https://example.com/app";
    private static final String HTML = "<html><body><main><h1>Rendered</h1></main></body></html>";
    private static final HttpClient HTTP = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private static WireMockServer service;

    @BeforeAll
    static void startService() {
        service = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        service.start();
    }

    @AfterAll
    static void stopService() {
        service.stop();
    }

    @BeforeEach
    void reset() {
        service.resetAll();
    }

    private static URI endpoint() {
        return URI.create("http://127.0.0.1:" + service.port());
    }

    private static void replyWith(int status, String body) {
        service.stubFor(post(urlEqualTo("/render"))
                .willReturn(aResponse()
                        .withStatus(status)
                        .withHeader("Content-Type", "application/json")
                        .withBody(body)));
    }

    private static String htmlReply(String html) {
        return "{\"success\": true, \"content\": {\"html\": " + io.agenttoolkit.core.internal.Json.write(html) + "}}";
    }

    @Test
    void render_postsUrlFormatsAndTimeoutInMillis_returnsContentHtml() {
        replyWith(200, htmlReply(HTML));

        String html = new RemoteRenderClient(endpoint(), "secret-token", HTTP).render(PAGE, Duration.ofMillis(12_345));

        assertThat(html).isEqualTo(HTML);
        service.verify(
                1,
                postRequestedFor(urlEqualTo("/render"))
                        .withHeader("Content-Type", equalTo("application/json"))
                        .withHeader("Authorization", equalTo("Bearer secret-token"))
                        .withRequestBody(equalToJson(
                                "{\"url\": \"" + PAGE + "\", \"formats\": [\"html\"], \"timeout\": 12345}")));
    }

    @Test
    void render_withoutToken_sendsNoAuthorizationHeader() {
        replyWith(200, htmlReply(HTML));

        new RemoteRenderClient(endpoint(), null, HTTP).render(PAGE, Duration.ofSeconds(5));
        new RemoteRenderClient(endpoint(), "  ", HTTP).render(PAGE, Duration.ofSeconds(5));

        service.verify(2, postRequestedFor(urlEqualTo("/render")).withHeader("Authorization", absent()));
    }

    @Test
    void render_endpointWithPath_postsToRenderBelowIt() {
        service.stubFor(post(urlEqualTo("/api/v1/render"))
                .willReturn(aResponse().withStatus(200).withBody(htmlReply(HTML))));

        URI withSlash = URI.create(endpoint() + "/api/v1/");
        URI withoutSlash = URI.create(endpoint() + "/api/v1");

        assertThat(new RemoteRenderClient(withSlash, null, HTTP).render(PAGE, Duration.ofSeconds(5)))
                .isEqualTo(HTML);
        assertThat(new RemoteRenderClient(withoutSlash, null, HTTP).render(PAGE, Duration.ofSeconds(5)))
                .isEqualTo(HTML);
        service.verify(2, postRequestedFor(urlEqualTo("/api/v1/render")));
    }

    @ParameterizedTest
    @ValueSource(ints = {301, 400, 401, 403, 404, 429, 500, 502, 503})
    void render_non2xxStatus_throwsUpstreamNamingStatusNotToken(int status) {
        replyWith(status, htmlReply(HTML));
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), "secret-token", HTTP);

        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofSeconds(5)));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
        assertThat(e.getMessage()).contains("HTTP " + status).contains(PAGE).doesNotContain("secret-token");
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{}",
                "{\"content\": {}}",
                "{\"content\": {\"html\": \"\"}}",
                "{\"content\": {\"html\": \"   \"}}",
                "{\"content\": {\"html\": null}}",
                "{\"content\": {\"html\": 42}}",
                "{\"content\": \"<html></html>\"}",
                "{\"html\": \"<html></html>\"}",
                "null",
                "[]",
                "<html>not json</html>"
            })
    void render_replyWithoutHtml_throwsUpstream(String reply) {
        replyWith(200, reply);
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), null, HTTP);

        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofSeconds(5)));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
    }

    @Test
    void render_slowReply_stopsAtBudgetWithTimeout() {
        service.stubFor(post(urlEqualTo("/render"))
                .willReturn(
                        aResponse().withStatus(200).withBody(htmlReply(HTML)).withFixedDelay(10_000)));
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), null, HTTP);

        long start = System.nanoTime();
        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofMillis(600)));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(elapsed).isGreaterThanOrEqualTo(Duration.ofMillis(550)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void render_bodyTrickledPastBudget_stopsAtBudgetWithTimeout() {
        service.stubFor(post(urlEqualTo("/render"))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withBody(htmlReply(HTML.repeat(50)))
                        .withChunkedDribbleDelay(50, 10_000)));
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), null, HTTP);

        long start = System.nanoTime();
        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofMillis(800)));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(elapsed).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void render_replyLargerThanLimit_throwsUpstream() {
        replyWith(200, htmlReply("x".repeat(10_000)));
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), null, HTTP, 1_000);

        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofSeconds(5)));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
        assertThat(e.getMessage()).contains("larger than 1000 bytes");
    }

    @Test
    void render_connectionReset_throwsUpstream() {
        service.stubFor(post(urlEqualTo("/render")).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), null, HTTP);

        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofSeconds(5)));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
    }

    @Test
    void render_nothingListening_throwsUpstream() throws Exception {
        int freePort;
        try (ServerSocket socket = new ServerSocket(0)) {
            freePort = socket.getLocalPort();
        }
        RemoteRenderClient client = new RemoteRenderClient(URI.create("http://127.0.0.1:" + freePort), null, HTTP);

        RenderException e =
                catchThrowableOfType(RenderException.class, () -> client.render(PAGE, Duration.ofSeconds(5)));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
    }

    @Test
    void render_noTimeLeft_throwsTimeoutWithoutRequest() {
        RemoteRenderClient client = new RemoteRenderClient(endpoint(), null, HTTP);

        assertThatThrownBy(() -> client.render(PAGE, Duration.ZERO))
                .isInstanceOfSatisfying(
                        RenderException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT));
        service.verify(0, postRequestedFor(urlEqualTo("/render")));
    }

    @Test
    void constructor_nonHttpEndpoint_throwsIllegalArgumentNamingIt() {
        assertThatThrownBy(() -> new RemoteRenderClient(URI.create("ftp://render.example"), null, HTTP))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ftp://render.example");
    }
}
