package io.agenttoolkit.web.search;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.ToolException;
import org.jspecify.annotations.Nullable;

/**
 * A search failed at the provider; thrown only by a client built with {@code failOnError(true)} and reported as an
 * error result by the {@code web/serp_search} tool.
 *
 * <p>The kind is {@link ErrorKind#UNAUTHORIZED} when the provider refused every API key (HTTP 401/403),
 * {@link ErrorKind#TIMEOUT} when the call ran out of its time budget, and {@link ErrorKind#UPSTREAM} for every other
 * provider failure (zone not found, rate limit, provider error code, unreadable answer, network failure). The message
 * names the cause and what to change; it never holds an API key.
 */
public class SearchException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates a failure of the given kind. */
    public SearchException(ErrorKind kind, String message) {
        super(kind, message);
    }

    /** Creates a failure of the given kind with the failure that caused it. */
    public SearchException(ErrorKind kind, String message, @Nullable Throwable cause) {
        super(kind, message, cause);
    }
}
