package io.agenttoolkit.core.internal;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The end of one call's time budget on a monotonic clock; every module's timeouts derive from it. Not part of the
 * API. Immutable and thread-safe; checking it costs one clock read.
 */
public final class Deadline {
    private static final long FAR = Long.MAX_VALUE / 4;

    private final LongSupplier ticker;
    private final long endNanos;
    private final Duration budget;

    private Deadline(LongSupplier ticker, long endNanos, Duration budget) {
        this.ticker = ticker;
        this.endNanos = endNanos;
        this.budget = budget;
    }

    /** Returns a deadline {@code budget} from now on {@link System#nanoTime()}. */
    public static Deadline after(Duration budget) {
        return after(budget, System::nanoTime);
    }

    /** Returns a deadline {@code budget} from now on the given nanosecond ticker (tests pass a fake one). */
    public static Deadline after(Duration budget, LongSupplier ticker) {
        return new Deadline(ticker, ticker.getAsLong() + saturatedNanos(budget), budget);
    }

    /** Returns the earlier of this deadline and one {@code limit} from now; the budget stays this one's. */
    public Deadline capped(Duration limit) {
        long other = ticker.getAsLong() + saturatedNanos(limit);
        return other - endNanos < 0 ? new Deadline(ticker, other, budget) : this;
    }

    /** Returns the budget the deadline was created with. */
    public Duration budget() {
        return budget;
    }

    /** Returns the deadline on the ticker. */
    public long endNanos() {
        return endNanos;
    }

    /** Returns the nanoseconds left, zero once the deadline has passed. */
    public long remainingNanos() {
        return Math.max(0, endNanos - ticker.getAsLong());
    }

    /** Returns the time left, zero once the deadline has passed. */
    public Duration remaining() {
        return Duration.ofNanos(remainingNanos());
    }

    /** Returns the milliseconds left, at least 1 while the deadline has not passed, 0 after. */
    public long remainingMillis() {
        long left = remainingNanos();
        return left == 0 ? 0 : Math.max(1, left / 1_000_000);
    }

    /** Returns the shorter of {@code wanted} and the time left. */
    public Duration clamp(Duration wanted) {
        Duration left = remaining();
        return wanted.compareTo(left) < 0 ? wanted : left;
    }

    /** Returns whether the deadline has passed. */
    public boolean expired() {
        return endNanos - ticker.getAsLong() <= 0;
    }

    private static long saturatedNanos(Duration duration) {
        if (duration.isNegative()) {
            return 0;
        }
        try {
            return Math.min(duration.toNanos(), FAR);
        } catch (ArithmeticException e) {
            return FAR;
        }
    }

    @Override
    public String toString() {
        return "Deadline{remaining=" + remaining() + ", budget=" + budget + "}";
    }
}
