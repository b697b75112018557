package io.agenttoolkit.fs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.IsADirectoryException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PermissionDeniedException;
import io.agenttoolkit.core.TooLargeException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileOpsTest {
    @TempDir
    Path dir;

    FileOps ops;

    @BeforeEach
    void setUp() {
        ops = FileOps.builder().baseDirectory(dir).build();
    }

    private static String sha256(byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    private Path file(String name, String content) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, content);
        return file;
    }

    // ---- read

    @Test
    void read_returnsContentDigestAndRealPath() throws Exception {
        Path file = file("a.txt", "hello\nworld\n");
        ReadResult result = ops.read("a.txt");
        assertThat(result.content()).isEqualTo("hello\nworld\n");
        assertThat(result.digest()).isEqualTo(sha256(Files.readAllBytes(file)));
        assertThat(result.isSymlink()).isFalse();
        assertThat(result.realPath()).isEqualTo(file.toRealPath().toString());
    }

    @Test
    void read_symlink_isReportedWithItsTarget() throws Exception {
        Path target = file("target.txt", "data\n");
        Files.createSymbolicLink(dir.resolve("link.txt"), target);
        ReadResult result = ops.read("link.txt");
        assertThat(result.isSymlink()).isTrue();
        assertThat(result.content()).isEqualTo("data\n");
        assertThat(result.realPath()).isEqualTo(target.toRealPath().toString());
    }

    @Test
    void read_decodesByByteOrderMark() throws Exception {
        Files.write(
                dir.resolve("bom8.txt"),
                bytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "h\u00e9", StandardCharsets.UTF_8));
        Files.write(
                dir.resolve("le.txt"),
                bytes(new byte[] {(byte) 0xFF, (byte) 0xFE}, "h\u00e9\n", StandardCharsets.UTF_16LE));
        Files.write(
                dir.resolve("be.txt"),
                bytes(new byte[] {(byte) 0xFE, (byte) 0xFF}, "h\u00e9\n", StandardCharsets.UTF_16BE));
        assertThat(ops.read("bom8.txt").content()).isEqualTo("h\u00e9");
        assertThat(ops.read("le.txt").content()).isEqualTo("h\u00e9\n");
        assertThat(ops.read("be.txt").content()).isEqualTo("h\u00e9\n");
    }

    @Test
    void read_invalidUtf8_isAClearError() throws IOException {
        Files.write(dir.resolve("bad.txt"), new byte[] {'o', 'k', (byte) 0xC3, (byte) 0x28});
        assertThatThrownBy(() -> ops.read("bad.txt"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("not valid UTF-8")
                .hasMessageContaining("offset 2");
    }

    @Test
    void read_errors() throws IOException {
        Files.createDirectory(dir.resolve("sub"));
        assertThatThrownBy(() -> ops.read("missing.txt")).isInstanceOf(PathNotFoundException.class);
        assertThatThrownBy(() -> ops.read("sub")).isInstanceOf(IsADirectoryException.class);
        file("big.txt", "x".repeat(2000));
        FileOps small = ops.toBuilder().maxFileBytes(1000).build();
        assertThatThrownBy(() -> small.read("big.txt")).isInstanceOf(TooLargeException.class);
    }

    // ---- edit

    @Test
    void edit_digestWorkflow() throws Exception {
        Path file = file("code.py", "a = 1\nb = 2\nc = 3\n");
        String digest = ops.read("code.py").digest();
        EditResult edited = ops.edit("code.py", "b = 2", "b = 20", digest);
        assertThat(Files.readString(file)).isEqualTo("a = 1\nb = 20\nc = 3\n");
        assertThat(edited.digest()).isEqualTo(sha256(Files.readAllBytes(file)));
        assertThat(edited.diff())
                .isEqualTo("--- code.py\n+++ code.py\n@@ -1,3 +1,3 @@\n a = 1\n-b = 2\n+b = 20\n c = 3\n");
        // the old digest is stale now
        assertThatThrownBy(() -> ops.edit("code.py", "c = 3", "c = 30", digest))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("File changed since digest was issued; read it again");
        ops.edit("code.py", "c = 3", "c = 30", edited.digest());
        assertThat(Files.readString(file)).isEqualTo("a = 1\nb = 20\nc = 30\n");
    }

    @Test
    void edit_externalChange_isDetected() throws Exception {
        Path file = file("f.txt", "one\n");
        String digest = ops.read("f.txt").digest();
        Files.writeString(file, "one\ntwo\n");
        assertThatThrownBy(() -> ops.edit("f.txt", "one", "uno", digest))
                .hasMessage("File changed since digest was issued; read it again");
        assertThat(Files.readString(file)).isEqualTo("one\ntwo\n");
    }

    @Test
    void edit_notFoundEmptyAndIdenticalStrings() throws Exception {
        file("f.txt", "one\n");
        String digest = ops.read("f.txt").digest();
        assertThatThrownBy(() -> ops.edit("f.txt", "zzz", "y", digest)).hasMessage("old_string not found in file");
        assertThatThrownBy(() -> ops.edit("f.txt", "", "y", digest)).isInstanceOf(InvalidArgumentException.class);
        assertThatThrownBy(() -> ops.edit("f.txt", "one", "one", digest)).isInstanceOf(InvalidArgumentException.class);
    }

    @Test
    void edit_severalMatches_needReplaceAllOrStartLine() throws Exception {
        Path file = file("f.txt", "x\ny\nx\ny\nx\n");
        String digest = ops.read("f.txt").digest();
        assertThatThrownBy(() -> ops.edit("f.txt", "x", "z", digest))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("occurs 3 times");
        EditResult second = ops.edit("f.txt", "x", "z", digest, false, 2);
        assertThat(Files.readString(file)).isEqualTo("x\ny\nz\ny\nx\n");
        ops.edit("f.txt", "x", "w", second.digest(), true, null);
        assertThat(Files.readString(file)).isEqualTo("w\ny\nz\ny\nw\n");
    }

    @Test
    void edit_startLine_pastTheEndOrAfterLastMatch() throws Exception {
        file("f.txt", "x\ny\n");
        String digest = ops.read("f.txt").digest();
        assertThatThrownBy(() -> ops.edit("f.txt", "x", "z", digest, false, 2))
                .hasMessage("old_string not found at or after line 2");
        assertThatThrownBy(() -> ops.edit("f.txt", "x", "z", digest, false, 9)).hasMessageContaining("past the end");
        assertThatThrownBy(() -> ops.edit("f.txt", "x", "z", digest, false, 0))
                .hasMessage("start_line must be >= 1, got 0");
    }

    @Test
    void edit_keepsCrlfBomAndPermissions() throws Exception {
        Path file = dir.resolve("win.txt");
        Files.write(
                file,
                bytes(
                        new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                        "one\r\ntwo\r\nthree\r\n",
                        StandardCharsets.UTF_8));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-x---"));
        ReadResult read = ops.read("win.txt");
        assertThat(read.content()).isEqualTo("one\ntwo\nthree\n");
        EditResult edited = ops.edit("win.txt", "two\nthree", "2\n3\n3.5", read.digest());
        assertThat(Files.readAllBytes(file))
                .isEqualTo(bytes(
                        new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                        "one\r\n2\r\n3\r\n3.5\r\n",
                        StandardCharsets.UTF_8));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rwxr-x---");
        assertThat(edited.diff()).contains("-two\n-three\n+2\n+3\n+3.5\n").doesNotContain("\r");
    }

    @Test
    void edit_keepsUtf16() throws Exception {
        Path file = dir.resolve("u16.txt");
        Files.write(file, bytes(new byte[] {(byte) 0xFF, (byte) 0xFE}, "caf\u00e9\n", StandardCharsets.UTF_16LE));
        ops.edit("u16.txt", "caf\u00e9", "th\u00e9", ops.read("u16.txt").digest());
        assertThat(Files.readAllBytes(file))
                .isEqualTo(bytes(new byte[] {(byte) 0xFF, (byte) 0xFE}, "th\u00e9\n", StandardCharsets.UTF_16LE));
    }

    @Test
    void edit_refusesSymlinks() throws Exception {
        Path target = file("target.txt", "data\n");
        Files.createSymbolicLink(dir.resolve("link.txt"), target);
        String digest = ops.read("link.txt").digest();
        assertThatThrownBy(() -> ops.edit("link.txt", "data", "changed", digest))
                .isInstanceOf(PermissionDeniedException.class)
                .hasMessageContaining("symbolic link");
        assertThatThrownBy(() -> ops.write("link.txt", "changed", digest))
                .isInstanceOf(PermissionDeniedException.class);
        assertThat(Files.readString(target)).isEqualTo("data\n");
        assertThat(Files.isSymbolicLink(dir.resolve("link.txt"))).isTrue();
    }

    @Test
    void edit_leavesNoTemporaryFiles() throws Exception {
        file("f.txt", "one\n");
        ops.edit("f.txt", "one", "two", ops.read("f.txt").digest());
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).toList()).containsExactly("f.txt");
        }
    }

    @Test
    void edit_diffOfSeparateChanges_hasTwoHunks() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 20; i++) {
            text.append(i == 2 || i == 18 ? "target" : "line " + i).append('\n');
        }
        file("f.txt", text.toString());
        String diff = ops.edit("f.txt", "target", "hit", ops.read("f.txt").digest(), true, null)
                .diff();
        assertThat(diff)
                .isEqualTo("--- f.txt\n+++ f.txt\n"
                        + "@@ -1,5 +1,5 @@\n line 1\n-target\n+hit\n line 3\n line 4\n line 5\n"
                        + "@@ -15,6 +15,6 @@\n line 15\n line 16\n line 17\n-target\n+hit\n line 19\n line 20\n");
    }

    @Test
    void edit_diffMarksMissingFinalNewline() throws Exception {
        file("f.txt", "a\nb");
        String diff = ops.edit("f.txt", "b", "c", ops.read("f.txt").digest()).diff();
        assertThat(diff)
                .isEqualTo("--- f.txt\n+++ f.txt\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n"
                        + "\\ No newline at end of file\n");
    }

    // ---- write

    @Test
    void write_newFile_needsNoDigest_andCreatesDirectories() throws Exception {
        WriteResult result = ops.write("new/dir/f.txt", "hello\n", null);
        Path file = dir.resolve("new/dir/f.txt");
        assertThat(Files.readString(file)).isEqualTo("hello\n");
        assertThat(result.digest()).isEqualTo(sha256(Files.readAllBytes(file)));
        assertThatThrownBy(() -> ops.write("other.txt", "x", result.digest()))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("does not exist");
    }

    @Test
    void write_existingFile_needsCurrentDigest() throws Exception {
        Path file = file("f.txt", "old\n");
        assertThatThrownBy(() -> ops.write("f.txt", "new\n", null))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("already exists");
        assertThatThrownBy(() -> ops.write("f.txt", "new\n", "0".repeat(64)))
                .hasMessage("File changed since digest was issued; read it again");
        String digest = ops.read("f.txt").digest();
        WriteResult written = ops.write("f.txt", "new\n", digest);
        assertThat(Files.readString(file)).isEqualTo("new\n");
        ops.write("f.txt", "more\n", written.digest(), WriteMode.APPEND);
        assertThat(Files.readString(file)).isEqualTo("new\nmore\n");
    }

    @Test
    void write_keepsCrlfBomAndPermissions() throws Exception {
        Path file = dir.resolve("win.txt");
        Files.write(
                file, bytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "a\r\nb\r\n", StandardCharsets.UTF_8));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        WriteResult written = ops.write("win.txt", "x\ny\n", ops.read("win.txt").digest());
        assertThat(Files.readAllBytes(file))
                .isEqualTo(bytes(
                        new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "x\r\ny\r\n", StandardCharsets.UTF_8));
        ops.write("win.txt", "z\n", written.digest(), WriteMode.APPEND);
        assertThat(Files.readAllBytes(file))
                .isEqualTo(bytes(
                        new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, "x\r\ny\r\nz\r\n", StandardCharsets.UTF_8));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
    }

    @Test
    void write_directory_isRefused() throws IOException {
        Files.createDirectory(dir.resolve("sub"));
        assertThatThrownBy(() -> ops.write("sub", "x", "abc")).isInstanceOf(IsADirectoryException.class);
    }

    @Test
    void write_tooLarge_isRefused() {
        FileOps small = ops.toBuilder().maxFileBytes(10).build();
        assertThatThrownBy(() -> small.write("f.txt", "x".repeat(11), null)).isInstanceOf(TooLargeException.class);
        assertThat(dir.resolve("f.txt")).doesNotExist();
    }

    @Test
    void write_danglingSymlink_isRefused() throws IOException {
        Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
        assertThatThrownBy(() -> ops.write("dangling", "x", null)).isInstanceOf(PermissionDeniedException.class);
        assertThat(dir.resolve("nowhere")).doesNotExist();
    }

    @Test
    void builder_validates() {
        assertThatThrownBy(() -> FileOps.builder().maxFileBytes(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxFileBytes must be positive, got 0");
        assertThatThrownBy(() -> FileOps.builder().allowedRoots(Path.of("/sys")).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(List.of(FileOps.create().maxFileBytes())).containsExactly(FileOps.DEFAULT_MAX_FILE_BYTES);
    }

    private static byte[] bytes(byte[] bom, String text, java.nio.charset.Charset charset) {
        byte[] body = text.getBytes(charset);
        byte[] all = new byte[bom.length + body.length];
        System.arraycopy(bom, 0, all, 0, bom.length);
        System.arraycopy(body, 0, all, bom.length, body.length);
        return all;
    }
}
