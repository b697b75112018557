package io.agenttoolkit.core;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Objects;

/**
 * A block of tool output for a model: text or an image. Serialises to the JSON of the specification §2
 * ({@code {"type":"text","text":…}} and {@code {"type":"image","source":{"type":"base64","media_type":…,"data":…}}}).
 */
public sealed interface ContentBlock permits ContentBlock.TextBlock, ContentBlock.ImageBlock {

    /** Returns {@code text} or {@code image}. */
    @JsonProperty("type")
    String type();

    /** Creates a text block. */
    static TextBlock text(String text) {
        return new TextBlock(text);
    }

    /** Creates an image block from base64 data. */
    static ImageBlock image(String mediaType, String base64Data) {
        return new ImageBlock(new ImageSource("base64", mediaType, base64Data));
    }

    /** A block of plain text. */
    @JsonPropertyOrder({"type", "text"})
    record TextBlock(@JsonProperty("text") String text) implements ContentBlock {
        /** Creates a text block; the text must not be null. */
        public TextBlock {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public String type() {
            return "text";
        }
    }

    /** A block holding an image. */
    @JsonPropertyOrder({"type", "source"})
    record ImageBlock(@JsonProperty("source") ImageSource source) implements ContentBlock {
        /** Creates an image block; the source must not be null. */
        public ImageBlock {
            Objects.requireNonNull(source, "source");
        }

        @Override
        public String type() {
            return "image";
        }
    }

    /**
     * Where an image's bytes are: always {@code base64} data inline here.
     *
     * @param type always {@code base64}
     * @param mediaType the MIME type, e.g. {@code image/png}
     * @param data the image bytes, base64-encoded
     */
    @JsonPropertyOrder({"type", "media_type", "data"})
    record ImageSource(
            @JsonProperty("type") String type,
            @JsonProperty("media_type") String mediaType,
            @JsonProperty("data") String data) {
        /** Creates an image source; no component may be null. */
        public ImageSource {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(mediaType, "mediaType");
            Objects.requireNonNull(data, "data");
        }
    }
}
