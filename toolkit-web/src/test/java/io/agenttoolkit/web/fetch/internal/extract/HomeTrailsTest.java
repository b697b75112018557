package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class HomeTrailsTest {

    @Test
    void prune_trailOpeningWithHomeLinkToTheSiteRoot_goes() {
        Element content = Jsoup.parse(
                        "<div><div><a href=\"https://shop.example/\">Home</a> › <a href=\"/kitchen\">Kitchen</a>"
                                + " › <a href=\"/mugs\">Mugs</a></div><p>A stoneware mug that holds 350 ml.</p></div>",
                        "https://shop.example/mugs/blue")
                .selectFirst("div");

        HomeTrails.prune(content);

        assertThat(content.text()).isEqualTo("A stoneware mug that holds 350 ml.");
    }

    @Test
    void prune_homeLinkToAnotherSite_stays() {
        Element content = Jsoup.parse(
                        "<div><p>Visit <a href=\"https://other.example/\">Home</a> for more.</p></div>",
                        "https://shop.example/mugs/blue")
                .selectFirst("div");

        HomeTrails.prune(content);

        assertThat(content.text()).isEqualTo("Visit Home for more.");
    }
}
