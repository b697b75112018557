package io.agenttoolkit.fs.internal;

import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * For a regex without a required literal: a run of bytes every match must contain, such as the six digits of
 * {@code [0-9]{6}[a-z]{6}} — at least {@code length} consecutive bytes from a byte set — found in the raw bytes with
 * a skipping scan before any line is decoded. Only lines holding such a run are decoded and matched.
 *
 * <p>Conservative: it reads only the top level of the pattern (no alternation there), takes character classes and
 * class escapes with a mandatory count ({@code +}, {@code {n}}, {@code {n,}}, {@code {n,m}}), and stops at escapes
 * it does not know. A class's ASCII members are found by asking the regex engine itself; when it may match any
 * non-ASCII character (negation, {@code \W}, Unicode case folding, a non-ASCII character in it), every byte from
 * 0x80 up joins the set, since each such character is encoded as such bytes. {@code \n} never does: no match inside
 * a line holds one.
 */
final class RequiredRun {
    /** Runs shorter than this find nearly every line and are not worth a scan. */
    private static final int MIN_LENGTH = 3;

    private final boolean[] members;
    private final int length;

    private RequiredRun(boolean[] members, int length) {
        this.members = members;
        this.length = length;
    }

    /** Returns the most selective run the pattern requires, or null when none is known. */
    static @Nullable RequiredRun of(Pattern pattern) {
        int flags = pattern.flags();
        if ((flags & (Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ | Pattern.UNICODE_CHARACTER_CLASS)) != 0) {
            return null;
        }
        String regex = pattern.pattern();
        String flagPrefix = "";
        int i = 0;
        if (regex.startsWith("(?")) {
            int close = regex.indexOf(')');
            if (close > 2 && regex.substring(2, close).chars().allMatch(c -> "imsu".indexOf(c) >= 0)) {
                flagPrefix = regex.substring(0, close + 1);
                i = close + 1;
            }
        }
        boolean unicodeCase = (flags & Pattern.UNICODE_CASE) != 0 || flagPrefix.indexOf('u') >= 0;
        boolean caseless = (flags & Pattern.CASE_INSENSITIVE) != 0 || flagPrefix.indexOf('i') >= 0;
        RequiredRun best = null;
        int n = regex.length();
        while (i < n) {
            char c = regex.charAt(i);
            int atomEnd;
            if (c == '|' || c == ')') {
                return null;
            } else if (c == '(') {
                atomEnd = RequiredLiteral.skipGroup(regex, i);
                if (atomEnd < 0
                        || (i + 2 < n
                                && regex.charAt(i + 1) == '?'
                                && regex.charAt(i + 2) != ':'
                                && regex.charAt(i + 2) != '>'
                                && regex.charAt(i + 2) != '='
                                && regex.charAt(i + 2) != '!'
                                && regex.charAt(i + 2) != '<')) {
                    return null; // an inline flag group changes what follows
                }
                i = skipQuantifier(regex, atomEnd)[0];
                continue;
            } else if (c == '[') {
                atomEnd = RequiredLiteral.skipClass(regex, i);
                if (atomEnd < 0) {
                    return null;
                }
            } else if (c == '\\') {
                if (i + 1 >= n) {
                    return null;
                }
                char e = regex.charAt(i + 1);
                if ("bBAzZG".indexOf(e) >= 0) {
                    i = skipQuantifier(regex, i + 2)[0]; // zero-width
                    continue;
                }
                if (Character.isLetterOrDigit(e) && "dwsDWShHvV".indexOf(e) < 0) {
                    return null; // \x41, \p{L}, \Q, back references...: not read here
                }
                atomEnd = i + 2;
            } else if (c == '.' || c == '^' || c == '$') {
                i = skipQuantifier(regex, i + 1)[0];
                continue;
            } else if (Character.isSurrogate(c)) {
                return null;
            } else {
                atomEnd = i + 1;
            }
            int[] quantifier = skipQuantifier(regex, atomEnd);
            int count = quantifier[1];
            if (count >= MIN_LENGTH) {
                RequiredRun run = atom(flagPrefix, regex.substring(i, atomEnd), flags, caseless && unicodeCase, count);
                if (run != null && (best == null || run.score() > best.score())) {
                    best = run;
                }
            }
            i = quantifier[0];
        }
        return best;
    }

    private static @Nullable RequiredRun atom(
            String flagPrefix, String atom, int flags, boolean foldsUnicode, int count) {
        Pattern single;
        try {
            single = Pattern.compile(flagPrefix + "(?:" + atom + ")", flags);
        } catch (RuntimeException e) {
            return null;
        }
        boolean[] members = new boolean[256];
        for (int b = 0; b < 128; b++) {
            members[b] = b != '\n' && single.matcher(String.valueOf((char) b)).matches();
        }
        boolean nonAscii = foldsUnicode || atom.indexOf('^') >= 0;
        for (int k = 0; k < atom.length(); k++) {
            char c = atom.charAt(k);
            // Any escaped letter but \d, \w and \s (ASCII-only here) may stand for non-ASCII characters.
            nonAscii |= c >= 0x80
                    || (c == '\\'
                            && k + 1 < atom.length()
                            && Character.isLetterOrDigit(atom.charAt(k + 1))
                            && "dws".indexOf(atom.charAt(k + 1)) < 0);
            if (c == '\\') {
                k++;
            }
        }
        if (nonAscii) {
            for (int b = 128; b < 256; b++) {
                members[b] = true;
            }
        }
        return new RequiredRun(members, count);
    }

    /** Returns {index after the quantifier, the least count it allows} (1 when there is none). */
    private static int[] skipQuantifier(String regex, int i) {
        if (i >= regex.length()) {
            return new int[] {i, 1};
        }
        char c = regex.charAt(i);
        int min;
        if (c == '*' || c == '?') {
            min = 0;
            i++;
        } else if (c == '+') {
            min = 1;
            i++;
        } else if (c == '{') {
            int close = regex.indexOf('}', i);
            if (close < 0) {
                return new int[] {regex.length(), 0};
            }
            String body = regex.substring(i + 1, close);
            int comma = body.indexOf(',');
            String low = comma < 0 ? body : body.substring(0, comma);
            try {
                min = low.isEmpty() ? 0 : Math.min(1 << 16, Integer.parseInt(low.strip()));
            } catch (NumberFormatException e) {
                min = 0;
            }
            i = close + 1;
        } else {
            return new int[] {i, 1};
        }
        if (i < regex.length() && (regex.charAt(i) == '?' || regex.charAt(i) == '+')) {
            i++;
        }
        return new int[] {i, min};
    }

    /** Higher is more selective: longer runs of smaller sets. */
    private int score() {
        int size = 0;
        for (boolean member : members) {
            size += member ? 1 : 0;
        }
        return length * 64 - size * 4;
    }

    /**
     * Returns where, at or after {@code from} and before {@code end}, the first run of at least {@code length} member
     * bytes starts, or -1. It tests the last byte of each window first and skips the whole window when it is not a
     * member, so on text without runs it reads about one byte in {@code length}.
     */
    int find(byte[] data, int from, int end) {
        boolean[] set = members;
        int need = length;
        int start = from;
        while (start + need <= end) {
            int last = start + need - 1;
            if (!set[data[last] & 0xFF]) {
                start = last + 1;
                continue;
            }
            int k = last - 1;
            while (k >= start && set[data[k] & 0xFF]) {
                k--;
            }
            if (k < start) {
                return start;
            }
            start = k + 1;
        }
        return -1;
    }
}
