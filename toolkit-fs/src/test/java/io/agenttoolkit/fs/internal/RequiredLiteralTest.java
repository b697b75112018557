package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class RequiredLiteralTest {
    private static String of(String regex) {
        return RequiredLiteral.of(regex, 0);
    }

    @Test
    void plainWord_isItself() {
        assertThat(of("import")).isEqualTo("import");
        assertThat(of("foo\\.bar")).isEqualTo("foo.bar");
        assertThat(of("\\Qa+b(c\\E")).isEqualTo("a+b(c");
    }

    @Test
    void longestRun_betweenMetacharacters() {
        assertThat(of("ab.*defgh\\d+xy")).isEqualTo("defgh");
        assertThat(of("^\\s*public static")).isEqualTo("public static");
        assertThat(of("(foo|bar)baz")).isEqualTo("baz");
        assertThat(of("[a-z]+Exception")).isEqualTo("Exception");
    }

    @Test
    void quantifiedCharacter_isNotRequired() {
        assertThat(of("abcd?ef")).isEqualTo("abc");
        assertThat(of("colou*r")).isEqualTo("colo");
        assertThat(of("ab{0,2}cdef")).isEqualTo("cdef");
    }

    @Test
    void unsafeConstructs_giveNoLiteral() {
        assertThat(of("foo|bar")).isNull();
        assertThat(of("(?i)hello")).isNull();
        assertThat(of("\\x41bcdef")).isNull();
        assertThat(of("\\p{L}abc")).isNull();
        assertThat(of("a")).isNull();
        assertThat(of(".*")).isNull();
        assertThat(RequiredLiteral.of("hello", Pattern.CASE_INSENSITIVE)).isNull();
        assertThat(RequiredLiteral.of("a.b", Pattern.LITERAL)).isEqualTo("a.b");
    }

    @Test
    void literal_isAlwaysInEveryMatch() {
        String[] regexes = {"ab.*defgh\\d+xy", "(foo|bar)baz", "abcd?ef", "x[yz]+ abc", "\\bword\\b"};
        String[] texts = {"abXdefgh12xy", "barbaz", "abcef", "xzz abc", "a word b"};
        for (int i = 0; i < regexes.length; i++) {
            assertThat(Pattern.compile(regexes[i]).matcher(texts[i]).find()).isTrue();
            String literal = of(regexes[i]);
            assertThat(literal).isNotNull();
            assertThat(texts[i]).contains(literal);
        }
    }
}
