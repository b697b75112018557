package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/** Listing and collection pages (shop categories, blog indexes, job boards): the chrome around their items. */
class ListingPageTest {

    private static final String BASE = "https://shop.example.com/c/sofas";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    private static final String INTRO = "<h1>Sofas</h1><p>Sink into a sofa made for long evenings: deep seats,"
            + " washable covers and frames built to last, in sizes from a compact loveseat to a family sectional.</p>";

    private static String page(String main) {
        return "<html><head><title>Sofas</title></head><body><main>" + main + "</main></body></html>";
    }

    /** A product grid of {@code count} cards, each with a picture, a title link, a short text and a price. */
    private static String grid(String gridClass, int count) {
        StringBuilder grid = new StringBuilder("<ul class=\"" + gridClass + "\">");
        for (int i = 1; i <= count; i++) {
            grid.append("<li><a href=\"/p/")
                    .append(i)
                    .append("\"><img src=\"/img/")
                    .append(i)
                    .append(".jpg\" alt=\"\"></a><h3><a href=\"/p/")
                    .append(i)
                    .append("\">Harbour three-seat sofa number ")
                    .append(i)
                    .append("</a></h3><p>Soft linen blend cover, oak legs, seats three, card-text ")
                    .append(i)
                    .append(".</p><p>$ ")
                    .append(900 + i)
                    .append(".00</p></li>");
        }
        return grid.append("</ul>").toString();
    }

    private static final String FACETS = "<div class=\"plp-facets\"><h3>Color</h3><ul>"
            + "<li><label>facet-black (12)</label></li><li><label>facet-grey (4)</label></li>"
            + "<li><label>facet-beige (7)</label></li></ul><h3>Price</h3><ul><li><label>facet-under $500 (3)</label>"
            + "</li><li><label>facet-$500 - $1000 (9)</label></li></ul>"
            + "<div class=\"sort-by\"><span>Sort by: Relevance, Price low to high</span></div></div>";

    private List<BiFunction<String, String, Extraction>> strategies() {
        return List.of(extractor::extract, extractor::readability, extractor::soup);
    }

    @Test
    void extract_cardsReadMoreLinksOnTheirOwnLine_areRemoved_inlineReadMoreStays() {
        StringBuilder cards = new StringBuilder("<div class=\"cards\">");
        for (int i = 1; i <= 4; i++) {
            cards.append("<div class=\"card\"><h3>Moving guide number ")
                    .append(i)
                    .append("</h3><p>How to plan a long-distance move, pack a kitchen and label every box, guide ")
                    .append(i)
                    .append(".</p><a href=\"/guide/")
                    .append(i)
                    .append("\" class=\"card__link\"> Continue Reading <i class=\"icon-arrow\"></i></a></div>");
        }
        cards.append("</div><p>Our movers answer questions every day; you can <a href=\"/faq\">read more</a> in the"
                + " help centre, which lists every service we offer.</p>");
        String markdown = extractor.extract(page(INTRO + cards), BASE).markdown();

        assertThat(markdown)
                .contains("Moving guide number 4", "long-distance move", "[read more](https://shop.example.com/faq)")
                .doesNotContain("Continue Reading");
    }

    @Test
    void extract_cardsReviewPromptCompareButtonAndEmptyCartLine_areRemoved() {
        StringBuilder cards = new StringBuilder("<ol class=\"products\">");
        for (int i = 1; i <= 6; i++) {
            cards.append("<li><div class=\"reviews-actions\"><a href=\"/p/")
                    .append(i)
                    .append("#review-form\">Be the first to review this product</a></div><h3><a href=\"/p/")
                    .append(i)
                    .append("\">Harbour three-seat sofa number ")
                    .append(i)
                    .append("</a></h3><p>Soft linen blend cover, oak legs, seats three.</p><p>$ 90")
                    .append(i)
                    .append(".00</p><div class=\"actions-secondary\"><a href=\"#\" title=\"Add to Compare\">")
                    .append("<span>Compare</span></a></div></li>");
        }
        cards.append("</ol>");
        String miniCart = "<div class=\"minicart\"><p class=\"cart-message\">No products in the cart.</p></div>";
        String html = page(INTRO + miniCart + cards);

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Sink into a sofa", "Harbour three-seat sofa number 6", "Soft linen blend cover")
                    .doesNotContain("Be the first to review", "Compare", "No products in the cart");
        }
    }

    @Test
    void extract_compareWordInALineOfText_isKept() {
        String html = page(INTRO + "<p>Compare the seat depths before you choose.</p><h2>Compare</h2>"
                + "<p>Compare sofas side by side in the store.</p>" + grid("product-grid", 6));

        assertThat(extractor.extract(html, BASE).markdown())
                .contains("Compare the seat depths before you choose.", "Compare sofas side by side");
    }

    @Test
    void extract_sideBySideTagLinks_areSeparated_longLinksAreLeftAsTheyAre() {
        StringBuilder cards = new StringBuilder("<div class=\"games\">");
        for (int i = 1; i <= 6; i++) {
            cards.append("<div class=\"game\"><h3><a href=\"/g/")
                    .append(i)
                    .append("\">Harbour game number ")
                    .append(i)
                    .append("</a></h3><p>A long evening of sailing, trading and building along the coast.</p>")
                    .append("<p>Players who finished it call it <a href=\"/t/a\">Action</a><a href=\"/t/o\">")
                    .append("Open World</a><span><a href=\"/t/s\">Sim</a></span> in their reviews.</p></div>");
        }
        cards.append("</div>");
        String note = "<p>Read <a href=\"/guide\">the harbour guide for new captains</a><a href=\"/faq\">and"
                + " the questions new players ask</a> first.</p>";
        String markdown = extractor.extract(page(INTRO + cards + note), BASE).markdown();

        assertThat(markdown)
                .contains("[Action](https://shop.example.com/t/a) [Open World](https://shop.example.com/t/o) [Sim]")
                .contains("captains](https://shop.example.com/guide)[and the questions");
    }

    @Test
    void extract_sideBySideSpansOfACard_areSeparated_wordCutIntoSpansIsKeptWhole() {
        StringBuilder cards = new StringBuilder("<ul class=\"products\">");
        for (int i = 1; i <= 6; i++) {
            cards.append("<li><a href=\"/p/")
                    .append(i)
                    .append("\"><span>Eddyline</span><span>Sandpiper ")
                    .append(i)
                    .append(" Kayak</span></a><p>A stable touring kayak for calm lakes and slow rivers.</p></li>");
        }
        cards.append("</ul>");
        String cut =
                "<p><span>Parents of young child</span><span>ren often ask which boat is the steadiest.</span></p>";
        String markdown = extractor.extract(page(INTRO + cards + cut), BASE).markdown();

        assertThat(markdown)
                .contains("Eddyline Sandpiper 6 Kayak")
                .doesNotContain("EddylineSandpiper")
                .contains("young children often ask");
    }

    @Test
    void extract_filterPanelOfACategoryPage_isRemoved() {
        String html = page(INTRO + FACETS + grid("product-grid", 8));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Sink into a sofa", "Harbour three-seat sofa number 1", "card-text 8")
                    .doesNotContain("facet-");
        }
    }

    @Test
    void extract_productGridInABlockNamedForItsFilters_isKept() {
        String html = page(INTRO + "<div class=\"plp-filters\">" + grid("product-grid", 8) + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Harbour three-seat sofa number 1", "card-text 8");
        }
    }

    @Test
    void isFilterControl_matchesFilterAndSortNames_notFilterableOrResults() {
        assertThat(UnlikelyBlocks.isFilterControl("plp-facets")).isTrue();
        assertThat(UnlikelyBlocks.isFilterControl("filter-box-list")).isTrue();
        assertThat(UnlikelyBlocks.isFilterControl("c-facet-option__link")).isTrue();
        assertThat(UnlikelyBlocks.isFilterControl("toolbar-sorter")).isTrue();
        assertThat(UnlikelyBlocks.isFilterControl("filterable-portfolio")).isFalse();
        assertThat(UnlikelyBlocks.isFilterControl("filtered-search-history")).isFalse();
        assertThat(UnlikelyBlocks.isFilterControl("filter-results")).isFalse();
        assertThat(UnlikelyBlocks.isFilterControl("filter clearfix")).isFalse();
    }

    @Test
    void extract_landingPageMadeOfHeroBanners_keepsTheirText() {
        StringBuilder heroes = new StringBuilder();
        for (int i = 1; i <= 4; i++) {
            heroes.append("<div class=\"hero-banner\"><h2>Collection ")
                    .append(i)
                    .append("</h2><p>hero-text ")
                    .append(i)
                    .append(": watches made to be worn every day, with a sapphire crystal, a steel case and a")
                    .append(" movement that keeps time to a few seconds a month.</p></div>");
        }
        String html = page("<h1>Watches</h1>" + heroes);

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown()).contains("hero-text 1", "hero-text 4");
        }
    }

    @Test
    void extract_promoBannerBetweenCards_isStillRemoved() {
        String promo = "<div class=\"promo-banner\"><p>banner-text: Free delivery on orders over $50</p></div>";
        String html = page(INTRO + promo + grid("product-grid", 8));

        assertThat(extractor.extract(html, BASE).markdown())
                .contains("card-text 8")
                .doesNotContain("banner-text");
    }

    @Test
    void extract_blogCategoryPostsPrintedAsSiblingCards_followTheDescription() {
        StringBuilder description = new StringBuilder("<div class=\"category-description\">");
        for (int i = 1; i <= 3; i++) {
            description
                    .append("<p>Description paragraph ")
                    .append(i)
                    .append(": welcome to the zero waste")
                    .append(" community, where small changes add up, and where every post below helps you start,")
                    .append(" one swap at a time, without aiming for perfection.</p>");
        }
        description.append("</div>");
        StringBuilder cards = new StringBuilder();
        for (int i = 1; i <= 8; i++) {
            cards.append("<article class=\"excerpt\"><div><a href=\"/blog/")
                    .append(i)
                    .append("\"><img src=\"/img/")
                    .append(i)
                    .append(".jpg\" alt=\"\"></a></div><h2><a href=\"/blog/")
                    .append(i)
                    .append("\">Post title number ")
                    .append(i)
                    .append(": easy plastic-free swaps for the kitchen</a></h2></article>");
        }
        String html = page("<h1>Zero Waste for Beginners</h1>" + description + cards);

        assertThat(extractor.readability(html, BASE).markdown())
                .contains("Description paragraph 1", "Post title number 1", "Post title number 8");
    }

    @Test
    void extract_checkBoxLabelsOfAnUnnamedFilterPanel_areRemoved() {
        String facets = "<div class=\"px-4 py-2\"><p>Color</p>"
                + "<div><input type=\"checkbox\" id=\"c-black\"><label for=\"c-black\">choice-black (12)</label></div>"
                + "<div><input type=\"checkbox\" id=\"c-grey\"><label for=\"c-grey\">choice-grey (4)</label></div>"
                + "<label><input type=\"checkbox\" name=\"size\"> choice-large (7)</label></div>";
        String html = page(INTRO + facets + grid("product-grid", 8));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Sink into a sofa", "card-text 8")
                    .doesNotContain("choice-");
        }
    }

    @Test
    void extract_radioButtonLabelsOfAVariantPicker_areKept() {
        String picker = "<div><p>Colour</p><input type=\"radio\" id=\"v-velvet\" name=\"colour\">"
                + "<label for=\"v-velvet\">Avignon Velvet Cocoa</label></div>";
        String html = page(INTRO + picker + grid("product-grid", 8));

        assertThat(extractor.soup(html, BASE).markdown()).contains("Avignon Velvet Cocoa");
    }

    @Test
    void extract_filterAndSortControlLabelsLeftWithoutTheirPanel_areRemoved() {
        String controls = "<div class=\"d-flex\"><div><a href=\"#\">Filters (2)</a></div>"
                + "<div><a href=\"#\">Clear all</a></div><div><span>Sort by: Best selling</span></div></div>";
        String html = page(INTRO + controls + grid("product-grid", 8));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Sink into a sofa", "card-text 8")
                    .doesNotContain("Filters (2)", "Clear all", "Sort by");
        }
    }

    @Test
    void extract_filterWordInACodeBlock_isKept() {
        String html = page(INTRO + "<div><pre><code>filter()</code></pre></div>" + grid("product-grid", 8));

        assertThat(extractor.soup(html, BASE).markdown()).contains("filter()");
    }

    @Test
    void extract_productGridBesideALongerBuyingGuide_isKeptWithTheGuide() {
        StringBuilder guide = new StringBuilder("<div class=\"seo-block\">");
        for (int i = 1; i <= 6; i++) {
            guide.append("<h3>Guide question ")
                    .append(i)
                    .append("?</h3><p>Guide answer ")
                    .append(i)
                    .append(": a sofa for a small flat should leave room to walk around it, so measure the doorway,")
                    .append(" the stairs and the wall, and pick a frame, a cover and a seat depth that suit you.</p>");
        }
        guide.append("</div>");
        String html = page("<div class=\"page\"><div><h1>Sofas</h1>" + guide + "</div>" + "<div class=\"listing\">"
                + grid("product-grid", 8) + "</div></div>");

        assertThat(extractor.readability(html, BASE).markdown())
                .contains("Guide answer 1", "Harbour three-seat sofa number 1", "Harbour three-seat sofa number 8");
    }

    @Test
    void extract_latestNewsStripRightUnderTheTitle_isThePagesOwnRiver() {
        StringBuilder river = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            river.append("<article><h2><a href=\"/articles/")
                    .append(i)
                    .append("\">River story number ")
                    .append(i)
                    .append(" about new headphones</a></h2><div><a href=\"/editor/")
                    .append(i)
                    .append("\">Reporter ")
                    .append(i)
                    .append("</a> 2 days ago</div></article>");
            if (i == 3) {
                river.append("</section><section>");
            }
        }
        String html = "<html><head><title>Headphones</title></head><body><main><h1>Headphones</h1><section>"
                + "<h2>Latest News</h2>" + river + "</section></main></body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("River story number 1 about", "River story number 3 about");
        assertThat(markdown).contains("River story number 12 about");
    }

    @Test
    void extract_productCardBadgesAndQuantityCaptions_areRemovedButTheWordsInTextAndTablesStay() {
        StringBuilder cards = new StringBuilder("<ul class=\"product-grid\">");
        for (int i = 1; i <= 8; i++) {
            cards.append("<li><div class=\"badge\">")
                    .append(i % 2 == 0 ? "Top Rated" : "Best seller")
                    .append("</div><h3><a href=\"/p/")
                    .append(i)
                    .append("\">Harbour three-seat sofa number ")
                    .append(i)
                    .append("</a></h3><div class=\"pricing\"><span class=\"sold\">Sold out</span>")
                    .append("<span class=\"price\"></span></div><p>Soft linen blend cover, oak legs, seats three.")
                    .append(" Sofa ")
                    .append(i)
                    .append(" is on sale until Sunday.</p><p><span>Order sofa ")
                    .append(i)
                    .append(" by </span><em>quantity</em><span> and save.</span></p>")
                    .append(
                            i == 1
                                    ? "<table><tr><th>Item</th><th>Quantity</th></tr><tr><td>Cushion set</td>"
                                            + "<td>2 sets</td></tr></table>"
                                    : "")
                    .append("<div class=\"qty\"><span>Qty:</span><input type=\"number\" value=\"1\"></div></li>");
        }
        String html = page(INTRO + cards + "</ul>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Harbour three-seat sofa number 8", "Sofa 8 is on sale until Sunday")
                    .contains("*quantity*", "| Quantity")
                    .doesNotContain("Top Rated", "Best seller", "Sold out", "Qty");
        }
    }

    @Test
    void extract_languageSwitcherList_isRemovedButAListOfLinksStays() {
        StringBuilder languages = new StringBuilder("<ul class=\"languages\">");
        String[][] names = {
            {"de", "Deutsch"}, {"fr", "Fran\u00e7ais"}, {"es", "Espa\u00f1ol"}, {"it", "Italiano"}, {"nl", "Nederlands"}
        };
        for (String[] name : names) {
            languages
                    .append("<li><a href=\"https://")
                    .append(name[0])
                    .append(".example.org/wiki/List\" hreflang=\"")
                    .append(name[0])
                    .append("\" lang=\"")
                    .append(name[0])
                    .append("\">")
                    .append(name[1])
                    .append("</a></li>");
        }
        languages.append("</ul>");
        StringBuilder entries = new StringBuilder("<ul>");
        for (int i = 1; i <= 12; i++) {
            entries.append("<li><a href=\"/wiki/Lang")
                    .append(i)
                    .append("\">Programming language ")
                    .append(i)
                    .append("</a>, a general-purpose language first released in 19")
                    .append(70 + i)
                    .append(" and still used for systems and teaching.</li>");
        }
        entries.append("</ul>");
        String html = "<html><head><title>List of languages</title></head><body><main><h1>List of languages</h1>"
                + "<p>This is an index of notable programming languages, in alphabetical order, with links to each.</p>"
                + entries + languages + "</main></body></html>";

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Programming language 1", "Programming language 12")
                    .doesNotContain("Deutsch", "Nederlands");
        }
    }

    @Test
    void extract_resultCountLines_areRemoved_countHeadingAndCountInASentenceAreKept() {
        String html = page(INTRO + "<p class=\"woocommerce-result-count\">Showing 1\u201316 of 29 results</p>"
                + "<div class=\"toolbar\"><span>Viewing 24 of 31 products</span></div><div>81,539 results</div>"
                + grid("product-grid", 6) + "<h2>Showing 6 of 6 products</h2>"
                + "<p>We sold 29 results of the survey to the press, showing 1 of 4 designs.</p>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Harbour three-seat sofa number 6", "Showing 6 of 6 products", "29 results of")
                    .doesNotContain("Showing 1\u201316 of 29 results", "Viewing 24 of 31", "81,539 results");
        }
    }

    @Test
    void extract_cardBylineWithAge_isRemoved_bareAgeAndSentenceEndingInAgoAreKept() {
        StringBuilder cards = new StringBuilder("<div class=\"river\">");
        for (int i = 1; i <= 6; i++) {
            cards.append("<div class=\"river-post\"><h3><a href=\"/news/")
                    .append(i)
                    .append("\">Harbour sofa covers now come in linen number ")
                    .append(i)
                    .append(
                            "</a></h3><p>The washable linen covers fit every Harbour frame sold since the first one.</p>")
                    .append("<div class=\"river-aux\"><a href=\"/editor/jane-")
                    .append(i)
                    .append("\">Jane Writer")
                    .append(i)
                    .append("</a> <time>")
                    .append(i)
                    .append(" months ago</time></div><p class=\"age\">")
                    .append(i)
                    .append(" days ago</p></div>");
        }
        cards.append("</div>");
        String html = page("<h1>Sofa news</h1><p>We opened the first Harbour showroom 12 years ago, and we still"
                + " write about every sofa we make here, from the frames to the covers.</p>" + cards
                + "<p>Posted by Sam \u00b7 2 hours ago</p>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .contains("Harbour sofa covers now come in linen number 6", "showroom 12 years ago", "6 days ago")
                .doesNotContain("Jane Writer", "months ago", "Posted by Sam");
    }

    @Test
    void extract_screenReaderMegaMenuOutweighingTheGrid_isRemoved() {
        StringBuilder menu = new StringBuilder("<div class=\"visually-hidden\" data-label=\"site-nav\">");
        for (int i = 1; i <= 60; i++) {
            menu.append("<div class=\"nav-section\"><a href=\"/c/")
                    .append(i)
                    .append("\">Menu department ")
                    .append(i)
                    .append("</a><a href=\"/c/")
                    .append(i)
                    .append("/all\">Shop all of department ")
                    .append(i)
                    .append("</a></div>");
        }
        menu.append("</div>");
        String html = "<html><head><title>Sofas</title></head><body><div class=\"page\">" + INTRO
                + grid("product-grid", 8) + "</div>" + menu + "</body></html>";

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Harbour three-seat sofa number 8")
                    .doesNotContain("Menu department", "Shop all of department");
        }
    }
}
