package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SIGTERM to a real server process with a tool call in flight: the call completes and the process exits 0. */
class GracefulShutdownIT {
    private static final Pattern URL = Pattern.compile("at (http://127\\.0\\.0\\.1:\\d+)");

    @TempDir
    Path dir;

    private Process process;
    private final BlockingQueue<String> stderr = new LinkedBlockingQueue<>();
    private final List<String> allStderr = new ArrayList<>();

    @AfterEach
    void kill() {
        if (process != null && process.isAlive()) {
            process.destroyForcibly();
        }
    }

    @Test
    void mcp_sigtermWithACallInFlight_callCompletes_exitCode0() throws Exception {
        String base = start("mcp", "--transport", "streamable-http");
        RawMcp mcp = new RawMcp(URI.create(base + "/mcp"));
        String session = mcp.open();
        CompletableFuture<HttpResponse<String>> call = CompletableFuture.supplyAsync(() -> {
            try {
                return mcp.callTool(session, "test_slow-fetch", Map.of("millis", 2_000));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        awaitLine("SlowTools: fetch started");

        process.destroy(); // SIGTERM

        HttpResponse<String> answer = call.get(30, TimeUnit.SECONDS);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(RawMcp.message(answer).at("/result/content/0/text").asText()).startsWith("fetched in");
        assertExitsZero();
    }

    @Test
    void rest_sigtermWithACallInFlight_callCompletes_exitCode0() throws Exception {
        String base = start("openapi");
        HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        CompletableFuture<HttpResponse<String>> call = http.sendAsync(
                HttpRequest.newBuilder(URI.create(base + "/tools/test/slow/fetch"))
                        .timeout(Duration.ofSeconds(30))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"millis\": 2000}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        awaitLine("SlowTools: fetch started");

        process.destroy(); // SIGTERM

        HttpResponse<String> answer = call.get(30, TimeUnit.SECONDS);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).startsWith("\"fetched in");
        assertExitsZero();
    }

    private String start(String... command) throws Exception {
        Files.writeString(
                dir.resolve("tools.jsonc"),
                "{\"disabled\": [\"web\"], \"tools\": [{\"class\": \"io.agenttoolkit.examples.SlowTools\","
                        + " \"namespace\": \"test/slow\"}]}");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = McpStdioIT.serverJar().toAbsolutePath()
                + File.pathSeparator
                + Path.of("target", "test-classes").toAbsolutePath();
        List<String> args = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", classpath, ToolServer.class.getName()));
        args.addAll(List.of(command));
        args.addAll(List.of("--port", "0", "--shutdown-grace", "10s"));
        ProcessBuilder builder = new ProcessBuilder(args).directory(dir.toFile());
        builder.environment().remove("API_BEARER_TOKEN");
        builder.environment().remove("API_BEARER_TOKENS_FILE");
        process = builder.start();
        process.getOutputStream().close();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines =
                    new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    stderr.add(line);
                    synchronized (allStderr) {
                        allStderr.add(line);
                    }
                }
            } catch (java.io.IOException e) {
                stderr.add("(stderr closed: " + e + ")");
            }
        });
        reader.setDaemon(true);
        reader.start();
        String line = awaitLine("Serving ");
        Matcher url = URL.matcher(line);
        assertThat(url.find()).as("server URL in: %s", line).isTrue();
        return url.group(1);
    }

    /** Returns the first stderr line containing the text, waiting at most 60 s. */
    private String awaitLine(String text) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String line = stderr.poll(100, TimeUnit.MILLISECONDS);
            if (line != null && line.contains(text)) {
                return line;
            }
        }
        synchronized (allStderr) {
            throw new AssertionError(
                    "no stderr line with '" + text + "'; stderr was:\n" + String.join("\n", allStderr));
        }
    }

    private void assertExitsZero() throws InterruptedException {
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("the server exits").isTrue();
        synchronized (allStderr) {
            assertThat(process.exitValue())
                    .as("exit code; stderr:\n%s", String.join("\n", allStderr))
                    .isZero();
        }
    }
}
