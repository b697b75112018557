package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Removes a block of links that ends the content, whatever its markup: a grid of teaser cards ("Watch next", a
 * section's latest stories), a row of social links, a strip of category links, with or without a heading. The signal
 * is the block's link density against the text before it: nearly all of the block's words are link text, its links
 * go to at least {@value #MIN_LINKS} different pages, and the content before it holds at least {@value #TEXT_RATIO}
 * times its text. Writers end an article with a sentence; a theme appends its own links after it. A listing, whose
 * links are its content, keeps them: the block must be short beside the text above it, and neither it nor a
 * container it sits in may repeat the element before it (a listing's last entry, an article's last paragraph). A heading right above the
 * block, short and not itself a link, labels it and goes with it. Repeated while the content ends with such a block,
 * a few times at most.
 */
final class TrailingLinkBlocks {

    /** Different pages the block links to at least; one or two links are a pointer ("Next: X"), not a strip. */
    static final int MIN_LINKS = 3;

    /** Share of the block's text that is link text at least. */
    static final double LINK_DENSITY = 0.8;

    /** The content before the block holds at least this many times the block's text. */
    static final int TEXT_RATIO = 2;

    /** Blocks stacked at the end of the content removed at most. */
    private static final int MAX_BLOCKS = 3;

    private static final Set<String> BLOCKS =
            Set.of("div", "section", "aside", "nav", "footer", "ul", "ol", "p", "table", "dl", "header");

    private TrailingLinkBlocks() {}

    /** Removes the link blocks, and their labels, that end the content. */
    static void prune(Element content) {
        String site = site(content.baseUri());
        if (site == null) {
            return;
        }
        for (int round = 0; round < MAX_BLOCKS; round++) {
            TextNode last = Texts.lastText(content);
            if (last == null) {
                return;
            }
            // Counted as letters (characters other than whitespace), without building the texts; a block's count
            // stops at its limit, so a large ancestor costs no more than the block may hold.
            int total = Texts.letters(content, Integer.MAX_VALUE);
            int limit = total / (TEXT_RATIO + 1) + 1;
            @Nullable Element block = null;
            int length = Texts.letters(last, limit);
            Node below = last;
            for (Element e = last.parent(); e != null && e != content; below = e, e = e.parent()) {
                // the ancestor's letters are the ones already counted below it plus its other children's
                length += lettersBeside(e, below, limit - length);
                if (length >= limit) {
                    break;
                }
                if (isRepeatedItem(e)) {
                    // Whatever was found below is part of an entry of a listing (or of a paragraph like the ones
                    // before it), not a strip appended after the text.
                    block = null;
                } else if (BLOCKS.contains(e.normalName()) && !Texts.inCode(e) && isLinkBlock(e, length, site)) {
                    block = e;
                }
            }
            if (block == null) {
                return;
            }
            // a label, not a link of the strip itself
            Element heading = TrailingLinkLists.headingBefore(block, content);
            if (heading != null && !Walk.elements(heading, "a").isEmpty()) {
                heading = null;
            }
            block.remove();
            if (heading != null) {
                heading.remove();
            }
        }
    }

    /**
     * Whether nearly all of the block's text is the text of links to at least three other pages, most of them on the
     * page's own site: a list of links to other sites (sources, a project's repositories) is the writer's.
     */
    static boolean isLinkBlock(Element block, int length, String site) {
        if (length == 0) {
            return false;
        }
        List<Element> links = Walk.elements(block, "a");
        if (links.size() < MIN_LINKS) {
            return false;
        }
        // the density first: most blocks met on the climb are paragraphs, and addresses cost more than letters
        int linkText = 0;
        for (Element link : links) {
            if (isPageLink(link)) {
                linkText += Texts.letters(link, Integer.MAX_VALUE);
            }
        }
        if (linkText < LINK_DENSITY * length) {
            return false;
        }
        Set<String> targets = new HashSet<>();
        int ownSite = 0;
        for (Element link : links) {
            if (!isPageLink(link)) {
                continue;
            }
            // A page's sections ("get-started#sell-online", "get-started#invoices") are one page: a block of links
            // into one other page's sections is that page's table of contents, a documentation page's own map.
            String target = link.absUrl("href");
            int fragment = target.indexOf('#');
            if (fragment >= 0) {
                target = target.substring(0, fragment);
            }
            if (targets.add(target) && site.equals(site(target))) {
                ownSite++;
            }
        }
        return targets.size() >= MIN_LINKS && ownSite * 2 > targets.size();
    }

    /** Whether the link leads to a page: not empty, not to a place on this one, not a script. */
    private static boolean isPageLink(Element link) {
        String href = link.attr("href");
        return !(href.isEmpty() || href.startsWith("#") || href.startsWith("javascript:"));
    }

    /** The letters of the element's children other than {@code counted} (one of them), up to {@code limit}. */
    private static int lettersBeside(Element element, Node counted, int limit) {
        int count = 0;
        for (int i = 0; i < element.childNodeSize() && count < limit; i++) {
            Node child = element.childNode(i);
            if (child != counted) {
                count += Texts.letters(child, limit - count);
            }
        }
        return count;
    }

    /**
     * Whether the block repeats the element before it (same tag, same first class name; the others often number the
     * entry, "js-threadListItem-18068"): the last of a listing's entries or of an article's paragraphs, which belongs
     * with the ones before it and is not a strip appended after them.
     */
    static boolean isRepeatedItem(Element block) {
        Element previous = block.previousElementSibling();
        return previous != null
                && previous.normalName().equals(block.normalName())
                && Texts.firstClass(previous).equals(Texts.firstClass(block));
    }

    /**
     * The address's site in lower case: its host's last two labels, or three when the second last is a short
     * registry label ({@code bbc.co.uk}); null when it has no host.
     */
    static @Nullable String site(String url) {
        String host;
        try {
            host = URI.create(url.replace(" ", "%20")).getHost();
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (host == null) {
            return null;
        }
        String[] labels = host.toLowerCase(Locale.ROOT).split("\\.");
        int n = labels.length;
        if (n <= 2) {
            return String.join(".", labels);
        }
        boolean registry = labels[n - 1].length() == 2 && labels[n - 2].length() <= 3;
        int keep = registry ? 3 : 2;
        return String.join(".", Arrays.asList(labels).subList(n - keep, n));
    }
}
