package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Single gitignore lines against the examples of gitignore(5). */
class IgnorePatternTest {
    private static boolean matches(String line, String nameOrPath) {
        IgnorePattern pattern = IgnorePattern.parse(line, "");
        assertThat(pattern).as(line).isNotNull();
        String input = pattern.anchored() ? nameOrPath : nameOrPath.substring(nameOrPath.lastIndexOf('/') + 1);
        return pattern.matches(input);
    }

    @Test
    void blankLinesAndComments_areNoPatterns() {
        assertThat(IgnorePattern.parse("", "")).isNull();
        assertThat(IgnorePattern.parse("   ", "")).isNull();
        assertThat(IgnorePattern.parse("# comment", "")).isNull();
        assertThat(IgnorePattern.parse("\\#not a comment", "")).isNotNull();
    }

    @Test
    void leadingDoubleStar_matchesInAllDirectories() {
        assertThat(matches("**/foo", "foo")).isTrue();
        assertThat(matches("**/foo", "a/b/foo")).isTrue();
        assertThat(matches("**/foo/bar", "x/foo/bar")).isTrue();
        assertThat(matches("**/foo/bar", "foo/bar")).isTrue();
        assertThat(matches("**/foo/bar", "foo/x/bar")).isFalse();
    }

    @Test
    void trailingDoubleStar_matchesEverythingInside() {
        assertThat(matches("abc/**", "abc/x")).isTrue();
        assertThat(matches("abc/**", "abc/x/y")).isTrue();
        assertThat(matches("abc/**", "abc")).isFalse();
        assertThat(matches("abc/**", "x/abc/y")).isFalse();
    }

    @Test
    void middleDoubleStar_matchesZeroOrMoreDirectories() {
        assertThat(matches("a/**/b", "a/b")).isTrue();
        assertThat(matches("a/**/b", "a/x/b")).isTrue();
        assertThat(matches("a/**/b", "a/x/y/b")).isTrue();
        assertThat(matches("a/**/b", "a/xb")).isFalse();
    }

    @Test
    void otherStars_stayInsideOneName() {
        assertThat(matches("doc/*.txt", "doc/a.txt")).isTrue();
        assertThat(matches("doc/*.txt", "doc/x/a.txt")).isFalse();
        assertThat(matches("a**b", "axxb")).isTrue();
        assertThat(matches("foo?", "foox")).isTrue();
        assertThat(matches("/a?c", "a/c")).isFalse();
    }

    @Test
    void slashAnchors_butOnlyAtStartOrMiddle() {
        assertThat(IgnorePattern.parse("/x", "").anchored()).isTrue();
        assertThat(IgnorePattern.parse("a/x", "").anchored()).isTrue();
        assertThat(IgnorePattern.parse("x/", "").anchored()).isFalse();
        assertThat(IgnorePattern.parse("x/", "").directoryOnly()).isTrue();
        assertThat(IgnorePattern.parse("x", "").directoryOnly()).isFalse();
    }

    @Test
    void brackets_rangesNegationAndClasses() {
        assertThat(matches("file[0-9].txt", "file7.txt")).isTrue();
        assertThat(matches("file[0-9].txt", "filex.txt")).isFalse();
        assertThat(matches("file[!0-9].txt", "filex.txt")).isTrue();
        assertThat(matches("file[!0-9].txt", "file7.txt")).isFalse();
        assertThat(matches("file[[:digit:]]", "file3")).isTrue();
        assertThat(matches("a[]]b", "a]b")).isTrue();
    }

    @Test
    void escapes_andTrailingSpaces() {
        assertThat(matches("\\!important", "!important")).isTrue();
        assertThat(IgnorePattern.parse("\\!important", "").negated()).isFalse();
        assertThat(IgnorePattern.parse("!important", "").negated()).isTrue();
        assertThat(matches("name\\ ", "name ")).isTrue();
        assertThat(matches("name   ", "name")).isTrue();
        assertThat(matches("name   ", "name ")).isFalse();
        assertThat(matches("\\*star", "*star")).isTrue();
        assertThat(matches("\\*star", "xstar")).isFalse();
        assertThat(matches("a\\?", "a?")).isTrue();
        assertThat(matches("a\\?", "ab")).isFalse();
    }
}
