package io.agenttoolkit.web.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Snapshot tests: the Markdown of 50 benchmark pages (see {@code src/test/resources/golden/NOTICE.md}) must stay
 * what it was. A change to the engine that alters any of them fails here with the first line that differs. To
 * accept the new output after review, run
 * {@code ./mvnw -B -o -pl toolkit-web -am test -Dtest=GoldenPagesTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dsnapshots.update=true}: the expected files under {@code src/test/resources/golden/expected} are rewritten, and
 * {@code git diff} shows what changed.
 */
class GoldenPagesTest {

    private static final String ROOT = "/golden/";

    /** Where the expected files live in the source tree, for {@code -Dsnapshots.update=true}. */
    private static final Path EXPECTED_SOURCES = Path.of("src", "test", "resources", "golden", "expected");

    private static final ContentExtractor EXTRACTOR = ContentExtractor.create();

    private record GoldenPage(String id, String type, URI url) {}

    @TestFactory
    Stream<DynamicTest> extract_goldenPage_matchesItsSnapshot() {
        boolean update = Boolean.getBoolean("snapshots.update");
        return pages().stream()
                .map(page -> DynamicTest.dynamicTest(page.id() + " (" + page.type() + ")", () -> {
                    String actual =
                            EXTRACTOR.extract(html(page.id()), page.url()).markdown();
                    if (update) {
                        Files.createDirectories(EXPECTED_SOURCES);
                        Files.writeString(EXPECTED_SOURCES.resolve(page.id() + ".md"), actual, StandardCharsets.UTF_8);
                        return;
                    }
                    String expected = resource("expected/" + page.id() + ".md");
                    if (!actual.equals(expected)) {
                        throw new AssertionError(
                                page.id() + ": output changed; " + firstDifference(expected, actual)
                                        + "\nAccept with -Dsnapshots.update=true after review (see GoldenPagesTest's javadoc).");
                    }
                }));
    }

    @Test
    void goldenPages_coverEveryPageTypeOfTheBenchmark() {
        assertThat(pages()).hasSize(50);
        assertThat(pages().stream().map(GoldenPage::type).distinct())
                .containsExactlyInAnyOrder(
                        "article",
                        "service",
                        "forum",
                        "documentation",
                        "listing",
                        "collection",
                        "product",
                        "trafilatura");
    }

    private static String firstDifference(String expected, String actual) {
        String[] want = expected.split("\n", -1);
        String[] got = actual.split("\n", -1);
        for (int i = 0; i < Math.max(want.length, got.length); i++) {
            String a = i < want.length ? want[i] : "<end>";
            String b = i < got.length ? got[i] : "<end>";
            if (!a.equals(b)) {
                return "line " + (i + 1) + "\n  expected: " + a + "\n  actual:   " + b;
            }
        }
        return "same lines, different length";
    }

    private static List<GoldenPage> pages() {
        List<GoldenPage> pages = new ArrayList<>();
        for (String line : resource("pages.tsv").split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split("\t");
            pages.add(new GoldenPage(fields[0], fields[1], URI.create(fields[3])));
        }
        return pages;
    }

    private static String html(String id) throws IOException {
        try (InputStream in = GoldenPagesTest.class.getResourceAsStream(ROOT + "pages/" + id + ".html.gz")) {
            if (in == null) {
                throw new IOException("missing test resource " + ROOT + "pages/" + id + ".html.gz");
            }
            return new String(new GZIPInputStream(in).readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String resource(String name) {
        try (InputStream in = GoldenPagesTest.class.getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + ROOT + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
