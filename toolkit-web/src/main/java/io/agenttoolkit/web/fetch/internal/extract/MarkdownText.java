package io.agenttoolkit.web.fetch.internal.extract;

import java.util.regex.Pattern;

/**
 * Turns the engine's Markdown into plain text: what a reader sees, without markup. Code blocks keep their lines
 * verbatim; links keep their text; pictures, fences, rules and table separators go.
 */
public final class MarkdownText {

    private static final Pattern PICTURE = Pattern.compile("!\\[[^\\]]*\\]\\([^)]*\\)");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+");
    private static final Pattern LIST_MARKER = Pattern.compile("^(\\s*)(?:[*+-]|\\d{1,9}[.)])\\s+");
    private static final Pattern QUOTE = Pattern.compile("^\\s*(?:>\\s?)+");
    private static final Pattern RULE = Pattern.compile("^\\s*(?:(?:\\*\\s*){3,}|(?:-\\s*){3,}|(?:_\\s*){3,})$");
    private static final Pattern TABLE_SEPARATOR = Pattern.compile("^\\|?(?:\\s*:?-{3,}:?\\s*\\|)+\\s*:?-*:?\\s*$");
    private static final Pattern STRONG = Pattern.compile("(\\*\\*|__)(?=\\S)(.+?)(?<=\\S)\\1");
    private static final Pattern EMPHASIS =
            Pattern.compile("(?<![\\w*])([*_])(?=\\S)([^*_\\n]+?)(?<=\\S)\\1(?![\\w*])");
    private static final Pattern INLINE_CODE = Pattern.compile("`([^`\\n]+)`");
    private static final Pattern ESCAPE = Pattern.compile("\\\\([\\\\`*_{}\\[\\]()#+\\-.!|>~<])");

    private MarkdownText() {}

    /** Returns the Markdown's text without its markup. */
    public static String plain(String markdown) {
        StringBuilder out = new StringBuilder(markdown.length());
        boolean inCode = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            if (inCode) {
                out.append(line).append('\n');
                continue;
            }
            if (RULE.matcher(line).matches()
                    || TABLE_SEPARATOR.matcher(line.strip()).matches()) {
                continue;
            }
            String text = line;
            if (text.strip().startsWith("|")) {
                text = String.join("  ", cells(text.strip()));
            }
            text = QUOTE.matcher(text).replaceFirst("");
            text = HEADING.matcher(text).replaceFirst("");
            text = LIST_MARKER.matcher(text).replaceFirst("$1");
            text = PICTURE.matcher(text).replaceAll("");
            text = LINK.matcher(text).replaceAll("$1");
            text = STRONG.matcher(text).replaceAll("$2");
            text = EMPHASIS.matcher(text).replaceAll("$2");
            text = INLINE_CODE.matcher(text).replaceAll("$1");
            text = ESCAPE.matcher(text).replaceAll("$1");
            out.append(text.stripTrailing()).append('\n');
        }
        return MarkdownRenderer.tidy(out.toString()).strip();
    }

    private static String[] cells(String row) {
        String inner = row.substring(1, row.endsWith("|") && row.length() > 1 ? row.length() - 1 : row.length());
        String[] cells = inner.split("(?<!\\\\)\\|");
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cells[i].strip();
        }
        return cells;
    }
}
