package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class ForecastsTest {

    private static final String STORY = "<p>Crews spent the night clearing the brush fire near the old quarry, where"
            + " temperatures reached 31°C on Monday afternoon before the wind turned.</p>";

    private static Element content(String html) {
        return Jsoup.parse("<div id=c>" + STORY + html + "</div>").getElementById("c");
    }

    @Test
    void prune_aForecastListWithItsHeading_goes_inAnyUnitAndLanguage() {
        Element english = content("<h3>Weather · Westfield</h3><ul><li>Tue Partly cloudy 61°F 52°F</li>"
                + "<li>Wed Sunny 65°F 56°F</li><li>Thu Showers 60°F 51°F</li></ul>");
        Element german = content("<div class=widget-title><h4>Wetter · München</h4></div><div class=days>"
                + "<div>Di Schauer 25°C 16°C</div><div>Mi Schauer 23°C 14°C</div><div>Do Windig 15°C 6°C</div></div>");
        Element slashed = content("<table><tr><td>Sat</td><td>Partly cloudy</td><td>73° / 58°</td></tr>"
                + "<tr><td>Sun</td><td>Sunny</td><td>69° / 61°</td></tr>"
                + "<tr><td>Tue</td><td>Overcast</td><td>68° / 57°</td></tr></table>");

        for (Element content : new Element[] {english, german, slashed}) {
            Forecasts.prune(content);
        }

        String story = Jsoup.parse(STORY).text();
        assertThat(english.text()).isEqualTo(story);
        assertThat(german.text()).isEqualTo(story);
        assertThat(slashed.text()).isEqualTo(story);
    }

    @Test
    void prune_recipeStepsAndAClimateTable_stay() {
        Element recipe = content("<ol><li>Heat the oven to 200°C.</li><li>Bake for 20 minutes at 180°C.</li>"
                + "<li>Rest the loaf until it cools to 40°C.</li></ol>");
        Element climate = content("<table><tr><td>Jan</td><td>2°C</td><td>-3°C</td><td>5°C</td></tr>"
                + "<tr><td>Feb</td><td>4°C</td><td>-2°C</td><td>7°C</td></tr>"
                + "<tr><td>Mar</td><td>9°C</td><td>1°C</td><td>12°C</td></tr></table>");
        Element twoDays = content("<ul><li>Tue Sunny 61°F 52°F</li><li>Wed Sunny 65°F 56°F</li></ul>");

        for (Element content : new Element[] {recipe, climate, twoDays}) {
            Forecasts.prune(content);
        }

        assertThat(recipe.text()).contains("Heat the oven", "Rest the loaf");
        assertThat(climate.text()).contains("Jan", "Mar");
        assertThat(twoDays.text()).contains("Tue Sunny", "Wed Sunny");
    }
}
