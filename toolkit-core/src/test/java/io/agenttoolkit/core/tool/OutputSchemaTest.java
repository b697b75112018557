package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.internal.Json;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every built-in core tool declares the schema of its result, and its real results validate against it. */
class OutputSchemaTest {
    private final ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), java.nio.file.Path.of(".")));

    @Test
    void everyCoreToolDeclaresAValidResultSchema() {
        assertThat(registry.tools()).hasSizeGreaterThanOrEqualTo(8);
        for (Tool tool : registry.tools()) {
            assertThat(tool.spec().outputSchema())
                    .as(tool.spec().qualifiedName())
                    .isNotEmpty();
            SchemaAssert.assertValidSchema(tool.spec().outputSchema());
        }
    }

    @Test
    void calculatorResults_validateAgainstTheDeclaredSchema() {
        Map<String, Object> schema = spec("calculator/evaluate").outputSchema();
        for (String expression : List.of(
                "2 + 2",
                "1 / 3",
                "2 ** 100",
                "3 > 2",
                "mode([1, 1, 2])",
                "[1, 2.5, 3 > 1]",
                "nan",
                "-inf",
                "[[1, 2], [3]]")) {
            ToolResult result = registry.call("calculator/evaluate", Map.of("expression", expression));
            assertThat(result.isError()).as("%s: %s", expression, result).isFalse();
            assertThat(SchemaAssert.validate(schema, result.toJson()))
                    .as(expression)
                    .isEmpty();
        }
        assertThat(SchemaAssert.validate(schema, "4")).isNotEmpty();
        assertThat(SchemaAssert.validate(schema, Map.of("value", 4))).isNotEmpty();
        Map<String, Object> functions = spec("calculator/list_allowed_fns").outputSchema();
        for (boolean withHelp : List.of(false, true)) {
            ToolResult result = registry.call("calculator/list_allowed_fns", Map.of("with_help", withHelp));
            assertThat(SchemaAssert.validate(functions, result.toJson())).isEmpty();
        }
        assertThat(spec("calculator/help").outputSchema()).isEqualTo(Map.of("type", "string"));
    }

    @Test
    void datetimeAndUnitResults_validateAgainstTheDeclaredSchemas() {
        Map<String, Object> conversion = spec("datetime/convert_timezone").outputSchema();
        assertThat(conversion.get("required"))
                .isEqualTo(
                        List.of("source_time", "target_time", "time_difference", "source_timezone", "target_timezone"));
        for (String time : List.of("12:00", "02:30")) {
            ToolResult result = registry.call(
                    "datetime/convert_timezone",
                    Map.of(
                            "time",
                            time,
                            "source_timezone",
                            "America/New_York",
                            "target_timezone",
                            "UTC",
                            "date",
                            "2026-03-08"));
            assertThat(SchemaAssert.validate(conversion, result.toJson()))
                    .as(time)
                    .isEmpty();
        }
        ToolResult converted =
                registry.call("unit_converter/convert", Map.of("value", 100, "conversion", "celsius_to_fahrenheit"));
        assertThat(SchemaAssert.validate(spec("unit_converter/convert").outputSchema(), converted.toJson()))
                .isEmpty();
        Map<String, Object> list = spec("unit_converter/list_conversions").outputSchema();
        for (boolean withHelp : List.of(false, true)) {
            ToolResult result = registry.call("unit_converter/list_conversions", Map.of("with_help", withHelp));
            assertThat(SchemaAssert.validate(list, result.toJson())).isEmpty();
        }
    }

    @Test
    void aResultSchemaThatIsNotJson_isRefusedAtRegistration() {
        assertThatThrownBy(() -> ToolRegistry.create().register(new BadResultSchema(), "test/bad"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("resultSchema of ")
                .hasMessageContaining("is not a JSON object");
    }

    /** A tool whose declared result schema is not JSON. */
    public static class BadResultSchema {
        @ToolMethod(name = "broken", description = "Broken.", resultSchema = "{not json")
        public Object broken() {
            return 1;
        }
    }

    private ToolSpec spec(String name) {
        ToolSpec spec = registry.find(name).orElseThrow().spec();
        Json.write(spec.outputSchema()); // serialisable as plain JSON values
        return spec;
    }
}
