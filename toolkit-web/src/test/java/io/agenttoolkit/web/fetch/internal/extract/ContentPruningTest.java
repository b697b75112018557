package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The readability strategy's pruning of its chosen content (readers' comments, author boxes, captions), and soup's. */
class ContentPruningTest {

    private static final String BASE = "https://example.com/blog/post.html";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    private static String paragraphs(String word, int count) {
        StringBuilder html = new StringBuilder();
        for (int i = 0; i < count; i++) {
            html.append("<p>")
                    .append(word)
                    .append(' ')
                    .append(i)
                    .append(" explains, in plain words, how the extraction keeps the main content of a page,")
                    .append(" drops the navigation, and writes headings, lists and links as Markdown.</p>");
        }
        return html.toString();
    }

    private static String page(String body) {
        return "<html><head><title>The Title</title></head><body><div id=wrap>" + body + "</div></body></html>";
    }

    private String readability(String html) {
        return extractor.readability(html, BASE).markdown();
    }

    @Test
    void aDataTableWhoseNamesAreLinks_isKept_aMenuLaidOutAsATableIsDropped() {
        StringBuilder rows = new StringBuilder();
        StringBuilder menu = new StringBuilder();
        String[] firms = {"Quanta Services Inc.", "MYR Group Inc.", "MasTec Inc.", "Rosendin Electric", "Cupertino Inc."
        };
        for (int i = 0; i < firms.length; i++) {
            rows.append("<tr><td><a href=\"https://firm")
                    .append(i)
                    .append(".example/\">")
                    .append(firms[i])
                    .append("</a></td><td>$")
                    .append(i + 1)
                    .append("B</td></tr>");
            menu.append("<tr><td><a href=\"/section")
                    .append(i)
                    .append("\">Section ")
                    .append(i)
                    .append("</a></td></tr>");
        }
        String html = page(paragraphs("Intro", 3)
                + "<div class=table-scroll><table><thead><tr><th>Company</th><th>Revenue</th></tr></thead><tbody>"
                + rows + "</tbody></table></div>" + "<table class=menu>" + menu + "</table>" + paragraphs("Outro", 3));

        String markdown = readability(html);

        assertThat(markdown)
                .contains("Quanta Services", "Rosendin Electric", "$4B")
                .doesNotContain("Section 2");
    }

    @Test
    void commaSeparatedAuthorLinks_areKept_menuLinksAreDropped() {
        StringBuilder entries = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            entries.append("<div class=entry><p>Entry ")
                    .append(i)
                    .append(" studies how a reader follows a long listing of papers, one title at a time.</p>")
                    .append("<div class=authors><a href=/a/1>Ada Lovelace</a>, <a href=/a/2>Alan Turing</a>, ")
                    .append("<a href=/a/3>Grace Hopper</a>, <a href=/a/4>Author")
                    .append(i)
                    .append(" Knuth</a></div></div>");
        }
        String menu = "<div class=menu><a href=/x>Home</a> <a href=/y>Papers</a> <a href=/z>About</a></div>";
        String html = page("<div class=list>" + menu + entries + "</div>");

        String markdown = readability(html);

        assertThat(markdown)
                .contains("Entry 5 studies", "Grace Hopper", "Author5 Knuth")
                .doesNotContain("About");
    }

    @Test
    void postsListOfLinksWithWordsOfItsOwn_isKept_menuLinksAreDropped() {
        String list = "<p>Direct links to the members' projects in this thread:</p><ul>"
                + "<li>nuhobby's <a href=/p/2>wooden toy car</a>, <a href=/p/124>laptop desk riser</a></li>"
                + "<li>cousin's <a href=/p/5>segmented bowls</a></li>"
                + "<li>eastern's <a href=/p/6>fishing landing net</a></li>"
                + "<li>drl's <a href=/p/22>baby cradle in oak</a></li></ul>";
        String menu = "<ul class=menu><li><a href=/x>Home</a></li><li><a href=/y>Projects</a></li>"
                + "<li><a href=/z>About</a></li></ul>";
        String html = page("<div class=post>" + paragraphs("Post", 4) + list + menu + "</div>");

        String markdown = readability(html);

        assertThat(markdown)
                .contains("Post 3 explains", "cousin's", "[fishing landing net]")
                .doesNotContain("About");
    }

    @Test
    void shortCommentFieldsRepeatedAcrossEntries_areKept_readersCommentsAreDropped() {
        StringBuilder entries = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            entries.append("<div class=entry><p>Paper ")
                    .append(i)
                    .append(" studies how a reader follows a long listing of papers, one title at a time.</p>")
                    .append("<div class=list-comments>Comments: ")
                    .append(10 + i)
                    .append(" pages, 4 figures</div></div>");
        }
        String html = page("<div class=list>" + entries + "</div>" + "<div id=comments><div class=comment-body>"
                + paragraphs("Reader", 1) + "</div></div>");

        String markdown = readability(html);

        assertThat(markdown)
                .contains("Paper 5 studies", "Comments: 10 pages, 4 figures", "Comments: 15 pages")
                .doesNotContain("Reader 0");
    }

    @Test
    void commentsUnderLongerArticle_areDropped() {
        String html = page("<div class=post>" + paragraphs("Article", 8) + "</div>"
                + "<div id=comments><div class=comment-body>" + paragraphs("Reader", 2) + "</div></div>");

        String markdown = readability(html);

        assertThat(markdown).contains("Article 7 explains").doesNotContain("Reader 0");
    }

    @Test
    void commentsLongerThanAMarkedUpArticleBody_areDropped() {
        String html = page("<div class=post><div class=entry-content>" + paragraphs("Article", 4) + "</div></div>"
                + "<div id=comments><div class=comment-body>" + paragraphs("Reader", 8) + "</div></div>");

        String markdown = readability(html);

        assertThat(markdown).contains("Article 3 explains").doesNotContain("Reader 0");
    }

    @Test
    void soupContent_commentsOutweighingAMarkedUpArticleBody_areDropped_threadWithoutOneIsKept() {
        String post = "<main><article><div class=entry-content>" + paragraphs("Article", 4) + "</div>"
                + "<div id=comments><ol class=comment-list><li>" + paragraphs("Reader", 12) + "</li></ol></div>"
                + "</article></main>";
        String thread = "<main><div class=post>" + paragraphs("Question", 1) + "</div>" + "<ol class=comment-list><li>"
                + paragraphs("Reply", 6) + "</li></ol></main>";

        assertThat(extractor.soup(page(post), BASE).markdown())
                .contains("Article 3 explains")
                .doesNotContain("Reader 0");
        assertThat(extractor.soup(page(thread), BASE).markdown()).contains("Question 0", "Reply 5");
    }

    @Test
    void threadMadeOfCommentBlocks_isKept() {
        String html = page("<div class=post>" + paragraphs("Question", 1) + "</div>"
                + "<div class=comment-list><div class=comment>" + paragraphs("Reply", 6) + "</div></div>");

        String markdown = readability(html);

        assertThat(markdown).contains("Question 0").contains("Reply 5");
    }

    @Test
    void commentClassInsideCode_isNotAThread() {
        String html = page("<div class=post>" + paragraphs("Article", 6)
                + "<pre><code>x = 1 <span class=hljs-comment># keep this comment</span></code></pre></div>");

        assertThat(readability(html)).contains("# keep this comment");
    }

    @Test
    void oneAuthorBox_isDropped() {
        String html = page("<div class=post>" + paragraphs("Article", 8)
                + "<div class=author-bio><p>Jane Doe writes about extraction for a living.</p></div></div>");

        String markdown = readability(html);

        assertThat(markdown).contains("Article 7").doesNotContain("Jane Doe");
    }

    @Test
    void authorHeadersRepeatedForEveryPost_areKept() {
        StringBuilder thread = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            thread.append("<div class=post><div class=author-name>poster")
                    .append(i)
                    .append("</div>")
                    .append(paragraphs("Post " + i, 2))
                    .append("</div>");
        }

        String markdown = readability(page(thread.toString()));

        assertThat(markdown).contains("poster0").contains("poster3");
    }

    @Test
    void hasWord_matchesAtWordStartsOnly() {
        assertThat(ContentPruning.hasWord("wp-Comments-area", "comment")).isTrue();
        assertThat(ContentPruning.hasWord("commentlist", "comment")).isTrue();
        assertThat(ContentPruning.hasWord("nocomment", "comment")).isFalse();
        assertThat(ContentPruning.hasWord("", "comment")).isFalse();
    }

    @Test
    void figureCaption_isDropped_imageStays() {
        String html = page("<div class=post>" + paragraphs("Article", 6)
                + "<figure><img src=/pic.jpg alt=Pic><figcaption>Photo: Agency credit line</figcaption></figure>"
                + "</div>");

        String markdown = readability(html);

        assertThat(markdown).contains("https://example.com/pic.jpg").doesNotContain("Agency credit line");
    }

    @Test
    void lazyImage_getsItsRealAddress_placeholderWithoutOneIsDropped() {
        String html = page("<div class=post>" + paragraphs("Article", 6)
                + "<img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" data-src=/real.jpg alt=Real>"
                + "<img src=\"data:image/svg+xml,%3Csvg%3E\" srcset=\"/small.jpg 300w, /big.jpg 900w\" alt=Set>"
                + "<img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" alt=Blank></div>");

        String markdown = readability(html);

        assertThat(markdown)
                .contains("https://example.com/real.jpg")
                .contains("https://example.com/small.jpg")
                .doesNotContain("data:")
                .doesNotContain("Blank");
    }

    @Test
    void contentInOneOfSeveralAlikePosts_widensToTheThread() {
        String html = page(
                "<div id=answers>"
                        + "<div class=\"answer accepted\"><div class=body>" + paragraphs("Accepted", 9)
                        + "</div></div>"
                        + "<div class=answer><div class=body>" + paragraphs("Second", 2) + "</div></div>"
                        + "<div class=answer><div class=body>" + paragraphs("Third", 2) + "</div></div></div>"
                        + "<div class=sidebar-box><p>Hot network questions, elsewhere on the site, with a short blurb.</p></div>");

        String markdown = readability(html);

        assertThat(markdown).contains("Accepted 8").contains("Second 1").contains("Third 1");
    }

    @Test
    void articleBesideShortTeasers_staysTheArticle() {
        String teaser = "<div class=card><p>A teaser line that links elsewhere.</p></div>";
        String html = page("<div class=main><div class=card><div class=body>" + paragraphs("Article", 8)
                + "</div></div>" + teaser + teaser + teaser + "</div>");

        String markdown = readability(html);

        assertThat(markdown).contains("Article 7").doesNotContain("teaser line");
    }

    @Test
    void soupDropsCommentsUnderAMarkedUpArticleBody() {
        String html = page("<main><div class=entry-content>" + paragraphs("Article", 4) + "</div>"
                + "<ol class=commentlist><li class=\"review comment\">" + paragraphs("Reader", 6)
                + "</li></ol></main>");

        String markdown = extractor.soup(html, BASE).markdown();

        assertThat(markdown).contains("Article 3 explains").doesNotContain("Reader 0");
    }

    @Test
    void soupKeepsAThreadsCommentBlocks() {
        String html = page("<main><div class=post>" + paragraphs("Question", 1) + "</div>"
                + "<ul class=Comments><li class=Comment>" + paragraphs("Reply", 6) + "</li></ul></main>");

        String markdown = extractor.soup(html, BASE).markdown();

        assertThat(markdown).contains("Question 0").contains("Reply 5");
    }
}
