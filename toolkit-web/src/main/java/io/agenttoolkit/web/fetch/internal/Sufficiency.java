package io.agenttoolkit.web.fetch.internal;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Decides whether extracted content is good enough to return, or whether the chain should try the next stage: too
 * short, a single-page-app shell, or only navigation.
 */
public final class Sufficiency {
    /** Content shorter than this many characters is insufficient. */
    public static final int MIN_LENGTH = 100;

    /** Texts shorter than this count the short shell phrases ({@code loading...}, {@code noscript}, …). */
    public static final int SHORT_TEXT = 1000;

    /** A readability score at or above this marks a real article, never a shell. */
    public static final double ARTICLE_SCORE = 100;

    /** At least this many lines, none of them long, make a page that is only navigation. */
    static final int NAVIGATION_MIN_LINES = 10;

    /** A line at least this long (visible text) is prose, not navigation. */
    static final int LONG_LINE = 80;

    private static final List<String> SHELL_PHRASES = List.of(
            "please enable javascript",
            "you need to enable javascript",
            "this app requires javascript",
            "we're sorry but",
            "doesn't work properly without javascript",
            "requires a modern browser");
    private static final List<String> SHORT_SHELL_PHRASES = List.of("loading...", "noscript", "enable cookies");
    private static final Pattern MARKDOWN_LINK = Pattern.compile("!?\\[([^\\]]*)]\\([^)]*\\)");
    private static final Pattern LINE_MARKUP = Pattern.compile("^[\\s>#*+|-]*(\\d+\\.\\s+)?");

    private Sufficiency() {}

    /** Returns null when the content is sufficient, else why it is not (for the logs and metadata). */
    public static @org.jspecify.annotations.Nullable String problem(String content, double readabilityScore) {
        String text = content.strip();
        if (text.length() < MIN_LENGTH) {
            return "shorter than " + MIN_LENGTH + " characters";
        }
        if (readabilityScore < ARTICLE_SCORE) {
            String lower = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
            for (String phrase : SHELL_PHRASES) {
                if (lower.contains(phrase)) {
                    return "looks like a JavaScript shell ('" + phrase + "')";
                }
            }
            if (text.length() < SHORT_TEXT) {
                for (String phrase : SHORT_SHELL_PHRASES) {
                    if (lower.contains(phrase)) {
                        return "looks like a JavaScript shell ('" + phrase + "')";
                    }
                }
            }
        }
        if (isNavigationOnly(text)) {
            return "only navigation";
        }
        return null;
    }

    /** Returns whether the content passes. */
    public static boolean isSufficient(String content, double readabilityScore) {
        return problem(content, readabilityScore) == null;
    }

    /** Many short lines, no long one, mostly links: a menu or a link list, not content. */
    static boolean isNavigationOnly(String text) {
        int lines = 0;
        int linkLines = 0;
        for (String line : text.split("\n")) {
            if (MARKDOWN_LINK.matcher(line).find()) {
                linkLines++;
            }
            String visible = LINE_MARKUP
                    .matcher(MARKDOWN_LINK.matcher(line).replaceAll("$1"))
                    .replaceFirst("")
                    .strip();
            if (visible.isEmpty()) {
                continue;
            }
            if (visible.length() >= LONG_LINE) {
                return false;
            }
            lines++;
        }
        return lines >= NAVIGATION_MIN_LINES && linkLines * 2 >= lines;
    }
}
