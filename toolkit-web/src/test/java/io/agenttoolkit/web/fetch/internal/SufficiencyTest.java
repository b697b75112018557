package io.agenttoolkit.web.fetch.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SufficiencyTest {
    private static final String PROSE = "The committee met on Tuesday to review the proposal for the new library "
            + "building, and after a long discussion it agreed to put the plan to a public vote next spring. ";

    @Test
    void problem_under100Characters_isInsufficient() {
        assertThat(Sufficiency.problem("x".repeat(99), 0)).contains("shorter");
        assertThat(Sufficiency.problem("  " + "x".repeat(99) + "  \n", 0)).contains("shorter");
        assertThat(Sufficiency.problem("x".repeat(100), 0)).isNull();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "Please enable JavaScript",
                "YOU NEED TO ENABLE JAVASCRIPT to run this app",
                "This App Requires JavaScript",
                "We're sorry but foo doesn't work",
                "We\u2019re sorry but the site is down",
                "Doesn't work properly without JavaScript",
                "Your browser: requires a modern browser"
            })
    void problem_shellPhraseInAnyCase_isInsufficientEvenInLongText(String phrase) {
        String text = PROSE.repeat(20) + phrase + " " + PROSE;
        assertThat(Sufficiency.problem(text, 0)).contains("shell");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Loading...", "NOSCRIPT", "Enable Cookies"})
    void problem_shortPhrases_countOnlyOnShortTexts(String phrase) {
        assertThat(Sufficiency.problem(PROSE + phrase, 0)).contains("shell");
        assertThat(Sufficiency.problem(PROSE.repeat(10) + phrase, 0)).isNull();
    }

    @Test
    void problem_highReadabilityScore_isNeverAShell() {
        String text = PROSE.repeat(3) + "Please enable JavaScript to comment.";
        assertThat(Sufficiency.problem(text, 99.9)).contains("shell");
        assertThat(Sufficiency.problem(text, 100)).isNull();
    }

    @Test
    void problem_navigationOnly_isInsufficient() {
        StringBuilder menu = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            menu.append("- [Section number ")
                    .append(i)
                    .append("](https://example.com/section/")
                    .append(i)
                    .append(")\n");
        }
        assertThat(Sufficiency.problem(menu.toString(), 0)).isEqualTo("only navigation");
        assertThat(Sufficiency.problem(menu + "\n" + PROSE + "\n", 0)).isNull();
    }

    @Test
    void problem_shortLinesWithoutLinks_areNotNavigation() {
        String table = "| year | value |\n|---|---|\n" + "| 2001 | 17 |\n".repeat(15);
        assertThat(Sufficiency.problem(table, 0)).isNull();
    }
}
