package io.agenttoolkit.core.internal;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Checks an argument's JSON type against its parameter schema before Jackson binds it, so that no scalar is coerced
 * into another JSON type ({@code 42} into {@code "42"}, {@code "5"} into 5, {@code true} into {@code "true"}) and
 * {@code null} passes only where the schema allows it. Not part of the API.
 *
 * <p>Only the JSON types are checked ({@code type}, {@code anyOf}, {@code items}, {@code properties},
 * {@code additionalProperties}); value rules such as {@code enum} and {@code minimum} stay with the tools, whose
 * messages say more.
 */
final class ArgumentTypes {
    private ArgumentTypes() {}

    /**
     * Returns why the value does not have the schema's JSON type, e.g. {@code Invalid value for parameter
     * 'expression': expected string, got 42}, or null when it has.
     */
    static @Nullable String mismatch(Map<String, Object> schema, @Nullable Object value, String path) {
        String expected = expected(schema, value, path);
        if (expected == null) {
            return null;
        }
        if (expected.startsWith("\u0000")) {
            return expected.substring(1);
        }
        return "Invalid value for parameter '" + path + "': expected " + expected + ", got " + Json.write(value);
    }

    // Returns null when the value fits, a description of the expected type when it does not, or a finished
    // message (marked with a leading NUL) from a nested value.
    @SuppressWarnings("unchecked")
    private static @Nullable String expected(Map<String, Object> schema, @Nullable Object value, String path) {
        Object anyOf = schema.get("anyOf");
        if (anyOf instanceof List<?> branches) {
            List<String> types = new ArrayList<>();
            String nested = null;
            for (Object branch : branches) {
                String why = expected((Map<String, Object>) branch, value, path);
                if (why == null) {
                    return null;
                }
                if (why.startsWith("\u0000")) {
                    nested = why;
                } else {
                    types.add(why);
                }
            }
            return nested != null ? nested : String.join(" or ", types);
        }
        Object type = schema.get("type");
        if (type instanceof String name && !hasType(name, value)) {
            return name;
        }
        if (type instanceof List<?> names && names.stream().noneMatch(name -> hasType((String) name, value))) {
            return String.join(" or ", names.stream().map(String::valueOf).toList());
        }
        if (value instanceof List<?> list && schema.get("items") instanceof Map<?, ?> items) {
            for (int i = 0; i < list.size(); i++) {
                String why = mismatch((Map<String, Object>) items, list.get(i), path + "[" + i + "]");
                if (why != null) {
                    return "\u0000" + why;
                }
            }
        }
        if (value instanceof Map<?, ?> map) {
            Object properties = schema.get("properties");
            Object additional = schema.get("additionalProperties");
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                Object propertySchema = properties instanceof Map<?, ?> known ? known.get(entry.getKey()) : null;
                if (propertySchema == null && additional instanceof Map<?, ?>) {
                    propertySchema = additional;
                }
                if (propertySchema instanceof Map<?, ?> property) {
                    String why =
                            mismatch((Map<String, Object>) property, entry.getValue(), path + "." + entry.getKey());
                    if (why != null) {
                        return "\u0000" + why;
                    }
                }
            }
        }
        return null;
    }

    private static boolean hasType(String type, @Nullable Object value) {
        return switch (type) {
            case "string" -> value instanceof String;
            case "boolean" -> value instanceof Boolean;
            case "integer" ->
                value instanceof Integer
                        || value instanceof Long
                        || value instanceof BigInteger
                        || value instanceof Short
                        || value instanceof Byte;
            case "number" -> value instanceof Number;
            case "array" -> value instanceof List<?>;
            case "object" -> value instanceof Map<?, ?>;
            case "null" -> value == null;
            default -> true;
        };
    }
}
