package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RepeatedLinesTest {

    private static final String FIRST = "The kettle boils a full litre in under three minutes.";
    private static final String SECOND = "Its base lights up blue while the water is heating.";

    private static int count(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void dropRepeatedLines_runPrintedAgain_goes_evenAsAQuoteOrAListItem() {
        String markdown = "# Kettle\n\n" + FIRST + "\n\n" + SECOND + "\n\n## Reviews\n\nGreat kettle, works well.\n\n> "
                + FIRST + "\n>\n> " + SECOND + "\n\n* " + FIRST.toUpperCase() + "\n* [" + SECOND
                + "](https://example.com/kettle)\n";

        String result = RepeatedLines.dropRepeatedLines(markdown);

        assertThat(result)
                .isEqualTo("# Kettle\n\n" + FIRST + "\n\n" + SECOND + "\n\n## Reviews\n\nGreat kettle, works well.");
    }

    @Test
    void dropRepeatedTitle_theTitleAsASecondH1_goes_itsLinesAndALowerHeadingStay() {
        String markdown = "![](https://example.com/hero.jpg)\n\n# Robotic Vacuums\n\n## Request a quote\n\n04\n\n"
                + "# Robotic **vacuums**\n\n" + FIRST + "\n\n## Robotic vacuums\n\n" + SECOND + "\n\n```\n# Robotic"
                + " Vacuums\n```\n";

        assertThat(RepeatedLines.dropRepeatedTitle(markdown))
                .isEqualTo("![](https://example.com/hero.jpg)\n\n# Robotic Vacuums\n\n## Request a quote\n\n04\n\n"
                        + FIRST + "\n\n## Robotic vacuums\n\n" + SECOND + "\n\n```\n# Robotic Vacuums\n```");
    }

    @Test
    void dropRepeatedTitle_withoutALeadingH1_orWithTwoDifferentOnes_keepsAll() {
        String sectionFirst = "## Robotic Vacuums\n\n# Robotic Vacuums\n\n" + FIRST + "\n";
        String two = "# Robotic Vacuums\n\n" + FIRST + "\n\n# Cordless Vacuums\n\n" + SECOND + "\n";

        assertThat(RepeatedLines.dropRepeatedTitle(sectionFirst)).isSameAs(sectionFirst);
        assertThat(RepeatedLines.dropRepeatedTitle(two)).isSameAs(two);
    }

    @Test
    void dropRepeatedLines_shortRepeatsAndCodeBlocks_stay() {
        String labels = "# Shop\n\nKettle, steel\n\nRead more\n\n$49.99\n\nToaster, red\n\nRead more\n\n$49.99\n";
        String single = "# Kettle\n\n" + FIRST + "\n\nAnd again, the best part:\n\n" + FIRST + "\n";
        String code = "# Loop\n\n```\n" + FIRST + "\n" + SECOND + "\n```\n\n```\n" + FIRST + "\n" + SECOND + "\n```\n";

        assertThat(RepeatedLines.dropRepeatedLines(labels)).isEqualTo(labels);
        assertThat(RepeatedLines.dropRepeatedLines(single)).isEqualTo(single);
        assertThat(RepeatedLines.dropRepeatedLines(code)).isEqualTo(code);
    }

    @Test
    void dropRepeatedLines_tableSharingSomeRows_andListItemsWithALineOfTheirOwn_stay() {
        String tables = "# Plans\n\n| Plan | Free tier offered to every new customer |\n| --- | --- |\n"
                + "| Basic | No free tier offered to any new customer at all |\n| Pro | Thirty days |\n\n"
                + "# Rivals\n\n| Plan | Free tier offered to every new customer |\n| --- | --- |\n"
                + "| Basic | No free tier offered to any new customer at all |\n| Pro | Fourteen days |\n";
        String blurb = "Organised by the city's running club, with a medal and a hot meal for every finisher.";
        String items = "# Races\n\n* Berlin, 5 May\n  " + blurb + "\n* Munich, 9 June\n  " + blurb + "\n";

        assertThat(RepeatedLines.dropRepeatedLines(tables)).isEqualTo(tables);
        assertThat(RepeatedLines.dropRepeatedLines(items)).isEqualTo(items);
    }

    @Test
    void dropRepeatedLines_tablePrintedTwice_goesWhole() {
        String table = "| Plan | Free tier offered to every new customer |\n| --- | --- |\n"
                + "| Basic | No free tier offered to any new customer at all |\n";
        String markdown = "# Plans\n\n" + table + "\nOur plans compared.\n\n" + table;

        String result = RepeatedLines.dropRepeatedLines(markdown);

        assertThat(count(result, "No free tier")).isEqualTo(1);
        assertThat(result).contains("Our plans compared.");
    }

    @Test
    void dropRepeatedSections_headingAgainOverLinesSaidBefore_goes_butASectionWithItsOwnLineStays() {
        String markdown = "# Kettle\n\n## Specs\n\n1.7 litres\n\n2200 watts\n\n## Colours\n\nSteel, red\n\n"
                + "## Specs\n\n2200 watts\n";
        String roundUp =
                "# Best kettles\n\n## Pros\n\nFast\n\n## Cons\n\nLoud\n\n## Pros\n\nCheap\n\n## Cons\n\nHeavy\n";

        String result = RepeatedLines.dropRepeatedLines(markdown);

        assertThat(count(result, "## Specs")).isEqualTo(1);
        assertThat(result).contains("1.7 litres", "2200 watts", "Steel, red");
        assertThat(RepeatedLines.dropRepeatedLines(roundUp)).isEqualTo(roundUp);
    }

    @Test
    void key_keepsWordsOnly_withoutLinkTargetsOrAltText() {
        assertThat(RepeatedLines.key("> **Big** [Kettle](https://example.com/k-1) ![a photo](/p.jpg) 2!"))
                .isEqualTo("bigkettle2");
    }
}
