package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class AdjacentLinksTest {

    @Test
    void separate_linksSideBySide_getASpace_linksWithTextBetweenStayAsTheyAre() {
        Element content = Jsoup.parse("<div><p><a href=/a>Action</a><a href=/b>Adventure</a></p>"
                        + "<p><a href=/c>Red</a>, <a href=/d>Blue</a></p></div>")
                .selectFirst("div");

        AdjacentLinks.separate(content);

        assertThat(content.select("p").get(0).text()).isEqualTo("Action Adventure");
        assertThat(content.select("p").get(1).text()).isEqualTo("Red, Blue");
    }
}
