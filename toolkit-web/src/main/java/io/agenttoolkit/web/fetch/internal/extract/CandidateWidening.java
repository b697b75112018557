package io.agenttoolkit.web.fetch.internal.extract;

import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.initialScore;
import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.isAncestor;

import io.agenttoolkit.web.fetch.internal.extract.ContentScorer.Stats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Moves the readability scorer's top candidate to the content's real extent: the ancestor it shares with other strong
 * candidates, parents that score about as well or hold much more paragraph text, the parent of repeated blocks
 * (posts, answers), sibling sections and an intro. {@link SiblingMerging} then settles the content around it.
 */
final class CandidateWidening {

    private static final int MINIMUM_TOP_CANDIDATES = 3;

    private static final double WIDEN_RATIO = 1.5;

    /** How far above the content to look for repeated blocks (posts, answers). */
    private static final int REPEAT_LEVELS = 6;

    /** How far above the content to look for sibling content sections (service and landing pages). */
    private static final int SECTION_LEVELS = 8;

    /** How far above the content to look for an intro printed in a block of its own. */
    private static final int INTRO_LEVELS = 6;

    /** Paragraph text the blocks before the content must hold to count as its intro. */
    private static final int INTRO_TEXT = 400;

    /** Link density under which an intro block, and the ancestor that takes it in, read as text. */
    private static final double INTRO_LINK_DENSITY = 0.3;

    /** Paragraph text a sibling section must hold to count as content. */
    private static final int SECTION_TEXT = 100;

    /** Link density under which a sibling section is content rather than a link list. */
    private static final double SECTION_LINK_DENSITY = 0.5;

    /** Other content sections the content's parent must hold to take their place. */
    private static final int MINIMUM_SECTIONS = 2;

    /**
     * Other content sections beside which a long content takes its place with them even when they hold only an
     * eighth of its paragraph text (a buying guide's long picks list among its intro, comparison, costs and tips).
     */
    private static final int MANY_SECTIONS = 4;

    /** Links a list of item cards (a listing's entries) holds at least. */
    static final int MINIMUM_CARDS = 4;

    /** Text a list of item cards holds at least. */
    private static final int CARD_LIST_TEXT = 300;

    /** Mean link text length (as measured: letters plus one per word) of a card list's titles. */
    private static final int CARD_TITLE_LENGTH = 30;

    /** Paragraph text a repeated sibling must hold, as a share of the content's own. */
    private static final double REPEAT_SHARE = 0.2;

    /** Moves the top candidate to the ancestor it shares with several strong candidates ({@link #commonAncestor}). */
    static void commonAncestor(PageContext page) {
        page.top(commonAncestor(
                top(page),
                page.topScore(),
                page.candidates(),
                page.stats(),
                page.document().body()));
    }

    /** Moves the top candidate up while its parent scores about as well ({@link #climb(Element, double, Map, Element)}). */
    static void climb(PageContext page) {
        Element top = top(page);
        page.top(climb(
                top, page.stats().get(top).score, page.stats(), page.document().body(), page.isLikelyArticle()));
    }

    /** Widens the top candidate to a parent with much more paragraph text ({@link #widen(Element, Map, Element)}). */
    static void widen(PageContext page) {
        page.top(widen(top(page), page.stats(), page.document().body()));
    }

    /** Widens the top candidate to the ancestor of its repeated siblings: a thread's posts, a question's answers. */
    static void widenToRepeats(PageContext page) {
        page.top(widenToRepeats(top(page), page.stats(), page.document().body(), page.isLikelyArticle()));
    }

    /** Widens the top candidate to the parent of its sibling content sections (service and landing pages). */
    static void widenToSections(PageContext page) {
        page.top(widenToSections(top(page), page.stats(), page.document().body()));
    }

    /** Widens the top candidate to take in an intro printed in a block of its own before it. */
    static void widenToIntro(PageContext page) {
        page.top(widenToIntro(top(page), page.stats(), page.document().body()));
    }

    private static Element top(PageContext page) {
        Element top = page.top();
        if (top == null) {
            throw new IllegalStateException("no top candidate");
        }
        return top;
    }

    /**
     * Returns the closest ancestor of the top candidate that also holds at least three other strong candidates
     * (score at least 3/4 of the top's), as readability.js does for content split over sibling sections; else the
     * top candidate itself. A top candidate that is the body itself stays: the search never leaves the body (the
     * {@code html} element has no statistics).
     */
    private static Element commonAncestor(
            Element top, double topScore, List<Element> candidates, Map<Element, Stats> stats, Element body) {
        if (top == body) {
            return top;
        }
        List<Element> strong = new ArrayList<>();
        for (Element candidate : candidates) {
            if (candidate != top && stats.get(candidate).score >= topScore * 0.75) {
                strong.add(candidate);
            }
        }
        if (strong.size() < MINIMUM_TOP_CANDIDATES) {
            return top;
        }
        strong.sort((a, b) -> Double.compare(stats.get(b).score, stats.get(a).score));
        List<Element> alternatives = strong.subList(0, Math.min(strong.size(), 5));
        for (Element parent = top.parent(); parent != null && parent != body; parent = parent.parent()) {
            int inside = 0;
            for (Element alternative : alternatives) {
                if (isAncestor(parent, alternative)) {
                    inside++;
                }
            }
            if (inside >= MINIMUM_TOP_CANDIDATES) {
                Stats p = stats.get(parent);
                if (p != null && !p.scored) {
                    p.scored = true;
                    p.score = initialScore(parent);
                }
                return parent;
            }
        }
        return top;
    }

    /**
     * Moves up while the parent holds much more paragraph text than the candidate (content split over sibling
     * sections that scored apart) without becoming link-heavy.
     */
    private static Element widen(Element top, Map<Element, Stats> stats, Element body) {
        Element current = top;
        for (Element parent = top.parent(); parent != null && parent != body; parent = parent.parent()) {
            Stats p = stats.get(parent);
            Stats c = stats.get(current);
            if (p == null || c == null) {
                break;
            }
            if (p.paragraphText >= c.paragraphText * WIDEN_RATIO && p.linkDensity() < 0.3) {
                current = parent;
            } else if (p.paragraphText > c.paragraphText) {
                break;
            }
        }
        return current;
    }

    /**
     * Returns the ancestor whose children repeat the block the content sits in (a thread's posts, a question's
     * answers) when those siblings carry paragraph text of their own; else the content unchanged. On a story's page
     * ({@link PageContext#isLikelyArticle}), siblings that each carry a title of their own ({@code h1} or {@code h2})
     * are other articles loaded under it (an endless-scroll news page), not replies: the content stays the one
     * article.
     */
    private static Element widenToRepeats(Element top, Map<Element, Stats> stats, Element body, boolean article) {
        Element child = top;
        int level = 0;
        for (Element parent = top.parent();
                parent != null && parent != body && level < REPEAT_LEVELS;
                parent = parent.parent(), level++) {
            Stats c = stats.get(child);
            Stats p = stats.get(parent);
            if (c == null || p == null) {
                break;
            }
            int alike = 0;
            int titled = 0;
            for (Element sibling : parent.children()) {
                Stats s = stats.get(sibling);
                if (sibling != child
                        && s != null
                        && sibling.normalName().equals(child.normalName())
                        && Texts.firstClass(sibling).equals(Texts.firstClass(child))
                        && s.paragraphText >= c.paragraphText * REPEAT_SHARE) {
                    alike++;
                    if (article && sibling.selectFirst("h1, h2") != null) {
                        titled++;
                    }
                }
            }
            if (alike >= 2 && p.linkDensity() < 0.3) {
                return article && titled == alike ? top : parent;
            }
            child = parent;
        }
        return top;
    }

    /**
     * Returns the ancestor whose other children are content sections too, when the content is one section of a page
     * built from sibling sections (a service page's intro, feature blocks, steps, FAQ): at least two other children
     * with {@link #SECTION_TEXT} paragraph text, not link lists, together holding at least half the paragraph text of
     * the content's side (an eighth when there are {@link #MANY_SECTIONS} of them or more: a guide's long list of
     * picks between its intro, comparison, costs and tips), or one list of item cards that outweighs it. Never leaves an {@code article} element:
     * outside an article sit its comments and newsletter boxes, not more of it.
     */
    private static Element widenToSections(Element top, Map<Element, Stats> stats, Element body) {
        Element child = top;
        for (int level = 0; level < SECTION_LEVELS && child != body; level++) {
            Element parent = child.parent();
            Stats c = stats.get(child);
            if (parent == null || c == null || child.normalName().equals("article")) {
                break;
            }
            if (hasContentSections(parent, child, c.paragraphText, stats)) {
                return parent;
            }
            child = parent;
        }
        return top;
    }

    /**
     * Returns the ancestor (up to {@link #INTRO_LEVELS} up) whose children before the content's side hold the
     * article's opening paragraphs, when a page builder prints the intro in a block of its own above the body's
     * block: at least {@link #INTRO_TEXT} paragraph text before in blocks that score as content (a header's utility
     * links and a reply's parent comment do not), no more after than before (or than a quarter of the content: a
     * closing block), and the ancestor not link heavy. Never leaves an {@code article} element.
     */
    private static Element widenToIntro(Element top, Map<Element, Stats> stats, Element body) {
        Element child = top;
        for (int level = 0; level < INTRO_LEVELS && child != body; level++) {
            Element parent = child.parent();
            Stats c = stats.get(child);
            Stats p = parent == null ? null : stats.get(parent);
            if (parent == null
                    || parent == body
                    || c == null
                    || p == null
                    || child.normalName().equals("article")
                    || p.linkDensity() >= INTRO_LINK_DENSITY) {
                break;
            }
            int before = 0;
            // One pass over the children: previousElementSibling() scans the parent's children on every call.
            for (Element sibling : parent.children()) {
                if (sibling == child) {
                    break;
                }
                Stats s = stats.get(sibling);
                if (s != null && s.scored && s.score > 0 && s.linkDensity() < INTRO_LINK_DENSITY) {
                    before += s.paragraphText;
                }
            }
            int after = p.paragraphText - before - c.paragraphText;
            if (before >= INTRO_TEXT && (after <= before || after * 4 <= c.paragraphText)) {
                return parent;
            }
            child = parent;
        }
        return top;
    }

    /**
     * Whether {@code parent} holds, beside {@code child}, content sections worth half the child's paragraph text (an
     * eighth when there are {@link #MANY_SECTIONS} of them).
     */
    private static boolean hasContentSections(Element parent, Element child, int childText, Map<Element, Stats> stats) {
        int sections = 0;
        int sectionText = 0;
        for (Element sibling : parent.children()) {
            Stats s = stats.get(sibling);
            if (sibling != child
                    && s != null
                    && s.paragraphText >= SECTION_TEXT
                    && s.linkDensity() < SECTION_LINK_DENSITY) {
                sections++;
                sectionText += s.paragraphText;
            }
        }
        return sections >= MINIMUM_SECTIONS && sectionText * 2 >= childText
                || sections >= MANY_SECTIONS && sectionText * 8 >= childText
                || hasCardList(parent, child, childText, stats);
    }

    /**
     * Whether {@code parent} holds, beside {@code child}, a list of item cards that outweighs the child: a listing's
     * titles and teasers under its intro (a blog category, a job board). Titles are links, so the list scores as
     * link-heavy and readability keeps only the intro. A grid of picture cards (a shop category's products, each a
     * picture link and a title link) need only hold a third of the child's text: the guide or FAQ text a category
     * page prints beside its grid outweighs the grid's short titles.
     */
    private static boolean hasCardList(Element parent, Element child, int childText, Map<Element, Stats> stats) {
        for (Element sibling : parent.children()) {
            Stats s = stats.get(sibling);
            if (sibling != child
                    && s != null
                    && isCardList(s)
                    && (s.textLength >= childText || isPictureCardGrid(s) && s.textLength * 3 >= childText)) {
                return true;
            }
        }
        return hasSiblingCards(parent, child, childText, stats);
    }

    /** Whether the statistics read like a grid of picture cards: 8+ titles, most beside a picture link. */
    private static boolean isPictureCardGrid(Stats s) {
        return s.textLinks >= 2 * MINIMUM_CARDS && (s.links - s.textLinks) * 2 >= s.textLinks;
    }

    /**
     * Whether {@code parent} holds, beside {@code child}, at least {@link #MINIMUM_CARDS} alike sibling cards (same
     * tag and first class) that together read as a list of item cards and hold at least half the child's text: a
     * blog category's posts printed one after another under its description, with no list element around them.
     */
    private static boolean hasSiblingCards(Element parent, Element child, int childText, Map<Element, Stats> stats) {
        Map<String, Stats> groups = new HashMap<>();
        Map<String, Integer> counts = new HashMap<>();
        for (Element sibling : parent.children()) {
            Stats s = stats.get(sibling);
            if (sibling == child || s == null || s.textLinks == 0) {
                continue;
            }
            String key = sibling.normalName() + ' ' + Texts.firstClass(sibling);
            Stats group = groups.computeIfAbsent(key, k -> new Stats());
            group.textLength += s.textLength;
            group.linkLength += s.linkLength;
            group.links += s.links;
            group.textLinks += s.textLinks;
            counts.merge(key, 1, Integer::sum);
        }
        for (Map.Entry<String, Stats> entry : groups.entrySet()) {
            Stats group = entry.getValue();
            if (counts.get(entry.getKey()) >= MINIMUM_CARDS && isCardList(group) && group.textLength * 2 >= childText) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the statistics read like a list of item cards: several links whose texts are titles (on average
     * {@link #CARD_TITLE_LENGTH} or more), unlike a menu's short link words.
     */
    private static boolean isCardList(Stats s) {
        return s.textLinks >= MINIMUM_CARDS
                && s.textLength >= CARD_LIST_TEXT
                && s.linkLength >= s.textLinks * CARD_TITLE_LENGTH;
    }

    /**
     * Moves up while the parent holds the candidate's content plus more that scores well (forums, listings). On a
     * story's page ({@link PageContext#isLikelyArticle}), not to a parent that scores lower and adds no paragraph text
     * (see {@link #addsNoText}), nor to one whose additions are much link text ({@link #addsLinks}): that parent is
     * the page around the story.
     */
    private static Element climb(
            Element top, double topScore, Map<Element, Stats> stats, Element body, boolean article) {
        Element current = top;
        double currentScore = topScore;
        for (Element parent = top.parent(); parent != null && parent != body; parent = parent.parent()) {
            Stats p = stats.get(parent);
            if (p == null || !p.scored) {
                break;
            }
            if (p.score < currentScore * 0.75 && p.score < topScore / 3) {
                break;
            }
            if (p.score >= currentScore * 0.75
                    && !(article
                            && p.score < currentScore
                            && (addsNoText(p, stats.get(current)) || holdsHeadline(current)))
                    && !(article && addsLinks(p, stats.get(current)))) {
                current = parent;
                currentScore = Math.max(currentScore, p.score);
            } else {
                break;
            }
        }
        return current;
    }

    /**
     * Whether the candidate holds an {@code h1}: the story's title with its body, so that a parent scoring lower adds
     * only what stands around the story (the site's header, an alert bar, a menu's hidden heading).
     */
    private static boolean holdsHeadline(Element candidate) {
        return !Walk.elements(candidate, "h1").isEmpty();
    }

    /** Share of paragraph text over the candidate's a parent must add for the climb to take it on an article. */
    private static final double CLIMB_TEXT_GAIN = 1.1;

    /**
     * Whether the parent holds hardly more paragraph text than the candidate (at most a tenth more): what it adds is
     * the page's chrome around the story, a header, a menu, an alert bar.
     */
    private static boolean addsNoText(Stats parent, @Nullable Stats current) {
        return current != null && parent.paragraphText <= current.paragraphText * CLIMB_TEXT_GAIN;
    }

    /** Share of link text in what a parent adds to the candidate above which the climb does not take it on a story. */
    private static final double CLIMB_LINK_SHARE = 0.3;

    /**
     * Whether what the parent adds to the candidate's text is more than {@link #CLIMB_LINK_SHARE} link text: the lists
     * of other stories, headlines with their dates, around a story's body ("Laatste nieuws", "Popular from Pune"),
     * which score as well as the body in sum.
     */
    private static boolean addsLinks(Stats parent, @Nullable Stats current) {
        if (current == null) {
            return false;
        }
        int added = parent.textLength - current.textLength;
        int addedLinks = parent.linkLength - current.linkLength;
        return added > 0 && addedLinks > added * CLIMB_LINK_SHARE;
    }

    private CandidateWidening() {}
}
