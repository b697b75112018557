package io.agenttoolkit.fs.internal;

/**
 * Thrown from deep inside a regex match or a file scan when the grep deadline has passed; carries no stack trace,
 * so throwing it is cheap. Caught by {@link FileSearcher}.
 */
final class DeadlineReached extends RuntimeException {
    private static final long serialVersionUID = 1L;

    static final DeadlineReached INSTANCE = new DeadlineReached();

    private DeadlineReached() {
        super("deadline reached", null, false, false);
    }
}
