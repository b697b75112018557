package io.agenttoolkit.reader;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderToolProviderTest {
    @TempDir
    Path dir;

    private ToolRegistry discover(Map<String, String> environment) {
        return ToolRegistry.discover(new ToolContext(environment, dir));
    }

    @Test
    void discover_registersTheFourReaderTools() {
        ToolRegistry registry = discover(Map.of());
        for (String method : List.of("read", "read_notebook", "read_pdf", "read_image")) {
            Tool tool = registry.find("reader/" + method).orElseThrow();
            assertThat(tool.spec().name()).isEqualTo("reader-" + method);
            assertThat(tool.spec().path()).isEqualTo("/tools/reader/" + method);
            assertThat(tool.spec().annotations().readOnly()).isTrue();
        }
    }

    @Test
    void discover_withATooBroadRoot_leavesTheReaderOutSayingWhy() {
        ToolRegistry registry = discover(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, "/"));
        assertThat(registry.find("reader/read")).isEmpty();
        assertThat(registry.unavailable().get("reader"))
                .startsWith("fix TOOLKIT_ALLOWED_ROOTS to enable reader: ")
                .contains("too broad");
    }

    @Test
    void readSchema_hasSpecParametersAndDefaults() {
        Tool read = discover(Map.of()).find("reader/read").orElseThrow();
        String schema = read.spec().inputSchemaJson();
        assertThat(schema)
                .contains("\"required\":[\"path\"]")
                .contains("\"offset\":{\"type\":\"integer\",\"minimum\":1,\"default\":1")
                .contains("\"limit\":{\"anyOf\":[{\"type\":\"integer\",\"minimum\":1},{\"type\":\"null\"}],"
                        + "\"default\":null")
                .contains("\"additionalProperties\":false");
        String image = discover(Map.of())
                .find("reader/read_image")
                .orElseThrow()
                .spec()
                .inputSchemaJson();
        assertThat(image).contains("\"max_size\":{\"type\":\"integer\",\"minimum\":1,\"default\":5242880");
        String pdf =
                discover(Map.of()).find("reader/read_pdf").orElseThrow().spec().inputSchemaJson();
        assertThat(pdf).contains("\"pages\":{\"anyOf\":[{\"type\":\"string\"},{\"type\":\"null\"}],\"default\":null");
    }

    @Test
    void call_read_roundTripsThroughRegistryRelativeToWorkingDirectory() throws IOException {
        Files.writeString(dir.resolve("a.txt"), "alpha\nbeta\n");
        ToolResult result = discover(Map.of()).call("reader/read", Map.of("path", "a.txt", "limit", 1));
        assertThat(result.isError()).isFalse();
        assertThat(result.toText()).isEqualTo("[a.txt] lines 1-1 of 2 (use offset=2 to read more)\n1 | alpha");
    }

    @Test
    void call_readWithOffsetZero_isInvalidArgumentResult() throws IOException {
        Files.writeString(dir.resolve("a.txt"), "alpha\n");
        ToolResult result = discover(Map.of()).call("reader-read", Map.of("path", "a.txt", "offset", 0));
        assertThat(result.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(result.errorMessage()).isEqualTo("offset must be >= 1, got 0");
    }

    @Test
    void call_readImage_returnsTwoContentBlocks() throws IOException {
        Files.write(dir.resolve("dot.png"), TestImages.png(new BufferedImage(2, 2, BufferedImage.TYPE_INT_RGB)));
        ToolResult result = discover(Map.of()).call("/tools/reader/read_image", Map.of("path", "dot.png"));
        assertThat(result.isContent()).isTrue();
        assertThat(result.content()).hasSize(2);
        assertThat(result.content().get(0)).isInstanceOf(ContentBlock.TextBlock.class);
        assertThat(result.content().get(1)).isInstanceOf(ContentBlock.ImageBlock.class);
        assertThat(result.toJson().get(1).get("source").get("media_type").asText())
                .isEqualTo("image/png");
    }

    @Test
    void allowedRootsFromEnvironment_confineTheTools(@TempDir Path outside) throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.writeString(outside.resolve("secret.txt"), "secret");
        ToolRegistry registry = discover(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, root.toString()));

        ToolResult result = registry.call(
                "reader/read", Map.of("path", outside.resolve("secret.txt").toString()));

        assertThat(result.errorKind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
    }

    @Test
    void call_missingFile_isNotFoundResult() {
        ToolResult result = discover(Map.of()).call("reader/read_notebook", Map.of("path", "none.ipynb"));
        assertThat(result.errorKind()).isEqualTo(ErrorKind.NOT_FOUND);
        assertThat(result.errorMessage()).isEqualTo("File not found: none.ipynb");
    }
}
