package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TrailingLinkBlocksTest {

    private static final String BASE = "https://www.news.example.com/politics/2025/budget-vote";

    private static String paragraph(int index) {
        return "<p>Paragraph " + index + " reports how the council voted on the budget, who spoke against it and"
                + " what the new rates mean for the schools and the library next year.</p>";
    }

    /** A grid of teaser cards: pictures and headlines, each one link, no list markup. */
    private static String cards(String host) {
        StringBuilder html = new StringBuilder("<div class=grid>");
        for (String slug : new String[] {"mayor-race", "bridge-repairs", "school-lunches", "tram-line"}) {
            html.append("<div class=card><a href=\"https://")
                    .append(host)
                    .append("/local/")
                    .append(slug)
                    .append("\"><img src=\"/i/")
                    .append(slug)
                    .append(".jpg\"><span>teaser ")
                    .append(slug)
                    .append(" headline of another story</span></a></div>");
        }
        return html.append("</div>").toString();
    }

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>", BASE).getElementById("c");
    }

    @Test
    void prune_gridOfLinksToTheSitesOtherStoriesAfterTheArticle_goesWithItsLabel() {
        Element content = content(paragraph(1) + paragraph(2) + paragraph(3) + paragraph(4)
                + "<section><h3>Watch next</h3>" + cards("news.example.com") + "</section>");

        TrailingLinkBlocks.prune(content);

        assertThat(content.text()).contains("Paragraph 1", "Paragraph 4").doesNotContain("teaser", "Watch next");
    }

    @Test
    void prune_linksToOtherSites_blocksWithText_blocksInTheMiddle_aListing_andLinksIntoOnePagesSections_stay() {
        Element otherSites = content(paragraph(1) + paragraph(2) + paragraph(3) + paragraph(4) + cards("github.com"));
        Element middle = content(paragraph(1) + paragraph(2) + cards("news.example.com") + paragraph(3));
        Element listing = content("<p>Local news</p>" + cards("news.example.com"));
        Element described = content(paragraph(1) + paragraph(2) + paragraph(3) + paragraph(4)
                + "<div><p>Sources: <a href=\"/a\">teaser a</a>, <a href=\"/b\">teaser b</a> and <a href=\"/c\">teaser"
                + " c</a>, which the council published with the minutes of the meeting and its annexes.</p></div>");
        Element sections = content(paragraph(1) + paragraph(2) + paragraph(3) + paragraph(4)
                + "<div><a href=\"/start#online\">teaser online</a><a href=\"/start#invoices\">teaser invoices</a>"
                + "<a href=\"/start#tips\">teaser tips</a></div>");
        Element lastEntry = content("<div class=\"entry entry-1\"><p>" + "entry text of a long thread, ".repeat(20)
                + "</p></div>" + "<div class=\"entry entry-2\">" + cards("news.example.com") + "</div>");

        for (Element content : new Element[] {otherSites, middle, listing, described, sections, lastEntry}) {
            TrailingLinkBlocks.prune(content);

            assertThat(content.text()).contains("teaser");
        }
    }

    @Test
    void site_keepsTheLastTwoLabels_orThreeUnderACountrysRegistry() {
        assertThat(TrailingLinkBlocks.site("https://www.news.example.com/a")).isEqualTo("example.com");
        assertThat(TrailingLinkBlocks.site("https://www.bbc.co.uk/news/1")).isEqualTo("bbc.co.uk");
        assertThat(TrailingLinkBlocks.site("mailto:desk@example.com")).isNull();
    }
}
