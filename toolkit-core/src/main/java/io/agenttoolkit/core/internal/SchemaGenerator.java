package io.agenttoolkit.core.internal;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.agenttoolkit.core.ContentBlock;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Maps Java types to JSON Schema 2020-12 fragments as plain maps (no {@code $ref}). Not part of the API.
 *
 * <p>Records become closed objects, enums string enums with lower-case wire names, collections arrays, and maps with
 * string keys objects with {@code additionalProperties}.
 */
public final class SchemaGenerator {
    private SchemaGenerator() {}

    /** Returns the schema of a Java type as an argument: record components are required only when primitive. */
    public static Map<String, Object> schemaOf(Type type) {
        return schemaOf(type, new HashSet<>(), false);
    }

    /**
     * Returns the schema of a Java type as a result, the JSON Jackson writes for it: every record component is
     * required (Jackson always writes it) unless it is {@code @JsonInclude(NON_NULL)} or similar, and a
     * {@code @Nullable} component may also be {@code null}. A {@link ContentBlock} is a text or an image block.
     */
    public static Map<String, Object> resultSchemaOf(Type type) {
        return schemaOf(type, new HashSet<>(), true);
    }

    private static Map<String, Object> schemaOf(Type type, Set<Type> visiting, boolean result) {
        Map<String, Object> schema = new LinkedHashMap<>();
        Class<?> raw = rawClass(type);
        if (ContentBlock.class.isAssignableFrom(raw)) {
            return contentBlockSchema(raw);
        }
        if (raw == String.class || raw == Character.class || raw == char.class) {
            schema.put("type", "string");
        } else if (raw == boolean.class || raw == Boolean.class) {
            schema.put("type", "boolean");
        } else if (raw == int.class
                || raw == Integer.class
                || raw == long.class
                || raw == Long.class
                || raw == short.class
                || raw == Short.class
                || raw == byte.class
                || raw == Byte.class
                || raw == BigInteger.class) {
            schema.put("type", "integer");
        } else if (raw == double.class
                || raw == Double.class
                || raw == float.class
                || raw == Float.class
                || raw == BigDecimal.class
                || raw == Number.class) {
            schema.put("type", "number");
        } else if (raw.isEnum()) {
            schema.put("type", "string");
            schema.put("enum", enumValues(raw));
        } else if (raw.isArray()) {
            schema.put("type", "array");
            Type component = type instanceof GenericArrayType g ? g.getGenericComponentType() : raw.getComponentType();
            schema.put("items", schemaOf(component, visiting, result));
        } else if (Collection.class.isAssignableFrom(raw)) {
            schema.put("type", "array");
            schema.put("items", schemaOf(typeArgument(type, 0), visiting, result));
        } else if (Map.class.isAssignableFrom(raw)) {
            schema.put("type", "object");
            Map<String, Object> values = schemaOf(typeArgument(type, 1), visiting, result);
            if (!values.isEmpty()) {
                schema.put("additionalProperties", values);
            }
        } else if (raw == Optional.class) {
            return schemaOf(typeArgument(type, 0), visiting, result);
        } else if (raw.isRecord()) {
            if (!visiting.add(raw)) {
                return Map.of("type", "object");
            }
            Map<String, Object> properties = new LinkedHashMap<>();
            List<String> required = new ArrayList<>();
            for (RecordComponent component : raw.getRecordComponents()) {
                String name = jsonName(component);
                Map<String, Object> property = schemaOf(component.getGenericType(), visiting, result);
                if (result) {
                    boolean written = !omittedWhenEmpty(component);
                    if (written && isNullable(component)) {
                        property = ordered("anyOf", List.of(property, Map.of("type", "null")));
                    }
                    if (written) {
                        required.add(name);
                    }
                } else if (component.getType().isPrimitive()) {
                    required.add(name);
                }
                properties.put(name, property);
            }
            visiting.remove(raw);
            schema.put("type", "object");
            schema.put("properties", properties);
            if (!required.isEmpty()) {
                schema.put("required", required);
            }
            schema.put("additionalProperties", false);
        }
        // Object, JsonNode and anything else: an empty schema accepts any JSON value.
        return schema;
    }

    private static boolean omittedWhenEmpty(RecordComponent component) {
        JsonInclude include = component.getAnnotation(JsonInclude.class);
        if (include == null) {
            try {
                include = component
                        .getDeclaringRecord()
                        .getDeclaredField(component.getName())
                        .getAnnotation(JsonInclude.class);
            } catch (NoSuchFieldException e) {
                include = null;
            }
        }
        return include != null && include.value() != JsonInclude.Include.ALWAYS;
    }

    // ContentBlock is a sealed interface whose "type" comes from a method, which the record walk would miss.
    private static Map<String, Object> contentBlockSchema(Class<?> raw) {
        Map<String, Object> text = ordered(
                "type", "object",
                "properties", ordered("type", Map.of("const", "text"), "text", Map.of("type", "string")),
                "required", List.of("type", "text"));
        Map<String, Object> source = ordered(
                "type", "object",
                "properties",
                        ordered(
                                "type", Map.of("const", "base64"),
                                "media_type", Map.of("type", "string"),
                                "data", ordered("type", "string", "contentEncoding", "base64")),
                "required", List.of("type", "media_type", "data"));
        Map<String, Object> image = ordered(
                "type", "object",
                "properties", ordered("type", Map.of("const", "image"), "source", source),
                "required", List.of("type", "source"));
        if (raw == ContentBlock.TextBlock.class) {
            return text;
        }
        if (raw == ContentBlock.ImageBlock.class) {
            return image;
        }
        return ordered("anyOf", List.of(text, image));
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }

    /** Returns the wire names of an enum's constants: {@code @JsonProperty} if present, else the lower-case name. */
    public static List<String> enumValues(Class<?> enumType) {
        List<String> values = new ArrayList<>();
        for (Object constant : enumType.getEnumConstants()) {
            values.add(enumWireName((Enum<?>) constant));
        }
        return values;
    }

    /** Returns one enum constant's wire name. */
    public static String enumWireName(Enum<?> constant) {
        try {
            Field field = constant.getDeclaringClass().getField(constant.name());
            JsonProperty property = field.getAnnotation(JsonProperty.class);
            if (property != null && !property.value().isEmpty()) {
                return property.value();
            }
        } catch (NoSuchFieldException e) {
            // cannot happen for a declared constant
        }
        return constant.name().toLowerCase(Locale.ROOT);
    }

    private static String jsonName(RecordComponent component) {
        JsonProperty property = component.getAnnotation(JsonProperty.class);
        if (property == null) {
            try {
                property = component
                        .getDeclaringRecord()
                        .getDeclaredField(component.getName())
                        .getAnnotation(JsonProperty.class);
            } catch (NoSuchFieldException e) {
                property = null;
            }
        }
        return property != null && !property.value().isEmpty() ? property.value() : component.getName();
    }

    private static Type typeArgument(Type type, int index) {
        if (type instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
            Type argument = p.getActualTypeArguments()[index];
            if (argument instanceof WildcardType w) {
                return w.getUpperBounds().length > 0 ? w.getUpperBounds()[0] : Object.class;
            }
            return argument;
        }
        return Object.class;
    }

    /** Returns the raw class of a type. */
    public static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        if (type instanceof GenericArrayType g) {
            return java.lang.reflect.Array.newInstance(rawClass(g.getGenericComponentType()), 0)
                    .getClass();
        }
        if (type instanceof WildcardType w && w.getUpperBounds().length > 0) {
            return rawClass(w.getUpperBounds()[0]);
        }
        return Object.class;
    }

    /** Deep-copies a schema map into unmodifiable maps and lists. */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> freeze(Map<String, Object> schema) {
        Map<String, Object> copy = new LinkedHashMap<>();
        schema.forEach((key, value) -> copy.put(key, freezeValue(value)));
        return Collections.unmodifiableMap(copy);
    }

    @SuppressWarnings("unchecked")
    private static Object freezeValue(Object value) {
        if (value instanceof Map<?, ?> map) {
            return freeze((Map<String, Object>) map);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>();
            for (Object element : list) {
                copy.add(freezeValue(element));
            }
            return Collections.unmodifiableList(copy);
        }
        return value;
    }

    /**
     * Returns whether a record component is marked {@code @Nullable} (JSpecify). Read by name: JSpecify is a
     * compile-time dependency ({@code requires static}), and a class literal would fail to load without its jar.
     */
    private static boolean isNullable(RecordComponent component) {
        for (java.lang.annotation.Annotation annotation :
                component.getAnnotatedType().getAnnotations()) {
            if (annotation.annotationType().getName().equals("org.jspecify.annotations.Nullable")) {
                return true;
            }
        }
        return false;
    }
}
