package io.agenttoolkit.web.search.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;

/** The failure of a search call that ran out of its time budget. */
final class SearchTimeout {
    private SearchTimeout() {}

    /** Returns the exception reporting that the call's budget is spent, naming the budget. */
    static SearchException exceeded(Deadline deadline) {
        return new SearchException(
                ErrorKind.TIMEOUT, "search timed out after " + seconds(deadline.budget()) + " s; raise timeout");
    }

    private static String seconds(Duration duration) {
        double seconds = duration.toMillis() / 1000.0;
        return seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds);
    }
}
