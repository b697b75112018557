package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/** Shop product and collection pages: what of the shop's chrome around the product the extraction drops. */
class ProductPageTest {

    private static final String BASE = "https://shop.example.com/products/oat-mug";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    private static final String DESCRIPTION = "<h1>Oat Mug</h1><p>Hand-thrown stoneware mug glazed in a speckled oat"
            + " colour, fired twice for a glassy finish that survives the dishwasher, and sized for a large coffee.</p>"
            + "<h2>Details</h2><p>Every piece varies a little in colour and shape, because each one is thrown by hand"
            + " on the wheel in our studio, then dipped, dried for a week and fired in a gas kiln.</p>"
            + "<ul><li>Capacity: 350 ml, about twelve ounces</li><li>Height: 9 cm, rim diameter 8 cm</li></ul>";

    private static String page(String main) {
        return "<html><head><title>Oat Mug</title></head><body><main>" + main + "</main></body></html>";
    }

    private List<BiFunction<String, String, Extraction>> strategies() {
        return List.of(extractor::extract, extractor::readability, extractor::soup);
    }

    @Test
    void extract_customerReviewAndQuestionSections_areRemoved() {
        for (String heading : List.of(
                "Reviews for this item (76)",
                "Customer Reviews",
                "Seller feedback (7,310)",
                "Be the first to review this item",
                "People are asking",
                "Questions & Answers")) {
            String reviews = "<section><h2>" + heading + "</h2><div><p>review-text: Lovely mug, arrived well packed,"
                    + " I use it every morning.</p><p>Jan 20, 2026</p></div></section>";
            String html = page("<div>" + DESCRIPTION + reviews + "</div>");

            for (BiFunction<String, String, Extraction> strategy : strategies()) {
                assertThat(strategy.apply(html, BASE).markdown())
                        .as(heading)
                        .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                        .doesNotContain(heading)
                        .doesNotContain("review-text");
            }
        }
    }

    @Test
    void extract_reviewsAsThePageSubject_areKept() {
        for (String heading : List.of("Reviews", "Reviews of our yoga classes", "3 user reviews for Perfect VPN")) {
            String html = page("<div>" + DESCRIPTION + "<h2>" + heading + "</h2><p>review-text: a calm teacher and"
                    + " a warm room, well worth the trip across town.</p></div>");

            assertThat(extractor.extract(html, BASE).markdown()).contains(heading, "review-text");
        }
    }

    @Test
    void extract_reviewWidgetsFeedbackAndDeliveryBlocks_areRemoved() {
        String chrome = "<div class=\"jdgm-widget jdgm-all-reviews\"><p>widget-text: Five stars, lovely mug, would buy"
                + " again for the whole family.</p></div>"
                + "<div class=\"seller-feedback\"><p>feedback-text: Fast shipping, well packed, great seller.</p></div>"
                + "<div id=\"delivery-estimate\"><p>delivery-text: Order today to get it by Mar 17-27.</p></div>";
        String html = page("<div>" + DESCRIPTION + chrome + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("widget-text", "feedback-text", "delivery-text");
        }
    }

    @Test
    void extract_wordsThatOnlyStartLikeShopChrome_areKept() {
        String html = page("<div>" + DESCRIPTION + "<div class=\"image-preview nofeedback-x\"><p>preview-text: the mug"
                + " on a shelf in morning light, beside a stack of linen napkins.</p></div></div>");

        assertThat(extractor.extract(html, BASE).markdown()).contains("preview-text");
    }

    @Test
    void extract_modalDialogsAndTooltips_areRemoved() {
        String overlays = "<div aria-modal=\"true\"><h2>Size guide</h2><p>modal-text: Measure your foot from heel to"
                + " toe and pick the next size up between two sizes.</p></div>"
                + "<p>Ships in 3 days <span role=\"tooltip\">tooltip-text: Your order should arrive by this date if"
                + " you buy today.</span></p>";
        String html = page("<div>" + DESCRIPTION + overlays + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Ships in 3 days")
                    .doesNotContain("modal-text", "tooltip-text");
        }
    }

    @Test
    void extract_disclaimerBlocks_areRemoved() {
        String footnotes = "<div class=\"product-disclaimer\"><p>disclaimer-text: *Battery life measured in lab"
                + " conditions with default settings; results vary with use and configuration.</p></div>";
        String html = page("<div>" + DESCRIPTION + footnotes + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("disclaimer-text");
        }
    }

    @Test
    void extract_moreFromKeepExploringAndSponsoredSections_areRemoved() {
        for (String heading : List.of(
                "More from Oat Studio",
                "Keep exploring mugs.",
                "Similar styles",
                "Similar brands on Amazon",
                "Sponsored products related to this item")) {
            String cards = "<section><h2>" + heading + "</h2><ul><li><a href=/products/bowl>card-text: Oat Bowl</a>"
                    + " $28</li><li><a href=/products/plate>card-text: Oat Plate</a> $32</li></ul></section>";
            String html = page("<div>" + DESCRIPTION + cards + "</div>");

            for (BiFunction<String, String, Extraction> strategy : strategies()) {
                assertThat(strategy.apply(html, BASE).markdown())
                        .as(heading)
                        .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                        .doesNotContain(heading)
                        .doesNotContain("card-text");
            }
        }
    }

    @Test
    void extract_customerVoiceSectionsLongerThanTheDescription_areRemoved() {
        StringBuilder reviews = new StringBuilder("<section><h2>Customer Reviews</h2>");
        for (int i = 0; i < 8; i++) {
            reviews.append("<div><p>review-text ")
                    .append(i)
                    .append(": Lovely mug, arrived well packed, holds a large coffee and keeps it warm for a while,")
                    .append(" and the speckled glaze looks even better than in the pictures.</p></div>");
        }
        String html = page("<div>" + DESCRIPTION + reviews + "</section></div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("Customer Reviews", "review-text");
        }
    }

    private static String productPage(String main) {
        return "<html><head><title>Oat Mug</title><meta property=\"og:type\" content=\"product\"></head><body><main>"
                + main + "</main></body></html>";
    }

    private static String productCards(int count) {
        StringBuilder cards = new StringBuilder("<ul class=\"carousel\">");
        for (int i = 0; i < count; i++) {
            cards.append("<li class=\"card\"><a href=\"/products/bowl-")
                    .append(i)
                    .append("\"><img src=\"/bowl.jpg\">card-text: Oat Bowl ")
                    .append(i)
                    .append("</a><span>$2")
                    .append(i)
                    .append(".00</span></li>");
        }
        return cards.append("</ul>").toString();
    }

    @Test
    void extract_gridOfOtherProductsOnAProductPage_isRemovedWithItsTitle() {
        String grid = "<section><div><p>Goes well with</p></div>" + productCards(4) + "</section>";
        String html = productPage("<div>" + DESCRIPTION + grid + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("card-text", "Goes well with");
        }
    }

    @Test
    void extract_productGridOutsideAProductPageOrOutweighingIt_isKept() {
        String withGrid = "<div>" + DESCRIPTION + productCards(4) + "</div>";
        // Soup keeps the carousel, so it shows whether the grid rule spared it (readability drops it by its class).
        assertThat(extractor.soup(page(withGrid), BASE).markdown()).contains("card-text: Oat Bowl 3");

        String shortIntro =
                "<div><h1>Bowls</h1><p>Our bowls, thrown by hand in the studio.</p>" + productCards(12) + "</div>";
        assertThat(extractor.extract(productPage(shortIntro), BASE).markdown()).contains("card-text: Oat Bowl 11");
    }

    @Test
    void extract_productPageKnownByItsJsonLd_losesItsGrid() {
        String html = "<html><head><title>Oat Mug</title><script type=\"application/ld+json\">{\"@context\":"
                + "\"https://schema.org\",\"@type\": \"Product\",\"name\":\"Oat Mug\"}</script></head><body><main><div>"
                + DESCRIPTION + productCards(4) + "</div></main></body></html>";

        String markdown = extractor.soup(html, BASE).markdown();

        assertThat(markdown)
                .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                .doesNotContain("card-text", "@type");
    }

    @Test
    void extract_severalStripsOfOtherProductsOutweighingTheDescription_areRemoved() {
        String strips = "<section><h2>Variations of this style</h2>" + productCards(14) + "</section>"
                + "<section><h2>How about these?</h2>" + productCards(14) + "</section>";
        String html = productPage("<div>" + DESCRIPTION + strips + "</div>");

        String markdown = extractor.soup(html, BASE).markdown();

        assertThat(markdown)
                .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                .doesNotContain("card-text", "Variations of this style", "How about these?");
    }

    @Test
    void extract_rawCustomFieldListOnAProductPage_isRemoved() {
        StringBuilder fields = new StringBuilder("<dl class=\"info\"><dt>SKU:</dt><dd>5001</dd>");
        for (String name : List.of(
                "short_description",
                "retail_price_tier1",
                "cat_thumb_Navy",
                "cat_thumb_Bone",
                "size_guide",
                "section_btn_url",
                "quizell_id",
                "order_grid_stock_limit")) {
            fields.append("<dt>")
                    .append(name)
                    .append(":</dt><dd>https://cdn.example.com/")
                    .append(name)
                    .append(".jpg</dd>");
        }
        String specs = "<dl><dt>Fit</dt><dd>Regular</dd><dt>Fabric</dt><dd>Combed cotton</dd></dl>";
        String html = productPage("<div>" + DESCRIPTION + specs + fields.append("</dl>") + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Combed cotton")
                    .doesNotContain("cat_thumb", "quizell", "cdn.example.com");
        }
    }

    @Test
    void extract_shopNoticeLines_areRemoved() {
        String offer = "<div class=\"offer\"><p>$34.00</p><p>In stock</p><div>Only 3 left!</div>"
                + "<p><span>Free shipping on orders over $50</span></p><div>Order today to get by Mar 17-27</div>"
                + "<p>Returns &amp; exchanges accepted within 30 days</p><p>VAT included (where applicable)</p>"
                + "<div>Sold by Oat Studio</div><p>Size guide</p></div>";
        String html = page("<div>" + DESCRIPTION + offer + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain(
                            "In stock",
                            "Only 3 left",
                            "Free shipping",
                            "Order today",
                            "Returns &",
                            "VAT included",
                            "Sold by",
                            "Size guide");
        }
    }

    @Test
    void extract_ratingBadgeLines_areRemovedAndSentencesAboutReviewsKept() {
        String badges =
                "<div class=\"summary\"><p>4.5 out of 5 stars, 10 ratings</p><div><span>297 Reviews</span></div>"
                        + "<p>No reviews yet</p><div><a href=\"/products/oat-mug#reviews\">Write a review</a></div></div>";
        String sentence = "<p>12 reviews from our studio visitors praised the glaze, and we read all of them.</p>";
        String html = page("<div>" + badges + DESCRIPTION + sentence + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "12 reviews from our studio visitors")
                    .doesNotContain("out of 5 stars", "297 Reviews", "No reviews yet", "Write a review");
        }
    }

    @Test
    void extract_tabStripButtons_areRemovedAndPanelsKept() {
        String strip = "<div class=\"tabs\" role=\"tablist\"><a role=\"tab\" href=\"#description\">Description</a>"
                + "<a role=\"tab\" href=\"#info\">Additional information</a><a role=\"tab\" href=\"#reviews\">Reviews (5)"
                + "</a></div>";
        String panels = "<div role=\"tabpanel\" id=\"description\">" + DESCRIPTION + "</div>";
        String html = page("<div>" + strip + panels + "</div>");
        // A theme that puts its panels inside the tab list: the list is the content.
        String inside = page("<div role=\"tablist\"><div role=\"tab\">Care</div><div role=\"tab\">Firing</div>"
                + "<div role=\"tabpanel\">" + DESCRIPTION + "</div></div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("Additional information", "Reviews (5)");
            assertThat(strategy.apply(inside, BASE).markdown()).contains("Hand-thrown stoneware");
        }
    }

    @Test
    void extract_shopWordsInsideSentencesOrPolicies_areKept() {
        String policy = "<p>30 days returns. Buyer pays for return shipping. If you use a prepaid label, its cost is"
                + " deducted from your refund.</p><p>We pack every mug by hand. <b>Free shipping</b> applies to"
                + " orders over $50.</p>";
        String html = page("<div>" + DESCRIPTION + policy + "</div>");

        assertThat(extractor.extract(html, BASE).markdown())
                .contains("30 days returns. Buyer pays", "Free shipping")
                .contains("applies to orders over $50");
    }

    @Test
    void extract_affiliatePriceButtons_areRemovedAndPriceWordsInSentencesKept() {
        String review = "<p>The mug keeps coffee hot for an hour.</p>"
                + "<a href=\"https://go.example.net/amazon/oat-mug\">Check Price on Amazon</a>"
                + "<p><a href=\"https://go.example.net/a\">Check price on OXO</a><a href=\"https://go.example.net/b\">"
                + "Check Price - Walmart</a></p><div><a id=\"deal-1\">See price at Amazon</a></div>"
                + "<p>Check prices at several stores before you buy, or <a href=\"/deals\">see price at Oat"
                + " Studio</a> for the set.</p>";
        String html = page("<div>" + DESCRIPTION + review + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "keeps coffee hot", "Check prices at several stores")
                    .contains("see price at Oat Studio")
                    .doesNotContain("Check Price on Amazon", "OXO", "Walmart", "See price at Amazon");
        }
    }

    @Test
    void extract_tooltipTextsByClass_areRemovedAndTheirTermsKept() {
        String specs = "<table><tr><td>Sensitivity <tool-tip class=\"tool-tip\"><div class=\"tool-tip__content\">"
                + "tip-one: Headphone sensitivity measures how loud a pair of headphones will be.</div></tool-tip>"
                + "</td><td>94 dB</td></tr><tr><td><span class=\"has-tooltip\">Impedance term"
                + "<span class=\"Term_tooltip__8VNIW\">tip-two: Impedance is the resistance the headphones put up"
                + " against the signal.</span></span></td><td>37 ohm</td></tr></table>"
                + "<p>Certified <span class=\"icon-tooltip\">B corp</span> maker.</p>";
        String html = page("<div>" + DESCRIPTION + specs + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Sensitivity", "94 dB", "Impedance term", "B corp")
                    .doesNotContain("tip-one", "tip-two");
        }
    }

    @Test
    void extract_announcementBarsAndStrips_areRemoved() {
        String bars = "<div class=\"shopify-section announcement-bar-section\"><p>bar-text: Spring sale, 20% off"
                + " everything with code SPRING20</p></div><div class=\"early_access_announcements\"><h2>Recent"
                + " events</h2><p>strip-text: The spring glaze drop is live, with three new colours to pick.</p></div>";
        String html = page("<div>" + DESCRIPTION + bars + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("bar-text", "strip-text");
        }
    }

    @Test
    void extract_scriptErrorMessages_areRemoved() {
        for (String message : List.of(
                "Oops! Something went wrong. Please try again.",
                "There was a problem calculating your shipping. Please try again.",
                "Captcha failed to load. Try using a different browser or disabling ad blockers.",
                "We're sorry, your request can't be completed right now. Please try again later.")) {
            String html = page("<div>" + DESCRIPTION + "<div><p>" + message + "</p></div></div>");

            for (BiFunction<String, String, Extraction> strategy : strategies()) {
                assertThat(strategy.apply(html, BASE).markdown())
                        .as(message)
                        .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                        .doesNotContain(message.substring(0, 20));
            }
        }
    }

    @Test
    void extract_retryAdviceInsideTextOrCode_isKept() {
        String html = page("<div>" + DESCRIPTION + "<p>If the glaze looks patchy, run the cycle once more and try"
                + " again.</p><p>Something went wrong at the kiln last spring, so we rebuilt it.</p>"
                + "<pre><code>error: something went wrong, please try again</code></pre></div>");

        assertThat(extractor.extract(html, BASE).markdown())
                .contains(
                        "run the cycle once more and try again",
                        "Something went wrong at the kiln",
                        "error: something went wrong, please try again");
    }

    @Test
    void extract_trailOpeningWithALinkHome_isRemovedAnywhere() {
        for (String trail : List.of(
                "<div><a href=\"https://shop.example.com/?ref=crumb\">Homepage</a> <a href=\"/c/kitchen\">Kitchen"
                        + " &amp; Dining</a> <a href=\"/c/mugs\">Mugs</a></div>",
                "<p><a href=\"/en/\">Home</a>Mugs and Cups</p>",
                "<div><span><a href=\"https://www.shop.example.com/\">Home</a></span> &raquo; <span><a"
                        + " href=\"/c/kitchen\">Kitchen</a></span></div>")) {
            String html = page("<div>" + DESCRIPTION + trail + "</div>");

            for (BiFunction<String, String, Extraction> strategy : strategies()) {
                assertThat(strategy.apply(html, BASE).markdown())
                        .as(trail)
                        .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                        .doesNotContain("Home")
                        .doesNotContain("Kitchen")
                        .doesNotContain("Mugs and");
            }
        }
    }

    @Test
    void extract_homeLinksThatAreNoTrail_areKept() {
        String html = page("<div>" + DESCRIPTION + "<p>by <a href=\"https://www.example.org/~maker\">maker</a>"
                + " (<a href=\"http://maker.example.net/\">Homepage</a>)</p>"
                + "<div><a href=\"/\">Home</a><p>Every mug we make is thrown, trimmed and glazed by the same two"
                + " potters in our studio by the river, and packed in recycled paper.</p></div>"
                + "<p>Back to our <a href=\"/products/bowls\">Home</a> range of bowls.</p></div>");

        assertThat(extractor.extract(html, BASE).markdown())
                .contains("Homepage", "Every mug we make is thrown", "range of bowls");
    }

    @Test
    void extract_labelPrintedTwiceForTwoScreenSizes_isKeptOnce() {
        String html = page("<div>" + DESCRIPTION + "<div><span class=\"md:hidden\">Limited Glaze</span><span"
                + " class=\"hidden md:block\">Limited Glaze</span></div><p><a href=\"/shop\"><span>Maker's other"
                + " pieces<span class=\"clipped\">Maker's other pieces</span></span></a></p></div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();
            assertThat(markdown).contains("Hand-thrown stoneware", "Limited Glaze", "Maker's other pieces");
            assertThat(markdown).doesNotContain("Limited Glaze Limited Glaze", "Limited GlazeLimited Glaze");
            assertThat(markdown).doesNotContain("Maker's other piecesMaker's other pieces");
        }
    }

    @Test
    void extract_twoFiguresWithOneCaptionAndRepeatedCells_areKept() {
        String html = page("<div>" + DESCRIPTION + "<div><figure><img src=\"/a.jpg\" alt=\"\"><figcaption>Photo:"
                + " studio</figcaption></figure><figure><img src=\"/b.jpg\" alt=\"\"><figcaption>Photo: studio"
                + "</figcaption></figure></div><table><tr><th>Size</th><th>Mug</th><th>Cup</th></tr><tr><td>Height</td>"
                + "<td>11 cm</td><td>11 cm</td></tr></table></div>");

        String markdown = extractor.extract(html, BASE).markdown();
        assertThat(markdown).contains("/a.jpg", "/b.jpg");
        assertThat(markdown.split("11 cm", -1)).hasSize(3);
    }

    @Test
    void extract_stockNoticeLines_areRemovedAndSentencesAboutStockKept() {
        String offer = "<div class=\"offer\"><p>$34.00</p><p>Currently unavailable.</p><p>Sale Sold out</p>"
                + "<p>Get notified by email when this product is in stock.</p>"
                + "<p>We don't know when or if this item will be back in stock.</p></div>";
        String sentence = "<p>The speckled glaze sold out twice last winter, so we now mix it in larger batches.</p>";
        String html = page("<div>" + DESCRIPTION + offer + sentence + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "The speckled glaze sold out twice")
                    .doesNotContain("Currently unavailable", "Sale Sold out", "Get notified", "We don't know when");
        }
    }

    @Test
    void extract_productPageCustomerReviews_areRemoved() {
        StringBuilder reviews = new StringBuilder("<div class=\"pdp-reviews\"><p>What people say</p>");
        for (String review : List.of(
                "Dorothy</p><p>review-text: I love this mug, it keeps my tea warm for a long time.",
                "Farah</p><p>review-text: Bought two more for my sister, who loves them as much as I do.",
                "Richard</p><p>review-text: Sturdy and heavy, the glaze is even nicer than in the pictures.",
                "Linda</p><p>review-text: Arrived well packed and two days early, thank you so much!",
                "Nancy</p><p>review-text: The colour is a little darker than on my screen, still lovely.",
                "Mary</p><p>review-text: My third one from this studio, and not the last, I am sure.")) {
            reviews.append("<div class=\"pdp-reviews__item\"><p>")
                    .append(review)
                    .append("</p></div>");
        }
        reviews.append("</div>");
        String description = "<div class=\"pdp-info\">" + DESCRIPTION + "</div>";
        String product = "<html><head><title>Oat Mug</title><meta property=\"og:type\" content=\"product\">"
                + "</head><body><main>" + description + reviews + "</main></body></html>";

        assertThat(extractor.extract(product, BASE).markdown())
                .contains("Hand-thrown stoneware")
                .doesNotContain("review-text");
        // The same block on a page that is no product page (a studio's testimonials) stays.
        String other = product.replace("<meta property=\"og:type\" content=\"product\">", "");
        assertThat(extractor.extract(other, BASE).markdown()).contains("review-text");
    }

    @Test
    void extract_cloakedConditionalBlocks_areRemovedAndToggledOnesKept() {
        String dialog = "<div v-cloak v-if=\"isNotifyModalOpen\"><h3>Notify me when back in stock</h3><p>cloak-text:"
                + " Once limited colours sell out, they are gone for good; sign up and we let you know.</p></div>"
                + "<div x-cloak x-if=\"failed\"><p>Oops! Something went wrong. Please try again.</p></div>";
        String answer = "<div v-cloak v-show=\"openFaqs[0]\"><p>faq-text: Rinse the mug by hand the first time, then"
                + " it goes in the dishwasher like any other.</p></div>";
        String html = page("<div>" + DESCRIPTION + dialog + answer + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware", "faq-text")
                    .doesNotContain("Notify me", "cloak-text", "Oops!");
        }
    }

    @Test
    void extract_noticeLineWithAnEmptyBlockInside_isRemoved() {
        String notices = "<ul><li><div><span class=\"icon\"></span></div><div>Order today to get by <strong>Mar"
                + " 17-27</strong><div class=\"popover\"><button type=\"button\"></button></div></div></li>"
                + "<li><div><span>Returns &amp; exchanges accepted</span> within 14 days<div class=\"popover\">"
                + "</div></div></li></ul>";
        String html = page("<div>" + DESCRIPTION + notices + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware")
                    .doesNotContain("Order today", "Returns & exchanges", "Returns \\& exchanges");
        }
    }

    @Test
    void extract_shippingCostAndOrderLimitLines_areRemoved() {
        String offer = "<div class=\"offer\"><p>Cost to ship: <b>USD 14.40</b></p><p>Save on combined shipping</p>"
                + "<p>Import fees may apply on delivery</p><p>Limit 5 per customer.</p>"
                + "<p>Checking payment options...</p><p>There are no reviews yet.</p></div>";
        String sentence = "<p>Import fees may apply to the clay we buy, so prices follow the season.</p>";
        String html = page("<div>" + DESCRIPTION + offer + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Hand-thrown stoneware")
                    .doesNotContain(
                            "Cost to ship",
                            "combined shipping",
                            "Import fees",
                            "Limit 5",
                            "Checking payment",
                            "no reviews yet");
        }
    }

    @Test
    void extract_productPageKnownByItsShopBodyClass_losesItsGrid() {
        for (String bodyClass : List.of("wp-singular single single-product postid-12", "template-product")) {
            String html = "<html><head><title>Oat Mug</title></head><body class=\"" + bodyClass + "\"><main><div>"
                    + DESCRIPTION + productCards(4) + "</div></main></body></html>";

            assertThat(extractor.soup(html, BASE).markdown())
                    .as(bodyClass)
                    .contains("Hand-thrown stoneware", "Capacity: 350 ml")
                    .doesNotContain("card-text");
        }
    }
}
