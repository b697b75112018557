package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TableOfContentsTest {

    private static final String SECTIONS = "<h2><span id=\"why\">Why service style matters</span></h2>"
            + "<p>Service is the framework that connects a restaurant's concept to its execution and margins.</p>"
            + "<h2 id=\"types\">Types of restaurant service</h2>"
            + "<p>Fine dining, casual dining and fast casual service each ask for different staff and menus.</p>"
            + "<a id=\"faq\"></a><h2>Frequently asked questions</h2>"
            + "<p>Most restaurants mix several styles, depending on the hour and on the guests they serve.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>", "https://example.org/blog/service")
                .getElementById("c");
    }

    @Test
    void prune_unnamedBoxOfLinksToTheContentsOwnHeadings_isRemoved() {
        Element content = content("<p>Intro to the article about restaurant service and how to choose one.</p>"
                + "<div class=\"lwp\"><div>toc-Contents <a href=\"#\">hide</a></div><div>"
                + "<div><a href=\"#why\"><span>1</span> <span>toc-Why it matters</span></a></div>"
                + "<div><a href=\"https://example.org/blog/service#types\">2 toc-Types</a></div>"
                + "<div><a href=\"#faq\">3 toc-FAQ</a></div></div></div>"
                + SECTIONS);

        TableOfContents.prune(content);

        assertThat(content.text())
                .contains("Intro to the article", "Types of restaurant service")
                .doesNotContain("toc-");
    }

    @Test
    void prune_linksToOtherPagesOrTooFewHeadings_stay() {
        Element elsewhere = content("<div><a href=\"https://other.example/x#why\">toc-One</a>"
                + "<a href=\"/a#types\">toc-Two</a><a href=\"/b#faq\">toc-Three</a></div>" + SECTIONS);
        Element twoLinks = content("<div><a href=\"#why\">toc-One</a> <a href=\"#types\">toc-Two</a></div>" + SECTIONS);

        for (Element content : new Element[] {elsewhere, twoLinks}) {
            TableOfContents.prune(content);

            assertThat(content.text()).contains("toc-");
        }
    }
}
