package io.agenttoolkit.reader.internal;

import io.agenttoolkit.core.DeadlineExceededException;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.ToolException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;

/**
 * Extracts the text of a range of PDF pages with PDFBox, page by page, with page markers.
 *
 * <p>The file is read through a buffered random-access file and PDFBox's temp-file stream cache, so a large file does
 * not need its size in heap. Only the wanted pages are taken from the page tree. A deadline, a character budget and a
 * cap on the inflated size of a page's content bound the work a hostile content stream can cause.
 */
public final class PdfTextReader {
    /** The most pages one call returns. */
    public static final int MAX_PAGES = 20;

    /** Shown for a page whose content holds no text. */
    public static final String NO_TEXT = "[no text on this page: scanned image?]";

    /** The most bytes a page's Flate-compressed content may inflate to before the page is skipped. */
    static final long MAX_PAGE_CONTENT_BYTES = 100L * 1024 * 1024;

    static final String CONTENT_TOO_LARGE =
            "[page skipped: its content stream inflates to more than " + (MAX_PAGE_CONTENT_BYTES >> 20) + " MiB]";

    private PdfTextReader() {}

    /**
     * Returns whether the page's Flate-compressed content inflates to more than {@link #MAX_PAGE_CONTENT_BYTES},
     * counted while inflating with a small buffer. PDFBox decodes a whole content stream into memory before parsing
     * it, so a compressed-content bomb is refused here before it gets that far. Streams with other filters are left to
     * the deadline and the character cap.
     */
    private static boolean inflatesBeyondLimit(PDPage page) throws IOException {
        COSBase contents = page.getCOSObject().getDictionaryObject(COSName.CONTENTS);
        List<COSStream> streams = new ArrayList<>();
        if (contents instanceof COSStream stream) {
            streams.add(stream);
        } else if (contents instanceof COSArray array) {
            for (int i = 0; i < array.size(); i++) {
                if (array.getObject(i) instanceof COSStream stream) {
                    streams.add(stream);
                }
            }
        }
        long total = 0;
        byte[] buffer = new byte[64 * 1024];
        for (COSStream stream : streams) {
            if (!isFlateOnly(stream.getFilters())) {
                continue;
            }
            Inflater inflater = new Inflater();
            try (InputStream raw = stream.createRawInputStream();
                    InputStream inflated = new InflaterInputStream(raw, inflater, buffer.length)) {
                int read;
                while ((read = inflated.read(buffer)) > 0) {
                    total += read;
                    if (total > MAX_PAGE_CONTENT_BYTES) {
                        return true;
                    }
                }
            } catch (IOException e) {
                // A damaged stream is PDFBox's to report (it recovers what it can); only size matters here.
            } finally {
                inflater.end();
            }
        }
        return false;
    }

    private static boolean isFlateOnly(COSBase filters) {
        COSBase filter = filters instanceof COSArray array && array.size() == 1 ? array.getObject(0) : filters;
        return COSName.FLATE_DECODE.equals(filter) || COSName.FLATE_DECODE_ABBREVIATION.equals(filter);
    }

    /**
     * Returns the header and the text of the pages in {@code range} (at most {@value #MAX_PAGES}, the end clamped to
     * the document).
     *
     * @throws InvalidArgumentException when the file is not a readable PDF, is encrypted, or the range starts after
     *     the last page
     * @throws DeadlineExceededException when extraction takes longer than {@code timeout}
     */
    public static String read(
            OpenPdfDocuments documents,
            Path file,
            String fileName,
            PageRange range,
            Duration timeout,
            long maxCharacters) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try (OpenPdfDocuments.Lease lease = documents.open(file, fileName)) {
            try {
                return extract(lease.document(), fileName, range, timeout, deadline, maxCharacters);
            } catch (RuntimeException e) {
                lease.failed();
                throw e;
            }
        }
    }

    private static String extract(
            PDDocument document,
            String fileName,
            PageRange range,
            Duration timeout,
            long deadline,
            long maxCharacters) {
        try {
            int total = document.getNumberOfPages();
            if (total == 0) {
                return "[PDF: " + fileName + "] the document has no pages";
            }
            if (range.first() > total) {
                throw new InvalidArgumentException("Invalid page range: page " + range.first() + " is past the end of "
                        + fileName + " (" + total + (total == 1 ? " page)" : " pages)"));
            }
            int first = range.first();
            int last = (int) Math.min(Math.min(range.last(), total), (long) first + MAX_PAGES - 1);
            StringBuilder out = new StringBuilder("[PDF: ")
                    .append(fileName)
                    .append("] pages ")
                    .append(first)
                    .append('-')
                    .append(last)
                    .append(" of ")
                    .append(total);
            String timeoutMessage = "Reading " + fileName + " took longer than the " + describe(timeout) + " deadline";
            PageTextStripper stripper = new PageTextStripper(deadline, timeoutMessage, maxCharacters);
            for (int number = first; number <= last; number++) {
                PDPage page = document.getPage(number - 1);
                out.append("\n\n--- Page ").append(number).append(" ---\n");
                if (inflatesBeyondLimit(page)) {
                    out.append(CONTENT_TOO_LARGE);
                    continue;
                }
                String text = stripper.pageText(document, page).strip();
                out.append(text.isEmpty() && !stripper.budgetExhausted() ? NO_TEXT : text);
                if (stripper.budgetExhausted()) {
                    out.append("\n\n[output truncated: the ")
                            .append(maxCharacters)
                            .append("-character limit was reached on page ")
                            .append(number)
                            .append(']');
                    break;
                }
            }
            return out.toString();
        } catch (IOException e) {
            throw new InvalidArgumentException("Cannot read PDF " + fileName + ": " + e.getMessage(), e);
        } catch (ToolException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new InvalidArgumentException("Cannot read PDF " + fileName + ": " + e, e);
        }
    }

    private static String describe(Duration timeout) {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? (millis / 1000) + " s" : millis + " ms";
    }
}
