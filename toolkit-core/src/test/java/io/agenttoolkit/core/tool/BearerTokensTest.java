package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BearerTokensTest {
    @TempDir
    Path dir;

    @Test
    void from_noVariables_isDisabledAndAcceptsNothing() {
        BearerTokens tokens = BearerTokens.from(Map.of());
        assertThat(tokens.isEnabled()).isFalse();
        assertThat(tokens.size()).isZero();
        assertThat(tokens.verify("Bearer anything")).isFalse();
        assertThat(tokens.verify(null)).isFalse();
    }

    @Test
    void from_blankVariables_isDisabled() {
        BearerTokens tokens = BearerTokens.from(Map.of("API_BEARER_TOKEN", " , ,", "API_BEARER_TOKENS_FILE", "  "));
        assertThat(tokens.isEnabled()).isFalse();
    }

    @Test
    void from_commaSeparatedVariable_acceptsEachTokenTrimmed() {
        BearerTokens tokens = BearerTokens.from(Map.of("API_BEARER_TOKEN", "alpha, beta ,gamma"));
        assertThat(tokens.isEnabled()).isTrue();
        assertThat(tokens.size()).isEqualTo(3);
        assertThat(tokens.verify("Bearer alpha")).isTrue();
        assertThat(tokens.verify("Bearer beta")).isTrue();
        assertThat(tokens.verify("Bearer gamma")).isTrue();
        assertThat(tokens.verify("Bearer delta")).isFalse();
        assertThat(tokens.verify("Bearer alpha,beta")).isFalse();
    }

    @Test
    void from_file_skipsBlankAndCommentLines() throws IOException {
        Path file = dir.resolve("tokens.txt");
        Files.writeString(file, "# team tokens\n\none\n  two  \n   # indented comment\r\nthree\r\n");
        BearerTokens tokens = BearerTokens.from(Map.of("API_BEARER_TOKENS_FILE", file.toString()));
        assertThat(tokens.size()).isEqualTo(3);
        assertThat(tokens.verify("Bearer one")).isTrue();
        assertThat(tokens.verify("Bearer two")).isTrue();
        assertThat(tokens.verify("Bearer three")).isTrue();
        assertThat(tokens.verify("Bearer # team tokens")).isFalse();
        assertThat(tokens.verify("Bearer # indented comment")).isFalse();
    }

    @Test
    void from_variableAndFile_acceptsTheUnion() throws IOException {
        Path file = dir.resolve("tokens.txt");
        Files.writeString(file, "from-file\nshared\n");
        BearerTokens tokens = BearerTokens.from(
                Map.of("API_BEARER_TOKEN", "from-env,shared", "API_BEARER_TOKENS_FILE", file.toString()));
        assertThat(tokens.size()).isEqualTo(3);
        assertThat(tokens.verify("Bearer from-env")).isTrue();
        assertThat(tokens.verify("Bearer from-file")).isTrue();
        assertThat(tokens.verify("Bearer shared")).isTrue();
    }

    @Test
    void from_unreadableFile_failsNamingTheFile() {
        Path missing = dir.resolve("no-such-tokens.txt");
        assertThatThrownBy(() -> BearerTokens.from(Map.of("API_BEARER_TOKENS_FILE", missing.toString())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("API_BEARER_TOKENS_FILE")
                .hasMessageContaining(missing.toString());
    }

    @Test
    void from_directoryAsFile_failsNamingIt() {
        assertThatThrownBy(() -> BearerTokens.from(Map.of("API_BEARER_TOKENS_FILE", dir.toString())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(dir.toString());
    }

    @Test
    void verify_schemeIsCaseInsensitiveAndNeedsASpace() {
        BearerTokens tokens = BearerTokens.of(List.of("s3cret"));
        assertThat(tokens.verify("bearer s3cret")).isTrue();
        assertThat(tokens.verify("BEARER   s3cret  ")).isTrue();
        assertThat(tokens.verify("Bearers3cret")).isFalse();
        assertThat(tokens.verify("Basic s3cret")).isFalse();
        assertThat(tokens.verify("s3cret")).isFalse();
        assertThat(tokens.verify("Bearer")).isFalse();
        assertThat(tokens.verify("Bearer ")).isFalse();
        assertThat(tokens.verify("")).isFalse();
    }

    @Test
    void verify_tokenIsCaseSensitiveAndExact() {
        BearerTokens tokens = BearerTokens.of(List.of("s3cret"));
        assertThat(tokens.verify("Bearer S3CRET")).isFalse();
        assertThat(tokens.verify("Bearer s3cre")).isFalse();
        assertThat(tokens.verify("Bearer s3crett")).isFalse();
    }

    @Test
    void toString_neverShowsTokens() throws IOException {
        Path file = dir.resolve("tokens.txt");
        Files.writeString(file, "file-token-value\n");
        BearerTokens tokens = BearerTokens.from(
                Map.of("API_BEARER_TOKEN", "env-token-value", "API_BEARER_TOKENS_FILE", file.toString()));
        assertThat(tokens.toString())
                .doesNotContain("env-token-value")
                .doesNotContain("file-token-value")
                .contains("2");
        assertThat(BearerTokens.disabled().toString()).contains("disabled");
    }

    @Test
    void of_ignoresBlankTokens() {
        assertThat(BearerTokens.of(List.of(" ", "")).isEnabled()).isFalse();
        assertThat(BearerTokens.of(List.of(" x ")).verify("Bearer x")).isTrue();
    }
}
