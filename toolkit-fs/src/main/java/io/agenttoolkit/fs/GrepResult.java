package io.agenttoolkit.fs;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.List;
import java.util.Objects;

/**
 * The matches of a grep and whether its deadline stopped it before the search was complete.
 *
 * @param matches the matches found, in sorted path order: when {@code deadlineExceeded} is false, exactly the first
 *     {@code maxResults} matches of that order (or all there are); when true, a prefix of them
 * @param deadlineExceeded whether the grep deadline ({@link FileSearch.Builder#grepDeadline}) ran out, for example on
 *     a catastrophically backtracking pattern, so that matches may be missing
 */
public record GrepResult(
        List<GrepMatch> matches,
        @JsonProperty("deadline_exceeded") boolean deadlineExceeded) {

    /** Creates a result; the list is copied. */
    public GrepResult {
        matches = List.copyOf(Objects.requireNonNull(matches, "matches"));
    }
}
