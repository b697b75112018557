package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class ContentScorerTest {

    /** A story's paragraph of about 150 characters, with two commas. */
    private static String sentence(int i) {
        return "Paragraph " + i + " of the story: deputies stopped the car on Highway 38, north of Tipton,"
                + " after a chase that reached more than 100 mph on Saturday night.";
    }

    /** A story body that writes its paragraphs between double breaks, in a block of its own (ids name no content). */
    private static String breakBody(String id, int paragraphs) {
        StringBuilder html = new StringBuilder("<div id=" + id + ">");
        for (int i = 0; i < paragraphs; i++) {
            html.append(sentence(i)).append("<br><br>");
        }
        return html.append("</div>").toString();
    }

    /** A sidebar of widgets, each a short paragraph, in the page's wrapper beside the story. */
    private static String widgets(int count) {
        StringBuilder html = new StringBuilder();
        for (int i = 0; i < count; i++) {
            html.append("<div><p>Widget ")
                    .append(i)
                    .append(": the weather and the notices of the county this week.</p></div>");
        }
        return html.toString();
    }

    private static PageContext scored(String body, String address, boolean declared) {
        PageContext page = new PageContext(body, address, ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse("<html><body>" + body + "</body></html>", address));
        page.declaredArticle(declared);
        page.headlineAddress(ArticlePages.hasHeadlineAddress(address));
        ContentScorer.measure(page);
        ContentScorer.score(page);
        ContentScorer.pickTop(page);
        return page;
    }

    @Test
    void pickTop_aStoryWrittenBetweenDoubleBreaks_outscoresTheWrapperOfItsSidebarWidgets() {
        String page = "<div id=w>" + breakBody("s1", 5) + widgets(12) + "</div>";

        PageContext story = scored(page, "https://courier.example/news/man-charged-after-chase", false);

        assertThat(story.top().id()).isEqualTo("s1");
    }

    @Test
    void pickTop_breakParagraphsScoreOneByOne_onlyOnALikelyStoryWithOneSuchBlock() {
        String page = "<div id=w>" + breakBody("s1", 5) + widgets(12) + "</div>";
        // A forum's post has no headline address and declares no article.
        PageContext forum = scored(page, "https://forum.example/showthread.php?t=186269", false);
        // A thread whose posts are all written so: each post scores as one paragraph, as on any other page.
        String thread = "<div id=w><div class=post>" + breakBody("p1", 5) + "</div><div class=post>"
                + breakBody("p2", 3) + "</div>" + widgets(12) + "</div>";
        PageContext asStory = scored(thread, "https://forum.example/threads/hiking-trails-in-california", true);
        PageContext asOther = scored(thread, "https://forum.example/showthread.php?t=201", false);

        assertThat(forum.top().id()).isEqualTo("w");
        for (String post : new String[] {"p1", "p2"}) {
            assertThat(asStory.stats().get(asStory.document().getElementById(post)).score)
                    .isEqualTo(asOther.stats().get(asOther.document().getElementById(post)).score);
        }
    }

    @Test
    void pickTop_aParagraphWhoseLinesAreSoSeparated_staysOneParagraphOfItsParent() {
        String html = "<div id=s1><h3>First trial of the device</h3><p id=lines>" + sentence(1) + "<br><br>"
                + sentence(2) + "<br><br>" + sentence(3) + "</p><p>" + sentence(4) + "</p></div>" + widgets(2);

        PageContext story = scored(html, "https://news.example/news/new-robot-samples-blood", true);

        assertThat(story.top().id()).isEqualTo("s1");
    }
}
