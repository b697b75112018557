package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ContactLinesTest {

    private static final String STORY = "<p>The Millbrook Water Department has issued a boil water advisory for"
            + " customers on the city's north side after a main break on Tuesday morning left pressure low across"
            + " several neighborhoods, officials said.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_aWritersTaglineAndAContactLineAfterTheStory_go() {
        Element content = content(STORY + "<p>Crews expect to finish repairs by Thursday.</p>"
                + "<p><em>Jordan Pike covers local government for the Millbrook Register. Reach Jordan at"
                + " <a href=\"mailto:jpike@register.example\">jpike@register.example</a>.</em></p>"
                + "<p>Have a tip? Email us at news@register.example.</p>"
                + "<p><em>Follow Fenmoor news on Facebook. Got a story? Email fenmoor.news@ukb.example</em></p>");

        ContactLines.prune(content);

        assertThat(content.text())
                .contains("boil water advisory", "Crews expect to finish repairs by Thursday.")
                .doesNotContain("covers local government", "Email us", "Fenmoor");
    }

    @Test
    void prune_anAddressInTheStory_andALineWithoutAnAddress_stay() {
        Element quoted =
                content("<p>Residents can reach the clerk at clerk@millbrook.example with questions.</p>" + STORY);
        Element noAddress = content(STORY + "<p>Jordan Pike covers local government for the Register.</p>");
        Element callToAction = content(STORY + "<p>If you sell online, give our experts a buzz on 01904 373 069 or"
                + " email hello@agency.example.</p>");

        ContactLines.prune(quoted);
        ContactLines.prune(noAddress);
        ContactLines.prune(callToAction);

        assertThat(quoted.text()).contains("reach the clerk at clerk@millbrook.example");
        assertThat(noAddress.text()).contains("Jordan Pike covers local government");
        assertThat(callToAction.text()).contains("or email hello@agency.example");
    }
}
