package io.agenttoolkit.web.fetch;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Map;
import java.util.Objects;

/**
 * What a fetch returns (specification §2 "Fetch result"): the extracted content and how it was obtained.
 *
 * @param content the extracted content, Markdown for HTML pages; never empty
 * @param url the final URL, after redirects
 * @param strategy the stage that produced the content: {@code markdown}, {@code direct}, {@code readability},
 *     {@code soup}, {@code remoterender}, {@code cdp}, {@code remotereader} or {@code local_fallback}
 * @param quality {@code high}, or {@code low} when no stage produced sufficient content
 * @param contentType the media type of what the server sent, e.g. {@code text/html}
 * @param cached whether the result came from the fetcher's cache
 * @param elapsedMs how long this call took, in milliseconds
 * @param metadata strategy-specific details, e.g. {@code readability_score}, {@code content_length}
 */
public record FetchResult(
        String content,
        String url,
        String strategy,
        String quality,
        @JsonProperty("content_type") String contentType,
        boolean cached,
        @JsonProperty("elapsed_ms") double elapsedMs,
        Map<String, Object> metadata) {

    /** The quality of content that passed the sufficiency check. */
    public static final String HIGH = "high";

    /** The quality of the local fallback and of other content that did not pass the sufficiency check. */
    public static final String LOW = "low";

    /** Creates a result; the metadata map is copied. */
    public FetchResult {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(strategy, "strategy");
        Objects.requireNonNull(quality, "quality");
        Objects.requireNonNull(contentType, "contentType");
        metadata = Map.copyOf(Objects.requireNonNull(metadata, "metadata"));
    }

    /** Returns this result as served from the cache: {@code cached = true} with the given elapsed time. */
    public FetchResult asCached(double elapsedMs) {
        return new FetchResult(content, url, strategy, quality, contentType, true, elapsedMs, metadata);
    }
}
