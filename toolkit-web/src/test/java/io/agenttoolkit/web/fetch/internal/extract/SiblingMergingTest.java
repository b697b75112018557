package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class SiblingMergingTest {

    private static final String BASE = "https://example.com/thread";

    private static final String PARAGRAPH = "<p>The ferry leaves the harbour at seven, crosses the bay in forty"
            + " minutes and returns at noon; tickets are sold on board and at the kiosk by the pier.</p>";

    /** The page parsed, measured and scored, with the element with the id as the top candidate and the content. */
    private static PageContext page(String body, String top, double topScore) {
        PageContext page = new PageContext(body, BASE, ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse("<html><body>" + body + "</body></html>", BASE));
        ContentScorer.measure(page);
        ContentScorer.score(page);
        Element element = page.document().getElementById(top);
        page.top(element);
        page.content(element);
        ContentScorer.Stats stats = page.stats().get(element);
        stats.scored = true;
        stats.score = topScore;
        return page;
    }

    @Test
    void mergeSiblings_keepsSiblingProseBesideTheTop_andRemovesTheOthers() {
        PageContext page = page(
                "<div id=wrap><div id=top>" + PARAGRAPH.repeat(3) + "</div>" + PARAGRAPH
                        + "<p>Tickets cost five euros. Children ride free.</p>"
                        + "<div id=nav><a href=\"/a\">Home</a> <a href=\"/b\">Timetables</a> <a href=\"/c\">Contact</a></div>"
                        + "</div>",
                "top",
                50);

        SiblingMerging.mergeSiblings(page);

        assertThat(page.content().id()).isEqualTo("wrap");
        assertThat(page.content().getElementById("nav")).isNull();
        assertThat(page.content().text()).contains("Children ride free.");
        assertThat(page.content().children()).hasSize(3);
    }

    @Test
    void mergeSiblings_withNoSiblingThatReadsAsContent_keepsTheTopAndRemovesNothing() {
        PageContext page = page(
                "<div id=wrap><div id=top>" + PARAGRAPH.repeat(3) + "</div>"
                        + "<div id=nav><a href=\"/a\">Home</a> <a href=\"/b\">Timetables</a></div>"
                        + "<p>Short label</p></div>",
                "top",
                50);

        SiblingMerging.mergeSiblings(page);

        assertThat(page.content().id()).isEqualTo("top");
        assertThat(page.document().getElementById("nav")).isNotNull();
        assertThat(page.document().text()).contains("Short label");
    }

    @Test
    void mergeSiblings_ofAnArticleHoldingTheHeadline_keepsItAlone_thoughASiblingReadsAsProse() {
        PageContext page = page(
                "<main id=wrap><article id=top><h1>Fire forces a building's evacuation</h1>" + PARAGRAPH.repeat(3)
                        + "</article><div id=newsletter><h3>The morning bulletin</h3><p>Get the most important news of"
                        + " the city and the province in your inbox every morning, before work.</p></div>"
                        + "<div id=weather><h3>Weather</h3><p>Sunday windy, 18 degrees. Monday sunny, 25 degrees."
                        + " Tuesday cloudy.</p></div></main>",
                "top",
                50);

        SiblingMerging.mergeSiblings(page);

        assertThat(page.content().id()).isEqualTo("top");
        assertThat(page.content().text()).doesNotContain("morning bulletin").doesNotContain("Weather");
    }

    @Test
    void mergeSiblings_ofAnArticleHoldingTheHeadline_stillTakesItsTwins_aThreadsOtherPosts() {
        PageContext page = page(
                "<div id=wrap><article id=top class=post><h1>Which ferry for a bike?</h1>" + PARAGRAPH.repeat(2)
                        + "</article><article id=reply class=post>" + PARAGRAPH.repeat(2) + "</article>"
                        + "<div id=box><p>Get the most important news of the city in your inbox every morning,"
                        + " before work, with our bulletin.</p></div></div>",
                "top",
                50);
        score(page, "reply", 40);

        SiblingMerging.mergeSiblings(page);

        assertThat(page.content().id()).isEqualTo("wrap");
        assertThat(page.content().getElementById("reply")).isNotNull();
        assertThat(page.content().getElementById("box")).isNull();
    }

    @Test
    void mergeSiblings_keepsAScoredSiblingOverTheThreshold_only() {
        PageContext page = page(
                "<div id=wrap><div id=top>" + PARAGRAPH.repeat(3) + "</div>"
                        + "<div id=strong><a href=\"/x\">A linked block that scored well</a></div>"
                        + "<div id=weak><a href=\"/y\">A linked block that scored badly</a></div></div>",
                "top",
                50);
        score(page, "strong", 10);
        score(page, "weak", 9);

        SiblingMerging.mergeSiblings(page);

        assertThat(page.content().id()).isEqualTo("wrap");
        assertThat(page.content().getElementById("strong")).isNotNull();
        assertThat(page.content().getElementById("weak")).isNull();
    }

    @Test
    void withOpeningPost_movesToTheAncestorAThreadsOpeningPostPrecedes_butNotForAnAside() {
        String body = "<div class=post-body>" + PARAGRAPH + "</div>";
        PageContext thread = page(
                "<div id=page><div id=opening>" + body + "</div><div id=main><div id=replies>" + body + body + body
                        + "</div></div></div>",
                "replies",
                50);
        PageContext aside = page(
                "<div id=page><div id=about><div class=about>" + PARAGRAPH + "</div></div>"
                        + "<div id=main><div id=replies>" + body + body + body + "</div></div></div>",
                "replies",
                50);

        SiblingMerging.withOpeningPost(thread);
        SiblingMerging.withOpeningPost(aside);

        assertThat(thread.content().id()).isEqualTo("main");
        assertThat(aside.content().id()).isEqualTo("replies");
    }

    @Test
    void wholeTable_takesTheTableOfARowOrBody_andLeavesOtherContent() {
        PageContext row = page(
                "<table id=t><thead><tr><th>Day</th></tr></thead><tbody id=b><tr><td>Monday</td></tr>"
                        + "</tbody></table>",
                "b",
                50);
        PageContext div = page("<div id=d>" + PARAGRAPH + "</div>", "d", 50);

        SiblingMerging.wholeTable(row);
        SiblingMerging.wholeTable(div);

        assertThat(row.content().id()).isEqualTo("t");
        assertThat(div.content().id()).isEqualTo("d");
    }

    private static void score(PageContext page, String id, double score) {
        ContentScorer.Stats stats = page.stats().get(page.document().getElementById(id));
        stats.scored = true;
        stats.score = score;
    }
}
