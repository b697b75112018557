package io.agenttoolkit.core;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Root of every error a tool reports. Unchecked, so tools compose with lambdas and streams.
 *
 * <p>The message is one sentence that names the offending value; it never holds a secret or a stack trace.
 */
public class ToolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final ErrorKind kind;

    /** Creates an exception of the given kind. */
    public ToolException(ErrorKind kind, String message) {
        this(kind, message, null);
    }

    /** Creates an exception of the given kind with the failure that caused it. */
    public ToolException(ErrorKind kind, String message, @Nullable Throwable cause) {
        super(message, cause);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    /** Returns what kind of failure this is. */
    public ErrorKind kind() {
        return kind;
    }

    /** Returns the HTTP status an integrator should answer with; shorthand for {@code kind().httpStatus()}. */
    public int httpStatus() {
        return kind.httpStatus();
    }
}
