package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class InlinePromosTest {

    private static final String PROSE = "<p>Security starts with the basics: patch every machine within a week, turn on"
            + " two-factor sign-in for every account, and keep offline backups that an attacker cannot reach.</p>";

    private static final String PROMO = "<div class=\"box\"><h3>promo-Enterprise-Grade Security</h3>"
            + "<p>promo-Simple, fast, and effective protection for small teams.</p>"
            + "<a href=\"/small-office-security\">Learn more</a></div>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_lonePitchBoxWithAButtonBetweenParagraphs_isRemoved() {
        Element content = content(PROSE + PROMO + PROSE + PROSE + PROMO.replace("Learn more", "Get started") + PROSE
                + "<div><div>promo-Zero Trust Access Simplified</div><div>promo-Start your free trial today</div>"
                + "<a href=\"/trial\">Free Trial</a></div>" + PROSE);

        InlinePromos.prune(content);

        assertThat(content.text()).contains("Security starts").doesNotContain("promo-");
    }

    @Test
    void prune_cardRuns_sectionHeadings_linksInSentences_addresses_andBoxesOutsideProse_stay() {
        Element cards = content(PROSE + PROMO + PROMO + PROMO + PROSE);
        Element section = content(PROSE + "<div><h2>promo-Design systems</h2><a href=\"#design\">#</a></div>" + PROSE);
        Element headingOnly =
                content(PROSE + "<div><h3>promo-Our club</h3><a href=\"/club\">Learn more</a></div>" + PROSE);
        Element sentence = content(PROSE + "<div><h4>promo-This service is retired</h4><p>promo-It no longer meets"
                + " our standards.</p><p>For options, see our <a href=\"/best\">Recommended Services</a></p></div>"
                + PROSE);
        Element inline = content(PROSE + "<div><p><strong>promo-Read my full blog post on <a href=\"/insurance\">"
                + "Choosing Insurance</a></strong></p></div>" + PROSE);
        Element address = content(PROSE + "<div><b>promo-Address</b><br>Film office<br>Bird Lane 2<br>"
                + "<a href=\"https://film.example.org\">www.film.example.org</a></div>" + PROSE);
        Element noProse = content("<p>Short intro.</p>" + PROMO);

        for (Element content : new Element[] {cards, section, headingOnly, sentence, inline, address, noProse}) {
            InlinePromos.prune(content);

            assertThat(content.text()).contains("promo-");
        }
    }
}
