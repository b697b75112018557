package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;
import org.jspecify.annotations.Nullable;

/**
 * The readability scorer's measuring and scoring: one bottom-up pass of text statistics per element ({@link Stats}),
 * paragraph-like blocks scoring their ancestors (weighed by class and id words), and the best candidate discounted
 * by its link density. Works in a few linear passes, without recursion. {@link UnlikelyBlocks} removes what cannot
 * be content before scoring; {@link CandidateWidening} moves the top candidate to the content's real extent.
 */
final class ContentScorer {

    static final Set<String> PARAGRAPH_TAGS = Set.of(
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

    /** Class and id values already weighed (see {@link #nameWeight}); cleared when it reaches its bound. */
    private static final Map<String, Integer> NAME_WEIGHTS = new ConcurrentHashMap<>();

    static final int MAX_NAME_WEIGHTS = 8192;

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

    /** Scores paragraph-like blocks into their ancestors and keeps the scored ancestors as the candidates. */
    static void score(PageContext page) {
        page.candidates(score(page.document().body(), page.stats(), page.isLikelyArticle()));
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

    /** Returns the string with A to Z lower-cased and every other character as it is, as the patterns' case folding. */
    static String asciiLowerCase(String value) {
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

    static boolean containsAny(String lowerCase, String[] words) {
        for (String word : words) {
            if (lowerCase.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /** Collects text, link text, commas and block children for every element, bottom-up, in one traversal. */
    static Map<Element, Stats> measure(Element root) {
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
                            long counted = countText(text.getWholeText());
                            int length = (int) (counted >>> 32);
                            Stats s = stack.peek();
                            s.textLength += length;
                            s.ownTextLength += length;
                            s.commas += (int) counted;
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
    private static List<Element> score(Element body, Map<Element, Stats> stats, boolean likelyArticle) {
        List<Element> candidates = new ArrayList<>();
        Set<Element> inCode = codeDescendants(body);
        Element breakBody = null;
        List<int[]> breakParagraphs = null;
        boolean severalBreakBodies = false;
        for (Element element : Walk.all(body)) {
            if (!inCode.isEmpty() && inCode.contains(element)) {
                continue;
            }
            Stats s = stats.get(element);
            int length;
            if (!s.hasBlock && (PARAGRAPH_TAGS.contains(element.normalName()) || isTextContainer(element))) {
                length = s.textLength;
            } else if (s.hasBlock && s.ownTextLength >= 25) {
                if (likelyArticle
                        && !severalBreakBodies
                        && !element.normalName().equals("p")) {
                    List<int[]> runs = breakParagraphs(element, stats);
                    if (runs != null && breakBody != null) {
                        severalBreakBodies = true;
                    } else if (runs != null) {
                        breakBody = element;
                        breakParagraphs = runs;
                    }
                }
                length = s.ownTextLength;
            } else {
                continue;
            }
            if (length < 25) {
                continue;
            }
            if (element == breakBody && !severalBreakBodies) {
                continue; // scored below, paragraph by paragraph, when it stays the only one
            }
            addParagraph(s.hasBlock ? element : element.parent(), length, s.commas, s.linkDensity(), stats, candidates);
        }
        if (breakBody != null) {
            if (severalBreakBodies) {
                // A thread whose posts are all written so: the first scores as one paragraph, as the others did.
                Stats s = stats.get(breakBody);
                addParagraph(breakBody, s.ownTextLength, s.commas, s.linkDensity(), stats, candidates);
            } else {
                for (int[] run : breakParagraphs) {
                    addParagraph(breakBody, run[0], run[2], (double) run[1] / run[0], stats, candidates);
                }
            }
        }
        return candidates;
    }

    /**
     * Scores one paragraph of the given length, commas and link density into its ancestors, from {@code holder}
     * (level 0) up five levels, and counts its text as paragraph text of every ancestor when it is not mostly links.
     */
    private static void addParagraph(
            Element holder,
            int length,
            int commas,
            double linkDensity,
            Map<Element, Stats> stats,
            List<Element> candidates) {
        double contentScore = 1 + Math.min(commas, 30) + Math.min(length / 100.0, 3);
        if (linkDensity < 0.3) {
            for (Element up = holder; up != null; up = up.parent()) {
                Stats u = stats.get(up);
                if (u == null) {
                    break;
                }
                u.paragraphText += length;
            }
        }
        Element ancestor = holder;
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

    /** Text a run between {@code <br><br>} must hold to be scored as a paragraph of its own. */
    private static final int BREAK_PARAGRAPH_TEXT = 80;

    /**
     * Returns the paragraphs (length, link text, commas) of a block that writes them as text runs between
     * {@code <br><br>} rather than in {@code p} elements, an older news system's story body; null unless the block
     * holds two runs of {@link #BREAK_PARAGRAPH_TEXT} characters or more and a double break. Such a body's
     * paragraphs score one by one, as Mozilla's Readability turns such runs into paragraphs before it scores: scored
     * as one, a story's five paragraphs weigh less than a sidebar's widgets. Only when the page has one such block:
     * a thread whose posts are all written so keeps scoring each post as one paragraph, so that the posts' common
     * ancestor wins, not the longest post; and only on a likely story ({@link PageContext#isLikelyArticle}), as a
     * forum's single post is written so too. A {@code p} whose lines are so separated stays one paragraph: its
     * parent holds the story's other blocks (a subtitle above it).
     */
    private static @Nullable List<int[]> breakParagraphs(Element block, Map<Element, Stats> stats) {
        List<int[]> runs = new ArrayList<>();
        int length = 0;
        int links = 0;
        int commas = 0;
        int breaks = 0;
        boolean doubleBreak = false;
        for (Node child : block.childNodes()) {
            if (child instanceof TextNode text) {
                long counted = countText(text.getWholeText());
                if (counted == 0) {
                    continue; // white space between breaks
                }
                length += (int) (counted >>> 32);
                commas += (int) counted;
                breaks = 0;
            } else if (child instanceof Element e) {
                Stats c = stats.get(e);
                String tag = e.normalName();
                boolean end;
                if (tag.equals("br")) {
                    breaks++;
                    end = breaks == 2;
                    doubleBreak |= end;
                } else if (c == null || c.hasBlock || BLOCK_TAGS.contains(tag)) {
                    end = true;
                } else {
                    length += c.textLength;
                    links += c.linkLength;
                    commas += c.commas;
                    breaks = 0;
                    end = false;
                }
                if (end) {
                    if (length >= BREAK_PARAGRAPH_TEXT) {
                        runs.add(new int[] {length, links, commas});
                    }
                    length = 0;
                    links = 0;
                    commas = 0;
                }
            }
        }
        if (length >= BREAK_PARAGRAPH_TEXT) {
            runs.add(new int[] {length, links, commas});
        }
        return doubleBreak && runs.size() >= 2 ? runs : null;
    }

    /**
     * Counts a text's length as the scorer measures it (each run of white space as one character) in the upper half
     * of the result and its commas (Latin, full-width, ideographic, Arabic) in the lower half.
     */
    private static long countText(String value) {
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
        return ((long) length << 32) | commas;
    }

    /**
     * Returns the elements inside code blocks: a highlighter wraps every token run of a {@code pre} in a
     * {@code span}, and scoring each of those as a paragraph (commas in code are syntax) would make a long listing
     * outscore the prose around it. The {@code pre} itself is scored once, like a paragraph.
     */
    private static Set<Element> codeDescendants(Element body) {
        List<Element> blocks = Walk.elements(body, "pre");
        if (blocks.isEmpty()) {
            return Set.of();
        }
        Set<Element> inside = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Element pre : blocks) {
            if (inside.contains(pre)) {
                continue; // a code block inside another one: already collected, in document order
            }
            List<Element> all = Walk.all(pre);
            for (int i = 1; i < all.size(); i++) {
                inside.add(all.get(i));
            }
        }
        return inside;
    }

    static boolean isTextContainer(Element element) {
        String tag = element.normalName();
        return tag.equals("div")
                || tag.equals("section")
                || tag.equals("article")
                || tag.equals("span")
                || tag.equals("font")
                || tag.equals("center");
    }

    static double initialScore(Element element) {
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

    static boolean isAncestor(Element ancestor, Element element) {
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            if (parent == ancestor) {
                return true;
            }
        }
        return false;
    }
}
