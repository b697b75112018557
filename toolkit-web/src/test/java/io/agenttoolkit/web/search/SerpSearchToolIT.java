package io.agenttoolkit.web.search;

import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The {@code web/serp_search} tool called through the registry, against the stub. */
class SerpSearchToolIT {
    private static final ProviderStub STUB = new ProviderStub();

    @AfterAll
    static void stop() {
        STUB.close();
    }

    @BeforeEach
    void reset() {
        STUB.server.resetAll();
    }

    private static ToolRegistry registry(SerpSearchClient client) {
        return ToolRegistry.create().register(new SerpSearchTool(client), SerpSearchToolProvider.NAMESPACE);
    }

    @Test
    void call_returnsResultsUnderResults() {
        STUB.stubPages(10, 3, 0);
        ToolRegistry registry = registry(STUB.client("k").build());

        ToolResult result = registry.call("web_serp_search-search", Map.of("query", "java", "max_results", 2));

        assertThat(result.isError()).as(String.valueOf(result.errorMessage())).isFalse();
        JsonNode value = result.value();
        assertThat(value.fieldNames()).toIterable().containsExactly("results");
        assertThat(value.get("results")).hasSize(2);
        JsonNode first = value.get("results").get(0);
        assertThat(first.fieldNames()).toIterable().containsExactly("title", "url", "content", "score");
        assertThat(first.get("url").asText()).isEqualTo("https://example.com/r1");
        assertThat(first.get("score").asDouble()).isEqualTo(0.95);
    }

    @Test
    void call_defaultsToFiveResultsAndCursorZero_andHonoursCursor() {
        STUB.stubPages(10, 3, 0);
        ToolRegistry registry = registry(STUB.client("k").build());

        assertThat(registry.call("web/serp_search/search", Map.of("query", "q"))
                        .value()
                        .get("results"))
                .hasSize(5);
        JsonNode second = registry.call("/tools/web/serp_search/search", Map.of("query", "q", "cursor", "1"))
                .value()
                .get("results");
        assertThat(second.get(0).get("url").asText()).isEqualTo("https://example.com/r11");
    }

    @Test
    void call_providerFailure_isAnErrorResultEvenForALenientClient() {
        STUB.stubAll(ProviderStub.status(401));
        ToolRegistry registry =
                registry(STUB.client("tool-secret").failOnError(false).build());

        ToolResult result = registry.call("web/serp_search/search", Map.of("query", "q"));

        assertThat(result.isError()).isTrue();
        assertThat(result.errorKind()).isEqualTo(ErrorKind.UNAUTHORIZED);
        assertThat(result.errorMessage()).contains("HTTP 401").doesNotContain("tool-secret");
        assertThat(result.toJson().get("detail").asText()).contains("HTTP 401");
    }

    @Test
    void call_timeout_isATimeoutErrorResult() {
        STUB.stubAll(okJson(ProviderStub.page(1, 5)).withFixedDelay(2000));
        ToolRegistry registry = registry(STUB.client("k").build());

        ToolResult result = registry.call("web/serp_search/search", Map.of("query", "q", "timeout", 0.2));

        assertThat(result.errorKind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(result.errorMessage()).contains("0.2 s");
    }

    @Test
    void call_nothingFound_isAnEmptyListNotAnError() {
        STUB.stubAll(okJson("{\"organic\": []}"));
        ToolRegistry registry = registry(STUB.client("k").build());

        ToolResult result = registry.call("web/serp_search/search", Map.of("query", "q"));

        assertThat(result.isError()).isFalse();
        assertThat(result.value().get("results")).isEmpty();
    }
}
