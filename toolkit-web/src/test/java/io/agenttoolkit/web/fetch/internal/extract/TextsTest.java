package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TextsTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "<div id=x></div>",
                "<div id=x>short</div>",
                "<div id=x>  spaced \n\n  out\t words  </div>",
                "<div id=x>a&nbsp;&nbsp;&nbsp;b</div>",
                "<div id=x><p>one</p><p>two<br>three</p><span>four <b>five</b></span></div>",
                "<div id=x><ul><li>item one</li><li>item two</li></ul>tail text after the list</div>"
            })
    void longerThan_neverSaysLongerWhenTextIsNot_andSaysSoWhenOnlyLettersExceed(String html) {
        Element element = Jsoup.parse(html).getElementById("x");
        int length = element.text().length();
        for (int max = 0; max <= length + 2; max++) {
            if (Texts.longerThan(element, max)) {
                assertThat(length).as("max %d", max).isGreaterThan(max);
            }
        }
        int letters = (int) element.text()
                .chars()
                .filter(c -> !Character.isWhitespace(c) && c != 0xa0)
                .count();
        assertThat(Texts.longerThan(element, letters - 1)).isEqualTo(letters > 0);
        assertThat(Texts.longerThan(element, letters)).isFalse();
    }

    @Test
    void letters_addUpOverChildren_andStopAtTheLimit() {
        Element box = Jsoup.parse("<div id=x>ab <p>c d</p> <span>ef<b>g</b></span></div>")
                .getElementById("x");
        int sum = 0;
        for (int i = 0; i < box.childNodeSize(); i++) {
            sum += Texts.letters(box.childNode(i), 100);
        }
        assertThat(Texts.letters(box, 100)).isEqualTo(7).isEqualTo(sum);
        assertThat(Texts.letters(box, 4)).isEqualTo(4);
    }

    @Test
    void containsChar_readsTheTextNodesUnderTheElementOnly() {
        Element page = Jsoup.parse("<div><p id=a>Tue <b>61°F</b> 52°F</p><p id=b>Rain</p><p id=c>cold</p>"
                        + "<script>var t = '9°';</script></div><p>Wed 70°</p>")
                .body();

        assertThat(Texts.containsChar(page.getElementById("a"), '°')).isTrue();
        assertThat(Texts.containsChar(page.getElementById("b"), '°')).isFalse();
        // The search ends at the element's end: the next paragraph's degrees are not its own.
        assertThat(Texts.containsChar(page.getElementById("c"), '°')).isFalse();
        assertThat(Texts.containsChar(page.getElementById("c").parent().selectFirst("script"), '°'))
                .isFalse();
    }

    @Test
    void longerThan_stopsAtTheElementsEnd() {
        Element first =
                Jsoup.parse("<div><p id=a>ab</p><p>cdefghijklmnop</p></div>").getElementById("a");
        assertThat(Texts.longerThan(first, 2)).isFalse();
        assertThat(Texts.longerThan(first, 1)).isTrue();
    }

    @Test
    void containsIgnoreCase_findsTheWordInAnyCase_likeRegionMatches() {
        assertThat(Texts.containsIgnoreCase("Check PRICE on Amazon", "price")).isTrue();
        assertThat(Texts.containsIgnoreCase("« Previous Thread", "prev")).isTrue();
        assertThat(Texts.containsIgnoreCase("Pric", "price")).isFalse();
        assertThat(Texts.containsIgnoreCase("", "next")).isFalse();
        java.util.Random random = new java.util.Random(3);
        String alphabet = "pPrRiIcCeE xX";
        for (int round = 0; round < 3000; round++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(12); k > 0; k--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String value = text.toString();
            boolean expected = false;
            for (int i = 0; i + 5 <= value.length(); i++) {
                expected |= value.regionMatches(true, i, "price", 0, 5);
            }
            assertThat(Texts.containsIgnoreCase(value, "price")).as(value).isEqualTo(expected);
        }
    }

    @Test
    void containsIgnoreCase_findsAWordInAnyCase_alsoOneThatStartsOutsideAscii() {
        assertThat(Texts.containsIgnoreCase("Please READ this", "read")).isTrue();
        assertThat(Texts.containsIgnoreCase("Время ЧТЕНИЯ: 3 мин", "чтения")).isTrue();
        assertThat(Texts.containsIgnoreCase("Läsning", "läs")).isTrue();
        assertThat(Texts.containsIgnoreCase("Время чтения", "чтение")).isFalse();
        assertThat(Texts.containsIgnoreCase("rea", "read")).isFalse();
    }
}
