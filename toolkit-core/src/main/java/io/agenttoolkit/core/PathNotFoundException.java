package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** A file or directory does not exist (the specification's {@code FileNotFoundError}). Kind {@link ErrorKind#NOT_FOUND}. */
public class PathNotFoundException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public PathNotFoundException(String message) {
        super(ErrorKind.NOT_FOUND, message);
    }

    /** Creates the exception with its message and cause. */
    public PathNotFoundException(String message, @Nullable Throwable cause) {
        super(ErrorKind.NOT_FOUND, message, cause);
    }
}
