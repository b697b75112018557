package io.agenttoolkit.web.fetch.internal.extract;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Puts back a story's standfirst (its dek: the sentence or two under the headline, "A village in Vermont went dark on
 * purpose. What it learned ...") when the content leaves it out. A theme prints the headline and the standfirst in a
 * header block of their own, apart from the body the content is chosen from, so the body alone misses the story's
 * first lines. The evidence that a block is the standfirst and not a teaser or a promo: the page's head describes
 * the page with the same words ({@code og:description} or {@code description}), the block holds those words and
 * little else, and it stands after the page's {@code h1} and before the content.
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
                || title != null && Texts.words(title) >= MIN_TITLE_WORDS && wanted.contains(normalize(title))
                || normalize(content.text()).contains(prefix(wanted))) {
            // Too short to tell, the headline itself, or already there.
            return;
        }
        Element standfirst = find(document, content, wanted);
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
     * (or the description cut short with an ellipsis), or null.
     */
    private static @Nullable Element find(Document document, Element content, String wanted) {
        Element body = document.body();
        if (body == null) {
            return null;
        }
        boolean afterTitle = false;
        Element found = null;
        for (Element element : Walk.all(body)) {
            if (element == content) {
                return found;
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
                // Walk.all is in document order, so an inner block holding the same words comes later and wins.
                found = element;
            }
        }
        // The content was not reached: it is not after the title in this document.
        return null;
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
