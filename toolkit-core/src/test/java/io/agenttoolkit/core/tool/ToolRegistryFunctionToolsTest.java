package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.agenttoolkit.core.internal.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ToolRegistryFunctionToolsTest {
    private static final Pattern CHAT_FUNCTION_NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final ToolRegistry registry = ToolRegistry.create().register(new SampleTools(), "test/sample");

    @Test
    void functionTools_rendersOneFunctionEntryPerTool() {
        ArrayNode tools = registry.functionTools();
        assertThat(tools).hasSize(registry.tools().size());
        List<String> names = new ArrayList<>();
        for (JsonNode entry : tools) {
            List<String> fields = new ArrayList<>();
            entry.fieldNames().forEachRemaining(fields::add);
            assertThat(fields).containsExactly("type", "function");
            assertThat(entry.path("type").asText()).isEqualTo("function");
            JsonNode function = entry.path("function");
            List<String> functionFields = new ArrayList<>();
            function.fieldNames().forEachRemaining(functionFields::add);
            assertThat(functionFields).containsExactly("name", "description", "parameters");
            names.add(function.path("name").asText());
        }
        assertThat(names)
                .containsExactly("test_sample-echo", "test_sample-fail", "test_sample-image", "test_sample-points");
        assertThat(names).allMatch(name -> CHAT_FUNCTION_NAME.matcher(name).matches());
    }

    @Test
    void functionTools_parametersAreTheValidInputSchemas() {
        for (JsonNode entry : registry.functionTools()) {
            JsonNode function = entry.path("function");
            Tool tool = registry.find(function.path("name").asText()).orElseThrow();
            assertThat(function.path("description").asText())
                    .isEqualTo(tool.spec().description());
            assertThat(function.path("parameters"))
                    .isEqualTo(Json.toTree(tool.spec().inputSchema()));
            assertThat(function.path("parameters").path("type").asText()).isEqualTo("object");
            SchemaAssert.assertValidSchema(function.path("parameters"));
        }
    }

    @Test
    void functionTools_chosenFunctionCallsBackThroughTheRegistry() {
        JsonNode chosen = registry.functionTools().get(0).path("function");
        Map<String, Object> modelArguments = Json.readObject("{\"text\":\"ab\",\"times\":2}");
        ToolResult result = registry.call(chosen.path("name").asText(), modelArguments);
        assertThat(result.isError()).isFalse();
        assertThat(result.toText()).isEqualTo("abab/FAST");
    }

    @Test
    void functionTools_ofEmptyRegistryIsEmptyArray() {
        assertThat(ToolRegistry.create().functionTools()).isEmpty();
    }
}
