package io.agenttoolkit.web.fetch.internal.extract;

import java.util.regex.Pattern;

/**
 * Removes a strip of teaser cards that ends the content: three or more headings that are each nothing but a link to
 * another page ({@code ### [Movers Pricing Explained](https://site/moving-resources/...)}), each with at most a few
 * lines under it (a blurb, a date, a "Read more"), with nothing of substance after the last card. Company, service
 * and post pages close with such strips ("Helpful moving resources", "News and notes", a blog's "Recent posts on blogs
 * I like"); they are other pages' titles and blurbs, not this page's text. A heading right above the first card
 * labels the strip and goes with it.
 *
 * <p>A listing is made of such cards, so the strip must be short beside the text before it: the content above it must
 * hold at least {@value #TEXT_RATIO} times the strip's words. A heading that links into its own page ({@code
 * ## [Specifications](https://site/page#specifications)}, a documentation page's section anchor) is no card.
 * Works on the Markdown after the pick, in one pass over its lines.
 */
final class TrailingTeasers {

    /** Cards a strip holds at least. */
    static final int MINIMUM_CARDS = 3;

    /** Lines a card holds at most under its heading. */
    static final int MAXIMUM_CARD_LINES = 6;

    /** Words the content above the strip must hold at least, as a multiple of the strip's words. */
    static final int TEXT_RATIO = 2;

    /** Words a line after the last card holds at most for the strip to end the content ("All stories", "More"). */
    private static final int MAXIMUM_TRAILING_WORDS = 3;

    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s.*");

    /**
     * A heading that is one link to another page, or that closes a link opened on a line above (a card whose picture
     * and heading sit in one link): {@code ### [Title](https://...)}, {@code ### Title](https://...)}.
     */
    private static final Pattern LINKED_HEADING =
            Pattern.compile("^#{1,6}\\s+(?:\\[(?!!\\[)[^\\]]+|[^\\[]*)\\]\\(https?://[^)#\\s]+\\)\\s*$");

    private TrailingTeasers() {}

    /** Returns the Markdown without a trailing strip of teaser cards; unchanged when it has none. */
    static String dropTrailingStrip(String markdown) {
        if (markdown.indexOf("](http") < 0) {
            return markdown;
        }
        String[] lines = markdown.split("\n", -1);
        int n = lines.length;
        boolean[] heading = new boolean[n];
        boolean[] card = new boolean[n];
        boolean inCode = false;
        int last = -1;
        for (int i = 0; i < n; i++) {
            if (lines[i].strip().startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            if (!inCode && lines[i].startsWith("#")) {
                heading[i] = HEADING.matcher(lines[i]).matches();
                card[i] = heading[i] && LINKED_HEADING.matcher(lines[i]).matches();
                if (card[i]) {
                    last = i;
                }
            }
        }
        if (last < 0) {
            return markdown;
        }
        // The last card's own lines, then nothing but short lines ("All posts", a bare link) to the end.
        int end = last + 1;
        while (end < n && !heading[end] && end - last <= MAXIMUM_CARD_LINES) {
            end++;
        }
        for (int i = end; i < n; i++) {
            if (words(lines[i]) > MAXIMUM_TRAILING_WORDS) {
                return markdown;
            }
        }
        // The cards before it, each at most a few lines above the next with no other heading between.
        int first = last;
        int cards = 1;
        for (int i = last - 1; i >= 0 && first - i - 1 <= MAXIMUM_CARD_LINES; i--) {
            if (card[i]) {
                first = i;
                cards++;
            } else if (heading[i]) {
                break;
            }
        }
        if (cards < MINIMUM_CARDS) {
            return markdown;
        }
        int start = first;
        int previous = first - 1;
        while (previous >= 0 && lines[previous].isBlank()) {
            previous--;
        }
        if (previous >= 0 && heading[previous] && !card[previous]) {
            start = previous;
        }
        int before = 0;
        for (int i = 0; i < start; i++) {
            before += words(lines[i]);
        }
        int strip = 0;
        for (int i = start; i < n; i++) {
            if (lines[i].contains("Loading...")) {
                return markdown;
            }
            strip += words(lines[i]);
        }
        if (before < TEXT_RATIO * strip) {
            return markdown;
        }
        while (start > 0 && lines[start - 1].isBlank()) {
            start--;
        }
        return String.join("\n", java.util.Arrays.asList(lines).subList(0, start));
    }

    /** Words of a Markdown line, link targets left out (a link's text and a picture's alt text count). */
    static int words(String line) {
        int words = 0;
        boolean inWord = false;
        boolean inTarget = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (inTarget) {
                inTarget = c != ')';
                continue;
            }
            if (c == ']' && i + 1 < line.length() && line.charAt(i + 1) == '(') {
                inTarget = true;
                inWord = false;
                i++;
                continue;
            }
            boolean wordChar = Character.isLetterOrDigit(c) || c == '_';
            if (wordChar && !inWord) {
                words++;
            }
            inWord = wordChar;
        }
        return words;
    }
}
