package io.agenttoolkit.web.fetch.internal.extract;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Removes the author box that closes an article: the writer's name linked to their author page ({@code
 * /author/jane-doe}, {@code /authors/...}, {@code /contributor/...}), with their role and biography around it,
 * whatever the theme calls the box. It is the same on every article of the writer, not this article's text. Only
 * the last such link is read, only where it opens its line (a name in a sentence, "I am a reporter at ...", stays),
 * and only in the tail of the content: the box and what follows it are short against the text before. A quote
 * signed with its author's link is the page's text and stays.
 */
final class AuthorBoxes {

    /** A path segment naming an author page, followed by the author's own segment. */
    private static final Pattern AUTHOR_PATH =
            Pattern.compile("/(?:authors?|contributors?)/[^/?#]+", Pattern.CASE_INSENSITIVE);

    /** Letters an author box holds at most: a name, a role, a biography of a few sentences. */
    private static final int MAX_BOX = 1200;

    /** The content must hold this many times the box's letters: the box is an article's tail. */
    private static final int MIN_SHARE = 4;

    /** Writers' boxes removed at most: co-authors each have one. */
    private static final int MAX_BOXES = 3;

    /** The heading of a writer's list of their other posts, before their name. */
    private static final Pattern POSTS_BY = Pattern.compile(
            "(?:latest|recent|more|other) (?:posts|articles|stories) (?:by|from) ", Pattern.CASE_INSENSITIVE);

    private static final Set<String> LINES = Set.of("p", "div", "li", "h2", "h3", "h4", "h5", "h6", "span", "section");

    private AuthorBoxes() {}

    /** Whether the link says it leads to its page's author ({@code rel="author"}), whatever its address. */
    private static boolean isAuthorRel(Element link) {
        for (String token : link.attr("rel").split("\\s+")) {
            if (token.equalsIgnoreCase("author")) {
                return true;
            }
        }
        return false;
    }

    /** Removes the author boxes at the end of the content (one per writer, a few at most), if any. */
    static void prune(Element content) {
        for (int i = 0; i < MAX_BOXES && pruneLast(content); i++) {
            // Each pass removes the last box; the writers' boxes stand one after the other.
        }
    }

    /** Removes the last author box at the end of the content; returns whether there was one. */
    private static boolean pruneLast(Element content) {
        List<Element> links = Walk.elements(content, "a");
        Element link = null;
        for (int i = links.size() - 1; i >= 0; i--) {
            if (AUTHOR_PATH.matcher(links.get(i).attr("href")).find() || isAuthorRel(links.get(i))) {
                link = links.get(i);
                break;
            }
        }
        if (link == null || link.text().isBlank()) {
            return false;
        }
        Element line = line(link, content);
        if (line != null && !line.text().startsWith(link.text())) {
            line = postsByLine(line, content);
        }
        if (line == null) {
            return false;
        }
        Element box = line;
        while (box.parent() != null && box.parent() != content && !Texts.longerThan(box.parent(), MAX_BOX)) {
            box = box.parent();
        }
        if (Texts.longerThan(box, MAX_BOX)
                || hasTextAfter(box, content)
                || box.closest("blockquote") != null
                || box.selectFirst("blockquote") != null) {
            // A quote signed with its author's link is text the page quotes, not an author box.
            return false;
        }
        if (!Texts.longerThan(content, MIN_SHARE * box.text().length())) {
            return false;
        }
        box.remove();
        return true;
    }

    /**
     * Whether the line heads the writer's list of other posts ("Latest posts by Jane Doe (see all)"): the link to the
     * author page is then "see all" at its end, and the box is the writer's, as when the name opens the line.
     */
    private static @Nullable Element postsByLine(Element line, Element content) {
        for (Element e = line; e != null && e != content && !Texts.longerThan(e, 100); e = e.parent()) {
            if (POSTS_BY.matcher(e.text()).lookingAt()) {
                return e;
            }
        }
        return null;
    }

    /** The block the link's line is: its nearest block ancestor below the content. */
    private static @Nullable Element line(Element link, Element content) {
        for (Element e = link.parent(); e != null && e != content; e = e.parent()) {
            if (LINES.contains(e.normalName())) {
                return e;
            }
        }
        return null;
    }

    /** Whether much text comes after the box in the content: then the box is not the content's end. */
    private static boolean hasTextAfter(Element box, Element content) {
        int after = 0;
        for (Node node = box; node != null && node != content; node = node.parentNode()) {
            for (Node sibling = node.nextSibling(); sibling != null; sibling = sibling.nextSibling()) {
                int length = sibling instanceof Element element
                        ? (Texts.longerThan(element, MAX_BOX)
                                ? MAX_BOX + 1
                                : element.text().length())
                        : sibling instanceof TextNode text ? text.text().strip().length() : 0;
                after += length;
                if (after > MAX_BOX) {
                    return true;
                }
            }
        }
        return false;
    }
}
