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
