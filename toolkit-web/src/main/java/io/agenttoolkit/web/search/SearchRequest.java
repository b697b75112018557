package io.agenttoolkit.web.search;

import io.agenttoolkit.core.InvalidArgumentException;
import java.time.Duration;
import java.util.Objects;

/**
 * One search: the query, how many results to return, the time budget for the whole call and the first page.
 *
 * @param query what to search for; a blank query returns no results without contacting the provider
 * @param maxResults how many results to return, 1 to {@value #MAX_RESULTS_LIMIT}; above
 *     {@value #SINGLE_PAGE_LIMIT} the client paginates; default {@value #DEFAULT_MAX_RESULTS}
 * @param timeout the budget for the whole call, zone check and every page included; default 10 s
 * @param cursor the first page as a decimal number, starting at {@code "0"} ({@code "1"} is the second page)
 */
public record SearchRequest(String query, int maxResults, Duration timeout, String cursor) {

    /** How many results a request returns unless it says otherwise. */
    public static final int DEFAULT_MAX_RESULTS = 5;

    /** The most results one request asks a single page for; more results paginate. */
    public static final int SINGLE_PAGE_LIMIT = 20;

    /** The most results a request may ask for, pagination included. */
    public static final int MAX_RESULTS_LIMIT = 180;

    /** The default budget of a call. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);

    /** The longest budget a call may ask for. */
    public static final Duration MAX_TIMEOUT = Duration.ofMinutes(10);

    /** The page a request starts at unless it says otherwise. */
    public static final String DEFAULT_CURSOR = "0";

    /**
     * Creates a request.
     *
     * @throws InvalidArgumentException when {@code maxResults} is outside 1..180, the timeout is not positive or longer
     *     than {@link #MAX_TIMEOUT}, or the cursor is not a page number {@code >= 0}
     */
    public SearchRequest {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(cursor, "cursor");
        if (maxResults < 1 || maxResults > MAX_RESULTS_LIMIT) {
            throw new InvalidArgumentException(
                    "maxResults must be between 1 and " + MAX_RESULTS_LIMIT + ", got " + maxResults);
        }
        if (timeout.isNegative() || timeout.isZero() || timeout.compareTo(MAX_TIMEOUT) > 0) {
            throw new InvalidArgumentException("timeout must be > 0 and <= " + MAX_TIMEOUT.toSeconds() + " s, got "
                    + timeout.toMillis() / 1000.0 + " s");
        }
        parsePage(cursor);
    }

    /** Returns a request for the query with the defaults: 5 results, 10 s, first page. */
    public static SearchRequest of(String query) {
        return new SearchRequest(query, DEFAULT_MAX_RESULTS, DEFAULT_TIMEOUT, DEFAULT_CURSOR);
    }

    /**
     * Returns a copy of this request asking for another number of results.
     *
     * @throws InvalidArgumentException when the number is outside 1..180
     */
    public SearchRequest withMaxResults(int maxResults) {
        return new SearchRequest(query, maxResults, timeout, cursor);
    }

    /**
     * Returns a copy of this request with another budget.
     *
     * @throws InvalidArgumentException when the budget is not positive or longer than {@link #MAX_TIMEOUT}
     */
    public SearchRequest withTimeout(Duration timeout) {
        return new SearchRequest(query, maxResults, timeout, cursor);
    }

    /**
     * Returns a copy of this request starting at another page.
     *
     * @throws InvalidArgumentException when the cursor is not a page number {@code >= 0}
     */
    public SearchRequest withCursor(String cursor) {
        return new SearchRequest(query, maxResults, timeout, cursor);
    }

    /** Returns the first page as a number: the cursor parsed. */
    public int page() {
        return parsePage(cursor);
    }

    private static int parsePage(String cursor) {
        String trimmed = cursor.trim();
        int page;
        try {
            page = Integer.parseInt(trimmed);
        } catch (NumberFormatException e) {
            throw new InvalidArgumentException("cursor must be a page number >= 0, got '" + shorten(cursor) + "'");
        }
        if (page < 0) {
            throw new InvalidArgumentException("cursor must be a page number >= 0, got '" + shorten(cursor) + "'");
        }
        return page;
    }

    private static String shorten(String value) {
        return value.length() <= 40 ? value : value.substring(0, 40) + "...";
    }
}
