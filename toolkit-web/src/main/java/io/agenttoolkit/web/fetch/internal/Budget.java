package io.agenttoolkit.web.fetch.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.web.fetch.FetchException;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/** The time left for one fetch call; every request, retry and back-off is clamped to it. */
public final class Budget {
    private final long deadlineNanos;
    private final Duration total;

    private Budget(Duration total) {
        this.total = total;
        this.deadlineNanos = System.nanoTime() + total.toNanos();
    }

    /** Returns a budget of the given length starting now. */
    public static Budget of(Duration total) {
        return new Budget(total);
    }

    /** Returns the time left, never negative. */
    public Duration remaining() {
        long left = deadlineNanos - System.nanoTime();
        return left <= 0 ? Duration.ZERO : Duration.ofNanos(left);
    }

    /** Returns whether no time is left. */
    public boolean isExhausted() {
        return deadlineNanos - System.nanoTime() <= 0;
    }

    /** Returns the shorter of the given duration and the time left. */
    public Duration clamp(Duration wanted) {
        Duration left = remaining();
        return wanted.compareTo(left) < 0 ? wanted : left;
    }

    /** Returns the whole budget as given. */
    public Duration total() {
        return total;
    }

    /**
     * Returns the time left, at least one millisecond.
     *
     * @throws FetchException of kind TIMEOUT when nothing is left
     */
    public Duration requireRemaining(String url) {
        Duration left = remaining();
        if (left.toMillis() < 1) {
            throw timeout(url, null);
        }
        return left;
    }

    /** Returns the exception that reports this budget as spent. */
    public FetchException timeout(String url, @Nullable Throwable cause) {
        return new FetchException(
                ErrorKind.TIMEOUT,
                "Fetching " + url + " ran out of its " + total.toMillis() / 1000.0 + " s budget",
                cause);
    }
}
