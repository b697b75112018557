package io.agenttoolkit.web.fetch.internal.extract;

import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.MAX_NAME_WEIGHTS;
import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.containsAny;
import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.measure;

import io.agenttoolkit.web.fetch.internal.extract.ContentScorer.Stats;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jsoup.nodes.Element;

/**
 * Removes the blocks whose class or id marks them as unlikely content (menus, sharing, cookie notes, ads, filter
 * panels, a shop's chrome) before the readability scorer runs, and from soup's content: unless they hold a third of
 * the page's text or read as prose, a hero banner or a sidebar layout's content section.
 */
final class UnlikelyBlocks {

    /** Class or id words (lower case) of blocks that are unlikely content; tested with indexOf, far cheaper than
     * an alternation regex on every element. */
    private static final String[] UNLIKELY = {
        "-ad-",
        "ai2html",
        "banner",
        "breadcrumb",
        "combx",
        "comment-form",
        "community",
        "cover-wrap",
        "disqus",
        "extra",
        "footer",
        "gdpr",
        "cookie",
        "consent",
        "legends",
        "menu",
        "related",
        "remark",
        "rss",
        "shoutbox",
        "sidebar",
        "skyscraper",
        "social",
        "share",
        "sharing",
        "sponsor",
        "supplemental",
        "ad-break",
        "agegate",
        "pagination",
        "pager",
        "popup",
        "modal",
        "newsletter",
        "subscribe",
        // A news site's ask for a gift beside the story (Newspack's donate block "wp-block-newspack-blocks-donate").
        "donate",
        "donation",
        "signup",
        "sign-up",
        "login",
        "navbar",
        "topbar",
        "toolbar",
        "skip-link",
        "skiplink",
        "breadcrumbs",
        "tag-cloud",
        "promo",
        "recommend",
        "trending",
        "most-popular",
        "print-only",
        "screen-reader",
        "sr-only",
        // A web-push prompt ("We'd like to send you notifications ... Allow / No thanks"): OneSignal's slidedown and
        // the like.
        "onesignal",
        "push-notif",
        "visually-hidden",
        // German and older conventions: teaser lists of other articles, author boxes, tag lists.
        "teaser",
        "author-box",
        "authorbox",
        "about-author",
        "author-bio",
        "sabox",
        "tags"
    };

    /**
     * Class or id words (lower case) of blocks that are boilerplate even when their name also holds a content word
     * ("related-posts", "comment-respond", "author-credit"): related-article lists, comment forms, German comment
     * boxes, print-hidden parts, share plugins, copyright and photo credit lines, picture captions.
     */
    private static final String[] BOILERPLATE = {
        "related",
        "respond",
        "kommentar",
        "noprint",
        "print-none",
        "hidden-print",
        // Bootstrap's print-only blocks ("visible-print"): a news system prints the page's address there.
        "visible-print",
        "shariff",
        "copyright",
        "credit",
        // Picture captions outside figcaption, and embedded cards of other posts.
        "img-caption",
        "imgcaption",
        "image-caption",
        "image--caption",
        "photo-caption",
        "imagedescription",
        "image-description",
        "img-metadata",
        "wp-embed"
    };

    /**
     * Word starts (lower case) of class or id names of a shop's customer-voice and small-print blocks: seller and
     * customer feedback, the review widgets shops embed (Judge.me, Yotpo, Okendo, Stamped), delivery estimates, and
     * the legal disclaimers under offers and product claims, and the announcement bars and news strips over and
     * beside a page ("Free shipping over $49", "Recent events &amp; announcements"), and embedded Instagram posts and
     * feeds, whose markup holds only the embed's fallback ("View this post on Instagram", "A post shared by ...").
     * A plain "review" class is not one: review articles and testimonials carry it on their own text.
     */
    private static final String[] SHOP_CHROME = {
        "feedback", "jdgm", "yotpo", "okendo", "stamped", "delivery", "disclaimer", "announcement", "instagram"
    };

    /**
     * Words (lower case) of class or id names of a category page's filter and sort controls: facet panels
     * ("Color: black (12) grey (4)"), refinement lists and sort menus. Matched as whole words (a plural too), so
     * that a {@code filterable} gallery or {@code filtered} list is not one; a block named for the filter's
     * {@code results} is the listing itself and stays.
     */
    private static final String[] FILTER_CONTROLS = {
        "facet", "facets", "filter", "filters", "refinement", "sorter", "sortby"
    };

    /** Class or id words (lower case) that keep an unlikely-looking block. */
    private static final String[] MAYBE = {
        "and",
        "article",
        "body",
        "column",
        "content",
        "main",
        "shadow",
        "post",
        "entry",
        "text",
        "story",
        "thread",
        "message",
        "question",
        "answer",
        // A hero banner is the page's lead (its title and intro), not an advertising banner.
        "hero"
    };

    /** Class-and-id strings already read by {@link #isUnlikely}; cleared when it reaches {@link #MAX_NAME_WEIGHTS}. */
    private static final Map<String, Boolean> UNLIKELY_NAMES = new ConcurrentHashMap<>();

    /** Removes the blocks of the body whose class or id marks them as unlikely content (menus, sharing, ads). */
    static void removeUnlikely(PageContext page) {
        removeUnlikely(page.document().body(), page.stats());
    }

    /** Removes blocks whose class or id marks them as boilerplate (menus, sharing, cookie notes) from the content. */
    static void pruneBoilerplate(Element content) {
        removeUnlikely(content, measure(content));
    }

    private static void removeUnlikely(Element body, Map<Element, Stats> stats) {
        List<Element> unlikely = new ArrayList<>();
        int bodyText = stats.get(body).textLength;
        for (Element element : Walk.all(body)) {
            String className = element.className();
            String id = element.id();
            String component = componentName(element);
            if (className.isEmpty() && id.isEmpty() && component.isEmpty()) {
                continue;
            }
            String tag = element.normalName();
            // Code is the text itself: a highlighter's class on it ("nextra-code") names no block.
            if (tag.equals("body")
                    || tag.equals("a")
                    || tag.equals("main")
                    || tag.equals("article")
                    || tag.equals("code")) {
                continue;
            }
            String classAndId = withoutSettingWords(
                    (component.isEmpty() ? className + " " + id : className + " " + id + " " + component)
                            .toLowerCase(Locale.ROOT));
            boolean boilerplate = isUnlikely(classAndId) || isFilterPanel(element, classAndId);
            if (classAndId.length() > 1 && boilerplate && !insideTagOf(element, "table", "pre", "code")) {
                // A wrapper holding a third of the page's text is layout, whatever its class says.
                Stats e = stats.get(element);
                if ((e.textLength * 3 < bodyText
                                || isHiddenMenu(classAndId, e)
                                || isNamedTeaserList(element, classAndId, body))
                        && !isProseMenu(classAndId, e)
                        && !isSidebarLayoutItem(element, classAndId, e)
                        && !isHeroBanner(element, classAndId, e)
                        && !isDeclaredBodyProse(element, e)) {
                    unlikely.add(element);
                }
            }
        }
        for (int i = unlikely.size() - 1; i >= 0; i--) {
            Element element = unlikely.get(i);
            if (element.parent() == null) {
                continue;
            }
            Stats removed = stats.get(element);
            // Take the removed text out of the ancestors' sums so that link density stays right.
            for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
                Stats p = stats.get(parent);
                if (p == null) {
                    break;
                }
                p.textLength -= removed.textLength;
                p.linkLength -= removed.linkLength;
                p.commas -= removed.commas;
                p.links -= removed.links;
                p.textLinks -= removed.textLinks;
            }
            element.remove();
        }
    }

    /**
     * Class or id words (lower case) of lists of other stories: "related-stories", "recommended", "trending". Not
     * "teaser": German themes name a section page's own list of stories so.
     */
    private static final String[] TEASER_LIST_NAMES = {"related", "recommend", "trending", "most-popular"};

    /**
     * Whether a block is named as a list of other stories (see {@link #TEASER_LIST_NAMES}) and is one: its items, or
     * those of the one list it holds under a heading, are each a headline link to another page of the site with a
     * short blurb (see {@link TeaserLists#isTeaserList}), under a story elsewhere in {@code root} (see {@link
     * TeaserLists#hasStoryOutside}). Name and shape agree, so it goes however much of the page it holds: under a short
     * story, the list of related stories is often longer than the story.
     */
    private static boolean isNamedTeaserList(Element element, String classAndId, Element root) {
        if (!containsAny(classAndId, TEASER_LIST_NAMES) || element.childrenSize() == 0) {
            return false;
        }
        SiteAddresses.Page here = SiteAddresses.Page.of(element);
        if (here == null) {
            return false;
        }
        URI page = here.address();
        String site = here.site();
        if (!TeaserLists.holdsTeaserList(element, site, page)) {
            return false;
        }
        return TeaserLists.hasStoryOutside(root, List.of(element));
    }

    /** Paragraph text a block inside a declared article body must hold to be read as the article's own text. */
    private static final int DECLARED_BODY_PROSE = 150;

    /** The most share of its text a block inside a declared article body may have in links to be read as prose. */
    private static final double DECLARED_BODY_LINK_DENSITY = 0.1;

    /**
     * Whether a block is part of the article's text by the page's own declaration whatever its name says: it sits
     * inside the element the page marks as the article's body ({@code itemprop="articleBody"}) and holds two
     * paragraphs of prose or more, next to no links. A news system names the part of a story shown before its
     * paywall for the readers it is shown to ({@code subscriber-preview}); a box of links or a one-line prompt in
     * the body still goes.
     */
    private static boolean isDeclaredBodyProse(Element element, Stats stats) {
        if (stats.textLength < OPENING_PROSE || stats.linkDensity() >= DECLARED_BODY_LINK_DENSITY) {
            return false;
        }
        int paragraphs = 0;
        int prose = 0;
        for (Element child : element.children()) {
            if (child.normalName().equals("p")) {
                paragraphs++;
                prose += child.text().length();
            }
        }
        if (paragraphs == 0 || prose < OPENING_PROSE) {
            return false;
        }
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            if (parent.attr("itemprop").equals("articleBody")) {
                return (paragraphs >= 2 && prose >= DECLARED_BODY_PROSE)
                        || (stats.links == 0 && opensBody(element, parent, prose));
            }
        }
        return false;
    }

    /** Paragraph text a story's opening block holds at least to be read as the story's first paragraph. */
    private static final int OPENING_PROSE = 80;

    /**
     * Whether a block of paragraphs is the declared body's opening: no text of the body comes before it and at least
     * twice its text comes after it. The part of a story shown before a paywall is its lede, which a news system
     * wraps in a block named for the readers it is shown to ({@code subscriber-preview}); a paywall's own prompt
     * comes after the lede, not before the story.
     */
    private static boolean opensBody(Element block, Element body, int prose) {
        for (Element e = block; e != body; e = e.parent()) {
            for (Element before = e.previousElementSibling();
                    before != null;
                    before = before.previousElementSibling()) {
                if (before.hasText()) {
                    return false;
                }
            }
        }
        return body.text().length() >= prose * 3;
    }

    /**
     * The component name a page built with generated class names gives a block in a data attribute
     * ({@code data-component="newsletter-signup"}), or "": where the classes are hashes ({@code dcr-9fc990}), it names
     * the block as a class would. Not {@code data-testid}: shops name their delivery and size panels so, which their
     * product pages' text keeps.
     */
    private static String componentName(Element element) {
        if (element.attributesSize() == 0) {
            return "";
        }
        return element.attr("data-component");
    }

    /**
     * Whether a block is a menu kept only for screen readers ({@code visually-hidden}, {@code sr-only}): mostly links.
     * A shop may print its whole mega menu so, outweighing its product grid; it goes whatever its share of the page.
     */
    private static boolean isHiddenMenu(String classAndId, Stats stats) {
        return stats.linkDensity() > 0.5
                && (classAndId.contains("visually-hidden")
                        || classAndId.contains("sr-only")
                        || classAndId.contains("screen-reader"));
    }

    /** Text a block named a menu holds at least to be read as prose when it is mostly not links. */
    private static final int PROSE_MENU_TEXT = 1000;

    /** The most share of its text a block named a menu may have in links to be read as prose. */
    private static final double PROSE_MENU_LINK_DENSITY = 0.1;

    /**
     * Whether a block named a menu holds prose, not links: a tab or accordion component whose "menu" carries its
     * panels' text (an FAQ whose answers sit under their question tabs). A real menu is mostly links.
     */
    private static boolean isProseMenu(String classAndId, Stats stats) {
        return classAndId.contains("menu")
                && stats.textLength >= PROSE_MENU_TEXT
                && stats.linkDensity() < PROSE_MENU_LINK_DENSITY;
    }

    /** The most share of its text a block named a banner may have in links to be read as the page's hero. */
    private static final double HERO_LINK_DENSITY = 0.25;

    /**
     * Whether a block whose only unlikely word is "banner" is the page's hero rather than an advertising or cookie
     * banner: it holds one first-level heading (the page's own title, with its lead text under it) and is mostly
     * not links. A hero named so is as much the page's lead as one named "hero" (see {@link #MAYBE}).
     */
    private static boolean isHeroBanner(Element element, String classAndId, Stats stats) {
        if (!classAndId.contains("banner") || isUnlikely(classAndId.replace("banner", " "))) {
            return false;
        }
        if (stats.linkDensity() >= HERO_LINK_DENSITY) {
            return false;
        }
        return Walk.elements(element, "h1").size() == 1;
    }

    /** The most share of its text a block named for a sidebar layout may have in links to be read as prose. */
    private static final double SIDEBAR_ITEM_LINK_DENSITY = 0.25;

    /** Text a block named for a sidebar layout must hold to be read as a content section. */
    private static final int SIDEBAR_ITEM_TEXT = 150;

    /**
     * Whether a block whose only unlikely word is "sidebar" is content laid out with a sidebar rather than the page's
     * sidebar: one of a row of sibling sections sharing its first class word ("n-switchback n-sidebar-left": a
     * picture beside each text) that holds prose, not links. A page's own sidebar is one block of widgets and links.
     */
    private static boolean isSidebarLayoutItem(Element element, String classAndId, Stats stats) {
        if (!classAndId.contains("sidebar") || isUnlikely(classAndId.replace("sidebar", " "))) {
            return false;
        }
        if (stats.textLength < SIDEBAR_ITEM_TEXT || stats.linkDensity() >= SIDEBAR_ITEM_LINK_DENSITY) {
            return false;
        }
        Element parent = element.parent();
        String className = element.className().strip();
        if (parent == null || className.isEmpty()) {
            return false;
        }
        int space = className.indexOf(' ');
        String first = space < 0 ? className : className.substring(0, space);
        if (first.toLowerCase(Locale.ROOT).contains("sidebar")) {
            return false;
        }
        for (Element sibling : parent.children()) {
            if (sibling != element
                    && sibling.normalName().equals(element.normalName())
                    && sibling.classNames().contains(first)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the lower-case class-and-id string without the class words that only carry a widget's settings, such as
     * Elementor's {@code elementor-pagination-type-bullets} or {@code elementor-pagination-position-outside} on a
     * testimonial or slider widget: they name how its dots look, not a pager, and would otherwise remove the widget.
     */
    private static String withoutSettingWords(String classAndId) {
        if (!classAndId.contains("-type-") && !classAndId.contains("-position-")) {
            return classAndId;
        }
        StringBuilder kept = new StringBuilder(classAndId.length());
        for (String word : classAndId.split(" ")) {
            if (!word.contains("-type-") && !word.contains("-position-")) {
                kept.append(word).append(' ');
            }
        }
        return kept.toString();
    }

    /**
     * Whether a lower-case class-and-id string names boilerplate: unlikely and not content-like, or plain boilerplate.
     * Remembered by value as {@link #nameWeight} is: the word lists are some eighty substring searches, and a page
     * repeats the same few class names on many elements; the memory is bounded.
     */
    private static boolean isUnlikely(String classAndId) {
        Boolean known = UNLIKELY_NAMES.get(classAndId);
        if (known != null) {
            return known;
        }
        boolean unlikely = containsAny(classAndId, UNLIKELY) && !containsAny(classAndId, MAYBE)
                || containsAny(classAndId, BOILERPLATE)
                || isShopChrome(classAndId);
        if (UNLIKELY_NAMES.size() >= MAX_NAME_WEIGHTS) {
            UNLIKELY_NAMES.clear();
        }
        UNLIKELY_NAMES.put(classAndId, unlikely);
        return unlikely;
    }

    /**
     * Whether the element is a category page's filter panel or sort menu: named so (see {@link #FILTER_CONTROLS}) and
     * holding no item cards. Some shops wrap the whole product grid in a block named for its filters; the grid's
     * pictures tell it from a panel of option words.
     */
    private static boolean isFilterPanel(Element element, String classAndId) {
        return isFilterControl(classAndId) && Walk.elements(element, "img").size() < CandidateWidening.MINIMUM_CARDS;
    }

    /** Whether a lower-case class-and-id string names a filter panel or sort menu (see {@link #FILTER_CONTROLS}). */
    static boolean isFilterControl(String classAndId) {
        if (!(classAndId.contains("facet")
                || classAndId.contains("filter")
                || classAndId.contains("refinement")
                || classAndId.contains("sort"))) {
            return false;
        }
        if (classAndId.contains("result")) {
            return false;
        }
        for (String word : FILTER_CONTROLS) {
            if (hasWholeWord(classAndId, word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns whether {@code lowerCase} holds {@code word} with no letter right before or after it, inside a
     * compound name ({@code filter-box}, {@code plp-filters}): a bare {@code filter} class is the script hook of a
     * portfolio's category tabs, which the page shows as its own sections.
     */
    private static boolean hasWholeWord(String lowerCase, String word) {
        for (int i = lowerCase.indexOf(word); i >= 0; i = lowerCase.indexOf(word, i + 1)) {
            int end = i + word.length();
            boolean startsWord = i == 0 || !Character.isLetter(lowerCase.charAt(i - 1));
            boolean endsWord = end == lowerCase.length() || !Character.isLetter(lowerCase.charAt(end));
            boolean compound =
                    i > 0 && lowerCase.charAt(i - 1) != ' ' || end < lowerCase.length() && lowerCase.charAt(end) != ' ';
            if (startsWord && endsWord && compound) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a lower-case class-and-id string names a shop's customer-voice or delivery block (see
     * {@link #SHOP_CHROME}). Matched at the start of a word only, so that {@code nofeedback} is not feedback.
     */
    private static boolean isShopChrome(String classAndId) {
        for (String word : SHOP_CHROME) {
            if (classAndId.contains(word) && ContentPruning.hasWord(classAndId, word)) {
                return true;
            }
        }
        return false;
    }

    private static boolean insideTagOf(Element element, String... tags) {
        int depth = 0;
        for (Element parent = element.parent(); parent != null && depth < 8; parent = parent.parent(), depth++) {
            for (String tag : tags) {
                if (parent.normalName().equals(tag)) {
                    return true;
                }
            }
        }
        return false;
    }

    private UnlikelyBlocks() {}
}
