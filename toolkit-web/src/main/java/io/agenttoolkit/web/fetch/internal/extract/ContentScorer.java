package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.Elements;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;
import org.jspecify.annotations.Nullable;

/**
 * A readability-style content finder on a cleaned jsoup document: paragraphs score their ancestors, link density
 * discounts them, the best candidate is widened to the siblings that carry content too, and navigation-like blocks
 * are pruned from the result. Works in a few linear passes, without recursion.
 */
final class ContentScorer {

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
    private static final int MINIMUM_CARDS = 4;

    /** Text a list of item cards holds at least. */
    private static final int CARD_LIST_TEXT = 300;

    /** Mean link text length (as measured: letters plus one per word) of a card list's titles. */
    private static final int CARD_TITLE_LENGTH = 30;

    /** How far above the content to look for a thread's opening post printed apart from the replies. */
    private static final int OPENING_POST_LEVELS = 3;

    /** Paragraph text a post body must hold to tell a thread's opening post apart from the replies' list. */
    private static final int POST_TEXT = 100;

    /** Paragraph text a repeated sibling must hold, as a share of the content's own. */
    private static final double REPEAT_SHARE = 0.2;

    private static final Set<String> PARAGRAPH_TAGS = Set.of(
            "p",
            "pre",
            "td",
            "th",
            "li",
            "dd",
            "dt",
            "blockquote",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "figcaption",
            "summary",
            "caption");

    private static final Set<String> BLOCK_TAGS = Set.of(
            "p",
            "pre",
            "td",
            "th",
            "tr",
            "table",
            "li",
            "ul",
            "ol",
            "dl",
            "dd",
            "dt",
            "blockquote",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "figcaption",
            "figure",
            "div",
            "section",
            "article",
            "main",
            "header",
            "form",
            "details",
            "summary",
            "caption",
            "hr",
            "br",
            "address",
            "fieldset",
            "tbody",
            "thead",
            "body");

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

    /** Class and id values already weighed (see {@link #nameWeight}); cleared when it reaches its bound. */
    private static final Map<String, Integer> NAME_WEIGHTS = new ConcurrentHashMap<>();

    private static final int MAX_NAME_WEIGHTS = 8192;

    /** Class-and-id strings already read by {@link #isUnlikely}; cleared when it reaches {@link #MAX_NAME_WEIGHTS}. */
    private static final Map<String, Boolean> UNLIKELY_NAMES = new ConcurrentHashMap<>();

    /**
     * "hid" as a word of a class or id value of its own ("hid", "nav hid"): a hidden block's name. Its longer
     * forms are in {@link #NEGATIVE_WORDS} ("hidden"); a word merely holding the letters ("hidalgo") is not one.
     */
    private static final Pattern HID_WORD = Pattern.compile("^hid$| hid$| hid |^hid ", Pattern.CASE_INSENSITIVE);

    /**
     * Words of chrome blocks' class and id values, matched in any ASCII letter case anywhere in the value
     * ({@link #nameWeight}).
     */
    private static final String[] NEGATIVE_WORDS = {
        "-ad-",
        "hidden",
        "banner",
        "combx",
        "comment",
        "com-",
        "contact",
        "foot",
        "footer",
        "footnote",
        "gdpr",
        "masthead",
        "media",
        "meta",
        "outbrain",
        "promo",
        "related",
        "scroll",
        "share",
        "shoutbox",
        "sidebar",
        "skyscraper",
        "sponsor",
        "shopping",
        "tags",
        "tool",
        "widget",
        "byline",
        "author",
        "dateline",
        "nav",
        "menu",
        "breadcrumb"
    };

    /**
     * Words of content blocks' class and id values, matched as {@link #NEGATIVE_WORDS} are ("doc-content" and
     * "docs-content" hold "content").
     */
    private static final String[] POSITIVE_WORDS = {
        "article",
        "body",
        "content",
        "entry",
        "hentry",
        "h-entry",
        "main",
        "page",
        "pagination",
        "post",
        "text",
        "blog",
        "story",
        "prose",
        "markdown",
        "thread",
        "message",
        "answer",
        "question",
        "product",
        "description",
        "review"
    };

    /** Text statistics of one element's subtree. */
    static final class Stats {
        int textLength;
        int linkLength;
        int commas;
        int links;
        /** Links with text of their own; a card's picture link has none. */
        int textLinks;

        int ownTextLength;
        boolean hasBlock;
        double score;
        boolean scored;
        int paragraphText;

        double linkDensity() {
            return textLength == 0 ? 0 : (double) linkLength / textLength;
        }
    }

    private ContentScorer() {}

    /** Measures every element of the body: text, link text, commas, links and block children. */
    static void measure(PageContext page) {
        page.stats(measure(page.document().body()));
    }

    /** Removes the blocks of the body whose class or id marks them as unlikely content (menus, sharing, ads). */
    static void removeUnlikely(PageContext page) {
        removeUnlikely(page.document().body(), page.stats());
    }

    /** Scores paragraph-like blocks into their ancestors and keeps the scored ancestors as the candidates. */
    static void score(PageContext page) {
        page.candidates(score(page.document().body(), page.stats()));
    }

    /** Discounts every candidate's score by its link density and takes the best as the top candidate. */
    static void pickTop(PageContext page) {
        Map<Element, Stats> stats = page.stats();
        Element top = null;
        double topScore = 0;
        for (Element candidate : page.candidates()) {
            Stats s = stats.get(candidate);
            double finalScore = s.score * (1 - s.linkDensity());
            s.score = finalScore;
            if (top == null || finalScore > topScore) {
                top = candidate;
                topScore = finalScore;
            }
        }
        if (top != null) {
            page.top(top);
            page.topScore(topScore);
        }
    }

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
                top, page.stats().get(top).score, page.stats(), page.document().body()));
    }

    /** Widens the top candidate to a parent with much more paragraph text ({@link #widen(Element, Map, Element)}). */
    static void widen(PageContext page) {
        page.top(widen(top(page), page.stats(), page.document().body()));
    }

    /** Widens the top candidate to the ancestor of its repeated siblings: a thread's posts, a question's answers. */
    static void widenToRepeats(PageContext page) {
        page.top(widenToRepeats(top(page), page.stats(), page.document().body()));
    }

    /** Widens the top candidate to the parent of its sibling content sections (service and landing pages). */
    static void widenToSections(PageContext page) {
        page.top(widenToSections(top(page), page.stats(), page.document().body()));
    }

    /** Widens the top candidate to take in an intro printed in a block of its own before it. */
    static void widenToIntro(PageContext page) {
        page.top(widenToIntro(top(page), page.stats(), page.document().body()));
    }

    /** Sets the content to the top candidate, or to the ancestor that a thread's opening post precedes. */
    static void withOpeningPost(PageContext page) {
        page.content(withOpeningPost(top(page), page.stats()));
    }

    /**
     * Sets the content to the parent of the content with the siblings that look like content too, the others
     * removed; the threshold is the top candidate's score.
     */
    static void mergeSiblings(PageContext page) {
        page.content(mergeSiblings(content(page), page.stats().get(top(page)).score, page.stats()));
    }

    /** Sets the content to the whole table when it is only part of one ({@link #wholeTable(Element)}). */
    static void wholeTable(PageContext page) {
        page.content(wholeTable(content(page)));
    }

    private static Element top(PageContext page) {
        Element top = page.top();
        if (top == null) {
            throw new IllegalStateException("no top candidate");
        }
        return top;
    }

    private static Element content(PageContext page) {
        Element content = page.content();
        if (content == null) {
            throw new IllegalStateException("no content");
        }
        return content;
    }

    /**
     * Returns the table a content that is only part of one (its body, head or a row) belongs to, else the content:
     * rows outside their table convert as text run together ("Red CrossVolunteers work..."), and the table's head
     * row and caption are part of it.
     */
    private static Element wholeTable(Element content) {
        String tag = content.normalName();
        if (tag.equals("tbody") || tag.equals("thead") || tag.equals("tfoot") || tag.equals("tr")) {
            Element table = content.closest("table");
            return table != null ? table : content;
        }
        return content;
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
            if (className.isEmpty() && id.isEmpty()) {
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
            String classAndId = withoutSettingWords((className + " " + id).toLowerCase(Locale.ROOT));
            boolean boilerplate = isUnlikely(classAndId) || isFilterPanel(element, classAndId);
            if (classAndId.length() > 1 && boilerplate && !insideTagOf(element, "table", "pre", "code")) {
                // A wrapper holding a third of the page's text is layout, whatever its class says.
                Stats e = stats.get(element);
                if ((e.textLength * 3 < bodyText || isHiddenMenu(classAndId, e))
                        && !isProseMenu(classAndId, e)
                        && !isSidebarLayoutItem(element, classAndId, e)
                        && !isHeroBanner(element, classAndId, e)) {
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
        return element.getElementsByTag("h1").size() == 1;
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
        return isFilterControl(classAndId) && element.getElementsByTag("img").size() < MINIMUM_CARDS;
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

    /** Returns the string with A to Z lower-cased and every other character as it is, as the patterns' case folding. */
    private static String asciiLowerCase(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                char[] chars = value.toCharArray();
                for (int j = i; j < chars.length; j++) {
                    if (chars[j] >= 'A' && chars[j] <= 'Z') {
                        chars[j] = (char) (chars[j] + ('a' - 'A'));
                    }
                }
                return new String(chars);
            }
        }
        return value;
    }

    private static boolean containsAny(String lowerCase, String[] words) {
        for (String word : words) {
            if (lowerCase.contains(word)) {
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

    /** Collects text, link text, commas and block children for every element, bottom-up, in one traversal. */
    private static Map<Element, Stats> measure(Element root) {
        Map<Element, Stats> stats = new IdentityHashMap<>();
        Deque<Stats> stack = new ArrayDeque<>();
        int[] linkDepth = {0};
        NodeTraversor.traverse(
                new NodeVisitor() {
                    @Override
                    public void head(Node node, int depth) {
                        if (node instanceof Element element) {
                            Stats s = new Stats();
                            stats.put(element, s);
                            stack.push(s);
                            if (element.normalName().equals("a")) {
                                linkDepth[0]++;
                            }
                        } else if (node instanceof TextNode text && !stack.isEmpty()) {
                            String value = text.getWholeText();
                            int length = 0;
                            int commas = 0;
                            boolean space = true;
                            for (int i = 0; i < value.length(); i++) {
                                char c = value.charAt(i);
                                if (Character.isWhitespace(c) || c == '\u00a0') {
                                    space = true;
                                    continue;
                                }
                                length += space ? 2 : 1;
                                space = false;
                                if (c == ',' || c == '\uff0c' || c == '\u3001' || c == '\u060c') {
                                    commas++;
                                }
                            }
                            Stats s = stack.peek();
                            s.textLength += length;
                            s.ownTextLength += length;
                            s.commas += commas;
                            if (linkDepth[0] > 0) {
                                s.linkLength += length;
                            }
                        }
                    }

                    @Override
                    public void tail(Node node, int depth) {
                        if (node instanceof Element element) {
                            Stats s = stack.pop();
                            String tag = element.normalName();
                            if (tag.equals("a")) {
                                linkDepth[0]--;
                                s.links++;
                                if (s.textLength > 0) {
                                    s.textLinks++;
                                }
                            }
                            Stats parent = stack.peek();
                            if (parent != null) {
                                parent.textLength += s.textLength;
                                parent.linkLength += s.linkLength;
                                parent.commas += s.commas;
                                parent.links += s.links;
                                parent.textLinks += s.textLinks;
                                if (s.hasBlock || BLOCK_TAGS.contains(tag)) {
                                    parent.hasBlock = true;
                                }
                            }
                        }
                    }
                },
                root);
        return stats;
    }

    /** Scores paragraph-like blocks into their ancestors; returns the scored ancestors in document order. */
    private static List<Element> score(Element body, Map<Element, Stats> stats) {
        List<Element> candidates = new ArrayList<>();
        Set<Element> inCode = codeDescendants(body);
        for (Element element : Walk.all(body)) {
            if (!inCode.isEmpty() && inCode.contains(element)) {
                continue;
            }
            Stats s = stats.get(element);
            int length;
            if (!s.hasBlock && (PARAGRAPH_TAGS.contains(element.normalName()) || isTextContainer(element))) {
                length = s.textLength;
            } else if (s.hasBlock && s.ownTextLength >= 25) {
                length = s.ownTextLength;
            } else {
                continue;
            }
            if (length < 25) {
                continue;
            }
            double contentScore = 1 + Math.min(s.commas, 30) + Math.min(length / 100.0, 3);
            if (s.linkDensity() < 0.3) {
                for (Element up = s.hasBlock ? element : element.parent(); up != null; up = up.parent()) {
                    Stats u = stats.get(up);
                    if (u == null) {
                        break;
                    }
                    u.paragraphText += length;
                }
            }
            Element ancestor = s.hasBlock ? element : element.parent();
            for (int level = 0; ancestor != null && level < 5; level++, ancestor = ancestor.parent()) {
                Stats a = stats.get(ancestor);
                if (a == null) {
                    break;
                }
                if (!a.scored) {
                    a.scored = true;
                    a.score = initialScore(ancestor);
                    candidates.add(ancestor);
                }
                double divider = level == 0 ? 1 : level == 1 ? 2 : level * 3;
                a.score += contentScore / divider;
            }
        }
        return candidates;
    }

    /**
     * Returns the elements inside code blocks: a highlighter wraps every token run of a {@code pre} in a
     * {@code span}, and scoring each of those as a paragraph (commas in code are syntax) would make a long listing
     * outscore the prose around it. The {@code pre} itself is scored once, like a paragraph.
     */
    private static Set<Element> codeDescendants(Element body) {
        Elements blocks = body.getElementsByTag("pre");
        if (blocks.isEmpty()) {
            return Set.of();
        }
        Set<Element> inside = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Element pre : blocks) {
            if (inside.contains(pre)) {
                continue; // a code block inside another one: already collected, in document order
            }
            Elements all = pre.getAllElements();
            for (int i = 1; i < all.size(); i++) {
                inside.add(all.get(i));
            }
        }
        return inside;
    }

    private static boolean isTextContainer(Element element) {
        String tag = element.normalName();
        return tag.equals("div")
                || tag.equals("section")
                || tag.equals("article")
                || tag.equals("span")
                || tag.equals("font")
                || tag.equals("center");
    }

    private static double initialScore(Element element) {
        double score =
                switch (element.normalName()) {
                    case "div", "article", "main" -> 5;
                    case "pre", "td", "blockquote", "section" -> 3;
                    case "address", "ol", "ul", "dl", "dd", "dt", "li", "form" -> -3;
                    case "h1", "h2", "h3", "h4", "h5", "h6", "th" -> -5;
                    default -> 0;
                };
        return score + classWeight(element);
    }

    private static int classWeight(Element element) {
        return nameWeight(element.className()) + nameWeight(element.id());
    }

    /**
     * Returns a class or id value's weight: -25 for a negative word, +25 for a positive one, both or neither 0.
     * Remembered by value, since a page repeats the same few class names on many elements; the memory is bounded.
     */
    private static int nameWeight(String name) {
        if (name.isEmpty()) {
            return 0;
        }
        Integer known = NAME_WEIGHTS.get(name);
        if (known != null) {
            return known;
        }
        // Plain substring searches in the ASCII-lower-cased name: an ASCII-case-insensitive pattern of the same words
        // tried at every position of every name cost more than a tenth of the scoring.
        String lower = asciiLowerCase(name);
        boolean negative = containsAny(lower, NEGATIVE_WORDS)
                || lower.contains("hid") && HID_WORD.matcher(name).find();
        int weight = 0;
        if (negative) {
            weight -= 25;
        }
        if (containsAny(lower, POSITIVE_WORDS)) {
            weight += 25;
        }
        if (NAME_WEIGHTS.size() >= MAX_NAME_WEIGHTS) {
            NAME_WEIGHTS.clear();
        }
        NAME_WEIGHTS.put(name, weight);
        return weight;
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

    static boolean isAncestor(Element ancestor, Element element) {
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            if (parent == ancestor) {
                return true;
            }
        }
        return false;
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
     * answers) when those siblings carry paragraph text of their own; else the content unchanged.
     */
    private static Element widenToRepeats(Element top, Map<Element, Stats> stats, Element body) {
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
            for (Element sibling : parent.children()) {
                Stats s = stats.get(sibling);
                if (sibling != child
                        && s != null
                        && sibling.normalName().equals(child.normalName())
                        && firstClass(sibling).equals(firstClass(child))
                        && s.paragraphText >= c.paragraphText * REPEAT_SHARE) {
                    alike++;
                }
            }
            if (alike >= 2 && p.linkDensity() < 0.3) {
                return parent;
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
            String key = sibling.normalName() + ' ' + firstClass(sibling);
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

    private static String firstClass(Element element) {
        String className = element.className().strip();
        int space = className.indexOf(' ');
        return space < 0 ? className : className.substring(0, space);
    }

    /** Moves up while the parent holds the candidate's content plus more that scores well (forums, listings). */
    private static Element climb(Element top, double topScore, Map<Element, Stats> stats, Element body) {
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
            if (p.score >= currentScore * 0.75) {
                current = parent;
                currentScore = Math.max(currentScore, p.score);
            } else {
                break;
            }
        }
        return current;
    }

    /** Returns the candidate, or a wrapper holding it with the siblings that look like content too. */
    private static Element mergeSiblings(Element top, double topScore, Map<Element, Stats> stats) {
        Element parent = top.parent();
        if (parent == null || parent.normalName().equals("html")) {
            return top;
        }
        double threshold = Math.max(10, topScore * 0.2);
        List<Element> dropped = new ArrayList<>();
        boolean merged = false;
        boolean beforeTop = true;
        Set<String> postClasses = null;
        for (Element sibling : parent.children()) {
            if (sibling == top) {
                beforeTop = false;
                continue;
            }
            Stats s = stats.get(sibling);
            boolean keep = false;
            double bonus =
                    !top.className().isEmpty() && top.className().equals(sibling.className()) ? topScore * 0.2 : 0;
            if (s == null) {
                keep = false;
            } else if (s.scored && s.score + bonus >= threshold) {
                keep = true;
            } else if (PARAGRAPH_TAGS.contains(sibling.normalName()) || isTextContainer(sibling)) {
                double density = s.linkDensity();
                if (s.textLength > 80 && density < 0.25) {
                    keep = true;
                } else if (s.textLength > 0
                        && s.textLength <= 80
                        && density == 0
                        && sibling.text().contains(". ")) {
                    keep = true;
                }
            }
            if (!keep && beforeTop && mayBeOpeningPost(sibling, s)) {
                if (postClasses == null) {
                    postClasses = postBodyClasses(top, stats);
                }
                keep = holdsPostBody(sibling, postClasses, stats);
            }
            if (keep) {
                merged = true;
            } else {
                dropped.add(sibling);
            }
        }
        if (!merged) {
            return top;
        }
        // Dropping the other siblings last-first keeps this linear on very wide parents.
        for (int i = dropped.size() - 1; i >= 0; i--) {
            dropped.get(i).remove();
        }
        return parent;
    }

    /**
     * Returns the content, or the ancestor (up to {@link #OPENING_POST_LEVELS} up) that a thread's opening post
     * precedes as a sibling, when the theme prints that post apart from the replies' list; {@link #mergeSiblings}
     * then keeps the post beside it.
     */
    private static Element withOpeningPost(Element top, Map<Element, Stats> stats) {
        Set<String> postClasses = null;
        Element current = top;
        for (int level = 0; level <= OPENING_POST_LEVELS && current.parent() != null; level++) {
            for (Element sibling = current.previousElementSibling();
                    sibling != null;
                    sibling = sibling.previousElementSibling()) {
                if (mayBeOpeningPost(sibling, stats.get(sibling))) {
                    if (postClasses == null) {
                        postClasses = postBodyClasses(top, stats);
                        if (postClasses.isEmpty()) {
                            return top;
                        }
                    }
                    if (holdsPostBody(sibling, postClasses, stats)) {
                        return current;
                    }
                }
            }
            current = current.parent();
            if (current.normalName().equals("body")) {
                break;
            }
        }
        return top;
    }

    /**
     * Whether a sibling before the content could be a thread's opening post printed apart from the replies (some
     * forum themes put it in its own card above the reply list, so it scores apart and below the list): it has
     * paragraph text, is not a link list, and no utility class hides it (a hidden copy kept for metadata).
     */
    private static boolean mayBeOpeningPost(Element sibling, @Nullable Stats s) {
        return s != null
                && s.paragraphText >= POST_TEXT
                && s.linkDensity() < 0.3
                && !PostChrome.isHidden(sibling.className())
                && !sibling.hasClass("hidden");
    }

    /**
     * Returns the class lists that at least two elements of the content carry, each over {@link #POST_TEXT} of
     * paragraph text: the body of each post of a thread ({@code message-body}, {@code post-content}).
     */
    private static Set<String> postBodyClasses(Element top, Map<Element, Stats> stats) {
        Map<String, Integer> counts = new HashMap<>();
        for (Element element : top.getAllElements()) {
            Stats s = stats.get(element);
            if (element != top
                    && s != null
                    && s.paragraphText >= POST_TEXT
                    && !element.className().isEmpty()) {
                counts.merge(element.className(), 1, Integer::sum);
            }
        }
        Set<String> classes = new HashSet<>();
        counts.forEach((classList, count) -> {
            if (count >= 2) {
                classes.add(classList);
            }
        });
        return classes;
    }

    /** Whether the sibling holds an element with the class list of the content's post bodies, with post text. */
    private static boolean holdsPostBody(Element sibling, Set<String> postClasses, Map<Element, Stats> stats) {
        if (postClasses.isEmpty()) {
            return false;
        }
        for (Element element : sibling.getAllElements()) {
            Stats s = stats.get(element);
            if (s != null && s.paragraphText >= POST_TEXT && postClasses.contains(element.className())) {
                return true;
            }
        }
        return false;
    }
}
