package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ArticleEdgesTest {

    private static final String PAGE = "https://news.example/city/harbour-bridge";

    private static final String PARAGRAPH = "<p>The city council voted on Tuesday to fund the harbour bridge that"
            + " residents have asked for since the old ferry stopped running in the spring of last year.</p>";

    private static final String STORY = "<div class=body>" + PARAGRAPH.repeat(4) + "</div>";

    private static final String TAGS = "<h3>Topics</h3><div class=t><a href=/tag/council>Council</a>"
            + " <a href=/tag/harbour>Harbour</a> <a href=/tag/transport>Transport</a></div>";

    private static final String PREVIOUS_NEXT = "<div class=n>Previous: <a href=/city/tram-delayed>Tram line"
            + " delayed again</a> Next: <a href=/city/winter-market>Mayor opens the winter market</a></div>";

    private static String pruned(String html) {
        Element content = Jsoup.parse("<html><body><div id=c>" + html + "</div></body></html>", PAGE)
                .getElementById("c");
        ArticleEdges.prune(content);
        return content.text();
    }

    @Test
    void siteLinksAfterTheStory_goWithTheirHeading() {
        String text = pruned(STORY + TAGS + PREVIOUS_NEXT);

        assertThat(text).contains("harbour bridge").doesNotContain("Topics", "Council Harbour", "Tram line");
    }

    @Test
    void linksToTheSitesSubdomains_areTheSites() {
        // The subdomain's link is most of the block's text: by host alone it would not be the site's navigation.
        String sections = "<div class=s><a href=https://sport.news.example/football>Football results and tables"
                + " from the weekend</a> <a href=https://www.news.example/weather>Weather</a></div>";

        assertThat(pruned(STORY + sections)).contains("harbour bridge").doesNotContain("Football", "Weather");
    }

    @Test
    void siteBlocksBeforeTheStory_go_paragraphsAndTheTitleStay() {
        String menu = "<ul><li><a href=/city>City</a></li><li><a href=/port>Port</a></li>"
                + "<li><a href=/sport>Sport</a></li></ul>";
        String ticker = "<div class=tick>Breaking: <a href=/city/tram-delayed>Tram line delayed again</a></div>";
        String lead = "<p>Read <a href=/city/bridge-plan>the full plan for the harbour bridge</a> first.</p>";
        String title = "<div class=head><h1><a href=/city/harbour-bridge>Council approves the bridge</a></h1></div>";
        String byline = "<div class=meta><span>Dec 08, 2025</span><span>by</span><span>Ann Example</span>"
                + "<span>Share</span></div>";
        String h2Title = "<div class=head2><h2>The bridge in numbers</h2><span>Dec 08</span><span>by</span>"
                + "<span>Ann</span><span>City desk</span></div>";

        String text = pruned(menu + title + ticker + byline + h2Title + lead + STORY);

        assertThat(text)
                .doesNotContain("City Port Sport", "Tram line", "Ann Example")
                .contains(
                        "Council approves the bridge",
                        "The bridge in numbers",
                        "the full plan for the harbour bridge",
                        "harbour bridge");
    }

    @Test
    void theWritersOwnTail_stays() {
        // Sources on other sites, a footnote pointing back into the page, a line of text without links.
        String sources = "<ul><li><a href=https://council.example/minutes/2026-03>Minutes of the council meeting"
                + "</a></li><li><a href=https://port.example/plan>The port's harbour plan</a></li></ul>";
        String footnote = "<div class=fn><a href=#ref-1>1</a> <a href=/city/bridge-history>The first bridge plan"
                + " of 1998</a></div>";
        String credit = "<p>Reporting by Ann Example; editing by Bo Example.</p>";

        assertThat(pruned(STORY + sources + footnote + credit))
                .contains("Minutes of the council meeting", "The first bridge plan", "Reporting by Ann");
    }

    @Test
    void blocksOfMereFragmentsAfterTheStory_go_sentencesListsAndPicturesStay() {
        String card = "<div class=author><span>Author</span><b>Ann Example</b><span>Co-Founder &amp; COO</span>"
                + "<span>@annexample</span></div>";
        String contact = "<section><h4>Contact</h4><div>Press office</div><div>0228 - 8491 - 4444</div>"
                + "<div>Konstantinstrasse 110, 53179 Bonn</div></section>";
        assertThat(pruned(STORY + card + contact)).contains("harbour bridge").doesNotContain("Ann Example", "Bonn");

        String sentence = "<div><span>Note</span><span>Corrected</span><span>on</span><span>Friday:</span>"
                + "<span>an earlier version of this story gave the wrong year for the first bridge plan.</span></div>";
        String ingredients = "<div><ul><li>200 g flour</li><li>1 egg</li><li>Salt</li><li>Milk</li></ul></div>";
        String credits = "<div><img src=/p.jpg alt=''><span>Photo</span><span>Ann</span><span>Text</span>"
                + "<span>Bo</span></div>";
        assertThat(pruned(STORY + sentence + ingredients + credits))
                .contains("wrong year", "200 g flour", "PhotoAnnTextBo");
    }

    @Test
    void siteBoxesBetweenTheStorysParagraphs_go_theWritersListsParagraphsAndDocumentsStay() {
        String featured = "<aside><h4>Featured articles</h4><div><a href=/city/tram-delayed>Tram line delayed"
                + " again</a></div><div><a href=/city/winter-market>Mayor opens the winter market</a></div></aside>";
        String guides = "<ul><li><a href=/guides/ferry>Our ferry timetable guide</a></li>"
                + "<li><a href=/guides/parking>Where to park by the harbour</a></li></ul>";
        String sentence = "<p>See <a href=/city/bridge-plan>the plan</a> and <a href=/city/bridge-map>the map</a>.</p>";
        String documents = "<div><a href=/files/bridge-plan.pdf>Bridge plan (PDF)</a>"
                + " <a href=/files/Bridge-Costs.XLSX>Bridge costs</a></div>";

        String text = pruned("<div class=body>" + PARAGRAPH + featured + PARAGRAPH + PREVIOUS_NEXT + PARAGRAPH + guides
                + sentence + documents + PARAGRAPH + "</div>");

        assertThat(text)
                .doesNotContain("Featured articles", "Tram line delayed again", "winter market")
                .contains("Our ferry timetable guide", "the plan and the map", "Bridge plan (PDF)", "Bridge costs");
    }

    @Test
    void shortStories_andTailsThatOutweighTheStory_areLeftAlone() {
        // One paragraph is no story yet (two are: a short news item's tags go).
        assertThat(pruned("<div>" + PARAGRAPH + "</div>" + TAGS)).contains("Council Harbour");
        assertThat(pruned("<div>" + PARAGRAPH.repeat(2) + "</div>" + TAGS)).doesNotContain("Council Harbour");
        StringBuilder roundup = new StringBuilder("<ul>");
        for (int i = 0; i < 12; i++) {
            roundup.append("<li><a href=/recipes/")
                    .append(i)
                    .append(">Sticky air fryer chicken thighs, recipe ")
                    .append(i)
                    .append("</a></li>");
        }
        roundup.append("</ul>");
        assertThat(pruned(STORY + roundup)).contains("Sticky air fryer chicken thighs, recipe 11");
    }
}
