package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.fs.GrepMatch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The caseless literal prefilter at read-buffer boundaries, with CRLF, and with non-ASCII literals. */
class CaselessPrefilterTest {
    /** FileSearcher's first read buffer; lines crossing it are carried into the next read. */
    private static final int BUFFER = 256 * 1024;

    @TempDir
    Path dir;

    private List<GrepMatch> grep(Path file, String regex) {
        FileSearcher searcher =
                new FileSearcher(FileSearcher.Plan.of(Pattern.compile(regex)), Deadline.after(Duration.ofSeconds(30)));
        return searcher.search(file, file.getFileName().toString(), 200).matches();
    }

    @Test
    void mixedCaseLiteral_acrossTheBufferBoundary_isFoundWithItsLineNumber() throws IOException {
        String filler = "filler line of text\r\n"; // 21 bytes
        for (int shift = -24; shift <= 24; shift += 3) {
            StringBuilder text = new StringBuilder();
            int lines = 0;
            while (text.length() + filler.length() < BUFFER + shift - 8) {
                text.append(filler);
                lines++;
            }
            text.append("xx HeAp ExHaUsTeD yy\r\n").append(filler).append("heap EXHAUSTED\r\n");
            Path file = dir.resolve("f" + (shift + 24) + ".txt");
            Files.writeString(file, text.toString());
            for (String regex : new String[] {"(?i)heap exhausted", "(?iu)heap exhausted", "(?i)HEAP\\s+exhausted"}) {
                assertThat(grep(file, regex))
                        .as("%s, shift %d", regex, shift)
                        .extracting(GrepMatch::lineNumber, GrepMatch::content)
                        .containsExactly(
                                org.assertj.core.groups.Tuple.tuple(lines + 1, "xx HeAp ExHaUsTeD yy"),
                                org.assertj.core.groups.Tuple.tuple(lines + 3, "heap EXHAUSTED"));
            }
        }
    }

    @Test
    void lineLongerThanTheBuffer_isSearchedWhole() throws IOException {
        Path file = dir.resolve("long.txt");
        Files.writeString(file, "first\n" + "a".repeat(BUFFER + 1000) + " Heap Exhausted\nlast HEAP EXHAUSTED\n");
        assertThat(grep(file, "(?i)heap exhausted"))
                .extracting(GrepMatch::lineNumber)
                .containsExactly(2, 3);
    }

    @Test
    void nonAsciiLiterals_matchAsJavaRegexDoes() throws IOException {
        Path file = dir.resolve("words.txt");
        Files.writeString(
                file,
                "Straße\nSTRAßE\nSTRASSE\nstra\u1E9Ee\nПривет\nПРИВЕТ\nпривет мир\n\u212Aelvin\nclaſſ\n",
                StandardCharsets.UTF_8);
        // (?i) folds ASCII only: ß and Cyrillic match exactly; (?iu) folds them (but never ß to SS).
        assertThat(grep(file, "(?i)straße")).extracting(GrepMatch::lineNumber).containsExactly(1, 2);
        assertThat(grep(file, "(?iu)straße")).extracting(GrepMatch::lineNumber).containsExactly(1, 2, 4);
        assertThat(grep(file, "(?i)привет")).extracting(GrepMatch::lineNumber).containsExactly(7);
        assertThat(grep(file, "(?iu)привет")).extracting(GrepMatch::lineNumber).containsExactly(5, 6, 7);
        assertThat(grep(file, "(?iu)kelvin")).extracting(GrepMatch::lineNumber).containsExactly(8);
        assertThat(grep(file, "(?i)kelvin")).isEmpty();
        assertThat(grep(file, "(?iu)CLASS")).extracting(GrepMatch::lineNumber).containsExactly(9);
    }

    @Test
    void requirement_keepsOnlyWhatTheByteScanCanFold() {
        assertThat(RequiredLiteral.requirement("(?i)heap exhausted", 0).literals())
                .containsExactly("heap exhausted");
        assertThat(RequiredLiteral.requirement("(?i)straße", 0).literals()).containsExactly("stra");
        assertThat(RequiredLiteral.requirement("(?iu)straße", 0).literals()).containsExactly("tra");
        assertThat(RequiredLiteral.requirement("(?iu)kelvin", 0).literals()).containsExactly("elv");
        assertThat(RequiredLiteral.requirement("(?i)привет", 0)).isNull();
        assertThat(RequiredLiteral.requirement("(?i)(error|warn)ing", 0).literals())
                .containsExactly("error", "warn");
        assertThat(RequiredLiteral.requirement("foo|bar", 0).literals()).containsExactly("foo", "bar");
        assertThat(RequiredLiteral.requirement("(foo)?bar", 0).literals()).containsExactly("bar");
        assertThat(RequiredLiteral.requirement("(?=foo)x", 0)).isNull();
        assertThat(RequiredLiteral.requirement("foo|.", 0)).isNull();
    }
}
