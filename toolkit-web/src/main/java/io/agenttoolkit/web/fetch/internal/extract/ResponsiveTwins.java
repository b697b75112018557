package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * Keeps one copy of a short text that the markup holds twice side by side: a badge or label printed once for small
 * screens and once for large ones ({@code <span class="md:hidden">New Color</span><span class="hidden
 * md:block">New Color</span>}), or a button's text followed by its copy for screen readers ({@code <span>Seller's
 * other items<span class="clipped">Seller's other items</span></span>}). The stylesheet shows one of them; the
 * extraction, which reads no stylesheet, would print "New Color New Color". Only a parent holding nothing but the two
 * copies counts, and only inline or plain blocks without pictures, not table cells or list items, whose repeats are
 * data.
 */
final class ResponsiveTwins {

    /** A label or badge; a longer text said twice is the page's own. */
    private static final int MAX_TWIN = 80;

    private static final Set<String> COPIES = Set.of("span", "div", "p", "a", "small", "strong", "b", "em", "i");

    private ResponsiveTwins() {}

    /** Removes the second copy of each pair of twins in the content. */
    static void prune(Element content) {
        List<Element> copies = new ArrayList<>();
        for (Element parent : Walk.all(content)) {
            int count = parent.childrenSize();
            if (count == 2) {
                Element first = parent.child(0);
                Element second = parent.child(1);
                if (first.normalName().equals(second.normalName())
                        && COPIES.contains(first.normalName())
                        && !hasOwnText(parent)
                        && isTwin(first, second)) {
                    copies.add(second);
                }
            } else if (count == 1) {
                Element child = parent.child(0);
                if (COPIES.contains(child.normalName())
                        && COPIES.contains(parent.normalName())
                        && child.childrenSize() == 0
                        && isCopyOfOwnText(parent, child)) {
                    copies.add(child);
                }
            }
        }
        PageCleaner.removeAll(copies);
    }

    private static boolean isTwin(Element first, Element second) {
        if (Texts.longerThan(first, MAX_TWIN) || Texts.longerThan(second, MAX_TWIN)) {
            return false;
        }
        String text = first.text();
        // Two pictures with one caption each are two figures, however alike their captions.
        return !text.isEmpty()
                && text.equals(second.text())
                && first.selectFirst("img, picture, video") == null
                && second.selectFirst("img, picture, video") == null;
    }

    /** Whether the parent's own text, before the child, is the child's text: a label and its screen-reader copy. */
    private static boolean isCopyOfOwnText(Element parent, Element child) {
        String own = parent.ownText();
        if (own.isEmpty() || own.length() > MAX_TWIN || !(child.previousSibling() instanceof TextNode)) {
            return false;
        }
        Node next = child.nextSibling();
        if (next instanceof TextNode after && !after.isBlank()) {
            return false;
        }
        return own.equals(child.text());
    }

    private static boolean hasOwnText(Element element) {
        for (Node node : element.childNodes()) {
            if (node instanceof TextNode text && !text.isBlank()) {
                return true;
            }
        }
        return false;
    }
}
