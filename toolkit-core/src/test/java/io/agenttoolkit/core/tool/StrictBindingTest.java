package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.calculator.Calculator;
import io.agenttoolkit.core.units.UnitConverter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Arguments must have the JSON types their schema declares: nothing is coerced, null only where allowed. */
class StrictBindingTest {
    private final ToolRegistry registry = ToolRegistry.create()
            .register(new SampleTools(), "test/sample")
            .register(Calculator.create(), "calculator")
            .register(UnitConverter.create(), "unit_converter");

    @Test
    void numberWhereTheSchemaSaysString_isRefusedNotCoerced() {
        ToolResult result = registry.call("calculator/evaluate", Map.of("expression", 42));
        assertThat(result.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(result.errorMessage())
                .isEqualTo("Invalid value for parameter 'expression': expected string, got 42");
        // the same through the JSON entry point a server uses
        assertThat(registry.find("calculator/evaluate")
                        .orElseThrow()
                        .call("{\"expression\": 42}")
                        .errorMessage())
                .isEqualTo("Invalid value for parameter 'expression': expected string, got 42");
    }

    @Test
    void otherScalarCoercions_areRefused() {
        assertThat(registry.call("test/sample/echo", Map.of("text", "a", "times", "2"))
                        .errorMessage())
                .isEqualTo("Invalid value for parameter 'times': expected integer, got \"2\"");
        assertThat(registry.call("test/sample/echo", Map.of("text", true)).errorMessage())
                .isEqualTo("Invalid value for parameter 'text': expected string, got true");
        assertThat(registry.call("calculator/list_allowed_fns", Map.of("with_help", "true"))
                        .errorMessage())
                .isEqualTo("Invalid value for parameter 'with_help': expected boolean, got \"true\"");
        assertThat(registry.call("unit_converter/convert", Map.of("value", "100", "conversion", "meters_to_feet"))
                        .errorMessage())
                .isEqualTo("Invalid value for parameter 'value': expected number, got \"100\"");
        assertThat(registry.call("test/sample/points", Map.of("xs", List.of(1, "2")))
                        .errorMessage())
                .isEqualTo("Invalid value for parameter 'xs[1]': expected integer, got \"2\"");
    }

    @Test
    void nestedValues_areCheckedAndNamedByTheirPlace() {
        ToolResult result = registry.call(
                "unit_converter/convert",
                Map.of("value", 1, "conversion", "lux_to_lumen", "params", Map.of("area", "2")));
        assertThat(result.errorMessage())
                .isEqualTo("Invalid value for parameter 'params.area': expected number, got \"2\"");
    }

    @Test
    void nullWhereTheSchemaDoesNotAllowIt_isRefused() {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("text", "a");
        arguments.put("times", null); // integer with a default: the schema has no null
        assertThat(registry.call("test/sample/echo", arguments).errorMessage())
                .isEqualTo("Invalid value for parameter 'times': expected integer, got null");
        arguments.put("times", 1);
        arguments.put("text", null);
        assertThat(registry.call("test/sample/echo", arguments).errorMessage())
                .isEqualTo("Invalid value for parameter 'text': expected string, got null");
    }

    @Test
    void nullWhereTheSchemaAllowsIt_isAccepted() {
        Map<String, Object> arguments = new HashMap<>();
        arguments.put("text", "a");
        arguments.put("suffix", null); // optional without default: anyOf [string, null]
        ToolResult result = registry.call("test/sample/echo", arguments);
        assertThat(result.isError()).as("%s", result).isFalse();
        assertThat(result.value().asText()).isEqualTo("a/FAST");
        Map<String, Object> noParams = new HashMap<>(Map.of("value", 1, "conversion", "meters_to_feet"));
        noParams.put("params", null);
        assertThat(registry.call("unit_converter/convert", noParams).isError()).isFalse();
    }

    @Test
    void wholeNumbersForNumbers_andIntegersForIntegers_stillBind() {
        assertThat(registry.call("unit_converter/convert", Map.of("value", 100, "conversion", "meters_to_feet"))
                        .value()
                        .asDouble())
                .isEqualTo(328.084);
        assertThat(registry.call("test/sample/echo", Map.of("text", "ab", "times", 2L))
                        .value()
                        .asText())
                .isEqualTo("abab/FAST");
    }

    @Test
    void everyInputSchemaAcceptsWhatTheBinderAccepts() {
        // the binder's check and a JSON Schema validator agree on the cases above
        Map<String, Object> evaluate =
                registry.find("calculator/evaluate").orElseThrow().spec().inputSchema();
        assertThat(SchemaAssert.validate(evaluate, Map.of("expression", 42))).isNotEmpty();
        assertThat(SchemaAssert.validate(evaluate, Map.of("expression", "42"))).isEmpty();
        Map<String, Object> echo =
                registry.find("test/sample/echo").orElseThrow().spec().inputSchema();
        Map<String, Object> nullTimes = new HashMap<>(Map.of("text", "a"));
        nullTimes.put("times", null);
        assertThat(SchemaAssert.validate(echo, nullTimes)).isNotEmpty();
        Map<String, Object> nullSuffix = new HashMap<>(Map.of("text", "a"));
        nullSuffix.put("suffix", null);
        assertThat(SchemaAssert.validate(echo, nullSuffix)).isEmpty();
    }
}
