package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class TabLabelsTest {

    @Test
    void prune_tabStripButtons_goThePanelsStay() {
        Element content = Jsoup.parse("<div><div role=tablist><button role=tab>Description</button>"
                        + "<button role=tab>Reviews (5)</button></div>"
                        + "<div role=tabpanel><p>A sturdy kayak for calm water.</p></div></div>")
                .selectFirst("div");

        TabLabels.prune(content);

        assertThat(content.text()).isEqualTo("A sturdy kayak for calm water.");
    }

    @Test
    void prune_tabListHoldingItsPanels_stays() {
        Element content = Jsoup.parse("<div><div role=tablist><button role=tab>Windows</button>"
                        + "<button role=tab>Linux</button><div role=tabpanel><p>Run the installer.</p></div>"
                        + "</div></div>")
                .selectFirst("div");

        TabLabels.prune(content);

        assertThat(content.text()).contains("Windows", "Linux", "Run the installer.");
    }
}
