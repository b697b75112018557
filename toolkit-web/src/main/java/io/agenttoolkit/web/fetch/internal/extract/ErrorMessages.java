package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Removes the error messages a page's scripts keep in the markup for when a request fails ("Oops! Something went
 * wrong. Please try again.", "There was a problem calculating your shipping. Please try again.", "Captcha failed to
 * load. Try using a different browser.", "We're sorry, your request can't be completed right now."). The stylesheet
 * hides them until then, so a reader never sees them. A block counts when it is a short line that opens a sentence
 * with the failure and asks to retry; a sentence of an article or a guide that mentions trying again ("run brew
 * update and try again") does not open with a failure, and code is never read.
 */
final class ErrorMessages {

    /** An error message is a line or two; a longer block is text of its own. */
    private static final int MAX_MESSAGE_LENGTH = 160;

    /** The failure, opening the text or one of its sentences. */
    private static final Pattern FAILURE = Pattern.compile(
            "(?:^|[.!?]\\s*)\\W*(?:(?:oops|sorry|we(?:'|’)re sorry)\\W+)?"
                    + "(?:something went wrong|there was (?:a|an) (?:problem|error)|an (?:unexpected )?error"
                    + " (?:has )?occurred|\\S+ failed to load|your (?:request|session)\\b|please try again)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The request to retry that every such message carries. */
    private static final Pattern RETRY = Pattern.compile(
            "\\btry (?:again|using|later)\\b|\\b(?:refresh|reload) the page\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** The blocks read as messages. */
    private static final Set<String> MESSAGE_BLOCKS = Set.of("p", "div", "li", "span", "small", "strong");

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "li", "ul", "ol", "dl", "table", "section", "article", "h2", "h3", "h4", "h5", "h6", "form");

    private ErrorMessages() {}

    /** Removes the content's short blocks that are a script's error message. */
    static void prune(Element content) {
        // Most pages ask nowhere to retry: one read of the whole text spares reading it line by line.
        if (!mayAskToRetry(content.text())) {
            return;
        }
        List<Element> messages = new ArrayList<>();
        for (Element block : Walk.elements(content, MESSAGE_BLOCKS)) {
            // A block with blocks inside is a wrapper: its lines are judged one by one, and reading the text of
            // every wrapper would read the content over and over.
            if (block == content || Texts.hasChildIn(block, BLOCKS) || Texts.longerThan(block, MAX_MESSAGE_LENGTH)) {
                continue;
            }
            String text = block.text();
            if (!text.isEmpty()
                    && text.length() <= MAX_MESSAGE_LENGTH
                    && RETRY.matcher(text).find()
                    && FAILURE.matcher(text).find()
                    && !Texts.inCode(block)) {
                messages.add(block);
            }
        }
        PageCleaner.removeAll(messages);
    }

    /** Whether the text may hold a {@link #RETRY} match: a plain search for its words before the pattern runs. */
    private static boolean mayAskToRetry(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return (lower.contains("try again")
                        || lower.contains("try using")
                        || lower.contains("try later")
                        || lower.contains(" the page"))
                && RETRY.matcher(text).find();
    }
}
