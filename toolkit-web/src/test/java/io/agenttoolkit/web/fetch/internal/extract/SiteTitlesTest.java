package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SiteTitlesTest {

    private static final String BASE = "https://example.com/blog/zero-waste.html";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    private static String body() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            body.append("<p>Paragraph ")
                    .append(i)
                    .append(" says how a household cuts its waste: buying loose food,")
                    .append(" mending clothes, composting peelings and refusing the plastic bags shops hand out.</p>");
        }
        return body.toString();
    }

    private static String page(String head, String beforeArticle, String title) {
        return "<html><head>" + head + "</head><body><div class=top>" + beforeArticle + "</div><main><article>" + title
                + body() + "</article></main></body></html>";
    }

    @Test
    void extract_logoHeadingLinkingToTheFrontPage_isNotTheTitle() {
        String html = page(
                "<title>Zero Waste 101: A beginner's guide</title>",
                "<h1><a href=\"/\">Recycle by City</a></h1>",
                "<h2>Zero Waste 101: A beginner's guide</h2>");

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isEqualTo("Zero Waste 101: A beginner's guide");
        assertThat(extraction.markdown()).doesNotContain("Recycle by City").containsOnlyOnce("Zero Waste 101");
    }

    @Test
    void extract_logoHeadingWithItsLinkNestedInAnother_isNotTheTitle_butAHeadingLinkingElsewhereIs() {
        // Blogger's classic templates nest the logo's link in another; the parser makes an empty link and the named
        // one.
        String nested = page(
                "<title>Lessons Learned: Zero Waste 101</title>",
                "<h1 class=title><a href=\"https://example.com/\"><a href=\"https://example.com/\">Lessons Learned</a></a>"
                        + "</h1>",
                "<h3 class=post-title>Zero Waste 101</h3>");
        String elsewhere = page(
                "<title>Lessons Learned: Zero Waste 101</title>",
                "",
                "<h1><a href=\"/blog/zero-waste.html\">Zero Waste 101</a></h1>");

        assertThat(extractor.extract(nested, BASE).title()).isEqualTo("Zero Waste 101");
        assertThat(extractor.extract(nested, BASE).markdown()).doesNotContain("Lessons Learned");
        assertThat(extractor.extract(elsewhere, BASE).title()).isEqualTo("Zero Waste 101");
    }

    @Test
    void extract_headingThatIsTheSiteName_givesWayToALaterHeading() {
        String html = page(
                "<meta property=\"og:site_name\" content=\"Cory Dransfeldt\"><title>Intro • Cory Dransfeldt</title>",
                "<h1><span>Cory</span> <span>Dransfeldt</span></h1>",
                "<h1>A brief intro to git</h1>");

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isEqualTo("A brief intro to git");
        assertThat(extraction.markdown()).startsWith("# A brief intro to git\n").doesNotContain("Dransfeldt");
    }

    @Test
    void extract_metadataTitle_losesTheSiteNameAtEitherEnd_evenWhenShort() {
        String suffix = page(
                "<meta property=\"og:site_name\" content=\"REI Co-op\">"
                        + "<meta property=\"og:title\" content=\"Running Shoes | REI Co-op\">",
                "",
                "");
        String prefix = page(
                "<meta property=\"og:site_name\" content=\"REI Co-op\">" + "<title>REI Co-op: Running Shoes</title>",
                "",
                "");

        for (String html : new String[] {suffix, prefix}) {
            Extraction extraction = extractor.extract(html, BASE);

            assertThat(extraction.title()).isEqualTo("Running Shoes");
            assertThat(extraction.markdown()).startsWith("# Running Shoes\n").doesNotContain("REI Co-op");
        }
    }

    @Test
    void extract_titleThatIsOnlyTheSiteName_addsNoHeading() {
        String html = page("<meta property=\"og:site_name\" content=\"Bombas\"><title>Bombas</title>", "", "");

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isNull();
        assertThat(extraction.markdown()).startsWith("Paragraph 0").doesNotContain("Bombas");
    }

    @Test
    void extract_pageHeadingLinkingElsewhere_orWithoutSiteNameEvidence_staysTheTitle() {
        String permalink =
                page("<title>Other</title>", "", "<h1><a href=\"/blog/zero-waste.html\">Zero Waste</a></h1>");
        String unknownSite = page("<title>Zero Waste | Recycle by City</title>", "", "");

        assertThat(extractor.extract(permalink, BASE).title()).isEqualTo("Zero Waste");
        assertThat(extractor.extract(unknownSite, BASE).title()).isEqualTo("Zero Waste | Recycle by City");
        assertThat(SiteTitles.withoutSiteName("Recycle by City Guide", "Recycle by City"))
                .isEqualTo("Recycle by City Guide");
    }

    @Test
    void extract_firstHeadingTheMetadataDoesNotName_givesWayToALaterOneItNames() {
        String html = page(
                "<title>Zero Waste 101: A beginner's guide | BFN</title>",
                "<h1>Main navigation</h1><a href=\"/a\">Topics</a>",
                "<h1>Zero Waste 101: A beginner's guide</h1>");

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isEqualTo("Zero Waste 101: A beginner's guide");
        assertThat(extraction.markdown())
                .startsWith("# Zero Waste 101: A beginner's guide\n")
                .containsOnlyOnce("Zero Waste 101")
                .doesNotContain("Main navigation");
    }

    @Test
    void extract_firstHeadingTheMetadataNamesOrNoLaterOne_staysTheTitle() {
        String named = page(
                "<meta property=\"og:title\" content=\"Zero Waste\">",
                "",
                "<h1>Zero Waste</h1><h1>Composting at home</h1>");
        String unnamed =
                page("<title>Something else entirely</title>", "", "<h1>Zero Waste</h1><h1>Composting at home</h1>");

        assertThat(extractor.extract(named, BASE).title()).isEqualTo("Zero Waste");
        assertThat(extractor.extract(unnamed, BASE).title()).isEqualTo("Zero Waste");
        SiteTitles.MetadataNames names =
                SiteTitles.metadataNames(org.jsoup.Jsoup.parse("<title>Running Shoes | REI Co-op</title>"));
        assertThat(names.whole()).containsExactly("Running Shoes | REI Co-op");
        assertThat(names.parts()).containsExactly("Running Shoes", "REI Co-op");
        assertThat(names.score("running shoes | REI co-op")).isEqualTo(2);
        assertThat(names.score("REI Co-op")).isEqualTo(1);
        assertThat(names.score("Trail shoes")).isZero();
    }

    @Test
    void extract_siteNameH1OverABlogThemesH2Title_givesWayToTheH2_raisedToTheLeadingHeading() {
        // No og:site_name and no link to the front page: only the metadata tells the site's name from the title.
        String html = page(
                "<meta property=\"og:title\" content=\"Zero Waste 101: A beginner's guide\">"
                        + "<title>Zero Waste 101: A beginner's guide | Coastline Daily</title>",
                "<h1 class=site-title>Coastline Daily</h1>",
                "<h2 class=entry-title>Zero Waste 101: A beginner's guide</h2>");

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isEqualTo("Zero Waste 101: A beginner's guide");
        assertThat(extraction.markdown())
                .startsWith("# Zero Waste 101: A beginner's guide\n")
                .containsOnlyOnce("Zero Waste 101")
                .doesNotContain("Coastline Daily");
    }

    @Test
    void extract_laterH2ThatIsOnlyAPartOfTheTitle_doesNotReplaceTheH1() {
        // "Acme" is a part of the <title>, and most likely the site's name: an h2 must be the whole title.
        String html = page("<title>Pricing | Acme</title>", "", "<h1>Simple plans for everyone</h1><h2>Acme</h2>");

        assertThat(extractor.extract(html, BASE).title()).isEqualTo("Simple plans for everyone");
    }
}
