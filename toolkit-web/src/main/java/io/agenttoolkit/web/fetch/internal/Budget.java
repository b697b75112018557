package io.agenttoolkit.web.fetch.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.web.fetch.FetchException;
import java.time.Duration;
import org.jspecify.annotations.Nullable;

/** The time left for one fetch call; every request, retry and back-off is clamped to it. */
public final class Budget {
    private final Deadline deadline;

    private Budget(Duration total) {
        this.deadline = Deadline.after(total);
    }

    /** Returns a budget of the given length starting now. */
    public static Budget of(Duration total) {
        return new Budget(total);
    }

    /** Returns the time left, never negative. */
    public Duration remaining() {
        return deadline.remaining();
    }

    /** Returns whether no time is left. */
    public boolean isExhausted() {
        return deadline.expired();
    }

    /** Returns the shorter of the given duration and the time left. */
    public Duration clamp(Duration wanted) {
        return deadline.clamp(wanted);
    }

    /** Returns the whole budget as given. */
    public Duration total() {
        return deadline.budget();
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
                "Fetching " + url + " ran out of its " + deadline.budget().toMillis() / 1000.0 + " s budget",
                cause);
    }
}
