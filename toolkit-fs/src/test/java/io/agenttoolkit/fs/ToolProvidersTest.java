package io.agenttoolkit.fs;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import io.agenttoolkit.fs.internal.FileSearchTools;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolProvidersTest {
    @TempDir
    Path dir;

    ToolRegistry registry;

    @BeforeEach
    void setUp() throws IOException {
        Files.writeString(dir.resolve("a.py"), "import os\n\nprint('hello')\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/c.py"), "import sys\n");
        registry = ToolRegistry.discover(new ToolContext(Map.of(), dir));
    }

    private Tool tool(String name) {
        return registry.find(name).orElseThrow(() -> new AssertionError("no tool " + name));
    }

    @Test
    void discover_registersBothNamespaces() {
        assertThat(registry.tools())
                .extracting(t -> t.spec().name())
                .contains(
                        "fs_file_search-glob",
                        "fs_file_search-grep",
                        "fs_file_search-tree",
                        "file_ops-read",
                        "file_ops-edit",
                        "file_ops-write");
        assertThat(tool("fs/file_search/grep").spec().path()).isEqualTo("/tools/fs/file_search/grep");
    }

    @SuppressWarnings("unchecked")
    @Test
    void grepSchema_hasSpecNamesAndDefaults() {
        Map<String, Object> schema = tool("fs/file_search/grep").spec().inputSchema();
        assertThat(schema.get("required")).isEqualTo(List.of("pattern"));
        Map<String, Object> properties = (Map<String, Object>) schema.get("properties");
        assertThat(properties)
                .containsOnlyKeys("pattern", "path", "recursive", "file_pattern", "max_results", "include_ignored");
        assertThat((Map<String, Object>) properties.get("include_ignored")).containsEntry("default", false);
        assertThat((Map<String, Object>) properties.get("max_results")).containsEntry("default", 50);
        assertThat((Map<String, Object>) properties.get("path")).containsEntry("default", ".");
        assertThat((Map<String, Object>) properties.get("file_pattern")).containsKey("anyOf");
        Map<String, Object> tree = (Map<String, Object>)
                tool("fs/file_search/tree").spec().inputSchema().get("properties");
        assertThat((Map<String, Object>) tree.get("max_depth")).containsEntry("default", 3);
        assertThat((Map<String, Object>) tree.get("show_hidden")).containsEntry("default", false);
        Map<String, Object> write = (Map<String, Object>)
                tool("file_ops/write").spec().inputSchema().get("properties");
        assertThat((Map<String, Object>) write.get("mode"))
                .containsEntry("enum", List.of("overwrite", "append"))
                .containsEntry("default", "overwrite");
    }

    @Test
    void annotations_markReadOnlyAndDestructiveTools() {
        assertThat(tool("fs/file_search/grep").spec().annotations().readOnly()).isTrue();
        assertThat(tool("file_ops/read").spec().annotations().readOnly()).isTrue();
        assertThat(tool("file_ops/write").spec().annotations().readOnly()).isFalse();
        assertThat(tool("file_ops/write").spec().annotations().destructive()).isTrue();
        assertThat(tool("file_ops/edit").spec().annotations().readOnly()).isFalse();
        assertThat(tool("file_ops/edit").spec().annotations().destructive()).isTrue();
    }

    @Test
    void grep_roundTripsThroughRegistry() {
        ToolResult result = registry.call("fs/file_search/grep", Map.of("pattern", "import"));
        assertThat(result.isError()).isFalse();
        JsonNode value = result.value();
        assertThat(value.size()).isEqualTo(2);
        assertThat(value.get(0).get("file").asText()).isEqualTo("a.py");
        assertThat(value.get(0).get("line_number").asInt()).isEqualTo(1);
        assertThat(value.get(0).get("content").asText()).isEqualTo("import os");
    }

    @Test
    void globAndTree_roundTrip() {
        assertThat(registry.call("fs/file_search/glob", Map.of("pattern", "**/*.py"))
                        .value()
                        .size())
                .isEqualTo(2);
        String tree = registry.call("fs/file_search/tree", Map.of("max_depth", 1))
                .value()
                .asText();
        assertThat(tree).endsWith("+-- sub/\n+-- a.py");
    }

    @Test
    void errors_becomeErrorResults() {
        ToolResult badRegex = registry.call("fs/file_search/grep", Map.of("pattern", "(unclosed"));
        assertThat(badRegex.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        ToolResult missing = registry.call("fs/file_search/tree", Map.of("path", "nope"));
        assertThat(missing.errorKind()).isEqualTo(ErrorKind.NOT_FOUND);
        ToolResult depth = registry.call("fs/file_search/tree", Map.of("max_depth", 0));
        assertThat(depth.errorMessage()).isEqualTo("max_depth must be 1 or greater, got 0");
        ToolResult escape = registry.call("fs/file_search/glob", Map.of("pattern", "../*"));
        assertThat(escape.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
    }

    @Test
    void fileOps_digestWorkflowThroughRegistry() throws IOException {
        JsonNode read = registry.call("file_ops/read", Map.of("path", "a.py")).value();
        assertThat(read.get("is_symlink").asBoolean()).isFalse();
        assertThat(read.get("real_path").asText())
                .isEqualTo(dir.resolve("a.py").toRealPath().toString());
        Map<String, Object> edit = new HashMap<>();
        edit.put("path", "a.py");
        edit.put("old_string", "hello");
        edit.put("new_string", "world");
        edit.put("digest", read.get("digest").asText());
        JsonNode edited = registry.call("file_ops/edit", edit).value();
        assertThat(edited.get("diff").asText()).contains("+print('world')");
        ToolResult stale = registry.call("file_ops/edit", edit);
        assertThat(stale.errorMessage()).isEqualTo("File changed since digest was issued; read it again");
        ToolResult append = registry.call(
                "file_ops/write",
                Map.of(
                        "path",
                        "a.py",
                        "content",
                        "# end\n",
                        "digest",
                        edited.get("digest").asText(),
                        "mode",
                        "append"));
        assertThat(append.isError()).isFalse();
        assertThat(Files.readString(dir.resolve("a.py"))).endsWith("print('world')\n# end\n");
    }

    @Test
    void allowedRootsVariable_confinesTools() throws IOException {
        Path inside = Files.createDirectory(dir.resolve("inside"));
        ToolRegistry confined = ToolRegistry.discover(
                new ToolContext(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, inside.toString()), inside));
        ToolResult result = confined.call("fs/file_search/grep", Map.of("pattern", "import", "path", ".."));
        assertThat(result.errorKind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        assertThat(confined.call("file_ops/read", Map.of("path", "../a.py")).errorKind())
                .isEqualTo(ErrorKind.PERMISSION_DENIED);
    }

    @Test
    void unusableRoot_leavesToolsOut() {
        ToolRegistry broken =
                ToolRegistry.discover(new ToolContext(Map.of(ToolContext.ALLOWED_ROOTS_VARIABLE, "/"), dir));
        assertThat(broken.find("fs/file_search/grep")).isEmpty();
        assertThat(broken.find("file_ops/write")).isEmpty();
        assertThat(broken.unavailable()).containsKeys("fs/file_search", "file_ops");
    }

    @Test
    void grepTool_reportsDeadlineAsFinalEntry() throws IOException {
        Files.writeString(dir.resolve("slow.txt"), "a".repeat(40) + "\n");
        FileSearch quick = FileSearch.builder()
                .baseDirectory(dir)
                .grepDeadline(Duration.ofMillis(300))
                .build();
        ToolRegistry own = ToolRegistry.create().register(new FileSearchTools(quick), "fs/file_search");
        JsonNode value =
                own.call("fs/file_search/grep", Map.of("pattern", "(a+)+\\1b")).value();
        JsonNode last = value.get(value.size() - 1);
        assertThat(last.get("line_number").asInt()).isZero();
        assertThat(last.get("file").asText()).isEmpty();
        assertThat(last.get("content").asText()).contains("deadline").contains("300 ms");
    }
}
