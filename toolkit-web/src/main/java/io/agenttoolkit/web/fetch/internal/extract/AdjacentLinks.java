package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * Puts a space between links that stand side by side with nothing between them in the markup: a card's tag chips
 * ({@code <a>Action</a><a>Adventure</a>}), a menu of sizes, a footnote mark right after a linked word
 * ({@code <a>Entropy Pooling</a><sup><a>1</a></sup>}). The page sets them apart with its styles; without the space the
 * Markdown's text runs their words together ("ActionAdventure"), which no reader sees. Inline wrappers around either
 * link count as the link. Side-by-side spans of a card (a brand and a name, "Eddyline|Sandpiper 130 Kayak"; a name and
 * a count, "Accessories|1385") get the space too when the second starts a word of its own.
 */
final class AdjacentLinks {

    /** Inline elements a link may sit in without a break of its own. */
    private static final Set<String> INLINE =
            Set.of("span", "sup", "sub", "strong", "b", "em", "i", "small", "mark", "u", "abbr", "cite");

    /** A chip's or a mark's text has fewer words than this; a longer link reads as a title. */
    private static final int MAX_WORDS = 3;

    private AdjacentLinks() {}

    /**
     * Inserts a space after every link (or its inline wrapper) that the next link (or its wrapper) touches, and after
     * every span whose next sibling is a span that starts a word of its own.
     */
    static void separate(Element content) {
        List<Node> glued = new ArrayList<>();
        for (Element link : Walk.elements(content, "a")) {
            Node end = link;
            while (end.nextSibling() == null
                    && end.parent() instanceof Element parent
                    && parent != content
                    && INLINE.contains(parent.normalName())) {
                end = parent;
            }
            if (isShort(link) && startsWithLink(end.nextSibling())) {
                glued.add(end);
            }
        }
        for (Element span : Walk.elements(content, "span")) {
            if (span.nextSibling() instanceof Element next
                    && next.normalName().equals("span")
                    && isWordEnd(span.text(), false)
                    && isWordEnd(next.text(), true)
                    && startsAWord(span.text(), next.text())) {
                glued.add(span);
            }
        }
        for (Node end : glued) {
            end.after(new TextNode(" "));
        }
    }

    /**
     * Whether the next span starts a word of its own: a capital after a word or number ("Eddyline|Sandpiper",
     * "Accessories|1385" too), not a lower-case run that finishes a word cut by a word processor ("child|ren",
     * "3|rd").
     */
    private static boolean startsAWord(String text, String next) {
        char last = text.charAt(text.length() - 1);
        char first = next.charAt(0);
        return Character.isUpperCase(first) || Character.isDigit(first) && Character.isLetter(last);
    }

    /** Whether the text has two characters or more and ends (or starts) with a letter or digit. */
    private static boolean isWordEnd(String text, boolean start) {
        if (text.length() < 2) {
            return false;
        }
        return Character.isLetterOrDigit(start ? text.charAt(0) : text.charAt(text.length() - 1));
    }

    /** Whether the link's text is a word or two, a chip's or a mark's, not a sentence's. */
    private static boolean isShort(Element link) {
        return words(link.text()) < MAX_WORDS;
    }

    private static int words(String text) {
        int words = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == ' ') {
                words++;
            }
        }
        return words;
    }

    /** Whether the node is a link, or inline wrappers whose first node is one. */
    private static boolean startsWithLink(Node node) {
        while (node instanceof Element element) {
            String tag = element.normalName();
            if (tag.equals("a")) {
                return true;
            }
            if (!INLINE.contains(tag)) {
                return false;
            }
            node = element.childNodeSize() == 0 ? null : element.childNode(0);
        }
        return false;
    }
}
