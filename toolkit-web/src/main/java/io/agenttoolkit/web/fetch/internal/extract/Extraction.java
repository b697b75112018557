package io.agenttoolkit.web.fetch.internal.extract;

import io.agenttoolkit.web.extract.TraceStep;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The main content of one HTML page as Markdown.
 *
 * @param markdown the content, NFKC-normalised, with the title as a first-level heading when known
 * @param strategy {@code "readability"} or {@code "soup"}: the strategy that produced the content
 * @param readabilityScore the readability score of the best content candidate, 0 if there was none
 * @param title the page title, or null when the page has none
 * @param metadata the byline, date and language the page's head declares
 * @param trace what each stage did, empty unless a trace was asked for
 */
public record Extraction(
        String markdown,
        String strategy,
        double readabilityScore,
        @Nullable String title,
        PageMetadata metadata,
        List<TraceStep> trace) {

    /** Copies the trace. */
    public Extraction {
        trace = List.copyOf(trace);
    }

    /** An extraction without metadata or trace. */
    public Extraction(String markdown, String strategy, double readabilityScore, @Nullable String title) {
        this(markdown, strategy, readabilityScore, title, PageMetadata.NONE, List.of());
    }

    /** Returns the length of the Markdown in characters. */
    public int length() {
        return markdown.length();
    }
}
