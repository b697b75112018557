package io.agenttoolkit.web.fetch.internal.extract;

import io.agenttoolkit.web.fetch.internal.extract.ContentScorer.Stats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * What the readability strategy removes from the content it chose: link lists that read like navigation, readers'
 * comments under an article, and an article's author boxes. Works on the scorer's text statistics. The soup strategy
 * takes the comments under a marked-up article body out of its content too.
 */
final class ContentPruning {

    private static final String COMMENT_WORD = "comment";

    private static final int MAX_BYLINES = 2;

    /** Rows of two cells or more a table with header cells holds at least to be data, not a menu laid out as one. */
    private static final int MIN_DATA_ROWS = 2;

    /** Markup of an article's own body, outside which comment blocks are the readers'. */
    private static final String ARTICLE_BODY =
            "[itemprop=articleBody], .entry-content, .post-content, .article-body, .article-content";

    private ContentPruning() {}

    /** Removes link lists that read like navigation (short link texts, mostly links) from inside the content. */
    static void pruneNavigation(Element content, Map<Element, Stats> stats) {
        List<Element> navigation = new ArrayList<>();
        for (Element element : Walk.all(content)) {
            if (element == content) {
                continue;
            }
            String tag = element.normalName();
            if (!(tag.equals("ul")
                    || tag.equals("ol")
                    || tag.equals("div")
                    || tag.equals("section")
                    || tag.equals("table")
                    || tag.equals("p")
                    || tag.equals("dl"))) {
                continue;
            }
            Stats s = stats.get(element);
            if (s != null
                    && isNavigationLike(s)
                    && !isCommaSeparatedLinks(element)
                    && !isAnnotatedLinkList(element)
                    && !holdsDataTable(element)) {
                navigation.add(element);
            }
        }
        for (int i = navigation.size() - 1; i >= 0; i--) {
            navigation.get(i).remove();
        }
    }

    /**
     * Removes the blocks whose class or id carries {@code word} (readers' comments under an article, say) when the
     * rest of the content outweighs them; where they are most of the content (a forum thread), they are the content.
     */
    static void pruneComments(Element content, Map<Element, Stats> stats) {
        List<Element> marked = outermostMarked(content, classOrId -> hasWord(classOrId, COMMENT_WORD));
        keepEntryFields(marked, stats);
        int markedText = 0;
        for (Element element : marked) {
            Stats s = stats.get(element);
            markedText += s == null ? 0 : s.textLength;
        }
        if (marked.isEmpty() || markedText * 2 > textLength(content, stats) && !hasArticleBody(content, marked)) {
            return;
        }
        for (int i = marked.size() - 1; i >= 0; i--) {
            marked.get(i).remove();
        }
    }

    /**
     * Takes out of {@code marked} the short fields that repeat across a list's entries: at least three blocks of one
     * class marked "comment", each under 200 characters, with no links and no blocks of their own (a paper list's
     * "Comments: 10 pages, 4 figures" line). Readers' comments carry a name link or paragraphs, comment counts and
     * "Post a comment" are links or stand alone once.
     */
    private static void keepEntryFields(List<Element> marked, Map<Element, Stats> stats) {
        if (marked.size() < ENTRY_FIELD_REPEATS) {
            return;
        }
        Map<String, Integer> fieldClasses = new HashMap<>();
        for (Element element : marked) {
            if (isField(element, stats)) {
                fieldClasses.merge(element.className(), 1, Integer::sum);
            }
        }
        marked.removeIf(element ->
                fieldClasses.getOrDefault(element.className(), 0) >= ENTRY_FIELD_REPEATS && isField(element, stats));
    }

    private static boolean isField(Element element, Map<Element, Stats> stats) {
        Stats s = stats.get(element);
        return s != null
                && !element.className().isEmpty()
                && !Texts.isHeading(element)
                && s.textLength < ENTRY_FIELD_MAX
                && s.links == 0
                && !s.hasBlock;
    }

    private static final int ENTRY_FIELD_MAX = 200;
    private static final int ENTRY_FIELD_REPEATS = 3;

    /**
     * Removes the comment blocks under a marked-up article body ({@link #ARTICLE_BODY}) from the soup strategy's
     * content, whatever their share of it: that content is a whole {@code main} with the page's other blocks, so
     * the share test of {@link #pruneComments} would keep readers' comments, and a thread's replies are told apart
     * only by the article body over them.
     */
    static void pruneCommentsUnderArticle(Element content) {
        List<Element> marked = outermostMarked(content, classOrId -> hasWord(classOrId, COMMENT_WORD));
        if (marked.isEmpty() || !hasArticleBody(content, marked)) {
            return;
        }
        for (int i = marked.size() - 1; i >= 0; i--) {
            marked.get(i).remove();
        }
    }

    /** Whether the content holds a marked-up article body outside the {@code marked} blocks: they are its comments. */
    private static boolean hasArticleBody(Element content, List<Element> marked) {
        for (Element body : content.select(ARTICLE_BODY)) {
            boolean insideMarked = false;
            for (Element block : marked) {
                if (body == block || ContentScorer.isAncestor(block, body)) {
                    insideMarked = true;
                    break;
                }
            }
            if (!insideMarked && body.text().length() >= 500) {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes an article's author boxes (byline, biography) — one or two small blocks whose class or id names the
     * author; blocks repeated for every post of a thread are the posts' headers and stay.
     */
    static void pruneBylines(Element content, Map<Element, Stats> stats) {
        List<Element> marked = outermostMarked(content, ContentPruning::isByline);
        if (marked.isEmpty() || marked.size() > MAX_BYLINES) {
            return;
        }
        int total = textLength(content, stats);
        for (int i = marked.size() - 1; i >= 0; i--) {
            Stats s = stats.get(marked.get(i));
            if (s != null && s.textLength * 3 < total) {
                marked.get(i).remove();
            }
        }
    }

    /**
     * Returns the outermost elements under the content (outside code) whose class or id passes {@code test}, in
     * page order.
     */
    private static List<Element> outermostMarked(Element content, Predicate<String> test) {
        List<Element> marked = new ArrayList<>();
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (!(node instanceof Element element) || element == content) {
                            return FilterResult.CONTINUE;
                        }
                        String tag = element.normalName();
                        if (tag.equals("pre") || tag.equals("code")) {
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        if (test.test(element.className()) || test.test(element.id())) {
                            marked.add(element);
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                content);
        return marked;
    }

    private static boolean isByline(String classOrId) {
        return !classOrId.isEmpty()
                && (hasWord(classOrId, "author") || hasWord(classOrId, "byline") || hasWord(classOrId, "bio"));
    }

    /** Returns whether {@code classOrId} holds {@code word} at the start of one of its words (case-insensitive). */
    static boolean hasWord(String classOrId, String word) {
        char first = Character.toLowerCase(word.charAt(0));
        int last = classOrId.length() - word.length();
        for (int i = 0; i <= last; i++) {
            // Cheap first-letter test before the region compare; class lists are scanned for every element.
            if (Character.toLowerCase(classOrId.charAt(i)) == first
                    && (i == 0 || !Character.isLetter(classOrId.charAt(i - 1)))
                    && classOrId.regionMatches(true, i, word, 0, word.length())) {
                return true;
            }
        }
        return false;
    }

    /** Returns the text length of the content's children (its own stats may include siblings merged away). */
    private static int textLength(Element content, Map<Element, Stats> stats) {
        int total = 0;
        for (Element child : content.children()) {
            Stats s = stats.get(child);
            total += s == null ? 0 : s.textLength;
        }
        return total;
    }

    /**
     * Whether the block is a line of links written out as a comma-separated enumeration ("Yifan Zhu, Mariah Bradford,
     * Kenneth Lai"): a listing entry's authors, read as a sentence; a menu's links are not separated by commas.
     */
    private static boolean isCommaSeparatedLinks(Element element) {
        int links = 0;
        int commas = 0;
        for (Node child : element.childNodes()) {
            if (child instanceof TextNode text) {
                String value = text.text().strip();
                if (value.equals(",")) {
                    commas++;
                } else if (!value.isEmpty()) {
                    return false;
                }
            } else if (child instanceof Element inner && inner.normalName().equals("a")) {
                links++;
            } else {
                return false;
            }
        }
        return links >= 3 && commas >= links - 1;
    }

    /**
     * Whether the block is a list whose every item says something of its own beside its links ("nuhobby's <a>toy
     * car</a>, <a>desk riser</a>", "<a>Logs.zip</a> from the first crash"): a post's annotated list of links, written
     * by a person; a menu's items are the links alone, or a link and a count.
     */
    private static boolean isAnnotatedLinkList(Element element) {
        String tag = element.normalName();
        if (!tag.equals("ul") && !tag.equals("ol")) {
            return false;
        }
        int items = 0;
        for (Element item : element.children()) {
            if (!item.normalName().equals("li") || !hasOwnWord(item)) {
                return false;
            }
            items++;
        }
        return items >= MIN_ANNOTATED_ITEMS;
    }

    private static final int MIN_ANNOTATED_ITEMS = 3;

    /** Whether a text node right under the element holds a letter. */
    private static boolean hasOwnWord(Element element) {
        for (Node child : element.childNodes()) {
            if (child instanceof TextNode text) {
                String value = text.getWholeText();
                for (int i = 0; i < value.length(); i++) {
                    if (Character.isLetter(value.charAt(i))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether the block is or holds a data table: header cells over rows of two cells or more ("Company | Revenue",
     * the names linked to the firms' sites). Its links are one column of its data, not a menu, however dense; the
     * readability scripts keep such tables out of their link-density cleaning too.
     */
    private static boolean holdsDataTable(Element element) {
        for (Element table : Walk.elements(element, "table")) {
            if (Walk.elements(table, "th").isEmpty()) {
                continue;
            }
            int rows = 0;
            for (Element row : Walk.elements(table, "tr")) {
                if (Walk.elements(row, "td").size() >= 2) {
                    rows++;
                }
            }
            if (rows >= MIN_DATA_ROWS) {
                return true;
            }
        }
        return false;
    }

    private static boolean isNavigationLike(Stats s) {
        return s.links >= 3 && s.linkDensity() > 0.6 && (double) s.linkLength / s.links < 25;
    }
}
