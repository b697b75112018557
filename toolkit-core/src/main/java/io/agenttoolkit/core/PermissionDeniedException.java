package io.agenttoolkit.core;

import org.jspecify.annotations.Nullable;

/** The sandbox or a safety rule refused a path or destination. Kind {@link ErrorKind#PERMISSION_DENIED}. */
public class PermissionDeniedException extends ToolException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with its message. */
    public PermissionDeniedException(String message) {
        super(ErrorKind.PERMISSION_DENIED, message);
    }

    /** Creates the exception with its message and cause. */
    public PermissionDeniedException(String message, @Nullable Throwable cause) {
        super(ErrorKind.PERMISSION_DENIED, message, cause);
    }
}
