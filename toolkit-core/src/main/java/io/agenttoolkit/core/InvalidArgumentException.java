package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** A parameter had a value the tool cannot accept (the specification's {@code ValueError}). Kind {@link ErrorKind#INVALID_ARGUMENT}. */
public class InvalidArgumentException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public InvalidArgumentException(String message) {
        super(ErrorKind.INVALID_ARGUMENT, message);
    }

    /** Creates the exception with its message and cause. */
    public InvalidArgumentException(String message, @Nullable Throwable cause) {
        super(ErrorKind.INVALID_ARGUMENT, message, cause);
    }
}
