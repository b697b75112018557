package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ShopNoticesTest {

    private static final String DESCRIPTION = "<p>The Trail Runner 3 has a grippy lugged outsole, a rock plate under"
            + " the forefoot and a breathable mesh upper that drains quickly.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_noticeLinesAroundTheOffer_areRemoved() {
        Element content = content("<div class=offer><div>In stock</div><div>Only 3 left!</div></div>"
                + "<ul><li>Free shipping on orders over $50</li><li>Returns &amp; exchanges accepted within 30 days</li>"
                + "<li>Sold by Acme Outdoors</li></ul>"
                + "<div><b>Add to cart</b></div><div>4.5 out of 5 stars, 297 ratings</div><p>297 Reviews</p>"
                + "<div>VAT included</div><p>No products in the cart.</p>"
                + DESCRIPTION);

        ShopNotices.prune(content);

        assertThat(content.text()).isEqualTo(Jsoup.parse(DESCRIPTION).text());
    }

    @Test
    void prune_descriptionThatMentionsShippingOrReviews_stays() {
        String html = DESCRIPTION
                + "<p>We offer free shipping because we believe every runner deserves the right shoe.</p>"
                + "<p>297 reviews praise the grip, and most of them mention the rock plate.</p>"
                + "<p>Free shipping is one thing, but the real reason to buy it is the outsole, which has outlasted"
                + " every shoe we tested this year by hundreds of miles on rough and rocky ground.</p>"
                + "<div>30 days returns. Buyer pays for return shipping. If you use an eBay label, it is deducted.</div>"
                + "<p><strong>Free shipping</strong> applies to the shoe only, not to the laces and insoles sold"
                + " beside it, which ship at the standard rate from our warehouse in Denver.</p>";
        Element content = content(html);
        String before = content.outerHtml();

        ShopNotices.prune(content);

        assertThat(content.outerHtml()).isEqualTo(before);
    }

    @Test
    void prune_wrapperOfNotices_losesTheNoticesButKeepsItsOtherLines() {
        Element content = content("<div class=panel><div>In stock</div><div>Colour: Forest green</div></div>");

        ShopNotices.prune(content);

        assertThat(content.text()).isEqualTo("Colour: Forest green");
    }

    @Test
    void prune_affiliatePriceButtons_areRemoved_butALinkInASentenceOrAdviceStays() {
        Element buttons = content("<p>The Sony headphones are the quietest we tested.</p>"
                + "<div><a href=\"https://amazon.example/x\">Check Price on Amazon</a></div>"
                + "<div><a href=\"https://sony.example/x\">See price at Sony</a></div>"
                + "<div><span class=button>Check price on Walmart</span></div>");
        Element kept = content("<p>You can <a href=\"https://amazon.example/x\">check price on Amazon</a> before"
                + " you buy.</p><p>Check prices at several stores before you buy, as they change weekly.</p>");
        String keptBefore = kept.outerHtml();

        ShopNotices.prune(buttons);
        ShopNotices.prune(kept);

        assertThat(buttons.text()).isEqualTo("The Sony headphones are the quietest we tested.");
        assertThat(kept.outerHtml()).isEqualTo(keptBefore);
    }
}
