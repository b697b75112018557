package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** An operation ran out of its time budget. Kind {@link ErrorKind#TIMEOUT}. */
public class DeadlineExceededException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public DeadlineExceededException(String message) {
        super(ErrorKind.TIMEOUT, message);
    }

    /** Creates the exception with its message and cause. */
    public DeadlineExceededException(String message, @Nullable Throwable cause) {
        super(ErrorKind.TIMEOUT, message, cause);
    }
}
