package io.agenttoolkit.web.fetch.internal.extract;

import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Removes the strip of links to the site's other pages that ends an article ("More Home Decor", "You'll also love",
 * "Good articles to read together", or no heading at all): a flat list whose every item is nothing but one link to
 * another page of the same site, with nothing after it. Writers end a text with a sentence, a list of their points
 * or their sources; a theme or plugin ends it with its own recommendations, whose items are bare links. A list of
 * links to other sites (sources, "Links" to a project's repositories) stays, and so does a list that holds half of
 * the content's text (a listing is its links). The heading right before the strip goes with it. Repeated while the
 * content ends with such a strip, a few times at most.
 */
final class TrailingLinkLists {

    /** Two links are a pair of pointers ("Next: X"); a strip of recommendations has a few. */
    private static final int MIN_ITEMS = 3;

    /** Text outside an item's link allowed: bullets, separators. */
    private static final int MAX_LOOSE_TEXT = 3;

    /** A heading longer than this is a section of the text, not a strip's label. */
    private static final int MAX_HEADING_LENGTH = 80;

    /** Strips stacked at the end of the content ("More from X" over "Popular posts") removed at most. */
    private static final int MAX_STRIPS = 3;

    private TrailingLinkLists() {}

    /** Removes the link strips, and their headings, that end the content. */
    static void prune(Element content) {
        String site = SiteAddresses.site(content.baseUri());
        if (site == null) {
            return;
        }
        for (int round = 0; round < MAX_STRIPS; round++) {
            TextNode last = Texts.lastText(content);
            if (last == null) {
                return;
            }
            @Nullable Element list = null;
            for (Element e = last.parent(); e != null && e != content; e = e.parent()) {
                String tag = e.normalName();
                if (tag.equals("ul") || tag.equals("ol")) {
                    list = e;
                }
            }
            if (list == null
                    || !isStrip(list, site)
                    || list.text().length() * 2 >= content.text().length()) {
                return;
            }
            Element heading = headingBefore(list, content);
            list.remove();
            if (heading != null) {
                heading.remove();
            }
        }
    }

    /** Whether the list is flat and each of its (at least three) items is one link to another page of the site. */
    static boolean isStrip(Element list, String site) {
        if (list.childrenSize() < MIN_ITEMS) {
            return false;
        }
        for (Element item : list.children()) {
            if (!item.normalName().equals("li") || item.selectFirst("ul, ol") != null) {
                return false;
            }
            @Nullable String target = null;
            int linkText = 0;
            for (Element link : Walk.elements(item, "a")) {
                String href = link.absUrl("href");
                if (target == null) {
                    target = href;
                } else if (!target.equals(href)) {
                    return false;
                }
                linkText += link.text().length();
            }
            if (target == null || linkText == 0 || item.text().length() - linkText > MAX_LOOSE_TEXT) {
                return false;
            }
            if (!site.equals(SiteAddresses.site(target)) || target.contains("#")) {
                return false;
            }
        }
        return true;
    }

    /**
     * The short heading (h2 to h6, alone or in a wrapper of its own) that comes right before the list (or any block
     * ending the content), or null.
     */
    static @Nullable Element headingBefore(Element list, Element content) {
        for (Element e = list; e != null && e != content; e = e.parent()) {
            Element previous = e.previousElementSibling();
            if (previous == null) {
                continue;
            }
            @Nullable Element heading = previous;
            if (!isHeading(heading) && heading.childrenSize() == 1 && isHeading(heading.child(0))) {
                heading = heading.child(0).text().length() == previous.text().length() ? previous : null;
            } else if (!isHeading(heading)) {
                heading = null;
            }
            return heading != null
                            && !heading.text().isEmpty()
                            && heading.text().length() <= MAX_HEADING_LENGTH
                    ? heading
                    : null;
        }
        return null;
    }

    /** Whether the element is a heading below the page's title: {@code h2} to {@code h6}. */
    private static boolean isHeading(Element element) {
        return Texts.isHeading(element) && !element.normalName().equals("h1");
    }
}
