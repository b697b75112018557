package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class PaywallsTest {

    private static final String STORY = "<p>When the hospital system told employees it would stop covering the"
            + " weight loss drugs next year, it pointed them to the makers' own cash-price programs instead, which now"
            + " sell the same doses for a few hundred dollars a month.</p>";

    private static final String BREAKER = "<div class=breaker><div class=bar><p>Plus Exclusive Story</p>"
            + "<p>Already have an account? <a href=\"/login/\">Log in</a></p></div>"
            + "<h2>This article is exclusive to Plus subscribers</h2>"
            + "<h3>Unlock this article — plus in-depth analysis, newsletters and events.</h3>"
            + "<div class=cards><div class=card><p>Monthly</p><p>$39</p><p>Totals $468 per year</p></div>"
            + "<div class=card><p>Annual</p><p>$399</p><p>Save 15%</p></div></div></div>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + html + "</div>").getElementById("c");
    }

    @Test
    void prune_aBreakerAfterTheStorysOpening_goesWithItsPlanCards_andTheStoryAroundItStays() {
        Element content = content(STORY + BREAKER + STORY.replace("When", "After"));

        Paywalls.prune(content);

        assertThat(content.text())
                .doesNotContain("exclusive", "Unlock", "$399", "Log in")
                .contains("When the", "After");
    }

    @Test
    void prune_labelsInTheLanguagesOfNewsSites_go() {
        for (String label : new String[] {
            "Subscribe now to continue reading.",
            "Cet article est réservé aux abonnés",
            "Dieser Artikel ist nur für Abonnenten",
            "Contenido exclusivo para suscriptores",
            "Sei già abbonato? Accedi",
            "Artykuł tylko dla prenumeratorów"
        }) {
            Element content = content(STORY + "<aside><h3>" + label + "</h3><a href=\"/abo\">Go</a></aside>" + STORY);

            Paywalls.prune(content);

            assertThat(content.text()).as(label).doesNotContain(label).contains("When the hospital");
        }
    }

    @Test
    void prune_aGateWithNothingBeforeIt_andASentenceAboutMembersOnlyStreams_stay() {
        Element gate = content("<h4>Ooops... This content is reserved for members only.</h4>"
                + "<p>Log in or join to read the rest.</p>");
        Element sentence = content(STORY + "<p>You need 1,000 subscribers before you can earn from member-only"
                + " streams.</p><p>This content is available for reading in print and online.</p>"
                + "<div><h3>Our reporting is for subscribers only?</h3>" + STORY + "</div>");

        Paywalls.prune(gate);
        Paywalls.prune(sentence);

        assertThat(gate.text()).contains("reserved for members only", "Log in or join");
        assertThat(sentence.text()).contains("member-only streams", "available for reading");
    }

    @Test
    void prune_aBreakerInsideTheStorysWrapper_takesOnlyItsBox_notTheShortParagraphsAroundIt() {
        // Sentences of 100 to 200 characters without spaces: the story's, though shorter than a long paragraph.
        String shortParagraph = "<p>Eleanor Voss, who ran the public library for nearly three decades and started"
                + " its summer reading program, died Sunday at her home. She was 84.</p>";
        Element content = content("<div class=asset-body>" + shortParagraph + shortParagraph.replace("Sunday", "Monday")
                + "<div class=subscriber-only><h2>This article is exclusive to subscribers</h2><p>$1 for 6 months</p>"
                + "</div>" + shortParagraph.replace("Sunday", "Friday") + "</div>");

        Paywalls.prune(content);

        assertThat(content.text()).doesNotContain("exclusive", "$1").contains("Sunday", "Monday", "Friday");
    }
}
