package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ReadingTimesTest {

    @Test
    void drop_readingTimeStamps_goLinksAndBareDurationsStay() {
        String markdown = "# A recipe\n\n6 min read\n\nReading time: 5 minutes\n\nThe dough rests overnight.\n\n"
                + "[Reading Time Gifts](https://shop.example/gifts)\n\n10 mins\n";

        String kept = ReadingTimes.drop(markdown);

        assertThat(kept)
                .contains("The dough rests overnight.", "[Reading Time Gifts]", "10 mins")
                .doesNotContain("6 min read", "Reading time: 5 minutes");
    }

    @Test
    void drop_readingTimeStampsInOtherLanguages_go_aSentenceWithTheWordsStays() {
        for (String stamp : new String[] {
            "Okunma Süresi: 1 Dakika",
            "Время чтения: 3 мин",
            "Temps de lecture : 4 min",
            "3 minuten leestijd",
            "Lästid: 2 min",
            "Waktu baca: 2 menit",
            "Doba čtení: 5 minut",
            "Lukuaika 3 min",
            "5 min de lecture"
        }) {
            String markdown = "# Büyükşehir meclisi\n\n" + stamp + "\n\nThe council met on Tuesday.";

            assertThat(ReadingTimes.drop(markdown))
                    .as(stamp)
                    .isEqualTo("# Büyükşehir meclisi\n\n" + "The council met on Tuesday.");
        }
        String sentence = "# Council\n\nThe reading time for the bill was set at 40 minutes by the clerk.";
        assertThat(ReadingTimes.drop(sentence)).isEqualTo(sentence);
    }
}
