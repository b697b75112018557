package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starts the built jar as a child process, as a desktop MCP client does, and talks to it over stdio. */
class McpStdioIT {
    @TempDir
    static Path dir;

    private static final List<String> STDERR = new CopyOnWriteArrayList<>();
    private static McpSyncClient client;

    @BeforeAll
    static void start() throws Exception {
        Fixtures.write(dir);
        Files.writeString(dir.resolve("tools.jsonc"), "{\"mode\": \"denylist\", \"disabled\": [\"web\"]}");
        client = McpClient.sync(transport(serverJar(), dir))
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .build();
        client.initialize();
    }

    @AfterAll
    static void stop() {
        if (client != null) {
            client.closeGracefully();
        }
    }

    /** Returns the jar the package phase built; failsafe runs after package. */
    static Path serverJar() {
        Path jar = Path.of(System.getProperty("toolkit.server.jar", "target/toolkit-server.jar"));
        assertThat(jar).as("the runnable jar (built by ./mvnw package)").isRegularFile();
        return jar;
    }

    /** Returns a stdio transport that starts {@code java -jar <jar> mcp --transport stdio} in a directory. */
    static StdioClientTransport transport(Path jar, Path workingDirectory, String... extraArgs) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> args = new java.util.ArrayList<>(
                List.of("-jar", jar.toAbsolutePath().toString(), "mcp", "--transport", "stdio"));
        args.addAll(List.of(extraArgs));
        ServerParameters parameters = ServerParameters.builder(java).args(args).build();
        StdioClientTransport transport =
                new StdioClientTransport(parameters, new JacksonMcpJsonMapper(new ObjectMapper())) {
                    @Override
                    protected ProcessBuilder getProcessBuilder() {
                        return super.getProcessBuilder().directory(workingDirectory.toFile());
                    }
                };
        transport.setStdErrorHandler(STDERR::add);
        return transport;
    }

    @Test
    void listsTheToolsWithTheSelectionApplied() {
        McpAssertions.listsTools(client);
    }

    @Test
    void callsCalculatorGlobReadAndReadImage() {
        McpAssertions.callsTools(client, dir.toString());
    }

    @Test
    void relativePathsResolveAgainstTheServersWorkingDirectory() {
        var result = McpAssertions.call(client, "reader-read", java.util.Map.of("path", "notes.txt"));
        assertThat(result.isError()).as("%s", result).isFalse();
        assertThat(McpAssertions.text(result)).contains("beta");
    }

    @Test
    void stdinClosed_serverExitsHavingWrittenNothingToStdout() throws Exception {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(
                        javaBin, "-jar", serverJar().toAbsolutePath().toString(), "mcp")
                .directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        byte[] stdout = process.getInputStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS))
                .as("server exits after stdin closes")
                .isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(new String(stdout, StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void logsGoToStderr() {
        assertThat(STDERR).anySatisfy(line -> assertThat(line).contains("over MCP stdio"));
    }
}
