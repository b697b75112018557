package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class UnlikelyBlocksTest {

    private static final String TEXT = ("<p>The ferry leaves the harbour at seven, crosses the bay in forty minutes"
                    + " and returns at noon; tickets are sold on board and at the kiosk by the pier.</p>")
            .repeat(4);

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    /** The content as read from a page at {@code base}: the rules compare links with its site. */
    private static Element content(String html, String base) {
        return Jsoup.parse("<div id=c>" + html + "</div>", base).getElementById("c");
    }

    @Test
    void pruneBoilerplate_blocksNamedForMenusSharingCookiesRelatedPostsShopWidgetsAndPrintouts_go() {
        Element content = content(TEXT + "<div class=\"share-buttons\">chrome-share</div>"
                + "<div id=cookie-consent>chrome-cookie</div><ul class=menu><li>chrome-menu</li></ul>"
                + "<div class=\"related-posts\">chrome-related</div><div class=\"jdgm-widget\">chrome-reviews</div>"
                + "<div class=\"plp-filters\">chrome-filter</div>"
                + "<ul><li class=visible-print>chrome-print: https://news.example/a.html</li></ul>"
                + "<div class=dcr-c9f3d6 data-component=newsletter-signup>chrome-component</div>"
                + "<div class=\"wp-block-newspack-blocks-donate tiered\"><h2>chrome-Support local news</h2></div>"
                + "<aside class=donation-box>chrome-donation</aside>"
                + "<div id=onesignal-slidedown-container><div class=slidedown-body-message>chrome-We'd like to send you"
                + " notifications for breaking news.</div></div>"
                + "<div class=push-notification-prompt>chrome-Turn on alerts</div>");

        UnlikelyBlocks.pruneBoilerplate(content);

        assertThat(content.text()).startsWith("The ferry leaves").doesNotContain("chrome-");
        assertThat(content.select("p")).hasSize(4);
    }

    @Test
    void pruneBoilerplate_contentWordsLayoutWrappersHeroesAndTables_stay() {
        String html = "<div class=\"sidebar-content\"><p>kept-maybe: the timetable changes in winter.</p></div>"
                + "<div class=\"nofeedback-box\">kept-word-start</div>"
                + "<div class=\"page-banner\"><h1>kept-hero</h1><p>Crossings every hour.</p></div>"
                + "<table><tr><td class=share>kept-table</td></tr></table>"
                + "<div class=\"slider elementor-pagination-type-bullets\">kept-setting</div>"
                + "<article class=social>kept-article</article>"
                + "<div class=sidebar>" + TEXT + "</div>";
        Element content = content(html);
        String before = content.outerHtml();

        UnlikelyBlocks.pruneBoilerplate(content);

        assertThat(content.outerHtml()).isEqualTo(before);
    }

    @Test
    void pruneBoilerplate_aHiddenMenuGoesWhateverItsShare_butAMenuOfProseStays() {
        StringBuilder links = new StringBuilder("<ul class=visually-hidden>");
        for (int i = 0; i < 30; i++) {
            links.append("<li><a href=\"/route-")
                    .append(i)
                    .append("\">Ferry route number ")
                    .append(i)
                    .append("</a></li>");
        }
        Element hidden = content("<p>Short page.</p>" + links + "</ul>");
        Element tabs = content("<div class=tab-menu>" + TEXT.repeat(2) + "</div>" + TEXT.repeat(5));

        UnlikelyBlocks.pruneBoilerplate(hidden);
        UnlikelyBlocks.pruneBoilerplate(tabs);

        assertThat(hidden.text()).isEqualTo("Short page.");
        assertThat(tabs.select("div.tab-menu > p")).hasSize(8);
    }

    @Test
    void pruneBoilerplate_aListOfOtherStoriesNamedSo_goesEvenWhenLongerThanTheStory() {
        StringBuilder cards = new StringBuilder();
        for (String headline : new String[] {
            "Council delays the vote on the new harbour bridge",
            "Library opens its doors on Sundays from next month",
            "Two schools merge after years of falling numbers",
            "Storm damage closes the coast road for a week"
        }) {
            cards.append("<div class=card><h3><a href=\"https://www.news.example/local/")
                    .append(headline.toLowerCase().replace(' ', '-'))
                    .append("\">")
                    .append(headline)
                    .append(
                            "</a></h3><span>2 hours ago</span><p>Residents were told of the plan at a meeting.</p></div>");
        }
        String story = "<p>The ferry leaves the harbour at seven and returns at noon, the operator said.</p>"
                + "<p>Tickets are sold on board and at the kiosk by the pier, and bikes travel free all summer.</p>"
                + "<p>The winter timetable starts in October.</p>";
        Element named = content(
                story + "<section class=related-stories><h2>More from Local</h2>" + cards + "</section>",
                "https://news.example/local/ferry");
        Element listInside = content(
                story + "<div class=related-posts><h2>Related</h2><ul>"
                        + cards.toString().replace("<div class=card>", "<li>").replace("</div>", "</li>")
                        + "</ul></div>",
                "https://news.example/local/ferry");
        // The same shape under a name that says nothing, and a block named "related" that holds prose, stay.
        Element unnamed =
                content(story + "<section class=more>" + cards + "</section>", "https://news.example/local/ferry");
        // A page that is such a list and little else (a topic page) keeps it.
        Element topic = content(
                "<p>Stories about the ferry.</p><section class=related-stories>" + cards + "</section>",
                "https://news.example/topics/ferry");
        Element prose =
                content(story + "<div class=related-content>" + TEXT + "</div>", "https://news.example/local/ferry");

        UnlikelyBlocks.pruneBoilerplate(named);
        UnlikelyBlocks.pruneBoilerplate(listInside);
        UnlikelyBlocks.pruneBoilerplate(unnamed);
        UnlikelyBlocks.pruneBoilerplate(prose);
        UnlikelyBlocks.pruneBoilerplate(topic);

        assertThat(named.text()).startsWith("The ferry leaves").endsWith("starts in October.");
        assertThat(listInside.text()).isEqualTo(named.text());
        assertThat(unnamed.text()).contains("Council delays", "Storm damage closes");
        assertThat(prose.select("div.related-content > p")).hasSize(4);
        assertThat(topic.text()).contains("Council delays", "Storm damage closes");
    }

    @Test
    void pruneBoilerplate_proseInsideTheDeclaredArticleBody_staysWhateverItsName() {
        String preview = "<div class=subscriber-preview><p>Board member Paul Hendricks has resigned, effective"
                + " immediately, after nine years on the board.</p><p>In a letter read at Monday's meeting, he said"
                + " he needed to focus on his health and thanked teachers and staff.</p></div>";
        Element declared = content("<div itemprop=articleBody>" + preview + TEXT
                + "<div class=subscriber-only-content><p>The board has 30 days to appoint a replacement.</p></div>"
                + "<div class=newsletter-signup><p>Get local news delivered to your inbox!</p></div></div>");
        // The same block outside a declared body goes by its name, as before.
        Element undeclared = content("<div class=story>" + preview + "</div>" + TEXT);

        UnlikelyBlocks.pruneBoilerplate(declared);
        UnlikelyBlocks.pruneBoilerplate(undeclared);

        assertThat(declared.text())
                .startsWith("Board member Paul Hendricks")
                .endsWith("appoint a replacement.")
                .doesNotContain("inbox");
        assertThat(undeclared.text()).doesNotContain("Hendricks");
    }

    @Test
    void pruneBoilerplate_aOneParagraphLedeOpeningTheDeclaredBody_staysWhateverItsName() {
        String lede = "<div class=subscriber-preview><p>Critical food safety violations at restaurants in Tipton fell"
                + " by about a third last year, the county health department said.</p></div>";
        String prompt = "<div class=subscriber-preview><p>Subscribers read this story in full: start your"
                + " subscription today for just one dollar a week.</p></div>";
        Element opening = content("<div itemprop=articleBody>" + lede + TEXT + "</div>");
        // After the story's first text, a block of one paragraph so named is the paywall's prompt, not the lede.
        Element afterText = content("<div itemprop=articleBody>" + TEXT + prompt + TEXT + "</div>");
        // A lede with nothing much after it is not told from a prompt standing alone.
        Element alone = content("<div itemprop=articleBody>" + lede + "</div><div>" + TEXT + "</div>");

        UnlikelyBlocks.pruneBoilerplate(opening);
        UnlikelyBlocks.pruneBoilerplate(afterText);
        UnlikelyBlocks.pruneBoilerplate(alone);

        assertThat(opening.text()).startsWith("Critical food safety violations");
        assertThat(afterText.text()).doesNotContain("Subscribers read");
        assertThat(alone.text()).doesNotContain("Critical food");
    }

    @Test
    void removeUnlikely_takesTheRemovedTextOutOfTheAncestorsMeasurements() {
        PageContext page = new PageContext("", "https://example.com/", ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse("<html><body><div id=wrap>" + TEXT
                + "<div class=share><a href=\"/s\">Share on every network there is</a></div></div></body></html>"));
        ContentScorer.measure(page);
        Element wrap = page.document().getElementById("wrap");

        UnlikelyBlocks.removeUnlikely(page);

        assertThat(wrap.text()).doesNotContain("Share on");
        assertThat(page.stats().get(wrap).linkLength).isZero();
        assertThat(page.stats().get(wrap).links).isZero();
    }
}
