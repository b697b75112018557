package io.agenttoolkit.core.calculator;

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

class CalculatorToolProviderTest {
    private final ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));

    @Test
    void discover_findsTheThreeSmallToolNamespaces() {
        List<String> namespaces = registry.tools().stream()
                .map(tool -> tool.spec().namespace())
                .distinct()
                .toList();
        assertThat(namespaces).contains("calculator", "datetime", "unit_converter");
        assertThat(registry.find("calculator/evaluate")).isPresent();
        assertThat(registry.find("calculator/list_allowed_fns")).isPresent();
        assertThat(registry.find("calculator/help")).isPresent();
    }

    @Test
    void evaluateSpec_namesAndSchema() {
        ToolSpec spec = registry.find("calculator/evaluate").orElseThrow().spec();
        assertThat(spec.name()).isEqualTo("calculator-evaluate");
        assertThat(spec.path()).isEqualTo("/tools/calculator/evaluate");
        assertThat(spec.inputSchema().get("required")).isEqualTo(List.of("expression"));
        assertThat(spec.annotations().readOnly()).isTrue();
    }

    @Test
    void evaluate_roundTripsThroughRegistry() {
        ToolResult result = registry.call("calculator/evaluate", Map.of("expression", "2 + 2 * 3"));
        assertThat(result.isError()).isFalse();
        assertThat(result.value().isIntegralNumber()).isTrue();
        assertThat(result.value().asLong()).isEqualTo(8);
        assertThat(registry.call("calculator/evaluate", Map.of("expression", "15/3"))
                        .value()
                        .asDouble())
                .isEqualTo(5.0);
        assertThat(registry.call("calculator/evaluate", Map.of("expression", "factorial(30)"))
                        .value()
                        .bigIntegerValue())
                .hasToString("265252859812191058636308480000000");
        assertThat(registry.call("calculator/evaluate", Map.of("expression", "1 < 2"))
                        .value()
                        .asBoolean())
                .isTrue();
        assertThat(registry.call("calculator/evaluate", Map.of("expression", "mode([1, 1, 2])"))
                        .value()
                        .toString())
                .isEqualTo("[1]");
    }

    @Test
    void evaluate_errorsComeBackAsInvalidArgumentResults() {
        ToolResult result = registry.call("calculator/evaluate", Map.of("expression", "1/0"));
        assertThat(result.isError()).isTrue();
        assertThat(result.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(result.errorMessage()).isEqualTo("Invalid expression: division by zero");
    }

    @Test
    void listAllowedFnsAndHelp_roundTripThroughRegistry() {
        ToolResult names = registry.call("calculator/list_allowed_fns", Map.of());
        assertThat(names.value().isArray()).isTrue();
        assertThat(names.value().size())
                .isEqualTo(Calculator.create().functionNames().size());
        ToolResult withHelp = registry.call("calculator/list_allowed_fns", Map.of("with_help", true));
        assertThat(withHelp.value().get("sqrt").asText()).startsWith("function: sqrt(x)");
        assertThat(registry.call("calculator/help", Map.of("name", "log"))
                        .value()
                        .asText())
                .startsWith("function: log(x, base=10)");
        assertThat(registry.call("calculator/help", Map.of()).value().asText()).startsWith("Available functions (");
        assertThat(registry.call("calculator/help", Map.of("name", "zeta")).errorMessage())
                .isEqualTo("Function 'zeta' is not recognized.");
    }
}
