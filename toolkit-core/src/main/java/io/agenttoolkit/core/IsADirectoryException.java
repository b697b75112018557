package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** A file was expected but the path names a directory (the specification's {@code IsADirectoryError}). Kind {@link ErrorKind#INVALID_ARGUMENT}. */
public class IsADirectoryException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public IsADirectoryException(String message) {
        super(ErrorKind.INVALID_ARGUMENT, message);
    }

    /** Creates the exception with its message and cause. */
    public IsADirectoryException(String message, @Nullable Throwable cause) {
        super(ErrorKind.INVALID_ARGUMENT, message, cause);
    }
}
