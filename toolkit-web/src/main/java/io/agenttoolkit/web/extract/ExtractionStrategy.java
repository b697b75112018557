package io.agenttoolkit.web.extract;

import java.util.Locale;

/** Which of the engine's strategies a {@link ContentExtractor} runs. */
public enum ExtractionStrategy {
    /**
     * Readability, then soup unless readability's result is clearly good (score at least 100 and 2,000 characters)
     * or soup's content element holds readability's content with little more text around it, the better of the two,
     * then the Markdown line filters: what the Fetcher's local stage uses.
     */
    AUTO,
    /** The readability-style scorer alone: the best-scoring block widened to its siblings. */
    READABILITY,
    /** The content selectors alone ({@code main}, {@code article}, {@code #content}, ...), else the whole body. */
    SOUP;

    /** Returns the name used in results: {@code auto}, {@code readability} or {@code soup}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
