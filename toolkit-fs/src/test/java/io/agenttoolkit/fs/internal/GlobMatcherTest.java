package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class GlobMatcherTest {
    private static boolean m(String glob, String path) {
        return GlobMatcher.compile(glob).matches(path);
    }

    @Test
    void star_staysWithinAName() {
        assertThat(m("*.py", "a.py")).isTrue();
        assertThat(m("*.py", ".hidden.py")).isTrue();
        assertThat(m("*.py", "sub/a.py")).isFalse();
        assertThat(m("a*", "a")).isTrue();
        assertThat(m("*", "")).isTrue();
    }

    @Test
    void questionMark_isOneCharacterButNotSlash() {
        assertThat(m("?.py", "a.py")).isTrue();
        assertThat(m("?.py", "ab.py")).isFalse();
        assertThat(m("a?b", "a/b")).isFalse();
    }

    @Test
    void classes_rangesNegationAndLiteralBracket() {
        assertThat(m("[abc].txt", "b.txt")).isTrue();
        assertThat(m("[a-c].txt", "d.txt")).isFalse();
        assertThat(m("[!a-c].txt", "d.txt")).isTrue();
        assertThat(m("[^a-c].txt", "a.txt")).isFalse();
        assertThat(m("[]x]", "]")).isTrue();
        assertThat(m("a[/]b", "a/b")).isFalse();
        assertThat(m("[abc", "[abc")).isTrue();
    }

    @Test
    void braces_alternativesNestedAndUnclosed() {
        assertThat(m("*.{py,txt}", "a.txt")).isTrue();
        assertThat(m("*.{py,txt}", "a.md")).isFalse();
        assertThat(m("{a,b{c,d}}.x", "bd.x")).isTrue();
        assertThat(m("{,pre}fix", "fix")).isTrue();
        assertThat(m("{a,b", "{a,b")).isTrue();
    }

    @Test
    void doubleStar_crossesDirectories() {
        assertThat(m("**/*.py", "a.py")).isTrue();
        assertThat(m("**/*.py", "x/y/z.py")).isTrue();
        assertThat(m("src/**/*.java", "src/A.java")).isTrue();
        assertThat(m("src/**/*.java", "src/a/b/A.java")).isTrue();
        assertThat(m("src/**/*.java", "srcx/A.java")).isFalse();
        assertThat(m("src/**", "src/a/b")).isTrue();
        assertThat(m("a**b", "a/x/b")).isTrue();
    }

    @Test
    void escapes_makeLiterals() {
        assertThat(m("\\*.txt", "*.txt")).isTrue();
        assertThat(m("\\*.txt", "a.txt")).isFalse();
        assertThat(m("a\\?", "a?")).isTrue();
    }

    @Test
    void advance_prunesDirectories() {
        GlobMatcher glob = GlobMatcher.compile("src/**/*.java");
        assertThat(glob.advance(glob.startStates(), "doc/")).isEmpty();
        int[] src = glob.advance(glob.startStates(), "src/");
        assertThat(src).isNotEmpty();
        assertThat(glob.accepts(glob.advance(src, "Main.java"))).isTrue();
    }

    @Test
    void emptyOrTooLongPattern_isRefused() {
        assertThatThrownBy(() -> GlobMatcher.compile("")).isInstanceOf(InvalidArgumentException.class);
        assertThatThrownBy(() -> GlobMatcher.compile("*".repeat(1001)))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("glob pattern must be at most 1000 characters, got 1001");
    }

    @Test
    @Timeout(10)
    void hostilePatterns_runInLinearTime() {
        String name = "a".repeat(200);
        long start = System.nanoTime();
        for (int i = 0; i < 100; i++) {
            assertThat(m("*a*a*a*a*a*ab", name)).isFalse();
            assertThat(m("**a**a**a**a**a**a**a**ab", name + "/" + name)).isFalse();
            assertThat(m("{*a,*a*}{*a,*a*}{*a,*a*}{*a,*a*}b", name)).isFalse();
        }
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(5).toNanos());
    }
}
