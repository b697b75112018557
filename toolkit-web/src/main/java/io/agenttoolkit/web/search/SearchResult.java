package io.agenttoolkit.web.search;

import java.util.Objects;

/**
 * One organic Google result (specification §2 "Search result").
 *
 * @param title the result's title; the URL when the provider gave none
 * @param url the result's address
 * @param content the description or snippet; empty when the provider gave none
 * @param score {@code 1.0 - 0.05 * position}, clamped to 0..1: the first result scores 0.95
 */
public record SearchResult(String title, String url, String content, double score) {

    /** Creates a result; no component may be null. */
    public SearchResult {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(content, "content");
    }
}
