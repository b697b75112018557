package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Removes the site's navigation printed around a declared article's story: blocks before its first paragraph or after
 * its last whose text is mostly links into the same site. After the story that is tag and category rows, previous and
 * next posts, "more in this section" strips, a site menu the theme prints under the story; before it, a category
 * menu, a ticker of other headlines, a breadcrumb trail. The story runs from its first paragraph to its last
 * ({@link TeaserLists#bodyParagraphText}); a block outside that run whose text is at least {@link #SITE_LINK_SHARE} link
 * text pointing into the same site is the site's, in any language and under any class name. Links to other sites
 * (sources, a press release's references), links into the page itself (footnotes) and sentences without links (a
 * correction, "Reporting by ...") are the writer's and stay. A block of mere short fragments goes too
 * ({@link #isFragments}: an author card, a contact box, a feedback widget, a price grid after the story; a byline
 * and share row or a thread's counters before it). Before the story only whole blocks go (a {@code div}, a list, a
 * {@code nav}, ...), never a paragraph (a lead sentence may be mostly a link) nor a block holding a heading of the
 * first three levels (the story's title, which the theme may tag as any of them). Between the story's paragraphs
 * only boxes go (a {@code div}, {@code section}, {@code aside} or {@code nav} holding none of them and two links or
 * more: a "Featured articles" box the theme inserts), never the writer's own lists. Links to documents on the site (a
 * flier, a form as PDF) are what the page offers, not navigation, and do not count.
 *
 * <p>Only on a page whose head declares one article ({@link ArticlePages}), only when the story holds
 * {@link TeaserLists#STORY_TEXT} characters in paragraphs, and only when the blocks to remove hold less than half the
 * story's text (a roundup or a listing that calls itself an article is made of its links). A short heading left
 * right before a removed block goes with it when nothing follows.
 */
final class ArticleEdges {

    /** Share of a block's text in same-site link text from which it is navigation. */
    static final double SITE_LINK_SHARE = 0.5;

    /** How many times the removed blocks' text the story's paragraphs must hold. */
    static final int STORY_RATIO = 2;

    /** The blocks that may go before the story: whole blocks, no paragraph and no inline element. */
    private static final Set<String> HEAD_BLOCKS =
            Set.of("div", "ul", "ol", "nav", "section", "header", "aside", "table", "dl");

    /** What a block before the story must not hold: the story's title, however the theme tags it. */
    private static final String TITLES = "h1, h2, h3";

    /** Pieces of text a block of fragments holds at least. */
    static final int MINIMUM_FRAGMENTS = 4;

    /** Characters from which a piece of text is a sentence, not a label. */
    static final int FRAGMENT_LENGTH = 60;

    /** What a block of mere fragments does not hold: the story's lists, tables, code, quotations and pictures. */
    private static final String NOT_FRAGMENTS =
            "ul, ol, table, pre, code, blockquote, img, figure, picture, video, iframe";

    /**
     * The blocks that may go between the story's paragraphs: boxes, not the writer's lists or tables (a list of the
     * site's own guides the writer recommends is part of the story; a box of them the theme inserts is not).
     */
    private static final Set<String> INSIDE_BLOCKS = Set.of("div", "nav", "section", "aside");

    /** Links a box inside the story holds at least to be the site's navigation (one link is a sentence's). */
    private static final int INSIDE_LINKS = 2;

    private ArticleEdges() {}

    /** Removes the site's navigation around the story (the pipeline runs it on declared articles only). */
    static void prune(Element content) {
        SiteAddresses.Page here = SiteAddresses.Page.of(content);
        if (here == null) {
            return;
        }
        URI page = here.address();
        String site = here.site();
        List<Element> paragraphs = new ArrayList<>();
        int story = 0;
        for (Element element : Walk.elements(content, "p")) {
            int text = TeaserLists.bodyParagraphText(element);
            if (text > 0) {
                paragraphs.add(element);
                story += text;
            }
        }
        if (paragraphs.isEmpty() || story < TeaserLists.STORY_TEXT) {
            return;
        }
        Element first = paragraphs.get(0);
        Element last = paragraphs.get(paragraphs.size() - 1);
        List<Element> navigation = new ArrayList<>();
        int removed = 0;
        for (Element ancestor = last; ancestor != null && ancestor != content; ancestor = ancestor.parent()) {
            for (Element block = ancestor.nextElementSibling(); block != null; block = block.nextElementSibling()) {
                if (isSiteNavigation(block, site, page) || isFragments(block)) {
                    navigation.add(block);
                    removed += block.text().length();
                }
            }
        }
        for (Element ancestor = first; ancestor != null && ancestor != content; ancestor = ancestor.parent()) {
            for (Element block = ancestor.previousElementSibling();
                    block != null;
                    block = block.previousElementSibling()) {
                if (HEAD_BLOCKS.contains(block.normalName())
                        && block.selectFirst(TITLES) == null
                        && (isSiteNavigation(block, site, page) || isFragments(block))) {
                    navigation.add(block);
                    removed += block.text().length();
                }
            }
        }
        removed += insideStory(content, paragraphs, site, page, navigation);
        if (removed * STORY_RATIO > story) {
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
     * Adds to {@code navigation} the boxes between the story's first and last paragraph that hold none of its
     * paragraphs (in page order) and are the site's navigation (a "Featured articles" box, a "Read next" strip the
     * theme inserts), outermost only, and returns their text's length.
     */
    private static int insideStory(
            Element content, List<Element> paragraphs, String site, URI page, List<Element> navigation) {
        Set<Element> holdsStory = new HashSet<>();
        for (Element paragraph : paragraphs) {
            for (Element up = paragraph; up != null && up != content && holdsStory.add(up); up = up.parent()) {
                // every ancestor up to the content holds a story paragraph
            }
        }
        Element first = paragraphs.get(0);
        Element last = paragraphs.get(paragraphs.size() - 1);
        int removed = 0;
        Element box = null;
        boolean started = false;
        for (Element block : Walk.all(content)) {
            if (block == last) {
                break;
            }
            started |= block == first;
            if (!started
                    || holdsStory.contains(block)
                    || !INSIDE_BLOCKS.contains(block.normalName())
                    || (box != null && ContentScorer.isAncestor(box, block))) {
                continue;
            }
            if (Walk.elements(block, "a").size() >= INSIDE_LINKS && isSiteNavigation(block, site, page)) {
                navigation.add(block);
                removed += block.text().length();
                box = block;
            }
        }
        return removed;
    }

    /**
     * Whether the block's text is at least half link text pointing to the same site, and none of its links points
     * into this page (a footnote's way back to its mark, a note's anchor: the story's own apparatus).
     */
    static boolean isSiteNavigation(Element block, String site, URI page) {
        String text = block.text();
        if (text.isEmpty()) {
            return false;
        }
        int siteLinks = 0;
        for (Element link : Walk.elements(block, "a")) {
            String linkText = link.text();
            if (linkText.isEmpty()) {
                continue;
            }
            URI target = SiteAddresses.parse(link.absUrl("href"));
            if (target != null && site.equals(SiteAddresses.site(target))) {
                if (target.getRawFragment() != null && SiteAddresses.samePath(target, page)) {
                    return false;
                }
                if (SiteAddresses.isDocument(target)) {
                    continue;
                }
                siteLinks += linkText.length();
            }
        }
        return siteLinks >= SITE_LINK_SHARE * text.length();
    }

    /**
     * Whether the block is made of short fragments and nothing else: at least {@link #MINIMUM_FRAGMENTS} pieces of
     * text, none of {@link #FRAGMENT_LENGTH} characters or more, no list, table, code, quotation or picture. After the
     * story that is an author card (name, role, handle), a contact box, a feedback or rating widget, a "filed under"
     * line, a price grid: labels, not sentences.
     */
    static boolean isFragments(Element block) {
        if (!HEAD_BLOCKS.contains(block.normalName()) && !block.normalName().equals("form")) {
            return false;
        }
        if (block.selectFirst(NOT_FRAGMENTS) != null) {
            return false;
        }
        int[] pieces = {0};
        boolean[] sentence = {false};
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof TextNode text) {
                            int length = text.text().strip().length();
                            if (length >= FRAGMENT_LENGTH) {
                                sentence[0] = true;
                                return FilterResult.STOP;
                            }
                            if (length > 0) {
                                pieces[0]++;
                            }
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                block);
        return !sentence[0] && pieces[0] >= MINIMUM_FRAGMENTS;
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
