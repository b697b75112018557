package io.agenttoolkit.web.fetch.internal.render;

import java.time.Duration;

/** A point in time on the monotonic clock by which a call must be done. */
final class Deadline {
    private final long deadlineNanos;

    private Deadline(long deadlineNanos) {
        this.deadlineNanos = deadlineNanos;
    }

    static Deadline after(Duration timeout) {
        return new Deadline(System.nanoTime() + saturatedNanos(timeout));
    }

    private static long saturatedNanos(Duration duration) {
        try {
            return duration.toNanos();
        } catch (ArithmeticException e) {
            return duration.isNegative() ? Long.MIN_VALUE / 2 : Long.MAX_VALUE / 2;
        }
    }

    /** Returns the time left, never negative. */
    Duration remaining() {
        return Duration.ofNanos(Math.max(0, remainingNanos()));
    }

    long remainingNanos() {
        return deadlineNanos - System.nanoTime();
    }

    boolean expired() {
        return remainingNanos() <= 0;
    }

    /** Returns the earlier of this deadline and one {@code duration} from now. */
    Deadline capped(Duration duration) {
        long other = System.nanoTime() + saturatedNanos(duration);
        return other - deadlineNanos < 0 ? new Deadline(other) : this;
    }
}
