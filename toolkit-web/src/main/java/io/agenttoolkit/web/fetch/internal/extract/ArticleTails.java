package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Element;

/**
 * Removes the blocks after a declared article's story that are mostly links to the site's own pages: tag and
 * category rows, previous and next posts, "more in this section" strips, share rows, a site menu the theme prints
 * under the story. The story ends with its last paragraph ({@link TeaserLists#isBodyParagraph}); a block after it
 * whose text is at least half link text pointing into the same site is the site's navigation, in any language and
 * under any class name. Links to other sites (sources, a press release's references) are the writer's and stay, and
 * so does text without links (a correction, "Reporting by ...").
 *
 * <p>Only on a page whose head declares one article ({@link ArticlePages}), and only when the story holds
 * {@link TeaserLists#STORY_TEXT} characters in paragraphs. A short heading left with nothing after it goes too.
 */
final class ArticleTails {

    /** Share of a block's text in same-site link text from which it is navigation. */
    static final double SITE_LINK_SHARE = 0.5;

    /** How many times the removed blocks' text the story's paragraphs must hold. */
    static final int TAIL_RATIO = 2;

    private ArticleTails() {}

    /** Removes the site's navigation after the story of a declared article. */
    static void prune(Element content, PageContext page) {
        if (page.isDeclaredArticle()) {
            removeFrom(content);
        }
    }

    /** Removes the site's navigation after the story (the page's kind not asked). */
    static void removeFrom(Element content) {
        URI page = TeaserLists.uri(content.baseUri());
        if (page == null || page.getHost() == null) {
            return;
        }
        String host = TeaserLists.host(page.getHost());
        Element last = null;
        int story = 0;
        for (Element element : Walk.all(content)) {
            if (element.normalName().equals("p") && TeaserLists.isBodyParagraph(element)) {
                last = element;
                story += element.text().length();
            }
        }
        if (last == null || story < TeaserLists.STORY_TEXT) {
            return;
        }
        List<Element> navigation = new ArrayList<>();
        int removed = 0;
        for (Element ancestor = last; ancestor != null && ancestor != content; ancestor = ancestor.parent()) {
            for (Element block = ancestor.nextElementSibling(); block != null; block = block.nextElementSibling()) {
                if (isSiteNavigation(block, host, page)) {
                    navigation.add(block);
                    removed += block.text().length();
                }
            }
        }
        if (removed * TAIL_RATIO > story) {
            // More links than story: a roundup or a listing that calls itself an article; its links are its content.
            return;
        }
        for (Element block : navigation) {
            Element heading = TrailingLinkLists.headingBefore(block, content);
            block.remove();
            if (heading != null && nothingAfter(heading)) {
                heading.remove();
            }
        }
    }

    /**
     * Whether the block's text is at least half link text pointing to the same site, and none of its links points
     * into this page (a footnote's way back to its mark, a note's anchor: the story's own apparatus).
     */
    static boolean isSiteNavigation(Element block, String host, URI page) {
        String text = block.text();
        if (text.isEmpty()) {
            return false;
        }
        int site = 0;
        for (Element link : block.getElementsByTag("a")) {
            String linkText = link.text();
            if (linkText.isEmpty()) {
                continue;
            }
            URI target = TeaserLists.uri(link.absUrl("href"));
            if (target != null
                    && target.getHost() != null
                    && TeaserLists.host(target.getHost()).equals(host)) {
                if (target.getRawFragment() != null && TeaserLists.samePath(target, page)) {
                    return false;
                }
                site += linkText.length();
            }
        }
        return site >= SITE_LINK_SHARE * text.length();
    }

    /** Whether no sibling with text follows the heading (or its wrapper) up to its parent's end. */
    private static boolean nothingAfter(Element heading) {
        for (Element next = heading.nextElementSibling(); next != null; next = next.nextElementSibling()) {
            if (next.hasText()) {
                return false;
            }
        }
        return true;
    }
}
