package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Removes the writer's tagline and the newsroom's contact line that close a news story: "Jordan Pike covers local
 * government for the Register. Reach Jordan at jpike@register.com.", "Contact Ana Ruiz at aruiz@... or follow her on
 * X @anaruiz.", "Have a tip? Email us at news@...". They are the same under every story of the writer or the site,
 * not this story's text. A line is read only when it holds an address to write to (an e-mail address, a
 * {@code mailto:} link or a social handle) and says whom to reach; and only in the story's tail, after its last
 * paragraph of prose: a sentence in the story that quotes an address ("Residents can email the clerk at ...") has
 * prose after it, or is prose itself.
 *
 * <p>Only on a page whose head declares one article ({@link ArticlePages}).
 */
final class ContactLines {

    /** A contact line is a line or two. */
    private static final int MAX_LINE_LENGTH = 300;

    /** A paragraph this long outside links is the story's prose: the tail starts after the last one. */
    private static final int PROSE = 120;

    /** The blocks a contact line may be. */
    private static final Set<String> LINES = Set.of("p", "div", "em", "i", "small", "span");

    /** Block children that make an element a wrapper rather than a line. */
    private static final Set<String> BLOCKS =
            Set.of("p", "div", "ul", "ol", "table", "section", "article", "blockquote", "h2", "h3", "h4", "h5", "h6");

    /** An address to write to: an e-mail address or a social handle. */
    private static final Pattern ADDRESS =
            Pattern.compile("[\\w.+-]+@[\\w-]+\\.[\\w.-]+|(?:^|\\s)@\\w{2,}", Pattern.UNICODE_CHARACTER_CLASS);

    /** A person's name: one or two capitalised words. */
    private static final String NAME = "\\p{Lu}[\\p{L}'-]+(?:\\s+\\p{Lu}[\\p{L}'-]+)?";

    /**
     * Whom to reach: "Reach Jordan at", "Contact him at", "email us at", "follow her on", "can be reached at", "send
     * tips to"; or the writer's tagline: "Jordan Pike covers ...", "Ana Ruiz is a staff writer ...".
     */
    private static final Pattern TAGLINE = Pattern.compile(
            // Case-insensitive only around the verbs: a name is capitalised.
            "(?i:\\b(?:reach|contact|e-?mail|write to|follow))\\s+(?:" + NAME
                    + "|(?i:him|her|them|us|the (?:author|reporter|writer|newsroom)))\\s+(?i:at|via|on|by)\\b"
                    + "|(?:^\\W*|[.!?]\\s+)(?i:reach|contact|e-?mail|write to)\\s*:?\\s+[\\w.+-]+@"
                    + "|(?i:\\bfollow)\\s+" + NAME + "(?:\\s+\\p{L}+)?\\s+(?i:on)\\b"
                    + "|(?i:\\bcan be reached (?:at|via|by)\\b|\\bsend (?:\\w+ )?(?:tips|story ideas|news)\\b[^.]{0,30}\\bto\\b)"
                    + "|(?:^|[.!?]\\s+)" + NAME + "(?:\\s+\\p{Lu}[\\p{L}'-]+)?\\s+(?i:covers|writes about|reports on"
                    + "|is an? (?:[\\p{L}-]+\\s+){0,3}(?:reporter|writer|correspondent|editor|columnist|journalist))\\b");

    private ContactLines() {}

    /** Removes the contact lines in the tail of a declared article's content. */
    static void prune(Element content) {
        List<Element> lines = new ArrayList<>();
        for (Element element : Walk.all(content)) {
            if (element == content) {
                continue;
            }
            if (LINES.contains(element.normalName())
                    && !Texts.hasChildIn(element, BLOCKS)
                    && !Texts.longerThan(element, MAX_LINE_LENGTH)
                    && (lines.isEmpty() || !ContentScorer.isAncestor(lines.get(lines.size() - 1), element))
                    && isContactLine(element)) {
                lines.add(element);
            } else if (element.normalName().equals("p") && Texts.holdsProse(element, PROSE)) {
                lines.clear(); // the tail starts after the story's last paragraph of prose
            }
        }
        PageCleaner.removeAll(lines);
    }

    private static boolean isContactLine(Element line) {
        String text = line.text();
        if (text.isEmpty() || text.length() > MAX_LINE_LENGTH) {
            return false;
        }
        return hasAddress(line, text) && TAGLINE.matcher(text).find();
    }

    /** Whether the line holds an e-mail address or a handle, or a {@code mailto:} link. */
    private static boolean hasAddress(Element line, String text) {
        if (text.indexOf('@') >= 0 && ADDRESS.matcher(text).find()) {
            return true;
        }
        for (Element link : Walk.elements(line, "a")) {
            if (link.attr("href").regionMatches(true, 0, "mailto:", 0, 7)) {
                return true;
            }
        }
        return false;
    }
}
