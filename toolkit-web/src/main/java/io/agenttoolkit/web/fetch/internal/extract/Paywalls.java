package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Removes a news site's paywall breaker from a story's page while it is cleaned (before the unlikely-block
 * rules take the box apart and leave its pitch without its label): the box set into a story for readers without a
 * subscription ("This article is exclusive to STAT+ subscribers", "Subscribe to continue reading", "Already a
 * subscriber? Log in", "Cet article est réservé aux abonnés") with its plan cards and prices. The evidence is the
 * box's own label, in the languages of news sites; the box is the largest block around the label that holds no
 * sentence of the story, so a story's text around it stays, and so does a sentence of a story that reports on a paywall
 * (a label is a short block of its own).
 *
 * <p>Only on a page that is likely one story, declared in its head ({@link ArticlePages}) or addressed by its
 * headline ({@link PageContext#isLikelyArticle}): a publisher's subscription page is made of such offers.
 */
final class Paywalls {

    /** A label is a line: a heading, a short paragraph, a caption over the plan cards. */
    private static final int MAX_LABEL_LENGTH = 160;

    /** Characters a paywall box holds at most: a label, a pitch, three or four plan cards. */
    private static final int MAX_BOX_LENGTH = 1500;

    /** A paragraph this long outside links before the label is a sentence of the story: the box is set into one. */
    private static final int OPENING_SENTENCE = 100;

    /** The blocks a label may be. */
    private static final Set<String> LABELS = Set.of("h2", "h3", "h4", "h5", "h6", "p", "div", "span", "strong");

    /** The children that make a block more than a label. */
    private static final Set<String> BLOCK_CHILDREN = Set.of(
            "div", "p", "section", "aside", "article", "ul", "ol", "table", "form", "h2", "h3", "h4", "h5", "h6");

    /** The blocks the box may be. */
    private static final Set<String> BOXES = Set.of("div", "section", "aside", "form", "footer");

    /**
     * Paywall labels, lower case, in English, French, German, Spanish, Italian, Dutch, Portuguese, Swedish and Polish:
     * the story is for subscribers, subscribe or log in to read on, unlock it, already a subscriber.
     */
    private static final Pattern LABEL = Pattern.compile(
            "\\b(?:article|story|content|post|piece) is (?:only )?(?:exclusive|available|reserved) (?:to|for)"
                    + " (?:[\\p{L}\\p{N}+]+ ){0,3}(?:subscribers|members|paying|paid)\\b"
                    + "|\\bexclusive (?:to|for) (?:[\\p{L}\\p{N}+]+ ){0,3}(?:subscribers|members)\\b"
                    + "|\\bunlock\\b[^.!?]{0,30}\\b(?:subscribers?|members?)[- ]only\\b"
                    + "|\\b(?:subscribers?|members?)[- ]only (?:content|article|story|access)\\b"
                    + "|\\bfor (?:paid )?(?:subscribers|members) only\\b"
                    + "|\\b(?:subscribe|log in|sign in|register)\\b[^.!?]{0,30}\\bto (?:continue|keep) reading\\b"
                    + "|\\bto (?:continue|keep) reading\\b[^.!?]{0,30}\\b(?:subscribe|log in|sign in|register)\\b"
                    + "|\\bunlock (?:this|the full|full) (?:article|story|access)\\b"
                    + "|\\balready (?:a subscriber|a member|subscribed|have a subscription)\\b"
                    + "|réservée? aux abonnés|\\bdéjà abonné|nur für abonnenten|\\bbereits abonnent"
                    + "|exclusivo para (?:suscriptores|socios|assinantes)|\\bya (?:eres|es) suscriptor"
                    + "|\\bjá é assinante|riservato agli abbonati|\\bsei già abbonato|alleen voor abonnees"
                    + "|\\bal abonnee\\b|för prenumeranter|\\bredan prenumerant|tylko dla (?:prenumeratorów|subskrybentów)");

    private Paywalls() {}

    /**
     * Words (lower-case ASCII) one of which every {@link #LABEL} match holds: text nodes without any are passed over
     * without building their blocks' text.
     */
    private static final String[] ANCHORS = {
        "subscri",
        "member",
        "reading",
        "unlock",
        "exclusiv",
        "abonn",
        "abbon",
        "suscri",
        "socios",
        "assinant",
        "prenumer",
        "subskryb"
    };

    /** The first letters of the {@link #ANCHORS}: a position whose letter is not one is passed in one test. */
    private static final String ANCHOR_LEADS = leads(ANCHORS);

    /** Removes the paywall boxes from a story's content. */
    static void prune(Element content) {
        List<Element> labels = new ArrayList<>();
        // The story's first sentence before each label: a label found before any is a gate, not a breaker.
        find(content, content, labels, new boolean[1]);
        if (labels.isEmpty()) {
            return;
        }
        int total = content.text().length();
        for (Element label : labels) {
            if (label.parent() == null || !ContentScorer.isAncestor(content, label)) {
                continue; // gone with an earlier label's box
            }
            Element box = box(label, content);
            if (box.text().length() * 2 < total) {
                box.remove();
            }
        }
    }

    /**
     * Walks the element in document order, adding to {@code labels} the paywall labels that come after a sentence of
     * the story ({@code prose[0]}, set at the first paragraph of {@link #OPENING_SENTENCE} characters).
     */
    private static void find(Element element, Element content, List<Element> labels, boolean[] prose) {
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            Node child = element.childNode(i);
            if (child instanceof Element e) {
                if (!prose[0] && e.normalName().equals("p") && Texts.holdsProse(e, OPENING_SENTENCE)) {
                    prose[0] = true;
                    continue; // the story's sentence, not a label
                }
                find(e, content, labels, prose);
            } else if (prose[0] && child instanceof TextNode text && hasAnchor(text.getWholeText())) {
                Element label = label(text, content);
                if (label != null && (labels.isEmpty() || labels.get(labels.size() - 1) != label)) {
                    labels.add(label);
                }
            }
        }
    }

    private static String leads(String[] words) {
        StringBuilder leads = new StringBuilder();
        for (String word : words) {
            if (leads.indexOf(word.substring(0, 1)) < 0) {
                leads.append(word.charAt(0));
            }
        }
        return leads.toString();
    }

    private static boolean hasAnchor(String text) {
        // One pass over the text, not one per word: most positions fail the first-letter test.
        for (int i = 0, length = text.length(); i < length; i++) {
            char lead = (char) (text.charAt(i) | 0x20);
            if (ANCHOR_LEADS.indexOf(lead) < 0) {
                continue;
            }
            for (String anchor : ANCHORS) {
                if (anchor.charAt(0) == lead && text.regionMatches(true, i, anchor, 0, anchor.length())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The label block the text stands in, when its words are a paywall's label; else null. */
    private static @Nullable Element label(TextNode text, Element content) {
        for (Element block = text.parent();
                block != null && block != content && !Texts.longerThan(block, MAX_LABEL_LENGTH);
                block = block.parent()) {
            if (LABELS.contains(block.normalName()) && !Texts.hasChildIn(block, BLOCK_CHILDREN)) {
                return LABEL.matcher(block.text().toLowerCase(Locale.ROOT)).find() ? block : null;
            }
        }
        return null;
    }

    /**
     * The largest box around the label, short and without a sentence of the story; the label itself when it has none.
     */
    private static Element box(Element label, Element content) {
        Element box = label;
        for (Element parent = label.parent();
                parent != null
                        && parent != content
                        && !Texts.longerThan(parent, MAX_BOX_LENGTH)
                        && !holdsSentence(parent);
                parent = parent.parent()) {
            if (BOXES.contains(parent.normalName())) {
                box = parent;
            }
        }
        return box;
    }

    /**
     * Whether the block holds a sentence of the story: a paragraph of {@link #OPENING_SENTENCE} characters or more
     * outside its links (a plan card's pitch is shorter).
     */
    private static boolean holdsSentence(Element block) {
        for (Element paragraph : Walk.elements(block, "p")) {
            if (Texts.holdsProse(paragraph, OPENING_SENTENCE)) {
                return true;
            }
        }
        return false;
    }
}
