package io.agenttoolkit.core.units;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import io.agenttoolkit.core.tool.ToolSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UnitConverterToolProviderTest {
    private final ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));

    @Test
    void discover_registersUnitConverterTools() {
        assertThat(new UnitConverterToolProvider().namespace()).isEqualTo("unit_converter");
        assertThat(registry.find("unit_converter/convert")).isPresent();
        assertThat(registry.find("unit_converter/list_conversions")).isPresent();
        assertThat(registry.find("unit_converter-help")).isPresent();
        assertThat(registry.unavailable()).doesNotContainKey("unit_converter");
    }

    @Test
    @SuppressWarnings("unchecked")
    void convertSchema_conversionIsAnEnumOfEveryConversion() {
        ToolSpec spec = registry.find("unit_converter/convert").orElseThrow().spec();
        assertThat(spec.path()).isEqualTo("/tools/unit_converter/convert");
        Map<String, Object> properties =
                (Map<String, Object>) spec.inputSchema().get("properties");
        Map<String, Object> conversion = (Map<String, Object>) properties.get("conversion");
        assertThat(conversion).containsEntry("type", "string");
        assertThat(conversion.get("enum")).isEqualTo(UnitConverter.create().listConversions("all"));
        assertThat(spec.inputSchema().get("required")).isEqualTo(List.of("value", "conversion"));
        Map<String, Object> category =
                (Map<String, Object>) ((Map<String, Object>) registry.find("unit_converter/list_conversions")
                                .orElseThrow()
                                .spec()
                                .inputSchema()
                                .get("properties"))
                        .get("category");
        assertThat(category).containsEntry("default", "all");
        assertThat((List<Object>) category.get("enum")).hasSize(18).startsWith("all", "temperature");
    }

    @Test
    void convert_roundTripsThroughRegistry() {
        ToolResult result =
                registry.call("unit_converter/convert", Map.of("value", 100, "conversion", "celsius_to_fahrenheit"));
        assertThat(result.isError()).isFalse();
        assertThat(result.value().asDouble()).isEqualTo(212.0);

        ToolResult withArea = registry.call(
                "unit_converter/convert",
                Map.of("value", 100, "conversion", "lux_to_lumen", "params", Map.of("area", 2)));
        assertThat(withArea.value().asDouble()).isEqualTo(200.0);
    }

    @Test
    void convert_errorsComeBackAsInvalidArgumentResults() {
        ToolResult unknown =
                registry.call("unit_converter/convert", Map.of("value", 1, "conversion", "miles_to_leagues"));
        assertThat(unknown.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(unknown.errorMessage())
                .isEqualTo("Conversion function 'miles_to_leagues' is not recognized. The length conversions are: "
                        + "meters_to_feet, feet_to_meters, centimeters_to_inches, inches_to_centimeters.");

        ToolResult missing = registry.call("unit_converter/convert", Map.of("value", 1, "conversion", "lux_to_lumen"));
        assertThat(missing.errorMessage())
                .startsWith("Missing required parameter 'params.area' for conversion 'lux_to_lumen': pass the area "
                        + "in square meters inside params");

        // the mistake a model makes next: area at the top level
        ToolResult topLevel =
                registry.call("unit_converter/convert", Map.of("value", 1, "conversion", "lux_to_lumen", "area", 2));
        assertThat(topLevel.errorMessage())
                .isEqualTo("Unknown parameter 'area'; expected one of [conversion, params, value]; if it is one of "
                        + "the 'params', pass it inside that object as 'params.area': {\"params\": {\"area\": 2}}");

        ToolResult extra = registry.call(
                "unit_converter/convert",
                Map.of("value", 1, "conversion", "lux_to_lumen", "params", Map.of("area", 1, "radius", 2)));
        assertThat(extra.errorMessage())
                .isEqualTo("Unknown parameter 'params.radius' for conversion 'lux_to_lumen'; it accepts: params.area");
    }

    @Test
    void listConversionsAndHelp_roundTripThroughRegistry() {
        ToolResult all = registry.call("unit_converter/list_conversions", Map.of());
        assertThat(all.value().size()).isEqualTo(58);
        ToolResult help =
                registry.call("unit_converter/list_conversions", Map.of("category", "radiation", "with_help", true));
        assertThat(help.value().get("gray_to_sievert").asText()).startsWith("function: gray_to_sievert(gray)");
        assertThat(registry.call("unit_converter/help", Map.of()).value().asText())
                .startsWith("Available conversions (58):");
    }
}
