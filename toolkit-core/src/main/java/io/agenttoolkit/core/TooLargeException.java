package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** An input exceeded a size limit; the message names the size and the limit. Kind {@link ErrorKind#TOO_LARGE}. */
public class TooLargeException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public TooLargeException(String message) {
        super(ErrorKind.TOO_LARGE, message);
    }

    /** Creates the exception with its message and cause. */
    public TooLargeException(String message, @Nullable Throwable cause) {
        super(ErrorKind.TOO_LARGE, message, cause);
    }
}
