package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolContext;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every error the MCP HTTP transports answer is a JSON-RPC error object with no Java internals. */
class McpErrorsIT {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String HOST = "Host: 127.0.0.1\r\n";
    private static final String JSON = "Content-Type: application/json\r\n";
    private static final String ACCEPT = "Accept: application/json, text/event-stream\r\n";
    private static final byte[] LIST_TOOLS =
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}".getBytes(StandardCharsets.UTF_8);
    private static final byte[] INITIALIZE = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                    + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"errors-it\",\"version\":\"1\"}}}")
            .getBytes(StandardCharsets.UTF_8);
    private static final byte[] MALFORMED = "{\"jsonrpc\": ".getBytes(StandardCharsets.UTF_8);

    @TempDir
    static Path dir;

    private static McpToolServer streamable;
    private static McpToolServer sse;

    @BeforeAll
    static void start() throws Exception {
        Files.writeString(dir.resolve("tools.jsonc"), "{\"disabled\": [\"web\"]}");
        ToolContext context = new ToolContext(Map.of(), dir);
        streamable = (McpToolServer) ToolServer.start(
                ToolServer.Options.parse(List.of("mcp", "--transport", "streamable-http", "--port", "0")),
                context,
                InputStream.nullInputStream(),
                new PrintStream(System.err));
        sse = (McpToolServer) ToolServer.start(
                ToolServer.Options.parse(List.of("mcp", "--transport", "sse", "--port", "0")),
                context,
                InputStream.nullInputStream(),
                new PrintStream(System.err));
    }

    @AfterAll
    static void stop() {
        streamable.close();
        sse.close();
    }

    @Test
    void unknownSessionId_isA404JsonRpcError() throws Exception {
        String session = "Mcp-Session-Id: no-such-session\r\n";
        assertJsonRpcError(
                RawHttp.send(streamable.uri(), "POST", "/mcp", HOST + JSON + ACCEPT + session, LIST_TOOLS), 404);
        assertJsonRpcError(
                RawHttp.send(streamable.uri(), "GET", "/mcp", HOST + "Accept: text/event-stream\r\n" + session), 404);
        assertJsonRpcError(RawHttp.send(streamable.uri(), "DELETE", "/mcp", HOST + session), 404);
    }

    @Test
    void malformedJson_isA400JsonRpcError() throws Exception {
        JsonNode error = assertJsonRpcError(
                RawHttp.send(streamable.uri(), "POST", "/mcp", HOST + JSON + ACCEPT, MALFORMED), 400);
        assertThat(error.path("message").asText()).startsWith("Invalid message format");
        JsonNode notJsonRpc = assertJsonRpcError(
                RawHttp.send(
                        streamable.uri(),
                        "POST",
                        "/mcp",
                        HOST + JSON + ACCEPT,
                        "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":7}".getBytes(StandardCharsets.UTF_8)),
                400);
        assertThat(notJsonRpc.path("message").asText()).isNotBlank();
    }

    @Test
    void missingAccept_isA400JsonRpcError() throws Exception {
        JsonNode error =
                assertJsonRpcError(RawHttp.send(streamable.uri(), "POST", "/mcp", HOST + JSON, INITIALIZE), 400);
        assertThat(error.path("message").asText()).contains("Accept");
    }

    @Test
    void badPostsToTheSseMessageEndpoint_areJsonRpcErrors() throws Exception {
        URI base = sse.uri();
        assertJsonRpcError(RawHttp.send(base, "POST", "/mcp/message", HOST + JSON, LIST_TOOLS), 400);
        assertJsonRpcError(RawHttp.send(base, "POST", "/mcp/message?sessionId=nope", HOST + JSON, LIST_TOOLS), 404);

        HttpClient client = HttpClient.newHttpClient();
        HttpResponse<Stream<String>> events = client.send(
                HttpRequest.newBuilder(base)
                        .header("Accept", "text/event-stream")
                        .timeout(Duration.ofSeconds(30))
                        .build(),
                HttpResponse.BodyHandlers.ofLines());
        try (Stream<String> lines = events.body()) {
            Iterator<String> iterator = lines.iterator();
            String endpoint = null;
            while (endpoint == null && iterator.hasNext()) {
                String line = iterator.next();
                if (line.startsWith("data:") && line.contains("sessionId=")) {
                    endpoint = line.substring("data:".length()).trim();
                }
            }
            assertThat(endpoint).as("the endpoint event of the SSE stream").isNotNull();
            // The SDK answers a malformed message on a live SSE session with 500; the status is kept, the body fixed.
            JsonNode error = assertJsonRpcError(RawHttp.send(base, "POST", endpoint, HOST + JSON, MALFORMED), 500);
            assertThat(error.path("message").asText()).isNotBlank();
        }
    }

    /** Asserts the status and a JSON-RPC error body without Java internals; returns the {@code error} member. */
    private static JsonNode assertJsonRpcError(RawHttp.Response response, int status) throws Exception {
        assertThat(response.status()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().get("content-type")).startsWith("application/json");
        assertThat(response.body())
                .doesNotContain("stackTrace")
                .doesNotContain("className")
                .doesNotContain("Exception")
                .doesNotContain("io.modelcontextprotocol")
                .doesNotContain("com.fasterxml")
                .doesNotContain("\\n");
        JsonNode body = MAPPER.readTree(response.body());
        assertThat(body.path("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(body.has("id")).isTrue();
        JsonNode error = body.path("error");
        assertThat(error.path("code").isInt()).as("error.code in %s", body).isTrue();
        assertThat(error.path("message").asText()).isNotBlank();
        assertThat(body.size()).as("members of %s", body).isEqualTo(3);
        return error;
    }
}
