package io.agenttoolkit.reader;

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
import java.util.Arrays;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderReadTest {
    @TempDir
    Path dir;

    private Reader reader;

    @BeforeEach
    void setUp() throws IOException {
        reader = Reader.builder().baseDirectory(dir).build();
        String tenLines = IntStream.rangeClosed(1, 10)
                .mapToObj(i -> "Line " + i + " content\n")
                .collect(Collectors.joining());
        Files.writeString(dir.resolve("ten.txt"), tenLines);
    }

    @Test
    void read_wholeFile_headerAndRightAlignedNumbers() {
        String expected = "[ten.txt] lines 1-10 of 10\n"
                + IntStream.rangeClosed(1, 10)
                        .mapToObj(i -> String.format("%2d | Line %d content", i, i))
                        .collect(Collectors.joining("\n"));

        assertThat(reader.read("ten.txt")).isEqualTo(expected);
    }

    @Test
    void read_offset5_startsAtLine5WithoutHint() {
        assertThat(reader.read("ten.txt", 5, null))
                .isEqualTo("[ten.txt] lines 5-10 of 10\n"
                        + " 5 | Line 5 content\n 6 | Line 6 content\n 7 | Line 7 content\n"
                        + " 8 | Line 8 content\n 9 | Line 9 content\n10 | Line 10 content");
    }

    @Test
    void read_limit3_showsThreeLinesAndOffsetHint() {
        assertThat(reader.read("ten.txt", 1, 3))
                .isEqualTo("[ten.txt] lines 1-3 of 10 (use offset=4 to read more)\n"
                        + "1 | Line 1 content\n2 | Line 2 content\n3 | Line 3 content");
    }

    @Test
    void read_offset3Limit2_showsLines3And4() {
        assertThat(reader.read("ten.txt", 3, 2))
                .isEqualTo("[ten.txt] lines 3-4 of 10 (use offset=5 to read more)\n"
                        + "3 | Line 3 content\n4 | Line 4 content");
    }

    @Test
    void read_limitBeyondEnd_hasNoHint() {
        assertThat(reader.read("ten.txt", 1, 100))
                .startsWith("[ten.txt] lines 1-10 of 10\n")
                .doesNotContain("use offset");
    }

    @Test
    void read_pathAsGiven_isShownInHeader() throws IOException {
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub/a.txt"), "x");
        assertThat(reader.read("./sub/a.txt")).isEqualTo("[./sub/a.txt] lines 1-1 of 1\n1 | x");
    }

    @Test
    void read_emptyFile_saysSoWithoutLines() throws IOException {
        Files.writeString(dir.resolve("empty.txt"), "");
        assertThat(reader.read("empty.txt")).isEqualTo("[empty.txt] empty file (0 lines)");
    }

    @Test
    void read_offsetPastEnd_headerSaysSo() {
        assertThat(reader.read("ten.txt", 11, null))
                .isEqualTo("[ten.txt] offset 11 is past the end of the file (10 lines)");
    }

    @Test
    void read_offsetZero_isInvalidArgument() {
        assertThatThrownBy(() -> reader.read("ten.txt", 0, null))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("offset must be >= 1, got 0");
    }

    @Test
    void read_limitZero_isInvalidArgument() {
        assertThatThrownBy(() -> reader.read("ten.txt", 1, 0))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("limit must be >= 1, got 0");
    }

    @Test
    void read_missingFile_isPathNotFound() {
        assertThatThrownBy(() -> reader.read("nope.txt"))
                .isInstanceOf(PathNotFoundException.class)
                .hasMessage("File not found: nope.txt");
    }

    @Test
    void read_directory_isIsADirectory() {
        assertThatThrownBy(() -> reader.read("."))
                .isInstanceOf(IsADirectoryException.class)
                .hasMessage("Is a directory: .");
    }

    @Test
    void read_allLineEndings_splitLinesAlike() throws IOException {
        Files.writeString(dir.resolve("mixed.txt"), "unix\nwindows\r\nmac\rlast");
        assertThat(reader.read("mixed.txt"))
                .isEqualTo("[mixed.txt] lines 1-4 of 4\n1 | unix\n2 | windows\n3 | mac\n4 | last");
    }

    @Test
    void read_blankLines_areCountedAndTrailingNewlineIsNot() throws IOException {
        Files.writeString(dir.resolve("blank.txt"), "a\n\n\nb\n");
        assertThat(reader.read("blank.txt")).isEqualTo("[blank.txt] lines 1-4 of 4\n1 | a\n2 | \n3 | \n4 | b");
    }

    @Test
    void read_byteOrderMark_isDropped() throws IOException {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] text = "first\nsecond".getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(bom, bom.length + text.length);
        System.arraycopy(text, 0, all, bom.length, text.length);
        Files.write(dir.resolve("bom.txt"), all);
        assertThat(reader.read("bom.txt")).isEqualTo("[bom.txt] lines 1-2 of 2\n1 | first\n2 | second");
    }

    @Test
    void read_malformedUtf8_isReplacedNotFatal() throws IOException {
        Files.write(dir.resolve("bad.txt"), new byte[] {'o', 'k', (byte) 0xFF, (byte) 0xC3, '\n', (byte) 0xE9});
        assertThat(reader.read("bad.txt")).isEqualTo("[bad.txt] lines 1-2 of 2\n1 | ok\uFFFD\uFFFD\n2 | \uFFFD");
    }

    @Test
    void read_multibyteText_isDecoded() throws IOException {
        Files.writeString(dir.resolve("utf8.txt"), "grüße\n日本語 😀\n");
        assertThat(reader.read("utf8.txt")).isEqualTo("[utf8.txt] lines 1-2 of 2\n1 | grüße\n2 | 日本語 😀");
    }

    @Test
    void read_lineLongerThan2000Characters_isCutWithMarker() throws IOException {
        Files.writeString(dir.resolve("long.txt"), "x".repeat(2500) + "\nshort\n");
        String result = reader.read("long.txt");
        assertThat(result)
                .isEqualTo("[long.txt] lines 1-2 of 2\n1 | " + "x".repeat(2000)
                        + " [... line truncated, 500 more characters]\n2 | short");
    }

    @Test
    void read_defaultLimit_is2000Lines() throws IOException {
        String lines =
                IntStream.rangeClosed(1, 2500).mapToObj(Integer::toString).collect(Collectors.joining("\n"));
        Files.writeString(dir.resolve("many.txt"), lines);
        String result = reader.read("many.txt");
        assertThat(result).startsWith("[many.txt] lines 1-2000 of 2500 (use offset=2001 to read more)\n   1 | 1\n");
        assertThat(result).endsWith("\n2000 | 2000");
        assertThat(result.split("\n")).hasSize(2001);
    }

    @Test
    void read_11MegabyteFile_isTooLargeNamingSizeAndLimit() throws IOException {
        Path big = dir.resolve("big.txt");
        byte[] line =
                "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde\n".getBytes(StandardCharsets.US_ASCII);
        byte[] data = new byte[11 * 1024 * 1024];
        for (int i = 0; i < data.length; i++) {
            data[i] = line[i % line.length];
        }
        Files.write(big, data);

        assertThatThrownBy(() -> reader.read("big.txt"))
                .isInstanceOf(TooLargeException.class)
                .hasMessage("File too large: big.txt is 11534336 bytes, the limit is 10485760 bytes");
    }

    @Test
    void read_fileAtTheLimit_isRead() throws IOException {
        Files.writeString(dir.resolve("edge.txt"), "12345\n789");
        Reader small = reader.toBuilder().maxFileSize(9).build();
        assertThat(small.read("edge.txt")).isEqualTo("[edge.txt] lines 1-2 of 2\n1 | 12345\n2 | 789");
    }

    @Test
    void read_procFileReportingSizeZero_limitEnforcedWhileReading() throws IOException {
        Path cpuinfo = Path.of("/proc/self/maps");
        assertThat(Files.size(cpuinfo)).as("a /proc file reports size 0").isZero();
        Reader small = Reader.builder().maxFileSize(100).build();

        assertThatThrownBy(() -> small.read(cpuinfo.toString()))
                .isInstanceOf(TooLargeException.class)
                .hasMessage("File too large: /proc/self/maps holds more than 100 bytes (the limit);"
                        + " reading stopped at 101 bytes");
    }

    @Test
    void read_symlinkOutOfSandbox_isPermissionDenied(@TempDir Path outside) throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.writeString(outside.resolve("secret.txt"), "secret");
        Files.createSymbolicLink(root.resolve("link.txt"), outside.resolve("secret.txt"));
        Reader sandboxed =
                Reader.builder().baseDirectory(root).allowedRoots(root).build();

        assertThatThrownBy(() -> sandboxed.read("link.txt"))
                .isInstanceOf(PermissionDeniedException.class)
                .hasMessageContaining("link.txt")
                .hasMessageNotContaining(outside.toString());
        assertThatThrownBy(() -> sandboxed.read(outside.resolve("secret.txt").toString()))
                .isInstanceOf(PermissionDeniedException.class);
    }

    @Test
    void read_insideSandbox_isAllowed() throws IOException {
        Path root = Files.createDirectories(dir.resolve("root"));
        Files.writeString(root.resolve("ok.txt"), "fine");
        Reader sandboxed =
                Reader.builder().baseDirectory(root).allowedRoots(root).build();
        assertThat(sandboxed.read("ok.txt")).isEqualTo("[ok.txt] lines 1-1 of 1\n1 | fine");
    }
}
