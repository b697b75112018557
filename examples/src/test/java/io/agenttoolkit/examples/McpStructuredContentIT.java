package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolContext;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An MCP client (the SDK's own, over Streamable HTTP on a free loopback port) sees typed tools: JSON results declare
 * an {@code outputSchema}, calls return {@code structuredContent} that validates against it, and the advertised
 * input schemas match what the server accepts.
 */
class McpStructuredContentIT {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    static Path dir;

    private static McpToolServer server;

    @BeforeAll
    static void start() throws Exception {
        Fixtures.write(dir);
        server = (McpToolServer) ToolServer.start(
                ToolServer.Options.parse(List.of("mcp", "--transport", "streamable-http", "--port", "0")),
                new ToolContext(Map.of(), dir),
                InputStream.nullInputStream(),
                new PrintStream(System.err));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void jsonResults_comeAsStructuredContentValidAgainstTheDeclaredOutputSchema() {
        try (McpSyncClient client = client()) {
            client.initialize();
            Map<String, McpSchema.Tool> tools = new HashMap<>();
            client.listTools().tools().forEach(tool -> tools.put(tool.name(), tool));

            assertStructured(client, tools, "calculator-evaluate", Map.of("expression", "(2 + 3) * sqrt(16)"));
            assertStructured(client, tools, "calculator-evaluate", Map.of("expression", "mode([1, 2, 2])"));
            CallToolResult grep = assertStructured(
                    client, tools, "fs_file_search-grep", Map.of("pattern", "beta", "path", dir.toString()));
            JsonNode matches = MAPPER.valueToTree(grep.structuredContent()).path("result");
            assertThat(matches).hasSize(1);
            assertThat(matches.get(0).path("line_number").asInt()).isEqualTo(2);
            assertStructured(
                    client,
                    tools,
                    "datetime-convert_timezone",
                    Map.of(
                            "time",
                            "02:30",
                            "source_timezone",
                            "America/New_York",
                            "target_timezone",
                            "UTC",
                            "date",
                            "2026-03-08"));

            // text and image results carry no schema: their content is the result
            assertThat(tools.get("reader-read").outputSchema()).isNull();
            assertThat(tools.get("reader-read_image").outputSchema()).isNull();
        }
    }

    @Test
    void advertisedInputSchemas_matchWhatTheServerAccepts() {
        try (McpSyncClient client = client()) {
            client.initialize();
            McpSchema.Tool fetch = client.listTools().tools().stream()
                    .filter(tool -> tool.name().equals("web_fetch-fetch_content"))
                    .findFirst()
                    .orElseThrow();
            JsonNode properties = MAPPER.valueToTree(fetch.inputSchema().get("properties"));
            List<String> names = new java.util.ArrayList<>();
            properties.fieldNames().forEachRemaining(names::add);
            assertThat(names).containsExactlyInAnyOrder("url", "timeout", "strategy");

            CallToolResult coerced =
                    client.callTool(new CallToolRequest("calculator-evaluate", Map.of("expression", 42)));
            assertThat(coerced.isError()).isTrue();
            assertThat(((McpSchema.TextContent) coerced.content().get(0)).text())
                    .isEqualTo("Invalid value for parameter 'expression': expected string, got 42");
        }
    }

    private static CallToolResult assertStructured(
            McpSyncClient client, Map<String, McpSchema.Tool> tools, String name, Map<String, Object> arguments) {
        Map<String, Object> schema = tools.get(name).outputSchema();
        assertThat(schema).as("outputSchema of %s", name).isNotNull().containsEntry("type", "object");
        SchemaCheck.assertValidSchema(name, MAPPER.valueToTree(schema));
        CallToolResult result = client.callTool(new CallToolRequest(name, arguments));
        assertThat(result.isError()).as("%s: %s", name, result).isFalse();
        assertThat(result.structuredContent()).as(name).isNotNull();
        assertThat(SchemaCheck.validate(schema, MAPPER.valueToTree(result.structuredContent())))
                .as("%s structuredContent %s", name, result.structuredContent())
                .isEmpty();
        return result;
    }

    private static McpSyncClient client() {
        URI uri = server.uri();
        HttpClientStreamableHttpTransport transport = HttpClientStreamableHttpTransport.builder(
                        uri.getScheme() + "://" + uri.getAuthority())
                .endpoint("/mcp")
                .jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .requestBuilder(HttpRequest.newBuilder())
                .build();
        return McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(30))
                .initializationTimeout(Duration.ofSeconds(30))
                .build();
    }
}
