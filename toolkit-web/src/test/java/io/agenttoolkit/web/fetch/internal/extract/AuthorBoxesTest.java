package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class AuthorBoxesTest {

    private static final String ARTICLE =
            ("<p>Security starts with the basics: patch every machine within a week, turn on"
                            + " two-factor sign-in for every account, and keep offline backups that an attacker cannot reach.</p>")
                    .repeat(10);

    private static final String BOX = "<div class=\"css-0\"><img src=\"/jane.jpg\" alt=\"Jane Doe\">"
            + "<div><a href=\"/authors/jane-doe\">box-Jane Doe</a></div><div>box-Senior Editor</div>"
            + "<div>box-Jane Doe is a senior editor who has covered remote access software since 2015.</div></div>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_boxesWithTheWritersLinkedNamesRolesAndBiosAtTheEnd_areRemoved() {
        Element content = content(ARTICLE + BOX.replace("jane-doe", "john-roe") + BOX);

        AuthorBoxes.prune(content);

        assertThat(content.text()).contains("Security starts").doesNotContain("box-");
    }

    @Test
    void prune_nameInASentence_boxBeforeTheText_signedQuote_orShortPage_stay() {
        Element sentence = content(ARTICLE + "<p>I am a <a href=\"/author/jane\">box-reporter</a> at the paper.</p>");
        Element top = content(BOX + ARTICLE);
        Element quote = content(ARTICLE + "<blockquote><div>box-Our work is to build a commons.</div>"
                + "<div><a href=\"/author/ryan/\">box-Ryan, CEO</a></div></blockquote>");
        Element shortPage = content("<p>Short note.</p>" + BOX);

        for (Element content : new Element[] {sentence, top, quote, shortPage}) {
            AuthorBoxes.prune(content);

            assertThat(content.text()).contains("box-");
        }
    }

    @Test
    void prune_aBoxWhoseNameLinkSaysRelAuthor_isRemoved_whateverItsAddress() {
        String box = "<div class=itemAuthorBlock><div class=itemAuthorDetails><h3><a rel=\"author\""
                + " href=\"/news/itemlist/user/1948-jane-doe\">box-Jane Doe</a></h3>"
                + "<p>box-Jane Doe is a reporter for the Courier. Contact: jdoe@courier.example.</p></div></div>";
        Element content = content(ARTICLE + box);
        Element otherLink = content(ARTICLE + box.replace("rel=\"author\"", "rel=\"nofollow\""));

        AuthorBoxes.prune(content);
        AuthorBoxes.prune(otherLink);

        assertThat(content.text()).contains("Security starts").doesNotContain("box-");
        assertThat(otherLink.text()).contains("box-Jane Doe is a reporter");
    }
}
