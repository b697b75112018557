package io.agenttoolkit.fs.internal;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;

/**
 * Derives from a grep pattern one that can be run over many lines of text at once, to find the lines worth matching
 * with the real pattern: one {@code Matcher.find} over a block of lines instead of a decoded string and a matcher
 * reset per line.
 *
 * <p>The derived pattern never misses a line the original matches on its own (it may find more; every line it finds
 * is matched again with the original). That holds when no match can cross a line break and nothing looks beyond the
 * line: the pattern is refused when it holds lookaround, {@code \A}, {@code \z}, {@code \Z}, {@code \G}, inline flags
 * other than {@code i}, {@code u} and {@code m}, escapes that may match a line break ({@code \n}, {@code \x..},
 * {@code \p{..}}, {@code \W}, {@code \D}, {@code \R} ...), nested or intersected classes, or raw control characters;
 * it is rewritten so that {@code \s} and negated classes cannot match {@code \n} (a single line never holds one, so
 * this changes nothing for a line), and compiled with {@code MULTILINE} so {@code ^} and {@code $} match at every line.
 */
final class BufferPattern {
    /** Escapes (after a backslash) that never match {@code \n} and stay as they are. */
    private static final String KEPT_ESCAPES = "dwSbBhVtfaer";

    private BufferPattern() {}

    /** Returns the pattern to run over blocks of lines, or null when the pattern must be run line by line. */
    static @Nullable Pattern of(Pattern pattern) {
        int unsupported = Pattern.COMMENTS
                | Pattern.DOTALL
                | Pattern.UNIX_LINES
                | Pattern.LITERAL
                | Pattern.CANON_EQ
                | Pattern.UNICODE_CHARACTER_CLASS;
        if ((pattern.flags() & unsupported) != 0) {
            return null;
        }
        String rewritten = rewrite(pattern.pattern());
        if (rewritten == null) {
            return null;
        }
        try {
            return Pattern.compile(rewritten, pattern.flags() | Pattern.MULTILINE);
        } catch (PatternSyntaxException | StackOverflowError e) {
            return null;
        }
    }

    /** Returns the rewritten regex, or null when it cannot be shown safe. */
    static @Nullable String rewrite(String regex) {
        StringBuilder out = new StringBuilder(regex.length() + 16);
        int i = 0;
        int n = regex.length();
        while (i < n) {
            char c = regex.charAt(i);
            if (c < 0x20 || c == 0x7F) {
                return null;
            }
            if (c == '\\') {
                if (i + 1 >= n) {
                    return null;
                }
                char e = regex.charAt(i + 1);
                if (e == 'Q') {
                    int close = regex.indexOf("\\E", i + 2);
                    int end = close < 0 ? n : close + 2;
                    out.append(regex, i, end);
                    i = end;
                    continue;
                }
                if (e == 's') {
                    out.append("[ \\t\\x0B\\f\\r]");
                } else if (!Character.isLetterOrDigit(e) || KEPT_ESCAPES.indexOf(e) >= 0) {
                    out.append(c).append(e);
                } else if (e >= '1' && e <= '9') {
                    // A back reference repeats what a group matched, which holds no line break.
                    out.append(c).append(e);
                } else {
                    return null;
                }
                i += 2;
                continue;
            }
            if (c == '[') {
                int end = rewriteClass(regex, i, out);
                if (end < 0) {
                    return null;
                }
                i = end;
                continue;
            }
            if (c == '(' && i + 1 < n && regex.charAt(i + 1) == '?') {
                int end = groupOpening(regex, i);
                if (end < 0) {
                    return null;
                }
                out.append(regex, i, end);
                i = end;
                continue;
            }
            out.append(c);
            i++;
        }
        return out.toString();
    }

    /**
     * Copies the opening of a {@code (?...} group when it is harmless (non-capturing, atomic, named, or inline flags
     * {@code i}, {@code u}, {@code m}) and returns the index after it, or -1.
     */
    private static int groupOpening(String regex, int open) {
        int i = open + 2;
        if (i >= regex.length()) {
            return -1;
        }
        char kind = regex.charAt(i);
        if (kind == ':' || kind == '>') {
            return i + 1;
        }
        if (kind == '<') {
            int close = regex.indexOf('>', i);
            if (i + 1 < regex.length() && Character.isLetter(regex.charAt(i + 1)) && close > 0) {
                return close + 1;
            }
            return -1;
        }
        while (i < regex.length() && "ium".indexOf(regex.charAt(i)) >= 0) {
            i++;
        }
        if (i == open + 2 || i >= regex.length()) {
            return -1;
        }
        char end = regex.charAt(i);
        return end == ')' || end == ':' ? i + 1 : -1;
    }

    /**
     * Copies the character class opened at {@code open} into {@code out}, a negated one with {@code \n} added, and
     * returns the index after it; -1 for nested or intersected classes and escapes that may match a line break.
     */
    private static int rewriteClass(String regex, int open, StringBuilder out) {
        int i = open + 1;
        int n = regex.length();
        boolean negated = i < n && regex.charAt(i) == '^';
        if (negated) {
            i++;
        }
        StringBuilder body = new StringBuilder();
        if (i < n && regex.charAt(i) == ']') {
            body.append("\\]");
            i++;
        }
        while (i < n) {
            char c = regex.charAt(i);
            if (c < 0x20 || c == 0x7F || c == '[') {
                return -1;
            }
            if (c == '&' && i + 1 < n && regex.charAt(i + 1) == '&') {
                return -1;
            }
            if (c == ']') {
                // \n is appended to a negated class; after a trailing '-' it would start a range.
                if (negated && body.length() > 0 && body.charAt(body.length() - 1) == '-') {
                    return -1;
                }
                out.append('[');
                if (negated) {
                    out.append('^');
                }
                out.append(body);
                if (negated) {
                    out.append("\\n");
                }
                out.append(']');
                return i + 1;
            }
            if (c == '\\') {
                if (i + 1 >= n) {
                    return -1;
                }
                char e = regex.charAt(i + 1);
                boolean safe = !Character.isLetterOrDigit(e) || KEPT_ESCAPES.indexOf(e) >= 0;
                // A negated class may name classes holding \n: \n is added to what it excludes.
                if (!safe && !(negated && "sWDH".indexOf(e) >= 0)) {
                    return -1;
                }
                // A range from a control character (\t-\r) may span \n.
                if (!negated && "tfaer".indexOf(e) >= 0 && i + 2 < n && regex.charAt(i + 2) == '-') {
                    return -1;
                }
                body.append(c).append(e);
                i += 2;
                continue;
            }
            body.append(c);
            i++;
        }
        return -1;
    }
}
