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
}
