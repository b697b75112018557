package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Removes the lines of a newsletter sign-up box that sites print inside or under an article: "Subscribe to our
 * newsletter", "Sign up for our weekly e-newsletter", "Get the latest news delivered to your inbox!", "Our newsletter
 * has the best tips. Sign up now", "Thank you for subscribing". Its form is gone already (see {@link PageCleaner}); these are its caption and pitch, the same on
 * every post of the site and not the post's text. A sentence that names a newsletter without asking the reader to
 * join one ("The Guardian added 680,000 newsletter subscribers") stays, and so does a long paragraph, and a bare
 * "Newsletter Sign-Up" title (a site's own page about its newsletter). The privacy pledge printed under such a form
 * ("We will never sell your information. Unsubscribe at any time.") goes with it, and so does the caption over a form
 * that is gone ("Fill out the form below").
 */
final class SignUpPrompts {

    /** A sign-up pitch is a line or two; a longer block is a paragraph that mentions newsletters. */
    private static final int MAX_PROMPT_LENGTH = 250;

    /**
     * The privacy fine print under a sign-up or contact form: "We will never sell your information. Unsubscribe at any
     * time.", "I'll never share your email address with anyone.", "By submitting this form you agree to our Privacy
     * Policy", "To learn how we process your data, visit our Privacy Notice".
     */
    private static final String PLEDGE =
            "|\\b(?:never|won.t|will not|don.t|do not)\\s+(?:ever\\s+)?(?:sell|share|rent|spam)\\s+(?:you|your)\\b"
                    + "|\\bby (?:using|submitting|clicking|signing up|subscribing|continuing|registering)\\b[^.!?]{0,80}?"
                    + "\\byou (?:agree|consent|accept)\\b"
                    + "|\\bhow we (?:process|use|handle|collect) your (?:personal )?(?:data|information)\\b"
                    // The caption over a form that is gone: "Fill out the form below", "Complete this form and we'll
                    // call".
                    + "|\\b(?:fill (?:in|out)|complete|submit)\\s+(?:the|this|our)\\s+(?:[\\w-]+\\s+)?form\\s+(?:below|and (?:we|an?|our|one)\\b)";

    /**
     * "You can opt out any time." beside a link to the privacy policy; without the link it may be a FAQ's answer about
     * the service's own subscription.
     */
    private static final Pattern OPT_OUT = Pattern.compile(
            "\\b(?:unsubscribe|opt[ -]?out)\\b[^.!?]{0,20}?\\b(?:at )?any ?time\\b", Pattern.CASE_INSENSITIVE);

    private static final Pattern POLICY_LINK = Pattern.compile("privacy|policy|terms", Pattern.CASE_INSENSITIVE);

    private static final Pattern PROMPT = Pattern.compile(
            "\\b(?:subscribe|sign[ -]?up|join|register)\\b[^.!?]{0,50}?\\b(?:e-?newsletters?|newsletters?|mailing list"
                    + "|e-?mail list)\\b"
                    + "|\\b(?:delivered|sent|straight|direct|directly|right)\\b[^.!?]{0,20}?\\b(?:to|in|into) your"
                    + " (?:e-?mail )?inbox\\b"
                    // "Want updates to your inbox?", "Get our latest recipes in your inbox"
                    + "|\\b(?:updates|news|recipes|posts|stories|articles|insights|offers|tips|deals)\\b[^.!?]{0,20}?"
                    + "\\b(?:to|in|into) your (?:e-?mail )?inbox\\b"
                    + "|\\bthanks? (?:you )?for subscribing\\b"
                    + "|\\bnewsletters?\\b.{0,150}[.!?]\\s*(?:sign[ -]?up|subscribe)(?: (?:now|here|today))?\\W*$"
                    + PLEDGE,
            Pattern.CASE_INSENSITIVE);

    /** The blocks read as prompts. */
    private static final Set<String> PROMPT_BLOCKS = Set.of("p", "div", "li", "h2", "h3", "h4", "h5", "h6", "span");

    private static final Set<String> BLOCKS = Set.of(
            "p",
            "div",
            "li",
            "dt",
            "dd",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "section",
            "header",
            "figure",
            "ul",
            "ol",
            "table",
            "form",
            "blockquote");

    private static final Set<String> INLINE = Set.of("span", "strong", "b", "em", "i", "a", "small");

    private SignUpPrompts() {}

    /** Removes the content's short blocks that ask the reader to sign up for a newsletter. */
    static void prune(Element content) {
        List<Element> prompts = new ArrayList<>();
        for (Element block : Walk.elements(content, PROMPT_BLOCKS)) {
            if (block == content || Texts.hasChildIn(block, BLOCKS) || Texts.longerThan(block, MAX_PROMPT_LENGTH)) {
                continue;
            }
            String text = block.text();
            if (text.length() <= MAX_PROMPT_LENGTH
                    && mayBePrompt(text)
                    && (PROMPT.matcher(text).find() || isOptOutNote(block, text))
                    && (!INLINE.contains(block.normalName()) || standsAlone(block))) {
                prompts.add(block);
            }
        }
        for (int i = prompts.size() - 1; i >= 0; i--) {
            Element prompt = prompts.get(i);
            if (prompt.parent() != null) {
                Element box = captionedBox(prompt, prompts, content);
                (box == null ? prompt : box).remove();
            }
        }
    }

    /** A sign-up box's caption is a heading of a few words: "Get our daily newsletter", "Stay informed". */
    private static final int MAX_CAPTION_LENGTH = 80;

    /**
     * The box the prompt stands in when the box holds nothing with text but sign-up prompts and their captions,
     * short headings ("Get our daily newsletter" over "The top stories, delivered to your inbox"): caption and pitch
     * go together, whatever the caption's words. Null when the prompt has other company (a paragraph, a list) or no
     * caption.
     */
    private static @Nullable Element captionedBox(Element prompt, List<Element> prompts, Element content) {
        Element box = prompt.parent();
        if (box == null || box == content || !BOXES.contains(box.normalName())) {
            return null;
        }
        boolean captioned = false;
        for (Element child : box.children()) {
            if (!child.hasText() || isOneOf(child, prompts)) {
                continue;
            }
            if (!Texts.isHeading(child) || Texts.longerThan(child, MAX_CAPTION_LENGTH)) {
                return null;
            }
            captioned = true;
        }
        return captioned ? box : null;
    }

    private static boolean isOneOf(Element element, List<Element> elements) {
        for (Element other : elements) {
            if (other == element) {
                return true;
            }
        }
        return false;
    }

    /**
     * The words of a subscription's address in the languages of news sites: French, German and Dutch
     * {@code /abonnement}, {@code /abonnieren}, Spanish {@code /suscripcion}, Italian {@code /abbonamenti}, Portuguese
     * {@code /assinatura}, Polish {@code /prenumerata}.
     */
    private static final String SUBSCRIPTION_WORDS = "abonn|suscri|abbonam|abbonati|assinatur|prenumer";

    /** A reader's subscription: {@code /newsletter}, {@code /subscribe}, {@code /email-alerts}, and the words above. */
    private static final String SUBSCRIPTIONS = "newsletter|subscri|e-?mail-?alert|" + SUBSCRIPTION_WORDS;

    /**
     * A reader's gift to a news site: {@code /donate}, {@code /membership}, {@code /contribute} (not a writer's page,
     * {@code /contributors/...}).
     */
    private static final String GIFTS = "donat|membership|contribut(?!or)";

    /**
     * The words of a sign-up page's address: {@code /newsletter}, {@code /subscribe}, {@code /signup}; a news
     * site's pitch to advertisers beside its stories ({@code /advertise}, {@code /media-kit}) and to its readers for a
     * gift ({@code /donate}, {@code /membership}).
     */
    private static final Pattern SIGN_UP_ADDRESS =
            Pattern.compile(SUBSCRIPTIONS + "|sign-?up|advertis|media-?kit|" + GIFTS, Pattern.CASE_INSENSITIVE);

    /**
     * The words of a subscription page's address, {@code /newsletter}, {@code /subscribe}, {@code /email-alerts}: a
     * reader's subscription, which on any page is the site's, where a bare {@code /signup} may be a service's own
     * call to action.
     */
    private static final Pattern SUBSCRIPTION_ADDRESS = Pattern.compile(SUBSCRIPTIONS, Pattern.CASE_INSENSITIVE);

    /**
     * A reader's subscription or gift to a news site ({@code /subscribe}, {@code /donate}, {@code /membership}): what a
     * button in a box set into a story asks for.
     */
    private static final Pattern SUPPORT_ADDRESS =
            Pattern.compile(SUBSCRIPTIONS + "|" + GIFTS, Pattern.CASE_INSENSITIVE);

    /** The boxes a sign-up box may be. */
    private static final Set<String> BOXES = Set.of("div", "section", "aside", "form");

    /**
     * Removes the short boxes whose every link leads to a sign-up page ({@link #SIGN_UP_ADDRESS} in its path), with
     * a caption and pitch in any words ("Get our daily news email. Free, every morning at seven. [Sign up]"): on a
     * story's page ({@code article}: {@link PageContext#isLikelyArticle}) the box is the site's, the same under every
     * story, and a reader's longer support ask goes too ({@link #supportAsks}). On other pages a box leading to a bare
     * sign-up page is as often the page's own call to action (a service's "Start for free"), so there only boxes that
     * lead to a subscription ({@link #SUBSCRIPTION_ADDRESS}: a newsletter, a membership pitch "Support local
     * journalism. [Subscribe now]") go. Outermost only, never the whole content, and never one holding half of the
     * content's text or more (a newsletter's own page is such a box and little else).
     */
    static void pruneBoxes(Element content, boolean article) {
        if (article) {
            // First: its buttons alone would be taken for a sign-up box, and the pitch left with nothing to tell it by.
            PageCleaner.removeAll(supportAsks(content));
        }
        List<Element> boxes = signUpBoxes(content, article ? SIGN_UP_ADDRESS : SUBSCRIPTION_ADDRESS);
        for (int i = boxes.size() - 1; i >= 0; i--) {
            boxes.get(i).remove();
        }
    }

    /** Characters a reader's support ask holds at most: a heading and a pitch of a few sentences over its buttons. */
    private static final int MAX_ASK_LENGTH = 1200;

    /** Words a button of a support ask says at most ("Support us", "Become a member", "Donate now"). */
    private static final int MAX_BUTTON_WORDS = 4;

    /**
     * The asks for a reader's support set into a story ("You've read 81 articles in the last year ... please consider
     * supporting us today. [Support us] [Support monthly]"): a box of {@link #MAX_ASK_LENGTH} characters at most, less
     * than half the content's text, whose links are all buttons (a few words each) leading to a subscription or a gift
     * ({@link #SUPPORT_ADDRESS}). Longer than a sign-up box, its pitch is prose; a paragraph of the story with a link
     * to a charity's donation page is a sentence with its link, not a box of buttons.
     */
    private static List<Element> supportAsks(Element content) {
        return outermostBoxes(content, MAX_ASK_LENGTH, box -> allLinksLeadTo(box, SUPPORT_ADDRESS) && allButtons(box));
    }

    /** Whether every link of the block is a button: a few words, no sentence around it in its own block. */
    private static boolean allButtons(Element block) {
        for (Element link : Walk.elements(block, "a")) {
            String text = link.text().strip();
            if (text.isEmpty() || text.split("\\s+").length > MAX_BUTTON_WORDS) {
                return false;
            }
            Element parent = link.parent();
            if (parent != null && parent != block && parent.normalName().equals("p")) {
                String around = parent.text().replace(text, "").strip();
                if (around.chars().anyMatch(Character::isLetter)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<Element> signUpBoxes(Element content, Pattern addresses) {
        return outermostBoxes(content, MAX_PROMPT_LENGTH, box -> box.hasText() && allLinksLeadTo(box, addresses));
    }

    /**
     * The outermost boxes of the content (never the content itself) of {@code maxLength} characters at most that the
     * test takes and that hold less than half of the content's text.
     */
    private static List<Element> outermostBoxes(Element content, int maxLength, Predicate<Element> test) {
        List<Element> boxes = new ArrayList<>();
        int total = -1;
        for (Element box : Walk.elements(content, BOXES)) {
            if (box == content
                    || (!boxes.isEmpty() && ContentScorer.isAncestor(boxes.get(boxes.size() - 1), box))
                    || Texts.longerThan(box, maxLength)
                    || !test.test(box)) {
                continue;
            }
            if (total < 0) {
                total = content.text().length();
            }
            if (box.text().length() * 2 < total) {
                boxes.add(box);
            }
        }
        return boxes;
    }

    /** Whether the block holds links and every one of them leads to an address with one of the given words. */
    private static boolean allLinksLeadTo(Element block, Pattern addresses) {
        List<Element> links = Walk.elements(block, "a");
        if (links.isEmpty()) {
            return false;
        }
        for (Element link : links) {
            if (!leadsTo(link, addresses)) {
                return false;
            }
        }
        return true;
    }

    private static boolean leadsTo(Element link, Pattern addresses) {
        // The address's words are in the raw attribute too, whatever the base: most links are turned away here
        // without resolving them (resolving was a twentieth of the extraction's time).
        String href = link.attr("href");
        if (href.isEmpty() || !addresses.matcher(href).find()) {
            return false;
        }
        URI target = SiteAddresses.parse(link.absUrl("href"));
        String path = target == null || target.getRawPath() == null ? "" : target.getRawPath();
        return addresses.matcher(path).find();
    }

    /**
     * Returns the subscription box a button-styled link stands in, or null: the outermost short block around it (a
     * {@code div}, {@code section}, {@code aside} or {@code form} of {@link #MAX_PROMPT_LENGTH} characters at most)
     * whose every link, the button's too, leads to a subscription or a gift ({@link #SUPPORT_ADDRESS}), and that is not one
     * of a row of alike offers (see {@link #hasAlikeOffer}). The page cleaner
     * removes such buttons first; without it, the box's pitch ("Soutenez l'information locale. Abonnez-vous pour
     * ...") would be left with nothing to tell it by.
     */
    static @Nullable Element subscriptionBox(Element button) {
        if (!button.normalName().equals("a") || !leadsTo(button, SUPPORT_ADDRESS)) {
            return null;
        }
        Element box = null;
        for (Element parent = button.parent();
                parent != null && !parent.normalName().equals("body") && !Texts.longerThan(parent, MAX_PROMPT_LENGTH);
                parent = parent.parent()) {
            if (!allLinksLeadTo(parent, SUPPORT_ADDRESS)) {
                break;
            }
            if (BOXES.contains(parent.normalName())) {
                if (hasAlikeOffer(parent)) {
                    return null;
                }
                box = parent;
            }
        }
        return box;
    }

    /**
     * Whether a sibling of the box of its tag and first class offers a subscription too: the box is one plan card of a
     * row of them (a service's pricing), which is the page's text, not a pitch beside it.
     */
    private static boolean hasAlikeOffer(Element box) {
        Element parent = box.parent();
        if (parent == null) {
            return false;
        }
        String kind = Texts.firstClass(box);
        for (Element sibling : parent.children()) {
            if (sibling != box
                    && sibling.normalName().equals(box.normalName())
                    && Texts.firstClass(sibling).equals(kind)) {
                for (Element link : Walk.elements(sibling, "a")) {
                    if (leadsTo(link, SUPPORT_ADDRESS)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** A cheap test that every {@link #PROMPT} match passes: one of the words the pattern cannot do without. */
    private static boolean mayBePrompt(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return lower.contains("newsletter")
                || lower.contains("mail list")
                || lower.contains("mailing list")
                || lower.contains("inbox")
                || lower.contains("subscribing")
                || lower.contains("form ")
                || lower.contains("any time")
                || lower.contains("anytime")
                || lower.contains("sell ")
                || lower.contains("share ")
                || lower.contains("rent ")
                || lower.contains("spam ")
                || lower.contains("how we ")
                || lower.contains("you agree")
                || lower.contains("you consent")
                || lower.contains("you accept");
    }

    /** Whether the block is an opt-out note beside a link to the privacy policy. */
    private static boolean isOptOutNote(Element block, String text) {
        if (!OPT_OUT.matcher(text).find()) {
            return false;
        }
        for (Element link : Walk.elements(block, "a")) {
            if (POLICY_LINK.matcher(link.text()).find()) {
                return true;
            }
        }
        return false;
    }

    /** Whether an inline element is a line of its own, not words inside its parent's sentence. */
    private static boolean standsAlone(Element element) {
        Element parent = element.parent();
        return parent != null && parent.ownText().isBlank();
    }
}
