package io.agenttoolkit.fs.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Finds literal text every match of a regular expression must contain, so the searcher can look for those bytes in a
 * file before decoding or matching a single line: one literal, or a short list of which every match contains at least
 * one ({@code foo|bar}, {@code (error|warn)ing}), compared exactly or, for {@code (?i)} patterns, ASCII-caselessly.
 *
 * <p>Conservative by design: it gives up on inline flags other than a leading {@code (?i)}/{@code (?u)}, on anything
 * it does not understand, and returns null rather than a literal that a match might lack. For caseless patterns only
 * ASCII text is kept, since the byte scan folds ASCII case only: Java's {@code (?i)} matches a non-ASCII character
 * exactly but {@code (?iu)} folds it, and under {@code (?iu)} the ASCII letters {@code i}, {@code k} and {@code s} also
 * match non-ASCII characters (U+0130, U+0131, U+212A, U+017F), so they end a literal there too.
 */
final class RequiredLiteral {
    private static final int MIN_USEFUL = 2;
    /** The most alternatives worth scanning for; more would cost more than decoding every line. */
    private static final int MAX_ALTERNATIVES = 8;
    /** Escapes that are exactly two characters long: classes, anchors and single control characters. */
    private static final String SIMPLE_ESCAPES = "dDsSwWbBAzZGhHvVRXnrtfae";

    private RequiredLiteral() {}

    /**
     * What every match contains: at least one of {@code literals}, compared ASCII-caselessly when {@code caseless}.
     * Each literal is at least two characters and never holds a line break.
     */
    record Requirement(List<String> literals, boolean caseless) {}

    /** Returns the longest literal run every match contains (exact comparison only), or null when none is known. */
    static @Nullable String of(String regex, int flags) {
        Requirement requirement = requirement(regex, flags);
        return requirement == null
                        || requirement.caseless()
                        || requirement.literals().size() != 1
                ? null
                : requirement.literals().get(0);
    }

    /** Returns what every match of the pattern contains, or null when nothing useful is known. */
    static @Nullable Requirement requirement(String regex, int flags) {
        if ((flags & (Pattern.COMMENTS | Pattern.CANON_EQ)) != 0) {
            return null;
        }
        boolean caseless = (flags & Pattern.CASE_INSENSITIVE) != 0;
        boolean unicodeCase = (flags & (Pattern.UNICODE_CASE | Pattern.UNICODE_CHARACTER_CLASS)) != 0;
        if ((flags & Pattern.LITERAL) != 0) {
            return finish(List.of(regex), caseless, unicodeCase);
        }
        int start = 0;
        // A leading flag group such as (?i) or (?iu) applies to the whole pattern.
        if (regex.startsWith("(?")) {
            int close = regex.indexOf(')');
            if (close > 2 && regex.substring(2, close).chars().allMatch(c -> "imsu".indexOf(c) >= 0)) {
                String set = regex.substring(2, close);
                caseless |= set.indexOf('i') >= 0;
                unicodeCase |= set.indexOf('u') >= 0;
                start = close + 1;
            }
        }
        List<String> alternatives = alternation(regex, start, regex.length());
        return alternatives == null ? null : finish(alternatives, caseless, unicodeCase);
    }

    /** Keeps what a byte scan can look for: for caseless patterns, each literal's longest safe ASCII piece. */
    private static @Nullable Requirement finish(List<String> literals, boolean caseless, boolean unicodeCase) {
        List<String> kept = new ArrayList<>();
        for (String literal : literals) {
            String usable = caseless ? longestCaselessPiece(literal, unicodeCase) : literal;
            usable = usable(usable);
            if (usable == null) {
                return null;
            }
            if (!kept.contains(usable)) {
                kept.add(usable);
            }
        }
        return kept.isEmpty() || kept.size() > MAX_ALTERNATIVES ? null : new Requirement(List.copyOf(kept), caseless);
    }

    private static String longestCaselessPiece(String literal, boolean unicodeCase) {
        String best = "";
        int from = 0;
        for (int i = 0; i <= literal.length(); i++) {
            boolean end = i == literal.length();
            if (!end) {
                char c = literal.charAt(i);
                char lower = (char) (c | 0x20);
                end = c >= 0x80 || (unicodeCase && (lower == 'i' || lower == 'k' || lower == 's'));
            }
            if (end) {
                if (i - from > best.length()) {
                    best = literal.substring(from, i);
                }
                from = i + 1;
            }
        }
        return best;
    }

    /** Returns the literals of which every match of {@code regex[from, to)} contains one, or null. */
    private static @Nullable List<String> alternation(String regex, int from, int to) {
        List<String> all = new ArrayList<>();
        int branchStart = from;
        int i = from;
        while (i <= to) {
            if (i == to || regex.charAt(i) == '|') {
                List<String> branch = sequence(regex, branchStart, i);
                if (branch == null) {
                    return null;
                }
                all.addAll(branch);
                if (all.size() > MAX_ALTERNATIVES) {
                    return null;
                }
                branchStart = i + 1;
                i++;
                continue;
            }
            char c = regex.charAt(i);
            if (c == '\\') {
                if (i + 1 < to && regex.charAt(i + 1) == 'Q') {
                    int close = regex.indexOf("\\E", i + 2);
                    i = close < 0 || close >= to ? to : close + 2;
                } else {
                    i += 2;
                }
            } else if (c == '(') {
                int end = skipGroup(regex, i);
                if (end < 0 || end > to) {
                    return null;
                }
                i = end;
            } else if (c == '[') {
                int end = skipClass(regex, i);
                if (end < 0 || end > to) {
                    return null;
                }
                i = end;
            } else {
                i++;
            }
        }
        return all;
    }

    /**
     * Returns what every match of the sequence {@code regex[from, to)} (no top-level {@code |}) contains: its longest
     * literal run, or the alternatives of a group it cannot skip when those are longer; null when nothing is known.
     */
    private static @Nullable List<String> sequence(String regex, int from, int to) {
        String best = "";
        @Nullable List<String> bestGroup = null;
        StringBuilder run = new StringBuilder();
        int i = from;
        while (i < to) {
            char c = regex.charAt(i);
            switch (c) {
                case '(': {
                    int end = skipGroup(regex, i);
                    if (end < 0 || end > to) {
                        return null;
                    }
                    if (i + 2 < to && regex.charAt(i + 1) == '?' && isFlagChar(regex.charAt(i + 2))) {
                        return null;
                    }
                    best = longer(best, run);
                    run.setLength(0);
                    int after = skipQuantifier(regex, end);
                    int contentStart = groupContentStart(regex, i);
                    if (contentStart >= 0 && !optionalQuantifier(regex, end, after)) {
                        List<String> inner = alternation(regex, contentStart, end - 1);
                        if (inner != null && better(inner, bestGroup)) {
                            bestGroup = inner;
                        }
                    }
                    i = after;
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
                case '|':
                    return null;
                case '\\': {
                    if (i + 1 >= to) {
                        return null;
                    }
                    char e = regex.charAt(i + 1);
                    if (e == 'Q') {
                        int close = regex.indexOf("\\E", i + 2);
                        if (close >= to) {
                            close = -1;
                        }
                        String quoted = close < 0 ? regex.substring(i + 2, to) : regex.substring(i + 2, close);
                        int after = close < 0 ? to : close + 2;
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
        if (bestGroup != null && better(bestGroup, best.isEmpty() ? null : List.of(best))) {
            return bestGroup;
        }
        return best.isEmpty() ? null : List.of(best);
    }

    /** Whether {@code a} is the better prefilter: a longer shortest literal, then fewer alternatives. */
    private static boolean better(List<String> a, @Nullable List<String> b) {
        if (b == null) {
            return true;
        }
        int shortestA = a.stream().mapToInt(String::length).min().orElse(0);
        int shortestB = b.stream().mapToInt(String::length).min().orElse(0);
        return shortestA != shortestB ? shortestA > shortestB : a.size() < b.size();
    }

    /**
     * Returns where the content of the group opened at {@code open} starts when its content must match (plain,
     * non-capturing, named or atomic groups), or -1 for lookarounds and anything else.
     */
    private static int groupContentStart(String regex, int open) {
        if (open + 1 >= regex.length() || regex.charAt(open + 1) != '?') {
            return open + 1;
        }
        if (open + 2 >= regex.length()) {
            return -1;
        }
        char kind = regex.charAt(open + 2);
        if (kind == ':' || kind == '>') {
            return open + 3;
        }
        if (kind == '<' && open + 3 < regex.length() && Character.isLetter(regex.charAt(open + 3))) {
            int close = regex.indexOf('>', open + 3);
            return close < 0 ? -1 : close + 1;
        }
        return -1;
    }

    /** Whether the quantifier at {@code regex[start, end)} lets its atom match zero times. */
    private static boolean optionalQuantifier(String regex, int start, int end) {
        if (start >= end) {
            return false;
        }
        char c = regex.charAt(start);
        if (c == '*' || c == '?') {
            return true;
        }
        if (c == '{') {
            int i = start + 1;
            int min = 0;
            boolean digits = false;
            while (i < end && Character.isDigit(regex.charAt(i))) {
                min = Math.min(1_000_000, min * 10 + (regex.charAt(i) - '0'));
                digits = true;
                i++;
            }
            return !digits || min == 0;
        }
        return false;
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
    static int skipGroup(String regex, int open) {
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
    static int skipClass(String regex, int open) {
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
