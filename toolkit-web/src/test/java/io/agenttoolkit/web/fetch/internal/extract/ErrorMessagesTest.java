package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ErrorMessagesTest {

    @Test
    void prune_scriptErrorMessage_goes_guideSentenceAboutRetrying_stays() {
        Element content = Jsoup.parse("<div><p>Install the formula with Homebrew.</p>"
                        + "<p>Oops! Something went wrong. Please try again.</p>"
                        + "<p>If it fails, run brew update and try again.</p></div>")
                .selectFirst("div");

        ErrorMessages.prune(content);

        assertThat(content.text())
                .isEqualTo("Install the formula with Homebrew. If it fails, run brew update and try again.");
    }
}
