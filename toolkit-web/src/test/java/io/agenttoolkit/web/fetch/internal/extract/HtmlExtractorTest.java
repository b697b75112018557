package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

class HtmlExtractorTest {

    private static final String BASE = "https://example.com/blog/post.html";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    /** A paragraph long enough for readability to treat it as article text. */
    private static String paragraph(int index) {
        return "<p>Paragraph " + index + " explains, in plain words, how the extraction keeps the main content of a"
                + " page, drops the navigation, and writes headings, lists, links and tables as Markdown for an"
                + " agent to read.</p>";
    }

    private static String page(String headExtras, String content) {
        return "<html><head><title>The Title</title>" + headExtras + "</head><body>"
                + "<header><a href=/>Site logo header-text</a></header>"
                + "<nav><ul><li><a href=/a>nav-link-one</a></li><li><a href=/b>nav-link-two</a></li></ul></nav>"
                + "<main><article>" + content + "</article></main>"
                + "<aside><p>aside-text related posts</p></aside>"
                + "<footer><p>footer-text copyright</p></footer></body></html>";
    }

    private static String article(String extra) {
        StringBuilder body = new StringBuilder("<h1>The Title</h1>");
        for (int i = 0; i < 6; i++) {
            body.append(paragraph(i));
        }
        return body.append(extra).toString();
    }

    private List<BiFunction<String, String, Extraction>> strategies() {
        return List.of(extractor::extract, extractor::readability, extractor::soup);
    }

    @Test
    void extract_titleBecomesFirstLevelHeading() {
        Extraction extraction = extractor.extract(page("", article("")), BASE);

        assertThat(extraction.title()).isEqualTo("The Title");
        assertThat(extraction.markdown()).startsWith("# The Title\n\n");
        assertThat(extraction.markdown()).containsOnlyOnce("# The Title");
    }

    @Test
    void extract_pageHeadingAfterACategoryLine_leadsOnce_withoutTheCategory() {
        String html = page("", "<p>Health</p><h1>The Title</h1>" + article("").replace("<h1>The Title</h1>", ""));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .containsOnlyOnce("The Title")
                .startsWith("# The Title\n")
                .doesNotContain("Health");
    }

    @Test
    void extract_pageHeadingThatNearlyMatchesTheTitle_isNotRepeatedAboveIt() {
        String body = article("")
                .replace("<h1>The Title</h1>", "<h1>What Are The Basics Of Event Planning? Beginner? Guide</h1>");
        String html = page("", body)
                .replace(
                        "<title>The Title</title>",
                        "<title>What Are The Basics Of Event Planning: Beginner's Guide</title>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .startsWith("# What Are The Basics Of Event Planning? Beginner? Guide")
                .containsOnlyOnce("Basics");
    }

    @Test
    void extract_pageHeadingOtherThanTheTitle_getsTheTitleAboveIt() {
        // No h1: the title comes from <title>, and the page's own heading differs from it.
        String body = article("").replace("<h1>The Title</h1>", "<h2>Event planning for beginners</h2>");
        String html = page("", body)
                .replace("<title>The Title</title>", "<title>What Are The Basics Of Event Planning</title>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .startsWith("# What Are The Basics Of Event Planning\n")
                .contains("## Event planning for beginners");
    }

    @Test
    void extract_headingDropsTrailingSiteName_titleKeepsIt() {
        String html = page("", article("").replace("<h1>The Title</h1>", ""))
                .replace("<title>The Title</title>", "<title>How Pages Get Read | Example Site</title>");

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isEqualTo("How Pages Get Read | Example Site");
        assertThat(extraction.markdown()).startsWith("# How Pages Get Read\n").doesNotContain("Example Site");
        assertThat(MarkdownRenderer.withoutSiteName("Home - Example Site")).isEqualTo("Home - Example Site");
    }

    @Test
    void extract_titleIsThePagesOwnHeading_notTheMetadataTitle() {
        String html = page("<meta property=\"og:title\" content=\"Buy cheap titles online today\">", article(""));

        Extraction extraction = extractor.extract(html, BASE);

        assertThat(extraction.title()).isEqualTo("The Title");
        assertThat(extraction.markdown()).startsWith("# The Title\n\n").doesNotContain("Buy cheap");
    }

    @Test
    void extract_pageHeadingFarDown_isNotRepeatedAboveIt() {
        StringBuilder gallery = new StringBuilder("<ul>");
        for (int i = 0; i < 20; i++) {
            gallery.append("<li>Gallery picture ").append(i).append("</li>");
        }
        String content = gallery + "</ul>" + article("");
        String html = page("", content).replace("<title>The Title</title>", "<title>The Title | Shop</title>");

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).containsOnlyOnce("The Title").doesNotStartWith("# The Title");
    }

    @Test
    void extract_pageHeadingWithAnAnchorLink_isNotRepeatedAboveIt() {
        String content = article("").replace("<h1>The Title</h1>", "<h1>The Title<a href=\"#the-title\">¶</a></h1>");

        String markdown = extractor.extract(page("", content), BASE).markdown();

        // The permalink goes too: the heading reads as the title alone.
        assertThat(markdown)
                .containsOnlyOnce("The Title")
                .startsWith("# The Title\n")
                .doesNotContain("¶");
    }

    @Test
    void extract_titleMissing_isNull() {
        Extraction extraction = extractor.soup("<html><body><p>only text here</p></body></html>", BASE);

        assertThat(extraction.title()).isNull();
        assertThat(extraction.markdown()).isEqualTo("only text here");
    }

    @Test
    void extract_keepsHeadingsParagraphsListsAndTables() {
        String html = page(
                "",
                article("<h2>Second level</h2><h3>Third level</h3><ul><li>first item</li><li>second item</li></ul>"
                        + "<ol><li>step one</li><li>step two</li></ol>"
                        + "<table><thead><tr><th>Name</th><th>Value</th></tr></thead>"
                        + "<tbody><tr><td>alpha</td><td>1</td></tr><tr><td>beta</td><td>2</td></tr></tbody></table>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();
            assertThat(markdown).contains("## Second level", "### Third level");
            assertThat(markdown).containsPattern("(?m)^[*-] first item$").containsPattern("(?m)^[*-] second item$");
            assertThat(markdown).containsPattern("(?m)^1\\. step one$");
            assertThat(markdown)
                    .containsPattern("\\| *Name *\\| *Value *\\|")
                    .containsPattern("\\| *alpha *\\| *1 *\\|");
            assertThat(markdown).contains("\n\nParagraph 1 explains");
        }
    }

    @Test
    void extract_linksInsideCodeBlocks_keepTheirTextNotTheirAddress() {
        String code = "<pre><code class=\"language-rust\">let r: <a href=\"/std/result/enum.Result.html\">Result</a>"
                + " = parse(input);</code></pre><pre>email = \"<a href=\"/cdn-cgi/l/email-protection\">[email"
                + " protected]</a>\"</pre>";
        String html = page("", article(code));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("let r: Result = parse(input);", "email = \"[email protected]\"")
                    .doesNotContain("enum.Result.html", "email-protection");
        }
    }

    @Test
    void extract_linksAreAbsoluteAgainstBaseUrl() {
        String html = page(
                "",
                article("<p>See <a href=\"../docs/guide.html\">the guide</a> and"
                        + " <a href=\"/root\">root</a> and <a href=\"https://other.org/x\">other</a>.</p>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("[the guide](https://example.com/docs/guide.html)")
                    .contains("[root](https://example.com/root)")
                    .contains("[other](https://other.org/x)");
        }
    }

    @Test
    void extract_codeBlocksKeepTheirLanguage() {
        String html = page(
                "",
                article("<pre><code class=\"language-java\">int x = 1;\nint y = 2;</code></pre>"
                        + "<pre class=\"lang-python\">print('hi')</pre>"
                        + "<div class=\"highlight-source-rust\"><pre>fn main() {}</pre></div>"
                        + "<pre><code>plain code</code></pre>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();
            assertThat(markdown).contains("```java\nint x = 1;\nint y = 2;\n```");
            assertThat(markdown).contains("```python\nprint('hi')\n```");
            assertThat(markdown).contains("```rust\nfn main() {}\n```");
            assertThat(markdown).containsPattern("(?m)^(    plain code$|```\\n?plain code\\n```)");
        }
    }

    @Test
    void extract_codeBlockWithoutALanguage_getsNoHighlighterClassAsItsLanguage() {
        String html = page(
                "",
                article("<p>" + "Run the tool from the project folder, then read its output. ".repeat(4) + "</p>"
                        + "<pre><code class=\"nextra-code\">make build</code></pre>"
                        + "<pre class=\"sp-pre\"><code class=\"sp-pre-placeholder grow-[2]\">make test</code></pre>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();
            assertThat(markdown).contains("make build").contains("make test");
            assertThat(markdown).doesNotContain("nextra-code", "sp-pre-placeholder", "grow-", "plain-code");
            assertThat(markdown).contains("```\nmake build\n```").contains("```\nmake test\n```");
        }
    }

    @Test
    void extract_inlineCodeWithAnUnlikelyLookingClass_isKept() {
        // A docs theme's class on inline code ("nextra-code" holds "extra") names no boilerplate block.
        String html = page(
                "",
                article("<ul><li><code class=\"nextra-code\">Character</code> is an object type, meaning it is a type"
                        + " with some fields.</li><li><code class=\"nextra-code\">name</code> and"
                        + " <code class=\"nextra-code\">appearsIn</code> are fields on the type.</li></ul>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("`Character` is an object type").contains("`name` and `appearsIn` are fields");
    }

    @Test
    void extract_codeLinesWrittenAsElementsEachKeepTheirOwnLine() {
        // Highlighters (shiki, CodeMirror) write each line as an element and break lines by style only.
        String html = page(
                "",
                article(
                        "<pre class=\"shiki\"><code class=\"language-bash\"><span class=\"line\"><span>npm</span>"
                                + "<span> create vite</span></span><span class=\"line\"><span>cd</span><span> app</span>"
                                + "</span></code></pre><pre><code><div class=\"cm-line\">let a = 1;</div>"
                                + "<div class=\"cm-line\">let b = 2;</div></code></pre>"
                                + "<pre><code><span class=\"line\">kept\n</span><span class=\"line\">as is</span></code></pre>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .contains("```bash\nnpm create vite\ncd app\n```")
                .containsPattern("let a = 1;\n(    )?let b = 2;")
                .containsPattern("kept\n(    )?as is")
                .doesNotContain("vitecd")
                .doesNotContain("1;let");
    }

    @Test
    void extract_isNfkcNormalised() {
        String html = page("", article("<p>The ﬁrst ｆｕｌｌｗｉｄｔｈ text costs ５ euros.</p>"));

        assertThat(extractor.extract(html, BASE).markdown()).contains("The first fullwidth text costs 5 euros.");
    }

    @Test
    void extract_tidiesWhitespaceButKeepsParagraphs() {
        String html = page("", article("<p>spaced   \n\n\n   out</p><br><br><br><br><p>next\u00a0para \u200b</p>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();
            assertThat(markdown)
                    .doesNotContain("\n\n\n")
                    .doesNotContainPattern("[ \\t]+\\n")
                    .doesNotContain("\u200b");
            assertThat(markdown).contains("spaced out").contains("next para");
            assertThat(markdown).containsPattern("Paragraph 0[^\\n]*\\n\\nParagraph 1");
        }
    }

    @Test
    void extract_loginPromptInPlaceOfTheReplyBox_isDropped() {
        String prompt = "<div class=\"block-outer\"><a href=\"/login/\"><span>You must log in or register to post"
                + " here.</span></a></div><p>Sign In or Register to comment.</p>"
                + "<p>Members who log in to post a review get a coupon, the shop explained in a note to its buyers.</p>";
        String html = page("", article(prompt));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5", "Members who log in to post a review")
                    .doesNotContain("You must log in", "Sign In or Register");
        }
    }

    @Test
    void extract_fallbackTextOfVideoAndAudio_isDropped() {
        String media = "<div><video autoplay muted><source src=\"/clip.mp4\" type=\"video/mp4\">"
                + "Your browser does not support the video tag.</video></div>"
                + "<p><audio controls src=\"/talk.mp3\">Your browser does not support the audio element.</audio></p>";
        String html = page("", article(media));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5")
                    .doesNotContain("does not support");
        }
    }

    @Test
    void extract_dropsChromeScriptsHiddenElementsAndComments() {
        String noise = "<script>var scriptText = 1;</script><style>.styleText{}</style>"
                + "<noscript>noscript-text</noscript><iframe src=x>iframe-text</iframe>"
                + "<div style=\"display: none\">display-none-text</div>"
                + "<div style=\"visibility:hidden\">visibility-hidden-text</div>"
                + "<p hidden>hidden-attribute-text</p><span aria-hidden=\"true\">aria-hidden-text</span>"
                + "<!-- comment-text --><div class=\"ad-banner\">advert-text</div>"
                + "<div id=\"sponsored-box\">sponsored-text</div>";
        String html = page("<style>.headStyle{}</style>", article(noise));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();
            assertThat(markdown).contains("Paragraph 5");
            assertThat(markdown)
                    .doesNotContain("header-text", "nav-link", "aside-text", "footer-text")
                    .doesNotContain("scriptText", "styleText", "headStyle", "noscript-text", "iframe-text")
                    .doesNotContain("display-none-text", "visibility-hidden-text", "hidden-attribute-text")
                    .doesNotContain("aria-hidden-text", "comment-text", "advert-text", "sponsored-text");
        }
    }

    @Test
    void extract_pageRenderedOnlyInsideNoscript_keepsThatContent() {
        String html = "<html><head><title>Thread</title></head><body><div id=app></div><noscript>" + article("")
                + "</noscript></body></html>";

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown()).contains("Paragraph 0", "Paragraph 5");
        }
    }

    @Test
    void extract_noscriptNoteBesideContent_isDropped() {
        String html = page(
                "", article("<noscript>" + "Please enable JavaScript to view this page. ".repeat(20) + "</noscript>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5")
                    .doesNotContain("enable JavaScript");
        }
    }

    @Test
    void extract_pageRevealedByScriptFromDisplayNoneWrapper_keepsThatContent() {
        String html = page("", "<div style=\"display: none\">" + article("") + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown()).contains("Paragraph 0", "Paragraph 5");
        }
    }

    @Test
    void extract_displayNoneMainRegion_outweighedByMenus_staysOut() {
        // Hidden text never reaches the content: a page that hides its main region until a script runs is left to
        // the rendering stages (the local result is insufficient), not read from the hidden markup.
        String menu = "<ul class=\"mega-menu\">" + "<li><a href=/c>Category link text</a></li>".repeat(150) + "</ul>";
        String html = "<html><body>" + menu + "<main><div style=\"display:none\">" + article("")
                + "</div></main></body></html>";

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown()).doesNotContain("Paragraph 0");
        }
    }

    @Test
    void extract_hiddenPartOfTheMainRegion_isDropped() {
        String menu = "<ul class=\"mega-menu\">" + "<li><a href=/c>Category link text</a></li>".repeat(150) + "</ul>";
        String html = "<html><body>" + menu + "<main>" + article("") + "<div style=\"display:none\">"
                + "hidden-tab-text. ".repeat(40) + "</div></main></body></html>";

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5")
                    .doesNotContain("hidden-tab-text");
        }
    }

    @Test
    void readability_highlightedCodeListing_doesNotOutscoreTheProseAroundIt() {
        StringBuilder code = new StringBuilder("<div class=\"highlight\"><pre>");
        for (int i = 0; i < 60; i++) {
            code.append("<span class=\"n\">call_number_").append(i).append("(first, second, third)</span>\n");
        }
        String html = "<html><body><div class=\"body\"><section id=\"intro\">" + article("")
                + "</section><section id=\"recipes\"><h2>Recipes</h2>" + code + "</pre></div></section></div>"
                + "</body></html>";

        String markdown = extractor.readability(html, BASE).markdown();

        assertThat(markdown).contains("Paragraph 0", "Paragraph 5", "call_number_59");
    }

    @Test
    void extract_largeHiddenBlockBesideContent_isDropped() {
        String html = page("", article("<div style=\"display:none\">" + "hidden-dialog-text. ".repeat(30) + "</div>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5")
                    .doesNotContain("hidden-dialog-text");
        }
    }

    @Test
    void extract_dropsButtonStyledCallsToAction_keepsLongerTextInButtonNamedBlocks() {
        String html = page(
                "",
                article("<p><a class=\"btn btn-primary\" href=/signup>call-to-action-text</a></p>"
                        + "<div class=\"cta-box\">cta-box-text</div>"
                        + "<div class=\"button-guide\"><p>button-guide-text explains, at some length, which button"
                        + " to press.</p></div>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5", "button-guide-text")
                    .doesNotContain("call-to-action-text", "cta-box-text");
        }
    }

    @Test
    void extract_dropsSmallForms_keepsPageWideForm() {
        String signUp = "<form action=/subscribe><label>newsletter-form-text: your email</label></form>";
        String pageWideForm = "<html><head><title>The Title</title></head><body><form action=/postback>" + article("")
                + "</form></body></html>";

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(page("", article(signUp)), BASE).markdown())
                    .contains("Paragraph 5")
                    .doesNotContain("newsletter-form-text");
            assertThat(strategy.apply(pageWideForm, BASE).markdown()).contains("Paragraph 0", "Paragraph 5");
        }
    }

    @Test
    void extract_reactStreamedSegment_isKept() {
        String html = page("", "<h1>The Title</h1><div hidden id=\"S:0\">" + article("") + "</div>");

        assertThat(extractor.extract(html, BASE).markdown()).contains("Paragraph 0", "Paragraph 5");
    }

    @Test
    void extract_dropsBoilerplateNamedBlocks_evenWithContentWordsInTheName() {
        String html = page(
                "",
                article("<div class=\"related-posts\"><h3>related-posts-text</h3><ul><li><a href=/x>Another"
                        + " story with a long enough headline</a></li></ul></div>"
                        + "<div id=\"respond\" class=\"comment-respond\"><h3>leave-a-reply-text</h3></div>"
                        + "<p class=\"post-credit\">photo-credit-text</p>"
                        + "<div class=\"post-image-caption\">image-caption-text</div>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5")
                    .doesNotContain(
                            "related-posts-text", "leave-a-reply-text", "photo-credit-text", "image-caption-text");
        }
    }

    @Test
    void extract_dropsTeaserAuthorBoxAndTagBlocks_keepsArticleTeaserText() {
        String html = page(
                "",
                article("<div class=\"teaser-list\"><h3><a href=/x>other-teaser-text headline</a></h3></div>"
                        + "<div class=\"author-box\"><p>author-box-text writes about pages.</p></div>"
                        + "<div class=\"field-tags\">tag-list-text</div>"
                        + "<div class=\"article-teaser\"><p>lead-teaser-text opens the article.</p></div>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5", "lead-teaser-text")
                    .doesNotContain("other-teaser-text", "author-box-text", "tag-list-text");
        }
    }

    @Test
    void extract_boilerplateNamedWrapperHoldingThePage_isKept() {
        String html = page("", "<div class=\"post-wrap related-layout\">" + article("") + "</div>");

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown()).contains("Paragraph 0", "Paragraph 5");
        }
    }

    @Test
    void extract_dropsPictureCaptions_keepsTheFigureText() {
        String html = page(
                "",
                article("<figure><img src=/a.jpg><figcaption>caption-text Photo: Agency</figcaption></figure>"
                        + "<figure><blockquote>figure-quote-text</blockquote></figure>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5", "figure-quote-text")
                    .doesNotContain("caption-text");
        }
    }

    @Test
    void extract_keepsWordsThatOnlyLookLikeAds() {
        String html = page("", article("<div class=\"address header-shadow\"><p>address-text kept</p></div>"));

        assertThat(extractor.extract(html, BASE).markdown()).contains("address-text kept");
    }

    @Test
    void readability_reportsBestCandidateScore() {
        Extraction extraction = extractor.readability(page("", article("")), BASE);

        assertThat(extraction.strategy()).isEqualTo("readability");
        assertThat(extraction.readabilityScore()).isPositive();
        assertThat(extraction.markdown()).contains("Paragraph 0", "Paragraph 5");
    }

    /** A service page's section: a heading and a paragraph of about 150 characters, inside layout wrappers. */
    private static String serviceSection(String heading) {
        return "<section class=block><div class=inner><h2>" + heading + "</h2><p>" + heading
                + " is what the team does for clients, with care, with plain reports, with fair prices, and with"
                + " support after the work is done.</p></div></section>";
    }

    @Test
    void readability_serviceSections_keepsTheSiblingSections() {
        String intro = "<section class=intro><div class=inner><h2>Intro heading</h2>" + paragraph(0) + paragraph(1)
                + "</div></section>";
        String html = "<html><body>" + intro + serviceSection("Feature-one") + serviceSection("Feature-two")
                + serviceSection("Questions") + "</body></html>";

        Extraction extraction = extractor.readability(html, BASE);

        assertThat(extraction.markdown()).contains("Paragraph 0", "Feature-one is", "Feature-two is", "Questions is");
    }

    @Test
    void readability_longSectionAmongManySections_keepsTheSiblingSections() {
        StringBuilder reviews = new StringBuilder("<section class=reviews><div class=inner><h2>Our picks</h2>");
        for (int i = 0; i < 20; i++) {
            reviews.append(paragraph(i));
        }
        String html = "<html><body><div class=column>" + serviceSection("Intro-words")
                + reviews.append("</div></section>") + serviceSection("Comparison") + serviceSection("Coverage")
                + serviceSection("Costs") + serviceSection("Tips") + "</div></body></html>";

        Extraction extraction = extractor.readability(html, BASE);

        assertThat(extraction.markdown())
                .contains("Paragraph 19", "Intro-words is", "Comparison is", "Coverage is", "Costs is", "Tips is");
    }

    @Test
    void readability_articleElement_isNotWidenedToSiblingSections() {
        String html = "<html><body><article><h1>The Title</h1><div class=text>" + paragraph(0) + paragraph(1)
                + paragraph(2) + "</div></article>" + serviceSection("Newsletter-box") + serviceSection("Podcast-box")
                + serviceSection("Shop-box") + "</body></html>";

        Extraction extraction = extractor.readability(html, BASE);

        assertThat(extraction.markdown())
                .contains("Paragraph 2")
                .doesNotContain("Newsletter-box", "Podcast-box", "Shop-box");
    }

    @Test
    void readability_listingIntro_keepsTheCardListBeside() {
        StringBuilder cards = new StringBuilder("<div class=posts>");
        for (int i = 0; i < 6; i++) {
            cards.append("<div class=card><a href=/post-")
                    .append(i)
                    .append(">Card-title ")
                    .append(i)
                    .append(": how to cook a quick dinner in the air fryer</a></div>");
        }
        String html = "<html><body><div class=page><div class=intro><div class=wrap><h1>Air fryer recipes</h1>"
                + paragraph(0) + "</div></div>" + cards + "</div></div></body></html>";

        Extraction extraction = extractor.readability(html, BASE);

        assertThat(extraction.markdown()).contains("Paragraph 0", "Card-title 0", "Card-title 5");
    }

    @Test
    void readability_emptyPage_scoresZero() {
        Extraction extraction = extractor.readability("<html><body></body></html>", BASE);

        assertThat(extraction.readabilityScore()).isZero();
        assertThat(extraction.markdown()).isEmpty();
    }

    @Test
    void soup_prefersContentSelectorOverBody() {
        String html = "<html><body><div class=\"menu\">menu-text</div><div class=\"post-content\"><p>post text</p>"
                + "</div></body></html>";

        Extraction extraction = extractor.soup(html, BASE);

        assertThat(extraction.strategy()).isEqualTo("soup");
        assertThat(extraction.markdown()).isEqualTo("post text");
    }

    @Test
    void soup_selectorMatchingSeveralBlocks_takesThemAllInOrder_nestedOnce() {
        String html = "<html><body><div class=menu>menu-text</div>"
                + "<article><p>card one</p><article><p>nested card</p></article></article>"
                + "<div class=teaser>between</div><article></article><article><p>card two</p></article></body></html>";

        Extraction extraction = extractor.soup(html, BASE);

        assertThat(extraction.markdown())
                .containsSubsequence("card one", "nested card", "card two")
                .containsOnlyOnce("nested card")
                .doesNotContain("menu-text")
                .doesNotContain("between");
    }

    @Test
    void soup_selectorMatchingSeveralBlocks_oneWithTheTitle_takesOnlyThatOne() {
        String html = "<html><body><article><h1>Classes open</h1><p>The story's own text.</p></article>"
                + "<article><p>Front Page</p><a href=/other>Other story</a><p>Teaser of another story...</p></article>"
                + "<article><p>Front Page</p><a href=/third>Third story</a><p>Teaser of a third story...</p></article>"
                + "</body></html>";

        Extraction extraction = extractor.soup(html, BASE);

        assertThat(extraction.markdown())
                .contains("The story's own text.")
                .doesNotContain("Other story")
                .doesNotContain("Teaser of a third story");
    }

    @Test
    void soup_selectorMatchingOnlyEmptyBlocks_fallsToTheNextSelector() {
        String html = "<html><body><main></main><div class=post-content><p>post text</p></div><p>outside</p>"
                + "</body></html>";

        assertThat(extractor.soup(html, BASE).markdown()).isEqualTo("post text");
    }

    @Test
    void soup_noContentSelector_usesBody() {
        Extraction extraction =
                extractor.soup("<html><body><div><p>body one</p></div><p>body two</p></body></html>", BASE);

        assertThat(extraction.markdown()).isEqualTo("body one\n\nbody two");
    }

    @Test
    void skipsSoup_atScore100AndLength2000Exactly() {
        assertThat(HtmlExtractor.skipsSoup(result(2000, 100))).isTrue();
        assertThat(HtmlExtractor.skipsSoup(result(5000, 500))).isTrue();
        assertThat(HtmlExtractor.skipsSoup(result(1999, 100))).isFalse();
        assertThat(HtmlExtractor.skipsSoup(result(2000, 99.99))).isFalse();
        assertThat(HtmlExtractor.skipsSoup(result(0, 0))).isFalse();
    }

    @Test
    void pick_prefersReadabilityUnlessSoupIsMoreThanTwiceAsLong() {
        Extraction readability = result(1000, 40);

        assertThat(HtmlExtractor.pick(readability, soupResult(2000), false).extraction())
                .isSameAs(readability);
        Extraction picked =
                HtmlExtractor.pick(readability, soupResult(2001), false).extraction();
        assertThat(picked.strategy()).isEqualTo("soup");
        assertThat(picked.length()).isEqualTo(2001);
        assertThat(picked.readabilityScore()).isEqualTo(40);
        assertThat(HtmlExtractor.pick(result(0, 0), soupResult(1), false)
                        .extraction()
                        .strategy())
                .isEqualTo("soup");
        assertThat(HtmlExtractor.pick(result(0, 0), soupResult(0), false)
                        .extraction()
                        .strategy())
                .isEqualTo("readability");
    }

    @Test
    void pick_keepsReadabilityWhenSoupAddsOnlyLinksAndPictures() {
        String text = "Building permits authorize construction and inspections in the city. ".repeat(10);
        Extraction readability = new Extraction(text, "readability", 30, null);
        String links = "1. [Electrical Permit Application](https://example.com/forms/electrical-permit)\n"
                + "2. ![Permit office](https://example.com/office.jpg)\n";
        Extraction linkSoup = new Extraction(text + links.repeat(10), "soup", 0, null);
        Extraction textSoup = new Extraction(text + text + text, "soup", 0, null);

        assertThat(HtmlExtractor.pick(readability, linkSoup, false).extraction())
                .isSameAs(readability);
        assertThat(HtmlExtractor.pick(readability, textSoup, false).extraction().strategy())
                .isEqualTo("soup");
    }

    @Test
    void pick_takesSoupWhenItIsTheProseCoreOfReadability() {
        String posts = "> Forums still matter for long answers that stay searchable for years.\n\n"
                + "Replies keep their context, unlike a feed that scrolls past in a day.\n\n";
        String core = "# Do forums still matter?\n\n" + posts.repeat(6);
        String chrome = "1.\n2.\n3.\n\n[Advertise here](https://example.com/ads) starts at $1 per CPM.\n\n"
                + "Discussion in [General](https://example.com/general) started by [ann](https://example.com/ann)\n\n";
        Extraction readability = new Extraction(chrome + core + chrome, "readability", 40, null);

        assertThat(HtmlExtractor.pick(readability, new Extraction(core, "soup", 0, null), false)
                        .extraction()
                        .strategy())
                .isEqualTo("soup");
        // A soup with a line readability lacks, a small part of it, or mostly links is not its core.
        assertThat(HtmlExtractor.pick(readability, new Extraction(core + "Other line.", "soup", 0, null), false)
                        .extraction())
                .isSameAs(readability);
        assertThat(HtmlExtractor.pick(readability, new Extraction(posts, "soup", 0, null), false)
                        .extraction())
                .isSameAs(readability);
        String cards = "[Forums still matter for long answers](https://example.com/a/long-answers-searchable)\n\n";
        Extraction linkReadability = new Extraction(chrome + cards.repeat(8), "readability", 40, null);
        assertThat(HtmlExtractor.pick(linkReadability, new Extraction(cards.repeat(8), "soup", 0, null), false)
                        .extraction())
                .isSameAs(linkReadability);
    }

    /** A short news story: a title and three paragraphs, about 700 prose characters. */
    private static final String STORY = "# Council approves the new harbour bridge\n\n"
            + "The city council voted on Tuesday to fund the harbour bridge that residents have asked for since the"
            + " old ferry stopped running in the spring of last year.\n\n"
            + "Construction is due to start in March, the mayor said, and the crossing should open to cyclists and"
            + " pedestrians about eighteen months later, before the first cars are allowed across it.\n\n"
            + "Two members voted against the plan, saying the money would be better spent on the tram line that"
            + " was promised to the eastern districts in the last election campaign.";

    /** What a news site prints around a story: teasers of other stories, a comment, a footer. */
    private static final String CHROME_AFTER = "\n\n## More from the city desk\n\n"
            + "[Tram line delayed again](https://news.example/city/tram-delayed)\n\n"
            + "The eastern tram line will open a year late after the tender was challenged in court by a losing"
            + " bidder, the transport office confirmed in a short statement on Monday.\n\n"
            + "[Ferry operator seeks new route](https://news.example/city/ferry-route)\n\n"
            + "The company that ran the harbour ferry until last spring says it wants to serve the islands instead,"
            + " if the port authority grants it a licence for the summer season.\n\n"
            + "[Mayor opens the winter market](https://news.example/city/winter-market)\n\n"
            + "Stalls from forty towns line the old square until the end of December, with the usual crowds on the"
            + " first weekend and a new ice rink beside the cathedral steps this year.\n\n"
            + "Copyright 2026 City News Group. All rights reserved. Reproduction in whole or in part without"
            + " written permission is prohibited, including on social networks and in newsletters.";

    @Test
    void pick_onADeclaredArticle_keepsReadabilityWhenSoupOnlyAddsTextAroundTheBody() {
        Extraction readability = new Extraction(STORY, "readability", 40, null);
        Extraction soup = new Extraction(STORY + CHROME_AFTER, "soup", 0, null);
        // The length rule alone takes soup: more than twice as long, with more prose.
        assertThat(soup.length()).isGreaterThan(2 * readability.length());
        assertThat(HtmlExtractor.pick(readability, soup, false).extraction().strategy())
                .isEqualTo("soup");

        HtmlExtractor.Pick pick = HtmlExtractor.pick(readability, soup, true);

        assertThat(pick.extraction()).isSameAs(readability);
        assertThat(pick.reason())
                .startsWith("readability kept: the page declares an article")
                .contains("prose characters around that body (0 inside it)");
        // Chrome before the story is around it too.
        Extraction before = new Extraction(CHROME_AFTER.strip() + "\n\n" + STORY, "soup", 0, null);
        assertThat(HtmlExtractor.pick(readability, before, true).extraction()).isSameAs(readability);
    }

    @Test
    void pick_onAPageAddressedByAHeadline_keepsReadabilityAsOnADeclaredArticle() {
        Extraction readability = new Extraction(STORY, "readability", 40, null);
        Extraction soup = new Extraction(STORY + CHROME_AFTER, "soup", 0, null);

        HtmlExtractor.Pick pick = HtmlExtractor.pick(readability, soup, false, true, false);

        assertThat(pick.extraction()).isSameAs(readability);
        assertThat(pick.reason()).startsWith("readability kept: the page's address is a headline");
        // The address is evidence for the same test only: soup's extra inside the body still wins.
        String[] parts = STORY.split("\n\n");
        Extraction fuller = new Extraction(
                parts[0] + "\n\n" + parts[1] + "\n\n" + CHROME_AFTER.strip() + "\n\n" + parts[2] + "\n\n" + parts[3],
                "soup",
                0,
                null);
        assertThat(HtmlExtractor.pick(readability, fuller, false, true, false)
                        .extraction()
                        .strategy())
                .isEqualTo("soup");
    }

    @Test
    void pick_onAStory_withAThirdOfItsProseInParagraphs_keepsReadabilityWhenSoupAddsOnlyShortLines() {
        // A layout-table story: breadcrumbs, bylines, a caption and link bars beside three paragraphs.
        String lines = "Home > News > Agriculture and the county fair pages\n\n".repeat(5)
                + "By Betty Lowell, Staff Writer, Thursday, August 1, 2024\n\n".repeat(5);
        Extraction readability = new Extraction(STORY + "\n\n" + lines, "readability", 40, null);
        int body = HtmlExtractor.paragraphProse(readability.markdown());
        int prose = HtmlExtractor.proseLength(readability.markdown());
        assertThat(2 * body).isLessThan(prose);
        assertThat(3 * body).isGreaterThanOrEqualTo(prose);
        String shortLines = "Sat: Spring craft fair, Community Center, 9 a.m.\n\nSun: Partly cloudy, 73 / 58\n\n";
        Extraction chrome = new Extraction(readability.markdown() + "\n\n" + shortLines.repeat(25), "soup", 0, null);
        Extraction posts = new Extraction(readability.markdown() + CHROME_AFTER.repeat(3), "soup", 0, null);

        HtmlExtractor.Pick kept = HtmlExtractor.pick(readability, chrome, false, true, false);

        assertThat(kept.extraction()).isSameAs(readability);
        assertThat(kept.reason()).startsWith("readability kept: the page's address is a headline");
        // Paragraphs around the body (other stories' excerpts, another post) need half of the prose in paragraphs.
        assertThat(HtmlExtractor.pick(readability, posts, false, true, false)
                        .extraction()
                        .strategy())
                .isEqualTo("soup");
    }

    @Test
    void pick_onADeclaredArticle_takesSoupWhenItsExtraIsInsideTheBodyOrTheBodyIsNoProse() {
        // Soup found the article's middle, which readability missed: its extra lies between the body's lines.
        String[] parts = STORY.split("\n\n");
        String middle =
                CHROME_AFTER.replace("## More from the city desk", "").replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
        Extraction readability = new Extraction(STORY, "readability", 40, null);
        Extraction fuller = new Extraction(
                parts[0] + "\n\n" + parts[1] + middle + "\n\n" + parts[2] + "\n\n" + parts[3], "soup", 0, null);
        HtmlExtractor.Pick inside = HtmlExtractor.pick(readability, fuller, true);
        assertThat(inside.extraction().strategy()).isEqualTo("soup");
        assertThat(inside.reason()).startsWith("soup picked: more than twice as long");

        // Readability's content is a list, not a prose body: the length rule decides.
        String list = "# Ingredients\n\n" + "* 200 g flour, sifted twice\n".repeat(12);
        Extraction listReadability = new Extraction(list, "readability", 20, null);
        Extraction listSoup = new Extraction(list + CHROME_AFTER, "soup", 0, null);
        assertThat(HtmlExtractor.pick(listReadability, listSoup, true)
                        .extraction()
                        .strategy())
                .isEqualTo("soup");

        // Soup that does not hold readability's body is another region of the page, not its surroundings.
        Extraction elsewhere = new Extraction(CHROME_AFTER.repeat(2), "soup", 0, null);
        assertThat(HtmlExtractor.pick(readability, elsewhere, true).extraction().strategy())
                .isEqualTo("soup");
    }

    @Test
    void pick_whenSoupIsTheWholeBody_keepsReadabilityWhenTheTextAroundTheBodyIsNoParagraphs() {
        Extraction readability = new Extraction(STORY, "readability", 30, null);
        // A layout table's page: a menu row, a column of links and prices, the story, a footer row.
        String rule = "|" + "-".repeat(300) + "|\n";
        String chrome =
                rule + "| [Home](https://news.example/) \\| [News](https://news.example/news) \\| [Sports](/s) |\n\n"
                        + "**This Week**\n"
                        + "• [Lions Club pancake breakfast set for Sunday](https://news.example/news/pancakes)\n"
                        + "• [Legion Auxiliary collects 600 pounds of food](https://news.example/news/food)\n"
                        + "• [Hollis FFA chapter earns state honors](https://news.example/news/ffa)\n"
                        + "• [Township board sets spring cleanup dates](https://news.example/news/cleanup)\n"
                        + "**Subscribe**\nOne year in Hollis County: $38\nOut of county: $46\n\n";
        String footer = "\n\n" + rule + "| The Hollis Herald • 212 Main St. • Copyright 2024. All rights reserved. |";
        // Both results open with the page's title; in soup the menus come between it and the story.
        String title = STORY.substring(0, STORY.indexOf("\n\n"));
        String story = STORY.substring(STORY.indexOf("\n\n") + 2);
        Extraction body = new Extraction(title + "\n\n" + chrome + story + footer, "soup", 0, null);
        assertThat(HtmlExtractor.pick(readability, body, false).extraction().strategy())
                .isEqualTo("soup");

        HtmlExtractor.Pick pick = HtmlExtractor.pick(readability, body, false, true);

        assertThat(pick.extraction()).isSameAs(readability);
        assertThat(pick.reason()).startsWith("readability kept: soup is the whole body");
        // Around the story, as many words as a third of its own: other sections of the page, which soup keeps.
        Extraction sections = new Extraction(STORY + CHROME_AFTER, "soup", 0, null);
        assertThat(HtmlExtractor.pick(readability, sections, false, true)
                        .extraction()
                        .strategy())
                .isEqualTo("soup");
    }

    @Test
    void paragraphProse_countsProseLinesOfAHundredCharactersOutsideMarkers() {
        String paragraph = "a".repeat(100);
        assertThat(HtmlExtractor.paragraphProse(paragraph)).isEqualTo(100);
        assertThat(HtmlExtractor.paragraphProse("a".repeat(99))).isZero();
        assertThat(HtmlExtractor.paragraphProse("* " + paragraph + "\n# " + paragraph + "\n| " + paragraph + "\n> "
                        + paragraph + "\n12. " + paragraph))
                .isZero();
        // Link text is not prose.
        assertThat(HtmlExtractor.paragraphProse("[" + paragraph + "](https://example.com/x)"))
                .isZero();
        assertThat(HtmlExtractor.paragraphProse(paragraph + "\n\n2026 was a year of " + paragraph))
                .isEqualTo(100 + 19 + 100);
    }

    @Test
    void extract_declaredNewsArticle_keepsTheStoryWithoutThePromotionsAroundIt() {
        String story = "<div class=\"col\"><div class=\"story\"><h1>Council approves the new harbour bridge</h1>"
                + "<p>The city council voted on Tuesday to fund the harbour bridge that residents have asked for since"
                + " the old ferry stopped running in the spring of last year.</p>"
                + "<p>Construction is due to start in March, the mayor said, and the crossing should open to cyclists"
                + " and pedestrians about eighteen months later, before the first cars are allowed across it.</p>"
                + "<p>Two members voted against the plan, saying the money would be better spent on the tram line"
                + " that was promised to the eastern districts in the last election campaign.</p></div></div>";
        // The paper's own promotion, in another branch of the page: soup (the body, as there is no main or article
        // element) takes it in, readability does not.
        String promo = "<div class=\"bottom\"><div class=\"promo\">"
                + "<p>City News is the independent daily of the harbour region, owned by its readers since 1921 and"
                + " funded by subscriptions, donations and a small number of local advertisers.</p>"
                + "<p>Our newsroom of forty reporters covers the council, the courts, the schools and the port, and"
                + " publishes every story free of charge for the first week after it appears.</p>"
                + "<p>Become a member from three euros a month to support local reporting, receive the weekend edition"
                + " at home and join the readers' panel that meets the editors twice a year.</p>"
                + "<p>Write to the editors at the address below; letters may be shortened and are published with the"
                + " writer's full name and town unless there is a good reason not to.</p></div></div>";
        String body = "<body>" + story + promo + "</body></html>";
        String declaredHead =
                "<html><head><title>City News</title><meta property=\"og:type\" content=\"article\">" + "</head>";

        Extraction declared = extractor.extract(declaredHead + body, BASE);
        Extraction undeclared = extractor.extract("<html><head><title>City News</title></head>" + body, BASE);

        assertThat(declared.strategy()).isEqualTo("readability");
        assertThat(declared.markdown()).contains("Two members voted against").doesNotContain("Become a member");
        // Without the declaration the length rule takes soup, promotion and all.
        assertThat(undeclared.strategy()).isEqualTo("soup");
        assertThat(undeclared.markdown()).contains("Two members voted against", "Become a member");
    }

    @Test
    void extract_declaredArticle_dropsTheTeaserListAfterTheStory_aListingKeepsIt() {
        String story = "<div class=\"story\"><h1>Council approves the new harbour bridge</h1>"
                + "<p>The city council voted on Tuesday to fund the harbour bridge that residents have asked for since"
                + " the old ferry stopped running in the spring of last year.</p>"
                + "<p>Construction is due to start in March, the mayor said, and the crossing should open to cyclists"
                + " and pedestrians about eighteen months later, before the first cars are allowed across it.</p>"
                + "<p>Two members voted against the plan, saying the money would be better spent on the tram line"
                + " that was promised to the eastern districts in the last election campaign.</p></div>";
        StringBuilder teasers = new StringBuilder("<div class=\"more\"><h2>Across the region</h2><ul>");
        for (int i = 0; i < 3; i++) {
            teasers.append("<li><a href=\"https://example.com/city/story-")
                    .append(i)
                    .append("\">Story ")
                    .append(i)
                    .append(" of the week in the city</a> The transport office confirmed on Monday that")
                    .append(" the work goes on, ")
                    .append(i)
                    .append(" weeks longer than planned.</li>");
        }
        teasers.append("</ul></div>");
        String body = "<body><div class=\"wrap\">" + story + teasers + "</div></body></html>";

        Extraction declared = extractor.extract(
                "<html><head><title>City News</title><meta property=\"og:type\" content=\"article\"></head>" + body,
                BASE);
        Extraction undeclared = extractor.extract("<html><head><title>City News</title></head>" + body, BASE);

        assertThat(declared.markdown())
                .contains("Two members voted against")
                .doesNotContain("Across the region", "transport office");
        assertThat(undeclared.markdown()).contains("Across the region", "transport office");
    }

    @Test
    void extract_longHighScoringArticle_skipsSoup() {
        StringBuilder body = new StringBuilder("<h1>The Title</h1>");
        for (int i = 0; i < 40; i++) {
            body.append(paragraph(i).replace("</p>", ", with, many, commas, to, score, high.</p>"));
        }
        Extraction extraction = extractor.extract(page("", body.toString()), BASE);

        assertThat(extraction.strategy()).isEqualTo("readability");
        assertThat(extraction.readabilityScore()).isGreaterThanOrEqualTo(100);
        assertThat(extraction.length()).isGreaterThanOrEqualTo(2000);
    }

    private static final String PRODUCT_DESCRIPTION = "Hand-thrown stoneware mug glazed in a speckled oat colour,"
            + " fired twice for a glassy finish that survives the dishwasher, holds twelve ounces of coffee or tea,"
            + " and sits steady on its wide unglazed foot; every piece varies a little in colour and shape.";

    private static String productPage(String visibleText) {
        String jsonLd = "<script type=\"application/ld+json\">{\"@context\":\"https://schema.org\","
                + "\"@type\":\"Product\",\"name\":\"Oat Mug\",\"description\":\"" + PRODUCT_DESCRIPTION
                + "\"}</script>";
        return "<html><head><title>Oat Mug</title>" + jsonLd + "</head><body><main><h1>Oat Mug</h1>"
                + "<p>Price 24 EUR</p>" + visibleText + "</main></body></html>";
    }

    @Test
    void extract_structuredDataInScripts_neverReachesTheContent() {
        // JSON-LD is a script: a reader never sees it, so neither does the agent (a hidden place for injected text).
        Extraction extraction = extractor.extract(productPage(""), BASE);

        assertThat(extraction.markdown()).contains("Price 24 EUR").doesNotContain("Hand-thrown");
    }

    @Test
    void extract_visibleProductDescription_isKept() {
        Extraction extraction = extractor.extract(productPage("<p>" + PRODUCT_DESCRIPTION + "</p>"), BASE);

        assertThat(extraction.markdown()).containsOnlyOnce("Hand-thrown stoneware mug");
    }

    @Test
    void extract_relatedSectionOfProse_staysWhileTeaserCardsGo() {
        String prose = "<h2>Related</h2><p>The same folding problem was studied earlier by other groups, who"
                + " reached the result with a different method: they pack disks into the shape, connect the centres"
                + " of touching disks, and fold each triangle and quadrangle so that its edges line up; the proof"
                + " that this always works took several years and is described in <a href=/paper>the full"
                + " paper</a>, with every case of the construction worked out.</p>";
        String teasers = "<h2>You May Also Enjoy</h2><a href=/blog>How to start a blog</a><p>Learn how to start a"
                + " blog in less than an hour, with the step-by-step instructions we used when starting ours, which"
                + " has since reached millions of readers; creating it was one of the best decisions we ever made,"
                + " and it is how we earn a living and how we add value to other people's lives every week of the"
                + " year. <a href=/blog>Read more</a></p>";
        String html = page("", article(prose + teasers));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 5 explains", "pack disks into the shape");
            assertThat(markdown).doesNotContain("You May Also Enjoy", "start a blog in less");
        }
    }

    @Test
    void extract_definitionListWithDivGroups_keepsTermsAndDescriptions() {
        String list = "<dl><div><dt>Scroll depth tracking</dt><dd>Scroll-depth-is-tracked on every page.</dd></div>"
                + "<div><dt>Real-time dashboard</dt><dd>Live-traffic-updates every thirty seconds.</dd></div>"
                + "<div class=row><img src=/i.png alt=''><div><dt>Nested group term</dt>"
                + "<dd>Nested-group-description beside its icon.</dd></div></div></dl>";
        String html = page("", article(list));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown)
                    .contains("Paragraph 5 explains", "Scroll depth tracking", "Scroll-depth-is-tracked")
                    .contains("Real-time dashboard", "Live-traffic-updates")
                    .contains("Nested group term", "Nested-group-description");
        }
    }

    @Test
    void extract_recommendationSection_isRemovedWithItsCards() {
        String cards = "<section><h2>You may also like</h2><ul>"
                + "<li><a href=/p/1>Speckled stoneware bowl, oat glaze, 24 EUR</a></li>"
                + "<li><a href=/p/2>Stoneware plate with a wide rim, 31 EUR</a></li></ul></section>";
        String html = page("", article("<div>" + cards + "</div>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 5 explains").doesNotContain("You may also like");
            assertThat(markdown).doesNotContain("Speckled stoneware bowl").doesNotContain("wide rim");
        }
    }

    @Test
    void extract_teaserStripOfAServicePage_isRemovedButAHeadingThatGoesOnStays() {
        String teasers = "<section><h2>Our Latest Insights</h2><div>"
                + "<a href=/blog/1><h3>Five payroll mistakes to avoid this year</h3><p>Read the post</p></a>"
                + "<a href=/blog/2><h3>How to plan a year-end close</h3><p>Read the post</p></a></div></section>";
        String html = page(
                "",
                article("<h2>Latest trends in payroll</h2><p>Payroll teams now close their books in days.</p>"
                        + teasers));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 5 explains").contains("Latest trends in payroll");
            assertThat(markdown).doesNotContain("Our Latest Insights").doesNotContain("payroll mistakes");
        }
    }

    @Test
    void extract_caseStudyStripOfAServicePage_isRemovedButTheClientsOwnWordsStay() {
        String cases = "<section><h2>Related case studies about data platforms</h2><div>"
                + "<a href=/cases/1><h3>Retailer moves its analytics to the cloud</h3><p>Read the story</p></a>"
                + "<a href=/cases/2><h3>Bank unifies its customer data</h3><p>Read the story</p></a></div></section>";
        String voices =
                "<section><h2>Client stories</h2><p>Their team rebuilt our reporting in six weeks.</p>" + "</section>";
        String html = page("", article(voices + cases));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 5 explains").contains("rebuilt our reporting");
            assertThat(markdown).doesNotContain("Related case studies").doesNotContain("Retailer moves");
        }
    }

    @Test
    void extract_widgetWithAPaginationSettingClass_isKept() {
        String widget = "<div class=\"elementor-widget elementor-pagination-type-bullets\">"
                + "<p>The crew packed our whole house in one day, labelled every box, and nothing broke on the way,"
                + " which after three moves with other firms was a first for us.</p></div>";
        String html = page("", article(widget));

        String markdown = extractor.readability(html, BASE).markdown();

        assertThat(markdown).contains("Paragraph 5 explains").contains("labelled every box");
    }

    @Test
    void extract_advancedHeadingBlock_isNotTakenForAnAd() {
        String block = "<h2 class=\"kt-adv-heading356_9c83af-2d\">Full-Service Equipment Repair</h2>"
                + "<p class=\"kt-adv-heading356_3fb368-c9 wp-block-kadence-advancedheading\">Our technicians"
                + " repair treadmills, bikes and strength machines at gyms and studios.</p>";
        String html = page("", article(block));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Full-Service Equipment Repair").contains("treadmills, bikes");
        }
        assertThat(PageCleaner.isAd("adv-box")).isTrue();
    }

    @Test
    void extract_contactFormWithLongFieldHelp_isRemoved_butAPageWideFormStays() {
        StringBuilder form = new StringBuilder("<form><label>Name (Required)</label><input type=text name=n>"
                + "<label>Email (Required)</label><input type=email name=e>");
        for (int i = 0; i < 6; i++) {
            form.append("<label>Referral parameter ")
                    .append(i)
                    .append("</label><input type=text><p>This field is hidden when viewing the form,")
                    .append(" and it records where the visitor came from.</p>");
        }
        form.append("<textarea name=m></textarea></form>");
        String html = page("", article(paragraph(6) + paragraph(7) + paragraph(8) + form));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 5 explains").doesNotContain("This field is hidden");
        }
        String pageWide = page("", "<form>" + article("<textarea name=m></textarea>") + "</form>");
        assertThat(extractor.extract(pageWide, BASE).markdown()).contains("Paragraph 5 explains");
    }

    @Test
    void extract_faqWhoseAnswersSitInABlockNamedMenu_stays_butALinkMenuGoes() {
        StringBuilder faq = new StringBuilder("<div class=faq-tabs-menu>");
        for (int i = 0; i < 5; i++) {
            faq.append("<div class=faq-tab><div>Question ")
                    .append(i)
                    .append(": how does identity theft happen?</div><div><p>Answer ")
                    .append(i)
                    .append(" says that identity theft happens when someone misuses your personal or financial")
                    .append(" details, such as your card number, to open accounts or make purchases in your name.")
                    .append("</p></div></div>");
        }
        faq.append("</div>");
        StringBuilder more = new StringBuilder();
        for (int i = 6; i < 16; i++) {
            more.append(paragraph(i));
        }
        String menu = "<div class=page-menu><a href=/a>Menu link one</a> <a href=/b>Menu link two</a></div>";
        String html = page("", article(more + menu + faq.toString()));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown)
                    .contains("Paragraph 15 explains", "Answer 4 says that identity theft")
                    .doesNotContain("Menu link one");
        }
    }

    @Test
    void extract_quoteFormWithThreeTypedInFields_isRemoved() {
        StringBuilder form = new StringBuilder("<form>");
        for (int step = 1; step <= 4; step++) {
            form.append("<fieldset><p>Just a few more questions (step ")
                    .append(step)
                    .append(" of 4)</p><p>Tell us where you are moving from and where you are moving to, and a")
                    .append(" representative will contact you with rates for your move.</p></fieldset>");
        }
        form.append("<label>Name</label><input name=n><label>E-mail</label><input type=text name=e>")
                .append("<label>Phone</label><input type=tel name=p></form>");
        String html = page("", article(paragraph(6) + form));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 6 explains").doesNotContain("step 2 of 4");
        }
    }

    @Test
    void extract_sectionsRightUnderTheBody_areTheContent() {
        String html = "<html><head><title>Home</title></head><body>" + newsSections() + "</body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("Paragraph 0 explains").contains("Paragraph 3 explains");
    }

    private static String newsSections() {
        StringBuilder sections = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            sections.append("<div class=\"news\"><h4><a href=/n/")
                    .append(i)
                    .append(">Headline ")
                    .append(i)
                    .append("</a></h4>")
                    .append(paragraph(i))
                    .append("</div>");
        }
        return sections.toString();
    }

    @Test
    void extract_cookieDialogBeforeThePage_isRemoved() {
        String dialog = "<div id=\"ccc\" role=\"region\"><div id=\"ccc-notify\" role=\"dialog\">"
                + "<h1>Your choice regarding cookies on this site</h1>"
                + "<p>dialog-text: we use small files to optimise site functionality and give you the best possible"
                + " experience, and partners use them to measure visits.</p></div></div>";
        String html = "<html><head><title>Home</title></head><body>" + dialog + newsSections() + "</body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("Paragraph 3 explains").doesNotContain("dialog-text");
    }

    @Test
    void extract_skipLinkInsideTheContent_isRemoved_butAJumpLinkWithOtherWordsStays() {
        String html = page(
                "",
                "<a href=\"#main-content\">Skip to main content</a>"
                        + article("<p><a href=\"#pricing\">Skip ahead to the pricing table</a></p>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            String markdown = strategy.apply(html, BASE).markdown();

            assertThat(markdown).contains("Paragraph 5 explains").doesNotContain("Skip to main content");
            assertThat(markdown).contains("Skip ahead to the pricing table");
        }
    }

    @Test
    void extract_recommendationHeadingsInOtherLanguages_areRemoved() {
        for (String heading : List.of(
                "Lesen Sie auch",
                "Mehr zum Thema",
                "Leave a Reply",
                "À lire aussi",
                "Related",
                "Like this:",
                "About the author")) {
            String section = "<section><h3>" + heading + "</h3><ul><li><a href=/x>Another story on the site</a></li>"
                    + "</ul></section>";

            String markdown =
                    extractor.extract(page("", article(section)), BASE).markdown();

            assertThat(markdown)
                    .contains("Paragraph 5 explains")
                    .doesNotContain(heading)
                    .doesNotContain("Another story");
        }
    }

    @Test
    void extract_bylineAtTheTop_isRemoved_sentencesAndListingBylinesStay() {
        for (String byline : List.of(
                "<p>By Daryl Austin</p>",
                "<div><span>By</span><span><a href=/authors/nina>Nina Pineda</a></span></div>",
                "<p>By <a href=/authors/elle>Elle Penner, R.D.</a> | December 19, 2025</p>",
                "<p>by | Apr 21, 2025</p>",
                "<p>Edited by: <a href=/authors/kristina>Kristina Zagame</a></p>")) {
            String html = page("", "<h1>The Title</h1><p>A deck under the title.</p>" + byline + article(""));

            String markdown = extractor.extract(html, BASE).markdown();

            assertThat(markdown).contains("A deck under the title").contains("Paragraph 5 explains");
            assertThat(markdown)
                    .doesNotContain("Austin")
                    .doesNotContain("Pineda")
                    .doesNotContain("Penner");
            assertThat(markdown).doesNotContain("Apr 21").doesNotContain("Zagame");
        }
        String sentence = "<p>By Jane Doe. This guide contains links to trusted partners.</p>";
        String now = "<p>By now, you know the basics.</p>";
        String kept = extractor
                .extract(page("", "<h1>The Title</h1>" + sentence + now + article("")), BASE)
                .markdown();
        assertThat(kept).contains("By Jane Doe. This guide").contains("By now, you know");
        StringBuilder entries = new StringBuilder("<h1>Latest posts</h1>");
        for (int i = 1; i <= 3; i++) {
            entries.append("<h2>Entry ")
                    .append(i)
                    .append("</h2><p>By Writer Number")
                    .append(i)
                    .append("</p>");
        }
        String listing =
                extractor.extract(page("", entries + article("")), BASE).markdown();
        assertThat(listing).contains("Writer Number1").contains("Writer Number3");
    }

    @Test
    void extract_upNextAndDontMissStripsAndReviewerBox_areRemoved() {
        for (String heading :
                List.of("Up Next", "Don't Miss", "Don’t miss:", "More Resources...", "About the Reviewer")) {
            String section = "<section><h2>" + heading + "</h2><p><a href=/x>Another story on the site</a></p>"
                    + "<p>Dr. Jane Roe is a physician who reviews the site's health stories.</p></section>";

            String markdown =
                    extractor.extract(page("", article(section)), BASE).markdown();

            assertThat(markdown)
                    .contains("Paragraph 5 explains")
                    .doesNotContain(heading)
                    .doesNotContain("Another story")
                    .doesNotContain("Dr. Jane Roe");
        }
    }

    @Test
    void extract_recommendationTitleWithoutHeadingMarkup_isRemovedWithItsCards_boldLeadInParagraphIsKept() {
        String readNext = "<div class=more-like-this><span class=read-next-title>Read Next</span><ul>"
                + "<li><a href=/v/1>How to lay out a vegetable garden</a></li>"
                + "<li><a href=/v/2>Planting tomatoes in pots</a></li></ul></div>";
        String leadIn = "<p><strong>Related resources:</strong></p><ul><li><a href=/g>Venue guide</a> - compare"
                + " the features and prices of every venue in town</li></ul>";
        String html = page("", article(leadIn + readNext));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Related resources:", "compare the features")
                    .doesNotContain("Read Next", "vegetable garden", "tomatoes in pots");
        }
    }

    @Test
    void extract_cardTitlesUnderALowerRecommendationHeading_goWithIt_anchoredSectionHeadingEndsIt() {
        String cards = "<h5>Explore More Insights</h5><div class=posts>"
                + "<h3><a href=/lower-rates>Lower rates but minimal reaction</a></h3><p>Card summary one.</p>"
                + "<h3><a href=/valuation>Moving past fragmentation</a></h3><p>Card summary two.</p></div>"
                + "<h2><a href=\"#closing\">Closing thoughts</a></h2><p>The closing section stays with the page.</p>";
        String html = page("", article(cards));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Closing thoughts", "closing section stays")
                    .doesNotContain("Explore More", "Lower rates", "Card summary", "fragmentation");
        }
    }

    @Test
    void extract_recommendationSectionUnderAFirstLevelHeading_isRemoved() {
        String related = "<section class=more><h1>Related Articles</h1>"
                + "<h3><a href=/zipline>Waterfront poised for the longest urban zipline</a></h3>"
                + "<h3><a href=/bricklayers>Santa's little bricklayers</a></h3></section>";
        String html = page("", article(related));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains")
                    .doesNotContain("Related Articles", "zipline", "bricklayers");
        }
    }

    @Test
    void extract_linkListUnderARecommendationLabelParagraph_isRemoved() {
        String labelled = "<p><strong>Related posts:</strong></p><ul>"
                + "<li><a href=/p/1>Fun facts about coffee</a></li>"
                + "<li><a href=/p/2>How to store your coffee beans</a></li></ul>";
        String html = page("", article(labelled + paragraph(7)));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Paragraph 7 explains")
                    .doesNotContain("Related posts", "Fun facts about coffee", "store your coffee");
        }
    }

    @Test
    void extract_relatedLinkParagraph_isRemoved_paragraphWithTextOfItsOwnIsKept() {
        String related = "<p><strong>Related:</strong> <a href=/p/1>Cybersecurity roundup for September</a></p>";
        String ownText = "<p>Related: the <a href=/p/2>roundup</a> counts deals that closed in October only, not"
                + " announced ones.</p>";
        String html = page("", article(related + ownText));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "deals that closed in October")
                    .doesNotContain("Cybersecurity roundup");
        }
    }

    @Test
    void extract_tableOfContentsNamedByTheTheme_isRemoved_headingsItLinksToAreKept() {
        String toc = "<div id=\"ez-toc-container\"><p class=\"ez-toc-title\">Overview</p><ul>"
                + "<li><a href=\"#first\">toc-entry-first section</a></li>"
                + "<li><a href=\"#second\">toc-entry-second section</a></li></ul></div>";
        String html = page("", toc + article("<h2 id=first class=heading-toc>First section</h2>" + paragraph(7)));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "## First section", "Paragraph 7 explains")
                    .doesNotContain("toc-entry");
        }
    }

    @Test
    void extract_recommendationWordsInsideAParagraphOrCode_areNoSectionTitle() {
        String extra = "<p><strong><span>Read next</span></strong></p>" + paragraph(6) + paragraph(7)
                + "<div><pre><code><span>related</span>\n<span>read_next_token()</span></code></pre></div>";
        String html = page("", article(extra));

        assertThat(extractor.extract(html, BASE).markdown())
                .contains("Read next", "Paragraph 6 explains", "Paragraph 7 explains", "read_next_token()");
    }

    @Test
    void extract_linkListUnderATableOfContentsLabel_isRemoved() {
        String toc = "<h2>In this article</h2><ol><li><a href=\"#a\">toc-entry-what it is</a></li>"
                + "<li><a href=\"#b\">toc-entry-how it works</a></li></ol>";
        String html = page("", article(toc + "<h2 id=a>What it is</h2>" + paragraph(7)));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "## What it is", "Paragraph 7 explains")
                    .doesNotContain("In this article", "toc-entry");
        }
    }

    @Test
    void extract_blocksHoldingOnlyAnInterfaceLabel_areRemoved_labelWordsInASentenceAreKept() {
        String labels = "<div class=meta><span>5 min read</span></div>"
                + "<p><a href=/more>Read more</a></p>"
                + "<div><strong>Share this article</strong></div>"
                + "<p>Advertisement</p>"
                + "<p>Teams that read more code <a href=/x>share</a> more of it, the study found.</p>";
        String html = page("", article(labels));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Teams that read more code [share]")
                    .doesNotContain("5 min read", "Read more", "Share this article", "Advertisement");
        }
    }

    @Test
    void extract_adLabelsWithTheirNote_areRemoved_sentenceAboutAdsIsKept() {
        String labels = "<div class=slot-note>Advertisement - Page continues below</div>"
                + "<div class=slot-note>Advertisement - <a href=/join>Members</a> don't see this ad</div>"
                + "<p>Advertisement revenue keeps the forum free, and members don't see this ad slot at all.</p>";
        String html = page("", article(labels));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Advertisement revenue keeps the forum free")
                    .doesNotContain("Page continues below", "[Members]");
        }
    }

    @Test
    void extract_accountAndCallToActionButtons_areRemoved_sentenceIsKept() {
        String buttons = "<p><a href=/signup>Sign up</a></p><div><a href=/app>Download now</a></div>"
                + "<p><a href=/login>Log in</a></p><div><span>LIKE IT? PIN IT!</span></div>"
                + "<p>Sign up for the pottery class by Friday to keep a seat at the wheel.</p>";
        String html = page("", article(buttons));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Sign up for the pottery class")
                    .doesNotContain("[Sign up]", "Download now", "Log in", "PIN IT");
        }
    }

    @Test
    void extract_copyrightNotices_areRemoved_copyrightInASentenceIsKept() {
        String notices = "<p>Copyright © 2025 <a href=/>WABC-TV</a>. All Rights Reserved.</p>"
                + "<figure><img src=/p.jpg alt=''><div><span>© Victor Sailer</span></div></figure>"
                + "<p>The court held that copyright protects the expression of an idea, not the idea itself, so the"
                + " claim failed.</p>";
        String html = page("", article(notices));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "copyright protects the expression")
                    .doesNotContain("WABC-TV", "Rights Reserved", "Victor Sailer");
        }
    }

    @Test
    void readability_introInABlockOfItsOwnAboveTheBody_isKept() {
        assertThat(extractor.readability(builderPage(7, ""), BASE).markdown())
                .contains("Intro one: how a restaurant", "Intro two: understanding", "Paragraph 6 explains");
    }

    @Test
    void readability_introAboveTheBody_isKept_whenASmallerBlockFollowsTheBody() {
        String after = "<div class=section><div class=cta>"
                + "<p>After one: a closing block under the body holds some paragraphs of its own, longer than the"
                + " intro above the body, but much shorter than the body itself, as a page's closing words are.</p>"
                + "<p>After two: it adds a second paragraph of closing words, so that together with the first it"
                + " outweighs the intro that opens the article above its body, which is what this test needs.</p>"
                + "<p>After three: one more paragraph of closing words, thanking the reader for reading this far.</p>"
                + "</div></div>";

        assertThat(extractor.readability(builderPage(12, after), BASE).markdown())
                .contains("Intro one: how a restaurant", "Intro two: understanding", "Paragraph 11 explains");
    }

    /** A page builder's page: an intro block, a body block of headed paragraphs, then {@code after}. */
    private static String builderPage(int paragraphs, String after) {
        String intro = "<div class=section><div class=wrap><div class=widget>"
                + "<p>Intro one: how a restaurant serves its guests often matters as much as what it serves, since the"
                + " service sets expectations before the first bite, shapes how long guests stay, and decides"
                + " whether they come back, whatever the menu.</p>"
                + "<p>Intro two: understanding these service styles helps owners, investors and managers align their"
                + " operations with the market they serve, and this guide walks through each of them in turn, one by one.</p>"
                + "</div></div></div>";
        StringBuilder body =
                new StringBuilder("<div class=section><div class=inner><div class=widget><div class=text>");
        for (int i = 0; i < paragraphs; i++) {
            body.append("<h2>Style ").append(i).append("</h2>").append(paragraph(i));
        }
        body.append("</div></div><div class=heading><h3>Questions</h3></div></div></div>");
        return page("", "<h1>The Title</h1><div class=builder>" + intro + body + after + "</div>");
    }

    @Test
    void extract_newsletterSignUpPrompts_areRemoved_sentenceAboutNewslettersIsKept() {
        String prompts = "<div class=box><h3>Subscribe to the Garden Newsletter</h3>"
                + "<p>Get all the latest news, reviews and exclusives, direct to your inbox.</p></div>"
                + "<p><em>Love gardens? Our weekly newsletter has the best tips. <a href=/signup>Sign up now</a></em></p>"
                + "<p>The Guardian US added 680,000 newsletter subscribers in a single year, the report found.</p>";
        String html = page("", article(prompts));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "680,000 newsletter subscribers")
                    .doesNotContain("Garden Newsletter", "direct to your inbox", "Sign up now");
        }
    }

    @Test
    void extract_inboxSignUpPitches_areRemoved_inboxInASentenceIsKept() {
        String prompts = "<div class=box><h3>Want updates to your inbox?</h3>"
                + "<p>Get the best of Garden Weekly, directly in your inbox.</p></div>"
                + "<p>CVs in your inbox within 72 hours of posting the job.</p>";
        String html = page("", article(prompts));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "CVs in your inbox within 72 hours")
                    .doesNotContain("Want updates", "directly in your inbox");
        }
    }

    @Test
    void extract_privacyPledgesUnderSignUpForms_areRemoved_faqAnswerAboutCancellingIsKept() {
        String pledges = "<p><em>We will never sell your information. Modify your preferences at any time.</em></p>"
                + "<p>By submitting this form, you agree to our <a href=/privacy>Privacy Policy</a>.</p>"
                + "<p>You can opt out any time. <a href=/privacy>Privacy Policy</a></p>"
                + "<p>To learn how we process your data, visit our <a href=/privacy>Privacy Notice</a>.</p>"
                + "<p>Yes, you can unsubscribe at any time! Cancelling takes effect at the end of the billing period.</p>";
        String html = page("", article(pledges));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Cancelling takes effect")
                    .doesNotContain("never sell", "you agree", "opt out any time", "process your data");
        }
    }

    @Test
    void extract_captionOfARemovedForm_isRemoved_sentenceAboutAFormIsKept() {
        String captions = "<h4>Want more info? Fill out the form below:</h4>"
                + "<p>Complete this form and a representative will be in touch shortly.</p>"
                + "<p>Once you complete the volunteer form, look for our email with the next steps.</p>";
        String html = page("", article(captions));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "look for our email")
                    .doesNotContain("form below", "be in touch shortly");
        }
    }

    @Test
    void extract_carouselPositionLabels_areRemoved_aCountInASentenceIsKept() {
        String carousel = "<div class=carousel><figure><img src=/a.jpg alt=\"\"><figcaption>caption-one of the"
                + " workshop floor</figcaption></figure><div><span>Slide 1 of 8</span></div><p>3 of 15</p>"
                + "<p>SWIPE TO VIEW</p></div><p>Only 3 of 15 applicants were admitted to the program this year.</p>";
        String html = page("", article(carousel));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Only 3 of 15 applicants")
                    .doesNotContain("Slide 1 of 8", "SWIPE TO VIEW")
                    .doesNotContainPattern("(?m)^3 of 15$");
        }
    }

    @Test
    void extract_postDateLines_areRemoved_sentenceStartingWithADateIsKept() {
        String lines = "<div class=meta><div><span>Last updated on September 16th, 2023 at 09:27 am</span></div>"
                + "<p><strong>Published:</strong> Jul 15, 2019</p></div>"
                + "<p>Updated on March 5, 2024, the rules now require a permit for every raised bed on the street.</p>";
        String html = page("", article(lines));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "the rules now require a permit")
                    .doesNotContain("September 16th", "Jul 15, 2019");
        }
    }

    @Test
    void extract_repliesDateLines_areKept() {
        String thread = "<div class=post><p>Posted March 19, 2024</p>" + paragraph(7) + "</div>"
                + "<div class=post><p>Posted March 20, 2024</p>" + paragraph(8) + "</div>";
        String html = page("", article(thread));

        assertThat(extractor.extract(html, BASE).markdown()).contains("Posted March 19, 2024", "Posted March 20, 2024");
    }

    @Test
    void extract_tagLinesAndPreviousOrNextPostLinks_areRemoved_unlinkedSentenceIsKept() {
        String lines = "<p>Tags: <a href=/t/employment>Employment</a>, <a href=/t/fitness>Health &amp; Fitness</a></p>"
                + "<div class=nav><a href=/older>← Previous post<br>Simplify your kitchen</a></div>"
                + "<p>Next article in this series covers the winter garden, out in January.</p>";
        String html = page("", article(lines));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Next article in this series covers")
                    .doesNotContain("Employment", "Previous post", "Simplify your kitchen");
        }
    }

    @Test
    void extract_previousAndNextPageLinkLines_areRemoved_linkedNextStepsAndSentencesAreKept() {
        String lines = "<div class=nav><strong>&laquo;</strong> <a href=/t/1>Previous Thread</a> | "
                + "<a href=/t/3>Next Thread</a> <strong>&raquo;</strong></div>"
                + "<div><a href=/book/1>prev</a> | <a href=/book/3>next</a></div>"
                + "<div><a href=/learn/overview><small>&laquo; Previous: API product overviews</small></a></div>"
                + "<p><a href=/learn/next-steps>Next steps</a></p>"
                + "<p>Read the <a href=/book/3>next chapter</a> to learn how branches are merged.</p>";
        String html = page("", article(lines));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "Next steps", "next chapter", "how branches are merged")
                    .doesNotContain("Previous Thread", "Next Thread", "prev", "API product overviews");
        }
    }

    @Test
    void extract_wikiSectionEditLinks_areRemoved_editInSentenceIsKept() {
        String sections = "<div class=heading><h2>Alpha</h2><span class=s><span>[</span>"
                + "<a href=/w?action=edit&section=1>edit</a><span>]</span></span></div>" + paragraph(6)
                + "<div class=heading><h2>Beta</h2><span class=s><span>[</span><a href=/w?section=2>edit</a>"
                + "<span> | </span><a href=/w?section=2&src=1>edit source</a><span>]</span></span></div>"
                + "<p>Anyone may <a href=/help/edit>edit</a> the list when a language is missing from it.</p>";
        String html = page("", article(sections));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Alpha", "Beta", "Anyone may [edit]", "when a language is missing")
                    .doesNotContain("\\[", "edit source", "section=1", "section=2");
        }
    }

    @Test
    void extract_webflowFormStatusMessages_areRemoved() {
        String form = "<div class=w-form><form><label>Email</label></form>"
                + "<div class=w-form-done><div>Thank you! Your submission has been received!</div></div>"
                + "<div class=w-form-fail><div>Oops! Something went wrong while submitting the form.</div></div></div>";
        String html = page("", article(form));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains")
                    .doesNotContain("submission has been received", "Something went wrong");
        }
    }

    @Test
    void extract_feedFooterAndStarRatingLines_areRemoved() {
        String lines =
                "<p>The post <a href=/seo>AI-powered SEO in 2025</a> appeared first on <a href=/>SEO Services</a>.</p>"
                        + "<div class=rmp-widgets><p>How useful was this post?</p><p>Click on a star to rate it!</p>"
                        + "<p>No votes so far! Be the first to rate this post.</p></div>";
        String html = page("", article(lines));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains")
                    .doesNotContain("appeared first", "How useful", "star to rate", "No votes");
        }
    }

    @Test
    void extract_documentationFooterLinesAndEditLinks_areRemoved_sourceInASentenceIsKept() {
        String footer = "<p>To read the source, open <a href=/src>the repository</a> and view source files there.</p>"
                + "<div><h2>Help improve the docs</h2><a href=/contribute>Learn how to contribute</a>"
                + "<p>This page was last modified on <time>Sep 25, 2024</time> by <a href=/c>contributors</a>.</p>"
                + "<div><a href=https://github.com/x/edit>View this page on GitHub</a> • "
                + "<a href=https://github.com/x/issues>Report a problem with this content</a></div></div>";
        String html = page("", article(footer));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains", "view source files there")
                    .doesNotContain("Learn how to contribute", "last modified", "on GitHub", "Report a problem");
        }
    }

    @Test
    void extract_loadingNotice_isKept_forTheSufficiencyCheckToSeeAShell() {
        String html = page("", article("<p>Loading...</p>"));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown()).contains("Loading...");
        }
    }

    @Test
    void extract_tableOfContentsAndTagsLabelsLeftWithoutTheirLists_areRemoved() {
        String labels = "<p><strong>Table of Contents</strong></p><h4>Tags:</h4><div><a href=/all>View all</a></div>";
        String html = page("", article(labels));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 5 explains")
                    .doesNotContain("Table of Contents", "Tags", "View all");
        }
    }

    @Test
    void extract_relatedWorkSectionOfAPaper_isKept() {
        String html = page("", article("<h2>Related work</h2><p>Earlier extractors scored paragraphs by commas.</p>"));

        assertThat(extractor.extract(html, BASE).markdown())
                .contains("Related work")
                .contains("scored paragraphs");
    }

    @Test
    void extract_headingThatOnlySoundsLikeARecommendation_isKept() {
        String html = page("", article("<h2>People who need care find you</h2>" + paragraph(7)));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("People who need care find you").contains("Paragraph 7 explains");
    }

    @Test
    void extract_repeatedLongLine_isKeptOnce() {
        String note = "<p>Orders placed before noon ship the same day from our warehouse, returns are free for a"
                + " month.</p>";
        String html = page("", article(note + paragraph(8) + note));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).containsOnlyOnce("Orders placed before noon").contains("Paragraph 8 explains");
    }

    @Test
    void extract_tableRowsRepeatedInAnotherTable_areKeptButATablePrintedTwiceGoes() {
        String row = "<tr><td>Community forum</td><td>No official community support</td></tr>"
                + "<tr><td>Maintenance included</td><td>Security updates are applied for you</td></tr>";
        String first = "<table><tr><th>Feature</th><th>Builder A</th></tr>" + row
                + "<tr><td>Pricing</td><td>Limited free tier for hobby sites</td></tr></table>";
        String second = "<table><tr><th>Feature</th><th>Builder B</th></tr>" + row
                + "<tr><td>Pricing</td><td>Paid plans only from the first month</td></tr></table>";
        String twice = "<table><tr><th>Plan</th><th>Price</th></tr>"
                + "<tr><td>Quarterly hosting plan billed upfront</td><td>$30 every quarter</td></tr>"
                + "<tr><td>Yearly hosting plan with a free domain</td><td>$100 every year</td></tr></table>";
        String html = page("", article(paragraph(6) + first + paragraph(7) + second + twice + paragraph(8) + twice));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown.split("No official community support", -1)).hasSize(3);
        assertThat(markdown.split("Security updates are applied for you", -1)).hasSize(3);
        assertThat(markdown).containsOnlyOnce("Quarterly hosting plan billed upfront");
    }

    @Test
    void extract_listEntriesSharingABlurbWithLinesOfTheirOwn_keepTheBlurb_aClonedEntryGoes() {
        String blurb = "<p>Two days of strategy sessions on selling managed services and turning compliance into"
                + " recurring revenue.</p>";
        String slide = "<li>Furnace repair<p>Our certified technicians service every brand of furnace and boiler.</p>"
                + "<p>Same-day visits are available across the whole county.</p></li>";
        String html = page(
                "",
                article("<ul><li>April 7, 2026<h2>Channel Summit</h2><p>Charlotte, United States</p>" + blurb
                        + "</li><li>April 22, 2026<h2>Channel Summit</h2><p>Houston, United States</p>" + blurb
                        + "</li></ul>"
                        + paragraph(7) + "<ul>" + slide + slide + "</ul>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown.split("strategy sessions on selling", -1)).hasSize(3);
        assertThat(markdown).contains("Houston, United States").containsOnlyOnce("Same-day visits");
    }

    @Test
    void extract_replyQuotingAnEarlierPost_losesTheQuoteNotItsOwnWords() {
        String post = "<p>My pressure canner hisses at the lid after twenty minutes on the stove.</p>"
                + "<p>Is the gasket worn out or did I seat it the wrong way?</p>";
        String html = page(
                "",
                article(post + paragraph(6) + "<blockquote>" + post + "</blockquote>"
                        + "<p>Replace the gasket every few years; a dry one leaks exactly like that.</p>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .containsOnlyOnce("hisses at the lid")
                .containsOnlyOnce("seat it the wrong way")
                .contains("Replace the gasket every few years");
        assertThat(markdown).doesNotContain("> ");
    }

    @Test
    void extract_sectionPrintedTwiceInShortLines_isKeptOnce() {
        // The same block for two screen sizes: each line is short, together they repeat a passage.
        String block = "<div><h3>Cloud tax software</h3><p>Prepare returns on any device</p>"
                + "<p>with one web-based package for the office</p><p>and free unlimited e-filing</p>"
                + "<p>and our top-rated technical support.</p></div>";
        String html = page("", article(paragraph(6) + block + block));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).containsOnlyOnce("Cloud tax software").containsOnlyOnce("free unlimited e-filing");
    }

    @Test
    void extract_repeatedLabelsAndImageAltTexts_areKept() {
        // Card labels and alt texts repeat on every card; only words that are not the card's own go unnoticed.
        StringBuilder cards = new StringBuilder("<ul>");
        for (int i = 1; i <= 6; i++) {
            cards.append("<li><img src=/i")
                    .append(i)
                    .append(".jpg alt=\"Best of the year award winner photo\">")
                    .append("<a href=/p")
                    .append(i)
                    .append(">Project number ")
                    .append(i)
                    .append("</a>")
                    .append("<p>Honoree</p><p>Staff pick</p></li>");
        }
        String html = page("", article(paragraph(6) + cards + "</ul>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown.split("Honoree", -1)).hasSize(7);
        assertThat(markdown.split("Staff pick", -1)).hasSize(7);
        assertThat(markdown.split("award winner photo", -1)).hasSize(7);
    }

    @Test
    void extract_sectionRepeatedForAnotherScreenSize_isKeptOnce() {
        String desktop = "<div class=variant-desktop><h2>Plan your launch</h2><p>Boards for every team.</p>"
                + "<p>Templates to start fast.</p><img src=/board.png alt=Board></div>";
        String phone = "<div class=variant-phone><h2>Plan your launch</h2><p>Boards for every team.</p></div>";
        String html = page("", article(desktop + paragraph(8) + phone));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .containsOnlyOnce("Plan your launch")
                .containsOnlyOnce("Boards for every team")
                .contains("Templates to start fast")
                .contains("Paragraph 8 explains");
    }

    @Test
    void extract_tabLabelHeadingOverItsPanelsHeading_isKeptOnce() {
        String tab = "<div class=tab-label><h2>Payroll Strategy</h2></div>"
                + "<div class=tab-panel><h2>Payroll Strategy</h2><p>We align pay with your goals.</p></div>";
        String html = page("", article(tab + paragraph(8)));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).containsOnlyOnce("Payroll Strategy").contains("We align pay with your goals");
    }

    @Test
    void extract_repeatedHeadingOverNewLines_isKept() {
        String html = page(
                "",
                article("<h3>Pros</h3><p>Light and quiet.</p><h3>Cons</h3><p>Short cable.</p>" + paragraph(8)
                        + "<h3>Pros</h3><p>Long battery life.</p><h3>Cons</h3><p>Heavy case.</p>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown.split("### Pros", -1)).hasSize(3);
        assertThat(markdown.split("### Cons", -1)).hasSize(3);
        assertThat(markdown).contains("Long battery life");
    }

    @Test
    void extract_repeatedShortLinesAndCode_areKept() {
        String code = "<pre><code>System.out.println(\"the same long line of example code, printed twice\");\n"
                + "System.out.println(\"the same long line of example code, printed twice\");</code></pre>";
        String html = page("", article("<p>See the note</p>" + code + "<p>See the note</p>"));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown.split("See the note", -1)).hasSize(3);
        assertThat(markdown.split("printed twice", -1)).hasSize(3);
    }

    @Test
    void extract_deeplyNestedDocument_finishesFast() {
        String html = "<div>".repeat(200_000) + "deep text" + "</div>".repeat(200_000);

        assertFinishesFast(html);
    }

    @Test
    void extract_veryWideDocument_finishesFast() {
        String html = "<html><body>" + "<p>wide paragraph, with a comma</p>".repeat(100_000) + "</body></html>";

        assertFinishesFast(html);
    }

    @Test
    void extract_wideNestedLists_finishFast() {
        String html = "<html><body>" + "<ul><li><a href=/x>link</a></li></ul><div>text</div>".repeat(50_000)
                + "</body></html>";

        assertFinishesFast(html);
    }

    private void assertFinishesFast(String html) {
        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            long start = System.nanoTime();
            Extraction extraction = strategy.apply(html, BASE);
            // a guard against superlinear work (which takes minutes here), not a speed claim: loose for loaded CI
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(60));
            assertThat(extraction.markdown()).isNotNull();
        }
    }

    private static Extraction result(int length, double score) {
        return new Extraction("x".repeat(length), "readability", score, null);
    }

    @Test
    void dropDownCaption_isDropped_otherLabelsKept() {
        String paragraph = "<p>Salt the water well, keep the pasta moving in the first minute, and save a cup of the"
                + " cooking water for the sauce, which it thickens as the two are tossed together in the pan.</p>";
        String html = "<html><body><div class=post>" + paragraph
                + "<div><label for=answer-sort>Sorted by:</label><select id=answer-sort><option>Highest score"
                + "</option></select></div>" + paragraph
                + "<div><input type=radio id=tab-npm><label for=tab-npm>npm install pasta</label></div>"
                + paragraph + "</div></body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .doesNotContain("Sorted by")
                .contains("npm install pasta")
                .contains("Salt the water");
    }

    private static Extraction soupResult(int length) {
        return new Extraction("y".repeat(length), "soup", 0, null);
    }

    @Test
    void extract_instagramEmbedsAndFeeds_areRemoved() {
        String embeds = "<blockquote class=\"instagram-media\"><a href=\"https://www.instagram.com/p/x/\">embed-text:"
                + " View this post on Instagram</a><p>A post shared by Oat Studio (@oatstudio)</p></blockquote>"
                + paragraph(7)
                + "<div id=\"sb_instagram\" class=\"sbi sbi_col_4\"><p>feed-text: Morning coffee in the new oat"
                + " mug, glazed by hand this week.</p></div>";
        String html = page("", article(embeds));

        for (BiFunction<String, String, Extraction> strategy : strategies()) {
            assertThat(strategy.apply(html, BASE).markdown())
                    .contains("Paragraph 0", "Paragraph 7")
                    .doesNotContain("embed-text", "A post shared by", "feed-text");
        }
    }

    @Test
    void contentFoundInATableBody_takesTheWholeTable_withCellsApart() {
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            rows.append("<tr><td>Org ")
                    .append(i)
                    .append("</td><td>Volunteers help with sorting, packing, cleaning, driving")
                    .append(" and more, every day of the week.</td><td>Asheville, NC</td></tr>");
        }
        String html = "<html><head><title>Volunteer list</title></head><body><div><h1>Volunteer list</h1><table><thead>"
                + "<tr><th><p>Organization</p></th><th>Task</th><th>Place</th></tr></thead><tbody>" + rows
                + "</tbody></table></div></body></html>";
        String markdown = extractor.readability(html, "https://example.org/").markdown();
        assertThat(markdown)
                .contains("Organization\nTask\nPlace")
                .contains("Org 3\nVolunteers help with sorting")
                .doesNotContain("Org 3Volunteers");
    }

    @Test
    void extract_rowOfSectionsNamedForASidebarLayout_staysWhileThePagesSidebarGoes() {
        String intro = "<p>"
                + "Our platform runs your apps, sites and agents, from the first deploy to the millionth user. "
                        .repeat(6)
                + "</p>";
        StringBuilder row = new StringBuilder("<div class=\"n-switchback-group\">");
        for (String name : List.of("Ship instantly", "Build anything", "Grows with you")) {
            row.append("<div class=\"n-switchback n-sidebar-left item\"><img src=/p.png alt=\"\"><div><h3>")
                    .append(name)
                    .append("</h3><p>")
                    .append(name)
                    .append(" feature text: deploy from anywhere, preview every change, store data, and scale")
                    .append(" without juggling a ton of separate services or surprise costs.</p></div></div>");
        }
        row.append("</div>");
        String sidebar = "<div class=\"sidebar\"><h3>Popular</h3><ul>"
                + "<li><a href=/x>Sidebar link text</a></li>".repeat(8) + "</ul></div>";
        String html = "<html><head><title>The Title</title></head><body><main><h1>The Title</h1>" + intro + row
                + sidebar + "</main></body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .contains("Ship instantly feature text")
                .contains("Build anything feature text")
                .contains("Grows with you feature text")
                .doesNotContain("Sidebar link text");
    }

    @Test
    void extract_bannerHoldingThePagesHeading_isItsLeadAndStays() {
        String hero = "<section class=\"service-banner-wrap\"><h1>HR software for every business</h1>"
                + "<p>Unburden your HR team: fifteen years of empowering HR teams with one suite for leave,"
                + " attendance and payroll.</p></section>";
        String promo = "<div class=\"promo-banner\"><h2>Spring offer</h2><p>Save on the annual plan now.</p></div>";
        String body =
                "<p>" + "Manage leave, attendance, performance and payroll in one place with clear reports. ".repeat(8)
                        + "</p>";
        String html = "<html><head><title>The Title</title></head><body><main>" + hero + body + promo
                + "</main></body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("Unburden your HR team").doesNotContain("Save on the annual plan");
    }

    @Test
    void extract_lineBreakInsideAHeading_isASpaceAndTheTitleIsNotRepeated() {
        String html = "<html><head><title>Open source project management</title></head><body><main>"
                + "<h1>Open source<br>project management</h1><p>"
                + "Keep everything and everyone on track with boards, tables and calendars for your whole team. "
                        .repeat(5)
                + "</p><h2>Accelerate<br/>productivity</h2><p>"
                + "Plan sprints, track tasks and share progress without leaving the tools you already use. ".repeat(4)
                + "</p><pre><code>line one<br>line two</code></pre></main></body></html>";

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown)
                .startsWith("# Open source project management\n")
                .contains("## Accelerate productivity\n")
                .containsOnlyOnce("Open source")
                .contains("line one\nline two");
    }

    @Test
    void touchingItemsOfAFlexOrGridBox_areWrittenApart() {
        String rows = "<p>" + "The parts catalogue lists every category of spare part we stock for repairs. ".repeat(4)
                + "</p><div class=\"flex items-center justify-between\"><label>Accessories</label>"
                + "<span class=count>1385</span></div><div style=\"display: flex\"><span>Adhesive Pads</span>"
                + "<span>158</span></div><div class=d-grid><b>Batteries</b>742</div>";
        String markdown = extractor.extract(page("", article(rows)), BASE).markdown();

        assertThat(markdown)
                .contains("Accessories 1385")
                .contains("Adhesive Pads 158")
                .contains("**Batteries** 742");
    }

    @Test
    void superscriptInsideALink_isPlainText_soTheLinkIsNoFootnoteReference() {
        String text = "<p>Some 12,000 people died that winter.<a href=/notes#n3><sup>3</sup></a> The Trade-In"
                + " <a href=/trade>offer<sup>\u0394</sup></a> ran until the 19<sup>th</sup> of March.</p>";
        String markdown = extractor.extract(page("", article(text)), BASE).markdown();

        assertThat(markdown)
                .contains("winter.[3](https://example.com/notes#n3)")
                .contains("[offer\u0394](https://example.com/trade)")
                .contains("19^th^ of March");
    }

    @Test
    void linkAddressesWithSpacesOrNestedParentheses_areEncoded_onePairStays() {
        String links = "<p>Run the <a href=\"https://play.example.org/?code=fn+main()+{assert_eq!(x.is_ok(),+true)}\">"
                + "example</a> or read about <a href=\"https://en.example.org/wiki/Mercury_(planet)\">Mercury</a>.</p>"
                + "<p><img src=\"https://cdn.example.org/uploads/01 Mark - Cover.jpg\" alt=Cover></p>";
        String markdown = extractor.extract(page("", article(links)), BASE).markdown();

        assertThat(markdown)
                .contains(
                        "[example](https://play.example.org/?code=fn+main%28%29+{assert_eq!%28x.is_ok%28%29,+true%29})")
                .contains("[Mercury](https://en.example.org/wiki/Mercury_(planet))")
                .contains("![Cover](https://cdn.example.org/uploads/01%20Mark%20-%20Cover.jpg)");
    }

    @Test
    void numberedCaptionUnderAPicture_isDropped_sentenceAboutTheFigureStays() {
        String figure = "<div class=imageblock><div class=content><img src=/tree.png alt='A commit and its tree'>"
                + "</div><div class=title>Figure 9. A commit and its tree</div></div>"
                + "<p>Figure 9 shows the commit pointing at its tree, which lists the blobs of the snapshot.</p>";
        String markdown = extractor.extract(page("", article(figure)), BASE).markdown();

        assertThat(markdown)
                .contains("https://example.com/tree.png", "Figure 9 shows the commit")
                .doesNotContain("Figure 9. A commit and its tree");
    }

    @Test
    void readingTimeStamp_isDropped_durationsAndLinksStay() {
        String stamp = "<div class=meta><span>23.07.2025</span> \u00b7 <span>6 min read</span></div>"
                + "<div class=info><div>Reading time</div><div>5 Minutes</div></div>";
        String kept = "<p>Bake for</p><p>10 mins</p><p><a href=/gifts>Reading Time Gifts</a></p>";
        String markdown = extractor
                .extract(page("", article(kept).replace("<h1>The Title</h1>", "<h1>The Title</h1>" + stamp)), BASE)
                .markdown();

        assertThat(markdown)
                .doesNotContain("6 min read", "Reading time", "5 Minutes")
                .contains("10 mins", "[Reading Time Gifts](https://example.com/gifts)");
    }

    @Test
    void readingTimesOfListedStories_stay() {
        String cards = "# Blog\n\n## [Story one](/one)\n\n3 min read\n\n## [Story two](/two)\n\n4 min read\n\n"
                + "## [Story three](/three)\n\n5 min read";

        assertThat(ReadingTimes.drop(cards)).isEqualTo(cards);
        assertThat(ReadingTimes.drop("# Post\n\n6 min read\n\nText.")).isEqualTo("# Post\n\nText.");
    }

    @Test
    void writersLatestPostsBox_isDropped() {
        StringBuilder text = new StringBuilder("<div id=content>");
        for (int i = 0; i < 6; i++) {
            text.append(paragraph(i));
        }
        text.append("<p>See you soon,</p><p>Jane</p><div class=writer-box><ul><li><a href=#about>Author</a></li>")
                .append("<li><a href=#posts>Recent Posts</a></li></ul><section><div class=name>Latest posts by Jane")
                .append(" Doe <span>(<a href=/author/jane/>see all</a>)</span></div><ul><li><a href=/one>Packing for")
                .append(" a retreat in the mountains</a> - May 2, 2025</li><li><a href=/two>Ten poses for a long")
                .append(" flight</a> - April 9, 2025</li></ul></section></div></div>");
        org.jsoup.nodes.Element content = org.jsoup.Jsoup.parse(text.toString()).getElementById("content");

        AuthorBoxes.prune(content);

        assertThat(content.text())
                .contains("Paragraph 5", "Jane")
                .doesNotContain("Latest posts by", "Packing for a retreat", "Recent Posts");
    }

    @Test
    void proseLength_leavesOutLinksPicturesAndTableRules() {
        String table = "| Name | Links |\n|------|" + "-".repeat(300) + "|\n| maha | [](https://x.com/maha) |";

        assertThat(HtmlExtractor.proseLength("Plain words [and a link](https://example.com) ![](/a.png)"))
                .isEqualTo("Plain words ".length());
        assertThat(HtmlExtractor.proseLength(table)).isLessThan(40);
    }
}
