package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Removes Markdown that repeats earlier content: carousel clones, sticky product summaries, a section printed twice
 * for two screen sizes, a forum reply's quote of a post already shown above. A page's own text rarely says the same
 * passage twice.
 *
 * <p>Sections that repeat an earlier section go too: a heading whose words are an earlier heading's over lines whose
 * words were all said before (the smaller responsive variants of a block, with some lines left out; a tab strip's
 * labels printed again over their panels).
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
        // Each line's key, computed once: the run and item checks below read the keys again.
        String[] keys = new String[lines.length];
        Set<String> seen = new HashSet<>();
        boolean inCode = false;
        boolean anyRepeat = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            String key = inCode ? "" : key(lines, keys, i);
            repeat[i] = !key.isEmpty() && !seen.add(key);
            anyRepeat |= repeat[i];
            empty[i] = !inCode && key.isEmpty() && !lines[i].contains("![");
        }
        if (anyRepeat) {
            keepPartlyRepeatedTables(lines, keys, repeat);
            keepPartlyRepeatedItems(lines, keys, repeat);
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
                    int length = key(lines, keys, j).length();
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
            return dropRepeatedSections(markdown);
        }
        return dropRepeatedSections(MarkdownRenderer.withoutLines(lines, drop));
    }

    /**
     * Clears the repeat marks of a table's rows unless all its rows with words repeat, its header row aside: two
     * comparison tables may both say "No free tier", a training plan's weeks share rows, and those rows are each
     * table's own cells; only a table printed twice (a responsive copy, maybe under another header) goes, whole.
     */
    private static void keepPartlyRepeatedTables(String[] lines, String[] keys, boolean[] repeat) {
        int i = 0;
        while (i < lines.length) {
            if (!lines[i].startsWith("|")) {
                i++;
                continue;
            }
            int end = i;
            boolean all = true;
            boolean any = false;
            while (end < lines.length && lines[end].startsWith("|")) {
                if (repeat[end]) {
                    any = true;
                } else if (end > i && !key(lines, keys, end).isEmpty()) {
                    all = false;
                }
                end++;
            }
            if (any && !all) {
                for (int j = i; j < end; j++) {
                    repeat[j] = false;
                }
            }
            i = end;
        }
    }

    /**
     * Clears the repeat marks of a list item's lines when the item has a line of its own: an event list's entries
     * share the organiser's blurb but each has its own city and date, so the blurb is each entry's text. A list item
     * that repeats whole (a carousel's cloned slide) keeps its marks.
     */
    private static void keepPartlyRepeatedItems(String[] lines, String[] keys, boolean[] repeat) {
        int i = 0;
        while (i < lines.length) {
            int indent = itemIndent(lines[i]);
            if (indent < 0) {
                i++;
                continue;
            }
            int end = i + 1;
            while (end < lines.length && (lines[end].isBlank() || indentOf(lines[end]) > indent)) {
                end++;
            }
            boolean any = false;
            for (int j = i; j < end && !any; j++) {
                any = repeat[j];
            }
            boolean own = false;
            for (int j = i; j < end && any && !own; j++) {
                own = !repeat[j] && key(lines, keys, j).length() >= MIN_OWN;
            }
            if (own) {
                for (int j = i; j < end; j++) {
                    repeat[j] = false;
                }
            }
            i++;
        }
    }

    /** Letters a list item's line of its own holds at least: a city, a date, a name. */
    private static final int MIN_OWN = 8;

    /**
     * Returns the indentation of a list item's marker line with text on it ("* ", "- ", "1. "), or -1 for another line.
     * A marker alone on its line opens a block item (a thread's post, a card) whose lines are not read as one entry.
     */
    private static int itemIndent(String line) {
        int indent = indentOf(line);
        if (indent >= line.length()) {
            return -1;
        }
        char c = line.charAt(indent);
        if ((c == '*' || c == '-' || c == '+') && indent + 1 < line.length() && line.charAt(indent + 1) == ' ') {
            return indent;
        }
        int j = indent;
        while (j < line.length() && Character.isDigit(line.charAt(j))) {
            j++;
        }
        return j > indent && j + 1 < line.length() && line.charAt(j) == '.' && line.charAt(j + 1) == ' ' ? indent : -1;
    }

    private static int indentOf(String line) {
        int indent = 0;
        while (indent < line.length() && line.charAt(indent) == ' ') {
            indent++;
        }
        return indent;
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
    /** Returns {@link #key(String)} of line {@code i}, computed on first use and kept in {@code keys}. */
    private static String key(String[] lines, String[] keys, int i) {
        String key = keys[i];
        if (key == null) {
            key = key(lines[i]);
            keys[i] = key;
        }
        return key;
    }

    static String key(String line) {
        // A plain array: the key is built for every line, twice for repeated ones, and a StringBuilder checks its
        // capacity and coder on every append.
        char[] key = new char[line.length()];
        int length = 0;
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
                key[length++] = Character.toLowerCase(c);
            }
        }
        return new String(key, 0, length);
    }

    /**
     * Drops each section (a heading and the lines up to the next heading) whose heading's words are an earlier
     * heading's and whose every line's words were said before: a responsive variant of a block printed above it, or
     * a tab's label heading over nothing, printed again; and a heading over nothing right above the same heading (a
     * tab's label over its panel). A section that adds any line of its own stays (the "Pros"
     * and "Cons" of every product in a round-up), and so does the text before the first heading.
     */
    static String dropRepeatedSections(String markdown) {
        if (!hasRepeatedHeading(markdown)) {
            return markdown;
        }
        List<List<String>> sections = sections(markdown);
        if (sections.size() < 2) {
            return markdown;
        }
        Set<String> headings = new HashSet<>();
        Set<String> said = new HashSet<>();
        StringBuilder out = new StringBuilder(markdown.length());
        boolean dropped = false;
        for (int index = 0; index < sections.size(); index++) {
            List<String> section = sections.get(index);
            String heading = index == 0 && !isHeading(section.get(0)) ? null : key(section.get(0));
            List<String> body = new ArrayList<>();
            for (int i = heading == null ? 0 : 1; i < section.size(); i++) {
                String words = key(section.get(i));
                if (!words.isEmpty()) {
                    body.add(words);
                }
            }
            boolean named = heading != null && !heading.isEmpty();
            if (named
                    && body.isEmpty()
                    && index + 1 < sections.size()
                    && heading.equals(key(sections.get(index + 1).get(0)))) {
                // A tab's label printed as a heading right over its panel's own heading.
                dropped = true;
                continue;
            }
            boolean repeat = named && headings.contains(heading) && said.containsAll(body);
            if (repeat) {
                dropped = true;
            } else {
                for (String line : section) {
                    out.append(line).append('\n');
                }
            }
            if (named) {
                headings.add(heading);
                said.add(heading);
            }
            said.addAll(body);
        }
        return dropped ? MarkdownRenderer.tidy(out.toString()) : markdown;
    }

    /**
     * Whether two headings (outside code blocks) have the same words; a cheap look at the heading lines alone, as
     * most pages repeat none and need no section pass.
     */
    private static boolean hasRepeatedHeading(String markdown) {
        Set<String> headings = null;
        boolean inCode = false;
        int start = 0;
        while (start < markdown.length()) {
            int end = markdown.indexOf('\n', start);
            if (end < 0) {
                end = markdown.length();
            }
            if (markdown.startsWith("```", skipBlanks(markdown, start, end))) {
                inCode = !inCode;
            } else if (!inCode && markdown.charAt(start) == '#') {
                String line = markdown.substring(start, end);
                if (isHeading(line)) {
                    if (headings == null) {
                        headings = new HashSet<>();
                    }
                    String words = key(line);
                    if (!words.isEmpty() && !headings.add(words)) {
                        return true;
                    }
                }
            }
            start = end + 1;
        }
        return false;
    }

    private static int skipBlanks(String text, int start, int end) {
        int i = start;
        while (i < end && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /**
     * Drops each later {@code #} heading that says the leading title's words again: a page that prints its name as
     * an {@code h1} twice (a hero banner and the section under it, a carousel's slides) has one title. The lines
     * under the repeated heading stay; a lower heading with the same words (a section named like the page) stays.
     */
    static String dropRepeatedTitle(String markdown) {
        // Most pages have one "# " line at most: two are needed for a repeat, and the lines are only split then.
        int first = markdown.startsWith("# ") ? 0 : markdown.indexOf("\n# ");
        if (first < 0 || markdown.indexOf("\n# ", first + 1) < 0) {
            return markdown;
        }
        String[] lines = markdown.split("\n", -1);
        boolean[] drop = new boolean[lines.length];
        boolean inCode = false;
        String title = null;
        boolean dropped = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            if (inCode || !isHeading(line)) {
                continue;
            }
            boolean top = line.startsWith("# ");
            if (title == null) {
                if (!top) {
                    return markdown; // the first heading is no title
                }
                title = key(line);
                if (title.isEmpty()) {
                    return markdown;
                }
            } else if (top && key(line).equals(title)) {
                drop[i] = true;
                dropped = true;
            }
        }
        return dropped ? MarkdownRenderer.withoutLines(lines, drop) : markdown;
    }

    /** Splits the Markdown into sections at its headings (outside code blocks), each a list of lines. */
    private static List<List<String>> sections(String markdown) {
        List<List<String>> sections = new ArrayList<>();
        List<String> current = new ArrayList<>();
        boolean inCode = false;
        String[] lines = markdown.split("\n", -1);
        int end = lines.length;
        // split keeps the empty string after a final newline; it is no line of the text.
        if (end > 0 && lines[end - 1].isEmpty()) {
            end--;
        }
        for (int i = 0; i < end; i++) {
            String line = lines[i];
            if (line.strip().startsWith("```")) {
                inCode = !inCode;
            }
            if (!inCode && isHeading(line) && !current.isEmpty()) {
                sections.add(current);
                current = new ArrayList<>();
            }
            current.add(line);
        }
        if (!current.isEmpty()) {
            sections.add(current);
        }
        return sections;
    }

    private static boolean isHeading(String line) {
        int level = 0;
        while (level < line.length() && line.charAt(level) == '#') {
            level++;
        }
        return level >= 1 && level <= 6 && level < line.length() && line.charAt(level) == ' ';
    }
}
