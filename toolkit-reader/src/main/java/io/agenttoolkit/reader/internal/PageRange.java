package io.agenttoolkit.reader.internal;

import io.agenttoolkit.core.InvalidArgumentException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A range of 1-based pages as an agent writes it: {@code N}, {@code N-M} or {@code N-} (to the end).
 *
 * @param first the first page, at least 1
 * @param last the last page, or {@link Integer#MAX_VALUE} for "to the end"
 */
public record PageRange(int first, int last) {
    private static final Pattern FORM = Pattern.compile("\\s*(\\d{1,9})\\s*(?:(-)\\s*(\\d{1,9})?\\s*)?");

    /** Returns every page: what {@code pages = null} means. */
    public static PageRange all() {
        return new PageRange(1, Integer.MAX_VALUE);
    }

    /**
     * Parses {@code N}, {@code N-M} or {@code N-}; null means every page.
     *
     * @throws InvalidArgumentException naming the range when it has another form, starts at 0, or ends before it
     *     starts
     */
    public static PageRange parse(@Nullable String pages) {
        if (pages == null) {
            return all();
        }
        Matcher m = FORM.matcher(pages);
        if (!m.matches()) {
            throw new InvalidArgumentException(
                    "Invalid page range '" + pages + "': use N, N-M or N- with 1-based page numbers");
        }
        int first = Integer.parseInt(m.group(1));
        int last;
        if (m.group(2) == null) {
            last = first;
        } else if (m.group(3) == null) {
            last = Integer.MAX_VALUE;
        } else {
            last = Integer.parseInt(m.group(3));
        }
        if (first < 1 || last < 1) {
            throw new InvalidArgumentException("Invalid page range '" + pages + "': pages are numbered from 1");
        }
        if (last < first) {
            throw new InvalidArgumentException("Invalid page range '" + pages + "': the end page " + last
                    + " comes before the start page " + first);
        }
        return new PageRange(first, last);
    }
}
