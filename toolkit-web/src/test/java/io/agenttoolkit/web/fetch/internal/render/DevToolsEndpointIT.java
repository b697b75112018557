package io.agenttoolkit.web.fetch.internal.render;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.tomakehurst.wiremock.WireMockServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Resolution of a {@code ws://host:port} endpoint through {@code /json/version}, against a WireMock stub. */
class DevToolsEndpointIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private WireMockServer browser;

    @BeforeEach
    void start() {
        browser = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        browser.start();
    }

    @AfterEach
    void stop() {
        browser.stop();
    }

    @Test
    void resolve_endpointWithoutPath_usesDebuggerPathOnTheConfiguredHostAndPort() throws Exception {
        browser.stubFor(get(urlEqualTo("/json/version"))
                .willReturn(aResponse()
                        .withHeader("Content-Type", "application/json")
                        .withBody("{\"Browser\": \"Chrome/156\", \"webSocketDebuggerUrl\":"
                                + " \"ws://0.0.0.0:9222/devtools/browser/1f2e-3d4c\"}")));

        URI resolved = DevToolsEndpoint.resolve(
                DevToolsEndpoint.parse("ws://127.0.0.1:" + browser.port()), HTTP, Duration.ofSeconds(5));

        assertThat(resolved).hasToString("ws://127.0.0.1:" + browser.port() + "/devtools/browser/1f2e-3d4c");
    }

    @Test
    void resolve_directEndpoint_isUsedWithoutAsking() throws Exception {
        URI direct = DevToolsEndpoint.parse("ws://127.0.0.1:" + browser.port() + "/devtools/browser/abc");

        assertThat(DevToolsEndpoint.resolve(direct, HTTP, Duration.ofSeconds(5)))
                .isEqualTo(direct);
        assertThat(browser.getAllServeEvents()).isEmpty();
    }

    @Test
    void resolve_replyWithoutDebuggerUrl_fails() {
        browser.stubFor(get(urlEqualTo("/json/version")).willReturn(aResponse().withBody("{\"Browser\": \"x\"}")));

        assertThatThrownBy(() -> DevToolsEndpoint.resolve(
                        DevToolsEndpoint.parse("ws://127.0.0.1:" + browser.port()), HTTP, Duration.ofSeconds(5)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("webSocketDebuggerUrl");
    }

    @Test
    void resolve_errorStatus_fails() {
        browser.stubFor(get(urlEqualTo("/json/version")).willReturn(aResponse().withStatus(404)));

        assertThatThrownBy(() -> DevToolsEndpoint.resolve(
                        DevToolsEndpoint.parse("http://127.0.0.1:" + browser.port()), HTTP, Duration.ofSeconds(5)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("404");
    }
}
