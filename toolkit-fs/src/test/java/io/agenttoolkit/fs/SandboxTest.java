package io.agenttoolkit.fs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.PermissionDeniedException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every path argument of every tool stays inside the allowed roots, and refusals never show the outside path. */
class SandboxTest {
    @TempDir
    Path temp;

    Path root;
    Path evil;
    FileSearch search;
    FileOps ops;

    @BeforeEach
    void setUp() throws IOException {
        root = Files.createDirectory(temp.resolve("root"));
        evil = Files.createDirectory(temp.resolve("root_evil"));
        Files.writeString(evil.resolve("secret.txt"), "secret\n");
        Files.writeString(root.resolve("inside.txt"), "inside\n");
        Files.createSymbolicLink(root.resolve("escape"), evil);
        Files.createSymbolicLink(root.resolve("escape.txt"), evil.resolve("secret.txt"));
        search = FileSearch.builder().baseDirectory(root).allowedRoots(root).build();
        ops = FileOps.builder().baseDirectory(root).allowedRoots(root).build();
    }

    private List<String> escapes() {
        return List.of(
                "../../etc",
                "../root_evil",
                "../root_evil/secret.txt",
                evil.toString(),
                evil.resolve("secret.txt").toString(),
                "/etc",
                "/etc/passwd",
                "escape",
                "escape/secret.txt",
                "escape.txt",
                "inside.txt\0/../../etc");
    }

    private void assertRefused(Consumer<String> call) {
        for (String path : escapes()) {
            assertThatThrownBy(() -> call.accept(path))
                    .as(path)
                    .isInstanceOf(PermissionDeniedException.class)
                    .satisfies(e -> {
                        if (!path.contains("root_evil")) {
                            // a link's real destination is never shown
                            assertThat(e.getMessage()).doesNotContain("root_evil");
                        }
                    });
        }
    }

    @Test
    void glob_root_staysInside() {
        assertRefused(path -> search.glob("*", path, true));
        assertThat(search.glob("*")).containsExactly("inside.txt");
    }

    @Test
    void grep_path_staysInside() {
        assertRefused(
                path -> search.grep(GrepRequest.builder("secret").path(path).build()));
        assertThat(search.grep("secret|inside")).containsExactly(new GrepMatch("inside.txt", 1, "inside"));
    }

    @Test
    void tree_path_staysInside() {
        assertRefused(path -> search.tree(TreeRequest.builder().path(path).build()));
        assertThat(search.tree()).isEqualTo("root/\n+-- escape\n+-- escape.txt\n+-- inside.txt");
    }

    @Test
    void fileOps_staysInside() throws IOException {
        assertRefused(ops::read);
        assertRefused(path -> ops.write(path, "pwned", null));
        assertRefused(path -> ops.edit(path, "secret", "pwned", "0".repeat(64)));
        assertThat(Files.readString(evil.resolve("secret.txt"))).isEqualTo("secret\n");
        assertThat(ops.read("inside.txt").content()).isEqualTo("inside\n");
    }

    @Test
    void symlinkInsideRoot_pointingInside_isAllowed() throws IOException {
        Files.createSymbolicLink(root.resolve("alias.txt"), root.resolve("inside.txt"));
        ReadResult read = ops.read("alias.txt");
        assertThat(read.isSymlink()).isTrue();
        assertThat(read.content()).isEqualTo("inside\n");
    }

    @Test
    void forbiddenRoots_areRefused() {
        for (String forbidden : List.of("/", "/proc", "/sys", "/dev")) {
            assertThatThrownBy(() -> FileSearch.builder()
                            .allowedRoots(Path.of(forbidden))
                            .build())
                    .as(forbidden)
                    .isInstanceOf(IllegalArgumentException.class);
            assertThatThrownBy(() ->
                            FileOps.builder().allowedRoots(Path.of(forbidden)).build())
                    .as(forbidden)
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void withoutRoots_pathsResolveAgainstBase() throws IOException {
        FileSearch open = FileSearch.builder().baseDirectory(root).build();
        assertThat(open.glob("*.txt", "../root_evil", true)).containsExactly("secret.txt");
    }
}
