package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class LinkMenusTest {

    private static final String MENU = "<ul><li><a href=\"/services/audit\">menu-audit</a><ul>"
            + "<li><a href=\"/services/audit/risk\">menu-risk</a></li>"
            + "<li><a href=\"/services/audit/controls\">menu-controls</a></li></ul></li>"
            + "<li><a href=\"/services/tax\">menu-tax</a><ul>"
            + "<li><a href=\"/services/tax/credits\">menu-credits</a></li></ul></li></ul>";

    private static String paragraph(int index) {
        return "<p>Paragraph " + index + " tells, in plain words, what the firm does for its clients and how its"
                + " advisors work with them on audits, taxes and the questions of a growing business.</p>";
    }

    private static Element list(String html) {
        return Jsoup.parse(html).selectFirst("ul");
    }

    @Test
    void prune_nestedListOfBareLinksToOtherPages_isRemovedAsASiteMenu() {
        Element content = Jsoup.parse("<div>" + paragraph(1) + MENU + paragraph(2) + paragraph(3) + "</div>")
                .selectFirst("div");

        LinkMenus.prune(content);

        assertThat(content.text()).contains("Paragraph 1", "Paragraph 3").doesNotContain("menu-audit", "menu-credits");
    }

    @Test
    void prune_menuThatHoldsHalfTheContent_stays() {
        Element content = Jsoup.parse("<div>" + MENU + "</div>").selectFirst("div");

        LinkMenus.prune(content);

        assertThat(content.text()).contains("menu-audit", "menu-credits");
    }

    @Test
    void isMenu_tableOfContents_flatList_groupedLabels_andCards_areNotMenus() {
        String contents = "<ul><li><a href=\"#part-one\">One</a><ul><li><a href=\"#a\">A</a></li>"
                + "<li><a href=\"#b\">B</a></li></ul></li><li><a href=\"#part-two\">Two</a></li></ul>";
        String flat = "<ul><li><a href=\"/a\">A</a></li><li><a href=\"/b\">B</a></li><li><a href=\"/c\">C</a></li>"
                + "<li><a href=\"/d\">D</a></li></ul>";
        String grouped = "<ul><li>Gameplay<ul><li><a href=\"/f/difficulty\">Difficulty</a></li></ul></li>"
                + "<li>Audio<ul><li><a href=\"/f/volume\">Volume</a></li><li><a href=\"/f/stereo\">Stereo</a></li>"
                + "<li><a href=\"/f/subtitles\">Subtitles</a></li></ul></li></ul>";
        String described = "<ul><li><a href=\"/a\">A</a> the first service we offer<ul><li><a href=\"/a1\">A1</a>"
                + "</li><li><a href=\"/a2\">A2</a></li><li><a href=\"/a3\">A3</a></li></ul></li></ul>";
        String cards = "<ul><li><a href=\"/applet/1\"><ul><li>Teams</li><li>Calendar</li></ul>Post alerts</a></li>"
                + "<li><a href=\"/applet/2\"><ul><li>Teams</li></ul>Post notes</a></li><li><a href=\"/applet/3\">"
                + "<ul><li>Teams</li></ul>Post feeds</a></li><li><a href=\"/applet/4\"><ul><li>RSS</li></ul>Post</a>"
                + "</li></ul>";

        assertThat(LinkMenus.isMenu(list(MENU))).isTrue();
        assertThat(LinkMenus.isMenu(list(contents))).isFalse();
        assertThat(LinkMenus.isMenu(list(flat))).isFalse();
        assertThat(LinkMenus.isMenu(list(grouped))).isFalse();
        assertThat(LinkMenus.isMenu(list(described))).isFalse();
        assertThat(LinkMenus.isMenu(list(cards))).isFalse();
    }
}
