package io.agenttoolkit.web.extract;

import io.agenttoolkit.web.fetch.internal.extract.MarkdownText;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The main content of one HTML page, as {@link ContentExtractor#extract} returns it.
 *
 * @param markdown the content as Markdown, headed by the title when known; empty when nothing was found
 * @param title the page's title (its first {@code h1}, else {@code og:title}, else {@code <title>}), or null
 * @param byline the author as the page's head declares it ({@code meta name=author}, JSON-LD), or null
 * @param published the publication date as the page writes it (usually ISO 8601), or null
 * @param language the page's language tag ({@code html lang}, {@code og:locale}), or null
 * @param strategy the strategy whose content won: {@code readability} or {@code soup}
 * @param readabilityScore the readability score of the best content candidate, 0 when there was none
 * @param quality {@code high} when the content passes the Fetcher's sufficiency check, else {@code low}
 * @param problem why the quality is low ({@code shorter than 100 characters}, {@code only navigation}, ...), or
 *     null when it is high
 * @param inputTruncated whether the HTML was cut to the extractor's {@code maxInputBytes} before extraction
 * @param trace what each stage did, in order; empty unless the extractor was built with {@code trace(true)}
 */
public record ExtractedContent(
        String markdown,
        @Nullable String title,
        @Nullable String byline,
        @Nullable String published,
        @Nullable String language,
        String strategy,
        double readabilityScore,
        String quality,
        @Nullable String problem,
        boolean inputTruncated,
        List<TraceStep> trace) {

    /** The quality of content that passes the sufficiency check. */
    public static final String HIGH = "high";

    /** The quality of content that is too short, a script shell or only navigation. */
    public static final String LOW = "low";

    /** Copies the trace; rejects nulls where a value is required. */
    public ExtractedContent {
        Objects.requireNonNull(markdown, "markdown");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(quality, "quality");
        trace = List.copyOf(trace);
    }

    /**
     * Returns the content as plain text: the Markdown without its markup (headings' and list markers, emphasis,
     * link targets and pictures, table pipes, code fences), one paragraph per line group. Computed on each call.
     */
    public String text() {
        return MarkdownText.plain(markdown);
    }

    /** Returns the trace as text, one stage per line with its removals indented under it; empty when not traced. */
    public String traceText() {
        StringBuilder text = new StringBuilder();
        for (TraceStep step : trace) {
            text.append(step).append('\n');
        }
        return text.toString();
    }
}
