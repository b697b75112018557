package io.agenttoolkit.web.search;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The {@code web/serp_search} tool: {@code search} as specification §4.1 describes it, returning
 * {@code {"results": [...]}}. Provider failures come back as error results (the client's {@code failOnError} is
 * ignored here), never as an empty list that hides the cause. Thread-safe.
 */
public final class SerpSearchTool {
    /** The most results one tool call may ask for (specification §4.1: 1 to 20 per request). */
    public static final int MAX_RESULTS_PER_CALL = SearchRequest.SINGLE_PAGE_LIMIT;

    private final SerpSearchClient client;

    /** Creates the tool over a client. */
    public SerpSearchTool(SerpSearchClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /**
     * Returns {@code {"results": [{title, url, content, score}, ...]}}, the organic Google results for the query.
     *
     * @throws InvalidArgumentException when {@code max_results} is outside 1..20, {@code timeout} is not positive or
     *     above 600, or {@code cursor} is not a page number
     * @throws SearchException when the provider failed or the budget ran out
     */
    @ToolMethod(
            name = "search",
            description = "Search Google and return the organic results (title, url, content snippet, score). "
                    + "Use cursor to page through results: \"1\" is the second page. For time-sensitive queries, "
                    + "get the current date from a date tool first.",
            readOnly = true,
            destructive = false,
            idempotent = true,
            openWorld = true)
    public Map<String, List<SearchResult>> search(
            @Param(value = "query", description = "Search query.") String query,
            @Param(
                            value = "max_results",
                            description = "How many results to return, 1 to 20.",
                            required = false,
                            defaultValue = "5",
                            minimum = 1,
                            maximum = MAX_RESULTS_PER_CALL)
                    int maxResults,
            @Param(
                            value = "timeout",
                            description = "Time budget for the whole call, in seconds.",
                            required = false,
                            defaultValue = "10.0")
                    double timeout,
            @Param(
                            value = "cursor",
                            description = "Page number starting at 0 (\"1\" is the second page).",
                            required = false,
                            defaultValue = "\"0\"")
                    String cursor) {
        if (maxResults < 1 || maxResults > MAX_RESULTS_PER_CALL) {
            throw new InvalidArgumentException(
                    "max_results must be between 1 and " + MAX_RESULTS_PER_CALL + ", got " + maxResults);
        }
        long maxSeconds = SearchRequest.MAX_TIMEOUT.toSeconds();
        if (!(timeout > 0) || timeout > maxSeconds) {
            throw new InvalidArgumentException("timeout must be > 0 and <= " + maxSeconds + " seconds, got " + timeout);
        }
        Duration budget = Duration.ofNanos(Math.max(1_000_000L, Math.round(timeout * 1e9)));
        SearchRequest request = new SearchRequest(query, maxResults, budget, cursor);
        return Map.of("results", client.search(request, true));
    }

    @Override
    public String toString() {
        return "SerpSearchTool{" + client + "}";
    }
}
