package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TooltipsTest {

    @Test
    void prune_tooltipText_goesTheTermItExplainsStays() {
        Element content = Jsoup.parse("<div><p>Rated at 110 <span class=has-tooltip>dB sensitivity</span>"
                        + "<span class=tooltip>Headphone sensitivity measures how loud the headphones get at a"
                        + " given power.</span> which is loud.</p></div>")
                .selectFirst("div");

        Tooltips.prune(content);

        assertThat(content.text()).contains("dB sensitivity", "which is loud").doesNotContain("measures how loud");
    }
}
