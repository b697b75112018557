package io.agenttoolkit.fs.internal;

import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Finds a piece of literal text that every match of a regular expression must contain, so the searcher can look for
 * those bytes in a file before decoding or matching a single line.
 *
 * <p>Conservative by design: it reads only the top level of the pattern, gives up on alternation, inline flags and
 * anything it does not understand, and returns null rather than a literal that a match might lack.
 */
final class RequiredLiteral {
    private static final int MIN_USEFUL = 2;
    /** Escapes that are exactly two characters long: classes, anchors and single control characters. */
    private static final String SIMPLE_ESCAPES = "dDsSwWbBAzZGhHvVRXnrtfae";

    private RequiredLiteral() {}

    /** Returns the longest literal run every match contains, or null when none is known. */
    static @Nullable String of(String regex, int flags) {
        if ((flags & (Pattern.CASE_INSENSITIVE | Pattern.COMMENTS | Pattern.LITERAL | Pattern.CANON_EQ)) != 0) {
            return (flags & Pattern.LITERAL) != 0 && (flags & Pattern.CASE_INSENSITIVE) == 0 ? usable(regex) : null;
        }
        String best = "";
        StringBuilder run = new StringBuilder();
        int i = 0;
        int n = regex.length();
        while (i < n) {
            char c = regex.charAt(i);
            switch (c) {
                case '|':
                    return null;
                case '(': {
                    if (i + 2 < n && regex.charAt(i + 1) == '?' && isFlagChar(regex.charAt(i + 2))) {
                        return null;
                    }
                    int end = skipGroup(regex, i);
                    if (end < 0) {
                        return null;
                    }
                    best = longer(best, run);
                    run.setLength(0);
                    i = end;
                    i = skipQuantifier(regex, i);
                    continue;
                }
                case '[': {
                    int end = skipClass(regex, i);
                    if (end < 0) {
                        return null;
                    }
                    best = longer(best, run);
                    run.setLength(0);
                    i = skipQuantifier(regex, end);
                    continue;
                }
                case '.':
                case '^':
                case '$':
                    best = longer(best, run);
                    run.setLength(0);
                    i = skipQuantifier(regex, i + 1);
                    continue;
                case ')':
                case ']':
                case '{':
                case '}':
                case '*':
                case '+':
                case '?':
                    return null;
                case '\\': {
                    if (i + 1 >= n) {
                        return null;
                    }
                    char e = regex.charAt(i + 1);
                    if (e == 'Q') {
                        int close = regex.indexOf("\\E", i + 2);
                        String quoted = close < 0 ? regex.substring(i + 2) : regex.substring(i + 2, close);
                        int after = close < 0 ? n : close + 2;
                        if (quantifierAt(regex, after)) {
                            return null;
                        }
                        for (int k = 0; k < quoted.length(); k++) {
                            if (!appendLiteral(run, quoted.charAt(k))) {
                                best = longer(best, run);
                                run.setLength(0);
                            }
                        }
                        i = after;
                        continue;
                    }
                    if (Character.isLetterOrDigit(e) && SIMPLE_ESCAPES.indexOf(e) < 0) {
                        return null;
                    }
                    Character literal = escapedLiteral(e);
                    i += 2;
                    if (literal == null) {
                        best = longer(best, run);
                        run.setLength(0);
                        i = skipQuantifier(regex, i);
                        continue;
                    }
                    c = literal;
                    break;
                }
                default:
                    i++;
                    break;
            }
            // c is one literal character; a following quantifier may make it optional or repeat it.
            if (quantifierAt(regex, i)) {
                best = longer(best, run);
                run.setLength(0);
                i = skipQuantifier(regex, i);
                continue;
            }
            if (!appendLiteral(run, c)) {
                best = longer(best, run);
                run.setLength(0);
            }
        }
        best = longer(best, run);
        return usable(best);
    }

    private static @Nullable String usable(String literal) {
        if (literal.length() < MIN_USEFUL) {
            return null;
        }
        for (int i = 0; i < literal.length(); i++) {
            char c = literal.charAt(i);
            if (c == '\n' || c == '\r' || c == '\uFFFD' || Character.isSurrogate(c)) {
                return null;
            }
        }
        return literal;
    }

    private static boolean appendLiteral(StringBuilder run, char c) {
        if (c == '\n' || c == '\r') {
            return false;
        }
        run.append(c);
        return true;
    }

    private static String longer(String best, StringBuilder run) {
        return run.length() > best.length() ? run.toString() : best;
    }

    private static boolean isFlagChar(char c) {
        return "idmsuxUc-".indexOf(c) >= 0;
    }

    private static boolean quantifierAt(String regex, int i) {
        if (i >= regex.length()) {
            return false;
        }
        char c = regex.charAt(i);
        return c == '*' || c == '+' || c == '?' || c == '{';
    }

    /** Skips a quantifier (with its lazy or possessive suffix) starting at {@code i}, if there is one. */
    private static int skipQuantifier(String regex, int i) {
        if (i >= regex.length()) {
            return i;
        }
        char c = regex.charAt(i);
        if (c == '*' || c == '+' || c == '?') {
            i++;
        } else if (c == '{') {
            int close = regex.indexOf('}', i);
            if (close < 0) {
                return regex.length();
            }
            i = close + 1;
        } else {
            return i;
        }
        if (i < regex.length() && (regex.charAt(i) == '?' || regex.charAt(i) == '+')) {
            i++;
        }
        return i;
    }

    /** Returns the index after the group opened at {@code open}, or -1 when it is not closed. */
    private static int skipGroup(String regex, int open) {
        int depth = 0;
        int i = open;
        while (i < regex.length()) {
            char c = regex.charAt(i);
            if (c == '\\') {
                if (i + 1 < regex.length() && regex.charAt(i + 1) == 'Q') {
                    int close = regex.indexOf("\\E", i + 2);
                    if (close < 0) {
                        return -1;
                    }
                    i = close + 2;
                } else {
                    i += 2;
                }
                continue;
            }
            if (c == '[') {
                int end = skipClass(regex, i);
                if (end < 0) {
                    return -1;
                }
                i = end;
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
                if (depth == 0) {
                    return i + 1;
                }
            }
            i++;
        }
        return -1;
    }

    /** Returns the index after the character class opened at {@code open} (Java allows nesting), or -1. */
    private static int skipClass(String regex, int open) {
        int depth = 0;
        int i = open;
        while (i < regex.length()) {
            char c = regex.charAt(i);
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c == '[') {
                depth++;
                i++;
                if (i < regex.length() && regex.charAt(i) == '^') {
                    i++;
                }
                if (i < regex.length() && regex.charAt(i) == ']') {
                    i++;
                }
                continue;
            }
            if (c == ']') {
                depth--;
                if (depth == 0) {
                    return i + 1;
                }
            }
            i++;
        }
        return -1;
    }

    /** Returns the character an escape stands for, or null when it is a class, an anchor or something else. */
    private static @Nullable Character escapedLiteral(char e) {
        if (e == 't') {
            return '\t';
        }
        if (e == 'f') {
            return '\f';
        }
        if (e == 'a') {
            return '\u0007';
        }
        if (e == 'e') {
            return '\u001B';
        }
        if (Character.isLetterOrDigit(e)) {
            return null;
        }
        return e;
    }
}
