package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AgeStampsTest {

    @Test
    void drop_linkedAuthorWithAgeAndStampedLines_goSentencesAndBareAgesStay() {
        String markdown = "# Deals\n\nA long entry about a sale on kayaks this week.\n\n"
                + "[Marko Zivkovic](https://site.example/editor/marko) 1 month ago\n\n"
                + "posted 6 years ago\n\n"
                + "We moved here 2 years ago\n\n"
                + "3 days ago\n";

        String kept = AgeStamps.drop(markdown);

        assertThat(kept)
                .contains("A long entry", "We moved here 2 years ago", "3 days ago")
                .doesNotContain("Marko Zivkovic", "posted 6 years ago");
    }
}
