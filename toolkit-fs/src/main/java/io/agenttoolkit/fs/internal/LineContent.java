package io.agenttoolkit.fs.internal;

/** Turns a matching line into the {@code content} of a grep match: stripped, and cut around the match when long. */
final class LineContent {
    private LineContent() {}

    /**
     * Returns the line without leading and trailing whitespace, cut to at most {@code max} characters chosen so the
     * match (at {@code [matchStart, matchEnd)} of the unstripped line) is shown, centred when it is short.
     */
    static String around(String line, int matchStart, int matchEnd, int max) {
        int start = 0;
        int end = line.length();
        while (start < end && Character.isWhitespace(line.charAt(start))) {
            start++;
        }
        while (end > start && Character.isWhitespace(line.charAt(end - 1))) {
            end--;
        }
        if (end - start <= max) {
            return line.substring(start, end);
        }
        int from = Math.max(start, Math.min(matchStart, end));
        int to = Math.max(from, Math.min(matchEnd, end));
        int spare = max - (to - from);
        int cutStart;
        if (spare <= 0) {
            cutStart = from;
        } else {
            cutStart = Math.max(start, from - spare / 2);
            cutStart = Math.min(cutStart, end - max);
        }
        int cutEnd = cutStart + max;
        if (cutStart > start && Character.isLowSurrogate(line.charAt(cutStart))) {
            cutStart++;
        }
        if (cutEnd < end && Character.isHighSurrogate(line.charAt(cutEnd - 1))) {
            cutEnd--;
        }
        return line.substring(cutStart, cutEnd);
    }
}
