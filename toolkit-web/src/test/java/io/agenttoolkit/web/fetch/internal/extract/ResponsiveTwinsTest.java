package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ResponsiveTwinsTest {

    @Test
    void prune_textPrintedForSmallAndLargeScreens_keepsOneCopy() {
        Element content = Jsoup.parse("<div><p><span class=\"md:hidden\">New Color</span>"
                        + "<span class=\"hidden md:block\">New Color</span></p><p>Blue and green.</p></div>")
                .selectFirst("div");

        ResponsiveTwins.prune(content);

        assertThat(content.text()).isEqualTo("New Color Blue and green.");
    }

    @Test
    void prune_repeatedTableCells_stay() {
        Element content = Jsoup.parse("<div><table><tr><td>Yes</td><td>Yes</td></tr></table></div>")
                .selectFirst("div");

        ResponsiveTwins.prune(content);

        assertThat(content.text()).isEqualTo("Yes Yes");
    }
}
