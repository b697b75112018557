package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;

/**
 * The elements under a root, in document order and with the root itself, as jsoup's {@code select("p, div")},
 * {@code getElementsByTag} and {@code getAllElements} return them, but found by one plain walk over the child nodes
 * by index. jsoup's collector walks with a node iterator and a stream and tries a selector's alternatives one by
 * one on every element; with the pruning rules each collecting their blocks, those walks were a tenth of the
 * extraction. Tag names are compared as jsoup's tag selectors compare them: with the element's normal name.
 */
final class Walk {

    private Walk() {}

    /** The elements whose normal name is one of {@code tags}: {@code select} of the tags joined by commas. */
    static List<Element> elements(Element root, Set<String> tags) {
        List<Element> found = new ArrayList<>();
        collect(root, tags, found);
        return found;
    }

    /** The elements with the tag name ({@code tag} in lower case): {@code getElementsByTag(tag)}. */
    static List<Element> elements(Element root, String tag) {
        List<Element> found = new ArrayList<>();
        collect(root, tag, found);
        return found;
    }

    /** Every element: {@code getAllElements()}. */
    static List<Element> all(Element root) {
        List<Element> found = new ArrayList<>();
        collect(root, found);
        return found;
    }

    /**
     * The outermost elements below the root that pass the test, in document order: under a match nothing more is
     * looked for (a product grid's cards, a reviews block's own "reviews" parts). The root itself is not tested.
     */
    static List<Element> outermost(Element root, Predicate<Element> test) {
        List<Element> found = new ArrayList<>();
        collectOutermost(root, test, found);
        return found;
    }

    // Recursive: the parser bounds the nesting (PageCleaner.MAX_DEPTH), so the depth stays small.
    private static void collect(Element element, Set<String> tags, List<Element> found) {
        if (tags.contains(element.normalName())) {
            found.add(element);
        }
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            Node child = element.childNode(i);
            if (child instanceof Element e) {
                collect(e, tags, found);
            }
        }
    }

    private static void collect(Element element, String tag, List<Element> found) {
        if (element.normalName().equals(tag)) {
            found.add(element);
        }
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            Node child = element.childNode(i);
            if (child instanceof Element e) {
                collect(e, tag, found);
            }
        }
    }

    private static void collect(Element element, List<Element> found) {
        found.add(element);
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            Node child = element.childNode(i);
            if (child instanceof Element e) {
                collect(e, found);
            }
        }
    }

    private static void collectOutermost(Element element, Predicate<Element> test, List<Element> found) {
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            if (element.childNode(i) instanceof Element child) {
                if (test.test(child)) {
                    found.add(child);
                } else {
                    collectOutermost(child, test, found);
                }
            }
        }
    }
}
