package io.agenttoolkit.reader.internal;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.agenttoolkit.core.InvalidArgumentException;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Renders a Jupyter notebook ({@code .ipynb} JSON) as text: cells with their sources, code fenced with the kernel's
 * language, and outputs as text.
 *
 * <p>The parser refuses documents nested deeper than {@value #MAX_NESTING_DEPTH} levels, so a hostile notebook fails
 * at once instead of exhausting the stack or the heap; the document length is bounded by the caller's file size limit.
 */
public final class NotebookRenderer {
    /** Characters of one output shown before the rest is cut (10 KB). */
    public static final int MAX_OUTPUT_CHARS = 10 * 1024;

    static final int MAX_NESTING_DEPTH = 256;

    private static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .streamReadConstraints(StreamReadConstraints.builder()
                            .maxNestingDepth(MAX_NESTING_DEPTH)
                            .build())
                    .build())
            .build();

    /** CSI sequences (colours, cursor moves), OSC sequences (titles, links) and lone two-character escapes. */
    private static final Pattern ANSI = Pattern.compile(
            "\u001B\\[[0-?]*[ -/]*[@-~]|\u001B\\][^\u0007\u001B]*(?:\u0007|\u001B\\\\)|\u001B[@-Z\\\\-_]");

    private NotebookRenderer() {}

    /**
     * Returns the notebook as text.
     *
     * @param fileName the notebook's file name, for the header
     * @param shownPath the path as the caller gave it, for error messages
     * @throws InvalidArgumentException when the bytes are not JSON, are nested too deeply, or have no {@code cells}
     */
    public static String render(byte[] data, int length, String fileName, String shownPath) {
        JsonNode root;
        try {
            root = MAPPER.readTree(data, 0, length);
        } catch (JsonProcessingException e) {
            throw new InvalidArgumentException("Invalid notebook JSON: " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new InvalidArgumentException("Invalid notebook JSON: " + e.getMessage(), e);
        }
        if (root == null || !root.isObject() || !root.has("cells")) {
            throw new InvalidArgumentException("Not a valid Jupyter notebook (no 'cells' key): " + shownPath);
        }
        JsonNode cells = root.get("cells");
        if (!cells.isArray()) {
            throw new InvalidArgumentException("Not a valid Jupyter notebook ('cells' is not a list): " + shownPath);
        }
        String language = language(root.path("metadata"));
        StringBuilder out = new StringBuilder("[Notebook: ").append(fileName).append(']');
        if (cells.isEmpty()) {
            return out.append("\n\n(no cells)").toString();
        }
        int number = 0;
        for (JsonNode cell : cells) {
            number++;
            String type =
                    cell.path("cell_type").isTextual() ? cell.get("cell_type").asText() : "unknown";
            out.append("\n\n--- Cell ").append(number).append(" [").append(type).append("] ---\n");
            String source = stripTrailingNewlines(text(cell.path("source")));
            if (type.equals("code")) {
                out.append("```").append(language).append('\n').append(source).append("\n```");
                for (JsonNode output : cell.path("outputs")) {
                    String rendered = output(output);
                    if (rendered != null) {
                        out.append("\nOutput:\n").append(cap(rendered));
                    }
                }
            } else {
                out.append(source);
            }
        }
        return out.toString();
    }

    private static String language(JsonNode metadata) {
        JsonNode kernelLanguage = metadata.path("kernelspec").path("language");
        if (kernelLanguage.isTextual() && !kernelLanguage.asText().isBlank()) {
            return kernelLanguage.asText().strip().toLowerCase(Locale.ROOT);
        }
        JsonNode infoName = metadata.path("language_info").path("name");
        if (infoName.isTextual() && !infoName.asText().isBlank()) {
            return infoName.asText().strip().toLowerCase(Locale.ROOT);
        }
        return "python";
    }

    private static @org.jspecify.annotations.Nullable String output(JsonNode output) {
        String type = output.path("output_type").asText("");
        switch (type) {
            case "stream":
                return clean(text(output.path("text")));
            case "error":
                return clean(output.path("ename").asText("") + ": "
                        + output.path("evalue").asText(""));
            case "execute_result":
            case "display_data":
            case "update_display_data":
                return data(output.path("data"));
            default:
                return null;
        }
    }

    private static String data(JsonNode data) {
        boolean html = false;
        String other = null;
        for (Iterator<String> names = data.fieldNames(); names.hasNext(); ) {
            String mime = names.next();
            if (mime.startsWith("image/")) {
                return "[Image output omitted]";
            }
            html |= mime.equals("text/html");
            if (other == null) {
                other = mime;
            }
        }
        if (data.has("text/plain")) {
            return clean(text(data.get("text/plain")));
        }
        if (data.has("text/markdown")) {
            return clean(text(data.get("text/markdown")));
        }
        if (html) {
            return "[HTML output omitted]";
        }
        return other == null ? "[Empty output]" : "[" + other + " output omitted]";
    }

    /** Joins a string or a list of strings, the two forms {@code source} and {@code text} take in notebooks. */
    private static String text(JsonNode node) {
        if (node.isTextual()) {
            return node.asText();
        }
        if (node.isArray()) {
            StringBuilder joined = new StringBuilder();
            for (JsonNode part : node) {
                joined.append(part.isTextual() ? part.asText() : part.toString());
            }
            return joined.toString();
        }
        return node.isMissingNode() || node.isNull() ? "" : node.toString();
    }

    private static String clean(String text) {
        return stripTrailingNewlines(ANSI.matcher(text).replaceAll(""));
    }

    private static String stripTrailingNewlines(String text) {
        int end = text.length();
        while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
            end--;
        }
        return text.substring(0, end);
    }

    private static String cap(String text) {
        if (text.length() <= MAX_OUTPUT_CHARS) {
            return text;
        }
        int cut = MAX_OUTPUT_CHARS;
        if (Character.isHighSurrogate(text.charAt(cut - 1))) {
            cut--;
        }
        return text.substring(0, cut) + "\n[... output truncated, " + (text.length() - cut) + " more characters]";
    }
}
