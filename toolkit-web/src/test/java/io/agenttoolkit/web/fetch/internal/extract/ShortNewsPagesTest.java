package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Short news stories come out without the chrome around them (issue 18's failure: precision on short articles). */
class ShortNewsPagesTest {

    private final HtmlExtractor extractor = HtmlExtractor.create();

    /** The page's Markdown, extracted as if fetched from the address. */
    private String markdown(String name, String address) throws IOException {
        try (InputStream in = ShortNewsPagesTest.class.getResourceAsStream("/short-news/" + name)) {
            assertThat(in).as(name).isNotNull();
            return extractor
                    .extract(new String(in.readAllBytes(), StandardCharsets.UTF_8), address)
                    .markdown();
        }
    }

    @Test
    void extract_shortStoryUnderEveryKindOfChrome_isTheStoryAlone() throws IOException {
        String markdown = markdown("flood-defences.html", "https://echo.example/news/local/flood-defences");

        assertThat(markdown)
                .startsWith("# Flood defences to be raised along the quay\n")
                .contains("half a metre this summer", "overdue.", "every January,\" said one neighbour.")
                .doesNotContain(
                        "Main road closed",
                        "Advertisement",
                        "daily news email",
                        "Sign up",
                        "Facebook",
                        "Flooding",
                        "Most read",
                        "Man rescued",
                        "Latest news",
                        "Bus station",
                        "Northern Echo Post");
    }

    @Test
    void extract_pictureCardsUnderTheirOwnHeading_afterATwoParagraphStory_go() throws IOException {
        String markdown = markdown("harbour-bridge.html", "https://gazette.example/news/local/harbour-bridge");

        assertThat(markdown)
                .startsWith("# Council approves harbour bridge\n")
                .contains("eight to three", "summer of 2028.")
                .doesNotContain("More from Local", "Riverside park", "blurb", "Joe", "Most read", "All rights");
    }

    @Test
    void extract_unmarkedPage_losesItsCountHeadedThreadToo() throws IOException {
        String markdown = markdown("harbour-bridge-unmarked.html", "https://gazette.example/news/local/harbour-bridge");

        assertThat(markdown)
                .contains("eight to three", "summer of 2028.")
                .doesNotContain("3 Comments", "About time too", "Madness", "Fire on Main Street", "All rights");
    }

    @Test
    void extract_blogThemesSiteTitleOverItsPostTitle_givesThePostsTitleOnce() throws IOException {
        String markdown = markdown("ferry-service.html", "https://coastline.example/2026/03/12/ferry");

        assertThat(markdown)
                .startsWith("# Ferry service returns after two years\n")
                .containsOnlyOnce("Ferry service returns")
                .contains("every hour from seven")
                .doesNotContain(
                        "Coastline Daily",
                        "Storm warning",
                        "Posted",
                        "Leave a comment",
                        "Market hall",
                        "Recent Posts",
                        "Archives",
                        "WordPress");
    }

    @Test
    void extract_undeclaredStory_losesTheListOfOtherStoriesItsClassNames_thoughLongerThanTheStory() throws IOException {
        String markdown = markdown("school-roof.html", "https://www.valleycourier.example/news/local/school-roof");

        assertThat(markdown)
                .startsWith("# School roof repairs finished early\n")
                .contains("back in every classroom on Monday", "set aside last autumn.")
                .doesNotContain("More from Local", "Library to open", "inland route", "Tom Hale", "All rights");
    }

    /** A short story on a site whose head declares nothing: only its address says it is a story. */
    private static final String UNDECLARED_STORY = "<html><head><title>Library hours extended | Valley Courier</title>"
            + "</head><body><div class=header><a href=\"/\">Valley Courier</a><ul><li><a href=\"/news\">News</a></li>"
            + "<li><a href=\"/sport\">Sport</a></li><li><a href=\"/events\">Events</a></li></ul></div>"
            + "<div class=main><h1>Library hours extended for exam season</h1>"
            + "<p>The central library will stay open until ten every weeknight from May 1, the county said on Monday,"
            + " after students asked for more quiet space to study before their exams in June.</p>"
            + "<div class=box><p>Subscribe to continue reading</p><p>Already a subscriber? <a href=\"/login\">Log in</a>"
            + "</p><p><a href=\"/subscribe\">Monthly $9</a> <a href=\"/subscribe\">Annual $90</a></p></div>"
            + "<p>The later hours will run until the end of June. Weekend hours do not change, and the branch"
            + " libraries keep their usual times, the county's library director said.</p></div>"
            + "<div class=footer><p>Valley Courier, 12 Mill Street. All rights reserved.</p></div></body></html>";

    @Test
    void extract_undeclaredStoryAddressedByItsHeadline_losesItsPaywallBox_asADeclaredOneDoes() {
        String story = extractor
                .extract(UNDECLARED_STORY, "https://courier.example/news/library-hours-extended-for-exam-season")
                .markdown();
        String section = extractor
                .extract(UNDECLARED_STORY, "https://courier.example/news/library")
                .markdown();

        assertThat(story)
                .contains("until ten every weeknight", "keep their usual times")
                .doesNotContain("continue reading", "Already a subscriber", "Annual $90");
        // Without the headline in its address the page may be anything (a publisher's offers page): the box stays.
        assertThat(section).contains("continue reading");
    }
}
