package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class StandfirstsTest {

    private static final String DEK =
            "A village in Vermont went dark on purpose. What it learned about the night sky is complicated.";

    private static final String BODY = "<div id=c><p>The streetlights of Marlow went off on a Tuesday in March, and"
            + " the first thing residents noticed was the noise of the river.</p><p>The council had voted for the"
            + " switch-off after a year of complaints about the glare.</p></div>";

    private static Element restored(String head, String body, String title) {
        String html = "<head>" + head + "</head><body>" + body + "</body>";
        PageContext page = new PageContext(html, "https://news.example/story", ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse(html, "https://news.example/story"));
        page.title(title);
        Element content = page.document().getElementById("c");
        Standfirsts.restore(content, page);
        return content;
    }

    /** The page parsed, titled, and copied for soup as the pipeline does before readability changes its document. */
    private static PageContext withSoupCopy(String html, String title) {
        PageContext page = new PageContext(html, "https://news.example/story", ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse(html, "https://news.example/story"));
        page.title(title);
        page.copyForSoup();
        return page;
    }

    private static String description(String text) {
        return "<meta property=\"og:description\" content=\"" + text + "\">";
    }

    @Test
    void restore_theDekUnderTheHeadline_whenTheHeadDescribesThePageWithItsWords() {
        Element content = restored(
                description(DEK),
                "<header><h1>Lights out in Marlow</h1><p class=dek>" + DEK + "</p><span>By Eleanor Hartley</span>"
                        + "</header>" + BODY,
                "Lights out in Marlow");

        assertThat(content.child(0).text()).isEqualTo(DEK);
        assertThat(content.child(1).text()).startsWith("The streetlights of Marlow");
    }

    @Test
    void restore_aDescriptionCutShort_findsTheWholeStandfirst_afterAHeadlineInsideTheContent() {
        String cut = DEK.substring(0, 60) + "…";
        String html = "<div id=c><h1>Lights out in Marlow</h1>" + BODY.substring("<div id=c>".length());
        Element content = restored(description(cut), "<div><h2>" + DEK + "</h2></div>" + html, "Lights out in Marlow");

        // The standfirst is before the h1 here: only a block after the headline is one.
        assertThat(content.text()).doesNotContain("went dark on purpose");

        Element after = restored(
                description(cut),
                "<h1>Lights out in Marlow</h1><div><h2>" + DEK + "</h2></div>" + BODY,
                "Lights out in Marlow");

        assertThat(after.child(0).text()).isEqualTo(DEK);
    }

    @Test
    void restore_leavesTheContent_whenItHoldsTheWords_orTheBlockIsATeaserOrMoreThanTheDescription() {
        Element already = restored(
                description("The streetlights of Marlow went off on a Tuesday in March, and the first thing"),
                "<h1>Lights out</h1><p>The streetlights of Marlow went off on a Tuesday in March, and the first"
                        + " thing residents noticed was the noise of the river.</p>" + BODY,
                "Lights out in Marlow");
        Element teaser = restored(
                description(DEK), "<h1>Lights out</h1><a href=/other><p>" + DEK + "</p></a>" + BODY, "Lights out");
        Element longer = restored(
                description(DEK),
                "<h1>Lights out</h1><p>" + DEK + " Read the council's report, the residents' letters"
                        + " and the astronomers' survey in our special section.</p>" + BODY,
                "Lights out");
        Element labelOnly = restored(
                description("Local news from Marlow"), "<h1>Lights out</h1><p>Local news from Marlow</p>" + BODY, "x");

        assertThat(already.children()).hasSize(2);
        assertThat(teaser.text()).doesNotContain("went dark");
        assertThat(longer.text()).doesNotContain("went dark");
        assertThat(labelOnly.text()).doesNotContain("Local news");
    }

    @Test
    void restore_findsTheDekInTheCopyKeptForSoup_whenReadabilityDroppedTheHeaderBesideTheBody() {
        String html = "<head>" + description(DEK) + "</head><body><article><header><h1>Lights out in Marlow</h1><p>"
                + DEK + "</p></header><section>" + BODY + "</section><p>Corrections: an earlier version misspelled"
                + " the name of the river.</p></article></body>";
        PageContext page = withSoupCopy(html, "Lights out in Marlow");
        // Readability merged the body with its siblings and dropped the header, headline and dek with it.
        page.document().selectFirst("header").remove();
        Element content = page.document().selectFirst("article");

        Standfirsts.restore(content, page);

        assertThat(content.child(0).text()).isEqualTo(DEK);
        assertThat(content.text()).containsOnlyOnce("went dark on purpose");
    }

    @Test
    void restore_takesNoBlockAroundTheContentsStart_forTheDek() {
        // The description is the body's first paragraph cut short, and a dateline the stages removed from the body
        // leaves the body's text unlike it: the body's wrapper starts with the same words but is no dek.
        String lede = "Crestline Bancorp will release its financial results for the third quarter of 2024 before"
                + " the market opens on Thursday, October 24.";
        String html = "<head>" + description("DENVER, Oct. 3 -- " + lede.substring(0, 70) + "...") + "</head><body>"
                + "<h1>Crestline to announce results</h1><section id=release><div><p><span class=legend>DENVER, Oct."
                + " 3</span> -- " + lede + "</p><div id=c><p>The company will host a conference call at 10 a.m. to"
                + " discuss the results.</p></div></div></section></body>";
        PageContext page = withSoupCopy(html, "Crestline to announce results");
        page.document().selectFirst("span.legend").remove();
        Element content = page.document().selectFirst("section#release > div");

        Standfirsts.restore(content, page);

        assertThat(content.text())
                .containsOnlyOnce("Crestline Bancorp will release")
                .doesNotContain("DENVER");
    }
}
