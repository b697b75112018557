package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;

/** What every MCP end-to-end test checks through the SDK's own client, whatever the transport. */
final class McpAssertions {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private McpAssertions() {}

    /** Lists the tools and checks names, schemas, hints and that {@code tools.jsonc} left out the web tools. */
    static void listsTools(McpSyncClient client) {
        List<McpSchema.Tool> tools = client.listTools().tools();
        assertThat(tools)
                .extracting(McpSchema.Tool::name)
                .contains("calculator-evaluate", "fs_file_search-glob", "reader-read", "reader-read_image")
                .noneMatch(name -> name.startsWith("web_"));
        for (McpSchema.Tool tool : tools) {
            assertThat(tool.name()).matches("[A-Za-z0-9_.-]{1,128}");
            assertThat(tool.description()).isNotBlank();
            SchemaCheck.assertValidSchema(tool.name(), MAPPER.valueToTree(tool.inputSchema()));
        }
        McpSchema.Tool read = tools.stream()
                .filter(t -> t.name().equals("reader-read"))
                .findFirst()
                .orElseThrow();
        assertThat(read.annotations().readOnlyHint()).isTrue();
        assertThat(read.inputSchema().get("required")).isEqualTo(List.of("path"));
    }

    /** Calls calculator, glob, read and read_image on the fixture files, and an error case. */
    static void callsTools(McpSyncClient client, String fixtureDir) {
        CallToolResult sum = call(client, "calculator-evaluate", Map.of("expression", "2 + 2 * 3"));
        assertThat(sum.isError()).isFalse();
        assertThat(Double.parseDouble(text(sum))).isEqualTo(8.0);

        CallToolResult glob = call(client, "fs_file_search-glob", Map.of("pattern", "**/*.md", "root", fixtureDir));
        assertThat(glob.isError()).as("glob: %s", glob).isFalse();
        assertThat(text(glob)).contains("guide.md");

        CallToolResult read = call(client, "reader-read", Map.of("path", fixtureDir + "/notes.txt"));
        assertThat(read.isError()).as("read: %s", read).isFalse();
        assertThat(text(read)).contains("alpha").contains("gamma");

        CallToolResult image = call(client, "reader-read_image", Map.of("path", fixtureDir + "/pixel.png"));
        assertThat(image.isError()).as("read_image: %s", image).isFalse();
        assertThat(image.content()).hasSize(2);
        assertThat(((McpSchema.TextContent) image.content().get(0)).text()).startsWith("[Image: pixel.png");
        McpSchema.ImageContent block = (McpSchema.ImageContent) image.content().get(1);
        assertThat(block.mimeType()).startsWith("image/");
        assertThat(block.data()).isNotEmpty();

        CallToolResult invalid = call(client, "calculator-evaluate", Map.of("expression", "2 +"));
        assertThat(invalid.isError()).isTrue();
        assertThat(text(invalid)).startsWith("Invalid expression");

        CallToolResult missing = call(client, "reader-read", Map.of("path", fixtureDir + "/no-such-file.txt"));
        assertThat(missing.isError()).isTrue();
        assertThat(text(missing)).contains("no-such-file.txt");
    }

    static CallToolResult call(McpSyncClient client, String name, Map<String, Object> arguments) {
        return client.callTool(new CallToolRequest(name, arguments));
    }

    static String text(CallToolResult result) {
        assertThat(result.content()).isNotEmpty();
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
