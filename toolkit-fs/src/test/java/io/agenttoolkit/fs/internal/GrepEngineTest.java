package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.fs.GrepMatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class GrepEngineTest {
    @TempDir
    Path dir;

    @BeforeEach
    void createTree() throws IOException {
        for (int d = 0; d < 8; d++) {
            for (int f = 0; f < 20; f++) {
                StringBuilder text = new StringBuilder();
                for (int line = 0; line < (f * 7 + d) % 11; line++) {
                    text.append(line % 3 == 0 ? "match here " + line : "nothing")
                            .append('\n');
                }
                Path file = dir.resolve("d" + d + "/f" + f + ".txt");
                Files.createDirectories(file.getParent());
                Files.writeString(file, text.toString());
            }
        }
    }

    private static GrepEngine.Outcome grep(Path dir, String regex, int max, int parallelism, Duration budget) {
        return GrepEngine.searchDirectory(
                dir, true, null, Pattern.compile(regex), max, Deadline.after(budget), parallelism, 0);
    }

    @Test
    void parallelSearch_returnsExactlyTheSequentialPrefix() {
        for (int max : new int[] {1, 2, 17, 100, 200}) {
            List<GrepMatch> expected =
                    grep(dir, "match", max, 1, Duration.ofSeconds(30)).matches();
            for (int parallelism : new int[] {2, 4}) {
                for (int round = 0; round < 3; round++) {
                    GrepEngine.Outcome outcome = grep(dir, "match", max, parallelism, Duration.ofSeconds(30));
                    assertThat(outcome.matches())
                            .as("max %d, %d threads", max, parallelism)
                            .isEqualTo(expected);
                    assertThat(outcome.deadlineReached()).isFalse();
                }
            }
        }
    }

    @Test
    void sequentialOrder_isSortedPathOrder() {
        List<GrepMatch> all = grep(dir, "match", 200, 1, Duration.ofSeconds(30)).matches();
        List<String> files = all.stream().map(GrepMatch::file).distinct().toList();
        List<String> sorted = files.stream()
                .sorted((a, b) -> {
                    String[] pa = a.split("/");
                    String[] pb = b.split("/");
                    for (int i = 0; i < Math.min(pa.length, pb.length); i++) {
                        int c = pa[i].compareTo(pb[i]);
                        if (c != 0) {
                            return c;
                        }
                    }
                    return Integer.compare(pa.length, pb.length);
                })
                .toList();
        assertThat(files).isEqualTo(sorted);
    }

    @Test
    @Timeout(30)
    void parallelSearch_deadlineReturnsAPrefix() throws IOException {
        Files.writeString(dir.resolve("d3/f5.txt"), "=".repeat(5000) + "\n");
        List<GrepMatch> expected =
                grep(dir, ".*.*.*=.*x|match", 200, 1, Duration.ofMillis(800)).matches();
        GrepEngine.Outcome outcome = grep(dir, ".*.*.*=.*x|match", 200, 4, Duration.ofMillis(800));
        assertThat(outcome.deadlineReached()).isTrue();
        assertThat(expected).startsWith(outcome.matches().toArray(new GrepMatch[0]));
        assertThat(outcome.matches()).allMatch(m -> m.file().compareTo("d3/f5.txt") < 0);
    }

    @Test
    void unreadableFile_isSkipped() {
        FileSearcher searcher =
                new FileSearcher(FileSearcher.Plan.of(Pattern.compile("x")), Deadline.after(Duration.ofSeconds(5)));
        assertThat(searcher.search(dir.resolve("gone.txt"), "gone.txt", 10).matches())
                .isEmpty();
        assertThat(searcher.search(dir.resolve("d0"), "d0", 10).matches()).isEmpty();
    }

    @Test
    void hasNul_findsZeroBytesAtEveryPosition() {
        for (int length = 0; length < 40; length++) {
            byte[] data = new byte[length];
            java.util.Arrays.fill(data, (byte) 'a');
            assertThat(FileSearcher.hasNul(data, length)).isFalse();
            for (int i = 0; i < length; i++) {
                data[i] = 0;
                assertThat(FileSearcher.hasNul(data, length))
                        .as("%d in %d", i, length)
                        .isTrue();
                assertThat(FileSearcher.hasNul(data, i)).isFalse();
                data[i] = (byte) 0x80;
                assertThat(FileSearcher.hasNul(data, length)).isFalse();
                data[i] = 'a';
            }
        }
    }

    @Test
    void countNewlines_countsEveryLineBreakAndNothingElse() {
        java.util.Random random = new java.util.Random(19);
        byte[] alphabet = {'\n', 0x0B, 0x09, (byte) 0x8A, (byte) 0x0A ^ 0x7F, 0, 'a', (byte) 0xFF};
        for (int round = 0; round < 500; round++) {
            byte[] data = new byte[random.nextInt(70)];
            for (int i = 0; i < data.length; i++) {
                data[i] = alphabet[random.nextInt(alphabet.length)];
            }
            int from = data.length == 0 ? 0 : random.nextInt(data.length);
            int to = from + random.nextInt(data.length - from + 1);
            int expected = 0;
            for (int i = from; i < to; i++) {
                expected += data[i] == '\n' ? 1 : 0;
            }
            assertThat(FileSearcher.countNewlines(data, from, to)).isEqualTo(expected);
        }
    }

    @Test
    void literalPrefilter_findsTheSameLinesAsPlainMatching() throws IOException {
        Files.writeString(
                dir.resolve("d0/lit.txt"),
                "aaab\nxaab\naab\nab\naa b\n" + "filler\n".repeat(5000) + "zzaabzz\n\u00e9aab\n");
        for (String literal : new String[] {"aab", "aa b", "ab\\n", "filler", "\u00e9aab"}) {
            List<GrepMatch> withPrefilter = grep(dir.resolve("d0"), literal, 200, 1, Duration.ofSeconds(30))
                    .matches();
            List<GrepMatch> without = grep(dir.resolve("d0"), "(?:" + literal + ")", 200, 1, Duration.ofSeconds(30))
                    .matches();
            assertThat(withPrefilter).as(literal).isEqualTo(without);
        }
        assertThat(grep(dir.resolve("d0"), "aab", 200, 1, Duration.ofSeconds(30))
                        .matches())
                .extracting(GrepMatch::lineNumber)
                .containsExactly(1, 2, 3, 5006, 5007);
    }
}
