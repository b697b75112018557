package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

class PageCleanerTest {

    private static final String BASE = "https://example.com/news/ferry";

    private static final String TEXT = "<p>The ferry leaves the harbour at seven, crosses the bay in forty minutes and"
            + " returns at noon; tickets are sold on board and at the kiosk by the pier.</p>";

    private static Document cleaned(String body) {
        Document document =
                PageCleaner.parse("<html><head><title>Ferry</title></head><body>" + body + "</body></html>", BASE);
        PageCleaner.removeNoise(document);
        return document;
    }

    @Test
    void removeNoise_scriptsHiddenPartsOverlaysAdsAndFurniture_go() {
        Document document = cleaned("<script>var x = 'noise-script';</script><style>.a{}</style>" + TEXT
                + "<div hidden>noise-hidden</div><div aria-hidden=\"true\">noise-aria</div>"
                + "<div style=\"display: none\">noise-style</div>"
                + "<div role=dialog>noise-dialog</div><div aria-modal=\"true\">noise-modal</div>"
                + "<div class=\"ad-slot\">noise-ad</div><a class=\"btn btn-primary\" href=\"/buy\">noise-cta</a>"
                + "<form><label>noise-form</label><input type=text></form>"
                + "<a href=\"#main\">Skip to main content</a><!-- noise-comment -->"
                + "<label>noise-sort <select><option>Newest</option></select></label>"
                + "<div class=w-form-done>noise-sent</div><video>noise-video</video>"
                + "<div class=\"c-guide w-condition-invisible\">noise-cms-condition</div>"
                + "<div class=\"alert d-none\">noise-bootstrap-hidden</div>");

        assertThat(document.body().text())
                .isEqualTo(
                        "The ferry leaves the harbour at seven, crosses the bay in"
                                + " forty minutes and returns at noon; tickets are sold on board and at the kiosk by the pier.");
        assertThat(document.body().html()).doesNotContain("noise");
    }

    @Test
    void removeNoise_rowsOfOnOffSwitches_go_butAParagraphBesideASwitchStays() {
        String row =
                "<div class=lab-row><div class=lab-switch><label class=switch><input type=checkbox class=lab-toggle>"
                        + "<span class=slider></span><span>%s Toggle</span></label></div>"
                        + "<div class=lab-name><span>%s</span> <em>(<a href=/what>What is %s?</a>)</em></div></div>";
        Document tools = cleaned("<h2>Code, Data and Media</h2>" + row.formatted("alphaXiv", "alphaXiv", "alphaXiv")
                + row.formatted("DagsHub", "DagsHub", "DagsHub") + TEXT);
        Document explained = cleaned(
                "<div class=setting><label class=toggle><input type=checkbox> Dark mode</label>"
                        + "<p>Dark mode shows light text on a dark background, which many readers find easier at night.</p></div>");
        Document plainTick = cleaned("<div class=row><label><input type=checkbox> Remember me</label>"
                + " <a href=/help>Why?</a></div>" + TEXT);

        assertThat(tools.body().text())
                .isEqualTo("Code, Data and Media " + tools.select("p").text());
        assertThat(tools.body().text()).doesNotContain("alphaXiv", "DagsHub", "What is");
        assertThat(explained.body().text()).startsWith("Dark mode shows light text");
        assertThat(plainTick.body().text()).contains("Why?").doesNotContain("Remember me");
    }

    @Test
    void removeNoise_bootstrapsHiddenClass_staysWhenAWidthOrPrintShowsTheBlock() {
        Document document = cleaned(TEXT + "<div class=\"d-none d-md-block\">Shown on wide screens.</div>"
                + "<div class=\"d-none d-print-block\">Shown on paper.</div>"
                + "<div class=\"d-flex d-none-x\">Not Bootstrap's class.</div>");

        assertThat(document.body().text())
                .contains("Shown on wide screens.", "Shown on paper.", "Not Bootstrap's class.");
    }

    @Test
    void removeNoise_pageLikeBlocksThatLookHidden_stay() {
        String page = TEXT.repeat(5);
        Document deferred = cleaned("<div style=\"display:none\" id=shop>" + page + "</div>");
        Document streamed =
                cleaned("<div hidden id=\"S:1\">" + TEXT + "</div><div hidden id=\"S:1f\"><p>Late part.</p></div>");
        Document noscript = cleaned("<noscript>" + page + "</noscript><p>Enable scripts.</p>");
        Document adClass = cleaned("<article class=\"ad-free\">" + TEXT + "</article>"
                + "<div class=\"kt-adv-heading\">Timetable changes</div>");
        Document radio = cleaned(TEXT + "<label><input type=radio name=size> Large</label>");
        Document longLabel = cleaned(TEXT + "<label><input type=checkbox> Bring a bicycle: the ferry carries up to"
                + " twenty bicycles on each crossing, free of charge.</label>");

        assertThat(deferred.getElementById("shop")).isNotNull();
        assertThat(streamed.getElementById("S:1")).isNotNull();
        assertThat(streamed.getElementById("S:1f"))
                .as("React numbers its segments in hexadecimal")
                .isNotNull();
        assertThat(noscript.body().text()).contains("The ferry leaves", "Enable scripts.");
        assertThat(adClass.body().text()).contains("The ferry leaves", "Timetable changes");
        assertThat(radio.body().text()).endsWith("Large");
        assertThat(longLabel.body().text()).endsWith("free of charge.");
    }

    @Test
    void removeNoise_aCardsSecondLinkHiddenFromScreenReadersOnly_keepsItsText_butAnIconLinkOrOtherHiddenTextGoes() {
        Document document = cleaned(TEXT
                + "<p class=desc><a href=/story aria-hidden=true tabindex=-1>Walmart now sells the headphones in two"
                + " new colours.</a></p>"
                + "<a href=/story aria-hidden=true tabindex=-1><img src=/thumb.jpg alt=\"\"></a>"
                + "<span aria-hidden=true>noise-icon-label</span>"
                + "<a href=/x aria-hidden=true>noise-focusable-link</a>");

        assertThat(document.body().text())
                .contains("Walmart now sells the headphones")
                .doesNotContain("noise-icon-label", "noise-focusable-link");
        assertThat(document.select("img")).isEmpty();
    }

    @Test
    void removeNoise_aCollapsedPanelOfText_stays_butAHiddenMenuFormOrLoneBlockGoes() {
        Document document = cleaned(
                TEXT
                        + "<a role=button aria-controls=\"step-4\" aria-expanded=false>4. The big day</a>"
                        + "<div id=\"step-4\" style=\"display:none\" role=region><p>Installers usually need one to three days"
                        + " on the roof.</p></div>"
                        + "<button aria-controls=\"menu panel-x\">Menu</button>"
                        + "<div id=menu hidden><a href=/a>Timetables</a> <a href=/b>Fares</a></div>"
                        + "<div id=\"panel-x\" hidden>Postcode <input name=postcode></div>"
                        + "<div id=lone style=\"display:none\"><p>noise-lone</p></div>"
                        + "<div role=tabpanel hidden><p>Winter sailings leave at eight.</p></div>"
                        + "<div role=region aria-labelledby=tab-3 hidden><p>Summer sailings leave at six.</p></div>"
                        + "<div role=region hidden><p>noise-region</p></div>"
                        + "<h3><button aria-expanded=false>Luggage</button></h3><div hidden><p>Two bags per passenger.</p></div>");

        assertThat(document.body().text())
                .contains(
                        "one to three days on the roof.",
                        "Winter sailings leave at eight.",
                        "Summer sailings leave at six.",
                        "Two bags per passenger.")
                .doesNotContain("Timetables", "Postcode", "noise-lone", "noise-region");
    }

    @Test
    void removeNoise_contactForm_goes_butAFormWrappingThePageStays() {
        Document contact = cleaned(TEXT.repeat(14) + "<form><p>Write to us and we will answer within a day.</p>" + "<p>"
                + "Your message is read by the harbour office. ".repeat(14) + "</p><textarea></textarea></form>");
        Document layout = cleaned("<form id=aspnet>" + TEXT.repeat(8) + "<textarea></textarea></form>");

        assertThat(contact.body().text()).doesNotContain("Write to us", "harbour office");
        assertThat(layout.getElementById("aspnet")).isNotNull();
    }

    @Test
    void removeChrome_navigationAsidesFootersAndPageHeaders_go_butAnArticlesHeaderStays() {
        Document document = PageCleaner.parse(
                "<html><body><header>chrome-site</header><nav>chrome-nav</nav>"
                        + "<main><article><header><h1>Ferry times</h1></header>" + TEXT + "</article></main>"
                        + "<aside>chrome-aside</aside><div role=navigation>chrome-role</div><footer>chrome-footer</footer>"
                        + "</body></html>",
                BASE);

        PageCleaner.removeChrome(document);

        assertThat(document.body().text())
                .startsWith("Ferry times The ferry leaves")
                .doesNotContain("chrome-");
    }

    @Test
    void removeChrome_keepsAnAsideHoldingThePagesOneHeadlineAndMostOfItsText_notASideBarsLogoHeading() {
        String hero = "<aside class=section-4><h1>The Ultimate Internships List</h1>"
                + "<p>Looking for an internship? Get hourly updates from two hundred career sites.</p>"
                + "<ul><li>Software Engineering</li><li>Data Analysis</li><li>Marketing</li></ul></aside>";
        Document landing = PageCleaner.parse(
                "<html><body><nav>chrome-nav</nav>" + hero
                        + "<div class=feedback>How would you rate this list?</div><footer>chrome-footer</footer>"
                        + "</body></html>",
                BASE);
        Document blog = PageCleaner.parse(
                "<html><body><aside class=sidebar><h1>chrome-logo</h1><p>chrome-about the author</p></aside>"
                        + "<div class=post>" + TEXT + "</div></body></html>",
                BASE);
        Document twoHeadlines = PageCleaner.parse(
                "<html><body>" + hero.replace("section-4", "chrome-aside") + "<h1>Another heading</h1></body></html>",
                BASE);

        PageCleaner.removeChrome(landing);
        PageCleaner.removeChrome(blog);
        PageCleaner.removeChrome(twoHeadlines);

        assertThat(landing.body().text())
                .startsWith("The Ultimate Internships List Looking for an internship?")
                .contains("Data Analysis", "How would you rate")
                .doesNotContain("chrome-");
        assertThat(blog.body().text()).startsWith("The ferry leaves").doesNotContain("chrome-");
        assertThat(twoHeadlines.body().text()).isEqualTo("Another heading");
    }

    @Test
    void isAd_takesAnAdTokenOpeningAWord_notTheLettersInsideOne() {
        for (String name : new String[] {
            "ad", "ad-slot", "top ads", "gpt-ad", "story_advert", "dfp-box", "sponsored", "taboola", "OUTBRAIN widget"
        }) {
            assertThat(PageCleaner.isAd(name)).as(name).isTrue();
        }
        for (String name : new String[] {
            "header", "shadow", "badge", "loaded", "adWrapper", "headline", "road", "kt-adv-heading", "", "address"
        }) {
            assertThat(PageCleaner.isAd(name)).as(name).isFalse();
        }
    }

    @Test
    void title_isTheFirstH1_elseTheMetadataTitle() {
        Document heading = PageCleaner.parse(
                "<html><head><title>Site | Ferry</title></head><body><h1>Ferry times</h1>" + TEXT + "</body></html>",
                BASE);
        Document metadata = PageCleaner.parse(
                "<html><head><meta property=og:title content=\"Ferry timetable\">" + "<title>Other</title></head><body>"
                        + TEXT + "</body></html>",
                BASE);
        Document none = PageCleaner.parse("<html><body>" + TEXT + "</body></html>", BASE);

        assertThat(PageCleaner.title(heading)).isEqualTo("Ferry times");
        assertThat(PageCleaner.title(metadata)).isEqualTo("Ferry timetable");
        assertThat(PageCleaner.title(none)).isNull();
    }

    @Test
    void title_aLaterHeadingThatIsTheMetadataTitleAfterALabel_isTheTitle_withoutTheLabel() {
        // arXiv's abstract page: a subject heading first, then the record's "Title:" heading.
        String record = "<html><head><title>[2512.16245] AlignMerge - Merging Models</title><meta property=og:title"
                + " content=\"AlignMerge - Merging Models\"></head><body><h1>Computer Science &gt; Artificial"
                + " Intelligence</h1><h1><span>Title:</span>AlignMerge - Merging Models</h1>" + TEXT + "</body></html>";
        String ownLabel = "<html><head><title>Re: Ferry times</title></head><body><h1>Re: Ferry times</h1>" + TEXT
                + "</body></html>";
        String otherWords = "<html><head><title>Ferry times</title></head><body><h1>Note: Ferry prices</h1>" + TEXT
                + "</body></html>";

        assertThat(PageCleaner.title(PageCleaner.parse(record, BASE))).isEqualTo("AlignMerge - Merging Models");
        assertThat(PageCleaner.title(PageCleaner.parse(ownLabel, BASE))).isEqualTo("Re: Ferry times");
        assertThat(PageCleaner.title(PageCleaner.parse(otherWords, BASE))).isEqualTo("Note: Ferry prices");
    }

    @Test
    void title_aHeadingKeepsItsDash_butAMetadataTitleLosesTheSitesNameAfterOne() {
        Document heading = PageCleaner.parse(
                "<html><body><h1>New bridge delayed again \u2013 the bill rises by 400 million</h1>" + TEXT
                        + "</body></html>",
                BASE);
        Document metadata = PageCleaner.parse(
                "<html><head><title>Electrical - Overview | Safety Administration</title></head><body>" + TEXT
                        + "</body></html>",
                BASE);

        PageCleaner.Title fromHeading = PageCleaner.pageTitle(heading);
        PageCleaner.Title fromMetadata = PageCleaner.pageTitle(metadata);

        assertThat(fromHeading.heading()).isTrue();
        assertThat(fromHeading.shown()).isEqualTo("New bridge delayed again \u2013 the bill rises by 400 million");
        assertThat(fromMetadata.heading()).isFalse();
        assertThat(fromMetadata.text()).isEqualTo("Electrical - Overview | Safety Administration");
        assertThat(fromMetadata.shown()).isEqualTo("Electrical - Overview");
    }

    @Test
    void parse_keepsTheFirstElementsUpToTheBound_andDropsTheRest() {
        StringBuilder html = new StringBuilder("<html><body>");
        for (int i = 0; i < PageCleaner.MAX_ELEMENTS + 100; i++) {
            html.append("<span>s").append(i).append("</span>");
        }
        Document document = PageCleaner.parse(html.append("</body></html>").toString(), BASE);

        // The document, html, head and body count too.
        assertThat(document.getAllElements()).hasSize(PageCleaner.MAX_ELEMENTS);
        assertThat(document.select("span").first().text()).isEqualTo("s0");
        // The element at the bound stays, emptied: a child past the bound went with it.
        int spans = PageCleaner.MAX_ELEMENTS - 4;
        assertThat(document.select("span")).hasSize(spans);
        assertThat(document.select("span").get(spans - 2).text()).isEqualTo("s" + (spans - 2));
        assertThat(document.select("span").last().text()).isEmpty();
    }

    @Test
    void removeNoise_aSubscriptionButtonTakesItsBox_onADeclaredArticleOnly() {
        String html = "<html><body>" + TEXT + "<section class=inread><p>Soutenez l'information locale</p>"
                + "<a class=button href=/abonnement/>Je m'abonne dès 1 €</a></section></body></html>";
        Document article = PageCleaner.parse(html, BASE);
        Document other = PageCleaner.parse(html, BASE);

        PageCleaner.removeNoise(article, true);
        PageCleaner.removeNoise(other, false);

        assertThat(article.body().text()).doesNotContain("Soutenez", "abonne");
        assertThat(other.body().text()).contains("Soutenez").doesNotContain("Je m'abonne");
    }
}
