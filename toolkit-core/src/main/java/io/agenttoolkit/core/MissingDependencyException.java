package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** An optional library or capability the call needs is not available (the specification's {@code ImportError}). Kind {@link ErrorKind#UNAVAILABLE}. */
public class MissingDependencyException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public MissingDependencyException(String message) {
        super(ErrorKind.UNAVAILABLE, message);
    }

    /** Creates the exception with its message and cause. */
    public MissingDependencyException(String message, @Nullable Throwable cause) {
        super(ErrorKind.UNAVAILABLE, message, cause);
    }
}
