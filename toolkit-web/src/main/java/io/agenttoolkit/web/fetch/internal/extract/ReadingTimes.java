package io.agenttoolkit.web.fetch.internal.extract;

import java.util.regex.Pattern;

/**
 * Removes an article's reading-time stamp: a short line that says how long the text takes to read ("6 min read",
 * "23.07.2025 · 6 min read", "Reading time: 5 minutes", "8 minutos de lectura", "Okunma Süresi: 1 Dakika",
 * "Время чтения: 3 мин"), or the label "Reading time" on a
 * line of its own with the duration on the next ("Reading time" / "5 Minutes"). The theme prints it from the text's
 * length; it is not the text. Only short lines without a link go (a "[Reading Time Gifts](…)" link stays), headings
 * and code are left alone, and a bare "10 mins" stays (a recipe's or a video's duration). Works on the Markdown
 * after the pick, one line at a time.
 */
final class ReadingTimes {

    /** Characters a stamp line holds at most (a date and a separator may stand before the duration). */
    private static final int MAX_LINE = 60;

    /** A duration's unit, in the languages of the sites read: "min", "minutes", "Minuten", "dakika", "мин". */
    private static final String UNIT = "(?:mins?|minutes?|minutos?|minuten|minuti|minuter|minutter|minuut|minuty|minut"
            + "|minuuttia?|dakika|menit|perc|мин|минуты?|минут)";

    /** A duration said to be reading time, anywhere in a short line. */
    private static final Pattern READ = Pattern.compile(
            "\\d+\\s*" + UNIT + "\\.?\\s+(?:read|reading|to read|de lectura|de lecture|de leitura|di lettura|lesezeit"
                    + "|leestijd|läsning|lästid|læsetid|lesetid|lukuaika|okuma|чтения|baca|čtení|citire)(?!\\p{L})",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The label, alone or with its duration: "Reading time", "Lesezeit", "Okunma süresi", "Время чтения". */
    private static final Pattern LABEL = Pattern.compile(
            "(?:estimated\\s+)?(?:reading|read)\\s+time|tiempo\\s+de\\s+lectura|lesezeit|temps\\s+de\\s+lecture"
                    + "|tempo\\s+de\\s+leitura|tempo\\s+di\\s+lettura|leestijd|czas\\s+czytania|lästid|læsetid|lesetid"
                    + "|lukuaika|okunma\\s+süresi|okuma\\s+süresi|время\\s+чтения|waktu\\s+baca|doba\\s+čtení"
                    + "|timp\\s+de\\s+citire",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** A duration on a line of its own: the value of a label line before it. */
    private static final Pattern DURATION =
            Pattern.compile("(?:about\\s+)?\\d+\\s*" + UNIT + "\\.?", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private static final Pattern MARKER = Pattern.compile("^\\s*(?:[-*+]|\\d+\\.)\\s+");

    private ReadingTimes() {}

    /** Returns the Markdown without its reading-time stamps; unchanged when it has none. */
    static String drop(String markdown) {
        if (!hasCandidate(markdown)) {
            return markdown;
        }
        String[] lines = markdown.split("\n", -1);
        boolean[] drop = new boolean[lines.length];
        boolean inCode = false;
        boolean dropped = false;
        int stamps = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            String plain = plain(line);
            if (inCode || plain == null) {
                continue;
            }
            if (READ.matcher(plain).find()) {
                drop[i] = dropped = true;
                stamps++;
            } else if (LABEL.matcher(plain).lookingAt()) {
                String rest = plain.substring(labelEnd(plain)).replaceFirst("^\\s*:?\\s*", "");
                if (!rest.isEmpty()) {
                    if (DURATION.matcher(rest).matches()) {
                        drop[i] = dropped = true;
                        stamps++;
                    }
                    continue;
                }
                int next = i + 1;
                while (next < lines.length && lines[next].isBlank()) {
                    next++;
                }
                String value = next < lines.length ? plain(lines[next]) : null;
                if (value != null && DURATION.matcher(value).matches()) {
                    drop[i] = drop[next] = dropped = true;
                    stamps++;
                }
            }
        }
        if (!dropped || stamps > 2) {
            // Several stamps are a listing's cards, each with its story's reading time: the listing's own text.
            return markdown;
        }
        return MarkdownRenderer.withoutLines(lines, drop);
    }

    /**
     * Whether a short line of the Markdown holds a number followed by what may open a {@link #UNIT} ("5 min",
     * "3 Dakika", "**5** minutes"): every stamp has its duration on a short line, the label's own or the next. A cheap
     * scan (no regex, long lines skipped by their length) before the line-by-line work.
     */
    private static boolean hasCandidate(String markdown) {
        int start = 0;
        while (start < markdown.length()) {
            int end = markdown.indexOf('\n', start);
            if (end < 0) {
                end = markdown.length();
            }
            if (end - start <= MAX_LINE * 2 && hasDuration(markdown, start, end)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    /** Whether a digit in the range is followed, past blanks and emphasis marks, by a unit's first letter. */
    private static boolean hasDuration(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                continue;
            }
            int next = i + 1;
            while (next < end
                    && (Character.isWhitespace(text.charAt(next))
                            || text.charAt(next) == '*'
                            || text.charAt(next) == '\\'
                            || Character.isDigit(text.charAt(next)))) {
                next++;
            }
            if (next < end && UNIT_INITIALS.indexOf(Character.toLowerCase(text.charAt(next))) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The first letters of the {@link #UNIT}s, in lower case. */
    private static final String UNIT_INITIALS = "mdpм";

    /** Where the label at the line's start ends. */
    private static int labelEnd(String plain) {
        var m = LABEL.matcher(plain);
        return m.lookingAt() ? m.end() : 0;
    }

    /** The line's text without marker and emphasis, or null when it cannot be a stamp (long, heading, link). */
    private static String plain(String line) {
        if (line.length() > MAX_LINE * 2 || line.stripLeading().startsWith("#") || line.contains("](")) {
            return null;
        }
        String plain = MARKER.matcher(line)
                .replaceFirst("")
                .replace("**", "")
                .replace("*", "")
                .replace("\\", "")
                .strip();
        return plain.isEmpty() || plain.length() > MAX_LINE ? null : plain;
    }
}
