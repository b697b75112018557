package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolContext;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Overload on the REST side, and session expiry and eviction on the HTTP+SSE transport, on loopback. */
class LoadLimitsIT {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    private final List<AutoCloseable> servers = new ArrayList<>();

    @BeforeEach
    void tools() throws Exception {
        Fixtures.write(dir);
        Files.writeString(
                dir.resolve("tools.jsonc"),
                "{\"disabled\": [\"web\"], \"tools\": [{\"class\": \"io.agenttoolkit.examples.SlowTools\","
                        + " \"namespace\": \"test/slow\"}]}");
    }

    @AfterEach
    void stop() throws Exception {
        SlowTools.releaseAll();
        for (AutoCloseable server : servers) {
            server.close();
        }
    }

    private AutoCloseable start(String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--port", "0"));
        AutoCloseable server = ToolServer.start(
                ToolServer.Options.parse(all),
                new ToolContext(Map.of(), dir),
                InputStream.nullInputStream(),
                new PrintStream(OutputStream.nullOutputStream()));
        servers.add(server);
        return server;
    }

    @Test
    void rest_networkPoolFull_answers503WithRetryAfterAndDetail_whileQuickToolsAnswer() throws Exception {
        RestToolServer server =
                (RestToolServer) start("openapi", "--max-network-calls", "1", "--call-queue-wait", "200ms");
        CompletableFuture<HttpResponse<String>> slow = http.sendAsync(
                post(server.uri() + "/tools/test/slow/fetch", "{\"millis\": 30000}"),
                HttpResponse.BodyHandlers.ofString());

        // Until the slow call holds the one slot, a quick fetch still runs; after that it is refused.
        HttpResponse<String> refused = null;
        for (int attempt = 0; attempt < 100 && refused == null; attempt++) {
            HttpResponse<String> response = send(server.uri() + "/tools/test/slow/fetch", "{\"millis\": 1}");
            if (response.statusCode() == 503) {
                refused = response;
            }
        }

        assertThat(refused).as("a 503 once the slot is taken").isNotNull();
        assertThat(refused.headers().firstValue("Retry-After")).hasValue("1");
        JsonNode body = MAPPER.readTree(refused.body());
        assertThat(body.path("detail").asText())
                .startsWith("The server is busy")
                .contains("retry in 1 s");
        HttpResponse<String> sum = send(server.uri() + "/tools/calculator/evaluate", "{\"expression\": \"2 + 2\"}");
        assertThat(sum.statusCode()).isEqualTo(200);
        assertThat(sum.body()).isEqualTo("4");
        assertThat(slow).isNotDone();

        SlowTools.releaseAll();
        assertThat(slow.get(30, TimeUnit.SECONDS).statusCode()).isEqualTo(200);
    }

    @Test
    void sse_capReached_closesTheLeastRecentlyUsedSession_whoseMessagesAnswer404() throws Exception {
        McpToolServer server = (McpToolServer) start("mcp", "--transport", "sse", "--max-sessions", "2");
        SseStream first = open(server);
        SseStream second = open(server);
        assertThat(message(server, second.sessionId).statusCode()).isEqualTo(200);

        SseStream third = open(server);

        assertThat(first.ended.get(10, TimeUnit.SECONDS)).isTrue();
        HttpResponse<String> closed = message(server, first.sessionId);
        assertThat(closed.statusCode()).isEqualTo(404);
        assertThat(MAPPER.readTree(closed.body()).at("/error/code").asInt())
                .isEqualTo(McpSessionFilter.SESSION_NOT_FOUND);
        assertThat(message(server, second.sessionId).statusCode()).isEqualTo(200);
        assertThat(message(server, third.sessionId).statusCode()).isEqualTo(200);
        assertThat(server.sessionCount()).isEqualTo(2);
    }

    @Test
    void sse_idleSession_isClosed_streamEnds_andMessagesAnswer404() throws Exception {
        McpToolServer server = (McpToolServer) start("mcp", "--transport", "sse", "--session-idle-timeout", "300ms");
        // Not initialized: the initialize request would race the 300 ms timeout on a loaded machine (the session could
        // close between the endpoint event and the request, which then answers 404 before the test's assertions).
        SseStream stream = open(server, false);

        assertThat(stream.ended.get(20, TimeUnit.SECONDS)).isTrue();
        assertThat(message(server, stream.sessionId).statusCode()).isEqualTo(404);
        assertThat(server.sessionCount()).isZero();
    }

    /** An open SSE stream: its session id and a future that completes when the server ends the stream. */
    private record SseStream(String sessionId, CompletableFuture<Boolean> ended) {}

    private SseStream open(McpToolServer server) throws Exception {
        return open(server, true);
    }

    private SseStream open(McpToolServer server, boolean initialize) throws Exception {
        HttpResponse<Stream<String>> response = http.send(
                HttpRequest.newBuilder(server.uri())
                        .header("Accept", "text/event-stream")
                        .GET()
                        .build(),
                HttpResponse.BodyHandlers.ofLines());
        assertThat(response.statusCode()).isEqualTo(200);
        Iterator<String> lines = response.body().iterator();
        String sessionId = null;
        // The endpoint event comes first; keep-alive comments come only every 30 s.
        for (int i = 0; i < 10 && sessionId == null && lines.hasNext(); i++) {
            String line = lines.next();
            int at = line.indexOf("sessionId=");
            if (line.startsWith("data:") && at > 0) {
                sessionId = line.substring(at + "sessionId=".length()).trim();
            }
        }
        assertThat(sessionId).as("the endpoint event's session id").isNotNull();
        if (initialize) {
            // The SDK holds back any other request until the session is initialized.
            URI messages = server.uri().resolve(McpToolServer.SSE_MESSAGE_ENDPOINT + "?sessionId=" + sessionId);
            assertThat(send(messages.toString(), RawMcp.INITIALIZE.replace("2025-06-18", "2024-11-05"))
                            .statusCode())
                    .isEqualTo(200);
            assertThat(send(messages.toString(), "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}")
                            .statusCode())
                    .isEqualTo(200);
        }
        CompletableFuture<Boolean> ended = CompletableFuture.supplyAsync(() -> {
            int read = 0;
            while (lines.hasNext() && read++ < 1_000) {
                lines.next();
            }
            return !lines.hasNext();
        });
        return new SseStream(sessionId, ended);
    }

    private HttpResponse<String> message(McpToolServer server, String sessionId) throws Exception {
        URI uri = server.uri().resolve(McpToolServer.SSE_MESSAGE_ENDPOINT + "?sessionId=" + sessionId);
        // A client of its own, so a new connection: the pooled one that carried a stream the server just ended may
        // be closed under the request (the JDK does not resend a POST), which would test the pool, not the server.
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10))
                .build()
                .send(
                        post(uri.toString(), "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"),
                        HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> send(String uri, String body) throws Exception {
        return http.send(post(uri, body), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest post(String uri, String body) {
        return HttpRequest.newBuilder(URI.create(uri))
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }
}
