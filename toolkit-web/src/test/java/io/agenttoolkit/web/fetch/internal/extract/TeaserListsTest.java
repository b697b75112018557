package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TeaserListsTest {

    private static final String PAGE = "https://news.example/city/harbour-bridge";

    private static final String PARAGRAPH = "<p>The city council voted on Tuesday to fund the harbour bridge that"
            + " residents have asked for since the old ferry stopped running in the spring of last year.</p>";

    private static String teaser(int i, String href) {
        return "<li><span>12.03.2026</span> <a href=\"" + href + "\">Tram line delayed again, story " + i + "</a>"
                + " The tender was challenged in court by a losing bidder.</li>";
    }

    private static String teasers(String... hrefs) {
        StringBuilder list = new StringBuilder("<h3>Latest</h3><ul>");
        for (int i = 0; i < hrefs.length; i++) {
            list.append(teaser(i, hrefs[i]));
        }
        return list.append("</ul>").toString();
    }

    private static String sameSite() {
        return teasers("https://news.example/city/tram", "https://www.news.example/port/ferry", "/city/market");
    }

    private static Element content(String html) {
        return Jsoup.parse("<html><body><div id=c>" + html + "</div></body></html>", PAGE)
                .getElementById("c");
    }

    private static String pruned(String html) {
        Element content = content(html);
        TeaserLists.prune(content);
        return content.text();
    }

    @Test
    void teaserListAfterTheStory_goesWithItsHeading() {
        String text = pruned(PARAGRAPH.repeat(4) + sameSite());

        assertThat(text).contains("harbour bridge").doesNotContain("Latest", "Tram line");
    }

    @Test
    void storyWrittenInDivs_countsAsAStory_soTheLongerListAfterItGoes() {
        String divs = PARAGRAPH.replace("<p>", "<div>").replace("</p>", "</div>");
        String longTeasers = sameSite().replace("</ul>", teaser(3, "/city/a") + teaser(4, "/city/b") + "</ul>");

        assertThat(pruned(divs.repeat(2) + longTeasers))
                .contains("harbour bridge")
                .doesNotContain("Tram line");
        // A div that wraps blocks is no paragraph: under it, the list is most of the content and stays.
        assertThat(pruned("<div><div><span>x</span></div>" + divs.repeat(2).replace("<div>", "<div><div></div>")
                        + "</div>" + longTeasers))
                .contains("Tram line");
    }

    @Test
    void listFollowedByMoreOfTheStory_stays() {
        assertThat(pruned(PARAGRAPH.repeat(3) + sameSite() + PARAGRAPH)).contains("Tram line");
    }

    @Test
    void listsThatAreNoTeasers_stay() {
        // Links to other sites (sources), too few items, titles that are no headlines, a link back to this page,
        // mixed item tags, long blurbs.
        String story = PARAGRAPH.repeat(6);
        assertThat(pruned(story + teasers("https://other.example/a", "https://other.example/b", "https://o.example/c")))
                .contains("Tram line");
        assertThat(pruned(story + teasers("/city/a", "/city/b"))).contains("Tram line");
        assertThat(pruned(story + "<ul>" + "<li><a href=/city/x>More</a> on the harbour and the ferry.</li>".repeat(3)
                        + "</ul>"))
                .contains("More on the harbour");
        assertThat(pruned(story + "<ul>" + "<li><a href=/city/x>https://news.example/city/x</a> a thread</li>".repeat(3)
                        + "</ul>"))
                .contains("a thread");
        assertThat(pruned(story + teasers("/city/a", "/city/b", "/city/harbour-bridge/")))
                .contains("Tram line");
        assertThat(pruned(story + "<div>" + teaser(0, "/a").replace("li>", "div>") + teaser(1, "/b")
                        + teaser(2, "/c").replace("li>", "p>") + "</div>"))
                .contains("Tram line");
        String longBlurb = " and more".repeat(40);
        assertThat(pruned(story + "<ul>"
                        + ("<li><a href=/city/a>Tram line delayed again in the east</a>" + longBlurb + "</li>")
                                .repeat(3)
                        + "</ul>"))
                .contains("Tram line");
    }

    @Test
    void cardsUnderTheirOwnHeading_afterAShortNewsItem_go() {
        // Two paragraphs of a short news item; the cards' section starts with its title, each card with a picture.
        StringBuilder cards = new StringBuilder("<section><h3>More from City</h3>");
        for (String path : new String[] {"/city/tram", "/city/park", "/city/fares", "/city/market"}) {
            cards.append("<div><a href=")
                    .append(path)
                    .append("><img src=/i.jpg></a><h4><a href=")
                    .append(path)
                    .append(">Riverside park reopens after the flood repairs</a></h4>")
                    .append(
                            "<p>A short blurb on another story the site wants read next.</p><span>11 March</span></div>");
        }
        cards.append("</section>");

        String text = pruned(PARAGRAPH.repeat(2) + cards);

        assertThat(text).contains("harbour bridge").doesNotContain("More from City", "Riverside park", "blurb");
    }

    @Test
    void contentThatIsMostlyTeasers_keepsThem() {
        // A listing, or a story shorter than twice its teasers.
        assertThat(pruned(PARAGRAPH + sameSite())).contains("Tram line");
    }

    @Test
    void aShortStoryInAnArticleElement_losesTheListsOutsideIt_butNotOnesInsideIt() {
        // A newsletter post of a paragraph and a few bullets: too short to be a story by its paragraphs alone, but
        // the page wraps it in an article element, and the list of other posts comes after that element.
        String post = "<article><h1>Three things to know before the market</h1><p>The street market returns on"
                + " Saturday from nine to two on Fifth Street between Oak and Division. A few notes before you go:</p>"
                + "<ul><li>Fifth Street is closed to cars all day.</li><li>Bring cash for the bake sale.</li></ul>"
                + "<p>See you there.</p></article>";
        String longTeasers = sameSite().replace("</ul>", teaser(3, "/city/a") + teaser(4, "/city/b") + "</ul>");

        assertThat(pruned(post + "<div>" + longTeasers + "</div>"))
                .contains("Three things", "See you there")
                .doesNotContain("Tram line");
        // The same list inside the article element, or under the same story with no article element, stays.
        assertThat(pruned(post.replace("</article>", longTeasers + "</article>")))
                .contains("Tram line");
        assertThat(pruned(post.replace("article>", "div>") + "<div>" + longTeasers + "</div>"))
                .contains("Tram line");
    }

    @Test
    void isHeadline_wantsTwentyCharactersThreeWordsAndNoAddress() {
        assertThat(TeaserLists.isHeadline("Tram line delayed again")).isTrue();
        assertThat(TeaserLists.isHeadline("Tram delayed")).isFalse();
        assertThat(TeaserLists.isHeadline("Supercalifragilistic-expialidocious"))
                .isFalse();
        assertThat(TeaserLists.isHeadline("https://news.example/city/tram-line"))
                .isFalse();
        assertThat(TeaserLists.isHeadline("www.news.example city tram line")).isFalse();
    }
}
