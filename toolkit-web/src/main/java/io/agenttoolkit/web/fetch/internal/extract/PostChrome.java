package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Removes the chrome forum engines print around every post: the poster's title, rank, badges and stats ("8,475
 * posts · Joined 2011"), signatures, reaction counts, vote cells, post menus ("Share", "Improve this answer"),
 * "Click to expand..." links, post numbers, the comment lists under answers, and counts a utility class hides. They
 * repeat in every post of a thread and are no one's text; the poster's name and the post itself are kept. The
 * notice a Q&amp;A engine prints under the answers to visitors ("You must log in to answer this question", "Start
 * asking to get answers", "Explore related questions") goes too: it is on every question page, and no one's post.
 */
final class PostChrome {

    /**
     * Class names (without a BEM block prefix or modifier, lower case) that mark per-post chrome. Whole names only:
     * {@code message-userTitle} is chrome, {@code message-userContent} the post; the poster's whole cell is not
     * listed, as it holds the name.
     */
    private static final Pattern CHROME = Pattern.compile(
            "(?:message-|post-|poster-|member-)?user-?(?:title|extras?|banner|stats|details|info|rank(?:status)?|hover)"
                    + "|user-action-time|(?:poster|member)-?info|(?:post|poster|member)-?(?:profile|stats)"
                    + "|profile-(?:joined|custom-field|posts|rank|location|stats)|author-?(?:info|stats|data|posts|totalposts)"
                    + "|post-?count|(?:post|message)-?(?:buttons(?:-?toolbar)?|toolbar|actions|action-?bar|controls|tools)"
                    + "|(?:post-|message-)?signature|message-attribution-opposite|(?:bbcodeblock-|js-)?expandlink"
                    + "|(?:post-)?likes?-?(?:bar|summary|list|count)|post-likes|reactions?-?(?:bar|summary|list)?"
                    + "|ipsreact|ipsbadge|votecell|(?:js-)?vote-count|-flair|message-lastedit|(?:js-)?post-menu|(?:js-)?comments-(?:list|container)"
                    + "|post-position|dateupdated|(?:js-)?bottom-notice|(?:[a-z]+-)?sort-(?:by|options?|order|controls?)(?:-container|-label)?");

    private static final Pattern HIDDEN = Pattern.compile("(?:^|\\s)d-none(?:\\s|$)");

    /** A display class bound to a breakpoint ({@code d-md-block}, {@code sm:d-flex}): the element shows somewhere. */
    private static final Pattern SHOWN_AT_BREAKPOINT = Pattern.compile("\\bd-(?:sm|md|lg|xl|xxl)-|:d-");

    private PostChrome() {}

    /** Removes the per-post chrome from the content, unless a match holds most of the content's text. */
    static void prune(Element content) {
        List<Element> chrome = new ArrayList<>();
        // Posts repeat their class lists, so each distinct list is judged once.
        Map<String, Boolean> verdicts = new HashMap<>();
        for (Element element : content.getAllElements()) {
            String classes = element.className();
            if (element != content
                    && !classes.isEmpty()
                    && verdicts.computeIfAbsent(classes, list -> isChrome(list) || isHidden(list))) {
                chrome.add(element);
            }
        }
        if (chrome.isEmpty()) {
            return;
        }
        int contentText = content.text().length();
        for (Element element : chrome) {
            if (element.parent() != null && element.text().length() * 2 < contentText) {
                element.remove();
            }
        }
    }

    /** Whether one of the class names (a class attribute) is a per-post chrome name; split by hand, no regex split. */
    static boolean isChrome(String classes) {
        int length = classes.length();
        int start = 0;
        while (start < length) {
            int end = start;
            while (end < length && !Character.isWhitespace(classes.charAt(end))) {
                end++;
            }
            if (end > start
                    && CHROME.matcher(core(classes.substring(start, end))).matches()) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    /**
     * Whether a utility class hides the element on every screen ({@code d-none} with no breakpoint that shows it):
     * vote and comment counts kept for scripts.
     */
    static boolean isHidden(String classes) {
        return classes.contains("d-none")
                && HIDDEN.matcher(classes).find()
                && !SHOWN_AT_BREAKPOINT.matcher(classes).find();
    }

    /** Returns the class name in lower case without its BEM block ({@code card__}) and modifier ({@code --x}). */
    private static String core(String name) {
        int block = name.lastIndexOf("__");
        int from = block >= 0 ? block + 2 : 0;
        int modifier = name.indexOf("--", from + 1);
        return name.substring(from, modifier > from ? modifier : name.length()).toLowerCase(Locale.ROOT);
    }
}
