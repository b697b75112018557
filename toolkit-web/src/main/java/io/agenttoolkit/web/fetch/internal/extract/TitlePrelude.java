package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Removes what a theme prints above an article's title inside the content. When all the text before the first
 * {@code h1} is short (a kicker such as "Premium" or "Press Release", a category line, a disclosure such as "We may
 * earn commission...", a caption, a trail), holds no heading, and a long text follows the title, all of it goes:
 * above the title there is no text of the article yet. Otherwise only the breadcrumb trail as a list ("Home",
 * "Blog", "Conferencing &amp; Webinars", then the page's own name as plain text) and the date alone on its line
 * ("Nov 30, 2025") go, while little text has come before them. A linked h1 is a card's title and opens nothing;
 * "Loading..." stays wherever it is; nothing is read when the content has no h1.
 */
final class TitlePrelude {

    /** A trail has two steps at least; one link above a title is a section's kicker ("Education"). */
    private static final int MIN_STEPS = 2;

    /** A trail's step names a section; a longer item is a sentence. */
    private static final int MAX_STEP_LENGTH = 50;

    private static final Pattern BARE_DATE =
            Pattern.compile("\\W*" + InterfaceLabels.DATE + "\\W*", Pattern.CASE_INSENSITIVE);

    /** A date line is short; a longer block is not read. */
    private static final int MAX_DATE_LENGTH = 40;

    /**
     * Text the content may hold before a trail or date for it to count as above the title: a kicker or a caption, not
     * a section of text that a later h1 merely follows.
     */
    private static final int MAX_TEXT_BEFORE = 200;

    /** Text before the title that goes all together: a few short lines, not an introduction. */
    private static final int MAX_PRELUDE = 300;

    /** A kicker's text at most: a section's name or two, or a ticker's line of headlines ("Latest: ..."). */
    private static final int MAX_KICKER = 150;

    /** A plain kicker's text at most: a topic's label of a word or two ("Sturmflut", "Breaking news"). */
    private static final int MAX_LABEL_KICKER = 25;

    private static final int MAX_LABEL_WORDS = 2;

    /** Share of a kicker's text inside links: it points elsewhere ("Latest:" may stand outside its links). */
    private static final double KICKER_LINK_SHARE = 0.8;

    /** Text the content must hold besides a kicker for the kicker to go: a story's two paragraphs. */
    private static final int MIN_TEXT_AFTER_KICKER = TeaserLists.STORY_TEXT;

    /** Text the content must hold besides the prelude for the prelude to go: an article, not a landing page's hero. */
    private static final int MIN_TEXT_AFTER = 1000;

    /** The shell's placeholder, which the sufficiency check reads: it stays wherever it is. */
    private static final String LOADING = "Loading...";

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "li", "ul", "ol", "dl", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article");

    private TitlePrelude() {}

    /** Removes the breadcrumb lists and bare date lines that come before the content's first h1. */
    static void prune(Element content) {
        Element title = content.selectFirst("h1");
        if (title == null) {
            return;
        }
        if (removeShortPrelude(content, title)) {
            return;
        }
        List<Element> prelude = new ArrayList<>();
        int[] seen = {0};
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof TextNode text) {
                            seen[0] += text.text().strip().length();
                            return seen[0] > MAX_TEXT_BEFORE ? FilterResult.STOP : FilterResult.CONTINUE;
                        }
                        if (!(node instanceof Element element) || element == content) {
                            return FilterResult.CONTINUE;
                        }
                        String tag = element.normalName();
                        if (tag.equals("h1")) {
                            return FilterResult.STOP;
                        }
                        if (tag.equals("ul") || tag.equals("ol")) {
                            if (isTrail(element)) {
                                prelude.add(element);
                            }
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        if ((tag.equals("p") || tag.equals("div"))
                                && !Texts.hasChildIn(element, BLOCKS)
                                && !Texts.longerThan(element, MAX_DATE_LENGTH)
                                && BARE_DATE.matcher(element.text()).matches()) {
                            prelude.add(element);
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                content);
        PageCleaner.removeAll(prelude);
    }

    /**
     * Removes all that has text before the title when it is short all together: kickers ("Premium", "Press
     * Release"), a category line, a disclosure ("We may earn commission..."), a caption, a trail. Pictures without text
     * stay. Returns whether the prelude was short enough to go.
     */
    private static boolean removeShortPrelude(Element content, Element title) {
        Element link = title.selectFirst("a");
        if (link != null && link.text().length() == title.text().length()) {
            // A linked h1 is a card's title (a post in a listing), not the page's.
            return false;
        }
        List<Node> prelude = new ArrayList<>();
        int length = 0;
        for (Node node = title; node != content && node.parent() != null; node = node.parent()) {
            for (Node sibling = node.previousSibling(); sibling != null; sibling = sibling.previousSibling()) {
                String text = sibling instanceof Element element
                        ? (Texts.longerThan(element, MAX_PRELUDE) ? null : element.text())
                        : sibling instanceof TextNode textNode ? textNode.text().strip() : "";
                if (text == null
                        || text.contains(LOADING)
                        || sibling instanceof Element element && hasHeading(element)) {
                    // Headings before the h1 are sections of their own: the h1 does not open the page's text.
                    return false;
                }
                length += text.length();
                if (length > MAX_PRELUDE) {
                    return false;
                }
                if (!text.isEmpty()) {
                    prelude.add(sibling);
                }
            }
        }
        int after = isKicker(prelude, length) ? MIN_TEXT_AFTER_KICKER : MIN_TEXT_AFTER;
        if (!Texts.longerThan(content, length + after)) {
            // Little text after the title: the prelude may be much of what the page has to say.
            return false;
        }
        for (Node node : prelude) {
            node.remove();
        }
        return true;
    }

    /**
     * Whether the prelude is a kicker: a line that is nearly all link text, a section's name ("Local", "Politics |
     * Europe") or a ticker ("Latest: [headline] [headline]"), a shop's service links; or a topic's label of a word or
     * two in plain text ("Sturmflut"). Links elsewhere and a bare label say nothing of the story however short the
     * story is, while a short prelude of plain sentences (a landing page's tagline) may be much of what a short page
     * has to say.
     */
    private static boolean isKicker(List<Node> prelude, int length) {
        if (prelude.isEmpty() || length > MAX_KICKER) {
            return false;
        }
        if (prelude.size() == 1 && length <= MAX_LABEL_KICKER && Texts.words(text(prelude.get(0))) <= MAX_LABEL_WORDS) {
            // A topic's label alone ("Sturmflut", "Exclusive"): no tagline says so little.
            return true;
        }
        int linked = 0;
        for (Node node : prelude) {
            if (!(node instanceof Element element)) {
                return false;
            }
            // The element itself when it is the link.
            for (Element link : Walk.elements(element, "a")) {
                linked += link.text().length();
            }
        }
        return linked >= length * KICKER_LINK_SHARE;
    }

    private static String text(Node node) {
        return node instanceof Element element
                ? element.text()
                : node instanceof TextNode textNode ? textNode.text().strip() : "";
    }

    /** Whether the element is or holds a section heading; the site's name as a heading linked to its home page is none. */
    private static boolean hasHeading(Element element) {
        if (isSectionHeading(element)) {
            return !isMasthead(element);
        }
        for (Element heading : element.select("h2, h3, h4, h5, h6")) {
            if (!isMasthead(heading)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the heading is the site's masthead: all its text one link to the site's home page ("Valley Courier"
     * linked to {@code /}), printed above the story's title; it opens no section of the page.
     */
    private static boolean isMasthead(Element heading) {
        List<Element> links = Walk.elements(heading, "a");
        if (links.size() != 1 || links.get(0).text().length() != heading.text().length()) {
            return false;
        }
        URI target = SiteAddresses.parse(links.get(0).absUrl("href"));
        if (target == null) {
            return false;
        }
        String path = target.getRawPath();
        return (path == null || path.isEmpty() || path.equals("/")) && target.getRawQuery() == null;
    }

    private static boolean isSectionHeading(Element element) {
        String tag = element.normalName();
        return tag.length() == 2 && tag.charAt(0) == 'h' && tag.charAt(1) >= '2' && tag.charAt(1) <= '6';
    }

    /**
     * Whether the list is a breadcrumb trail: flat, two items at least, each a short bare link but the last, which
     * may be the page's own name as plain text.
     */
    static boolean isTrail(Element list) {
        List<Element> items = list.children();
        if (items.size() < MIN_STEPS) {
            return false;
        }
        for (int i = 0; i < items.size(); i++) {
            Element item = items.get(i);
            if (!item.normalName().equals("li")
                    || item.selectFirst("ul, ol") != null
                    || Texts.longerThan(item, MAX_STEP_LENGTH)) {
                return false;
            }
            List<Element> links = Walk.elements(item, "a");
            String text = item.text();
            boolean bareLink = links.size() == 1 && links.get(0).text().length() == text.length();
            boolean last = i == items.size() - 1;
            if (text.isEmpty() || text.length() > MAX_STEP_LENGTH || !(bareLink || last && links.isEmpty())) {
                return false;
            }
        }
        return true;
    }
}
