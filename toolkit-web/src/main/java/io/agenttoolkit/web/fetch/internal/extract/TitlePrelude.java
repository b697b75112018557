package io.agenttoolkit.web.fetch.internal.extract;

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
 * Removes what a theme prints above an article's title inside the content: the breadcrumb trail as a list ("Home",
 * "Blog", "Conferencing &amp; Webinars", then the page's own name as plain text) and the date alone on its line
 * ("Nov 30, 2025"). Above the title there is no text of the article yet; both are the site's navigation and stamp.
 * Only the part of the content before its first {@code h1} is read, and only while little text has come before
 * (a kicker, a caption); nothing when the content has no h1.
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

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "li", "ul", "ol", "dl", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article");

    private TitlePrelude() {}

    /** Removes the breadcrumb lists and bare date lines that come before the content's first h1. */
    static void prune(Element content) {
        if (content.selectFirst("h1") == null) {
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
            List<Element> links = item.getElementsByTag("a");
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
