package io.agenttoolkit.web.fetch.internal.extract;

import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/** Cheap text measures for the pruning rules, which read many blocks' text only to compare it with a limit. */
final class Texts {

    private Texts() {}

    /**
     * Whether the element is, or sits in, a {@code pre} or {@code code} element, where "filter()", "sort: Input" or
     * "Please try again" are a program's text, not the page's interface.
     */
    static boolean inCode(Element element) {
        for (Element e = element; e != null; e = e.parent()) {
            String tag = e.normalName();
            if (tag.equals("pre") || tag.equals("code")) {
                return true;
            }
        }
        return false;
    }

    /** The element's first class name, or "" ({@code plan} of {@code class="plan plan--popular"}). */
    static String firstClass(Element element) {
        String className = element.className().strip();
        int space = className.indexOf(' ');
        return space < 0 ? className : className.substring(0, space);
    }

    /**
     * The letters and digits of a text, lower-cased, without the spaces and punctuation between them: what two
     * spellings of one sentence or name have in common whatever their punctuation ("Acme, Inc." and "ACME Inc").
     */
    static String letterKey(String text) {
        StringBuilder key = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                key.append(Character.toLowerCase(c));
            }
        }
        return key.toString();
    }

    /** Whether the element is a heading, {@code h1} to {@code h6}. */
    static boolean isHeading(Element element) {
        String tag = element.normalName();
        return tag.length() == 2 && tag.charAt(0) == 'h' && tag.charAt(1) >= '1' && tag.charAt(1) <= '6';
    }

    /** Whether one of the element's children is one of {@code tags}: a block with blocks inside is a wrapper. */
    static boolean hasChildIn(Element element, Set<String> tags) {
        // By index over the child nodes: children() would build a list of the child elements on every call.
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            if (element.childNode(i) instanceof Element child && tags.contains(child.normalName())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the text holds the word (in lower case) in any letter case: {@code regionMatches(true, …)} at each
     * position, but only where the first letter matches, by a cheap ASCII fold (by {@link Character#toLowerCase}
     * when the word starts outside ASCII, as "чтения" does).
     */
    static boolean containsIgnoreCase(String text, String lowerWord) {
        char first = lowerWord.charAt(0);
        int length = lowerWord.length();
        if (first >= 0x80) {
            // A word that starts outside ASCII ("чтения"): the first letter by Unicode case folding.
            for (int i = 0; i + length <= text.length(); i++) {
                if (Character.toLowerCase(text.charAt(i)) == first
                        && text.regionMatches(true, i, lowerWord, 0, length)) {
                    return true;
                }
            }
            return false;
        }
        for (int i = 0; i + length <= text.length(); i++) {
            // The first letter by ASCII case folding, then the full compare.
            if ((text.charAt(i) | 0x20) == first && text.regionMatches(true, i, lowerWord, 0, length)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the text, once its whitespace is collapsed (as {@code text()} does), is certainly longer than {@code max}
     * characters, found without building it: the characters that are not whitespace in its text nodes are a lower
     * bound on that length (text() only collapses whitespace and adds separators). Stops counting as soon as the bound
     * passes {@code max}, so a long paragraph costs {@code max} characters, not its length.
     */
    static boolean longerThan(String text, int max) {
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i)) && text.charAt(i) != '\u00a0' && ++count > max) {
                return true;
            }
        }
        return false;
    }

    /** The number of runs of characters between white space (no-break spaces included): the text's words. */
    static int words(String text) {
        int words = 0;
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean space = Character.isWhitespace(c) || c == '\u00a0';
            if (!space && !inWord) {
                words++;
            }
            inWord = !space;
        }
        return words;
    }

    /**
     * The text's length with each run of white space counted as one character; a run at the start counts only when
     * {@code countLeadingBlank} (a text node inside a paragraph, where it stands for the space after the text before).
     */
    static int collapsedLength(String text, boolean countLeadingBlank) {
        int length = 0;
        boolean blank = !countLeadingBlank;
        for (int i = 0; i < text.length(); i++) {
            boolean isBlank = Character.isWhitespace(text.charAt(i));
            if (!isBlank || !blank) {
                length++;
            }
            blank = isBlank;
        }
        return length;
    }

    /** As {@link #longerThan(String, int)} for the whole text under an element. */
    static boolean longerThan(Element element, int max) {
        // Never longer than a negative bound when there is no letter at all, as the count only starts at a letter.
        int bound = Math.max(max, 0);
        return letters(element, bound + 1) > bound;
    }

    /**
     * The characters that are not whitespace in the text nodes under the node (the node itself if it is one), the
     * lower bound of {@link #longerThan}; counting stops as soon as it reaches {@code limit}, which is returned. The
     * count is additive over disjoint subtrees, so that a rule climbing from an element to its ancestors can add the
     * other children's counts instead of counting the ancestor's whole text again.
     */
    static int letters(Node root, int limit) {
        int count = 0;
        for (Node node = root; node != null; node = next(node, root)) {
            if (node instanceof TextNode text) {
                String value = text.getWholeText();
                for (int i = 0; i < value.length(); i++) {
                    if (!Character.isWhitespace(value.charAt(i)) && value.charAt(i) != '\u00a0' && ++count >= limit) {
                        return count;
                    }
                }
            }
        }
        return count;
    }

    /** The node after {@code node} in document order, not leaving {@code root}; null after the root's last node. */
    private static @Nullable Node next(Node node, Node root) {
        if (node.childNodeSize() > 0) {
            return node.childNode(0);
        }
        Node up = node;
        while (up != root && up.nextSibling() == null) {
            up = up.parentNode();
        }
        return up == root ? null : up.nextSibling();
    }

    /**
     * Whether a text node under the node holds the character: {@code element.text().indexOf(c) >= 0} for a character
     * that is not white space, without building the element's whole text.
     */
    static boolean containsChar(Node root, char c) {
        for (Node node = root; node != null; node = next(node, root)) {
            if (node instanceof TextNode text && text.getWholeText().indexOf(c) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** The last text node under the node that is not blank, found from the end. */
    static @Nullable TextNode lastText(Node node) {
        for (int i = node.childNodeSize() - 1; i >= 0; i--) {
            Node child = node.childNode(i);
            if (child instanceof TextNode text) {
                if (!text.isBlank()) {
                    return text;
                }
            } else if (child instanceof Element element) {
                TextNode found = lastText(element);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * Whether the paragraph holds at least {@code length} characters outside its links: a sentence of the page's own
     * text, not a link's title or a label.
     */
    static boolean holdsProse(Element paragraph, int length) {
        if (!longerThan(paragraph, length)) {
            return false;
        }
        int linked = 0;
        for (Element link : Walk.elements(paragraph, "a")) {
            linked += link.text().length();
        }
        return paragraph.text().length() - linked >= length;
    }
}
