package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FetchToolIT {

    @SuppressWarnings("unchecked")
    private static List<String> strategyEnum(Tool tool) {
        Map<String, Object> properties =
                (Map<String, Object>) tool.spec().inputSchema().get("properties");
        return (List<String>) ((Map<String, Object>) properties.get("strategy")).get("enum");
    }

    @Test
    void discover_registersWebFetch_withoutAnyKey() {
        ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));
        Tool tool = registry.find("web/fetch/fetch_content").orElseThrow();
        assertThat(tool.spec().name()).isEqualTo("web_fetch-fetch_content");
        assertThat(tool.spec().path()).isEqualTo("/tools/web/fetch/fetch_content");
        assertThat(tool.spec().annotations().openWorld()).isTrue();
        assertThat(strategyEnum(tool)).containsExactly("auto", "markdown", "readability", "soup", "remotereader");
        @SuppressWarnings("unchecked")
        Map<String, Object> properties =
                (Map<String, Object>) tool.spec().inputSchema().get("properties");
        // proxy is refused unless the integrator allows caller proxies, so the schema does not offer it
        assertThat(properties).containsOnlyKeys("url", "timeout", "strategy");
        assertThat(((Map<?, ?>) properties.get("timeout")).get("default")).isEqualTo(30.0);
        assertThat(tool.spec().inputSchema().get("required")).isEqualTo(List.of("url"));
    }

    @Test
    void discover_withRenderEndpoints_addsTheirStrategiesToTheEnum() {
        ToolRegistry registry = ToolRegistry.discover(new ToolContext(
                Map.of("REMOTERENDER_ENDPOINT", "http://render.example", "CDP_ENDPOINT", "ws://127.0.0.1:9222"),
                Path.of(".")));
        Tool tool = registry.find("web/fetch/fetch_content").orElseThrow();
        assertThat(strategyEnum(tool)).contains("remoterender", "cdp");
    }

    @Test
    void call_roundTripsTheFetchResultJson() throws IOException {
        try (LoopbackServer site = LoopbackServer.serving("text/html", TestPages.article("Round trip"))) {
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .allowPrivateNetworks(true)
                    .remoteReader(false)
                    .build();
            ToolRegistry registry = ToolRegistry.create().register(new FetchTool(fetcher), FetchTool.NAMESPACE);
            ToolResult result =
                    registry.call("web_fetch-fetch_content", Map.of("url", site.url("/p"), "timeout", 10.0));
            assertThat(result.isError())
                    .as(String.valueOf(result.errorMessage()))
                    .isFalse();
            JsonNode value = result.value();
            assertThat(value.fieldNames())
                    .toIterable()
                    .containsExactlyInAnyOrder(
                            "content",
                            "url",
                            "strategy",
                            "quality",
                            "content_type",
                            "cached",
                            "elapsed_ms",
                            "metadata");
            assertThat(value.get("content").asText()).contains("Round trip");
            assertThat(value.get("url").asText()).isEqualTo(site.url("/p"));
            assertThat(value.get("quality").asText()).isEqualTo("high");
            assertThat(value.get("content_type").asText()).isEqualTo("text/html");
            assertThat(value.get("cached").asBoolean()).isFalse();
            assertThat(value.get("metadata").has("readability_score")).isTrue();
        }
    }

    @Test
    void call_errorsComeBackAsErrorResults() {
        ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));
        ToolResult denied = registry.call("web/fetch/fetch_content", Map.of("url", "http://127.0.0.1:9/"));
        assertThat(denied.isError()).isTrue();
        assertThat(denied.errorKind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        ToolResult badStrategy =
                registry.call("web/fetch/fetch_content", Map.of("url", "http://127.0.0.1:9/", "strategy", "cdp"));
        assertThat(badStrategy.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        ToolResult proxy = registry.call(
                "web/fetch/fetch_content", Map.of("url", "http://example.com/", "proxy", "http://127.0.0.1:3128"));
        assertThat(proxy.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(proxy.errorMessage()).contains("proxy is not allowed");
        ToolResult scheme = registry.call("web/fetch/fetch_content", Map.of("url", "file:///etc/passwd"));
        assertThat(scheme.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        ToolResult timeout =
                registry.call("web/fetch/fetch_content", Map.of("url", "http://example.com/", "timeout", 0));
        assertThat(timeout.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
    }

    @Test
    void call_proxyAllowedByEnvironment_isUsed() throws IOException {
        try (LoopbackServer proxy = LoopbackServer.serving("text/plain", "answered by the proxy")) {
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .allowPrivateNetworks(true)
                    .remoteReader(false)
                    .cache(Duration.ZERO, 0)
                    .build();
            ToolRegistry registry = ToolRegistry.create().register(new FetchTool(fetcher, true), FetchTool.NAMESPACE);
            @SuppressWarnings("unchecked")
            Map<String, Object> properties = (Map<String, Object>) registry.find("web/fetch/fetch_content")
                    .orElseThrow()
                    .spec()
                    .inputSchema()
                    .get("properties");
            assertThat(properties).containsKey("proxy");
            ToolResult result = registry.call(
                    "web/fetch/fetch_content",
                    Map.of("url", "http://127.0.0.1:9/x", "proxy", proxy.url(""), "strategy", "soup"));
            assertThat(result.isError())
                    .as(String.valueOf(result.errorMessage()))
                    .isFalse();
            assertThat(result.value().get("content").asText()).contains("answered by the proxy");
        }
    }
}
