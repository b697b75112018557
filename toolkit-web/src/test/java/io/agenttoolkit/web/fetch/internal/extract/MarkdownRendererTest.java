package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jsoup.Jsoup;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class MarkdownRendererTest {

    /** The Markdown of the page's element {@code c}, read from https://example.com/, without a title. */
    private static String rendered(String html) {
        return rendered(html, null);
    }

    /** The Markdown of the page's element {@code c}, read from https://example.com/, headed by the title. */
    private static String rendered(String html, @Nullable String title) {
        return new MarkdownRenderer()
                .render(Jsoup.parse(html, "https://example.com/").getElementById("c"), title);
    }

    @Test
    void collapseSpaces_makesEachRunOfHtmlWhitespaceOneSpace_likeTheRegex() {
        assertThat(MarkdownRenderer.collapseSpaces("a  b\t\tc\n d\u00a0 e")).isEqualTo("a b c d\u00a0 e");
        String plain = "one two three";
        assertThat(MarkdownRenderer.collapseSpaces(plain)).isSameAs(plain);
        Random random = new Random(7);
        char[] alphabet = {'a', 'b', ' ', '\t', '\n', '\r', '\f', '\u00a0', '\u2003'};
        for (int round = 0; round < 2000; round++) {
            StringBuilder text = new StringBuilder();
            for (int i = random.nextInt(12); i > 0; i--) {
                text.append(alphabet[random.nextInt(alphabet.length)]);
            }
            String value = text.toString();
            assertThat(MarkdownRenderer.collapseSpaces(value))
                    .as("%s", value.replace("\n", "\\n"))
                    .isEqualTo(value.replaceAll("[ \\t\\n\\r\\f]+", " "));
        }
    }

    @Test
    void withoutEmptyListItems_dropsMarkersWithNothingNested_keepsItemsCodeAndNestedContent() {
        String markdown = "Intro\n\n1.\n2.\n3.\n\nNext\n\n1.\n\n### What is it?\n\nAn answer.\n\n-\n"
                + "* kept item\n\n2.\n    ### Nested heading\n\n```\n-\n1.\n```";
        assertThat(MarkdownRenderer.withoutEmptyListItems(markdown))
                .isEqualTo("Intro\n\nNext\n\n### What is it?\n\nAn answer.\n\n* kept item\n\n2.\n"
                        + "    ### Nested heading\n\n```\n-\n1.\n```");
        String clean = "A\n\n1. one\n2. two";
        assertThat(MarkdownRenderer.withoutEmptyListItems(clean)).isSameAs(clean);
    }

    @Test
    void withoutBreakLines_emptiesLinesThatAreABreakAlone_keepsBreaksInTextAndCode() {
        String markdown = "Intro\n\n<br />\n\nText<br />more\n> Quoted\n> <br />\n> <br/>\n> Again\n"
                + "    <br>\n```\n<br />\n```";
        assertThat(MarkdownRenderer.withoutBreakLines(markdown))
                .isEqualTo("Intro\n\n\n\nText<br />more\n> Quoted\n>\n\n> Again\n\n```\n<br />\n```");
        String clean = "A\n\nB";
        assertThat(MarkdownRenderer.withoutBreakLines(clean)).isSameAs(clean);
    }

    @Test
    void withoutBreakLines_aBreakEndingABlocksLastLine_goes_oneInsideABlockStays() {
        String markdown = "* Carafe: Glass\n* Capacity: 10 cups<br />\n\nIt might surprise you.\nA<br>\nB<br>";

        assertThat(MarkdownRenderer.withoutBreakLines(markdown))
                .isEqualTo("* Carafe: Glass\n* Capacity: 10 cups\n\nIt might surprise you.\nA<br>\nB");
    }

    @Test
    void render_aBreakFlexmarkCannotMakeAHardBreak_leavesNoRawBreakLine() {
        String markdown =
                rendered("<div id=c><p>The ferry leaves at seven.</p><div><br></div><p><br>It returns at noon.</p>"
                        + "<pre><code>&lt;br /&gt;\n</code></pre></div>");

        assertThat(markdown).contains("The ferry leaves at seven.", "It returns at noon.", "```\n<br />\n```");
        assertThat(markdown.replace("```\n<br />\n```", "")).doesNotContain("<br");
    }

    @Test
    void render_aParagraphOpeningAWrapper_standsApartFromTheTextBefore_butNotInAListItem() {
        String markdown =
                rendered("<div id=c><blockquote><p>Quoted.</p><div><p>Again.</p></div></blockquote><p>The ferry leaves"
                        + " at seven.</p><section><div><p>It returns at noon.</p><p>Tickets are sold on board.</p>"
                        + "</div></section><ul><li><div><p>One</p></div></li><li><div><p>Two</p></div></li></ul>"
                        + "</div>");

        assertThat(markdown)
                .isEqualTo("> Quoted.\n>\n> Again.\n\nThe ferry leaves at seven.\n\nIt returns at noon.\n\n"
                        + "Tickets are sold on board.\n\n* One\n* Two");
    }

    @Test
    void render_aQuoteAfterLinksAndBeforeADiv_isQuotedWhole_andTheBlocksAroundItStayApart() {
        // arXiv's abstract page: links, then the abstract as a quote of lines, then a div with the metadata table.
        String markdown = rendered("<div id=c><a href=/pdf>View PDF</a> <blockquote><span>Abstract:</span>Merging"
                + " models.<br>We introduce AlignMerge.<br>Across five families.</blockquote><div><p>Subjects: cs.AI"
                + "</p></div><blockquote><p>“A great teacher.”</p></blockquote><div>Posted by Pat K.</div></div>");

        assertThat(markdown)
                .isEqualTo("[View PDF](https://example.com/pdf)\n> Abstract:Merging models.\n> We introduce AlignMerge."
                        + "\n> Across five families.\n\nSubjects: cs.AI\n> “A great teacher.”\n\nPosted by Pat K.");
    }

    @Test
    void render_aHeadingsPermalink_goes_butAHeadingThatIsALinkAndAWordLinkStay() {
        String markdown = rendered("<div id=c><h1>Tutorial<a class=headerlink href=\"#tutorial\" title=\"Permanent"
                + " link\">¶</a></h1><h2><a href=\"https://docs.rs/tokio/#tour\">§</a>A Tour</h2><h2>Setup <a"
                + " href=\"#setup\"><svg></svg></a></h2><h2><a href=\"#faq\">FAQ</a></h2><h3>See <a href=\"/a#b\">b</a>"
                + "</h3><p>Text with a <a href=\"#note\">*</a> mark.</p></div>");

        assertThat(markdown)
                .isEqualTo("# Tutorial\n\n## A Tour\n\n## Setup\n\n## [FAQ](https://example.com/#faq)\n\n"
                        + "### See [b](https://example.com/a#b)\n\nText with a [\\*](https://example.com/#note) mark.");
    }

    @Test
    void render_aLinkThatShowsNothing_goes_butALinkedPictureStays() {
        String markdown = rendered("<div id=c><p>Share <a href=\"https://x.com/share\"><svg><path d=\"M0\"/></svg>"
                + "</a><a href=\"/next\" title=\"Next article\"></a></p><p>barbecue<a href=\"/bbq\"> </a>(kettle)</p>"
                + "<p><a href=\"/shop\"><img src=\"/logo.png\" alt=\"\"></a></p></div>");

        assertThat(markdown)
                .isEqualTo(
                        "Share\n\nbarbecue (kettle)\n\n[![](https://example.com/logo.png)](https://example.com/shop)");
    }

    @Test
    void render_anAltTextHoldingMarkup_isItsText_andAPlainOneStaysAsItIs() {
        String markdown = rendered("<div id=c><p><img src=/pumble.webp alt=\"&lt;a href=&quot;https://pumble.com/&quot;"
                + " target=&quot;_blank&quot;&gt;Pumble&lt;/a&gt;\"></p><p><img src=/plot.png alt=\"x &lt; y\"></p>"
                + "<p><img src=/cook.jpg alt=Cook title=\"&lt;span class=&quot;stars&quot;&gt;4.5 stars&lt;/span&gt;\">"
                + "</p></div>");

        assertThat(markdown)
                .isEqualTo("![Pumble](https://example.com/pumble.webp)\n\n![x < y](https://example.com/plot.png)\n\n"
                        + "![Cook](https://example.com/cook.jpg \"4.5 stars\")");
    }

    @Test
    void render_aPictureWhoseFileIsNamedLikeAnEmoji_staysAPicture_andAnEmojisPictureIsItsAltText() {
        // flexmark wrote these as ":date:", ":iphone:" and ":chart:", the pictures and their addresses gone.
        String markdown = rendered("<div id=c><p><img src=\"../icons/small/date.png\" alt=Erstellt> 31.01.2016</p>"
                + "<p><a href=https://apps.apple.com/app><img src=https://cdn.example.org/uploads/iphone.png></a></p>"
                + "<p><img src=/chart.png alt=Sales title=\"Sales by month\"></p><table><tr><td>Icon</td><td>"
                + "<img src=https://example.com/a/very/long/path/to/the/crown.png alt=crown></td></tr><tr><td>Plan"
                + "</td><td>Gold</td></tr></table><p>Delicious <img src=https://cdn.example.org/64/1f60b.png alt=😋>"
                + " and done <img src=/smilies/wink.gif alt=\";)\"> <img src=/emoji/see_no_evil.png alt=:see_no_evil:></p><p><img src=/puce.gif alt=-> Next <img"
                + " src=/star.png alt=*> <img src=/teaser.jpg alt=...></p></div>");

        assertThat(markdown)
                .isEqualTo("![Erstellt](https://example.com/icons/small/date.png) 31.01.2016\n\n"
                        + "[![](https://cdn.example.org/uploads/iphone.png)](https://apps.apple.com/app)\n\n"
                        + "![Sales](https://example.com/chart.png \"Sales by month\")\n\n"
                        + "|------|" + "-".repeat(65) + "|\n"
                        // The columns line up: the picture's address, not a shorter stand-in, sets their width.
                        + "| Icon | ![crown](https://example.com/a/very/long/path/to/the/crown.png) |\n"
                        + "| Plan | Gold" + " ".repeat(59) + " |\n\n"
                        + "Delicious 😋 and done ;) :see_no_evil:\n\n![-](https://example.com/puce.gif) Next"
                        + " ![*](https://example.com/star.png) ![...](https://example.com/teaser.jpg)");
    }

    @Test
    void render_anAddressLikeAPicturesStandIn_staysAsThePageWroteIt() {
        String markdown = rendered(
                "<div id=c><p><img src=/photo.jpg alt=Photo></p><p><a"
                        + " href=\"https://agent-toolkit.invalid/0-xxxx\">https://agent-toolkit.invalid/picture-0-x</a></p></div>");

        assertThat(markdown)
                .isEqualTo("![Photo](https://example.com/photo.jpg)\n\n[https://agent-toolkit.invalid/picture-0-x]"
                        + "(https://agent-toolkit.invalid/0-xxxx)");
    }

    @Test
    void render_boldInsideBold_isWrittenOnce_andItalicsInsideBoldStay() {
        String markdown = rendered("<div id=c><p><strong><b>Distribution-based Methods</b></strong>: groups.</p>"
                + "<p>dass es <b>auf <strong>Seiten </strong></b>Hillary war</p><p><em>so <i>very</i></em> and"
                + " <b>bold <i>italic</i></b></p></div>");

        assertThat(markdown)
                .isEqualTo("**Distribution-based Methods**: groups.\n\ndass es **auf Seiten** Hillary war\n\n"
                        + "*so very* and **bold *italic***");
    }

    @Test
    void render_aSpaceAtTheEdgeOfBoldOrALink_staysBetweenTheWords() {
        String markdown = rendered("<div id=c><p><strong>Note: </strong>text here, see <a href=/x>the link </a>now,"
                + " an <em>italic </em>word, Price:<b> 10</b> EUR, es <b>auf <strong>Seiten </strong></b>Hillary,"
                + " x<b> </b>y, <code>a </code>b</p></div>");

        assertThat(markdown)
                .isEqualTo("**Note:** text here, see [the link](https://example.com/x) now, an *italic* word, Price:"
                        + " **10** EUR, es **auf Seiten** Hillary, x y, `a `b");
    }

    @Test
    void render_aQuoteInsideALinkCard_staysTheLinksText() {
        String markdown = rendered("<div id=c><a href=/customers/openai><div><blockquote>Just use it.</blockquote>"
                + "<div>Gabriel, OpenAI</div></div></a></div>");

        assertThat(markdown).startsWith("[Just use it.").doesNotContain(">");
    }

    @Test
    void render_punctuationRightAfterEmphasis_staysRightAfterIt_andASpaceThePageHasStays() {
        String markdown =
                rendered("<div id=c><p>Soviel vorweg: <b>Wir sind zu zweit</b>. Einer heißt <b>Homajon</b>, der andere"
                        + " <i>David</i>.</p><ul><li><strong>Ransomware</strong>: data held for <em>ransom</em>.</li>"
                        + "</ul><p>Revue <i>Projet</i> : un titre, <b>bien</b> !</p><pre><code>a <b>b</b>. c</code>"
                        + "</pre></div>");

        assertThat(markdown)
                .contains("**Wir sind zu zweit**. Einer heißt **Homajon**, der andere *David*.")
                .contains("* **Ransomware**: data held for *ransom*.")
                .contains("Revue *Projet* : un titre, **bien** !")
                .contains("a b. c")
                .doesNotContain("\ue000");
    }

    @Test
    void render_abbreviationsKeysAndVariables_keepTheirText_asTextCodeAndEmphasis() {
        String markdown =
                rendered("<div id=c><p>A <abbr title=\"Virtual Private Network\">VPN</abbr> hides you from your"
                        + " <acronym>ISP</acronym>. Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to copy <var>n</var> lines;"
                        + " it prints <samp>done</samp>.</p><pre><code>ssh <var>host</var></code></pre></div>");

        assertThat(markdown)
                .startsWith("A VPN hides you from your ISP. Press `Ctrl`+`C` to copy *n* lines; it prints `done`.")
                .contains("ssh host")
                .doesNotContain("*[", "<kbd", "<var", "<samp");
    }

    @Test
    void render_theTitleAsGiven_withTheDashOfAHeadline() {
        String markdown = rendered(
                "<div id=c><p>The council voted on Tuesday.</p></div>",
                "New bridge delayed again \u2013 the bill rises by 400 million");

        assertThat(markdown)
                .startsWith("# New bridge delayed again \u2013 the bill rises by 400 million\n\nThe council voted");
    }
}
