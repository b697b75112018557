package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnifiedDiffTest {
    @Test
    void equalTexts_giveNoDiff() {
        assertThat(UnifiedDiff.diff("a\nb\n", "a\nb\n", "f")).isEmpty();
    }

    @Test
    void insertionIntoEmptyFile() {
        assertThat(UnifiedDiff.diff("", "a\nb\n", "f")).isEqualTo("--- f\n+++ f\n@@ -0,0 +1,2 @@\n+a\n+b\n");
    }

    @Test
    void deletionOfEverything() {
        assertThat(UnifiedDiff.diff("a\n", "", "f")).isEqualTo("--- f\n+++ f\n@@ -1 +0,0 @@\n-a\n");
    }

    @Test
    void minimalEditInTheMiddle() {
        assertThat(UnifiedDiff.diff("a\nb\nc\nd\ne\n", "a\nB\nc\nd\nE\n", "f"))
                .isEqualTo("--- f\n+++ f\n@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n-e\n+E\n");
    }

    @Test
    void manyChanges_fallBackToOneBlockButStayCorrect() {
        StringBuilder before = new StringBuilder();
        StringBuilder after = new StringBuilder();
        for (int i = 0; i < 3000; i++) {
            before.append("old ").append(i).append('\n');
            after.append("new ").append(i).append('\n');
        }
        String diff = UnifiedDiff.diff(before.toString(), after.toString(), "f");
        assertThat(diff).startsWith("--- f\n+++ f\n@@ -1,3000 +1,3000 @@\n-old 0\n");
        assertThat(diff.lines().filter(l -> l.startsWith("-")).count()).isEqualTo(3001);
        assertThat(diff.lines().filter(l -> l.startsWith("+")).count()).isEqualTo(3001);
    }
}
