package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class BylinesTest {

    /** A paragraph of prose: more than the 200 letters (whitespace left out) at which the top of the content ends. */
    private static final String PROSE = "<p>Researchers followed four thousand adults for a decade and found that those"
            + " who walked at least seven thousand steps a day had a markedly lower risk of heart disease than those"
            + " who walked fewer, regardless of how fast they walked, how old they were or where they lived.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_bylineLinesAboveTheFirstParagraph_areRemoved() {
        Element content = content("<div><span>By Elle Penner, R.D. | December 19, 2025</span></div>"
                + "<p>Reviewed by <a href=\"/experts/kim\">Dr. Kim Lee</a></p>" + PROSE);

        Bylines.prune(content);

        assertThat(content.text()).doesNotContain("Elle Penner", "Kim Lee").startsWith("Researchers followed");
        assertThat(content.select("p")).hasSize(1);
    }

    @Test
    void prune_emptyAuthorSlotWithADate_isRemoved() {
        Element content = content("<p>by | Apr 21, 2025</p>" + PROSE);

        Bylines.prune(content);

        assertThat(content.text()).startsWith("Researchers followed").doesNotContain("Apr 21");
    }

    @Test
    void prune_aDateLineOfTimeElementsAndLabels_isRemoved_butASentenceWithADateStays() {
        Element dated = content("<p class=article-dates><span>Posted:</span> <time datetime=2024-02-20>Feb 20, 2024 /"
                + " 06:15 AM CST</time> <span>Updated:</span> <time>Feb 20, 2024 / 07:50 AM CST</time></p>" + PROSE);
        Element sentence =
                content("<p>The council meets again on <time>March 3</time> to vote on the plan.</p>" + PROSE);

        Bylines.prune(dated);
        Bylines.prune(sentence);

        assertThat(dated.text()).startsWith("Researchers followed").doesNotContain("Posted", "Feb 20");
        assertThat(sentence.text()).startsWith("The council meets again on March 3");
    }

    @Test
    void prune_bylinesInTheLanguagesOfNewsSites_go_butSentencesOpeningWithTheSameWordsStay() {
        for (String byline : new String[] {
            "Von Katrin Neumann",
            "écrit par <a href=/author/cb>Camille Bertrand</a>",
            "Por Maria Souza",
            "Napisane przez <a href=/u/tw>Tomasz Wiśniewski</a>",
            "door Anouk de Vries"
        }) {
            Element content = content("<p>" + byline + "</p>" + PROSE);

            Bylines.prune(content);

            assertThat(content.text()).as(byline).startsWith("Researchers followed");
        }
        Element sentence =
                content("<p>Por la mañana, the road stays closed.</p><p>Par exemple, la mairie.</p>" + PROSE);

        Bylines.prune(sentence);

        assertThat(sentence.text()).startsWith("Por la mañana");
    }

    @Test
    void prune_linesThatOnlyStartWithBy_headingsAndLinks_stay() {
        String html = "<h2>By Fair Means</h2>"
                + "<p>By now, most readers know the advice.</p>"
                + "<p>By 2030, half of all cars sold will be electric.</p>"
                + "<p>By Jane Doe. This guide contains the latest research.</p>"
                + "<li>By Jane Doe</li>"
                + "<a href=\"/authors/jane\">By Jane Doe</a>"
                + PROSE;
        Element content = content(html);
        String before = content.outerHtml();

        Bylines.prune(content);

        assertThat(content.outerHtml()).isEqualTo(before);
    }

    @Test
    void prune_bylineAfterTheFirstParagraphOfProse_stays() {
        Element content = content(PROSE + "<p>By Daryl Austin</p>");

        Bylines.prune(content);

        assertThat(content.text()).endsWith("By Daryl Austin");
    }

    @Test
    void prune_bylineBelowMoreThanSixHundredCharactersOfCaptions_stays() {
        String caption = "<figure><img src=\"/a.jpg\"><figcaption>A walker crosses the old stone bridge over the"
                + " river at dawn, with the hills behind her still in the mist.</figcaption></figure>";
        Element content = content(caption.repeat(6) + "<p>By Daryl Austin</p>" + PROSE);

        Bylines.prune(content);

        assertThat(content.text()).contains("By Daryl Austin");
    }

    @Test
    void prune_threeBylinesAtTheTop_areAListingsAndAllStay() {
        Element content = content("<h3>First post</h3><p>By Ann Smith</p>"
                + "<h3>Second post</h3><p>By Bob Jones</p>"
                + "<h3>Third post</h3><p>By Cy Young</p>" + PROSE);

        Bylines.prune(content);

        assertThat(content.text()).contains("By Ann Smith", "By Bob Jones", "By Cy Young");
    }

    @Test
    void isByline_namesAndRolesAreBylines_sentencesAndLowerCaseWordsAreNot() {
        assertThat(Bylines.isByline("By Daryl Austin")).isTrue();
        assertThat(Bylines.isByline("By: Nina Pineda")).isTrue();
        assertThat(Bylines.isByline("Edited by: Sam Park")).isTrue();
        assertThat(Bylines.isByline("Medically reviewed by Jo Ng, MD")).isTrue();
        assertThat(Bylines.isByline("ByJane Doe")).isTrue();

        assertThat(Bylines.isByline("By now, most readers know")).isFalse();
        assertThat(Bylines.isByline("By 2030, half of all cars")).isFalse();
        assertThat(Bylines.isByline("By Knauf. This guide post contains the facts"))
                .isFalse();
        assertThat(Bylines.isByline("By Jane Doe, who has covered the courts for twenty years and the city council"))
                .isFalse();
        assertThat(Bylines.isByline("Stand by me")).isFalse();
        assertThat(Bylines.isByline("By Loading...")).isFalse();
    }

    @Test
    void prune_aWritersNameOverTheNewsroomLine_andANameLinkedToAStaffPage_goWithTheSitesMetadata() {
        String head = "<head><meta property=\"og:site_name\" content=\"UKB News\"></head>";
        String bbc = head + "<body><div id=c><div class=byline><div><time>24 March 2024</time></div>"
                + "<div><div><span>Ellie Harding</span></div><div><span>UKB News, Fenmoor</span></div></div></div>"
                + PROSE + "</div></body>";
        String gannett = head.replace("UKB News", "Millbrook Register") + "<body><div id=c><div class=by>"
                + "<a href=\"/staff/2640/jordan-pike/\">Jordan Pike</a><div>Millbrook Register</div></div>" + PROSE
                + "</div></body>";
        for (String html : new String[] {bbc, gannett}) {
            PageContext page = new PageContext(html, "https://news.example/story", ExtractionOptions.DEFAULTS);
            page.document(Jsoup.parse(html, "https://news.example/story"));
            Element content = page.document().getElementById("c");

            Bylines.prune(content, page);

            assertThat(content.text()).startsWith("Researchers followed");
        }
    }

    @Test
    void prune_withoutTheSitesName_theNewsroomLineStays_andASentenceNamingTheSiteStays() {
        String html = "<head><meta property=\"og:site_name\" content=\"UKB News\"></head><body><div id=c>"
                + "<p>UKB News, Fenmoor, first reported the rescue on Saturday.</p>" + PROSE + "</div></body>";
        PageContext page = new PageContext(html, "https://news.example/story", ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse(html, "https://news.example/story"));
        Element content = page.document().getElementById("c");
        Element without =
                content("<div><span>Ellie Harding</span></div><div><span>UKB News, Fenmoor</span></div>" + PROSE);

        Bylines.prune(content, page);
        Bylines.prune(without);

        assertThat(content.text()).startsWith("UKB News, Fenmoor, first reported");
        assertThat(without.text()).startsWith("Ellie Harding UKB News, Fenmoor");
    }

    @Test
    void prune_aBareDateUnderTheTitle_goesOnADeclaredArticle_andADrupalSubmittedByLineGoesEverywhere() {
        String article = "<head><meta property=\"og:type\" content=\"article\"></head><body><div id=c>"
                + "<p>February 20, 2024 at 1:15 p.m.</p>" + PROSE + "</div></body>";
        PageContext page = new PageContext(article, "https://news.example/story", ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse(article, "https://news.example/story"));
        page.declaredArticle(true);
        Element declared = page.document().getElementById("c");
        Element event = content("<p>10 April 2025</p>" + PROSE);
        Element submitted = content("<div>Submitted by Gazette staff on January 31, 2024 at 3:00 p.m.</div>" + PROSE);

        Bylines.prune(declared, page);
        Bylines.prune(event);
        Bylines.prune(submitted);

        assertThat(declared.text()).startsWith("Researchers followed");
        assertThat(event.text()).startsWith("10 April 2025");
        assertThat(submitted.text()).startsWith("Researchers followed");
        for (String date : new String[] {"8 de março de 2024, 15:00", "Thursday, April 18, 2024", "12. März 2024"}) {
            assertThat(Bylines.isBareDate(date)).as(date).isTrue();
        }
        assertThat(Bylines.isBareDate("April 18, 2024: the council votes")).isFalse();
    }

    @Test
    void prune_aThemesHeaderBlock_isReadLineByLine_andAStaffLinkGoes() {
        Element content = content("<div class=post-header><header><h1>Water main break floods intersection</h1>"
                + "<div class=meta><div class=author><div class=by>By</div> <a href=\"/author/staff-report/\">Staff"
                + " Report</a></div><span class=date><time datetime=2024-08-07>August 7, 2024</time></span></div>"
                + "</header></div>" + PROSE);

        Bylines.prune(content);

        assertThat(content.text()).doesNotContain("Staff Report", "August 7").contains("Water main break");
    }
}
