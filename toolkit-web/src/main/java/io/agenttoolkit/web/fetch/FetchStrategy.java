package io.agenttoolkit.web.fetch;

import com.fasterxml.jackson.annotation.JsonValue;
import io.agenttoolkit.core.InvalidArgumentException;
import java.util.Locale;

/** Which stage of the fetch chain a call runs: {@link #AUTO} runs the whole chain, every other value only itself. */
public enum FetchStrategy {
    /** The whole chain of specification §4.9, in order, inside one time budget. */
    AUTO,
    /** Content negotiation alone: a GET with {@code Accept: text/markdown} (the specification's {@code edge}). */
    MARKDOWN,
    /** A raw fetch extracted with the readability (article scoring) extractor. */
    READABILITY,
    /** A raw fetch extracted with the selector-based ("soup") extractor. */
    SOUP,
    /** The remote reader service. */
    REMOTEREADER,
    /** The remote render service; valid only when its endpoint is configured. */
    REMOTERENDER,
    /** A browser over the Chrome DevTools Protocol; valid only when its endpoint is configured. */
    CDP;

    /** Returns the lower-case name used on the wire, e.g. {@code remotereader}. */
    @JsonValue
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Returns the strategy with this wire name (case-insensitive, surrounding blanks ignored).
     *
     * @throws InvalidArgumentException when no strategy has that name
     */
    public static FetchStrategy fromWireName(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (FetchStrategy strategy : values()) {
            if (strategy.wireName().equals(wanted)) {
                return strategy;
            }
        }
        throw new InvalidArgumentException("Unknown fetch strategy '" + name
                + "'; expected one of auto, markdown, readability, soup, remotereader, remoterender, cdp");
    }
}
