package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

class FigureLabelsTest {

    @Test
    void prune_numberedCaptionAfterAPicture_goes_sentenceAboutAFigure_stays() {
        Document document = Jsoup.parse("<div class=imageblock><div class=content><img src=tree.png></div></div>"
                + "<div class=title>Figure 9. A commit and its tree</div>"
                + "<p>Figure 2 shows how the objects point at each other.</p>");

        FigureLabels.prune(document);

        assertThat(document.body().text()).isEqualTo("Figure 2 shows how the objects point at each other.");
        assertThat(document.select("img")).hasSize(1);
    }
}
