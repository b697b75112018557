package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Removes breadcrumb trails that open with a "Home" link to the site's front page, wherever they sit in the content
 * ("Homepage › Home &amp; Living › Kitchen › Mugs" under a product, "Home Accessories for Standing Desks" over a
 * category's grid, a lone "Home" link): the way back to the front page, not the page's text. {@link TitlePrelude}
 * only reads trails written as lists above the title; these are links run together in a line, anywhere. The link
 * must be named "Home" (or "Homepage") and point at the site's root (or a language root such as {@code /en/}), and
 * the trail is the largest short block around it that holds no heading and opens with it.
 */
final class HomeTrails {

    /** A trail is a line; a longer block around the link is a menu or text of its own. */
    private static final int MAX_TRAIL = 150;

    /** Text of a trail outside its links: separators and the last step, the page's own name. */
    private static final int MAX_PLAIN = 60;

    private static final Pattern HOME = Pattern.compile("(?:home|homepage|home page)", Pattern.CASE_INSENSITIVE);

    /** The front page, or a language's front page ({@code /en/}, {@code /en-us/}). */
    private static final Pattern ROOT_PATH =
            Pattern.compile("/?(?:[a-z]{2}(?:[-_][a-z]{2})?/?)?", Pattern.CASE_INSENSITIVE);

    private HomeTrails() {}

    /** Removes the content's short blocks that are a trail opening with a link home. */
    static void prune(Element content) {
        List<Element> trails = new ArrayList<>();
        String site = content.ownerDocument() == null
                ? ""
                : host(content.ownerDocument().location());
        if (site.isEmpty()) {
            return;
        }
        for (Element link : Walk.elements(content, "a")) {
            if (!HOME.matcher(link.text()).matches() || !isSiteRoot(link.absUrl("href"), site)) {
                continue;
            }
            Element trail = link;
            for (Element parent = trail.parent();
                    parent != null
                            && parent != content
                            && !Texts.longerThan(parent, MAX_TRAIL)
                            && parent.selectFirst("h1, h2, h3, h4, h5, h6") == null
                            && parent.text().startsWith(link.text())
                            && plainLength(parent) <= MAX_PLAIN;
                    parent = parent.parent()) {
                trail = parent;
            }
            trails.add(trail);
        }
        PageCleaner.removeAll(trails);
    }

    /** The length of the block's text outside its links: separators and the page's own name as the last step. */
    private static int plainLength(Element block) {
        int length = block.text().length();
        for (Element link : Walk.elements(block, "a")) {
            length -= link.text().length();
        }
        return length;
    }

    /** Whether the link goes to the front page of the page's own site (a commenter's "Homepage" goes elsewhere). */
    private static boolean isSiteRoot(String url, String site) {
        if (url.isEmpty()) {
            return false;
        }
        try {
            URI uri = URI.create(url);
            String path = uri.getRawPath();
            return site.equals(host(uri))
                    && (path == null || ROOT_PATH.matcher(path).matches());
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String host(String url) {
        if (url == null || url.isEmpty()) {
            return "";
        }
        try {
            return host(URI.create(url));
        } catch (IllegalArgumentException e) {
            return "";
        }
    }

    private static String host(URI uri) {
        String host = uri.getHost();
        if (host == null) {
            return "";
        }
        host = host.toLowerCase(java.util.Locale.ROOT);
        return host.startsWith("www.") ? host.substring(4) : host;
    }
}
