package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TrailingTeasersTest {

    private static final String BASE = "https://example.com/services/moving.html";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    private static String paragraphs(int count) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append("<p>Paragraph ")
                    .append(i)
                    .append(" of the service page explains, in plain words, how the team plans a long move, packs")
                    .append(" the rooms, loads the truck and delivers every box on the agreed day.</p>");
        }
        return text.toString();
    }

    private static String card(String slug, String title) {
        return "<div class=card><h5><a href=\"https://example.com/resources/" + slug + "\">" + title + "</a></h5>"
                + "<p>A short blurb about " + title.toLowerCase() + ".</p><p>March 5, 2025</p></div>";
    }

    private static String page(String content) {
        return "<html><head><title>Long Distance Moving</title></head><body><main><h1>Long Distance Moving</h1>"
                + content + "</main></body></html>";
    }

    @Test
    void extract_stripOfLinkedCardsEndingThePage_isDropped() {
        String html = page(paragraphs(6) + "<h2>Helpful moving resources</h2>"
                + card("pricing", "Movers Pricing Explained") + card("storage", "Storage Costs During a Move")
                + card("packing", "The Ultimate Packing Tips"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("# Long Distance Moving", "Paragraph 5 of the service page");
        assertThat(markdown)
                .doesNotContain("Helpful moving resources", "Movers Pricing Explained", "The Ultimate Packing Tips");
    }

    @Test
    void extract_linkedCardsWithASectionAfterThem_areKept() {
        String html = page(paragraphs(6) + "<h2>Helpful moving resources</h2>"
                + card("pricing", "Movers Pricing Explained") + card("storage", "Storage Costs During a Move")
                + card("packing", "The Ultimate Packing Tips")
                + "<h2>Get your free moving estimate</h2>"
                + "<p>Call our moving consultants today to plan your long distance move with a free estimate.</p>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("Movers Pricing Explained", "The Ultimate Packing Tips");
    }

    @Test
    void extract_listingOfLinkedCards_isKept() {
        StringBuilder cards = new StringBuilder("<p>The latest articles from our moving blog.</p>");
        for (int i = 0; i < 8; i++) {
            cards.append(card("post-" + i, "Moving guide number " + i + " for families"));
        }

        String markdown = extractor.extract(page(cards.toString()), BASE).markdown();

        assertThat(markdown).contains("Moving guide number 0 for families", "Moving guide number 7 for families");
    }

    @Test
    void dropTrailingStrip_sectionAnchorHeadingsAndTwoCards_areKept() {
        String text = "# Title\n\n" + "Some words of the page text. ".repeat(40) + "\n\n";
        String anchors = text + "## [Specifications](https://example.com/page#specifications)\n\nSpec table\n\n"
                + "## [Browser compatibility](https://example.com/page#compat)\n\n"
                + "## [See also](https://example.com/page#see_also)\n\n* a link\n";
        String twoCards = text + "### [First post](https://example.com/first)\n\nBlurb\n\n"
                + "### [Second post](https://example.com/second)\n\nBlurb\n";

        assertThat(TrailingTeasers.dropTrailingStrip(anchors)).isEqualTo(anchors);
        assertThat(TrailingTeasers.dropTrailingStrip(twoCards)).isEqualTo(twoCards);
    }

    @Test
    void words_leaveLinkTargetsOut() {
        assertThat(TrailingTeasers.words("### [Movers Pricing](https://example.com/a-b-c) and more"))
                .isEqualTo(4);
    }
}
