package io.agenttoolkit.core.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
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

    /** Returns the schema of a Java type. */
    public static Map<String, Object> schemaOf(Type type) {
        return schemaOf(type, new HashSet<>());
    }

    private static Map<String, Object> schemaOf(Type type, Set<Type> visiting) {
        Map<String, Object> schema = new LinkedHashMap<>();
        Class<?> raw = rawClass(type);
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
            schema.put("items", schemaOf(component, visiting));
        } else if (Collection.class.isAssignableFrom(raw)) {
            schema.put("type", "array");
            schema.put("items", schemaOf(typeArgument(type, 0), visiting));
        } else if (Map.class.isAssignableFrom(raw)) {
            schema.put("type", "object");
            Map<String, Object> values = schemaOf(typeArgument(type, 1), visiting);
            if (!values.isEmpty()) {
                schema.put("additionalProperties", values);
            }
        } else if (raw == Optional.class) {
            return schemaOf(typeArgument(type, 0), visiting);
        } else if (raw.isRecord()) {
            if (!visiting.add(raw)) {
                return Map.of("type", "object");
            }
            Map<String, Object> properties = new LinkedHashMap<>();
            List<String> required = new ArrayList<>();
            for (RecordComponent component : raw.getRecordComponents()) {
                String name = jsonName(component);
                properties.put(name, schemaOf(component.getGenericType(), visiting));
                if (component.getType().isPrimitive()) {
                    required.add(name);
                }
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
}
