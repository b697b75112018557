package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jspecify.annotations.Nullable;

/**
 * Removes lists of teasers of the site's other stories from an article's content: a block whose children (three or
 * more, of one tag) are each a teaser, that is a title linking to another page of the same site with at most a short
 * blurb, a date or a byline beside it. News and blog themes set such lists after the story ("Latest", "Across the
 * region", "Most read"), under a heading in any language or none; the readability scorer takes
 * them in because their blurbs read like short paragraphs. The evidence is structural, not the heading's words:
 * alike items, each led by a same-site title link, each short.
 *
 * <p>Only on a page whose head declares one article ({@link ArticlePages}): a listing, a category page or a shop's
 * grid is made of such teasers. Only after the story's last paragraph: a list between two paragraphs is the writer's.
 * And only when the story is a story: {@link #STORY_TEXT} characters in paragraphs before the list, or the rest of the
 * content {@link #TEXT_RATIO} times the teasers' text, so that a short intro over a list of the site's pages keeps
 * it; or, for a story shorter than that, the lists that lie outside the {@code article} element holding its text. A
 * short heading right before the list goes with it.
 */
final class TeaserLists {

    /** Teasers a list holds at least. */
    static final int MINIMUM_TEASERS = 3;

    /** Characters a teaser's title link holds at least: a headline, not "More" or a date. */
    static final int MINIMUM_TITLE = 20;

    /** Characters a teaser's text outside its links holds at most: a blurb, a date, a byline. */
    static final int MAXIMUM_BLURB = 300;

    /** How many times the teasers' text the rest of the content must hold, unless it holds a story. */
    static final int TEXT_RATIO = 2;

    /**
     * Characters in paragraphs before the teasers that make the content a story however long its teasers: two
     * paragraphs of a short news item (a story of 343 characters kept four teaser cards at 400).
     */
    static final int STORY_TEXT = 200;

    /** The tags of a list's own title. */
    private static final Set<String> HEADINGS = Set.of("h2", "h3", "h4", "h5", "h6");

    private TeaserLists() {}

    /** Removes the teaser lists, and their headings, from the content (the pipeline runs it on declared articles only). */
    static void prune(Element content) {
        SiteAddresses.Page here = SiteAddresses.Page.of(content);
        if (here == null) {
            return;
        }
        URI page = here.address();
        String site = here.site();
        // First the teaser lists alone (most pages have none, and then no paragraph's text is read), outermost only.
        List<Element> lists = new ArrayList<>();
        for (Element element : Walk.all(content)) {
            if (element == content
                    || element.childrenSize() < MINIMUM_TEASERS
                    || (!lists.isEmpty() && ContentScorer.isAncestor(lists.get(lists.size() - 1), element))) {
                continue;
            }
            if (isTeaserList(element, site, page)) {
                lists.add(element);
            }
        }
        if (lists.isEmpty()) {
            return;
        }
        // Then the story's paragraphs: a list with one of them after it sits inside the story, not after it.
        int story = 0;
        int trailing = 0;
        int next = 0;
        for (Element element : Walk.all(content)) {
            while (next < lists.size() && lists.get(next) == element) {
                next++;
            }
            if (isParagraph(element) && (next == 0 || !ContentScorer.isAncestor(lists.get(next - 1), element))) {
                int text = bodyParagraphText(element);
                if (text > 0) {
                    story += text;
                    trailing = next;
                }
            }
        }
        lists = lists.subList(trailing, lists.size());
        if (lists.isEmpty()) {
            return;
        }
        int total = content.text().length();
        int teasers = 0;
        for (Element list : lists) {
            teasers += list.text().length();
        }
        if (story < STORY_TEXT && (long) teasers * (TEXT_RATIO + 1) > total) {
            // A short story in an article element of its own: the lists outside it are the site's, not its.
            Element article = storyArticle(content);
            if (article == null) {
                return;
            }
            List<Element> outside = new ArrayList<>();
            for (Element list : lists) {
                if (!ContentScorer.isAncestor(article, list) && !ContentScorer.isAncestor(list, article)) {
                    outside.add(list);
                }
            }
            if (outside.isEmpty()) {
                return;
            }
            lists = outside;
        }
        for (Element list : lists) {
            Element heading = TrailingLinkLists.headingBefore(list, content);
            list.remove();
            if (heading != null) {
                heading.remove();
            }
        }
    }

    /**
     * Returns the {@code article} element that holds the most of the content's paragraph text outside links, when that
     * is a paragraph's worth ({@link #BODY_PARAGRAPH} characters); else null. A page whose head declares one article
     * and whose markup wraps that article's text in one element says where the story ends.
     */
    private static @Nullable Element storyArticle(Element content) {
        // In page order, so that of two articles with as much text the first is taken on every run.
        Map<Element, Integer> text = new LinkedHashMap<>();
        for (Element paragraph : Walk.all(content)) {
            if (!isParagraph(paragraph)) {
                continue;
            }
            Element article = paragraph.closest("article");
            if (article == null || article != content && !ContentScorer.isAncestor(content, article)) {
                continue;
            }
            int[] counts = textAndLinkText(paragraph);
            text.merge(article, counts[0] - counts[1], Integer::sum);
        }
        Element best = null;
        int most = BODY_PARAGRAPH - 1;
        for (Map.Entry<Element, Integer> entry : text.entrySet()) {
            if (entry.getValue() > most) {
                best = entry.getKey();
                most = entry.getValue();
            }
        }
        return best;
    }

    /** Tags that make a {@code div} a wrapper rather than a paragraph written as one. */
    private static final Set<String> BLOCKS = Set.of(
            "p",
            "div",
            "ul",
            "ol",
            "dl",
            "table",
            "section",
            "article",
            "aside",
            "nav",
            "figure",
            "blockquote",
            "form",
            "header",
            "footer",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "pre");

    /**
     * Whether the element is a paragraph: a {@code p}, or a {@code div} with no block inside (some editors write
     * every paragraph of a story as one).
     */
    private static boolean isParagraph(Element element) {
        String tag = element.normalName();
        return tag.equals("p") || tag.equals("div") && !Texts.hasChildIn(element, BLOCKS);
    }

    /** Characters of own text outside links that make a paragraph the story's, not a blurb. */
    static final int BODY_PARAGRAPH = 100;

    /**
     * The paragraph's text length (white space runs counted once) when it is a paragraph of the story, a {@code p}
     * with {@link #BODY_PARAGRAPH} characters outside links; else 0. One pass over its text nodes, no strings built:
     * it is asked of every paragraph of every declared article, twice.
     */
    static int bodyParagraphText(Element element) {
        if (!isParagraph(element)) {
            return 0;
        }
        int[] counts = textAndLinkText(element);
        return counts[0] - counts[1] >= BODY_PARAGRAPH ? counts[0] : 0;
    }

    /** The element's text length and the part of it inside links (white space runs counted once). */
    private static int[] textAndLinkText(Element element) {
        int[] counts = new int[2]; // all text, text inside links
        NodeTraversor.traverse(
                (node, depth) -> {
                    if (node instanceof TextNode text) {
                        int length = Texts.collapsedLength(text.getWholeText(), true);
                        counts[0] += length;
                        for (Node up = node.parentNode(); up != null && up != element; up = up.parentNode()) {
                            if (up instanceof Element e && e.normalName().equals("a")) {
                                counts[1] += length;
                                break;
                            }
                        }
                    }
                },
                element);
        return counts;
    }

    /**
     * Whether every child with text is a teaser of another page of the site, all of one tag, three at least; a
     * heading before the first one is the list's title ("More from Local") and goes with it.
     */
    static boolean isTeaserList(Element list, String site, URI page) {
        String tag = null;
        int teasers = 0;
        for (Element child : list.children()) {
            if (!child.hasText()) {
                continue;
            }
            if (teasers == 0 && tag == null && isListTitle(child)) {
                continue;
            }
            if (tag == null) {
                tag = child.normalName();
            } else if (!tag.equals(child.normalName())) {
                return false;
            }
            if (!isTeaser(child, site, page)) {
                return false;
            }
            teasers++;
        }
        return teasers >= MINIMUM_TEASERS;
    }

    /**
     * Whether the element is a list's title: a heading ({@code h2} to {@code h6}), or a wrapper holding only one
     * ({@code <div class="block-title"><h3>Recommended for you</h3></div>}).
     */
    private static boolean isListTitle(Element element) {
        for (Element e = element; ; e = e.child(0)) {
            if (HEADINGS.contains(e.normalName())) {
                return true;
            }
            if (e.childrenSize() != 1 || !e.ownText().isBlank()) {
                return false;
            }
        }
    }

    /**
     * Whether {@code root} holds a story outside the given elements: paragraphs with {@link #STORY_TEXT} characters
     * outside links together. A list of other stories under a story goes whatever its length; a page that is such a
     * list and little else (a topic page) keeps it.
     */
    static boolean hasStoryOutside(Element root, List<Element> outside) {
        int story = 0;
        for (Element element : Walk.all(root)) {
            if (!isParagraph(element)) {
                continue;
            }
            boolean inside = false;
            for (Element other : outside) {
                if (ContentScorer.isAncestor(other, element)) {
                    inside = true;
                    break;
                }
            }
            if (!inside) {
                int[] counts = textAndLinkText(element);
                story += counts[0] - counts[1];
                if (story >= STORY_TEXT) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the block is a teaser list (see {@link #isTeaserList}) or holds one under its heading: a heading, then
     * one child with text that is such a list ({@code <section><h2>Read next</h2><ul>...</ul></section>}), and at
     * most a "See All" link after it ({@link #isMoreLink}).
     */
    static boolean holdsTeaserList(Element block, String site, URI page) {
        if (isTeaserList(block, site, page)) {
            return true;
        }
        Element list = null;
        boolean more = false;
        for (Element child : block.children()) {
            if (!child.hasText() || list == null && isListTitle(child)) {
                continue;
            }
            if (list != null) {
                if (more || !isMoreLink(child)) {
                    return false;
                }
                more = true;
                continue;
            }
            list = child;
        }
        return list != null && isTeaserList(list, site, page);
    }

    /** Text of a list's closing link to the rest of it ("See All", "More news", "View all stories"). */
    private static final int MAX_MORE_LINK_TEXT = 30;

    /** Whether the element is one short link, or holds only one: a list's "See All" link to the rest of it. */
    private static boolean isMoreLink(Element element) {
        List<Element> links = Walk.elements(element, "a");
        if (links.size() != 1) {
            return false;
        }
        String text = element.text();
        return text.length() <= MAX_MORE_LINK_TEXT && links.get(0).text().equals(text);
    }

    /**
     * Whether the item is a teaser: its text starts inside a link to another page of the same site, that link's
     * text is a headline, and the rest of its text is short.
     */
    static boolean isTeaser(Element item, String site, URI page) {
        Element title = null;
        int linkText = 0;
        for (Element link : Walk.elements(item, "a")) {
            String text = link.text();
            if (text.isEmpty()) {
                continue;
            }
            if (title == null) {
                title = link;
            }
            linkText += text.length();
        }
        if (title == null || !isHeadline(title.text())) {
            return false;
        }
        // The title leads the item: any text before it is a label, a date or a category, a few words at most.
        String text = item.text();
        int at = text.indexOf(title.text());
        if (at < 0 || at > 40 || text.length() - linkText > MAXIMUM_BLURB) {
            return false;
        }
        URI target = SiteAddresses.parse(title.absUrl("href"));
        if (target == null || !site.equals(SiteAddresses.site(target))) {
            return false;
        }
        String path = target.getRawPath() == null ? "" : target.getRawPath();
        return path.length() > 1 && !SiteAddresses.samePage(target, page);
    }

    /** Whether a link's text reads as a headline: {@link #MINIMUM_TITLE} characters, three words, no address. */
    static boolean isHeadline(String text) {
        if (text.length() < MINIMUM_TITLE || text.contains("://") || text.startsWith("www.")) {
            return false;
        }
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            boolean letter = Character.isLetterOrDigit(text.charAt(i));
            if (letter && !inWord) {
                words++;
            }
            inWord = letter;
        }
        return words >= 3;
    }
}
