package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;

/**
 * Removes the lines a shop prints around a product's offer: stock status ("In stock", "Only 3 left!"), shipping and
 * returns promises ("Free shipping on orders over $50", "Returns &amp; exchanges accepted within 30 days", "Order
 * today to get by Mar 17-27"), stock notices ("Currently unavailable.", "Sold out", "Get notified by email when this
 * product is in stock."), tax notes ("VAT included"), seller lines ("Sold by ..."), cart and wish-list buttons
 * left as text, "Notify me", "Size guide", "Report this item"; a card's "Be the first to review this product" prompt
 * and "Compare" button, an empty mini-cart's "No products in the cart.", a review's affiliate "Check price on
 * Amazon" buttons, and rating badges left as text ("297 Reviews", "4.5 out of 5 stars", "No reviews yet", "Write a
 * review"), which must then be the whole line. They are the buying interface, the same on every product of the shop,
 * not the product's description. Only short blocks without a block inside are read, and the line must open with the
 * notice, so that a sentence of the description that mentions shipping stays.
 */
final class ShopNotices {

    /** A notice is a line; a longer block is text of its own. */
    private static final int MAX_NOTICE_LENGTH = 120;

    /** A notice longer than this that reads as several sentences is a policy written out. */
    private static final int LONG_NOTICE = 60;

    private static final Pattern SENTENCE_BREAK = Pattern.compile("[.!?]\\s+\\p{Lu}");

    private static final Pattern NOTICE = Pattern.compile(
            "^\\W*(?:in stock\\b|out of stock\\b|(?:low|limited) (?:in )?stock\\b|only \\d+ left\\b"
                    + "|\\d+ (?:people )?(?:are )?(?:viewing|looking at) this"
                    + "|free (?:standard |express |ground )?(?:shipping|delivery|returns?)\\b"
                    + "|(?:free )?returns? (?:&|and) exchanges\\b|\\d+[- ]days? (?:free )?returns?\\b"
                    + "|free \\d+[- ]day returns?|order (?:today|within)\\b|ships? (?:by|within|from)\\b"
                    + "|shipping calculated|estimated delivery|sold by\\b|shipped by\\b"
                    + "|(?:vat|tax|taxes|duties)(?: and taxes)? (?:included|paid)\\b"
                    + "|(?:price )?incl(?:uding|\\.)? (?:vat|tax)\\b|excl(?:uding|\\.)? (?:vat|tax)\\b"
                    + "|add to (?:cart|bag|basket|wishlist|wish list)\\b|adding to (?:cart|bag)"
                    + "|added to (?:your )?(?:cart|bag)|report (?:this item|an issue with this product)\\b"
                    + "|notify me\\b|(?:size|sizing) (?:guide|chart)\\b|add a protection plan|final sale\\b"
                    + "|found a better price"
                    // Stock notices: "Currently unavailable.", "Sale Sold out", the back-in-stock sign-up's line.
                    + "|currently unavailable\\W*$|(?:sale\\W+)?sold out\\W*$"
                    + "|(?:get |be )?notified (?:by email )?when (?:this|it|the) (?:product |item )?(?:is |comes )?"
                    + "(?:back )?in stock|we don'?t know when or if this item will be back in stock"
                    // A card's review prompt and compare button, an empty mini-cart's line.
                    + "|be the first to (?:review|write a review|rate)\\b|(?:add to )?compare\\W*$"
                    // A rating badge left as text: "297 Reviews", "4.5 out of 5 stars, 10 ratings", "No reviews yet".
                    + "|\\d[\\d,.]*k? (?:reviews?|ratings?)\\W*$|[\\d.]+ out of 5 stars(?:,? \\d[\\d,]* ratings?)?\\W*$"
                    + "|no reviews yet\\W*$|write a review\\W*$|read (?:all )?reviews\\W*$"
                    // Order limits, import and shipping cost lines, a payment widget's placeholder, a review tab
                    // left without reviews.
                    + "|limit \\d+ per (?:customer|order)\\W*$|import fees may apply(?: on delivery)?\\W*$"
                    + "|save on combined shipping\\W*$"
                    + "|cost to ship\\b|checking payment options|there are no reviews yet"
                    + "|no products in the (?:cart|basket)|your (?:shopping )?(?:cart|bag|basket) is (?:currently )?empty)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * A line of affiliate price buttons, one or several run together: "Check Price on Amazon", "See price at Sony",
     * "➡️ Check current price", "Check price on OXOCheck Price - Walmart". A review's link out to a shop, not its
     * text; the whole line must be buttons, so that "Check prices at several stores before you buy" stays.
     */
    private static final Pattern PRICE_BUTTONS = Pattern.compile(
            "\\W*(?:(?:check|see|view)(?: the)?(?: latest| current| today'?s)? prices?(?: here| now)?"
                    + "(?:\\s*(?:at|on|from|-|\u2013|\u2014)\\s*[\\p{L}\\d.&' ]{1,25}?)?\\W*)+",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** A line of price buttons holds this much at most. */
    private static final int MAX_BUTTONS_LENGTH = 80;

    /** The blocks read as notice lines. */
    private static final Set<String> NOTICE_BLOCKS =
            Set.of("p", "div", "li", "dt", "dd", "span", "small", "strong", "b");

    private static final Set<String> BLOCKS = Set.of(
            "p", "div", "li", "dt", "dd", "h2", "h3", "h4", "h5", "h6", "section", "header", "ul", "ol", "dl", "table");

    private static final Set<String> INLINE = Set.of("span", "small", "strong", "b");

    private ShopNotices() {}

    /** Removes the content's short blocks that are a shop's notice line, and price buttons. */
    static void prune(Element content) {
        List<Element> notices = new ArrayList<>();
        for (Element link : Walk.elements(content, "a")) {
            if (!Texts.longerThan(link, MAX_BUTTONS_LENGTH) && isPriceButtons(link.text()) && !besideText(link)) {
                notices.add(link);
            }
        }
        PageCleaner.removeAll(notices);
        notices.clear();
        for (Element block : Walk.elements(content, NOTICE_BLOCKS)) {
            if (block == content || hasBlockWithText(block) || Texts.longerThan(block, MAX_NOTICE_LENGTH)) {
                continue;
            }
            String text = block.text();
            if (!text.isEmpty()
                    && text.length() <= MAX_NOTICE_LENGTH
                    && (NOTICE.matcher(text).lookingAt() || (isPriceButtons(text) && block.closest("a") == null))
                    && !isSentences(text)
                    && !isInlinePart(block, text)) {
                notices.add(block);
            }
        }
        PageCleaner.removeAll(notices);
    }

    /**
     * Whether a child of the block is a block with text: a wrapper. A child block left empty (an icon's box, a
     * popover whose tip was removed) does not make the line a wrapper.
     */
    private static boolean hasBlockWithText(Element block) {
        for (Element child : block.children()) {
            if (BLOCKS.contains(child.normalName()) && child.hasText()) {
                return true;
            }
        }
        return false;
    }

    /** Whether the text is price buttons only; every such button says "price", checked first without the pattern. */
    private static boolean isPriceButtons(String text) {
        return Texts.containsIgnoreCase(text, "price")
                && PRICE_BUTTONS.matcher(text).matches();
    }

    /** Whether a text sits right before or after the link: the link is part of a sentence, not a button. */
    private static boolean besideText(Element link) {
        return link.previousSibling() instanceof TextNode before && !before.isBlank()
                || link.nextSibling() instanceof TextNode after && !after.isBlank();
    }

    /**
     * Whether the text goes on past its first sentence at some length ("30 days returns. Buyer pays for return
     * shipping. If you use ..."): the shop's policy written out, not a notice line.
     */
    private static boolean isSentences(String text) {
        return text.length() > LONG_NOTICE && SENTENCE_BREAK.matcher(text).find();
    }

    /** Whether the element is an inline part of a longer line: "30 days returns" opening a returns policy. */
    private static boolean isInlinePart(Element element, String text) {
        if (!INLINE.contains(element.normalName())) {
            return false;
        }
        Element parent = element.parent();
        return parent != null && parent.text().length() > text.length();
    }
}
