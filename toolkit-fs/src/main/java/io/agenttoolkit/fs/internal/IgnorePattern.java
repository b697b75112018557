package io.agenttoolkit.fs.internal;

import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One line of a gitignore file, compiled: what it matches (a name, or for anchored patterns a path relative to the
 * directory of its file), whether it re-includes ({@code !}) and whether it matches directories only (trailing
 * {@code /}). The rules are git's, see {@link IgnoreRules}; plain names and {@code *.ext} suffixes, most lines of real
 * ignore files, are compared without a regular expression.
 */
final class IgnorePattern {
    static final IgnorePattern[] NONE = new IgnorePattern[0];

    private final String base;
    private final boolean negated;
    private final boolean directoryOnly;
    private final boolean anchored;
    /** The whole name to equal, or the suffix a name must end with after a {@code *}; null when a regex is needed. */
    private final @Nullable String exact;

    private final @Nullable String suffix;
    private final @Nullable Pattern regex;

    private IgnorePattern(
            String base,
            boolean negated,
            boolean directoryOnly,
            boolean anchored,
            @Nullable String exact,
            @Nullable String suffix,
            @Nullable Pattern regex) {
        this.base = base;
        this.negated = negated;
        this.directoryOnly = directoryOnly;
        this.anchored = anchored;
        this.exact = exact;
        this.suffix = suffix;
        this.regex = regex;
    }

    /**
     * Returns the pattern of one line of an ignore file found in the directory {@code base} ({@code ""} or
     * {@code "a/b/"} relative to the work tree), or null for blank lines, comments and lines that match nothing.
     */
    static @Nullable IgnorePattern parse(String line, String base) {
        String text = line;
        if (text.endsWith("\r")) {
            text = text.substring(0, text.length() - 1);
        }
        text = trimTrailingSpaces(text);
        if (text.isEmpty() || text.startsWith("#")) {
            return null;
        }
        boolean negated = false;
        if (text.startsWith("!")) {
            negated = true;
            text = text.substring(1);
        }
        boolean directoryOnly = false;
        if (text.endsWith("/") && !text.endsWith("\\/")) {
            directoryOnly = true;
            text = text.substring(0, text.length() - 1);
        }
        if (text.isEmpty()) {
            return null;
        }
        // A slash at the start or in the middle anchors the pattern to its file's directory.
        boolean anchored = text.indexOf('/') >= 0;
        if (text.startsWith("/")) {
            text = text.substring(1);
        }
        if (!anchored && !hasWildcard(text)) {
            return new IgnorePattern(base, negated, directoryOnly, false, unescape(text), null, null);
        }
        if (!anchored && text.startsWith("*") && !hasWildcard(text.substring(1))) {
            return new IgnorePattern(base, negated, directoryOnly, false, null, unescape(text.substring(1)), null);
        }
        Pattern regex;
        try {
            regex = Pattern.compile(toRegex(text), Pattern.DOTALL);
        } catch (RuntimeException e) {
            return null; // a malformed bracket expression: git's matcher matches nothing with it either
        }
        return new IgnorePattern(base, negated, directoryOnly, anchored, null, null, regex);
    }

    /** The directory of the file this pattern came from, relative to the work tree: {@code ""} or {@code "a/"}. */
    String base() {
        return base;
    }

    boolean negated() {
        return negated;
    }

    boolean directoryOnly() {
        return directoryOnly;
    }

    /** Whether the pattern is matched against the path relative to {@link #base()} rather than the name alone. */
    boolean anchored() {
        return anchored;
    }

    /** Returns whether the name (or, when anchored, the relative path) matches. */
    boolean matches(String nameOrPath) {
        if (exact != null) {
            return nameOrPath.equals(exact);
        }
        if (suffix != null) {
            return nameOrPath.endsWith(suffix);
        }
        return regex.matcher(nameOrPath).matches();
    }

    private static String trimTrailingSpaces(String text) {
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == ' ') {
            int backslashes = 0;
            for (int i = end - 2; i >= 0 && text.charAt(i) == '\\'; i--) {
                backslashes++;
            }
            if (backslashes % 2 == 1) {
                break; // an escaped space stays
            }
            end--;
        }
        return text.substring(0, end);
    }

    private static boolean hasWildcard(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '*' || c == '?' || c == '[') {
                return true;
            }
            if (c == '\\') {
                i++;
            }
        }
        return false;
    }

    private static String unescape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\' && i + 1 < text.length()) {
                c = text.charAt(++i);
            }
            out.append(c);
        }
        return out.toString();
    }

    /** Translates a wildmatch pattern (with {@code /} never matched by a wildcard) into a Java regex. */
    static String toRegex(String glob) {
        StringBuilder out = new StringBuilder();
        int n = glob.length();
        int i = 0;
        while (i < n) {
            char c = glob.charAt(i);
            if (c == '*') {
                int stars = 1;
                while (i + stars < n && glob.charAt(i + stars) == '*') {
                    stars++;
                }
                boolean wholeSegment = stars == 2
                        && (i == 0 || glob.charAt(i - 1) == '/')
                        && (i + 2 == n || glob.charAt(i + 2) == '/');
                if (wholeSegment && i + 2 == n) {
                    out.append(i == 0 ? ".*" : ".+"); // x/** : everything inside x
                    i += 2;
                } else if (wholeSegment) {
                    out.append("(?:.*/)?"); // **/ : zero or more directories
                    i += 3;
                } else {
                    out.append("[^/]*");
                    i += stars;
                }
                continue;
            }
            if (c == '?') {
                out.append("[^/]");
            } else if (c == '[') {
                int end = bracket(glob, i, out);
                if (end < 0) {
                    throw new IllegalArgumentException("unclosed [ in " + glob);
                }
                i = end;
                continue;
            } else if (c == '\\' && i + 1 < n) {
                out.append(Pattern.quote(String.valueOf(glob.charAt(++i))));
            } else {
                out.append(Pattern.quote(String.valueOf(c)));
            }
            i++;
        }
        return out.toString();
    }

    /** Appends the bracket expression opened at {@code open} as a Java class and returns the index after it, or -1. */
    private static int bracket(String glob, int open, StringBuilder out) {
        int i = open + 1;
        int n = glob.length();
        StringBuilder body = new StringBuilder();
        boolean negated = i < n && (glob.charAt(i) == '!' || glob.charAt(i) == '^');
        if (negated) {
            i++;
        }
        boolean first = true;
        while (i < n) {
            char c = glob.charAt(i);
            if (c == ']' && !first) {
                out.append(negated ? "[^/" : "[").append(body).append(']');
                return i + 1;
            }
            first = false;
            if (c == '[' && i + 1 < n && glob.charAt(i + 1) == ':') {
                int close = glob.indexOf(":]", i + 2);
                if (close < 0) {
                    return -1;
                }
                String name = glob.substring(i + 2, close);
                body.append("\\p{")
                        .append(
                                switch (name) {
                                    case "alnum" -> "Alnum";
                                    case "alpha" -> "Alpha";
                                    case "digit" -> "Digit";
                                    case "lower" -> "Lower";
                                    case "upper" -> "Upper";
                                    case "space" -> "Space";
                                    case "punct" -> "Punct";
                                    case "xdigit" -> "XDigit";
                                    case "blank" -> "Blank";
                                    case "cntrl" -> "Cntrl";
                                    case "graph" -> "Graph";
                                    case "print" -> "Print";
                                    default -> throw new IllegalArgumentException("unknown class [:" + name + ":]");
                                })
                        .append('}');
                i = close + 2;
                continue;
            }
            if (c == '\\' && i + 1 < n) {
                c = glob.charAt(++i);
            }
            if (c == '-' && body.length() > 0 && i + 1 < n && glob.charAt(i + 1) != ']') {
                body.append('-');
            } else {
                body.append('\\').append(String.format("x{%x}", (int) c));
            }
            i++;
        }
        return -1;
    }
}
