package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolContext;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientSseClientTransport;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpClientTransport;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs the MCP server's HTTP transports on free ports and talks to them with the SDK's own clients. */
class McpHttpIT {
    private static final String TOKEN = "mcp-it-token";

    @TempDir
    static Path dir;

    private static McpToolServer streamable;
    private static McpToolServer sse;

    @BeforeAll
    static void start() throws Exception {
        Fixtures.write(dir);
        Files.writeString(dir.resolve("tools.jsonc"), "{\"disabled\": [\"web\"]}");
        ToolContext context = new ToolContext(Map.of("API_BEARER_TOKEN", TOKEN), dir);
        streamable = (McpToolServer) ToolServer.start(
                ToolServer.Options.parse(List.of("mcp", "--transport", "streamable-http", "--port", "0")),
                context,
                InputStream.nullInputStream(),
                new PrintStream(System.err));
        sse = (McpToolServer) ToolServer.start(
                ToolServer.Options.parse(List.of("mcp", "--transport=sse", "--port=0")),
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
    void streamableHttp_listsAndCallsTools() {
        assertThat(streamable.uri().getPath()).isEqualTo("/mcp");
        try (McpSyncClient client = client(streamableTransport("Bearer " + TOKEN))) {
            client.initialize();
            McpAssertions.listsTools(client);
            McpAssertions.callsTools(client, dir.toString());
        }
    }

    @Test
    void streamableHttp_sessionsStartedBackToBack_eachFindItsSessionOnItsNextRequest() {
        // The client sends its next request the moment it reads the initialize answer; the server must know the
        // session by then (it once registered it only after the answer was out: a 404, then a failed initialize).
        for (int i = 0; i < 25; i++) {
            try (McpSyncClient client = client(streamableTransport("Bearer " + TOKEN))) {
                client.initialize();
                assertThat(client.listTools().tools()).as("session %d", i).isNotEmpty();
            }
        }
    }

    @Test
    void sse_listsAndCallsTools() {
        assertThat(sse.uri().getPath()).isEqualTo("/sse");
        HttpClientSseClientTransport transport = HttpClientSseClientTransport.builder(base(sse))
                .sseEndpoint("/sse")
                .jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .requestBuilder(HttpRequest.newBuilder().header("Authorization", "Bearer " + TOKEN))
                .build();
        try (McpSyncClient client = client(transport)) {
            client.initialize();
            McpAssertions.listsTools(client);
            McpAssertions.callsTools(client, dir.toString());
        }
    }

    @Test
    void streamableHttp_withoutToken_isRejected() {
        try (McpSyncClient client = client(streamableTransport(null))) {
            assertThatThrownBy(client::initialize).isInstanceOf(RuntimeException.class);
        }
    }

    @Test
    void streamableHttp_wrongToken_is401WithDetail() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(streamable.uri())
                                .header("Authorization", "Bearer wrong")
                                .header("Content-Type", "application/json")
                                .header("Accept", "application/json, text/event-stream")
                                .POST(HttpRequest.BodyPublishers.ofString(
                                        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValue("Bearer");
        assertThat(response.body()).isEqualTo("{\"detail\":\"Invalid bearer token\"}");
    }

    @Test
    void sse_withoutToken_is401() throws Exception {
        HttpResponse<Void> response = HttpClient.newHttpClient()
                .send(HttpRequest.newBuilder(sse.uri()).GET().build(), HttpResponse.BodyHandlers.discarding());
        assertThat(response.statusCode()).isEqualTo(401);
    }

    @Test
    void foreignOrigin_isRefused() throws Exception {
        HttpResponse<String> response = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(streamable.uri())
                                .header("Authorization", "Bearer " + TOKEN)
                                .header("Origin", "https://evil.example")
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString("{}"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(403);
    }

    private static McpSyncClient client(McpClientTransport transport) {
        return McpClient.sync(transport)
                .requestTimeout(Duration.ofSeconds(30))
                .initializationTimeout(Duration.ofSeconds(30))
                .build();
    }

    private static HttpClientStreamableHttpTransport streamableTransport(String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder();
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return HttpClientStreamableHttpTransport.builder(base(streamable))
                .endpoint("/mcp")
                .jsonMapper(new JacksonMcpJsonMapper(new ObjectMapper()))
                .requestBuilder(request)
                .build();
    }

    private static String base(McpToolServer server) {
        URI uri = server.uri();
        return uri.getScheme() + "://" + uri.getAuthority();
    }
}
