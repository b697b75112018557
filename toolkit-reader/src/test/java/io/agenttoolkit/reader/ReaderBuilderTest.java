package io.agenttoolkit.reader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderBuilderTest {
    @TempDir
    Path dir;

    @Test
    void build_rejectsNonPositiveSizes() {
        assertThatThrownBy(() -> Reader.builder().maxFileSize(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxFileSize must be between 1 and 2147483631 bytes, got 0");
        assertThatThrownBy(() -> Reader.builder().maxImageFileSize(-5).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("maxImageFileSize must be between 1 and");
        assertThatThrownBy(() -> Reader.builder().maxPdfCharacters(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxPdfCharacters must be >= 1, got 0");
    }

    @Test
    void build_rejectsNonPositiveTimeout() {
        assertThatThrownBy(() -> Reader.builder().pdfTimeout(Duration.ZERO).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pdfTimeout must be positive, got PT0S");
    }

    @Test
    void build_rejectsTooBroadOrMissingRoots() {
        assertThatThrownBy(() -> Reader.builder().allowedRoots(Path.of("/")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("too broad");
        assertThatThrownBy(() ->
                        Reader.builder().allowedRoots(dir.resolve("missing")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not exist");
    }

    @Test
    void toBuilder_copiesSettingsAndLeavesOriginalUnchanged() throws IOException {
        Files.writeString(dir.resolve("a.txt"), "0123456789");
        Reader original = Reader.builder().baseDirectory(dir).build();

        Reader strict = original.toBuilder().maxFileSize(5).build();

        assertThat(original.read("a.txt")).isEqualTo("[a.txt] lines 1-1 of 1\n1 | 0123456789");
        assertThatThrownBy(() -> strict.read("a.txt"))
                .hasMessage("File too large: a.txt is 10 bytes, the limit is 5 bytes");
    }

    @Test
    void create_usesWorkingDirectory() {
        assertThat(Reader.create().toString())
                .contains(Path.of("").toAbsolutePath().toString());
    }
}
