package io.agenttoolkit.web.fetch.internal.render;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.ToolException;
import org.jspecify.annotations.Nullable;

/**
 * A rendering stage failed. Unchecked; {@link #kind()} is {@link ErrorKind#UPSTREAM} for a failure of the service
 * or browser, {@link ErrorKind#TIMEOUT} when the time budget ran out, and {@link ErrorKind#PERMISSION_DENIED} when
 * the destination guard refused the page.
 */
public final class RenderException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates an exception of the given kind with the failure that caused it, if any. */
    public RenderException(ErrorKind kind, String message, @Nullable Throwable cause) {
        super(kind, message, cause);
    }
}
