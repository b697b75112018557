package io.agenttoolkit.web.fetch.internal.extract;

import org.jspecify.annotations.Nullable;

/**
 * The main content of one HTML page as Markdown.
 *
 * @param markdown the content, NFKC-normalised, with the title as a first-level heading when known
 * @param strategy {@code "readability"} or {@code "soup"}: the strategy that produced the content
 * @param readabilityScore the readability score of the best content candidate, 0 if there was none
 * @param title the page title, or null when the page has none
 */
public record Extraction(
        String markdown,
        String strategy,
        double readabilityScore,
        @Nullable String title) {

    /** Returns the length of the Markdown in characters. */
    public int length() {
        return markdown.length();
    }
}
