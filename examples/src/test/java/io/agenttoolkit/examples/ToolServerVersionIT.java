package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.Toolkit;
import io.agenttoolkit.core.tool.ToolContext;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The version reported by {@code --version}, the MCP {@code serverInfo} and the OpenAPI {@code info} is one. */
class ToolServerVersionIT {
    @TempDir
    Path dir;

    @Test
    void version_printsTheToolkitVersionAndExits0() throws Exception {
        Result result = run("--version");
        assertThat(result.status()).isZero();
        assertThat(result.stdout().strip()).isEqualTo("toolkit-server " + Toolkit.version());
        assertThat(Toolkit.version()).isEqualTo(System.getProperty("toolkit.expected.version"));
    }

    @Test
    void help_printsTheUsageAndExits0() throws Exception {
        for (List<String> args : List.of(List.of("--help"), List.of("-h"), List.of("mcp", "--help"))) {
            Result result = run(args.toArray(String[]::new));
            assertThat(result.status()).as("exit status of %s", args).isZero();
            assertThat(result.stdout()).as("stdout of %s", args).startsWith("Usage: toolkit-server");
            assertThat(result.stderr()).as("stderr of %s", args).doesNotContain("ERROR");
        }
    }

    @Test
    void unknownCommand_stillExits2WithTheUsage() throws Exception {
        Result result = run("serve");
        assertThat(result.status()).isEqualTo(2);
        assertThat(result.stderr()).contains("unknown command 'serve'").contains("Usage: toolkit-server");
    }

    @Test
    void mcpServerInfo_carriesTheToolkitVersion() throws Exception {
        Files.writeString(dir.resolve("tools.jsonc"), "{\"mode\": \"allowlist\", \"enabled\": [\"calculator\"]}");
        McpSyncClient client = McpClient.sync(McpStdioIT.transport(McpStdioIT.serverJar(), dir))
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .build();
        try {
            client.initialize();
            assertThat(client.getServerInfo().version()).isEqualTo(Toolkit.version());
        } finally {
            client.closeGracefully();
        }
    }

    @Test
    void openApiInfo_carriesTheToolkitVersion() throws Exception {
        ToolServer.Options options = ToolServer.Options.parse(List.of("openapi", "--port", "0"));
        try (AutoCloseable server = ToolServer.start(
                options, new ToolContext(Map.of(), dir), InputStream.nullInputStream(), new PrintStream(System.err))) {
            URI uri = ((RestToolServer) server).uri().resolve("/openapi.json");
            HttpResponse<String> response = HttpClient.newHttpClient()
                    .send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).isEqualTo(200);
            assertThat(new ObjectMapper()
                            .readTree(response.body())
                            .at("/info/version")
                            .asText())
                    .isEqualTo(Toolkit.version());
        }
    }

    private record Result(int status, String stdout, String stderr) {}

    /** Runs the built jar with the arguments and waits for it to exit. */
    private Result run(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(
                List.of(java, "-jar", McpStdioIT.serverJar().toAbsolutePath().toString()));
        command.addAll(List.of(args));
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Process process = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.PIPE)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        process.getOutputStream().close();
        assertThat(process.waitFor(60, TimeUnit.SECONDS))
                .as("%s exited", command)
                .isTrue();
        return new Result(
                process.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }
}
