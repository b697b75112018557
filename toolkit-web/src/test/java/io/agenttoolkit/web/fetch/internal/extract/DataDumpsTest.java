package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class DataDumpsTest {

    @Test
    void prune_settingsObjectsParkedAsText_areRemoved_codeAndBracesInProseStay() {
        Element content = Jsoup.parse("<div><p>Our testers check every release by hand.</p>"
                        + "<span class=allSubDir>{'en-in': 'https://example.com/en-in/', 'en-jp':"
                        + " 'https://example.com/en-jp/', 'de-de': 'https://example.com/de-de/'}</span>"
                        + "<div id=widget-config>{\"statementLink\":\"\",\"hideMobile\":false,\"language\":\"en\"}</div>"
                        + "<pre><code>{\"name\":\"John Doe\",\"email\":\"john@example.com\",\"id\":12345}</code></pre>"
                        + "<p>{an aside in braces that a writer put around a whole sentence: it is prose}</p></div>")
                .selectFirst("div");

        DataDumps.prune(content, false);

        assertThat(content.text())
                .contains("Our testers", "\"name\":\"John Doe\"", "an aside in braces")
                .doesNotContain("en-in", "statementLink");
    }
}
