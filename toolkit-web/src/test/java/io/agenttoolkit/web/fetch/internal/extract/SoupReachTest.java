package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.web.extract.TraceStep;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class SoupReachTest {

    private static final String BASE = "https://example.com/news/harbour-bridge";

    private static final ExtractionOptions TRACED = new ExtractionOptions(false, true, true, true, true);

    private static final String PARAGRAPH = "<p>The council voted seven to two on Tuesday to fund the new harbour"
            + " bridge, which will carry cyclists and walkers over the inner basin from the spring of next year.</p>";

    private static String pickNote(String html) {
        Extraction extraction = HtmlExtractor.create().extract(html, BASE, HtmlExtractor.Mode.AUTO, TRACED);
        return extraction.trace().stream()
                .filter(step -> step.stage().equals("pick"))
                .map(TraceStep::note)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void extract_soupsElementHoldingReadabilitysContentAndLittleMore_isNotRun() {
        String html = "<html><body><main><article><h1>Harbour bridge approved</h1>" + PARAGRAPH.repeat(3)
                + "</article><p>Share this story</p></main></body></html>";

        assertThat(pickNote(html))
                .startsWith("readability kept, soup not tried: soup's content element holds readability's content");
    }

    @Test
    void extract_soupsElementWithMuchMoreTextThanReadabilitysProse_isRun() {
        StringBuilder list = new StringBuilder("<div class=more><h2>More from the port</h2><ul>");
        for (int i = 0; i < 12; i++) {
            list.append("<li><a href=\"/news/")
                    .append(i)
                    .append("\">Ferry timetable changes for the winter months, part ")
                    .append(i)
                    .append("</a></li>");
        }
        list.append("</ul></div>");
        String html = "<html><body><main><article><h1>Harbour bridge approved</h1>" + PARAGRAPH.repeat(3) + "</article>"
                + list + "</main></body></html>";

        assertThat(pickNote(html)).doesNotContain("soup not tried");
    }

    @Test
    void extract_soupsElementInsideReadabilitysContent_isRun_forItMayBeItsProseCore() {
        // Readability widens past the main element to the prose beside it; soup's main may be its prose core.
        String html = "<html><body><div id=page><main><h1>Harbour bridge approved</h1>" + PARAGRAPH.repeat(3)
                + "</main>" + PARAGRAPH.repeat(2) + "</div></body></html>";

        assertThat(pickNote(html)).doesNotContain("soup not tried");
    }

    @Test
    void soupContentElement_findsWhatSoupTakes_withoutMovingAnything() {
        Document document = Jsoup.parse(
                "<body><div id=a><article>First card text</article></div><div id=b><article>Second card text"
                        + "</article></div><main id=m>Main text</main></body>",
                BASE);
        String before = document.outerHtml();

        Element element = HtmlExtractor.soupContentElement(document);

        assertThat(element).isNotNull();
        assertThat(element.id()).isEqualTo("m");
        assertThat(document.outerHtml()).isEqualTo(before);
    }

    @Test
    void soupContentElement_isNull_whereSoupGathersSeveralMatches() {
        Document document = Jsoup.parse(
                "<body><div id=a><article>First card text</article></div><div id=b><article>Second card text"
                        + "</article></div></body>",
                BASE);
        String before = document.outerHtml();

        assertThat(HtmlExtractor.soupContentElement(document)).isNull();
        assertThat(document.outerHtml()).isEqualTo(before);
        assertThat(HtmlExtractor.soupContent(document).children()).hasSize(2);
    }
}
