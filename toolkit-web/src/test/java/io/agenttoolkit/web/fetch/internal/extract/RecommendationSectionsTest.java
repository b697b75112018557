package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class RecommendationSectionsTest {

    private static final String ARTICLE = ("<p>The council voted on Tuesday to extend the bike lane on Main Street by"
                    + " two miles, after a year of trials that cut crashes by a third on the busiest stretch.</p>")
            .repeat(4);

    private static final String LINKS = "<ul><li><a href=\"/a\">Bus fares to rise in June</a></li>"
            + "<li><a href=\"/b\">New bridge opens to cyclists</a></li></ul>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_recommendationHeadingAndItsSection_go_upToTheNextPeerHeading() {
        Element content = content("<h2>The vote</h2>" + ARTICLE + "<h2>You may also like</h2>" + LINKS
                + "<h2>What happens next</h2><p>Work starts in spring.</p>");

        RecommendationSections.prune(content);

        assertThat(content.select("h2").eachText()).containsExactly("The vote", "What happens next");
        assertThat(content.text()).doesNotContain("Bus fares").endsWith("Work starts in spring.");
    }

    @Test
    void prune_sectionThatIsMostOfTheContent_stays_unlessItIsCustomerReviews() {
        String many =
                "<ul>" + "<li><a href=\"/x\">A story about the city's new bike lanes and bus routes</a></li>".repeat(8)
                        + "</ul>";
        Element related = content("<p>Short intro.</p><h3>Related articles</h3>" + many);
        Element reviews = content("<p>Kettle, steel.</p><h3>Customer reviews</h3>"
                + "<p>Great kettle, boils fast and looks good on the counter.</p>".repeat(4));

        RecommendationSections.prune(related);
        RecommendationSections.prune(reviews);

        assertThat(related.text()).contains("Related articles", "A story about");
        assertThat(reviews.text()).isEqualTo("Kettle, steel.");
    }

    @Test
    void prune_relatedProse_andALatestNewsStripOpeningThePage_stay_butAnAuthorsBiographyGoes() {
        String prose =
                "<p>" + "Earlier studies of bike lanes in Copenhagen and Utrecht measured the same effect. ".repeat(5)
                        + "</p>";
        Element related = content(ARTICLE + "<h2>Related</h2>" + prose);
        Element opening = content("<h1>City news</h1><h2>Latest news</h2>" + LINKS + "<h2>The vote</h2>" + ARTICLE);
        Element author = content(ARTICLE + "<h2>About the author</h2>" + prose);

        RecommendationSections.prune(related);
        RecommendationSections.prune(opening);
        RecommendationSections.prune(author);

        assertThat(related.text()).contains("Related", "Earlier studies");
        assertThat(opening.text()).contains("Latest news", "Bus fares");
        assertThat(author.text()).doesNotContain("About the author", "Earlier studies");
    }

    @Test
    void prune_labelParagraphOverALinkList_goesWithTheList_butOverTextStays() {
        Element listed = content(ARTICLE + "<p>Related posts:</p>" + LINKS);
        Element text =
                content(ARTICLE + "<p>You may also like</p><p>the second half of the plan, which adds lights.</p>");
        String textBefore = text.outerHtml();

        RecommendationSections.prune(listed);
        RecommendationSections.prune(text);

        assertThat(listed.text()).isEqualTo(Jsoup.parse(ARTICLE).text());
        assertThat(text.outerHtml()).isEqualTo(textBefore);
    }

    @Test
    void prune_relatedLinkParagraph_goes_butOneThatGoesOnWithTextStays() {
        Element content = content(ARTICLE + "<p>Related: <a href=\"/fares\">Bus fares to rise in June</a></p>"
                + "<p>Related reading: the council's own report, which <a href=\"/r\">you can find here</a>, lists every"
                + " crash on the street since 2019.</p>");

        RecommendationSections.prune(content);

        assertThat(content.text()).doesNotContain("Bus fares").contains("Related reading: the council's own report");
    }

    @Test
    void prune_aListOfOtherStoriesUnderARecommendationHeading_goesThoughLongerThanAShortStory() {
        StringBuilder items = new StringBuilder("<h2>Read next</h2><ul>");
        for (String headline : new String[] {
            "Council delays the vote on the new harbour bridge",
            "Library opens its doors on Sundays from next month",
            "Two schools merge after years of falling numbers",
            "Storm damage closes the coast road for a week"
        }) {
            items.append("<li><h3><a href=\"/local/")
                    .append(headline.toLowerCase().replace(' ', '-'))
                    .append("\">")
                    .append(headline)
                    .append("</a></h3><span>Yesterday</span><p>Residents were told of the plan at a meeting.</p></li>");
        }
        items.append("</ul>");
        String story = "<p>The council voted on Tuesday to extend the bike lane on Main Street by two miles.</p>"
                + "<p>Work starts in spring, after a year of trials that cut crashes by a third on the busiest"
                + " stretch, the mayor said after the vote.</p>";
        Element shortStory = Jsoup.parse("<div id=c>" + story + items + "</div>", "https://news.example/local/lane")
                .getElementById("c");
        // The same list with hardly any text of the page's own is the page (a topic page), and stays.
        Element topic = Jsoup.parse("<div id=c><p>Local news.</p>" + items + "</div>", "https://news.example/local")
                .getElementById("c");

        RecommendationSections.prune(shortStory);
        RecommendationSections.prune(topic);

        assertThat(shortStory.text()).isEqualTo(Jsoup.parse(story).text());
        assertThat(topic.text()).contains("Read next", "Storm damage closes");
    }

    @Test
    void prune_aListOfStoriesAddressedByQuery_withASeeAllLink_goesThoughLongerThanAShortStory() {
        StringBuilder items = new StringBuilder("<div class=otherNews><h3>Other News in Police Department</h3><ul>");
        String[] headlines = {
            "Officer Recognized for Lifesaving Efforts at Lakeview Park",
            "Neighborhood Watch Meeting Set for Northside",
            "Citizens Police Academy Accepting Applications",
            "Traffic Enforcement Planned Along Route 7 This Week"
        };
        for (int i = 0; i < headlines.length; i++) {
            items.append("<li><h4><a href=\"/CivicAlerts.aspx?AID=")
                    .append(200 + i)
                    .append("\">")
                    .append(headlines[i])
                    .append(
                            "</a></h4><p>Residents can meet the officers at the station. <a href=\"/CivicAlerts.aspx?AID=")
                    .append(200 + i)
                    .append("\">Read on...</a></p><p>Posted on: August 9, 2024</p></li>");
        }
        items.append("</ul><a class=seeAll href=\"/CivicAlerts.aspx?CID=4\">See All</a></div>");
        String story = "<p>Police ask for help identifying a man who broke into two cars on Elm Street early on"
                + " Sunday morning, taking a laptop and a wallet from the second one.</p>"
                + "<p>Anyone with information is asked to call the department's tip line, the chief said, and"
                + " residents are reminded to lock their cars and keep valuables out of sight.</p>";
        Element shortStory = Jsoup.parse(
                        "<div id=c>" + story + items + "</div>", "https://city.example/CivicAlerts.aspx?AID=211")
                .getElementById("c");
        // The same list with a paragraph after the link is not a list with its "See All" link, and the half-content
        // guard keeps it.
        Element followed = Jsoup.parse(
                        "<div id=c>" + story + items.toString().replace("See All</a>", "See All</a><p>Call 911.</p>")
                                + "</div>",
                        "https://city.example/CivicAlerts.aspx?AID=211")
                .getElementById("c");

        RecommendationSections.prune(shortStory);
        RecommendationSections.prune(followed);

        assertThat(shortStory.text()).isEqualTo(Jsoup.parse(story).text());
        assertThat(followed.text()).contains("Other News in Police Department", "See All");
    }

    @Test
    void prune_aGridOfStoryCardsUnderAWrappedHeading_goesThoughLongerThanAShortStory() {
        // A news system's card grid: the heading sits in a wrapper of its own, each card is an article element.
        StringBuilder grid =
                new StringBuilder("<div class=card-grid><div class=block-title><h3>Recommended for you</h3></div>");
        for (String headline : new String[] {
            "Sewer rate increase of 6% goes into effect July 1",
            "Fire chief retires after 34 years with department",
            "Storm knocks out power to 12,000 customers",
            "Local veteran honored with Quilt of Valor"
        }) {
            grid.append("<article class=card><h3><a href=\"/news/")
                    .append(headline.toLowerCase().replaceAll("[^a-z0-9]+", "-"))
                    .append("\">")
                    .append(headline)
                    .append("</a></h3><p>The board will revisit the issue at its next meeting.</p>")
                    .append("<span>Staff report</span> <time>Feb 23, 2024</time></article>");
        }
        grid.append("</div>");
        String story =
                "<p>Board member Paul Hendricks has resigned, effective immediately, after nine years on the board.</p>"
                        + "<p>In a letter read at Monday's meeting, Hendricks said he needed to focus on his health and"
                        + " thanked teachers and staff.</p>";
        Element content = Jsoup.parse("<div id=c>" + story + grid + "</div>", "https://news.example/news/board")
                .getElementById("c");

        RecommendationSections.prune(content);

        assertThat(content.text()).isEqualTo(Jsoup.parse(story).text());
    }

    @Test
    void prune_aNewsSitesListHeadingsInItsLanguages_go_butAPricingPlansMostPopularBadgeStays() {
        for (String heading : new String[] {
            "Most Read", "Most read this week", "Top Stories", "More stories", "Editor's Picks", "Also from this source"
        }) {
            Element content = content(ARTICLE + "<h2>" + heading + "</h2>" + LINKS);

            RecommendationSections.prune(content);

            assertThat(content.text()).as(heading).doesNotContain(heading, "Bus fares");
        }
        for (String heading :
                new String[] {"Weitere Meldungen", "Les plus lus", "Lo más leído", "Meest gelezen", "Läs också"}) {
            Element content = content(ARTICLE + "<h2>" + heading + "</h2>" + LINKS);

            RecommendationSections.prune(content);

            assertThat(content.text()).as(heading).doesNotContain(heading, "Bus fares");
        }
        Element plans = content(ARTICLE + "<h3>Most Popular</h3><p>$33 a month, billed yearly.</p>");

        RecommendationSections.prune(plans);

        assertThat(plans.text()).contains("Most Popular", "$33 a month");
    }

    @Test
    void prune_aHeadingOverParagraphsOfOneLinkEach_endsAtTheFirstParagraphOfPlainText() {
        Element content = content(ARTICLE + "<h3>Related resources</h3>"
                + "<p><a href=\"/a\">Bus fares to rise in June</a></p><p><a href=\"/b\">New bridge opens to"
                + " cyclists</a></p><p>Here is the full data table for all 50 states.</p>"
                + "<table><tr><td>Ohio</td><td>12</td></tr></table>");

        RecommendationSections.prune(content);

        assertThat(content.text())
                .doesNotContain("Related resources", "Bus fares", "New bridge")
                .contains("Here is the full data table", "Ohio 12");
    }

    @Test
    void prune_aSectionsOtherNewsList_goes_butAHeadingAboutOtherNewsOutletsStays() {
        for (String heading : new String[] {"Other News in Police Department", "Other stories", "More news"}) {
            Element content = content(ARTICLE + "<h3>" + heading + "</h3>" + LINKS);

            RecommendationSections.prune(content);

            assertThat(content.text()).as(heading).doesNotContain(heading, "Bus fares");
        }
        Element outlets = content(ARTICLE + "<h3>Other newspapers followed the story</h3><p>The Courier ran it on the"
                + " front page the next morning, and the Gazette followed a day later with a longer piece.</p>");

        RecommendationSections.prune(outlets);

        assertThat(outlets.text()).contains("Other newspapers followed the story", "The Courier ran it");
    }

    @Test
    void prune_aHeadingThatEndsItsRow_takesTheRowsAfterIt_butAReviewersWrittenByLineKeepsTheReview() {
        // A page builder's layout: "Related Stories" alone in a row, the cards in the rows after it.
        String cards = "<div class=row><div class=card><h4>Aerospace ranks second</h4><p>The school ranks first among"
                + " public programs.</p><a href=\"/news/ae\">Read more about Aerospace ranks second</a></div></div>";
        Element rows = content("<div class=row>" + ARTICLE + "</div><div class=row><div class=spacer>Blank space</div>"
                + "<div class=block><div class=field><h2>Related Stories</h2></div></div></div>" + cards + cards);
        String review = "<article class=review><header><h5>Great bottle</h5><div class=meta>Written by Tony on"
                + " Aug 2nd 2019</div></header><p>Drinks stay cold longer than a day in the warehouse.</p></article>";
        Element reviews = content(ARTICLE + review + review);

        RecommendationSections.prune(rows);
        RecommendationSections.prune(reviews);

        assertThat(rows.text()).doesNotContain("Related Stories", "Aerospace").contains("Blank space", "bike lane");
        assertThat(reviews.text()).doesNotContain("Written by").contains("Drinks stay cold longer");
    }

    @Test
    void prune_aWritersLatestStories_andAMoreInThisCategoryRow_go_inTheCmssLanguages() {
        for (String[] labels : new String[][] {
            {"Latest from Jane Doe", "More in this category:"},
            {"Najnowsze od Tomasz Nowak", "Więcej w tej kategorii:"},
            {"Neueste von Anna Weber", "Mehr in dieser Kategorie:"},
            {"Ultimi da Marco Rossi", "Altro in questa categoria:"}
        }) {
            Element content = content(ARTICLE + "<div class=itemAuthorLatest><h3>" + labels[0] + "</h3>" + LINKS
                    + "</div><div class=itemNavigation><span>" + labels[1] + "</span>"
                    + "<a href=\"/prev\">« Pool closed until May</a><a href=\"/next\">Bridge reopens »</a></div>");

            RecommendationSections.prune(content);

            assertThat(content.text())
                    .as(labels[0])
                    .startsWith("The council voted")
                    .doesNotContain("Bus fares", labels[0], labels[1], "Pool closed");
        }
        // The words inside a heading of the story's own stay.
        Element own = content("<h2>Latest from the courtroom</h2>" + ARTICLE);
        RecommendationSections.prune(own);
        assertThat(own.text()).startsWith("Latest from the courtroom");
    }

    @Test
    void prune_aReadAlsoCardBetweenTheParagraphs_goes_butALabelOverTheStorysOwnHeadingStays() {
        Element card = content(ARTICLE + "<article class=inline><p class=kicker>Läs också</p><h3><a href=\"/story/2\">"
                + "Record number of guest nights in the archipelago</a></h3></article>" + ARTICLE);
        Element own = content(ARTICLE + "<p>Related reading</p><h3>What the council decided</h3>" + ARTICLE);

        RecommendationSections.prune(card);
        RecommendationSections.prune(own);

        assertThat(card.text()).startsWith("The council voted").doesNotContain("Läs också", "Record number");
        assertThat(own.text()).contains("What the council decided");
    }
}
