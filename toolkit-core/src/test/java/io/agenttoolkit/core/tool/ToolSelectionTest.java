package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolSelectionTest {
    private final ToolRegistry registry =
            ToolRegistry.create().register(new SampleTools(), "test/sample").register(new SampleTools(), "other");

    private List<String> selected(ToolSelection selection) {
        return registry.select(selection).tools().stream()
                .map(t -> t.spec().qualifiedName())
                .toList();
    }

    @Test
    void denylist_isTheDefault_andAcceptsCommentsAndTrailingCommas() {
        ToolSelection selection = ToolSelection.parse("""
                // everything but the sample namespace
                {
                  /* block comment */
                  "disabled": ["test/sample",],
                }
                """, "tools.jsonc");
        assertThat(selection.mode()).isEqualTo(ToolSelection.Mode.DENYLIST);
        assertThat(selected(selection)).containsExactly("other/echo", "other/fail", "other/image", "other/points");
    }

    @Test
    void allowlist_keepsOnlyNamedTools_byAnyName() {
        ToolSelection selection = ToolSelection.parse(
                "{\"mode\": \"allowlist\", \"enabled\": [\"test_sample-echo\", \"other/fail\", \"test\"]}", "x");
        assertThat(selected(selection))
                .containsExactly(
                        "test/sample/echo",
                        "test/sample/fail",
                        "test/sample/image",
                        "test/sample/points",
                        "other/fail");
        assertThat(selected(ToolSelection.allowlist(List.of("test_sample-echo"))))
                .containsExactly("test/sample/echo");
    }

    @Test
    void denylist_byMethod() {
        assertThat(selected(ToolSelection.denylist(List.of("other", "test/sample/fail"))))
                .containsExactly("test/sample/echo", "test/sample/image", "test/sample/points");
        assertThat(selected(ToolSelection.all())).hasSize(8);
    }

    @Test
    void customTools_areRegisteredUnderTheirNamespace() {
        ToolSelection selection = ToolSelection.parse(
                "{\"tools\": [{\"class\": \"io.agenttoolkit.core.tool.SampleTools\", \"namespace\": \"custom\"}],"
                        + " \"disabled\": [\"custom/fail\"]}",
                "tools.jsonc");
        ToolRegistry result = ToolRegistry.create().select(selection);
        assertThat(result.tools())
                .extracting(t -> t.spec().qualifiedName())
                .containsExactly("custom/echo", "custom/image", "custom/points");
        assertThat(result.call("custom/echo", Map.of("text", "hi")).toText()).isEqualTo("hi/FAST");
    }

    @Test
    void customTools_unknownClass_failsNamingIt() {
        ToolSelection selection =
                ToolSelection.parse("{\"tools\": [{\"class\": \"com.example.Missing\", \"namespace\": \"x\"}]}", "t");
        assertThatThrownBy(() -> registry.select(selection))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Custom tool class 'com.example.Missing' (namespace 'x') was not found");
    }

    @Test
    void customTools_withoutNoArgConstructor_failsNamingIt() {
        ToolSelection selection =
                ToolSelection.parse("{\"tools\": [{\"class\": \"java.lang.Integer\", \"namespace\": \"x\"}]}", "t");
        assertThatThrownBy(() -> registry.select(selection))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Custom tool class 'java.lang.Integer' needs a public no-argument constructor");
    }

    @Test
    void badFiles_failWithMessagesNamingTheFile(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("tools.jsonc"), "{\"mode\": \"allowlist\", \"enabled\": [1]}");
        assertThatThrownBy(() -> ToolSelection.load(file))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Invalid tool selection file " + file + ": enabled must hold tool names (strings), got 1");
        assertThatThrownBy(() -> ToolSelection.parse("{\"mode\": \"both\"}", "a.jsonc"))
                .hasMessage(
                        "Invalid tool selection file a.jsonc: mode must be \"denylist\" or \"allowlist\", got \"both\"");
        assertThatThrownBy(() -> ToolSelection.parse("{\"disable\": []}", "a.jsonc"))
                .hasMessageContaining("unknown field 'disable'");
        assertThatThrownBy(() -> ToolSelection.parse("{\"disabled\": [", "a.jsonc"))
                .hasMessageStartingWith("Invalid tool selection file a.jsonc: ");
        assertThatThrownBy(() -> ToolSelection.parse("[]", "a.jsonc"))
                .hasMessage("Invalid tool selection file a.jsonc: the top level must be a JSON object");
        assertThatThrownBy(() -> ToolSelection.parse("{\"tools\": [{\"class\": \"A\"}]}", "a.jsonc"))
                .hasMessageContaining("tools[0] must have string fields class and namespace");
        assertThatThrownBy(() -> ToolSelection.load(dir.resolve("missing.jsonc")))
                .hasMessageContaining("missing.jsonc");
    }

    @Test
    void discover_findsToolsJsoncInDirectory(@TempDir Path dir) throws Exception {
        assertThat(ToolSelection.discover(dir)).isEmpty();
        Files.writeString(dir.resolve("tools.jsonc"), "{\"disabled\": [\"other\"]}");
        assertThat(ToolSelection.discover(dir))
                .get()
                .extracting(ToolSelection::names)
                .isEqualTo(java.util.Set.of("other"));
    }
}
