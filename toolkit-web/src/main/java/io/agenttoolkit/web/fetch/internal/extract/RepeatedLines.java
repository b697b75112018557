package io.agenttoolkit.web.fetch.internal.extract;

import java.util.HashSet;
import java.util.Set;

/**
 * Removes Markdown that repeats earlier content: carousel clones, sticky product summaries, a section printed twice
 * for two screen sizes, a forum reply's quote of a post already shown above. A page's own text rarely says the same
 * passage twice.
 *
 * <p>Lines are compared by their words alone (letters and digits, lower-cased), so a quoted line ({@code > text}), a
 * list item or a link says the same as its plain form, and an image's alt text does not count. A run of consecutive
 * repeated lines (lines without words between them allowed) goes when its lines of at least {@value #MINIMUM_LINE}
 * letters hold {@value #MINIMUM_RUN} letters or more; shorter runs (labels, prices, "Read more") may repeat
 * legitimately and are kept.
 */
final class RepeatedLines {

    /** Letters and digits a run of repeated lines must hold to be dropped. */
    static final int MINIMUM_RUN = 60;

    /** Letters and digits a repeated line must hold to count towards its run: short labels ride along only. */
    static final int MINIMUM_LINE = 25;

    private RepeatedLines() {}

    /** Returns the Markdown without its repeated runs, leaving code blocks alone. */
    static String dropRepeatedLines(String markdown) {
        String[] lines = markdown.split("\n", -1);
        boolean[] repeat = new boolean[lines.length];
        boolean[] empty = new boolean[lines.length];
        Set<String> seen = new HashSet<>();
        boolean inCode = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            String key = inCode ? "" : key(lines[i]);
            repeat[i] = !key.isEmpty() && !seen.add(key);
            empty[i] = !inCode && key.isEmpty() && !lines[i].contains("![");
        }
        boolean[] drop = new boolean[lines.length];
        boolean dropped = false;
        int i = 0;
        while (i < lines.length) {
            if (!repeat[i]) {
                i++;
                continue;
            }
            // The run: repeated lines, with lines without words between them (blank, a bare quote marker).
            int end = i;
            int letters = 0;
            int last = i;
            for (int j = i; j < lines.length && (repeat[j] || empty[j]); j++) {
                if (repeat[j]) {
                    int length = key(lines[j]).length();
                    if (length >= MINIMUM_LINE) {
                        letters += length;
                    }
                    last = j;
                }
                end = j;
            }
            if (letters >= MINIMUM_RUN) {
                for (int j = i; j <= last; j++) {
                    drop[j] = true;
                }
                dropped = true;
            }
            i = end + 1;
        }
        if (!dropped) {
            return markdown;
        }
        StringBuilder out = new StringBuilder(markdown.length());
        for (int j = 0; j < lines.length; j++) {
            if (!drop[j]) {
                out.append(lines[j]).append('\n');
            }
        }
        return MarkdownRenderer.tidy(out.toString());
    }

    /** Returns the index of the {@code )} that closes the image whose alt text starts at {@code from}, or -1. */
    private static int imageEnd(String line, int from) {
        int close = line.indexOf("](", from);
        if (close < 0) {
            return -1;
        }
        int i = close + 2;
        while (i < line.length() && line.charAt(i) != ')' && line.charAt(i) != ' ') {
            i++;
        }
        if (i + 1 < line.length() && line.charAt(i) == ' ' && line.charAt(i + 1) == '"') {
            int title = line.indexOf("\")", i + 2);
            return title < 0 ? -1 : title + 1;
        }
        return i < line.length() && line.charAt(i) == ')' ? i : -1;
    }

    /** Returns the line's words without link targets: its letters and digits, lower-cased. */
    static String key(String line) {
        StringBuilder key = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '!' && i + 1 < line.length() && line.charAt(i + 1) == '[') {
                // An image: its alt text is not the page's text.
                int end = imageEnd(line, i + 2);
                if (end > 0) {
                    i = end;
                    continue;
                }
            }
            if (c == ']' && i + 1 < line.length() && line.charAt(i + 1) == '(') {
                int close = line.indexOf(')', i + 2);
                if (close > 0) {
                    i = close;
                    continue;
                }
            }
            if (Character.isLetterOrDigit(c)) {
                key.append(Character.toLowerCase(c));
            }
        }
        return key.toString();
    }
}
