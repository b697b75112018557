package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Removes Markdown lines that repeat an earlier line word for word (carousel clones, sticky product summaries,
 * repeated shipping notes), and sections that repeat an earlier section: a landing page's responsive variants
 * (the same block printed for desktop, tablet and phone, the smaller ones with some lines left out, all but one
 * hidden by the stylesheet) and a tab strip's labels printed again over their panels. A page's own text rarely says
 * the same full sentence, or the same heading over the same lines, twice.
 */
final class RepeatedLines {

    /** Lines shorter than this (labels, prices, "Read more") may repeat legitimately and are kept. */
    private static final int MINIMUM_LENGTH = 80;

    /** An image, or a link's target, which a repeat may carry or drop without saying anything new. */
    private static final Pattern IMAGE_OR_TARGET = Pattern.compile("!\\[[^\\]]*\\]\\([^)]*\\)|\\]\\([^)]*\\)");

    private RepeatedLines() {}

    /** Returns the Markdown without the repeats of long lines and of sections, leaving code and tables' lines alone. */
    static String dropRepeatedLines(String markdown) {
        Set<String> seen = new HashSet<>();
        StringBuilder out = new StringBuilder(markdown.length());
        boolean inCode = false;
        boolean dropped = false;
        for (String line : markdown.split("\n", -1)) {
            String stripped = line.strip();
            if (stripped.startsWith("```")) {
                inCode = !inCode;
            }
            boolean repeat =
                    !inCode && stripped.length() >= MINIMUM_LENGTH && !stripped.startsWith("|") && !seen.add(stripped);
            if (repeat) {
                dropped = true;
            } else {
                out.append(line).append('\n');
            }
        }
        String lines = dropped ? MarkdownRenderer.tidy(out.toString()) : markdown;
        return dropRepeatedSections(lines);
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
            String heading = index == 0 && !isHeading(section.get(0)) ? null : words(section.get(0));
            List<String> body = new ArrayList<>();
            for (int i = heading == null ? 0 : 1; i < section.size(); i++) {
                String words = words(section.get(i));
                if (!words.isEmpty()) {
                    body.add(words);
                }
            }
            boolean named = heading != null && !heading.isEmpty();
            if (named
                    && body.isEmpty()
                    && index + 1 < sections.size()
                    && heading.equals(words(sections.get(index + 1).get(0)))) {
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
                    String words = words(line);
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

    /** Returns the line's words, lower case and space-separated, without images and link targets. */
    private static String words(String line) {
        String text = line.indexOf("](") >= 0 ? IMAGE_OR_TARGET.matcher(line).replaceAll("]") : line;
        StringBuilder words = new StringBuilder(text.length());
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '_') {
                if (!inWord && words.length() > 0) {
                    words.append(' ');
                }
                words.append(c);
                inWord = true;
            } else {
                inWord = false;
            }
        }
        return words.toString().toLowerCase(Locale.ROOT);
    }
}
