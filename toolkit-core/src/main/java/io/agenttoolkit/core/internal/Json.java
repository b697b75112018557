package io.agenttoolkit.core.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The project's one configured Jackson mapper, and small helpers around it. Not part of the API. */
public final class Json {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .build();

    private static final ObjectMapper LENIENT = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS, JsonReadFeature.ALLOW_TRAILING_COMMA)
            .build();

    static {
        StreamReadConstraints limits = StreamReadConstraints.builder()
                .maxNestingDepth(500)
                .maxDocumentLength(16L * 1024 * 1024)
                .build();
        MAPPER.getFactory().setStreamReadConstraints(limits);
        LENIENT.getFactory().setStreamReadConstraints(limits);
    }

    private Json() {}

    /** Returns the shared mapper; do not reconfigure it. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Returns a mapper that accepts {@code //} and {@code /* *}{@code /} comments and trailing commas. */
    public static ObjectMapper lenientMapper() {
        return LENIENT;
    }

    /** Serialises a value to compact JSON text. */
    public static String write(@Nullable Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(
                    "Cannot serialise " + value.getClass().getName(), e);
        }
    }

    /** Converts a value to a JSON tree. */
    public static JsonNode toTree(@Nullable Object value) {
        return MAPPER.valueToTree(value);
    }

    /** Converts a JSON object node to a map of plain values. */
    public static Map<String, Object> toMap(JsonNode node) {
        return MAPPER.convertValue(node, new TypeReference<Map<String, Object>>() {});
    }

    /**
     * Parses a JSON object text into a map of plain values.
     *
     * @throws IllegalArgumentException when the text is not a JSON object
     */
    public static Map<String, Object> readObject(String json) {
        JsonNode node;
        try {
            node = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Malformed JSON: " + e.getOriginalMessage(), e);
        }
        if (node == null || node.isMissingNode() || node.isNull()) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("Arguments must be a JSON object, got "
                    + node.getNodeType().name().toLowerCase());
        }
        return toMap(node);
    }
}
