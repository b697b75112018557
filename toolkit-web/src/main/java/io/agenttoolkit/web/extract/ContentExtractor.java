package io.agenttoolkit.web.extract;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.fetch.internal.Sufficiency;
import io.agenttoolkit.web.fetch.internal.extract.Extraction;
import io.agenttoolkit.web.fetch.internal.extract.ExtractionOptions;
import io.agenttoolkit.web.fetch.internal.extract.HtmlExtractor;
import io.agenttoolkit.web.fetch.internal.extract.PageMetadata;
import java.net.URI;
import org.jspecify.annotations.Nullable;

/**
 * Extracts the main content of HTML you already have (from your own crawler, a headless browser, a file) as
 * Markdown: the engine the {@link io.agenttoolkit.web.fetch.Fetcher} uses for its local stage, without a network
 * fetch. Immutable and thread-safe; build one and share it.
 *
 * <pre>{@code
 * ContentExtractor extractor = ContentExtractor.create();
 * ExtractedContent content = extractor.extract(html, URI.create("https://example.com/post"));
 * content.markdown();   // "# Title\n\nFirst paragraph ..."
 * }</pre>
 *
 * <p>The engine is a declared list of stages (cleaning, candidate scoring, widening, pruning rules, rendering, the
 * pick between its two strategies, Markdown line filters); {@link Builder#trace(boolean)} records what each removed.
 */
public final class ContentExtractor {

    /** The default bound on the HTML's size: 10 MiB of UTF-8, the Fetcher's default body bound. */
    public static final long DEFAULT_MAX_INPUT_BYTES = 10L * 1024 * 1024;

    /** Characters at the start of the input inspected for binary data. */
    private static final int BINARY_SAMPLE = 8192;

    /** Share of control characters in the sample above which the input is binary, not HTML. */
    private static final double BINARY_SHARE = 0.1;

    private static final HtmlExtractor ENGINE = HtmlExtractor.create();

    private final boolean includeComments;
    private final boolean includeLinks;
    private final boolean includeImages;
    private final boolean includeTables;
    private final long maxInputBytes;
    private final boolean trace;
    private final ExtractionStrategy strategy;
    private final ExtractionOptions options;
    private final HtmlExtractor.Mode mode;

    private ContentExtractor(Builder builder) {
        this.includeComments = builder.includeComments;
        this.includeLinks = builder.includeLinks;
        this.includeImages = builder.includeImages;
        this.includeTables = builder.includeTables;
        this.maxInputBytes = builder.maxInputBytes;
        this.trace = builder.trace;
        this.strategy = builder.strategy;
        this.options = new ExtractionOptions(includeComments, includeLinks, includeImages, includeTables, trace);
        this.mode = HtmlExtractor.Mode.valueOf(strategy.name());
    }

    /** Returns an extractor with the defaults: no comments; links, pictures and tables kept; 10 MiB; no trace. */
    public static ContentExtractor create() {
        return builder().build();
    }

    /** Returns a builder with the defaults of {@link #create()}. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a builder holding this extractor's settings, for a variant of it. */
    public Builder toBuilder() {
        Builder builder = new Builder();
        builder.includeComments = includeComments;
        builder.includeLinks = includeLinks;
        builder.includeImages = includeImages;
        builder.includeTables = includeTables;
        builder.maxInputBytes = maxInputBytes;
        builder.trace = trace;
        builder.strategy = strategy;
        return builder;
    }

    /**
     * Returns the main content of the HTML, with links and pictures made absolute against {@code baseUrl}. HTML over
     * {@code maxInputBytes} (UTF-8) is cut to that size first ({@link ExtractedContent#inputTruncated()}); nesting
     * deeper than the parser's bound (256 levels) is flattened, so no input overflows the stack. Empty or blank HTML
     * gives empty content of quality {@code low}.
     *
     * @param html the page's HTML
     * @param baseUrl the page's address, against which relative links resolve; null leaves them relative
     * @throws InvalidArgumentException when {@code html} is null, looks like binary data (NUL bytes, or more than a
     *     tenth control characters at its start), or {@code baseUrl} is not absolute
     */
    public ExtractedContent extract(String html, @Nullable URI baseUrl) {
        if (html == null) {
            throw new InvalidArgumentException("html must not be null");
        }
        if (baseUrl != null && !baseUrl.isAbsolute()) {
            throw new InvalidArgumentException("baseUrl must be an absolute URI, got '" + baseUrl + "'");
        }
        rejectBinary(html);
        String input = html;
        boolean truncated = false;
        int cut = cutIndex(html, maxInputBytes);
        if (cut < html.length()) {
            input = html.substring(0, cut);
            truncated = true;
        }
        Extraction extraction = ENGINE.extract(input, baseUrl == null ? "" : baseUrl.toString(), mode, options);
        String problem = Sufficiency.problem(extraction.markdown(), extraction.readabilityScore());
        PageMetadata metadata = extraction.metadata();
        return new ExtractedContent(
                extraction.markdown(),
                extraction.title(),
                metadata.byline(),
                metadata.published(),
                metadata.language(),
                extraction.strategy(),
                extraction.readabilityScore(),
                problem == null ? ExtractedContent.HIGH : ExtractedContent.LOW,
                problem,
                truncated,
                extraction.trace());
    }

    /** Returns the main content of the HTML with relative links left as they are: {@code extract(html, null)}. */
    public ExtractedContent extract(String html) {
        return extract(html, null);
    }

    /** Returns the bound on the HTML's size in UTF-8 bytes. */
    public long maxInputBytes() {
        return maxInputBytes;
    }

    /** Returns the strategy this extractor runs. */
    public ExtractionStrategy strategy() {
        return strategy;
    }

    /** Returns whether this extractor records a trace. */
    public boolean traces() {
        return trace;
    }

    private static void rejectBinary(String html) {
        int sample = Math.min(html.length(), BINARY_SAMPLE);
        int controls = 0;
        for (int i = 0; i < sample; i++) {
            char c = html.charAt(i);
            if (c == 0) {
                throw new InvalidArgumentException(
                        "html looks like binary data: a NUL character at index " + i + " of " + html.length());
            }
            if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') {
                controls++;
            }
        }
        if (sample > 0 && controls > BINARY_SHARE * sample) {
            throw new InvalidArgumentException(
                    "html looks like binary data: " + controls + " control characters in its first " + sample);
        }
    }

    /** Returns the index before which the text takes at most {@code maxBytes} in UTF-8, never inside a pair. */
    private static int cutIndex(String text, long maxBytes) {
        if ((long) text.length() * 3 <= maxBytes) {
            return text.length();
        }
        long bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int size;
            if (c < 0x80) {
                size = 1;
            } else if (c < 0x800) {
                size = 2;
            } else if (Character.isHighSurrogate(c)
                    && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                if (bytes + 4 > maxBytes) {
                    return i;
                }
                bytes += 4;
                i++;
                continue;
            } else {
                size = 3;
            }
            if (bytes + size > maxBytes) {
                return i;
            }
            bytes += size;
        }
        return text.length();
    }

    /** Settings of a {@link ContentExtractor}; not thread-safe, each {@link #build()} returns a new extractor. */
    public static final class Builder {
        private boolean includeComments;
        private boolean includeLinks = true;
        private boolean includeImages = true;
        private boolean includeTables = true;
        private long maxInputBytes = DEFAULT_MAX_INPUT_BYTES;
        private boolean trace;
        private ExtractionStrategy strategy = ExtractionStrategy.AUTO;

        private Builder() {}

        /**
         * Returns this builder, set to keep readers' comments and shoppers' reviews (default false: the stages that
         * remove them are skipped when true).
         */
        public Builder includeComments(boolean includeComments) {
            this.includeComments = includeComments;
            return this;
        }

        /** Returns this builder, set to keep links as Markdown links (default true; false keeps their text). */
        public Builder includeLinks(boolean includeLinks) {
            this.includeLinks = includeLinks;
            return this;
        }

        /** Returns this builder, set to keep pictures (default true). */
        public Builder includeImages(boolean includeImages) {
            this.includeImages = includeImages;
            return this;
        }

        /** Returns this builder, set to keep tables (default true; false drops Markdown table rows). */
        public Builder includeTables(boolean includeTables) {
            this.includeTables = includeTables;
            return this;
        }

        /** Returns this builder with the bound on the HTML's size in UTF-8 bytes (default 10 MiB); larger is cut. */
        public Builder maxInputBytes(long maxInputBytes) {
            this.maxInputBytes = maxInputBytes;
            return this;
        }

        /**
         * Returns this builder, set to record what each stage removed or changed (default false; off, tracing costs
         * nothing).
         */
        public Builder trace(boolean trace) {
            this.trace = trace;
            return this;
        }

        /** Returns this builder with the strategy to run (default {@link ExtractionStrategy#AUTO}). */
        public Builder strategy(ExtractionStrategy strategy) {
            if (strategy == null) {
                throw new IllegalArgumentException("strategy must not be null");
            }
            this.strategy = strategy;
            return this;
        }

        /**
         * Returns a new extractor with these settings.
         *
         * @throws IllegalArgumentException when {@code maxInputBytes} is below 1
         */
        public ContentExtractor build() {
            if (maxInputBytes < 1) {
                throw new IllegalArgumentException("maxInputBytes must be >= 1, got " + maxInputBytes);
            }
            return new ContentExtractor(this);
        }
    }
}
