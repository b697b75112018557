package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TrailingLinkListsTest {

    private static final String BASE = "https://blog.example.com/posts/woodworking";

    private static String paragraph(int index) {
        return "<p>Paragraph " + index + " explains, step by step, how the shelf was cut, sanded and finished, and"
                + " which wood and which stain worked best for a small room with little light.</p>";
    }

    private static String strip(String host) {
        return "<ul><li><a href=\"https://" + host + "/craft-room\">strip-craft-room</a></li>"
                + "<li><a href=\"https://" + host + "/peel-and-stick\">strip-peel-and-stick</a></li>"
                + "<li><a href=\"https://" + host + "/screen-print\">strip-screen-print</a></li></ul>";
    }

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>", BASE).getElementById("c");
    }

    @Test
    void prune_listOfLinksToTheSitesOtherPagesThatEndsTheContent_goesWithItsHeading() {
        Element content = content(paragraph(1) + paragraph(2) + paragraph(3) + "<div><h2>More Home Decor</h2></div>"
                + "<div>" + strip("www.blog.example.com") + "</div>");

        TrailingLinkLists.prune(content);

        assertThat(content.text()).contains("Paragraph 1", "Paragraph 3").doesNotContain("strip-", "More Home Decor");
    }

    @Test
    void prune_linksToOtherSites_listsInTheMiddle_itemsWithText_andAListThatIsTheContent_stay() {
        Element sources = content(paragraph(1) + paragraph(2) + "<h2>Links</h2>" + strip("github.com"));
        Element middle = content(paragraph(1) + strip("blog.example.com") + paragraph(2));
        String described = "<ul><li><a href=\"/a\">strip-a</a> how the first shelf was built</li>"
                + "<li><a href=\"/b\">strip-b</a></li><li><a href=\"/c\">strip-c</a></li></ul>";
        Element withText = content(paragraph(1) + paragraph(2) + described);
        Element listing = content("<p>Posts</p>" + strip("blog.example.com"));

        for (Element content : new Element[] {sources, middle, withText, listing}) {
            TrailingLinkLists.prune(content);

            assertThat(content.text()).contains("strip-");
        }
        assertThat(sources.text()).contains("Links");
    }
}
