package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Puts back a story's standfirst (its dek: the sentence or two under the headline, "A village in Vermont went dark on
 * purpose. What it learned ...") when the content leaves it out. A theme prints the headline and the standfirst in a
 * header block of their own, apart from the body the content is chosen from, so the body alone misses the story's
 * first lines. The evidence that a block is the standfirst and not a teaser or a promo: the page's head describes
 * the page with the same words ({@code og:description} or {@code description}), the block holds those words and
 * little else, and it stands after the page's {@code h1} and before the content. The block is looked for in the copy
 * of the cleaned page kept for soup when there is one: readability may have dropped the header when it merged the
 * body with its siblings.
 */
final class Standfirsts {

    /** Words the description holds at least: a label ("Local news") is no standfirst. */
    static final int MIN_WORDS = 8;

    /** Words a title holds at least to tell a description that only repeats it. */
    private static final int MIN_TITLE_WORDS = 3;

    /** How much longer than the description the block's text may be (a credit or a date beside it). */
    private static final double MAX_LENGTH_RATIO = 1.3;

    /** How much longer than a description cut short with an ellipsis the block's text may be. */
    private static final double MAX_CUT_LENGTH_RATIO = 3;

    /** Letters and digits of a text that tell it is the content's start (a label or a date is shorter). */
    private static final int ANCHOR_LENGTH = 50;

    /** Blocks a standfirst is printed in. */
    private static final Set<String> BLOCKS = Set.of("p", "div", "h2", "h3", "span", "section", "header", "summary");

    private Standfirsts() {}

    /** Inserts the standfirst at the start of the content (after its {@code h1}, if it opens with one). */
    static void restore(Element content, PageContext page) {
        Document document = page.document();
        String description = description(document);
        if (description == null) {
            return;
        }
        String wanted = normalize(description);
        String title = page.title();
        if (Texts.words(wanted) < MIN_WORDS
                || title != null && Texts.words(title) >= MIN_TITLE_WORDS && wanted.contains(normalize(title))) {
            // Too short to tell, or the headline itself.
            return;
        }
        if (normalize(content.text()).contains(prefix(wanted))) {
            return; // already there
        }
        // Readability may have dropped the header beside the body it chose; the copy kept for soup still has it.
        Document copy = page.soupCopy();
        Element standfirst = find(copy != null ? copy : document, content, anchor(content), wanted);
        if (standfirst == null) {
            return;
        }
        Element paragraph = new Element("p").text(standfirst.text());
        Element first = content.firstElementChild();
        if (first != null && first.normalName().equals("h1")) {
            first.after(paragraph);
        } else {
            content.prependChild(paragraph);
        }
    }

    /**
     * The innermost block after the page's first {@code h1} and before the content whose text is the description
     * (or the description cut short with an ellipsis), or null. The document is the content's own or a copy of it;
     * the content starts at the content element or at the first element with a text that begins as the content's
     * first long text does ({@link #anchor}).
     */
    private static @Nullable Element find(Document document, Element content, @Nullable String anchor, String wanted) {
        Element body = document.body();
        if (body == null) {
            return null;
        }
        boolean afterTitle = false;
        List<Element> found = new ArrayList<>();
        for (Element element : Walk.all(body)) {
            if (element == content || afterTitle && startsContent(element, anchor)) {
                // Walk.all is in document order, so an inner block holding the same words comes later and wins;
                // a block around the content's start is the content's own (a wrapper of the body), not its header.
                for (int i = found.size() - 1; i >= 0; i--) {
                    if (!element.parents().contains(found.get(i))) {
                        return found.get(i);
                    }
                }
                return null;
            }
            if (!afterTitle) {
                afterTitle = element.normalName().equals("h1");
                continue;
            }
            int limit = (int) (wanted.length() * (isCut(wanted) ? MAX_CUT_LENGTH_RATIO : MAX_LENGTH_RATIO));
            if (!BLOCKS.contains(element.normalName())
                    || Texts.longerThan(element, limit)
                    || element.closest("a") != null) {
                continue;
            }
            String text = normalize(element.text());
            if (text.length() <= limit && matches(text, wanted)) {
                found.add(element);
            }
        }
        // The content was not reached: it is not after the title in this document.
        return null;
    }

    /**
     * The first {@link #ANCHOR_LENGTH} letters and digits ({@link Texts#letterKey}) of the content's first text that
     * has as many, or null: they tell where the content starts in a copy of the page, whatever the stages removed
     * around its words (a dateline's spans leave ", /Wire/ --").
     */
    private static @Nullable String anchor(Node node) {
        for (Node child : node.childNodes()) {
            if (child instanceof TextNode text) {
                String key = Texts.letterKey(text.getWholeText());
                if (key.length() >= ANCHOR_LENGTH) {
                    return key.substring(0, ANCHOR_LENGTH);
                }
            } else if (child instanceof Element) {
                String found = anchor(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /**
     * Whether one of the element's own text nodes starts with the content's anchor ({@link #anchor}): the element is
     * where the content starts, in the content's document or in a copy of it whose markup the stages have not changed.
     */
    private static boolean startsContent(Element element, @Nullable String anchor) {
        if (anchor == null || element.normalName().equals("a")) {
            return false; // a link's words name another page, though a section's name may open the content too
        }
        for (Node child : element.childNodes()) {
            if (child instanceof TextNode node
                    && Texts.letterKey(node.getWholeText()).startsWith(anchor)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the block's text is the description, or holds it cut short ("...the night sky is…"). */
    private static boolean matches(String text, String wanted) {
        if (text.isEmpty()) {
            return false;
        }
        if (text.startsWith(wanted)) {
            return true;
        }
        return isCut(wanted)
                && text.startsWith(wanted.replaceAll("(?:…|\\.\\.\\.)$", "").strip());
    }

    /** Whether the description was cut short with an ellipsis: the standfirst goes on after its words. */
    private static boolean isCut(String description) {
        return description.endsWith("…") || description.endsWith("...");
    }

    /** The first words of the description, to tell whether the content already holds it. */
    private static String prefix(String wanted) {
        String[] words = wanted.split(" ", MIN_WORDS + 1);
        return String.join(" ", Arrays.copyOf(words, Math.min(words.length, MIN_WORDS)));
    }

    private static String normalize(String text) {
        return text.replace('\u00a0', ' ').replaceAll("\\s+", " ").strip().toLowerCase(Locale.ROOT);
    }

    /** The page's description from its head: {@code og:description}, else {@code description}; or null. */
    private static @Nullable String description(Document document) {
        String og = null;
        String plain = null;
        for (Element meta : document.head().children()) {
            if (!meta.normalName().equals("meta")) {
                continue;
            }
            String key = meta.hasAttr("property") ? meta.attr("property") : meta.attr("name");
            String value = meta.attr("content").strip();
            if (value.isEmpty()) {
                continue;
            }
            if (og == null && key.equalsIgnoreCase("og:description")) {
                og = value;
            } else if (plain == null && key.equalsIgnoreCase("description")) {
                plain = value;
            }
        }
        return og != null ? og : plain;
    }
}
