package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.calculator.Calculator;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class McpToolsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final ToolRegistry registry = ToolRegistry.create().register(new EchoTools(), "test/echo");

    @Test
    void specifications_offerEveryToolWithNameSchemaAndHints() {
        List<SyncToolSpecification> specifications = McpTools.specifications(registry);
        assertThat(specifications)
                .extracting(s -> s.tool().name())
                .containsExactly("test_echo-echo", "test_echo-fail", "test_echo-image", "test_echo-info");
        McpSchema.Tool echo = specifications.get(0).tool();
        assertThat(echo.description()).isEqualTo("Returns the text it is given.");
        assertThat(echo.title()).isEqualTo("test/echo/echo");
        assertThat(echo.inputSchema())
                .isEqualTo(registry.find("test_echo-echo").orElseThrow().spec().inputSchema());
        assertThat(echo.annotations().readOnlyHint()).isTrue();
        assertThat(echo.annotations().destructiveHint()).isFalse();
        assertThat(echo.annotations().idempotentHint()).isTrue();
        assertThat(echo.annotations().openWorldHint()).isFalse();
    }

    @Test
    void call_stringValue_isOneTextContent() {
        CallToolResult result = McpTools.call(tool("test_echo-echo"), Map.of("text", "hi"));
        assertThat(result.isError()).isFalse();
        assertThat(result.content()).containsExactly(new McpSchema.TextContent("hi"));
    }

    @Test
    void call_objectValue_isJsonText() throws Exception {
        CallToolResult result = McpTools.call(tool("test_echo-info"), Map.of("text", "abc"));
        String text = ((McpSchema.TextContent) result.content().get(0)).text();
        assertThat(new ObjectMapper().readTree(text))
                .isEqualTo(new ObjectMapper().readTree("{\"length\":3,\"upper\":\"ABC\"}"));
    }

    @Test
    void call_contentBlocks_becomeTextAndImageContent() {
        CallToolResult result = McpTools.call(tool("test_echo-image"), Map.of());
        assertThat(result.content()).hasSize(2);
        assertThat(((McpSchema.TextContent) result.content().get(0)).text()).startsWith("[Image: dot.gif");
        McpSchema.ImageContent image = (McpSchema.ImageContent) result.content().get(1);
        assertThat(image.mimeType()).isEqualTo("image/gif");
        assertThat(image.data()).startsWith("R0lGOD");
    }

    @Test
    void call_toolError_isAnIsErrorResultWithTheMessage() {
        CallToolResult result = McpTools.call(tool("test_echo-fail"), Map.of("kind", "invalid"));
        assertThat(result.isError()).isTrue();
        assertThat(result.content()).containsExactly(new McpSchema.TextContent("kind is invalid, got 'invalid'"));
    }

    @Test
    void call_badArgumentsOrNullArguments_areIsErrorResults() {
        assertThat(McpTools.call(tool("test_echo-echo"), null).isError()).isTrue();
        assertThat(McpTools.call(tool("test_echo-echo"), Map.of("text", List.of(1)))
                        .isError())
                .isTrue();
    }

    @Test
    void call_toolThatThrows_isAnIsErrorResultNotAnException() {
        Tool throwing = new Tool() {
            @Override
            public io.agenttoolkit.core.tool.ToolSpec spec() {
                return tool("test_echo-echo").spec();
            }

            @Override
            public io.agenttoolkit.core.tool.ToolResult call(Map<String, Object> arguments) {
                throw new IllegalStateException("broken tool");
            }
        };
        CallToolResult result = McpTools.call(throwing, Map.of("text", "x"));
        assertThat(result.isError()).isTrue();
        assertThat(((McpSchema.TextContent) result.content().get(0)).text()).contains("test_echo-echo");
    }

    @Test
    void describe_declaresOutputSchemas_objectAsItIs_otherJsonWrapped_textAndImagesNone() {
        Map<String, McpSchema.Tool> tools = new java.util.HashMap<>();
        McpTools.specifications(registry).forEach(s -> tools.put(s.tool().name(), s.tool()));
        assertThat(tools.get("test_echo-info").outputSchema()).containsEntry("type", "object");
        assertThat(tools.get("test_echo-echo").outputSchema()).isNull();
        assertThat(tools.get("test_echo-image").outputSchema()).isNull();

        ToolRegistry calculator = ToolRegistry.create().register(Calculator.create(), "calculator");
        Map<String, Object> wrapped = McpTools.describe(
                        calculator.find("calculator-evaluate").orElseThrow().spec())
                .outputSchema();
        assertThat(wrapped).containsEntry("type", "object").containsEntry("required", List.of("result"));
        SchemaCheck.assertValidSchema("calculator-evaluate", MAPPER.valueToTree(wrapped));
    }

    @Test
    void call_jsonValue_carriesStructuredContentThatValidatesAgainstTheOutputSchema() {
        ToolRegistry calculator = ToolRegistry.create().register(Calculator.create(), "calculator");
        Tool evaluate = calculator.find("calculator-evaluate").orElseThrow();
        Map<String, Object> schema = McpTools.outputSchema(evaluate.spec());
        for (String expression : List.of("2 + 2 * 3", "1 / 4", "3 > 2", "mode([1, 1, 2])", "inf")) {
            CallToolResult result = McpTools.call(evaluate, Map.of("expression", expression));
            assertThat(result.isError()).isFalse();
            assertThat(result.structuredContent()).isInstanceOf(Map.class);
            assertThat(SchemaCheck.validate(schema, MAPPER.valueToTree(result.structuredContent())))
                    .as(expression)
                    .isEmpty();
        }
        CallToolResult sum = McpTools.call(evaluate, Map.of("expression", "2 + 2 * 3"));
        assertThat(sum.structuredContent()).isEqualTo(Map.of("result", 8L));
        assertThat(sum.content()).containsExactly(new McpSchema.TextContent("8"));

        CallToolResult info = McpTools.call(tool("test_echo-info"), Map.of("text", "abc"));
        assertThat(info.structuredContent()).isEqualTo(Map.of("length", 3, "upper", "ABC"));
        assertThat(McpTools.call(tool("test_echo-echo"), Map.of("text", "hi")).structuredContent())
                .isNull();
        assertThat(McpTools.call(tool("test_echo-fail"), Map.of("kind", "invalid"))
                        .structuredContent())
                .isNull();
    }

    @Test
    void call_numberWhereTheSchemaSaysString_isAnIsErrorNamingTheParameterAndType() {
        ToolRegistry calculator = ToolRegistry.create().register(Calculator.create(), "calculator");
        CallToolResult result =
                McpTools.call(calculator.find("calculator-evaluate").orElseThrow(), Map.of("expression", 42));
        assertThat(result.isError()).isTrue();
        assertThat(result.content())
                .containsExactly(
                        new McpSchema.TextContent("Invalid value for parameter 'expression': expected string, got 42"));
    }

    private Tool tool(String name) {
        return registry.find(name).orElseThrow();
    }
}
