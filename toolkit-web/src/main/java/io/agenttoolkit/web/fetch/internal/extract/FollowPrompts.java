package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Removes the short lines under a post that ask the reader to follow the site elsewhere or to be told of new posts:
 * "Follow us on Telegram, Facebook and X for the latest news", "Join the Facebook group", "Join me on TikTok:
 * @handle", "Help me spread the word about this podcast!", "Would you like to receive notifications about new
 * posts?", and the same in German, French, Spanish, Italian, Polish and Dutch ("Folgen Sie uns auf", "Suivez-nous
 * sur", "Síguenos en"). News sites and blogs print them under every post; they are the site's chrome, not the post.
 * A block only goes when it is short ({@value #MAX_PROMPT_LENGTH} characters at most) and holds no other block, so a
 * paragraph that tells the reader to join a project's community as part of its text stays.
 */
final class FollowPrompts {

    /** A prompt is a line; a longer block is a paragraph that happens to use the words. */
    static final int MAX_PROMPT_LENGTH = 160;

    private static final String PLATFORM = "(?:facebook|instagram|tiktok|twitter|x|linkedin|youtube|pinterest|telegram"
            + "|whatsapp|threads|bluesky|mastodon|google news|discord|snapchat|flipboard)";

    /** A name of one to four capitalised words ("KNALL Hamburg", "The Daily Ledger"), as a site signs its prompts. */
    private static final String NAME = "(?-i:\\p{Lu})[\\p{L}\\p{N}&.'-]*(?:\\s+(?-i:\\p{Lu})[\\p{L}\\p{N}&.'-]*){0,3}";

    private static final Pattern PROMPT = Pattern.compile(
            // "Follow us on Instagram", "Find us on Facebook", "Join me on TikTok", "Like us on Facebook"
            "^\\W*(?:please\\s+)?(?:follow|join|like|find|connect with|subscribe to|catch)\\s+(?:us|me)\\s+(?:on|at)\\s+"
                    + "(?:the\\s+)?"
                    + PLATFORM
                    + "\\b"
                    // "Follow KNALL Hamburg on Facebook and Instagram!": the site's name for "us"
                    + "|^\\W*(?:follow|folgen sie)\\s+" + NAME + "\\s+(?:on|auf)\\s+(?:the\\s+)?" + PLATFORM + "\\b"
                    // "Join the Facebook group", "Join our WhatsApp channel"
                    + "|^\\W*join\\s+(?:the|our|my)\\s+" + PLATFORM + "\\s+(?:group|channel|community|page)\\b"
                    // "Help me spread the word about this podcast!"
                    + "|^\\W*help\\s+(?:me|us)\\s+spread\\s+the\\s+word\\b"
                    // "Get notified of new articles"
                    + "|^\\W*get\\s+notified\\s+(?:about|of|when)\\s+(?:new|our|the latest)\\b"
                    // German, French, Spanish, Italian, Polish, Dutch: "follow us on"
                    + "|^\\W*(?:folg(?:e|t|en sie)\\s+uns\\s+auf|suivez[- ]nous\\s+sur|s[íi]guenos\\s+en|seguici\\s+su"
                    + "|obserwuj(?:cie)?\\s+nas\\s+na|volg\\s+ons\\s+op)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * "Would you like to receive notifications about new posts?": the one prompt that need not open the line, so it is
     * looked for only in lines that hold "notif" (an unanchored pattern would be tried at every position of every
     * short line).
     */
    private static final Pattern NOTIFICATIONS = Pattern.compile(
            "\\b(?:receive|get|enable|turn on|allow)\\s+(?:push\\s+|browser\\s+)?notifications?\\s+(?:about|of|for|on"
                    + "|when)\\s+(?:new|our|the latest|latest)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The blocks read as prompts. */
    private static final Set<String> PROMPT_BLOCKS = Set.of("p", "div", "li", "h2", "h3", "h4", "h5", "h6", "span");

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "li", "h2", "h3", "h4", "h5", "h6", "section", "ul", "ol", "table", "blockquote", "figure");

    private FollowPrompts() {}

    /** Removes the content's short blocks that ask the reader to follow the site or to be notified of new posts. */
    static void prune(Element content) {
        List<Element> prompts = new ArrayList<>();
        for (Element block : Walk.elements(content, PROMPT_BLOCKS)) {
            if (block == content
                    || Texts.hasChildIn(block, BLOCKS)
                    || Texts.longerThan(block, MAX_PROMPT_LENGTH)
                    || Texts.inCode(block)) {
                continue;
            }
            String text = block.text();
            if (text.length() <= MAX_PROMPT_LENGTH
                    && isPrompt(text)
                    && (!block.normalName().equals("span") || standsAlone(block))) {
                prompts.add(block);
            }
        }
        for (int i = prompts.size() - 1; i >= 0; i--) {
            if (prompts.get(i).parent() != null) {
                prompts.get(i).remove();
            }
        }
    }

    private static boolean isPrompt(String text) {
        // every alternative of PROMPT opens the line: only the start is tried
        return PROMPT.matcher(text).lookingAt()
                || text.toLowerCase(Locale.ROOT).contains("notif")
                        && NOTIFICATIONS.matcher(text).find();
    }

    /** Whether a span is a line of its own, not words inside its parent's sentence. */
    private static boolean standsAlone(Element element) {
        Element parent = element.parent();
        return parent != null && parent.ownText().isBlank();
    }
}
