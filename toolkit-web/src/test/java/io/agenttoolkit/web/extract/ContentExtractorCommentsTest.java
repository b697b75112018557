package io.agenttoolkit.web.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

class ContentExtractorCommentsTest {

    private static final URI BASE = URI.create("https://example.com/news/council-vote.html");

    private static String page() {
        StringBuilder thread = new StringBuilder(
                "<div id=\"comments\" class=\"comments-area\"><h2>9 Comments</h2>" + "<ol class=\"comment-list\">");
        for (int i = 0; i < 9; i++) {
            thread.append("<li class=\"comment\"><p>comment-text ")
                    .append(i)
                    .append(": about time too, I have waited years for this bridge and the council kept putting it")
                    .append(" off while the old crossing got worse every winter.</p></li>");
        }
        thread.append("</ol></div>");
        return "<html><head><title>Council approves the new bridge</title></head><body><main><article>"
                + "<h1>Council approves the new bridge</h1>"
                + "<p>The city council voted seven to two on Tuesday to fund the new footbridge over the river, ending"
                + " a debate that ran for most of the year and split the neighbourhoods on either bank.</p>"
                + "<p>Work starts in the spring and should take eighteen months, the mayor said after the vote, adding"
                + " that the old crossing stays open until the new one is finished.</p></article>"
                + thread + "</main></body></html>";
    }

    @Test
    void extract_readersCommentsUnderAShortStory_areLeftOutByDefault_andKeptWhenAsked() {
        ExtractedContent byDefault = ContentExtractor.create().extract(page(), BASE);
        ExtractedContent withComments =
                ContentExtractor.builder().includeComments(true).build().extract(page(), BASE);

        assertThat(byDefault.markdown()).contains("seven to two").doesNotContain("comment-text", "9 Comments");
        assertThat(withComments.markdown()).contains("seven to two", "comment-text 0", "comment-text 8");
    }
}
