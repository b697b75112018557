package io.agenttoolkit.fs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.PathNotFoundException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.PatternSyntaxException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class FileSearchTest {
    @TempDir
    Path dir;

    FileSearch search;

    @BeforeEach
    void createReferenceTree() throws IOException {
        write("a.py", "import os\n\nprint('hello')\n");
        write("b.txt", "hello world\n");
        write("sub/c.py", "import sys\ndef f():\n    return 1\n");
        write("sub/d.txt", "some text\n");
        write("sub/deep/e.py", "x = 1\n");
        search = FileSearch.builder().baseDirectory(dir).build();
    }

    private Path write(String relative, String content) throws IOException {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        return file;
    }

    private void touch(String relative, long epochSecond) throws IOException {
        Files.setLastModifiedTime(dir.resolve(relative), FileTime.from(epochSecond, TimeUnit.SECONDS));
    }

    // ---- glob

    @Test
    void glob_doubleStar_findsPyFilesAtEveryLevel() {
        assertThat(search.glob("**/*.py")).containsExactlyInAnyOrder("a.py", "sub/c.py", "sub/deep/e.py");
    }

    @Test
    void glob_nonRecursive_keepsOnlyDirectChildren() {
        assertThat(search.glob("*.py", ".", false)).containsExactly("a.py");
        assertThat(search.glob("**/*.py", ".", false)).containsExactly("a.py");
    }

    @Test
    void glob_singleStar_staysInRoot() {
        assertThat(search.glob("*.py")).containsExactly("a.py");
        assertThat(search.glob("sub/*.py")).containsExactly("sub/c.py");
    }

    @Test
    void glob_relativeToGivenRoot() {
        assertThat(search.glob("**/*.py", "sub", true)).containsExactlyInAnyOrder("c.py", "deep/e.py");
    }

    @Test
    void glob_newestFirst_tiesByPath() throws IOException {
        touch("a.py", 1_000);
        touch("sub/c.py", 3_000);
        touch("sub/deep/e.py", 1_000);
        touch("b.txt", 2_000);
        touch("sub/d.txt", 1_000);
        assertThat(search.glob("**/*")).containsExactly("sub/c.py", "b.txt", "a.py", "sub/d.txt", "sub/deep/e.py");
    }

    @Test
    void glob_returnsFilesOnly() {
        assertThat(search.glob("*")).containsExactlyInAnyOrder("a.py", "b.txt");
        assertThat(search.glob("**")).doesNotContain("sub", "sub/deep");
    }

    @Test
    void glob_keepsNewestThousand() throws IOException {
        for (int i = 0; i < 1100; i++) {
            Path file = write("many/f" + i + ".log", "");
            Files.setLastModifiedTime(file, FileTime.from(10_000 + i, TimeUnit.SECONDS));
        }
        List<String> found = search.glob("many/*.log");
        assertThat(found).hasSize(1000);
        assertThat(found.get(0)).isEqualTo("many/f1099.log");
        assertThat(found.get(999)).isEqualTo("many/f100.log");
        assertThat(found).doesNotContain("many/f99.log");
    }

    @Test
    void glob_bracesClassesAndQuestionMark() {
        assertThat(search.glob("**/*.{py,txt}")).hasSize(5);
        assertThat(search.glob("[ab].*")).containsExactlyInAnyOrder("a.py", "b.txt");
        assertThat(search.glob("[!a].*")).containsExactly("b.txt");
        assertThat(search.glob("sub/?.py")).containsExactly("sub/c.py");
    }

    @Test
    void glob_refusesPatternsThatCouldEscape() {
        assertThatThrownBy(() -> search.glob("../*")).isInstanceOf(InvalidArgumentException.class);
        assertThatThrownBy(() -> search.glob("sub/../../x")).isInstanceOf(InvalidArgumentException.class);
        assertThatThrownBy(() -> search.glob("{..,sub}/*")).isInstanceOf(InvalidArgumentException.class);
        assertThatThrownBy(() -> search.glob("/etc/*")).isInstanceOf(InvalidArgumentException.class);
        assertThatThrownBy(() -> search.glob("")).isInstanceOf(InvalidArgumentException.class);
        assertThat(search.glob("./*.py")).containsExactly("a.py");
    }

    @Test
    void glob_missingOrFileRoot_isNotFound() {
        assertThatThrownBy(() -> search.glob("*", "nope", true))
                .isInstanceOf(PathNotFoundException.class)
                .hasMessageContaining("nope");
        assertThatThrownBy(() -> search.glob("*", "a.py", true)).isInstanceOf(PathNotFoundException.class);
    }

    @Test
    @Timeout(10)
    void glob_doesNotFollowSymlinksAndSurvivesLoops() throws IOException {
        Files.createSymbolicLink(dir.resolve("sub/loop"), dir);
        Files.createSymbolicLink(dir.resolve("link.py"), dir.resolve("a.py"));
        assertThat(search.glob("**/*.py")).containsExactlyInAnyOrder("a.py", "sub/c.py", "sub/deep/e.py");
    }

    @Test
    @Timeout(10)
    void glob_hostilePattern_isFast() throws IOException {
        write("x/" + "a".repeat(200), "");
        long start = System.nanoTime();
        assertThat(search.glob("x/*a*a*a*a*a*ab")).isEmpty();
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(2).toNanos());
    }

    // ---- grep

    @Test
    void grep_import_findsTwoLinesInPathOrder() {
        assertThat(search.grep("import"))
                .containsExactly(new GrepMatch("a.py", 1, "import os"), new GrepMatch("sub/c.py", 1, "import sys"));
    }

    @Test
    void grep_print_isOnLineThree() {
        assertThat(search.grep("print")).containsExactly(new GrepMatch("a.py", 3, "print('hello')"));
    }

    @Test
    void grep_filePattern_matchesNames() {
        assertThat(search.grep(
                        GrepRequest.builder("hello|text").filePattern("*.txt").build()))
                .extracting(GrepMatch::file)
                .containsExactly("b.txt", "sub/d.txt");
        assertThat(search.grep(GrepRequest.builder("o").filePattern("*.py").build()))
                .extracting(GrepMatch::file)
                .containsOnly("a.py", "sub/c.py");
    }

    @Test
    void grep_maxResults_stopsAtCap() {
        assertThat(search.grep(GrepRequest.builder(".").maxResults(2).build()))
                .containsExactly(new GrepMatch("a.py", 1, "import os"), new GrepMatch("a.py", 3, "print('hello')"));
    }

    @Test
    void grep_maxResults_isClamped() throws IOException {
        write("big.txt", "hit\n".repeat(300));
        assertThat(GrepRequest.builder("x").maxResults(0).build().maxResults()).isEqualTo(1);
        assertThat(GrepRequest.builder("x").maxResults(-5).build().maxResults()).isEqualTo(1);
        assertThat(search.grep(GrepRequest.builder("hit").maxResults(500).build()))
                .hasSize(200);
        assertThat(search.grep(GrepRequest.builder("hit").maxResults(0).build()))
                .hasSize(1);
    }

    @Test
    void grep_nonRecursive_searchesOnlyDirectFiles() {
        assertThat(search.grep(GrepRequest.builder("import").recursive(false).build()))
                .extracting(GrepMatch::file)
                .containsExactly("a.py");
    }

    @Test
    void grep_singleFile_reportsItsName() {
        assertThat(search.grep(GrepRequest.builder("import").path("sub/c.py").build()))
                .containsExactly(new GrepMatch("c.py", 1, "import sys"));
    }

    @Test
    void grep_subdirectory_pathsRelativeToIt() {
        assertThat(search.grep(GrepRequest.builder("x = 1").path("sub").build()))
                .containsExactly(new GrepMatch("deep/e.py", 1, "x = 1"));
    }

    @Test
    void grep_sortsPathsComponentByComponent() throws IOException {
        Path root = dir.resolve("order");
        for (String name : List.of("a.txt", "a/x", "a-b/x", "B", "a/b/c", "a/a")) {
            write("order/" + name, "needle\n");
        }
        List<String> files = search
                .grep(GrepRequest.builder("needle").path("order").build())
                .stream()
                .map(GrepMatch::file)
                .toList();
        assertThat(files).containsExactly("B", "a/a", "a/b/c", "a/x", "a-b/x", "a.txt");
        assertThat(root).exists();
    }

    @Test
    void grep_parallelResult_equalsSequential() throws IOException {
        for (int d = 0; d < 4; d++) {
            for (int f = 0; f < 25; f++) {
                StringBuilder text = new StringBuilder();
                for (int line = 0; line < (f * 7 + d) % 11; line++) {
                    text.append(line % 3 == 0 ? "match here " + line : "nothing")
                            .append('\n');
                }
                write("par/d" + d + "/f" + f + ".txt", text.toString());
            }
        }
        FileSearch one = search.toBuilder().parallelism(1).build();
        FileSearch four = search.toBuilder().parallelism(4).build();
        for (int max : new int[] {1, 50, 200}) {
            GrepRequest request =
                    GrepRequest.builder("match").path("par").maxResults(max).build();
            List<GrepMatch> expected = one.grep(request);
            assertThat(expected).isNotEmpty().hasSizeLessThanOrEqualTo(max);
            for (int round = 0; round < 2; round++) {
                assertThat(four.grep(request)).isEqualTo(expected);
            }
        }
    }

    @Test
    void grep_skipsBinaryFiles() throws IOException {
        byte[] binary = "needle\0needle\n".getBytes(StandardCharsets.US_ASCII);
        Files.write(dir.resolve("bin.dat"), binary);
        byte[] lateNul = new byte[9000];
        java.util.Arrays.fill(lateNul, (byte) 'a');
        System.arraycopy("needle\n".getBytes(StandardCharsets.US_ASCII), 0, lateNul, 0, 7);
        lateNul[8500] = 0;
        Files.write(dir.resolve("late.dat"), lateNul);
        assertThat(search.grep("needle")).extracting(GrepMatch::file).containsExactly("late.dat");
    }

    @Test
    @Timeout(20)
    void grep_skipsFifos() throws Exception {
        Path fifo = dir.resolve("pipe.txt");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor()).as("mkfifo (coreutils) must work").isZero();
        assertThat(search.grep("import")).hasSize(2);
        assertThat(search.grep(GrepRequest.builder("x").path("pipe.txt").build()))
                .isEmpty();
    }

    @Test
    void grep_doesNotFollowSymlinks() throws IOException {
        Files.createSymbolicLink(dir.resolve("sub/loop"), dir);
        Files.createSymbolicLink(dir.resolve("z.py"), dir.resolve("a.py"));
        assertThat(search.grep("import")).hasSize(2);
    }

    @Test
    void grep_invalidRegex_isInvalidArgumentWithCause() {
        assertThatThrownBy(() -> search.grep("foo(bar"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasCauseInstanceOf(PatternSyntaxException.class)
                .hasMessageContaining("Unclosed group");
    }

    @Test
    void grep_tooLongPattern_isRefusedBeforeCompiling() {
        assertThatThrownBy(() -> search.grep("a".repeat(1001)))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("pattern must be at most 1000 characters, got 1001");
    }

    @Test
    void grep_missingPath_isNotFound() {
        assertThatThrownBy(() ->
                        search.grep(GrepRequest.builder("x").path("missing").build()))
                .isInstanceOf(PathNotFoundException.class)
                .hasMessageContaining("missing");
    }

    @Test
    void grep_stripsLinesAndHandlesCrlfAndBom() throws IOException {
        Files.write(
                dir.resolve("crlf.txt"),
                "\uFEFF  first needle  \r\n\tsecond needle\r\n".getBytes(StandardCharsets.UTF_8));
        assertThat(search.grep(
                        GrepRequest.builder("needle\\s*$").path("crlf.txt").build()))
                .containsExactly(
                        new GrepMatch("crlf.txt", 1, "first needle"), new GrepMatch("crlf.txt", 2, "second needle"));
        assertThat(search.grep(
                        GrepRequest.builder("^\\s*first").path("crlf.txt").build()))
                .hasSize(1);
    }

    @Test
    void grep_longLine_isCutTo500AroundTheMatch() throws IOException {
        write("long.txt", "x".repeat(3000) + "NEEDLE" + "y".repeat(3000) + "\n");
        List<GrepMatch> matches =
                search.grep(GrepRequest.builder("NEEDLE").path("long.txt").build());
        assertThat(matches).hasSize(1);
        String content = matches.get(0).content();
        assertThat(content).hasSize(500).contains("NEEDLE");
        assertThat(content.indexOf("NEEDLE")).isBetween(200, 300);
    }

    @Test
    void grep_lineNumbersAcrossLargeFile() throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 200_000; i++) {
            text.append(i == 150_001 ? "the rare needle" : "filler line number " + i)
                    .append('\n');
        }
        write("large.log", text.toString());
        assertThat(search.grep(
                        GrepRequest.builder("rare needle").path("large.log").build()))
                .containsExactly(new GrepMatch("large.log", 150_001, "the rare needle"));
        assertThat(search.grep(GrepRequest.builder("number 19999\\d$")
                        .path("large.log")
                        .build()))
                .extracting(GrepMatch::lineNumber)
                .containsExactly(
                        199_990, 199_991, 199_992, 199_993, 199_994, 199_995, 199_996, 199_997, 199_998, 199_999);
    }

    @Test
    void grep_veryLongLines_spanningBuffers() throws IOException {
        String line = "z".repeat(700_000);
        write("wide.txt", line + "\n" + line + "tail-needle\nshort needle\n");
        assertThat(search.grep(GrepRequest.builder("needle").path("wide.txt").build()))
                .extracting(GrepMatch::lineNumber)
                .containsExactly(2, 3);
    }

    @Test
    @Timeout(30)
    void grep_catastrophicRegex_stopsAtDeadlineWithPartialResults() throws IOException {
        write("cat/1.txt", "a=x\n");
        write("cat/2.txt", "=".repeat(5000) + "\n");
        FileSearch quick =
                search.toBuilder().grepDeadline(Duration.ofSeconds(1)).build();
        long start = System.nanoTime();
        GrepResult result =
                quick.grepResult(GrepRequest.builder(".*.*.*=.*x").path("cat").build());
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(5).toNanos());
        assertThat(result.deadlineExceeded()).isTrue();
        assertThat(result.matches()).containsExactly(new GrepMatch("1.txt", 1, "a=x"));
        assertThat(quick.grep(GrepRequest.builder(".*.*.*=.*x").path("cat").build()))
                .hasSize(1);
    }

    @Test
    @Timeout(30)
    void grep_exponentialBackreference_stopsAtDeadline() throws IOException {
        write("bt.txt", "a".repeat(40) + "\n");
        FileSearch quick =
                search.toBuilder().grepDeadline(Duration.ofMillis(500)).build();
        long start = System.nanoTime();
        GrepResult result =
                quick.grepResult(GrepRequest.builder("(a+)+\\1b").path("bt.txt").build());
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(5).toNanos());
        assertThat(result.deadlineExceeded()).isTrue();
        assertThat(result.matches()).isEmpty();
    }

    @Test
    void grep_withinDeadline_isNotFlagged() {
        assertThat(search.grepResult(GrepRequest.of("import")).deadlineExceeded())
                .isFalse();
    }

    @Test
    void grep_collectsAcrossManyFiles() throws IOException {
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            String name = String.format("many/%02d.txt", i);
            write(name, "one\nneedle " + i + "\n");
            expected.add(name.substring(5));
        }
        assertThat(search.grep(GrepRequest.builder("needle")
                        .path("many")
                        .maxResults(200)
                        .build()))
                .extracting(GrepMatch::file)
                .containsExactlyElementsOf(expected);
    }

    // ---- tree

    @Test
    void tree_referenceLayout() {
        String name = dir.getFileName().toString();
        assertThat(search.tree())
                .isEqualTo(name + "/\n"
                        + "+-- sub/\n"
                        + "|   +-- deep/\n"
                        + "|   |   +-- e.py\n"
                        + "|   +-- c.py\n"
                        + "|   +-- d.txt\n"
                        + "+-- a.py\n"
                        + "+-- b.txt");
    }

    @Test
    void tree_depthOne_showsSubButNotDeep() {
        String tree = search.tree(TreeRequest.builder().maxDepth(1).build());
        assertThat(tree).contains("+-- sub/").doesNotContain("deep/").doesNotContain("c.py");
    }

    @Test
    void tree_hiddenEntries_onlyWhenAsked() throws IOException {
        write(".hidden", "");
        write(".git/config", "");
        assertThat(search.tree()).doesNotContain(".hidden").doesNotContain(".git");
        // The directory is now a git work tree: its .git directory is left out unless ignored entries are asked for.
        assertThat(search.tree(TreeRequest.builder().showHidden(true).build()))
                .doesNotContain(".git")
                .contains("+-- .hidden");
        assertThat(search.tree(TreeRequest.builder()
                        .showHidden(true)
                        .includeIgnored(true)
                        .build()))
                .contains("+-- .git/\n|   +-- config")
                .contains("+-- .hidden");
    }

    @Test
    void tree_filePattern_filtersFilesOnly() {
        assertThat(search.tree(TreeRequest.builder().filePattern("*.py").build()))
                .isEqualTo(dir.getFileName() + "/\n"
                        + "+-- sub/\n"
                        + "|   +-- deep/\n"
                        + "|   |   +-- e.py\n"
                        + "|   +-- c.py\n"
                        + "+-- a.py");
    }

    @Test
    void tree_maxDepthBelowOne_isRefused() {
        assertThatThrownBy(() -> search.tree(TreeRequest.builder().maxDepth(0).build()))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("max_depth must be 1 or greater, got 0");
    }

    @Test
    void tree_truncatesAt2000Entries() throws IOException {
        for (int i = 0; i < 2100; i++) {
            write(String.format("t/f%04d", i), "");
        }
        String tree = search.tree(TreeRequest.builder().path("t").build());
        String[] lines = tree.split("\n", -1);
        assertThat(lines[0]).isEqualTo("t/");
        assertThat(lines).hasSize(1 + 2000 + 2);
        assertThat(lines[2000]).isEqualTo("+-- f1999");
        assertThat(lines[2001]).isEmpty();
        assertThat(lines[2002]).isEqualTo("... truncated at 2000 entries");
    }

    @Test
    void tree_exactly2000Entries_isNotTruncated() throws IOException {
        for (int i = 0; i < 2000; i++) {
            write(String.format("t/f%04d", i), "");
        }
        assertThat(search.tree(TreeRequest.builder().path("t").build())).doesNotContain("truncated");
    }

    @Test
    void tree_missingOrFilePath_isNotFound() {
        assertThatThrownBy(() -> search.tree(TreeRequest.builder().path("nope").build()))
                .isInstanceOf(PathNotFoundException.class);
        assertThatThrownBy(() -> search.tree(TreeRequest.builder().path("a.py").build()))
                .isInstanceOf(PathNotFoundException.class);
    }

    @Test
    @Timeout(10)
    void tree_symlinkLoop_isShownNotFollowed() throws IOException {
        Files.createSymbolicLink(dir.resolve("sub/loop"), dir);
        assertThat(search.tree(TreeRequest.builder().maxDepth(10).build()))
                .contains("|   +-- loop\n")
                .doesNotContain("loop/");
    }

    // ---- builder

    @Test
    void builder_validatesSettings() {
        assertThatThrownBy(
                        () -> FileSearch.builder().grepDeadline(Duration.ZERO).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("grepDeadline must be positive, got PT0S");
        assertThatThrownBy(() -> FileSearch.builder().parallelism(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("parallelism must be at least 1, got 0");
        assertThatThrownBy(() -> FileSearch.builder().allowedRoots(Path.of("/")).build())
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() ->
                        FileSearch.builder().allowedRoots(Path.of("/proc")).build())
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void toBuilder_keepsSettings() {
        FileSearch custom = FileSearch.builder()
                .baseDirectory(dir)
                .allowedRoots(dir)
                .grepDeadline(Duration.ofSeconds(3))
                .parallelism(2)
                .build();
        FileSearch copy = custom.toBuilder().build();
        assertThat(copy.grepDeadline()).isEqualTo(Duration.ofSeconds(3));
        assertThat(copy.parallelism()).isEqualTo(2);
        assertThat(copy.sandbox().allowedRoots()).isEqualTo(custom.sandbox().allowedRoots());
        assertThat(copy.sandbox().baseDirectory()).isEqualTo(custom.sandbox().baseDirectory());
    }
}
