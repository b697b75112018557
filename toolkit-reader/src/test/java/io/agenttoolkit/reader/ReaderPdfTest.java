package io.agenttoolkit.reader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.DeadlineExceededException;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.IsADirectoryException;
import io.agenttoolkit.core.PathNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderPdfTest {
    @TempDir
    static Path dir;

    private Reader reader;

    @BeforeAll
    static void buildPdfs() throws IOException {
        TestPdfs.textPdf(dir.resolve("three.pdf"), 3);
        TestPdfs.textPdf(dir.resolve("long.pdf"), 25);
        TestPdfs.textPdf(dir.resolve("blank.pdf"), 2, 2);
    }

    @BeforeEach
    void setUp() {
        reader = Reader.builder().baseDirectory(dir).build();
    }

    @Test
    void readPdf_wholeDocument_headerAndPageMarkers() {
        assertThat(reader.readPdf("three.pdf"))
                .isEqualTo("[PDF: three.pdf] pages 1-3 of 3\n\n"
                        + "--- Page 1 ---\nPage 1 says hello\nSecond line of page 1\n\n"
                        + "--- Page 2 ---\nPage 2 says hello\nSecond line of page 2\n\n"
                        + "--- Page 3 ---\nPage 3 says hello\nSecond line of page 3");
    }

    @Test
    void readPdf_singlePage3_onlyThatPage() {
        assertThat(reader.readPdf("three.pdf", "3"))
                .isEqualTo("[PDF: three.pdf] pages 3-3 of 3\n\n--- Page 3 ---\nPage 3 says hello\n"
                        + "Second line of page 3");
    }

    @Test
    void readPdf_range1to5_onLongDocument() {
        String text = reader.readPdf("long.pdf", "1-5");
        assertThat(text).startsWith("[PDF: long.pdf] pages 1-5 of 25\n\n--- Page 1 ---\nPage 1 says hello");
        assertThat(text).contains("--- Page 5 ---\nPage 5 says hello").doesNotContain("--- Page 6 ---");
    }

    @Test
    void readPdf_openEnded3_readsToTheEndCappedAt20Pages() {
        String text = reader.readPdf("long.pdf", "3-");
        assertThat(text).startsWith("[PDF: long.pdf] pages 3-22 of 25\n\n--- Page 3 ---\n");
        assertThat(text).contains("--- Page 22 ---").doesNotContain("--- Page 23 ---");
    }

    @Test
    void readPdf_nullPages_readsAtMost20() {
        String text = reader.readPdf("long.pdf", null);
        assertThat(text).startsWith("[PDF: long.pdf] pages 1-20 of 25\n");
        assertThat(text.split("--- Page ")).hasSize(21);
    }

    @Test
    void readPdf_endPastDocument_isClamped() {
        assertThat(reader.readPdf("three.pdf", "2-99")).startsWith("[PDF: three.pdf] pages 2-3 of 3\n\n--- Page 2");
    }

    @Test
    void readPdf_startPastDocument_isInvalidArgument() {
        assertThatThrownBy(() -> reader.readPdf("three.pdf", "4"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid page range: page 4 is past the end of three.pdf (3 pages)");
    }

    @Test
    void readPdf_badForms_areInvalidArgumentsNamingTheRange() {
        assertThatThrownBy(() -> reader.readPdf("three.pdf", "abc"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid page range 'abc': use N, N-M or N- with 1-based page numbers");
        assertThatThrownBy(() -> reader.readPdf("three.pdf", "0"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid page range '0': pages are numbered from 1");
        assertThatThrownBy(() -> reader.readPdf("three.pdf", "5-3"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid page range '5-3': the end page 3 comes before the start page 5");
    }

    @Test
    void readPdf_pageWithoutText_saysSo() {
        assertThat(reader.readPdf("blank.pdf"))
                .isEqualTo("[PDF: blank.pdf] pages 1-2 of 2\n\n--- Page 1 ---\nPage 1 says hello\n"
                        + "Second line of page 1\n\n--- Page 2 ---\n[no text on this page: scanned image?]");
    }

    @Test
    void readPdf_encrypted_isClearError() throws IOException {
        TestPdfs.encryptedPdf(dir.resolve("locked.pdf"));
        assertThatThrownBy(() -> reader.readPdf("locked.pdf"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Cannot read PDF locked.pdf: it is encrypted and needs a password");
    }

    @Test
    void readPdf_notAPdf_isInvalidArgument() throws IOException {
        Files.writeString(dir.resolve("fake.pdf"), "just some text, no PDF here");
        assertThatThrownBy(() -> reader.readPdf("fake.pdf"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageStartingWith("Not a readable PDF: fake.pdf");
    }

    @Test
    void readPdf_missingAndDirectory_areRefused() {
        assertThatThrownBy(() -> reader.readPdf("none.pdf"))
                .isInstanceOf(PathNotFoundException.class)
                .hasMessage("File not found: none.pdf");
        assertThatThrownBy(() -> reader.readPdf(".")).isInstanceOf(IsADirectoryException.class);
    }

    @Test
    void readPdf_characterCap_stopsWithMarker() {
        Reader capped = reader.toBuilder().maxPdfCharacters(40).build();
        String text = capped.readPdf("three.pdf");
        assertThat(text).startsWith("[PDF: three.pdf] pages 1-3 of 3\n\n--- Page 1 ---\nPage 1 says hello");
        assertThat(text).endsWith("[output truncated: the 40-character limit was reached on page 2]");
        assertThat(text).doesNotContain("--- Page 3 ---");
    }

    @Test
    void readPdf_textContentBomb_stopsAtCharacterCap() throws IOException {
        Path bomb = TestPdfs.bombPdf(
                dir.resolve("textbomb.pdf"),
                "BT /F1 12 Tf 72 700 Td (AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA) Tj ET\n",
                80L * 1024 * 1024);
        assertThat(Files.size(bomb)).isLessThan(2L * 1024 * 1024);
        long start = System.nanoTime();

        String text = reader.readPdf("textbomb.pdf");

        assertThat(text).endsWith("[output truncated: the 1000000-character limit was reached on page 1]");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(30));
    }

    @Test
    void readPdf_contentInflatingToHundredsOfMegabytes_isSkippedBeforeDecoding() throws IOException {
        Path bomb = TestPdfs.bombPdf(dir.resolve("bigbomb.pdf"), "0 0 m 1 1 l S\n", 400L * 1024 * 1024);
        assertThat(Files.size(bomb)).isLessThan(5L * 1024 * 1024);
        long start = System.nanoTime();

        assertThat(reader.readPdf("bigbomb.pdf"))
                .isEqualTo("[PDF: bigbomb.pdf] pages 1-1 of 1\n\n--- Page 1 ---\n"
                        + "[page skipped: its content stream inflates to more than 100 MiB]");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void readPdf_endlessOperators_hitTheDeadline() throws IOException {
        TestPdfs.bombPdf(dir.resolve("opbomb.pdf"), "0 0 m 1 1 l S\n", 90L * 1024 * 1024);
        Reader hurried = reader.toBuilder().pdfTimeout(Duration.ofMillis(500)).build();
        long start = System.nanoTime();

        assertThatThrownBy(() -> hurried.readPdf("opbomb.pdf"))
                .isInstanceOf(DeadlineExceededException.class)
                .hasMessage("Reading opbomb.pdf took longer than the 500 ms deadline");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(15));
    }

    @Test
    void readPdf_fileReplacedBetweenCalls_readsTheNewContent() throws IOException {
        Path file = TestPdfs.textPdf(dir.resolve("changing.pdf"), 2);
        assertThat(reader.readPdf("changing.pdf")).startsWith("[PDF: changing.pdf] pages 1-2 of 2");

        TestPdfs.textPdf(dir.resolve("changing.pdf"), 4);
        Files.setLastModifiedTime(
                file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5_000));

        assertThat(reader.readPdf("changing.pdf")).startsWith("[PDF: changing.pdf] pages 1-4 of 4");
        assertThat(reader.readPdf("changing.pdf", "4")).endsWith("Page 4 says hello\nSecond line of page 4");
    }
}
