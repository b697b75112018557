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
 * link count as the link.
 */
final class AdjacentLinks {

    /** Inline elements a link may sit in without a break of its own. */
    private static final Set<String> INLINE =
            Set.of("span", "sup", "sub", "strong", "b", "em", "i", "small", "mark", "u", "abbr", "cite");

    /** A chip's or a mark's text has fewer words than this; a longer link reads as a title. */
    private static final int MAX_WORDS = 3;

    private AdjacentLinks() {}

    /** Inserts a space after every link (or its inline wrapper) that the next link (or its wrapper) touches. */
    static void separate(Element content) {
        List<Node> glued = new ArrayList<>();
        for (Element link : content.getElementsByTag("a")) {
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
        for (Node end : glued) {
            end.after(new TextNode(" "));
        }
    }

    /** Whether the link's text is a word or two, a chip's or a mark's, not a sentence's. */
    private static boolean isShort(Element link) {
        String text = link.text();
        int words = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == ' ' && ++words >= MAX_WORDS) {
                return false;
            }
        }
        return true;
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
