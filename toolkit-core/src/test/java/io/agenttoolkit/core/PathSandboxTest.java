package io.agenttoolkit.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PathSandboxTest {
    @TempDir
    Path temp;

    Path root;
    Path outside;
    PathSandbox sandbox;

    @BeforeEach
    void setUp() throws IOException {
        root = Files.createDirectories(temp.resolve("root"));
        outside = Files.createDirectories(temp.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), "secret");
        Files.createDirectories(root.resolve("sub"));
        Files.writeString(root.resolve("sub/a.txt"), "a");
        sandbox = PathSandbox.of(root, List.of(root));
    }

    @Test
    void resolve_relativeInsideRoot_returnsRealPath() throws IOException {
        assertThat(sandbox.resolve("sub/a.txt")).isEqualTo(root.toRealPath().resolve("sub/a.txt"));
        assertThat(sandbox.resolve("sub/../sub/a.txt"))
                .isEqualTo(root.toRealPath().resolve("sub/a.txt"));
        assertThat(sandbox.resolve(".")).isEqualTo(root.toRealPath());
    }

    @Test
    void resolve_missingFileInsideRoot_isAllowed() throws IOException {
        assertThat(sandbox.resolve("sub/new/file.txt"))
                .isEqualTo(root.toRealPath().resolve("sub/new/file.txt"));
    }

    @Test
    void resolve_parentTraversal_isDenied() {
        assertThatThrownBy(() -> sandbox.resolve("../../etc/passwd"))
                .isInstanceOf(PermissionDeniedException.class)
                .hasMessage("Access denied: '../../etc/passwd' is outside the allowed directories");
    }

    @Test
    void resolve_absoluteOutside_isDenied() {
        assertThatThrownBy(() -> sandbox.resolve(outside.resolve("secret.txt").toString()))
                .isInstanceOf(PermissionDeniedException.class);
    }

    @Test
    void resolve_siblingSharingPrefix_isDenied() throws IOException {
        Path evil = Files.createDirectories(temp.resolve("root_evil"));
        assertThatThrownBy(() -> sandbox.resolve(evil.toString())).isInstanceOf(PermissionDeniedException.class);
        assertThatThrownBy(() -> sandbox.resolve("../root_evil")).isInstanceOf(PermissionDeniedException.class);
    }

    @Test
    void resolve_symlinkPointingOutside_isDeniedWithoutRevealingTarget() throws IOException {
        Files.createSymbolicLink(root.resolve("link"), outside);
        assertThatThrownBy(() -> sandbox.resolve("link/secret.txt"))
                .isInstanceOf(PermissionDeniedException.class)
                .message()
                .doesNotContain(outside.toString())
                .doesNotContain("outside/");
    }

    @Test
    void resolve_symlinkThenParent_followsTheLinkFirst() throws IOException {
        // link -> outside/deeper; "link/.." is outside/, not root/
        Path deeper = Files.createDirectories(outside.resolve("deeper"));
        Files.createSymbolicLink(root.resolve("link"), deeper);
        assertThatThrownBy(() -> sandbox.resolve("link/../secret.txt")).isInstanceOf(PermissionDeniedException.class);
    }

    @Test
    void resolve_symlinkInsideRoot_isAllowed() throws IOException {
        Files.createSymbolicLink(root.resolve("alias"), root.resolve("sub"));
        assertThat(sandbox.resolve("alias/a.txt")).isEqualTo(root.toRealPath().resolve("sub/a.txt"));
    }

    @Test
    void resolve_symlinkLoop_isDeniedQuickly() throws IOException {
        Files.createSymbolicLink(root.resolve("loop1"), root.resolve("loop2"));
        Files.createSymbolicLink(root.resolve("loop2"), root.resolve("loop1"));
        assertThatThrownBy(() -> sandbox.resolve("loop1/x")).isInstanceOf(PermissionDeniedException.class);
    }

    @Test
    void resolve_nulByte_isDenied() {
        assertThatThrownBy(() -> sandbox.resolve("sub/a.txt\0.png"))
                .isInstanceOf(PermissionDeniedException.class)
                .hasMessageContaining("NUL");
        assertThatThrownBy(() -> PathSandbox.unrestricted().resolve("a\0b"))
                .isInstanceOf(PermissionDeniedException.class);
    }

    @Test
    void unrestricted_resolvesAgainstBaseDirectory() {
        PathSandbox open = PathSandbox.of(root, List.of());
        assertThat(open.isRestricted()).isFalse();
        assertThat(open.resolve("../outside/secret.txt"))
                .isEqualTo(outside.toAbsolutePath().normalize().resolve("secret.txt"));
    }

    @Test
    void of_refusesBroadAndMissingRoots() {
        for (String forbidden : List.of("/", "/proc", "/sys", "/dev")) {
            assertThatThrownBy(() -> PathSandbox.of(root, List.of(Path.of(forbidden))))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(forbidden);
        }
        assertThatThrownBy(() -> PathSandbox.of(root, List.of(temp.resolve("missing"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("missing");
        assertThatThrownBy(() -> PathSandbox.of(root, List.of(root.resolve("sub/a.txt"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a directory");
    }
}
