package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.fs.GrepMatch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grep engine (literal and caseless prefilters, block matching, threads) against the plainest possible reference:
 * every file read whole, split at {@code \n}, each line decoded and matched with {@code java.util.regex} on its own.
 */
class GrepDifferentialTest {
    private static final String[] WORDS = {
        "heap",
        "exhausted",
        "HEAP",
        "Exhausted",
        "hEaP",
        "eXhAuStEd",
        "straße",
        "STRASSE",
        "Straße",
        "strasse",
        "привет",
        "ПРИВЕТ",
        "Привет",
        "\u212Aelvin",
        "kelvin",
        "KELVIN",
        "claſſ",
        "class",
        "CLASS",
        "error",
        "warn",
        "warning",
        "ERRORING",
        "foo",
        "bar",
        "int",
        "import",
        "123456abcdef",
        "987654",
        "qwerty",
        "x",
        "\"quoted\"",
        "a",
        "b",
        "c",
        "\t",
        "  ",
        "é",
        "ß",
        "end",
        "Exception",
        "IOException",
        "user@mail.com",
        "3.14",
        "\u00A0",
        "\u2028",
        "\r",
        "\u0130",
        "\u0131",
        "ı",
        "İstanbul",
        "istanbul",
        "ſtrange",
        "ÄÖÜ",
        "ééé",
        "\u212Aelvin"
    };

    private static final String[] PATTERNS = {
        "(?i)heap exhausted",
        "(?iu)heap exhausted",
        "(?i)straße",
        "(?iu)straße",
        "(?i)STRASSE",
        "(?i)привет",
        "(?iu)привет",
        "(?i)kelvin",
        "(?iu)kelvin",
        "(?iu)class",
        "(?i)class",
        "(?iu)istanbul",
        "(?i)İstanbul",
        "foo|bar",
        "(error|warn)ing",
        "(?i)(error|warn)ing",
        "(?i)error|exception",
        "(?:foo|qwerty)+ x",
        "[0-9]{6}[a-z]{6}",
        "^\\s*import",
        "\"[^\"]*\"",
        "\\bint\\b",
        "x$",
        "^$",
        "a\\s+b",
        "[^a-z]{3}",
        "\\d+\\.\\d+",
        "(?m)^end$",
        "é",
        "ß",
        "[A-Z][a-z]+Exception",
        "(?i)e x",
        "\\w+@\\w+\\.com",
        "\\t",
        "(a|b)+c",
        "[\\t-\\r]x",
        "[^-a]b",
        "c\\s*$",
        "^[^ ]+ [^ ]+$",
        "(?i)^HEAP",
        "\\S+ß",
        "(?u)ПРИВЕТ|foo",
        "ex(haus)?ted",
        "(?<=a )b",
        "a(?= b)",
        "\\Aheap",
        "heap\\z",
        "(?s)a.b",
        "\\p{Lu}{3}",
        "[\\w&&[^a-z]]{4}",
        "warn(ing)?",
        "\\x41",
        "(x|y|z)",
        "\\d{3}",
        "(?i)[a-z]{5}\\d",
        "(?iu)[k][a-z]{4}",
        "(?iu)[a-z]{5}",
        "[^\\x00-\\x7f]{2}",
        "\\w{7,}",
        "é{2}",
        "[ä-ü]{3}",
        "\\b\\d{6}\\b",
        "[A-Z]{3,}\\s",
        "x{3}|y"
    };

    @TempDir
    static Path dir;

    @BeforeAll
    static void createTree() throws IOException {
        Random random = new Random(19);
        for (int f = 0; f < 60; f++) {
            StringBuilder text = new StringBuilder();
            int lines = f == 7 ? 40_000 : random.nextInt(120);
            String ending = f % 5 == 0 ? "\r\n" : "\n";
            for (int line = 0; line < lines; line++) {
                int words = random.nextInt(9);
                for (int w = 0; w < words; w++) {
                    text.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(4) == 0 ? "" : " ");
                }
                text.append(ending);
            }
            if (f % 3 == 0 && text.length() > 0) {
                text.setLength(text.length() - ending.length()); // no line break at the end
            }
            byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
            if (f % 11 == 4) {
                byte[] withBom = new byte[bytes.length + 3];
                withBom[0] = (byte) 0xEF;
                withBom[1] = (byte) 0xBB;
                withBom[2] = (byte) 0xBF;
                System.arraycopy(bytes, 0, withBom, 3, bytes.length);
                bytes = withBom;
            }
            if (f % 13 == 6 && bytes.length > 10) {
                bytes[bytes.length / 2] = (byte) 0xC3; // a broken UTF-8 sequence
            }
            Path file = dir.resolve("d" + (f % 4) + "/f" + f + ".txt");
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
        }
    }

    @Test
    void everyPattern_findsWhatPlainPerLineMatchingFinds() throws IOException {
        for (String regex : PATTERNS) {
            Pattern pattern = Pattern.compile(regex);
            List<GrepMatch> expected = reference(pattern, 200);
            for (int parallelism : new int[] {1, 2}) {
                GrepEngine.Outcome outcome = GrepEngine.searchDirectory(
                        dir, true, null, pattern, 200, Deadline.after(Duration.ofMinutes(2)), parallelism, 0);
                assertThat(outcome.deadlineReached()).isFalse();
                assertThat(outcome.matches())
                        .as("%s with %d threads", regex, parallelism)
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void someCaselessAndNonAsciiPatterns_reallyMatch() throws IOException {
        // Guards the comparison above against testing nothing: these patterns must find lines in the tree.
        for (String regex : new String[] {
            "(?i)heap exhausted", "(?iu)straße", "(?i)привет", "(?iu)привет", "(?iu)kelvin", "[0-9]{6}[a-z]{6}"
        }) {
            assertThat(reference(Pattern.compile(regex), 200)).as(regex).isNotEmpty();
        }
        // (?iu) folds U+212A KELVIN SIGN to k: the byte prefilter must not lose that line.
        assertThat(reference(Pattern.compile("(?iu)kelvin"), 200))
                .anyMatch(m -> m.content().contains("\u212Aelvin"));
    }

    /** The first {@code max} matches, in sorted path order, of plain per-line matching. */
    private static List<GrepMatch> reference(Pattern pattern, int max) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(Files::isRegularFile)
                    .sorted(Comparator.comparing(
                            p -> Arrays.asList(dir.relativize(p).toString().split("/")),
                            GrepDifferentialTest::compareNames))
                    .toList();
        }
        List<GrepMatch> found = new ArrayList<>();
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            String name = dir.relativize(file).toString();
            int start = 0;
            int number = 1;
            while (start < bytes.length) {
                int end = start;
                while (end < bytes.length && bytes[end] != '\n') {
                    end++;
                }
                int from = start;
                int to = end;
                if (to > from && bytes[to - 1] == '\r') {
                    to--;
                }
                if (start == 0
                        && to - from >= 3
                        && bytes[0] == (byte) 0xEF
                        && bytes[1] == (byte) 0xBB
                        && bytes[2] == (byte) 0xBF) {
                    from += 3;
                }
                String line = new String(bytes, from, to - from, StandardCharsets.UTF_8);
                Matcher matcher = pattern.matcher(line);
                if (matcher.find()) {
                    found.add(
                            new GrepMatch(name, number, LineContent.around(line, matcher.start(), matcher.end(), 500)));
                    if (found.size() == max) {
                        return found;
                    }
                }
                number++;
                start = end + 1;
            }
        }
        return found;
    }

    private static int compareNames(List<String> a, List<String> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
