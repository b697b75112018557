package io.agenttoolkit.reader;

import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.DeadlineExceededException;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.IsADirectoryException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PathSandbox;
import io.agenttoolkit.core.PermissionDeniedException;
import io.agenttoolkit.core.TooLargeException;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import io.agenttoolkit.reader.internal.ImageEncoder;
import io.agenttoolkit.reader.internal.ImageFormat;
import io.agenttoolkit.reader.internal.NotebookRenderer;
import io.agenttoolkit.reader.internal.OpenPdfDocuments;
import io.agenttoolkit.reader.internal.PageRange;
import io.agenttoolkit.reader.internal.PdfTextReader;
import io.agenttoolkit.reader.internal.SourceFiles;
import io.agenttoolkit.reader.internal.TextFileReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads files for an agent: text with line numbers, Jupyter notebooks, the text of PDF pages, and images as content
 * blocks (the {@code reader} tools of the specification §4.5–4.8).
 *
 * <p>Paths are resolved against {@link Builder#baseDirectory(Path)}; with {@link Builder#allowedRoots(Path...)} set,
 * symbolic links are followed and every path must lie inside a root. Every read is bounded: text and notebooks by
 * {@link Builder#maxFileSize(long)} (counted while reading), PDFs by a deadline and a character cap, images by their
 * declared pixel count. Instances are immutable and thread-safe.
 */
public final class Reader {
    /** The default {@code max_size} of {@link #readImage(String, long)}: 5 MiB of base64. */
    public static final long DEFAULT_MAX_IMAGE_SIZE = 5L * 1024 * 1024;

    private final Builder settings;
    private final PathSandbox sandbox;
    private final OpenPdfDocuments openPdfs = new OpenPdfDocuments();

    private Reader(Builder builder, PathSandbox sandbox) {
        this.settings = builder.copy();
        this.sandbox = sandbox;
    }

    /** Returns a builder with the defaults: working directory as base, no roots, 10 MiB, 30 s. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a reader with the defaults of {@link #builder()}. */
    public static Reader create() {
        return builder().build();
    }

    /** Returns a builder holding this reader's settings, to build a variant. */
    public Builder toBuilder() {
        return settings.copy();
    }

    /**
     * Returns up to 2000 lines of a text file from its first line; see {@link #read(String, int, Integer)}.
     *
     * @throws PathNotFoundException when the file does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws TooLargeException when the file is larger than the size limit
     * @throws PermissionDeniedException when the path lies outside the allowed roots
     */
    public String read(String path) {
        return read(path, 1, null);
    }

    /**
     * Returns lines of a text file with line numbers: a header {@code [<path>] lines <first>-<last> of <total>}, with
     * {@code  (use offset=<next> to read more)} when lines remain, then each line as {@code <n> | <text>} with the
     * numbers right-aligned. The file is read as UTF-8 (malformed bytes replaced, a byte-order mark dropped); lines end
     * at {@code \n}, {@code \r\n} or {@code \r}; a line longer than 2000 characters is cut with a marker saying how
     * many characters were left out. An offset past the last line gives a header that says so and no lines.
     *
     * @param offset the first line to show, 1-based
     * @param limit the most lines to show; null means 2000
     * @throws InvalidArgumentException when {@code offset} or {@code limit} is below 1
     * @throws PathNotFoundException when the file does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws TooLargeException when the file holds more than {@link Builder#maxFileSize(long)} bytes
     * @throws PermissionDeniedException when the path lies outside the allowed roots
     */
    @ToolMethod(
            name = "read",
            description = "Read a text file with line numbers. Returns a header '[path] lines A-B of N' (with a hint"
                    + " when more lines remain) and each line as '<n> | <text>'. Use offset and limit to page"
                    + " through long files.")
    public String read(
            @Param(value = "path", description = "Path of the text file") String path,
            @Param(
                            value = "offset",
                            description = "First line to read, 1-based",
                            required = false,
                            defaultValue = "1",
                            minimum = 1)
                    int offset,
            @Param(value = "limit", description = "Most lines to read; null means 2000", required = false, minimum = 1)
                    @Nullable
                    Integer limit) {
        if (offset < 1) {
            throw new InvalidArgumentException("offset must be >= 1, got " + offset);
        }
        if (limit != null && limit < 1) {
            throw new InvalidArgumentException("limit must be >= 1, got " + limit);
        }
        Path file = SourceFiles.existingFile(sandbox, path);
        SourceFiles.Content content = SourceFiles.readBounded(file, path, settings.maxFileSize);
        return TextFileReader.render(
                content.data(), content.length(), path, offset, limit == null ? TextFileReader.DEFAULT_LIMIT : limit);
    }

    /**
     * Returns a Jupyter notebook as text: {@code [Notebook: <file name>]}, then each cell as {@code --- Cell <n>
     * [markdown|code|raw] ---} and its source, code fenced with the kernel's language, and each output after
     * {@code Output:} (stream text, {@code text/plain} results, {@code <ename>: <evalue>} for errors, markers for
     * images and HTML), each output capped at 10 KB.
     *
     * @throws InvalidArgumentException when the file is not JSON, is nested too deeply, or has no {@code cells}
     * @throws PathNotFoundException when the file does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws TooLargeException when the file is larger than the size limit
     * @throws PermissionDeniedException when the path lies outside the allowed roots
     */
    @ToolMethod(
            name = "read_notebook",
            description = "Read a Jupyter notebook (.ipynb): every cell with its source and the text of its outputs.")
    public String readNotebook(@Param(value = "path", description = "Path of the .ipynb file") String path) {
        Path file = SourceFiles.existingFile(sandbox, path);
        SourceFiles.Content content = SourceFiles.readBounded(file, path, settings.maxFileSize);
        return NotebookRenderer.render(content.data(), content.length(), fileName(path), path);
    }

    /**
     * Returns the text of the first 20 pages of a PDF; see {@link #readPdf(String, String)}.
     *
     * @throws InvalidArgumentException when the file is not a readable PDF or is encrypted
     * @throws PathNotFoundException when the file does not exist
     * @throws DeadlineExceededException when extraction takes longer than the deadline
     */
    public String readPdf(String path) {
        return readPdf(path, null);
    }

    /**
     * Returns the text of PDF pages: a header {@code [PDF: <file name>] pages <first>-<last> of <total>}, then for
     * each page a blank line, {@code --- Page <n> ---} and its text in reading order, or {@code [no text on this page:
     * scanned image?]}. At most 20 pages a call; the end of the range is clamped to the document. When the character
     * cap is reached the text stops with a marker.
     *
     * @param pages {@code N}, {@code N-M} or {@code N-}; null means from the first page
     * @throws InvalidArgumentException when {@code pages} has another form, starts at 0 or after the last page, ends
     *     before it starts, or the file is not a readable PDF or is encrypted
     * @throws PathNotFoundException when the file does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws DeadlineExceededException when extraction takes longer than {@link Builder#pdfTimeout(Duration)}
     * @throws PermissionDeniedException when the path lies outside the allowed roots
     */
    @ToolMethod(
            name = "read_pdf",
            description = "Extract the text of a PDF, page by page with '--- Page n ---' markers, at most 20 pages"
                    + " per call.")
    public String readPdf(
            @Param(value = "path", description = "Path of the PDF file") String path,
            @Param(
                            value = "pages",
                            description = "Page range such as '3', '1-5' or '10-' (to the end); null reads from"
                                    + " page 1. At most 20 pages per call.",
                            required = false)
                    @Nullable
                    String pages) {
        PageRange range = PageRange.parse(pages);
        Path file = SourceFiles.existingFile(sandbox, path);
        return PdfTextReader.read(
                openPdfs, file, fileName(path), range, settings.pdfTimeout, settings.maxPdfCharacters);
    }

    /**
     * Returns an image as two content blocks, shrunk to fit 5 MiB of base64; see {@link #readImage(String, long)}.
     *
     * @throws InvalidArgumentException when the extension or the content is not a supported image format
     * @throws PathNotFoundException when the file does not exist
     * @throws TooLargeException when the image declares too many pixels
     */
    public List<ContentBlock> readImage(String path) {
        return readImage(path, DEFAULT_MAX_IMAGE_SIZE);
    }

    /**
     * Returns an image as two content blocks: text {@code [Image: <file name> (<media type>, <size> bytes)]} and the
     * image as base64. When the base64 form is longer than {@code maxSize}, the image is re-encoded with falling
     * quality and then scaled down until it fits (PNG kept when scaling alone gets there, JPEG otherwise); the text
     * block names the type and size of the image actually returned.
     *
     * @param maxSize the most base64 characters the image block may hold
     * @throws InvalidArgumentException when {@code maxSize} is below 1, the extension is not {@code .png .jpg .jpeg
     *     .gif .webp}, or the content is not an image of a supported format
     * @throws PathNotFoundException when the file does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws TooLargeException when the image declares more than 100 megapixels or a side over 30,000 px, the file
     *     is larger than {@link Builder#maxImageFileSize(long)}, or no encoding fits {@code maxSize}
     * @throws PermissionDeniedException when the path lies outside the allowed roots
     */
    @ToolMethod(
            name = "read_image",
            description = "Read an image (.png, .jpg, .jpeg, .gif, .webp) as an image content block, downscaled to"
                    + " fit max_size bytes of base64.")
    public List<ContentBlock> readImage(
            @Param(value = "path", description = "Path of the image file") String path,
            @Param(
                            value = "max_size",
                            description = "Maximum base64-encoded size in bytes",
                            required = false,
                            defaultValue = "5242880",
                            minimum = 1)
                    long maxSize) {
        if (maxSize < 1) {
            throw new InvalidArgumentException("max_size must be >= 1, got " + maxSize);
        }
        Path file = sandbox.resolve(path);
        String name = fileName(path);
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot);
        ImageFormat declared = ImageFormat.ofExtension(extension);
        if (declared == null) {
            throw new InvalidArgumentException(
                    "Unsupported image format: '" + extension + "'. Supported: " + ImageFormat.SUPPORTED_EXTENSIONS);
        }
        file = SourceFiles.existingFile(sandbox, path);
        SourceFiles.Content content = SourceFiles.readBounded(file, path, settings.maxImageFileSize);
        return ImageEncoder.encode(content.data(), content.length(), name, declared, maxSize);
    }

    private static String fileName(String path) {
        String trimmed = path;
        while (trimmed.length() > 1 && (trimmed.endsWith("/") || trimmed.endsWith("\\"))) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        int slash = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
        return trimmed.substring(slash + 1);
    }

    @Override
    public String toString() {
        return "Reader{" + sandbox + ", maxFileSize=" + settings.maxFileSize + "}";
    }

    /**
     * Configures a {@link Reader}. Not thread-safe; {@link #build()} validates the settings and copies them.
     */
    public static final class Builder {
        private static final long MAX_ARRAY = Integer.MAX_VALUE - 16;

        private Path baseDirectory = Path.of("");
        private List<Path> allowedRoots = List.of();
        private long maxFileSize = 10L * 1024 * 1024;
        private long maxImageFileSize = 50L * 1024 * 1024;
        private Duration pdfTimeout = Duration.ofSeconds(30);
        private long maxPdfCharacters = 1_000_000;

        private Builder() {}

        private Builder copy() {
            Builder copy = new Builder();
            copy.baseDirectory = baseDirectory;
            copy.allowedRoots = allowedRoots;
            copy.maxFileSize = maxFileSize;
            copy.maxImageFileSize = maxImageFileSize;
            copy.pdfTimeout = pdfTimeout;
            copy.maxPdfCharacters = maxPdfCharacters;
            return copy;
        }

        /** Sets what relative paths mean; default the working directory. Returns this builder. */
        public Builder baseDirectory(Path baseDirectory) {
            this.baseDirectory = Objects.requireNonNull(baseDirectory, "baseDirectory");
            return this;
        }

        /**
         * Confines every path to these directories (symbolic links resolved); none, the default, allows every path.
         * Returns this builder.
         */
        public Builder allowedRoots(Path... allowedRoots) {
            return allowedRoots(Arrays.asList(allowedRoots));
        }

        /** Like {@link #allowedRoots(Path...)}, from a collection. Returns this builder. */
        public Builder allowedRoots(Collection<? extends Path> allowedRoots) {
            this.allowedRoots = List.copyOf(allowedRoots);
            return this;
        }

        /** Sets the most bytes {@code read} and {@code read_notebook} accept; default 10 MiB. Returns this builder. */
        public Builder maxFileSize(long maxFileSize) {
            this.maxFileSize = maxFileSize;
            return this;
        }

        /** Sets the most bytes an image file may have; default 50 MiB. Returns this builder. */
        public Builder maxImageFileSize(long maxImageFileSize) {
            this.maxImageFileSize = maxImageFileSize;
            return this;
        }

        /** Sets how long one {@code read_pdf} call may extract text; default 30 s. Returns this builder. */
        public Builder pdfTimeout(Duration pdfTimeout) {
            this.pdfTimeout = Objects.requireNonNull(pdfTimeout, "pdfTimeout");
            return this;
        }

        /**
         * Sets the most characters one {@code read_pdf} call extracts before it stops with a marker; default
         * 1,000,000. Returns this builder.
         */
        public Builder maxPdfCharacters(long maxPdfCharacters) {
            this.maxPdfCharacters = maxPdfCharacters;
            return this;
        }

        /**
         * Returns a reader with these settings.
         *
         * @throws IllegalArgumentException when a size or the timeout is not positive, a size exceeds 2 GiB, or an
         *     allowed root does not exist, is not a directory, or is {@code /}, {@code /proc}, {@code /sys} or
         *     {@code /dev}
         */
        public Reader build() {
            checkSize("maxFileSize", maxFileSize);
            checkSize("maxImageFileSize", maxImageFileSize);
            if (pdfTimeout.isNegative() || pdfTimeout.isZero()) {
                throw new IllegalArgumentException("pdfTimeout must be positive, got " + pdfTimeout);
            }
            if (maxPdfCharacters < 1) {
                throw new IllegalArgumentException("maxPdfCharacters must be >= 1, got " + maxPdfCharacters);
            }
            return new Reader(this, PathSandbox.of(baseDirectory, allowedRoots));
        }

        private static void checkSize(String name, long value) {
            if (value < 1 || value > MAX_ARRAY) {
                throw new IllegalArgumentException(
                        name + " must be between 1 and " + MAX_ARRAY + " bytes, got " + value);
            }
        }
    }
}
