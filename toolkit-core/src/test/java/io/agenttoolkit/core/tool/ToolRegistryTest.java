package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ToolRegistryTest {
    private final ToolRegistry registry = ToolRegistry.create().register(new SampleTools(), "test/sample");

    private Tool tool(String method) {
        return registry.find("test/sample/" + method).orElseThrow();
    }

    @Test
    void register_derivesNamesAndPaths() {
        ToolSpec spec = tool("echo").spec();
        assertThat(spec.namespace()).isEqualTo("test/sample");
        assertThat(spec.method()).isEqualTo("echo");
        assertThat(spec.name()).isEqualTo("test_sample-echo").matches("[A-Za-z0-9_-]{1,64}");
        assertThat(spec.path()).isEqualTo("/tools/test/sample/echo");
        assertThat(spec.description()).isEqualTo("Repeats a text.");
        assertThat(registry.tools())
                .extracting(t -> t.spec().method())
                .containsExactly("echo", "fail", "image", "points");
    }

    @Test
    void find_acceptsNameQualifiedNameAndPath() {
        assertThat(registry.find("test_sample-echo")).isPresent();
        assertThat(registry.find("test/sample/echo")).isPresent();
        assertThat(registry.find("/tools/test/sample/echo")).isPresent();
        assertThat(registry.find("echo")).isEmpty();
    }

    @Test
    void schema_requiredDefaultsNullableAndEnums() {
        Map<String, Object> schema = tool("echo").spec().inputSchema();
        assertThat(schema).containsEntry("type", "object").containsEntry("additionalProperties", false);
        assertThat(schema.get("required")).isEqualTo(List.of("text"));
        JsonNode properties = Json.toTree(schema).get("properties");
        assertThat(properties.get("text").toString())
                .isEqualTo("{\"type\":\"string\",\"description\":\"What to repeat.\"}");
        assertThat(properties.get("times").toString())
                .isEqualTo("{\"type\":\"integer\",\"minimum\":1,\"maximum\":5,\"default\":1}");
        assertThat(properties.get("suffix").toString())
                .isEqualTo("{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"null\"}],\"default\":null,"
                        + "\"description\":\"Appended once.\"}");
        assertThat(properties.get("mode").toString())
                .isEqualTo("{\"type\":\"string\",\"enum\":[\"fast\",\"slow\"],\"default\":\"fast\"}");
    }

    @Test
    void schema_collectionsMapsAndAllowedValues() {
        JsonNode properties = Json.toTree(tool("points").spec().inputSchema()).get("properties");
        assertThat(properties.get("xs").toString()).isEqualTo("{\"type\":\"array\",\"items\":{\"type\":\"integer\"}}");
        assertThat(properties.get("labels").get("anyOf").get(0).toString())
                .isEqualTo("{\"type\":\"object\",\"additionalProperties\":{\"type\":\"string\"}}");
        assertThat(properties.get("color").get("anyOf").get(0).toString())
                .isEqualTo("{\"type\":\"string\",\"enum\":[\"red\",\"blue\"]}");
    }

    @Test
    void schema_isUnmodifiable() {
        Map<String, Object> schema = tool("echo").spec().inputSchema();
        assertThatThrownBy(() -> schema.put("x", 1)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void everySchema_isValidJsonSchema2020_12_andAcceptsItsOwnDefaults() {
        for (Tool t : registry.tools()) {
            SchemaAssert.assertValidSchema(t.spec().inputSchema());
        }
        assertThat(SchemaAssert.validate(tool("echo").spec().inputSchema(), Map.of("text", "a", "suffix", "b")))
                .isEmpty();
        Map<String, Object> withNull = new HashMap<>();
        withNull.put("text", "a");
        withNull.put("suffix", null);
        assertThat(SchemaAssert.validate(tool("echo").spec().inputSchema(), withNull))
                .isEmpty();
        assertThat(SchemaAssert.validate(tool("echo").spec().inputSchema(), Map.of("text", "a", "extra", 1)))
                .isNotEmpty();
    }

    @Test
    void call_bindsArgumentsAndDefaults() {
        assertThat(registry.call("test/sample/echo", Map.of("text", "ab"))
                        .value()
                        .asText())
                .isEqualTo("ab/FAST");
        assertThat(registry.call("test/sample/echo", Map.of("text", "ab", "times", 2, "suffix", "!", "mode", "SLOW"))
                        .value()
                        .asText())
                .isEqualTo("abab!/SLOW");
        assertThat(tool("echo").call("{\"text\":\"x\",\"mode\":\"slow\"}").toText())
                .isEqualTo("x/SLOW");
    }

    @Test
    void call_serialisesRecordsWithJsonNames() {
        ToolResult result = registry.call("test_sample-points", Map.of("xs", List.of(1, 2)));
        assertThat(result.isError()).isFalse();
        assertThat(result.value().toString()).isEqualTo("[{\"x\":1,\"y_value\":0.5},{\"x\":2,\"y_value\":1.0}]");
    }

    @Test
    void call_badArgumentsAreErrorResults() {
        ToolResult missing = registry.call("test/sample/echo", Map.of());
        assertThat(missing.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(missing.errorMessage()).isEqualTo("Missing required parameter 'text'");

        ToolResult unknown = registry.call("test/sample/echo", Map.of("text", "a", "colour", "red"));
        assertThat(unknown.errorMessage()).startsWith("Unknown parameter 'colour'");

        ToolResult wrongType = registry.call("test/sample/echo", Map.of("text", "a", "times", "many"));
        assertThat(wrongType.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(wrongType.errorMessage())
                .isEqualTo("Invalid value for parameter 'times': expected integer, got \"many\"");

        ToolResult fractional = registry.call("test/sample/echo", Map.of("text", "a", "times", 1.5));
        assertThat(fractional.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);

        assertThat(tool("echo").call("{not json").errorMessage()).startsWith("Malformed JSON");
        assertThat(tool("echo").call("[1]").errorMessage()).isEqualTo("Arguments must be a JSON object, got array");
    }

    @Test
    void call_toolExceptionsBecomeErrorResults_andOthersInternal() {
        ToolResult invalid = registry.call("test/sample/fail", Map.of("kind", "invalid"));
        assertThat(invalid.isError()).isTrue();
        assertThat(invalid.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(invalid.toJson().toString()).isEqualTo("{\"detail\":\"kind must be valid, got 'invalid'\"}");

        ToolResult internal = registry.call("test/sample/fail", Map.of("kind", "other"));
        assertThat(internal.errorKind()).isEqualTo(ErrorKind.INTERNAL);
        assertThat(internal.errorMessage())
                .isEqualTo("Internal error in test/sample/fail: IllegalStateException: boom");
    }

    @Test
    void call_contentBlocksAndAnnotations() {
        ToolResult result = registry.call("test/sample/image", Map.of());
        assertThat(result.isContent()).isTrue();
        assertThat(result.content()).hasSize(2).element(1).isInstanceOf(ContentBlock.ImageBlock.class);
        assertThat(result.toJson().get(1).get("source").get("media_type").asText())
                .isEqualTo("image/png");
        assertThat(tool("image").spec().annotations()).isEqualTo(new ToolAnnotations(true, false, true, true));
        assertThat(tool("fail").spec().annotations()).isEqualTo(new ToolAnnotations(false, true, true, false));
    }

    @Test
    void call_unknownTool_isNotFound() {
        ToolResult result = registry.call("nope/nothing", Map.of());
        assertThat(result.errorKind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(result.errorMessage()).isEqualTo("Unknown tool: 'nope/nothing'");
    }

    @Test
    void register_duplicateOrEmpty_isRefused() {
        assertThatThrownBy(() -> registry.register(new SampleTools(), "test/sample"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("test_sample-echo");
        assertThatThrownBy(() -> ToolRegistry.create().register(new Object(), "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no public methods annotated with @ToolMethod");
        assertThatThrownBy(() -> ToolRegistry.create().register(new SampleTools(), "Bad Namespace"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Bad Namespace");
    }

    @Test
    void discover_registersProvidersAndSkipsUnconfigured() {
        ToolRegistry discovered = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));
        assertThat(discovered.find("test/sample/echo")).isPresent();
        assertThat(discovered.find("test/keyed/echo")).isEmpty();
        assertThat(discovered.unavailable()).containsEntry("test/keyed", "set TEST_KEY to enable test/keyed");

        ToolRegistry keyed = ToolRegistry.discover(new ToolContext(Map.of("TEST_KEY", "k"), Path.of(".")));
        assertThat(keyed.find("test/keyed/echo")).isPresent();
        assertThat(keyed.unavailable()).doesNotContainKey("test/keyed");
    }

    @Test
    void allowedValuesProvider_overridesAnnotation() {
        class Dynamic extends SampleTools implements AllowedValuesProvider {
            @Override
            public List<String> allowedValues(String method, String parameter) {
                return parameter.equals("color") ? List.of("green") : null;
            }
        }
        ToolRegistry dynamic = ToolRegistry.create().register(new Dynamic(), "dyn");
        JsonNode color = Json.toTree(
                        dynamic.find("dyn/points").orElseThrow().spec().inputSchema())
                .get("properties")
                .get("color");
        assertThat(color.get("anyOf").get(0).get("enum").toString()).isEqualTo("[\"green\"]");
    }
}
