package io.agenttoolkit.web.search.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;
import java.util.function.LongSupplier;

/** The end of one search call's time budget, on the engine's ticker (nanoseconds). */
public final class Deadline {
    private final LongSupplier ticker;
    private final long endNanos;
    private final Duration budget;

    private Deadline(LongSupplier ticker, long endNanos, Duration budget) {
        this.ticker = ticker;
        this.endNanos = endNanos;
        this.budget = budget;
    }

    /** Returns a deadline {@code budget} from now. */
    public static Deadline after(Duration budget, LongSupplier ticker) {
        return new Deadline(ticker, ticker.getAsLong() + budget.toNanos(), budget);
    }

    /** Returns an earlier deadline inside this one: at most {@code limit} from now, never past this one's end. */
    public Deadline capped(Duration limit) {
        long end = Math.min(endNanos, ticker.getAsLong() + limit.toNanos());
        return new Deadline(ticker, end, budget);
    }

    /** Returns the nanoseconds left, zero once the deadline has passed. */
    public long remainingNanos() {
        return Math.max(0, endNanos - ticker.getAsLong());
    }

    /** Returns the time left, zero once the deadline has passed. */
    public Duration remaining() {
        return Duration.ofNanos(remainingNanos());
    }

    /** Returns the deadline on the ticker. */
    public long endNanos() {
        return endNanos;
    }

    /** Returns whether the budget is used up. */
    public boolean expired() {
        return remainingNanos() == 0;
    }

    /** Returns the failure for a call that ran out of its budget. */
    public SearchException timeout() {
        return new SearchException(
                ErrorKind.TIMEOUT, "search timed out after " + seconds(budget) + " s; raise timeout");
    }

    static String seconds(Duration duration) {
        double seconds = duration.toMillis() / 1000.0;
        return seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds);
    }
}
