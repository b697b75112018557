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
}
