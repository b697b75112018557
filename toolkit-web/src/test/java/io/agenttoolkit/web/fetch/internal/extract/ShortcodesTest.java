package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ShortcodesTest {

    @Test
    void extract_unrenderedBuilderShortcodes_areDropped() {
        String paragraph = "<p>Sewing for beginners starts with a few simple tools, a forgiving fabric and a pattern"
                + " that explains every step in plain words.</p>";
        String html = "<html><head><title>Sewing for Beginners</title></head><body><main><article>"
                + "<h1>Sewing for Beginners</h1>"
                + "<p>[vc_row type=\"in_container\" column_margin=\"default\"][vc_column width=\"1/2\"]"
                + "[vc_column_text]</p>" + paragraph + "<p>[/vc_column_text][/vc_column][/vc_row]</p>"
                + paragraph.replace("Sewing for beginners", "A first project") + "</article></main></body></html>";

        String markdown =
                HtmlExtractor.create().extract(html, "https://example.com/").markdown();

        assertThat(markdown)
                .contains("# Sewing for Beginners", "Sewing for beginners starts", "A first project starts");
        assertThat(markdown).doesNotContain("vc_row", "vc_column", "column_margin");
    }

    @Test
    void drop_themeShortcodesWithHyphenatedNamesOrCurlyQuotedAttributes_areDropped() {
        String markdown = "\\[fancy-ul icon_type=\u201dstandard_dot\u201d alignment=\u201dleft\u201d\\]\n\n"
                + "* Pins and needles\n\n\\[/fancy-ul\\]\n\n"
                + "\\[divider line_type=\u201dFull Width Line\u201d divider_color=\u201daccent-color\u201d\\]\n\n"
                + "Thread comes in many weights.";

        assertThat(Shortcodes.drop(markdown))
                .contains("* Pins and needles", "Thread comes in many weights.")
                .doesNotContain("fancy-ul", "divider", "line_type");
    }

    @Test
    void drop_bracketedWordsAndLoneTags_areKept() {
        String prose = "He wrote \\[sic\\] twice \\[1\\] and the field \\[user_id\\] holds \\[/user_id\\] text.";
        String code = "Text \\[a_b\\] \\[/a_b\\]\n\n```\n\\[vc_row\\]\\[/vc_row\\]\\[vc_row\\]\n```\n";

        assertThat(Shortcodes.drop(prose)).isEqualTo(prose);
        assertThat(Shortcodes.drop(code)).isEqualTo("Text  \n\n```\n\\[vc_row\\]\\[/vc_row\\]\\[vc_row\\]\n```\n");
    }
}
