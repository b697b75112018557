package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Removes the promotion box a site sets between an article's paragraphs: a small box with a line or two of pitch (a
 * heading or not) and a button link that closes it ("Enterprise-Grade Security for Small Businesses / Simple, fast,
 * and effective protection. / Learn more"; "Start your free trial / Free Trial"). It advertises the site's product,
 * not the article's topic. Only a lone box goes: it stands among the article's paragraphs (its parent holds prose
 * paragraphs of its own), and neither neighbour has its shape, since a run of such boxes is a page's cards (a
 * service's features, a list of clubs), which are its text. The box is short, holds pitch besides its heading and
 * button, holds no list, table, quote or code, and at most one link besides the button; the button stands on its own
 * line, is a short label (not an address, a picture or an anchor on the page) and nothing follows it in the box.
 */
final class InlinePromos {

    /** Letters a promotion box holds at most: a heading and a sentence or two. */
    private static final int MAX_BOX = 300;

    /** A button's label: "Learn more", "Get started", "Shop now"; a longer link text is a title. */
    private static final int MAX_BUTTON = 30;

    /** Words a button's label holds at most. */
    private static final int MAX_BUTTON_WORDS = 4;

    /** Links the box holds at most: its heading's link and its button. */
    private static final int MAX_LINKS = 2;

    /** A paragraph of prose beside the box holds this many letters at least. */
    private static final int MIN_PROSE = 120;

    /** Prose paragraphs the box's parent must hold: the box stands in an article's flow. */
    private static final int MIN_PROSE_SIBLINGS = 2;

    /** Letters the box's pitch holds at least besides its heading and its button: a box with a heading only is a section. */
    private static final int MIN_PITCH = 20;

    /** A label that is an address ("www.example.org", "mail@example.org") is a contact's line, not a button. */
    private static final Pattern ADDRESS = Pattern.compile("@|\\S\\.\\S");

    private static final Set<String> INLINE = Set.of("span", "strong", "b", "em", "i", "small", "font", "u");

    private static final Set<String> BOXES = Set.of("div", "aside", "section");

    /** What a pitch does not hold: a box with a list, a table or a quote is a part of the article. */
    private static final String STRUCTURE = "ul, ol, dl, table, form, blockquote, pre, code";

    private InlinePromos() {}

    /** Removes the lone promotion boxes that stand among the content's paragraphs, if any. */
    static void prune(Element content) {
        List<Element> boxes = new ArrayList<>();
        for (Element link : Walk.elements(content, "a")) {
            String label = link.text().strip();
            if (label.isEmpty()
                    || label.length() > MAX_BUTTON
                    || words(label) > MAX_BUTTON_WORDS
                    || link.attr("href").startsWith("#")
                    || ADDRESS.matcher(label).find()
                    || link.selectFirst("img") != null
                    || link.closest("h1, h2, h3, h4, h5, h6") != null) {
                continue;
            }
            Element box = box(link, content);
            if (box != null && !boxes.contains(box)) {
                boxes.add(box);
            }
        }
        for (Element box : boxes) {
            box.remove();
        }
    }

    /** The promotion box the button closes, or null when the link is not such a button. */
    private static @Nullable Element box(Element link, Element content) {
        Element box = null;
        // Texts.longerThan(e, MAX_BOX) for each ancestor, counted once: an ancestor's letters are those of the child
        // climbed from plus its other children's, so no ancestor's text is counted again from the start.
        int letters = Texts.letters(link, MAX_BOX + 1);
        Node climbed = link;
        for (Element e = link.parent(); e != null && e != content; e = e.parent()) {
            for (int i = 0, size = e.childNodeSize(); i < size && letters <= MAX_BOX; i++) {
                Node child = e.childNode(i);
                if (child != climbed) {
                    letters += Texts.letters(child, MAX_BOX + 1 - letters);
                }
            }
            if (letters > MAX_BOX) {
                break;
            }
            if (BOXES.contains(e.normalName())) {
                box = e;
            }
            climbed = e;
        }
        if (box == null
                || box.parent() == null
                || hasTextAfter(link, box)
                || Walk.elements(box, "a").size() > MAX_LINKS
                || Texts.inCode(box)
                || box.selectFirst(STRUCTURE) != null
                || !opensLine(link, box)
                || pitchLength(box) < MIN_PITCH) {
            return null;
        }
        return standsAlone(box) ? box : null;
    }

    /** Whether the box stands among prose paragraphs and neither neighbour has its shape. */
    private static boolean standsAlone(Element box) {
        if (sameShape(box, box.previousElementSibling()) || sameShape(box, box.nextElementSibling())) {
            return false;
        }
        int prose = 0;
        for (Element sibling : box.parent().children()) {
            if (sibling.normalName().equals("p")
                    && Texts.longerThan(sibling, MIN_PROSE)
                    && ++prose >= MIN_PROSE_SIBLINGS) {
                return true;
            }
        }
        return false;
    }

    /** Whether the sibling is another box of the same run: the same tag and class, or a box with a heading. */
    private static boolean sameShape(Element box, @Nullable Element sibling) {
        return sibling != null
                && sibling.normalName().equals(box.normalName())
                && sibling.className().equals(box.className())
                && (!box.className().isEmpty() || sibling.selectFirst("h2, h3, h4, h5, h6") != null);
    }

    /** Whether the button stands on a line of its own: no text runs into it from before. */
    private static boolean opensLine(Element link, Element box) {
        for (Element line = link; line != box; line = line.parent()) {
            for (Node sibling = line.previousSibling(); sibling != null; sibling = sibling.previousSibling()) {
                if (sibling instanceof TextNode text) {
                    if (!text.isBlank()) {
                        return false;
                    }
                } else if (sibling instanceof Element element) {
                    if (!INLINE.contains(element.normalName())) {
                        return true;
                    }
                    if (!element.text().isBlank()) {
                        return false;
                    }
                }
            }
            if (!INLINE.contains(line.parent().normalName())) {
                return true;
            }
        }
        return true;
    }

    /** The letters of the box's pitch: its text besides its headings and links. */
    private static int pitchLength(Element box) {
        int length = box.text().length();
        for (Element e : box.select("h2, h3, h4, h5, h6, a")) {
            length -= e.text().length();
        }
        return length;
    }

    /** Whether any text follows the link inside the box: then the link does not close it. */
    private static boolean hasTextAfter(Element link, Element box) {
        for (Node node = link; node != null && node != box; node = node.parentNode()) {
            for (Node sibling = node.nextSibling(); sibling != null; sibling = sibling.nextSibling()) {
                if (sibling instanceof TextNode text && !text.isBlank()
                        || sibling instanceof Element element && !element.text().isBlank()) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The number of words, as {@code text.split("\\s+").length} counts them, without compiling a pattern per call. */
    private static int words(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean space = c == ' ' || c == '\t' || c == '\n' || c == '\u000b' || c == '\f' || c == '\r';
            if (!space && !inWord) {
                words++;
            }
            inWord = !space;
        }
        return Math.max(words, 1);
    }
}
