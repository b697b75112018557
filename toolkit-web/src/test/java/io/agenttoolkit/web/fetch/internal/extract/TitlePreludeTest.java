package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TitlePreludeTest {

    private static final String TRAIL =
            "<ol><li><a href=\"/\">crumb-home</a></li><li><a href=\"/blog\">crumb-blog</a></li>"
                    + "<li>Best Zoom Alternatives</li></ol>";

    private static final String BODY =
            "<p>Zoom is not the only way to meet online: these tools do the same job, some of"
                    + " them for free, and a few of them better for large webinars.</p>"
                    + "<ul><li><a href=\"/a\">Meet</a></li><li><a href=\"/b\">Teams</a></li></ul>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_breadcrumbTrailAndBareDateAboveTheTitle_areRemoved() {
        Element content = content(TRAIL + "<div>Nov 30, 2025</div><h1>Best Zoom Alternatives</h1>" + BODY);

        TitlePrelude.prune(content);

        assertThat(content.text())
                .doesNotContain("crumb-home", "crumb-blog", "Nov 30, 2025")
                .contains("Best Zoom Alternatives", "Zoom is not the only way", "Meet", "Teams");
    }

    @Test
    void prune_listsAndDatesAfterTheTitle_afterText_orWithoutATitle_stay() {
        Element after = content("<h1>Best Zoom Alternatives</h1><p>Nov 30, 2025</p>" + TRAIL + BODY);
        Element afterText = content(BODY + BODY + TRAIL + "<h1>Part two</h1>");
        Element noTitle = content(TRAIL + "<p>Nov 30, 2025</p>" + BODY);
        String kicker = "<ul><li><a href=\"/health\">crumb-health</a></li></ul><h1>Fasting</h1>" + BODY;
        Element oneLink = content(kicker);

        for (Element content : new Element[] {after, afterText, noTitle, oneLink}) {
            TitlePrelude.prune(content);

            assertThat(content.text()).contains("crumb-");
        }
        assertThat(after.text()).contains("Nov 30, 2025");
        assertThat(noTitle.text()).contains("Nov 30, 2025");
    }

    private static String longBody() {
        return BODY.repeat(12);
    }

    @Test
    void prune_shortPreludeBeforeTheTitleOfALongText_goesButItsPicture() {
        Element content = content("<div><span>prelude-premium</span><p>prelude-disclosure: we may earn commission on"
                + " links.</p></div><figure><img src=\"/hero.jpg\" alt=\"hero\"></figure><header><p>prelude-kicker</p>"
                + "<h1>Best Zoom Alternatives</h1></header>" + longBody());

        TitlePrelude.prune(content);

        assertThat(content.text()).doesNotContain("prelude-").contains("Best Zoom Alternatives", "Teams");
        assertThat(content.selectFirst("img")).isNotNull();
    }

    @Test
    void prune_preludeWithAHeadingOrLoading_orALinkedTitle_orAShortText_stays() {
        Element heading = content("<h2>prelude-section</h2><p>prelude-text</p><h1>Title</h1>" + longBody());
        Element loading = content("<p>prelude-Loading...</p><h1>Title</h1>" + longBody());
        Element card = content("<p>prelude-text</p><h1><a href=\"/post\">Title</a></h1>" + longBody());
        Element shortText = content("<p>prelude-text</p><h1>Title</h1>" + BODY);

        for (Element content : new Element[] {heading, loading, card, shortText}) {
            TitlePrelude.prune(content);

            assertThat(content.text()).contains("prelude-");
        }
    }

    @Test
    void prune_aSectionsKickerAboveAShortStorysTitle_goes_butATaglineOrALongerLinkStays() {
        String story = "<p>Builders finished the new roof at the primary school two weeks ahead of plan, and pupils"
                + " will be back in every classroom on Monday.</p><p>The work cost the county 1.2 million pounds,"
                + " less than the council had set aside last autumn, and the old slates were sold to a"
                + " builder.</p>";
        Element kicker = content("<div><a href=\"/local\">prelude-Local</a></div><h1>Roof finished</h1>" + story);
        Element label = content("<p>Schools</p><h1>Roof finished</h1>" + story);
        Element tagline = content("<p>prelude-Fresh bread every morning</p><h1>Roof finished</h1>" + story);
        Element ticker = content("<div>Latest: <a href=\"/a\">Coast road closed after the storm</a> <a href=\"/b\">"
                + "Library to open on Sundays</a></div><h1>Roof finished</h1>" + story);
        Element longLink = content("<p><a href=\"/local\">prelude-Read the council's full statement on the school"
                + " roof</a> and the letter the head teacher sent to parents on Friday about the works</p>"
                + "<h1>Roof finished</h1>" + story);
        Element tooShort = content("<div><a href=\"/local\">prelude-Local</a></div><h1>Roof finished</h1>" + BODY);

        TitlePrelude.prune(kicker);
        TitlePrelude.prune(ticker);
        TitlePrelude.prune(label);
        for (Element content : new Element[] {tagline, longLink, tooShort}) {
            TitlePrelude.prune(content);

            assertThat(content.text()).contains("prelude-");
        }
        assertThat(kicker.text()).startsWith("Roof finished").endsWith("sold to a builder.");
        assertThat(ticker.text()).isEqualTo(kicker.text());
        assertThat(label.text()).isEqualTo(kicker.text());
    }

    @Test
    void prune_theSitesNameAsAHeadingLinkedHome_isNoSectionHeading_andGoesWithThePrelude() {
        Element masthead = Jsoup.parse(
                        "<div id=c><div><h2><a href=\"/\">prelude-Valley Courier</a></h2></div>"
                                + "<h1>Roof finished</h1>" + longBody() + "</div>",
                        "https://courier.example/news/roof")
                .getElementById("c");
        Element section = Jsoup.parse(
                        "<div id=c><h2><a href=\"/news\">prelude-News</a></h2>" + "<h1>Roof finished</h1>" + longBody()
                                + "</div>",
                        "https://courier.example/news/roof")
                .getElementById("c");

        TitlePrelude.prune(masthead);
        TitlePrelude.prune(section);

        assertThat(masthead.text()).startsWith("Roof finished").doesNotContain("prelude-");
        assertThat(section.text()).contains("prelude-News");
    }
}
