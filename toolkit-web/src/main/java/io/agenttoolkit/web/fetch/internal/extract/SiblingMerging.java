package io.agenttoolkit.web.fetch.internal.extract;

import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.PARAGRAPH_TAGS;
import static io.agenttoolkit.web.fetch.internal.extract.ContentScorer.isTextContainer;

import io.agenttoolkit.web.fetch.internal.extract.ContentScorer.Stats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Settles the readability content around the widened top candidate: a thread's opening post printed apart from the
 * replies, the siblings that read as content too (the others removed), and the whole table of a content that is
 * part of one.
 */
final class SiblingMerging {

    /** How far above the content to look for a thread's opening post printed apart from the replies. */
    private static final int OPENING_POST_LEVELS = 3;

    /** Paragraph text a post body must hold to tell a thread's opening post apart from the replies' list. */
    private static final int POST_TEXT = 100;

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

    /**
     * Whether the candidate is an {@code article} element that holds the page's headline ({@code h1}): the page marks
     * it as the whole story, so its siblings are what the page sets beside the story (newsletter boxes, weather and
     * event widgets, app prompts, lists of other stories), however much text they hold; only its twins, the thread's
     * other posts in the same markup, may join it.
     */
    private static boolean isHeadedArticle(Element top) {
        return top.normalName().equals("article") && top.selectFirst("h1") != null;
    }

    /** Whether the sibling is the candidate's twin: the same element with the same classes, as a thread's posts are. */
    private static boolean isTwin(Element top, Element sibling) {
        return sibling.normalName().equals(top.normalName())
                && sibling.className().equals(top.className());
    }

    /** Returns the candidate, or a wrapper holding it with the siblings that look like content too. */
    private static Element mergeSiblings(Element top, double topScore, Map<Element, Stats> stats) {
        Element parent = top.parent();
        if (parent == null || parent.normalName().equals("html")) {
            return top;
        }
        double threshold = Math.max(10, topScore * 0.2);
        boolean headedArticle = isHeadedArticle(top);
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
            if (headedArticle && !isTwin(top, sibling)) {
                // Outside the page's own article, by its markup: a newsletter box, a widget, a list of stories.
                dropped.add(sibling);
                continue;
            }
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
        for (Element element : Walk.all(top)) {
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
        for (Element element : Walk.all(sibling)) {
            Stats s = stats.get(element);
            if (s != null && s.paragraphText >= POST_TEXT && postClasses.contains(element.className())) {
                return true;
            }
        }
        return false;
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

    private SiblingMerging() {}
}
