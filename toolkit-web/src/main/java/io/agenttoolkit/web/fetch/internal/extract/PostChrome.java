package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;

/**
 * Removes the chrome forum engines print around every post: the poster's title, rank, badges and stats ("8,475
 * posts · Joined 2011"), signatures, reaction counts, vote cells, post menus ("Share", "Improve this answer"),
 * "Click to expand..." / "Click to shrink..." / "Expand" links of long quotes, post numbers, the comment lists under answers and their links ("Add a comment", "80 Comments"), counts a utility class hides, and
 * avatars (a picture, or the poster's initial printed as one: "J"). They
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
                    + "|(?:post-|message-)?signature|message-attribution-opposite|(?:bbcodeblock-|js-)?(?:expand|shrink)link|ipstruncate_more"
                    + "|(?:post-)?likes?-?(?:bar|summary|list|count)|post-likes|reactions?-?(?:bar|summary|list)?"
                    + "|ipsreact|ipsbadge|votecell|(?:js-)?vote-count|-flair|message-lastedit|(?:js-)?post-menu|(?:js-)?comments-(?:list|container|link)"
                    + "|post-position|dateupdated|(?:js-)?bottom-notice|(?:[a-z]+-)?sort-(?:by|options?|order|controls?)(?:-container|-label)?"
                    + "|file-?meta|attachment-?details|thanked-?by(?:-?box)?");

    /** How a text that may open a poster's stat field starts (checked before the whole field is matched). */
    private static final Pattern FIELD_START = Pattern.compile(
            "(?:Join(?:ed)?(?: Date)?|Location|Posts|Messages|Reputation|Received|Asked|Modified|Viewed)\\b");

    /**
     * A poster's or a question's stat field, the whole of a short block: "Join Date: Mar 2016", "Posts: 4,958",
     * "Location: Zone 6b", "Received 0 Upvotes on 0 Posts", "Asked 13 years, 2 months ago", "Viewed 6k times".
     */
    private static final Pattern FIELD =
            Pattern.compile("(?:(?:Join(?:ed)?(?: Date)?|Location|Posts|Messages|Reputation)"
                    + ": ?\\S.{0,60}|Received [\\d,]+ (?:Upvotes|Likes|Thanks) on [\\d,]+ Posts?"
                    + "|(?:Asked|Modified) (?:\\d+|an?) \\w+(?:, \\d+ \\w+)? ago|Viewed [\\d,.]+k? times)");

    /** A field only a forum prints for its posters: one that repeats in three posts goes even when alone. */
    private static final Pattern POSTER_STAT = Pattern.compile("(?:Join(?:ed)?(?: Date)?|Posts|Messages|Received)\\b");

    /** Inline elements a stat field's label may sit in; the field is the block around them. */
    private static final Pattern INLINE = Pattern.compile("span|strong|b|em|i|label|a|time|small|font");

    private static final Pattern COMPONENT = Pattern.compile(
            "post/(?:reply-count|editor|edit-indicator|signature|tools|actions|vote-count|upvote|downvote|replies/container)"
                    + "|topic/(?:labels|stats|post-count|deleted/message|event)|user/status");

    private static final Pattern HIDDEN = Pattern.compile("(?:^|\\s)d-none(?:\\s|$)");

    /** A display class bound to a breakpoint ({@code d-md-block}, {@code sm:d-flex}): the element shows somewhere. */
    private static final Pattern SHOWN_AT_BREAKPOINT = Pattern.compile("\\bd-(?:sm|md|lg|xl|xxl)-|:d-");

    /** The class names of a post's list of comments (lower case): {@code comments-list}, {@code js-comments-container}. */
    private static final Pattern COMMENT_LIST =
            Pattern.compile("(?:^|\\s)(?:js-)?comments-(?:list|container)(?:\\s|$)");

    /**
     * Text the content keeps beside a comment list for the list to go even when it is the larger part: a short
     * question with a long discussion under it is still the question, the comments are readers' remarks on it.
     */
    private static final int MIN_TEXT_BESIDE_COMMENTS = 300;

    private PostChrome() {}

    /**
     * Removes the per-post chrome from the content, unless a match holds most of the content's text; a comment list
     * goes also when it is the larger part, as long as the content keeps a post's worth of text beside it.
     */
    static void prune(Element content) {
        List<Element> chrome = new ArrayList<>();
        // Posts repeat their class lists, so each distinct list is judged once.
        Map<String, Boolean> verdicts = new HashMap<>();
        for (Element element : Walk.all(content)) {
            String classes = element.className();
            if (element != content
                    && !classes.isEmpty()
                    && verdicts.computeIfAbsent(classes, list -> isChrome(list) || isHidden(list))) {
                chrome.add(element);
            } else if (element != content
                    && (isChromeComponent(element.attr("component")) || isPostPosition(element))) {
                chrome.add(element);
            } else if (element != content
                    && classes.contains("avatar")
                    && hasClass(classes, "avatar")
                    && element.text().length() <= 2) {
                chrome.add(element);
            }
        }
        pruneStatFields(content);
        if (chrome.isEmpty()) {
            return;
        }
        int contentText = content.text().length();
        for (Element element : chrome) {
            if (element.parent() == null) {
                continue;
            }
            int text = element.text().length();
            if (text * 2 < contentText
                    || contentText - text >= MIN_TEXT_BESIDE_COMMENTS && isCommentList(element.className())) {
                element.remove();
            }
        }
    }

    /**
     * Removes the stat fields a forum engine prints in a plain block each, without class names, beside the poster
     * ("Join Date: Mar 2016", "Location: Zone 6b", "Posts: 520") or under a question's title ("Asked 2 years ago",
     * "Viewed 6k times"): a field goes where at least two of them are siblings, or, for a field only posters have
     * ("Posts: 520", "Join Date: ..."), where three of those are in the content (one per post); a lone "Location:
     * London" line of a job or event stays. One walk over the text nodes; only texts that start like a field are looked at.
     */
    static void pruneStatFields(Element content) {
        Map<Element, List<Element>> byParent = new LinkedHashMap<>();
        NodeTraversor.traverse(
                (NodeVisitor) (node, depth) -> {
                    if (!(node instanceof TextNode text)) {
                        return;
                    }
                    String value = text.getWholeText();
                    int first = 0;
                    while (first < value.length() && Character.isWhitespace(value.charAt(first))) {
                        first++;
                    }
                    if (first == value.length()
                            || "JLPMRAV".indexOf(value.charAt(first)) < 0
                            || !FIELD_START
                                    .matcher(value)
                                    .region(first, value.length())
                                    .lookingAt()) {
                        return;
                    }
                    Element field = text.parent();
                    while (field != null
                            && field != content
                            && INLINE.matcher(field.normalName()).matches()) {
                        field = field.parent();
                    }
                    if (field == null || field == content || field.parent() == null) {
                        return;
                    }
                    String fieldText = field.text();
                    if (fieldText.length() <= 80 && FIELD.matcher(fieldText).matches()) {
                        List<Element> siblings = byParent.computeIfAbsent(field.parent(), key -> new ArrayList<>());
                        if (!siblings.contains(field)) {
                            siblings.add(field);
                        }
                    }
                },
                content);
        int posterStats = 0;
        for (List<Element> fields : byParent.values()) {
            for (Element field : fields) {
                if (POSTER_STAT.matcher(field.text()).lookingAt()) {
                    posterStats++;
                }
            }
        }
        for (List<Element> fields : byParent.values()) {
            for (Element field : fields) {
                if (fields.size() >= 2
                        || (posterStats >= 3
                                && POSTER_STAT.matcher(field.text()).lookingAt())) {
                    field.remove();
                }
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
     * Whether a forum engine's component name (NodeBB's {@code component="post/signature"}) marks a post's or a
     * topic's chrome: reply counts, "last edited by", signatures, vote and tool bars, topic labels ("Pinned Locked
     * Moved"), stats ("23 Posts 3 Posters 928 Views"), status dots and events ("X has marked this topic as solved").
     */
    static boolean isChromeComponent(String component) {
        return !component.isEmpty() && COMPONENT.matcher(component).matches();
    }

    /** Whether the class attribute names a post's comment list (cheap prefilter before the pattern). */
    private static boolean isCommentList(String classes) {
        return classes.contains("comments-") && COMMENT_LIST.matcher(classes).find();
    }

    /** Whether the element is a post's number in its thread ({@code <span itemprop=position>3</span>}). */
    private static boolean isPostPosition(Element element) {
        if (!"position".equals(element.attr("itemprop"))) {
            return false;
        }
        String text = element.text();
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether a class attribute holds this exact class name (no BEM core, no regex). */
    private static boolean hasClass(String classes, String name) {
        int length = classes.length();
        int start = 0;
        while (start < length) {
            int end = start;
            while (end < length && !Character.isWhitespace(classes.charAt(end))) {
                end++;
            }
            if (end - start == name.length() && classes.regionMatches(true, start, name, 0, name.length())) {
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
