package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ReaderCommentsTest {

    private static final String BASE = "https://example.com/news/council-vote.html";

    private final HtmlExtractor extractor = HtmlExtractor.create();

    /** A short news story: two paragraphs, under 600 characters. */
    private static final String STORY = "<h1>Council approves the new bridge</h1>"
            + "<p>The city council voted seven to two on Tuesday to fund the new footbridge over the river, ending"
            + " a debate that ran for most of the year and split the neighbourhoods on either bank.</p>"
            + "<p>Work starts in the spring and should take eighteen months, the mayor said after the vote, adding"
            + " that the old crossing stays open until the new one is finished.</p>";

    /** A long WordPress thread: far more text than the story. */
    private static String thread(String containerAttributes) {
        StringBuilder list = new StringBuilder(
                "<div " + containerAttributes + "><h2>14 Comments</h2>" + "<ol class=\"comment-list\">");
        for (int i = 0; i < 14; i++) {
            list.append("<li class=\"comment\"><div class=\"comment-author\"><a href=\"/u/")
                    .append(i)
                    .append("\">reader")
                    .append(i)
                    .append("</a></div><p>comment-text ")
                    .append(i)
                    .append(": about time too, I have waited years for this bridge and the council kept putting it")
                    .append(" off while the old crossing got worse every winter.</p></li>");
        }
        return list.append("</ol></div>").toString();
    }

    private static String page(String article, String after) {
        return "<html><head><title>Council approves the new bridge</title></head><body><main><article>" + article
                + "</article>" + after + "</main></body></html>";
    }

    @Test
    void extract_longThreadUnderAShortStory_isLeftOut() {
        for (String container : new String[] {
            "id=\"comments\" class=\"comments-area\"", "id=\"disqus_thread\"", "class=\"wp-block-comments\""
        }) {
            String markdown =
                    extractor.extract(page(STORY, thread(container)), BASE).markdown();

            assertThat(markdown)
                    .contains("seven to two", "old crossing stays open")
                    .doesNotContain("comment-text", "reader3", "14 Comments");
        }
    }

    @Test
    void extract_includeComments_keepsTheThread() {
        String html = page(STORY, thread("id=\"comments\""));

        String markdown = extractor
                .extract(html, BASE, HtmlExtractor.Mode.AUTO, new ExtractionOptions(true, true, true, true, false))
                .markdown();
        String traced = extractor
                .extract(html, BASE, HtmlExtractor.Mode.AUTO, new ExtractionOptions(false, true, true, true, true))
                .markdown();

        assertThat(markdown).contains("seven to two", "comment-text 0", "comment-text 13");
        assertThat(traced).doesNotContain("comment-text");
    }

    @Test
    void extract_forumThreadWithoutProseOutsideIt_keepsItsPosts() {
        String html = page("<h1>Best way to fix a squeaky hinge?</h1>", thread("id=\"comments\""));

        String markdown = extractor.extract(html, BASE).markdown();

        assertThat(markdown).contains("comment-text 0", "comment-text 13");
    }

    @Test
    void detach_commentListUnderEveryPost_isAQandAPage_andStays() {
        String post = "<div class=\"post\"><p>An answer long enough to be read as the post's own text, with a few"
                + " sentences on why the hinge squeaks and how a drop of oil fixes it for good.</p>"
                + "<ul class=\"comment-list\"><li>comment-text: thanks, that worked</li></ul></div>";
        Element body = Jsoup.parse("<body>" + post + post + post + "</body>").body();

        assertThat(ReaderComments.detach(body)).isEmpty();
        assertThat(body.text()).contains("comment-text");
    }

    @Test
    void detach_commentCountHeading_goesEvenWithoutAContainer() {
        Element body = Jsoup.parse("<body><p>Story text.</p><h3>3 thoughts on “Council approves the new bridge”</h3>"
                        + "<h2>Leave a Reply</h2><h2>Discussion of the results</h2></body>")
                .body();
        Element messages = Jsoup.parse(
                        "<body><p>Story text.</p><h4>2 Messages</h4><h2>Discussion of the results</h2>" + "</body>")
                .body();

        ReaderComments.detach(body);
        ReaderComments.detach(messages);

        assertThat(body.text())
                .doesNotContain("3 thoughts")
                .contains("Story text.", "Leave a Reply", "Discussion of the results");
        assertThat(messages.text()).isEqualTo("Story text. Discussion of the results");
    }

    /** The same thread with no class or id that names it: only its "14 Comments" heading says what it is. */
    private static String unnamedThread() {
        return thread("class=\"x\"").replace(" class=\"comment-list\"", "").replace(" class=\"comment\"", "");
    }

    @Test
    void extract_threadThatOnlyItsCountHeadingNames_isLeftOut_andKeptOnRequest() {
        String html = page(STORY, unnamedThread());

        String markdown = extractor.extract(html, BASE).markdown();
        String kept = extractor
                .extract(html, BASE, HtmlExtractor.Mode.AUTO, new ExtractionOptions(true, true, true, true, false))
                .markdown();

        assertThat(markdown)
                .contains("seven to two", "old crossing stays open")
                .doesNotContain("comment-text", "reader3", "14 Comments");
        assertThat(kept).contains("comment-text 0", "comment-text 13");
    }

    @Test
    void detach_countHeadingThatDoesNotLeadItsBlock_takesOnlyItself() {
        // The heading sits after the story's own text in one block: the block is the story, not a thread.
        Element body = Jsoup.parse("<body><div><p>" + "Story text that runs on. ".repeat(20) + "</p>"
                        + "<h3>2 Comments</h3><p>comment-text: first</p><p>comment-text: second</p></div></body>")
                .body();

        ReaderComments.detach(body);

        assertThat(body.text()).contains("Story text", "comment-text: first").doesNotContain("2 Comments");
    }

    @Test
    void extract_threadUnderAPlainCommentsHeading_goesWhenItsCommentsCarryReplyLinks() {
        String withReplies = unnamedThread()
                .replace("<h2>14 Comments</h2>", "<h2>Comments</h2>")
                .replace("</p></li>", "</p><a href=\"#reply\">Reply</a></li>");
        // The same heading over a block of the page's own text, with no reply links, is a section of the page.
        String policy = "<div class=x><h2>Comments</h2><p>policy-text: we read every comment before it appears, and"
                + " remove those that attack other readers.</p><p>policy-text: comments close after a week.</p></div>";

        String markdown = extractor.extract(page(STORY, withReplies), BASE).markdown();
        String kept = extractor.extract(page(STORY, policy), BASE).markdown();

        assertThat(markdown)
                .contains("seven to two", "old crossing stays open")
                .doesNotContain("comment-text", "Reply");
        assertThat(kept).contains("seven to two", "policy-text: we read every comment", "comments close after a week");
    }
}
