package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class InterfaceLabelsTest {

    private static final String TEXT = "<p>The council voted on Tuesday to extend the bike lane on Main Street by two"
            + " miles, after a year of trials that cut crashes by a third.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    private static String text() {
        return Jsoup.parse(TEXT).text();
    }

    @Test
    void prune_blocksHoldingOnlyALabel_areRemoved() {
        Element content = content("<div><span>5 min read</span></div>" + TEXT
                + "<div class=share><div>Share this article</div></div><ul><li>Print This Page</li></ul>"
                + "<div>Share <a href=\"https://www.facebook.com/sharer/sharer.php?u=x\"><i class=icon></i></a></div>"
                + "<p>Showing 1\u201316 of 29 results</p>"
                + "<div class=badge>Best seller</div>"
                + "<p>\u00a9 2025 Example News. All rights reserved.</p>"
                + "<p>Tags: <a href=\"/tag/cycling\">Cycling</a>, <a href=\"/tag/city\">City</a></p>"
                + "<div><a href=\"/older\">\u2190 Previous post</a></div>");

        InterfaceLabels.prune(content);

        assertThat(content.text()).isEqualTo(text());
    }

    @Test
    void prune_aThemesLinksToThePostsBeforeAndAfter_go_butASentenceWithSuchALinkStays() {
        Element content = content(TEXT
                + "<div class=nav><div class=previous><a href=\"/2025/06/\" rel=prev><span>previous</span>"
                + "<span>Retired nurse, 84, completes her tenth charity swim</span></a></div>"
                + "<div class=next><a href=\"/2025/07/\" rel=next><span>next</span>"
                + "<span>Ambulance station to close</span></a></div></div>"
                + "<p>The council had voted on the same plan last year, as <a href=\"/2024/\" rel=prev>our earlier"
                + " story</a> reported in detail at the time.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .startsWith(text())
                .doesNotContain("Retired nurse", "Ambulance")
                .endsWith("time.");
    }

    @Test
    void prune_pointerHeadingsOverALinkToAnotherStory_goWithTheLink_butAHeadingOverTextStays() {
        String base = "https://news.example/2025/bike-lane";
        Element content = Jsoup.parse(
                        "<div id=c>" + TEXT + "<div class=nav><div class=header><h5>Previous Story</h5></div>"
                                + "<p><a href=\"/2025/boil-advisory-lifted\">Water utility lifts boil advisory</a></p>"
                                + "<h5>Next article</h5><p><a href=\"/2025/standoff\">Man arrested after standoff</a>"
                                + "</p></div><h4>Next steps</h4><p><a href=\"/apply\">Apply for a permit</a></p>"
                                + "<h4>Previous story</h4><p>It was the council's second vote on the plan.</p>"
                                + "<h5>Next story</h5><p><a href=\"https://other.example/x\">Elsewhere</a></p></div>",
                        base)
                .getElementById("c");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .startsWith(text())
                .doesNotContain("Previous Story", "boil advisory", "Next article", "standoff")
                .contains("Next steps Apply for a permit", "Previous story It was the council's", "Elsewhere");
    }

    @Test
    void prune_aVideoPlayersTitleAndRunningTime_andThePrintLine_go_butATimeInTextStays() {
        Element content = content("<div class=video><div class=poster></div><div class=meta><span>Video</span>"
                + "<h3>Top headlines for February 25</h3><span class=duration>2:01</span></div></div>" + TEXT
                + "<div class=print-line>Printable version | Nov 6, 2020 11:12:38 PM | https://news.example/a.html"
                + "</div><h3>Schedule</h3><p>The ferry leaves at <span>7:30</span> and returns at noon.</p>"
                + "<div><h4>Kick-off</h4><span>19:45</span></div>");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .startsWith(text())
                .doesNotContain("Top headlines", "2:01", "Printable version")
                .contains("Schedule The ferry leaves at 7:30 and returns at noon.", "Kick-off 19:45");
    }

    @Test
    void prune_anAdSlotsLabelInTheLanguagesOfNewsSites_goes_butTheWordInASentenceStays() {
        StringBuilder html = new StringBuilder(TEXT);
        for (String label : new String[] {
            "Anzeige",
            "Werbung",
            "Publicidad",
            "Publicité",
            "Pubblicità",
            "Publicidade",
            "Advertentie",
            "Annons",
            "Annonse",
            "Annonce",
            "Mainos",
            "Reklama"
        }) {
            html.append("<div class=slot><span>")
                    .append(label)
                    .append("</span></div>")
                    .append(TEXT);
        }
        Element content = content(html + "<p>Annons i tidningen kostar mer i år, säger förlaget.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .doesNotContain("Anzeige", "Werbung", "Publicidad", "Pubblicità", "Advertentie", "Mainos", "Reklama")
                .contains("Annons i tidningen kostar mer");
    }

    @Test
    void prune_anAdSlotsLabelWithItsNoteToScroll_goes_butASentenceSayingSoStays() {
        Element content = content(TEXT + "<div class=adWrapper><p>Advertisement - Scroll to Continue</p></div>" + TEXT
                + "<p>ADVERTISEMENT — continue reading below</p>"
                + "<p>The advertisement asked readers to scroll to continue, the regulator said on Monday.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .doesNotContain("Scroll to Continue", "continue reading below")
                .contains("The advertisement asked readers to scroll to continue");
    }

    @Test
    void prune_aPicturesCreditNamingItselfBeforeTheCopyrightSign_goes_butASentenceAboutAPhotoStays() {
        Element content = content(TEXT + "<p><strong>Image: © Silke Woweries/Getty Images</strong></p>" + TEXT
                + "<p>Photo credit: ©iStock.com/gorodenkoff, ©iStock.com/fizkes</p><p>Foto: © GEPA</p>"
                + "<p>Photo: the council's new ferry at the pier, © 2024 the harbour trust, was shown on Monday.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .doesNotContain("Getty Images", "iStock", "GEPA")
                .contains("the council's new ferry at the pier");
    }

    @Test
    void prune_aGuidesLineLinkingToItsFullReview_goes_butTheLinkInASentenceStays() {
        Element content = content(TEXT + "<p>Read our full <a href=\"/reviews/youtube-tv\">YouTube TV review</a></p>"
                + "<ul><li><a href=\"/car-reviews/kia/pv5\">Read the full Kia PV5 review</a></li></ul>" + TEXT
                + "<p><a href=\"/go/maestra\">Book a Maestra demo here</a> or <a href=\"/maestra-review\">read our full"
                + " review</a></p><p>Read our full review of the ferry timetable, which the council published in May,"
                + " before you travel.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.text())
                .doesNotContain("YouTube TV review", "Kia PV5")
                .contains("or read our full review", "Read our full review of the ferry timetable");
    }

    @Test
    void prune_linesOpeningWithTheWordCopyright_goOnlyWhenTheyReadAsANotice() {
        Element content = content(TEXT
                + "<p>Copyright 2024 The Associated Press.</p>"
                + "<p>Copyright (c) Example News</p>"
                + "<p>Copyright Getty Images</p>"
                + "<p>Copyright law protects the maps the council published.</p>"
                + "<p>Copyright holders asked the council in 2019 to take the maps down.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.select("p").eachText())
                .containsExactly(
                        text(),
                        "Copyright law protects the maps the council published.",
                        "Copyright holders asked the council in 2019 to take the maps down.");
    }

    @Test
    void prune_labelWordsInSentencesHeadingsAndLinks_stay() {
        String html = TEXT
                + "<p>Read more about the vote in our guide.</p>"
                + "<p>The trial ends in May; <a href=\"/more\">read more</a></p>"
                + "<h2>Sale</h2><p><a href=\"/sale\">Sale</a></p>"
                + "<h3>Showing 1\u201316 of 29 results</h3>"
                + "<div>Loading...</div>"
                + "<div><code>tags</code></div>"
                + "<p><span>Sale</span> prices end on Friday.</p>"
                + "<p>The maps are under copyright until 2030.</p>"
                + "<div><img src=/bridge.jpg alt=\"\"> Share</div>"
                + "<p>Copyright law protects the maps the council published.</p>";
        Element content = content(html);
        String before = content.outerHtml();

        InterfaceLabels.prune(content);

        assertThat(content.outerHtml()).isEqualTo(before);
    }

    @Test
    void prune_cardsReadMoreLinkOnALineOfItsOwn_goes_butOneInARowOfLinksStays() {
        Element card = content("<div class=card><h3><a href=\"/lane\">Bike lane extended</a></h3>"
                + "<p>The council voted on Tuesday.</p><a href=\"/lane\"><span>Read more</span></a></div>");
        Element row = content("<div class=card><h3><a href=\"/lane\">Bike lane extended</a></h3>"
                + "<p>The council voted on Tuesday.</p><a href=\"/lane\">Read more</a><a href=\"/share\">Email</a>"
                + "</div>");

        InterfaceLabels.prune(card);
        InterfaceLabels.prune(row);

        assertThat(card.text()).isEqualTo("Bike lane extended The council voted on Tuesday.");
        assertThat(row.text()).contains("Read more");
    }

    @Test
    void prune_onePostsDateLinesGo_butAThreadsRepliesKeepTheirs() {
        Element post = content(
                "<p>Published: Jul 15, 2019</p><div>Last updated on September 16th, 2023 at 09:27 am</div>" + TEXT);
        Element thread = content("<div>Posted on March 19, 2024 by Ann</div>" + TEXT
                + "<div>Posted on March 20, 2024 by Bob</div>" + TEXT
                + "<div>Updated on March 21, 2024 by Cy</div>" + TEXT);
        // A news network's line: the time of day before each date.
        Element network =
                content("<div>Published 2:12 p.m. ET June 9, 2024 | Updated 4:12 p.m. ET June 9, 2024</div>" + TEXT);
        String threadBefore = thread.outerHtml();

        InterfaceLabels.prune(post);
        InterfaceLabels.prune(thread);
        InterfaceLabels.prune(network);

        assertThat(post.text()).isEqualTo(text());
        assertThat(network.text()).isEqualTo(text());
        assertThat(thread.outerHtml()).isEqualTo(threadBefore);
    }

    @Test
    void prune_wikiSectionEditLinks_go_butAnEditLinkInASentenceStays() {
        Element content = content("<h2>History<span class=mw-editsection>[<a href=\"/e1\">edit</a> | "
                + "<a href=\"/e2\">edit source</a>]</span></h2>" + TEXT
                + "<p>Anyone may <a href=\"/e3\">edit</a> the page.</p>");

        InterfaceLabels.prune(content);

        assertThat(content.select("h2").text()).isEqualTo("History");
        assertThat(content.text()).endsWith("Anyone may edit the page.");
    }

    @Test
    void prune_onePostsViewCounter_goes_butAListingsCountersStay() {
        Element post = Jsoup.parse("<div id=c><p>The council voted to extend the bike lane by two miles.</p>"
                        + "<div class=hits><span>Read 2597 times</span></div></div>")
                .getElementById("c");
        Element shared = Jsoup.parse("<div id=c><p>The council voted to extend the bike lane by two miles.</p>"
                        + "<div class=share-count><span>854 Shares</span></div></div>")
                .getElementById("c");
        Element listing = Jsoup.parse("<div id=c><ul><li><a href=/t/1>First thread</a> <small>1,204 views</small></li>"
                        + "<li><a href=/t/2>Second thread</a> <small>88 views</small></li></ul></div>")
                .getElementById("c");

        InterfaceLabels.prune(post);
        InterfaceLabels.prune(shared);
        InterfaceLabels.prune(listing);

        assertThat(post.text()).isEqualTo("The council voted to extend the bike lane by two miles.");
        assertThat(shared.text()).isEqualTo(post.text());
        assertThat(listing.text()).contains("1,204 views", "88 views");
    }
}
