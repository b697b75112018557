package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class MojibakeTest {

    /** The text as a page shows it when its UTF-8 bytes were decoded as Latin-1 once more. */
    private static String decodedTwice(String text) {
        return new String(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    @Test
    void extract_pageDecodedTwice_readsAsWritten() {
        String paragraph = "<p>We’re moving your whole home – boxes, beds and bikes – with care; that’s our promise"
                + " to every family we serve across the country, from the first call to the last box.</p>";
        String html = decodedTwice("<html><head><title>Movers™ Guide</title></head><body><main><article>"
                + "<h1>Movers™ Guide</h1>" + paragraph.repeat(4) + "</article></main></body></html>");

        String markdown =
                HtmlExtractor.create().extract(html, "https://example.com/").markdown();

        // NFKC writes the trade mark sign as "TM".
        assertThat(markdown).contains("# MoversTM Guide", "We’re moving your whole home – boxes", "that’s our promise");
        assertThat(markdown).doesNotContain("â");
    }

    @Test
    void repair_windows1252Form_isDecodedToo() {
        assertThat(Mojibake.repair("Weâ€™re here â€“ theyâ€™re there â€“ done"))
                .isEqualTo("We’re here – they’re there – done");
    }

    @Test
    void repair_textWithoutEnoughSigns_isUnchanged() {
        String latin = "Ärger, café, naïve, Â© 2025 – «déjà vu» ¿qué?";
        String oneSign = "Weâ\u0080\u0099re here, café Ärger";

        assertThat(Mojibake.repair(latin)).isSameAs(latin);
        assertThat(Mojibake.repair(oneSign)).isSameAs(oneSign);
    }

    @Test
    void repair_keepsLatinLettersBeforeOrdinaryText() {
        String text = decodedTwice("It’s “fine” – ") + " café Ärger";

        assertThat(Mojibake.repair(text)).isEqualTo("It’s “fine” –  café Ärger");
    }
}
