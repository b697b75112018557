package io.agenttoolkit.web.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolSpec;
import io.agenttoolkit.core.tool.ToolUnavailableException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class SerpSearchToolProviderTest {
    private final SerpSearchToolProvider provider = new SerpSearchToolProvider();

    @Test
    void isListedForServiceLoader() {
        List<String> providers = new ArrayList<>();
        ServiceLoader.load(ToolProvider.class).stream()
                .forEach(p -> providers.add(p.type().getName()));

        assertThat(providers).contains(SerpSearchToolProvider.class.getName());
        assertThat(provider.namespace()).isEqualTo("web/serp_search");
    }

    @Test
    void discover_withoutKey_skipsTheNamespaceSayingWhy() {
        ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));

        assertThat(registry.find("web_serp_search-search")).isEmpty();
        assertThat(registry.unavailable()).hasEntrySatisfying("web/serp_search", reason -> assertThat(reason)
                .contains("SERP_API_KEY"));
    }

    @Test
    void discover_withKey_registersSearch() {
        ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of("SERP_API_KEY", "k"), Path.of(".")));

        assertThat(registry.find("web_serp_search-search")).isPresent();
        assertThat(registry.unavailable()).doesNotContainKey("web/serp_search");
    }

    @Test
    void create_withoutKey_isUnavailableNamingTheVariable() {
        ToolContext context = new ToolContext(Map.of(), Path.of("."));

        assertThatThrownBy(() -> provider.create(context))
                .isInstanceOf(ToolUnavailableException.class)
                .hasMessageContaining("SERP_API_KEY");
    }

    @Test
    void create_withInvalidKey_isUnavailableWithoutShowingIt() {
        ToolContext context = new ToolContext(Map.of("SERP_API_KEY", "has space"), Path.of("."));

        assertThatThrownBy(() -> provider.create(context))
                .isInstanceOf(ToolUnavailableException.class)
                .hasMessageContaining("SERP_API_KEY")
                .hasMessageNotContaining("has space");
    }

    @Test
    void create_withKey_registersSearchWithTheSpecParameters() {
        ToolContext context = new ToolContext(Map.of("SERP_API_KEY", "k"), Path.of("."));
        ToolRegistry registry = ToolRegistry.create().register(provider.create(context), provider.namespace());

        Tool tool = registry.find("web/serp_search/search").orElseThrow();
        ToolSpec spec = tool.spec();

        assertThat(spec.name()).isEqualTo("web_serp_search-search");
        assertThat(spec.path()).isEqualTo("/tools/web/serp_search/search");
        assertThat(spec.inputSchema().get("required")).isEqualTo(List.of("query"));
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> properties =
                (Map<String, Map<String, Object>>) spec.inputSchema().get("properties");
        assertThat(properties).containsOnlyKeys("query", "max_results", "timeout", "cursor");
        assertThat(properties.get("query")).containsEntry("type", "string");
        assertThat(properties.get("max_results"))
                .containsEntry("type", "integer")
                .containsEntry("default", 5)
                .containsEntry("minimum", 1L)
                .containsEntry("maximum", 20L);
        assertThat(properties.get("timeout")).containsEntry("type", "number").containsEntry("default", 10.0);
        assertThat(properties.get("cursor")).containsEntry("type", "string").containsEntry("default", "0");
        assertThat(spec.annotations())
                .isEqualTo(new io.agenttoolkit.core.tool.ToolAnnotations(true, false, true, true));
    }

    @Test
    void call_withInvalidArguments_isAnErrorResultWithoutContactingTheProvider() {
        ToolContext context = new ToolContext(Map.of("SERP_API_KEY", "k"), Path.of("."));
        ToolRegistry registry = ToolRegistry.create().register(provider.create(context), provider.namespace());

        assertThat(registry.call("web/serp_search/search", Map.of("query", "q", "max_results", 21))
                        .errorMessage())
                .isEqualTo("max_results must be between 1 and 20, got 21");
        assertThat(registry.call("web/serp_search/search", Map.of("query", "q", "timeout", 0))
                        .errorMessage())
                .contains("timeout");
        assertThat(registry.call("web/serp_search/search", Map.of("query", "q", "cursor", "x"))
                        .errorMessage())
                .isEqualTo("cursor must be a page number >= 0, got 'x'");
    }
}
