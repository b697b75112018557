package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a tool call produced: a JSON value, content blocks (text and images), or an error a model can read.
 *
 * <p>Immutable and thread-safe.
 */
public final class ToolResult {
    private final @Nullable JsonNode value;
    private final List<ContentBlock> content;
    private final @Nullable ErrorKind errorKind;
    private final @Nullable String errorMessage;

    private ToolResult(
            @Nullable JsonNode value,
            List<ContentBlock> content,
            @Nullable ErrorKind errorKind,
            @Nullable String errorMessage) {
        this.value = value;
        this.content = content;
        this.errorKind = errorKind;
        this.errorMessage = errorMessage;
    }

    /** Returns a successful result holding a JSON value. */
    public static ToolResult of(JsonNode value) {
        return new ToolResult(Objects.requireNonNull(value, "value"), List.of(), null, null);
    }

    /** Returns a successful result holding any value Jackson can serialise. */
    public static ToolResult ofValue(@Nullable Object value) {
        return of(Json.toTree(value));
    }

    /** Returns a successful result made of content blocks. */
    public static ToolResult content(List<? extends ContentBlock> blocks) {
        return new ToolResult(null, List.copyOf(blocks), null, null);
    }

    /** Returns a failed result; the message is shown to the model. */
    public static ToolResult error(ErrorKind kind, String message) {
        return new ToolResult(null, List.of(), Objects.requireNonNull(kind, "kind"), Objects.requireNonNull(message));
    }

    /** Returns whether the call failed. */
    public boolean isError() {
        return errorKind != null;
    }

    /** Returns whether the result is made of content blocks. */
    public boolean isContent() {
        return errorKind == null && value == null;
    }

    /** Returns the JSON value of a successful value result, or null for content and error results. */
    public @Nullable JsonNode value() {
        return value;
    }

    /** Returns the content blocks; empty unless {@link #isContent()}. */
    public List<ContentBlock> content() {
        return content;
    }

    /** Returns the kind of failure, or null when the call succeeded. */
    public @Nullable ErrorKind errorKind() {
        return errorKind;
    }

    /** Returns the failure message, or null when the call succeeded. */
    public @Nullable String errorMessage() {
        return errorMessage;
    }

    /**
     * Returns the result as JSON: the value, the array of content blocks, or {@code {"detail": message}} for an
     * error (the specification's error body).
     */
    public JsonNode toJson() {
        if (errorKind != null) {
            ObjectNode detail = Json.mapper().createObjectNode();
            detail.put("detail", errorMessage);
            return detail;
        }
        if (value != null) {
            return value;
        }
        return Json.toTree(content);
    }

    /**
     * Returns the result as text for a model: a string value as it is, any other value as JSON text, the error
     * message for an error, and the text blocks joined for content.
     */
    public String toText() {
        if (errorKind != null) {
            return Objects.requireNonNull(errorMessage);
        }
        if (value != null) {
            return value.isTextual() ? value.asText() : Json.write(value);
        }
        StringBuilder text = new StringBuilder();
        for (ContentBlock block : content) {
            if (block instanceof ContentBlock.TextBlock textBlock) {
                if (text.length() > 0) {
                    text.append('\n');
                }
                text.append(textBlock.text());
            }
        }
        return text.toString();
    }

    @Override
    public String toString() {
        if (errorKind != null) {
            return "ToolResult{error=" + errorKind + ", message=" + errorMessage + "}";
        }
        return value != null ? "ToolResult{value=" + value + "}" : "ToolResult{content=" + content.size() + " blocks}";
    }
}
