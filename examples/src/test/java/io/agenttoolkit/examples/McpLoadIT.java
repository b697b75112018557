package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.tool.ToolContext;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MCP Streamable HTTP server under abuse, on loopback: a flood of sessions that are never deleted, sessions that
 * go idle, slow tools that would starve quick ones, and more sessions than the cap allows.
 */
class McpLoadIT {
    private static final int SOAK_SESSIONS = 20_000;
    private static final int CAP = 100;

    @TempDir
    static Path dir;

    private static PrintStream originalErr;
    private static final ByteArrayOutputStream LOG = new ByteArrayOutputStream();
    private final List<AutoCloseable> servers = new ArrayList<>();

    @BeforeAll
    static void setUp() throws Exception {
        Fixtures.write(dir);
        Files.writeString(
                dir.resolve("tools.jsonc"),
                "{\"disabled\": [\"web\"], \"tools\": [{\"class\": \"io.agenttoolkit.examples.SlowTools\","
                        + " \"namespace\": \"test/slow\"}]}");
        // slf4j-simple writes to whatever System.err is at the time: keep a copy to look for ERROR lines.
        originalErr = System.err;
        System.setErr(new PrintStream(new Tee(originalErr, LOG), true, StandardCharsets.UTF_8));
    }

    @AfterAll
    static void restore() {
        System.setErr(originalErr);
    }

    @AfterEach
    void stopServers() throws Exception {
        SlowTools.releaseAll();
        for (AutoCloseable server : servers) {
            server.close();
        }
    }

    private McpToolServer start(String... limits) throws Exception {
        List<String> args = new ArrayList<>(List.of("mcp", "--transport", "streamable-http", "--port", "0"));
        args.addAll(List.of(limits));
        McpToolServer server = (McpToolServer) ToolServer.start(
                ToolServer.Options.parse(args),
                new ToolContext(Map.of(), dir),
                InputStream.nullInputStream(),
                new PrintStream(OutputStream.nullOutputStream()));
        servers.add(server);
        return server;
    }

    @Test
    void soak_sessionsNeverDeleted_stayAtTheCap_andTheServerStillAnswers() throws Exception {
        McpToolServer server = start("--max-sessions", Integer.toString(CAP));
        RawMcp mcp = new RawMcp(server.uri());
        int logStart = LOG.size();
        int workers = 8;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        AtomicInteger sent = new AtomicInteger();
        AtomicInteger ok = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        List<Future<?>> done = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            done.add(pool.submit(() -> {
                while (sent.incrementAndGet() <= SOAK_SESSIONS && System.nanoTime() < deadline) {
                    HttpResponse<String> response;
                    try {
                        response = mcp.initialize();
                    } catch (java.io.IOException e) {
                        // The JDK client can pick a pooled connection Jetty just closed for idleness (30 s); the
                        // request never reached the server, so it is sent once more on a fresh connection.
                        response = mcp.initialize();
                    }
                    if (response.statusCode() == 200
                            && response.headers().firstValue("Mcp-Session-Id").isPresent()) {
                        ok.incrementAndGet();
                    }
                }
                return null;
            }));
        }
        int mostSessions = 0;
        while (done.stream().anyMatch(f -> !f.isDone()) && System.nanoTime() < deadline) {
            mostSessions = Math.max(mostSessions, server.sessionCount());
            Thread.sleep(5);
        }
        for (Future<?> future : done) {
            future.get(10, TimeUnit.SECONDS);
        }
        pool.shutdown();

        assertThat(ok.get()).as("initialize answered 200 with a session").isEqualTo(SOAK_SESSIONS);
        assertThat(mostSessions).isLessThanOrEqualTo(CAP);
        assertThat(server.sessionCount()).isEqualTo(CAP);

        String session = mcp.open();
        JsonNode sum = RawMcp.message(mcp.callTool(session, "calculator-evaluate", Map.of("expression", "6 * 7")));
        assertThat(sum.at("/result/content/0/text").asText()).isEqualTo("42");
        JsonNode read = RawMcp.message(mcp.callTool(session, "reader-read", Map.of("path", dir + "/notes.txt")));
        assertThat(read.at("/result/content/0/text").asText()).contains("alpha");
        assertThat(server.sessionCount()).isEqualTo(CAP);

        // Nothing at ERROR, and no session that could not be closed (WARN): each would leak in the SDK's map.
        List<String> problems = LOG.toString(StandardCharsets.UTF_8)
                .substring(logStart)
                .lines()
                .filter(line -> line.contains("ERROR") || line.contains("WARN"))
                .limit(5)
                .toList();
        assertThat(problems).isEmpty();
    }

    @Test
    void idleSession_isClosed_andAnswers404WithAJsonRpcError() throws Exception {
        // Long enough that opening the session (initialize, initialized, a request) cannot race it on a loaded machine;
        // the wait below is up to 20 s.
        McpToolServer server = start("--session-idle-timeout", "2s");
        RawMcp mcp = new RawMcp(server.uri());
        String session = mcp.open();
        assertThat(mcp.post(session, "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"tools/list\"}")
                        .statusCode())
                .isEqualTo(200);

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (server.sessionCount() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        HttpResponse<String> expired = mcp.post(session, "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"tools/list\"}");

        assertThat(expired.statusCode()).isEqualTo(404);
        JsonNode error = RawMcp.message(expired);
        assertThat(error.path("jsonrpc").asText()).isEqualTo("2.0");
        assertThat(error.at("/error/code").asInt()).isEqualTo(McpSessionFilter.SESSION_NOT_FOUND);
        assertThat(error.at("/error/message").asText()).contains("send initialize");
        // The client's way back: a new session works at once.
        assertThat(mcp.open()).isNotEqualTo(session);
    }

    @Test
    void slowNetworkTools_cannotStarveQuickOnes_andOverflowAnswersBusy() throws Exception {
        McpToolServer server = start("--max-network-calls", "2", "--call-queue-wait", "300ms");
        RawMcp mcp = new RawMcp(server.uri());
        String session = mcp.open();
        List<CompletableFuture<HttpResponse<String>>> slow = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            slow.add(CompletableFuture.supplyAsync(
                    () -> call(mcp, session, "test_slow-fetch", Map.of("millis", 30_000))));
        }
        awaitRunning(server, 2);

        JsonNode busy = RawMcp.message(mcp.callTool(session, "test_slow-fetch", Map.of("millis", 10)));
        assertThat(busy.at("/result/isError").asBoolean()).isTrue();
        assertThat(busy.at("/result/content/0/text").asText())
                .startsWith("The server is busy")
                .contains("retry in 1 s");

        JsonNode sum = RawMcp.message(mcp.callTool(session, "calculator-evaluate", Map.of("expression", "1 + 1")));
        assertThat(sum.at("/result/content/0/text").asText()).isEqualTo("2");
        JsonNode read = RawMcp.message(mcp.callTool(session, "reader-read", Map.of("path", dir + "/notes.txt")));
        assertThat(read.at("/result/isError").asBoolean()).isFalse();
        assertThat(slow).allMatch(f -> !f.isDone());

        SlowTools.releaseAll();
        for (CompletableFuture<HttpResponse<String>> call : slow) {
            assertThat(RawMcp.message(call.get(30, TimeUnit.SECONDS))
                            .at("/result/content/0/text")
                            .asText())
                    .startsWith("fetched in");
        }
    }

    @Test
    void capReached_withEverySessionBusy_initializeAnswers503WithRetryAfter() throws Exception {
        McpToolServer server = start("--max-sessions", "2");
        RawMcp mcp = new RawMcp(server.uri());
        List<CompletableFuture<HttpResponse<String>>> slow = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String session = mcp.open();
            slow.add(CompletableFuture.supplyAsync(
                    () -> call(mcp, session, "test_slow-fetch", Map.of("millis", 30_000))));
            awaitRunning(server, i + 1);
        }

        HttpResponse<String> refused = mcp.initialize();

        assertThat(refused.statusCode()).isEqualTo(503);
        assertThat(refused.headers().firstValue("Retry-After")).hasValue("5");
        assertThat(refused.headers().firstValue("Content-Type"))
                .hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
        JsonNode error = RawMcp.message(refused);
        assertThat(error.path("id").asInt()).isEqualTo(1);
        assertThat(error.at("/error/code").asInt()).isEqualTo(McpSessionFilter.SERVER_BUSY);
        assertThat(error.at("/error/message").asText()).startsWith("The server is busy");

        SlowTools.releaseAll();
        for (CompletableFuture<HttpResponse<String>> call : slow) {
            call.get(30, TimeUnit.SECONDS);
        }
        // With the calls done the sessions are idle again, so the oldest makes room.
        assertThat(mcp.initialize().statusCode()).isEqualTo(200);
        assertThat(server.sessionCount()).isEqualTo(2);
    }

    private static HttpResponse<String> call(RawMcp mcp, String session, String tool, Map<String, Object> arguments) {
        try {
            return mcp.callTool(session, tool, arguments);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Waits (bounded) until {@code calls} tool calls hold their slots, so the next call meets a full pool. */
    private static void awaitRunning(McpToolServer server, int calls) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (server.runningCalls() < calls && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(server.runningCalls()).isEqualTo(calls);
    }

    /** Copies what is written to two streams. */
    private static final class Tee extends OutputStream {
        private final OutputStream first;
        private final ByteArrayOutputStream second;

        Tee(OutputStream first, ByteArrayOutputStream second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(int b) {
            try {
                first.write(b);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            synchronized (second) {
                second.write(b);
            }
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            try {
                first.write(bytes, offset, length);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            synchronized (second) {
                second.write(bytes, offset, length);
            }
        }
    }
}
