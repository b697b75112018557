package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server started with no environment confines every file tool to its working directory. */
class FileConfinementIT {
    private static final String JSON = "Host: 127.0.0.1\r\nContent-Type: application/json\r\n";

    @TempDir
    static Path dir;

    private static Path work;
    private static Path outside;
    private static RestToolServer server;
    private static URI uri;

    @BeforeAll
    static void start() throws Exception {
        work = Files.createDirectories(dir.resolve("work"));
        outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(work.resolve("inside.txt"), "inside\n");
        Files.writeString(outside.resolve("secret.txt"), "secret\n");
        Files.writeString(work.resolve("tools.jsonc"), "{\"disabled\": [\"web\"]}");
        server = (RestToolServer) ToolServer.start(
                ToolServer.Options.parse(List.of("openapi", "--port", "0")),
                new ToolContext(Map.of(), work),
                InputStream.nullInputStream(),
                new PrintStream(System.err));
        uri = server.uri();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void etcPasswd_isRefused() throws Exception {
        RawHttp.Response read = post("/tools/reader/read", "{\"path\":\"/etc/passwd\"}");
        assertThat(read.status()).as(read.body()).isEqualTo(403);
        assertThat(read.body()).contains("outside the allowed directories").doesNotContain("root:");
        RawHttp.Response fileOps = post("/tools/file_ops/read", "{\"path\":\"/etc/passwd\"}");
        assertThat(fileOps.status()).as(fileOps.body()).isEqualTo(403);
        RawHttp.Response grep = post("/tools/fs/file_search/grep", "{\"pattern\":\"root\",\"path\":\"/etc\"}");
        assertThat(grep.status()).as(grep.body()).isEqualTo(403);
        assertThat(grep.body()).doesNotContain("/bin/");
    }

    @Test
    void siblingDirectory_isRefused() throws Exception {
        RawHttp.Response read = post("/tools/reader/read", "{\"path\":\"../outside/secret.txt\"}");
        assertThat(read.status()).as(read.body()).isEqualTo(403);
        assertThat(read.body()).doesNotContain("secret\\n");
    }

    @Test
    void writeOutside_isRefusedAndWritesNothing() throws Exception {
        Path target = outside.resolve("planted.txt");
        RawHttp.Response absolute =
                post("/tools/file_ops/write", "{\"path\":\"" + target + "\",\"content\":\"planted\"}");
        assertThat(absolute.status()).as(absolute.body()).isEqualTo(403);
        RawHttp.Response relative =
                post("/tools/file_ops/write", "{\"path\":\"../outside/planted.txt\",\"content\":\"planted\"}");
        assertThat(relative.status()).as(relative.body()).isEqualTo(403);
        assertThat(target).doesNotExist();
        try (var files = Files.list(outside)) {
            assertThat(files).containsExactly(outside.resolve("secret.txt"));
        }
    }

    @Test
    void workingDirectory_staysUsable() throws Exception {
        assertThat(post("/tools/reader/read", "{\"path\":\"inside.txt\"}").body())
                .contains("inside");
        RawHttp.Response write = post("/tools/file_ops/write", "{\"path\":\"new.txt\",\"content\":\"made here\"}");
        assertThat(write.status()).as(write.body()).isEqualTo(200);
        assertThat(work.resolve("new.txt")).hasContent("made here");
    }

    @Test
    void allowedRootsSetToTheWholeDisk_refusesToStart() {
        assertThatThrownBy(() -> ToolServer.confineFileTools(
                        new ToolContext(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, "/"), work)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("TOOLKIT_ALLOWED_ROOTS: ")
                .hasMessageContaining("too broad");
        assertThatThrownBy(() -> ToolServer.confineFileTools(
                        new ToolContext(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, "no-such-dir"), work)))
                .hasMessageContaining("no-such-dir");
    }

    @Test
    void allowedRoots_replaceTheWorkingDirectory() {
        ToolContext context = ToolServer.confineFileTools(
                new ToolContext(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, outside.toString()), work));
        ToolRegistry registry = ToolServer.registry(context, null);
        assertThat(registry.call(
                                "reader/read",
                                Map.of("path", outside.resolve("secret.txt").toString()))
                        .toText())
                .contains("secret");
        assertThat(registry.call("reader/read", Map.of("path", "inside.txt")).errorMessage())
                .contains("outside the allowed directories");
    }

    @Test
    void workingDirectoryTooBroad_leavesTheFileToolsOut() {
        ToolRegistry registry =
                ToolServer.registry(ToolServer.confineFileTools(new ToolContext(Map.of(), Path.of("/"))), null);
        assertThat(registry.tools())
                .extracting(tool -> tool.spec().namespace())
                .contains("calculator")
                .doesNotContain("reader", "file_ops", "fs/file_search");
    }

    private static RawHttp.Response post(String path, String json) throws Exception {
        return RawHttp.send(uri, "POST", path, JSON, json.getBytes(StandardCharsets.UTF_8));
    }
}
