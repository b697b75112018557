package io.agenttoolkit.web.fetch;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.ToolException;
import org.jspecify.annotations.Nullable;

/**
 * A fetch failed: every strategy came back empty, the network failed, the content is binary, or a safety rule refused
 * the destination (the specification's {@code FetchError}).
 *
 * <p>The kind is {@link ErrorKind#UPSTREAM} for failures of the site or a service, {@link ErrorKind#TIMEOUT} when the
 * call ran out of its time budget and {@link ErrorKind#PERMISSION_DENIED} when the address rules refused the
 * destination (also after a redirect).
 */
public class FetchException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates an {@link ErrorKind#UPSTREAM} failure. */
    public FetchException(String message) {
        super(ErrorKind.UPSTREAM, message);
    }

    /** Creates a failure of the given kind with the failure that caused it. */
    public FetchException(ErrorKind kind, String message, @Nullable Throwable cause) {
        super(kind, message, cause);
    }
}
