package io.agenttoolkit.fs.internal;

import java.time.Duration;

/** A point in time after which a search stops; cheap to check. Immutable and thread-safe. */
public final class Deadline {
    private final long endNanos;
    private final Duration budget;

    private Deadline(long endNanos, Duration budget) {
        this.endNanos = endNanos;
        this.budget = budget;
    }

    /** Returns a deadline {@code budget} from now. */
    public static Deadline after(Duration budget) {
        long nanos;
        try {
            nanos = budget.toNanos();
        } catch (ArithmeticException e) {
            nanos = Long.MAX_VALUE / 2;
        }
        return new Deadline(System.nanoTime() + Math.min(nanos, Long.MAX_VALUE / 2), budget);
    }

    /** Returns whether the deadline has passed. */
    public boolean passed() {
        return System.nanoTime() - endNanos >= 0;
    }

    /** Returns the milliseconds left, at least 1 while the deadline has not passed, 0 after. */
    public long remainingMillis() {
        long left = endNanos - System.nanoTime();
        return left <= 0 ? 0 : Math.max(1, left / 1_000_000);
    }

    /** Returns the budget the deadline was created with. */
    public Duration budget() {
        return budget;
    }

    /** Thrown from deep inside a regex match when the deadline has passed; carries no stack trace. */
    static final class Reached extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Reached INSTANCE = new Reached();

        private Reached() {
            super("deadline reached", null, false, false);
        }
    }
}
