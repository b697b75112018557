package io.agenttoolkit.reader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.TooLargeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReaderNotebookTest {
    @TempDir
    Path dir;

    private Reader reader;

    @BeforeEach
    void setUp() {
        reader = Reader.builder().baseDirectory(dir).build();
    }

    private String render(String json) throws IOException {
        Files.writeString(dir.resolve("nb.ipynb"), json);
        return reader.readNotebook("nb.ipynb");
    }

    private static String notebook(String cells) {
        return "{\"metadata\": {\"kernelspec\": {\"language\": \"python\"}}, \"nbformat\": 4, \"cells\": [" + cells
                + "]}";
    }

    @Test
    void readNotebook_streamOutput_followsOutputLabel() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": [\"print('hi')\\n\", \"x = 1\"],"
                + " \"outputs\": [{\"output_type\": \"stream\", \"name\": \"stdout\", \"text\": [\"hi\\n\"]}]}"));

        assertThat(result)
                .isEqualTo("[Notebook: nb.ipynb]\n\n--- Cell 1 [code] ---\n```python\nprint('hi')\nx = 1\n```\n"
                        + "Output:\nhi");
    }

    @Test
    void readNotebook_markdownCell_isShownUnfenced() throws IOException {
        String result = render(notebook("{\"cell_type\": \"markdown\", \"source\": \"# Title\\nSome *text*\"}"));
        assertThat(result).isEqualTo("[Notebook: nb.ipynb]\n\n--- Cell 1 [markdown] ---\n# Title\nSome *text*");
    }

    @Test
    void readNotebook_rawCell_isLabelledRaw() throws IOException {
        String result = render(notebook("{\"cell_type\": \"raw\", \"source\": [\"raw text\"]}"));
        assertThat(result).isEqualTo("[Notebook: nb.ipynb]\n\n--- Cell 1 [raw] ---\nraw text");
    }

    @Test
    void readNotebook_errorOutput_isNameColonValueWithoutAnsi() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"1/0\", \"outputs\": [{"
                + "\"output_type\": \"error\", \"ename\": \"\\u001b[0;31mZeroDivisionError\\u001b[0m\","
                + " \"evalue\": \"division by zero\", \"traceback\": [\"\\u001b[0;31m---\\u001b[0m\"]}]}"));
        assertThat(result).endsWith("```\nOutput:\nZeroDivisionError: division by zero");
        assertThat(result).doesNotContain("\u001b");
    }

    @Test
    void readNotebook_executeResult_showsTextPlain() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"6*7\", \"outputs\": [{"
                + "\"output_type\": \"execute_result\", \"execution_count\": 1,"
                + " \"data\": {\"text/plain\": \"42\"}, \"metadata\": {}}]}"));
        assertThat(result).isEqualTo("[Notebook: nb.ipynb]\n\n--- Cell 1 [code] ---\n```python\n6*7\n```\nOutput:\n42");
    }

    @Test
    void readNotebook_imageOutput_isOmittedMarker() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"plot()\", \"outputs\": [{"
                + "\"output_type\": \"display_data\", \"data\": {\"image/png\": \"iVBORw0KGgo=\","
                + " \"text/plain\": \"<Figure size 640x480>\"}}]}"));
        assertThat(result).endsWith("Output:\n[Image output omitted]").doesNotContain("iVBORw0KGgo");
    }

    @Test
    void readNotebook_htmlOnlyOutput_isOmittedMarker() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"df\", \"outputs\": [{"
                + "\"output_type\": \"display_data\", \"data\": {\"text/html\": \"<table></table>\"}}]}"));
        assertThat(result).endsWith("Output:\n[HTML output omitted]");
    }

    @Test
    void readNotebook_htmlWithTextPlain_prefersText() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"df\", \"outputs\": [{"
                + "\"output_type\": \"execute_result\", \"data\": {\"text/html\": \"<table></table>\","
                + " \"text/plain\": [\"   a\\n\", \"0  1\"]}}]}"));
        assertThat(result).endsWith("Output:\n   a\n0  1");
    }

    @Test
    void readNotebook_severalOutputs_eachAfterOutputLabel() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"x\", \"outputs\": ["
                + "{\"output_type\": \"stream\", \"name\": \"stdout\", \"text\": \"one\\n\"},"
                + "{\"output_type\": \"stream\", \"name\": \"stderr\", \"text\": \"\\u001b[31mtwo\\u001b[0m\\n\"}]}"));
        assertThat(result).endsWith("```\nOutput:\none\nOutput:\ntwo");
    }

    @Test
    void readNotebook_javascriptKernel_fencesWithItsLanguage() throws IOException {
        String result = render("{\"metadata\": {\"kernelspec\": {\"name\": \"javascript\", \"language\":"
                + " \"javascript\"}}, \"cells\": [{\"cell_type\": \"code\", \"source\": \"console.log(1)\","
                + " \"outputs\": []}]}");
        assertThat(result).contains("```javascript\nconsole.log(1)\n```");
    }

    @Test
    void readNotebook_noKernelspec_defaultsToPython() throws IOException {
        String result = render("{\"cells\": [{\"cell_type\": \"code\", \"source\": \"1\"}]}");
        assertThat(result).contains("```python\n1\n```");
    }

    @Test
    void readNotebook_severalCells_numberedAndSeparated() throws IOException {
        String result = render(notebook("{\"cell_type\": \"markdown\", \"source\": \"# A\"},"
                + "{\"cell_type\": \"code\", \"source\": \"b = 2\", \"outputs\": []}"));
        assertThat(result)
                .isEqualTo("[Notebook: nb.ipynb]\n\n--- Cell 1 [markdown] ---\n# A\n\n--- Cell 2 [code] ---\n"
                        + "```python\nb = 2\n```");
    }

    @Test
    void readNotebook_hugeOutput_isCappedAt10KbWithMarker() throws IOException {
        String result = render(notebook("{\"cell_type\": \"code\", \"source\": \"spam()\", \"outputs\": [{"
                + "\"output_type\": \"stream\", \"name\": \"stdout\", \"text\": \"" + "y".repeat(15_000) + "\"}]}"));
        assertThat(result)
                .endsWith("Output:\n" + "y".repeat(10_240) + "\n[... output truncated, 4760 more characters]");
    }

    @Test
    void readNotebook_invalidJson_isInvalidArgument() {
        assertThatThrownBy(() -> render("{\"cells\": [ nope"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageStartingWith("Invalid notebook JSON: ");
    }

    @Test
    void readNotebook_noCells_isInvalidArgumentNamingPath() {
        assertThatThrownBy(() -> render("{\"metadata\": {}}"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Not a valid Jupyter notebook (no 'cells' key): nb.ipynb");
    }

    @Test
    void readNotebook_missingFile_isPathNotFound() {
        assertThatThrownBy(() -> reader.readNotebook("missing.ipynb"))
                .isInstanceOf(PathNotFoundException.class)
                .hasMessage("File not found: missing.ipynb");
    }

    @Test
    void readNotebook_overSizeLimit_isTooLarge() throws IOException {
        Files.writeString(dir.resolve("nb.ipynb"), notebook(""));
        Reader small = reader.toBuilder().maxFileSize(10).build();
        assertThatThrownBy(() -> small.readNotebook("nb.ipynb")).isInstanceOf(TooLargeException.class);
    }

    @Test
    void readNotebook_nested100000Deep_failsFast() throws IOException {
        String hostile = "{\"cells\": [], \"metadata\": " + "[".repeat(100_000) + "]".repeat(100_000) + "}";
        Files.writeString(dir.resolve("nb.ipynb"), hostile);
        long start = System.nanoTime();

        assertThatThrownBy(() -> reader.readNotebook("nb.ipynb"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageStartingWith("Invalid notebook JSON: ")
                .hasMessageContaining("nesting depth");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }
}
