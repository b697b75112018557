package io.agenttoolkit.web.fetch.internal.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes the byline-and-age lines of a listing's cards and a thread's posts: a linked author name with a relative
 * time ({@code [Marko Zivkovic](https://site/editor/marko) 1 month ago}, "Alan Woinski and Kim Woinski | 2 weeks
 * ago") or a stamp that says it is one ("posted 6 years ago", "By romain · 1 day ago", "Last post by Jim 8 years
 * ago"). The theme's stamp on each entry, not its text. A bare "3 days ago" stays (a job board's posting age can be
 * part of the entry), and so does a sentence that ends in "ago" ("We moved here 2 years ago"): without a link or a
 * stamp word, a name cannot be told from a sentence's words. Works on the Markdown after the pick, one line at a
 * time, headings and code left alone.
 */
final class AgeStamps {

    /** Characters a line holds at most to be read as a stamp. */
    private static final int MAX_LINE = 400;

    /** A stamp word, an optional name (links already read as their text) and a separator, then the age. */
    private static final Pattern STAMP = Pattern.compile(
            "(?:(by|posted(?: by)?|last post by|updated)\\s+)?(?:([\\p{L}\\p{N}_ .'\u2019-]{1,40}?)\\s*[|\u00b7\u2022,-]?\\s*)?"
                    + "(?:\\d+|an?|one)\\s+(?:mins?|minutes?|hrs?|hours?|days?|weeks?|months?|years?)\\s+ago\\W*",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private static final Pattern PICTURE = Pattern.compile("!\\[[^\\]]*\\]\\([^)]*\\)");

    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");

    private static final Pattern MARKER = Pattern.compile("^\\s*(?:[-*+]|\\d+\\.|>)\\s+");

    private AgeStamps() {}

    /** Returns the Markdown without its byline-and-age lines; unchanged when it has none. */
    static String drop(String markdown) {
        if (markdown.indexOf(" ago") < 0) {
            return markdown;
        }
        String[] lines = markdown.split("\n", -1);
        boolean[] drop = new boolean[lines.length];
        boolean inCode = false;
        boolean dropped = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith("```")) {
                inCode = !inCode;
            } else if (!inCode && isStamp(lines[i])) {
                drop[i] = dropped = true;
            }
        }
        return dropped ? MarkdownRenderer.withoutLines(lines, drop) : markdown;
    }

    /** Whether the line is an entry's byline with its age, or a stamp word with an age. */
    static boolean isStamp(String line) {
        if (line.length() > MAX_LINE
                || line.indexOf(" ago") < 0
                || line.stripLeading().startsWith("#")) {
            return false;
        }
        String plain = LINK.matcher(PICTURE.matcher(line).replaceAll("")).replaceAll("$1");
        plain = MARKER.matcher(plain)
                .replaceFirst("")
                .replace("**", "")
                .replace("\\", "")
                .strip();
        Matcher m = STAMP.matcher(plain);
        if (!m.matches()) {
            return false;
        }
        String name = m.group(2) == null ? "" : m.group(2).strip();
        return m.group(1) != null || !name.isEmpty() && line.contains("](");
    }
}
