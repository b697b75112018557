package io.agenttoolkit.core.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.ToolException;
import io.agenttoolkit.core.tool.AllowedValuesProvider;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ParameterAvailability;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolAnnotations;
import io.agenttoolkit.core.tool.ToolMethod;
import io.agenttoolkit.core.tool.ToolResult;
import io.agenttoolkit.core.tool.ToolSpec;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A {@link Tool} backed by a {@link ToolMethod} method of an object. Not part of the API. */
public final class AnnotatedTool implements Tool {
    private static final Logger LOG = LoggerFactory.getLogger(AnnotatedTool.class);

    private final Object target;
    private final Method method;
    private final ToolSpec spec;
    private final List<Binding> bindings;
    private final Set<String> parameterNames;

    private record Binding(
            String name,
            JavaType type,
            boolean required,
            @Nullable JsonNode defaultValue,
            Map<String, Object> schema) {}

    private AnnotatedTool(Object target, Method method, ToolSpec spec, List<Binding> bindings) {
        this.target = target;
        this.method = method;
        this.spec = spec;
        this.bindings = bindings;
        Set<String> names = new LinkedHashSet<>();
        bindings.forEach(b -> names.add(b.name()));
        this.parameterNames = Set.copyOf(names);
    }

    /**
     * Returns a tool for every {@link ToolMethod} method of the object.
     *
     * @throws IllegalArgumentException when the object has no tool methods or one is declared wrongly
     */
    public static List<Tool> toolsOf(Object target, String namespace) {
        List<Tool> tools = new ArrayList<>();
        List<Method> methods = new ArrayList<>();
        for (Method method : target.getClass().getMethods()) {
            if (method.isAnnotationPresent(ToolMethod.class)) {
                methods.add(method);
            }
        }
        methods.sort((a, b) -> a.getAnnotation(ToolMethod.class)
                .name()
                .compareTo(b.getAnnotation(ToolMethod.class).name()));
        for (Method method : methods) {
            tools.add(create(target, method, namespace));
        }
        if (tools.isEmpty()) {
            throw new IllegalArgumentException(
                    target.getClass().getName() + " has no public methods annotated with @ToolMethod");
        }
        return tools;
    }

    private static AnnotatedTool create(Object target, Method method, String namespace) {
        ToolMethod annotation = method.getAnnotation(ToolMethod.class);
        String where = target.getClass().getName() + "." + method.getName();
        if (Modifier.isStatic(method.getModifiers())) {
            throw new IllegalArgumentException("@ToolMethod " + where + " must not be static");
        }
        if (!Modifier.isPublic(method.getDeclaringClass().getModifiers())) {
            method.setAccessible(true);
        }
        Map<String, Object> properties = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        List<Binding> bindings = new ArrayList<>();
        for (Parameter parameter : method.getParameters()) {
            Param param = parameter.getAnnotation(Param.class);
            if (param == null) {
                throw new IllegalArgumentException(
                        "parameter " + parameter.getName() + " of @ToolMethod " + where + " lacks @Param");
            }
            String name = param.value();
            JsonNode defaultValue = null;
            if (!param.defaultValue().isEmpty()) {
                try {
                    defaultValue = Json.mapper().readTree(param.defaultValue());
                } catch (JsonProcessingException e) {
                    throw new IllegalArgumentException(
                            "defaultValue of parameter " + name + " of " + where + " is not a JSON literal", e);
                }
            }
            boolean nullable = !param.required() && defaultValue == null;
            if (nullable && parameter.getType().isPrimitive()) {
                throw new IllegalArgumentException("optional primitive parameter " + name + " of " + where
                        + " needs a defaultValue (or use a boxed type)");
            }
            Map<String, Object> schema =
                    new LinkedHashMap<>(SchemaGenerator.schemaOf(parameter.getParameterizedType()));
            List<String> allowed = allowedValues(target, annotation.name(), name, param);
            if (!allowed.isEmpty()) {
                schema.put("enum", allowed);
            }
            if (!Double.isNaN(param.minimum())) {
                schema.put("minimum", number(param.minimum()));
            }
            if (!Double.isNaN(param.maximum())) {
                schema.put("maximum", number(param.maximum()));
            }
            Map<String, Object> property = new LinkedHashMap<>();
            if (nullable) {
                property.put("anyOf", List.of(schema, Map.of("type", "null")));
                property.put("default", null);
            } else {
                property.putAll(schema);
                if (defaultValue != null) {
                    property.put("default", Json.mapper().convertValue(defaultValue, Object.class));
                }
            }
            if (!param.description().isEmpty()) {
                property.put("description", param.description());
            }
            boolean offered = !(target instanceof ParameterAvailability availability)
                    || availability.offers(annotation.name(), name);
            if (!offered && param.required()) {
                throw new IllegalArgumentException(
                        "required parameter " + name + " of " + where + " cannot be left out of the schema");
            }
            if (offered && properties.put(name, property) != null) {
                throw new IllegalArgumentException("duplicate parameter name " + name + " in " + where);
            }
            if (param.required()) {
                required.add(name);
            }
            JavaType type = Json.mapper().getTypeFactory().constructType(parameter.getParameterizedType());
            bindings.add(new Binding(name, type, param.required(), defaultValue, SchemaGenerator.freeze(property)));
        }
        Map<String, Object> inputSchema = new LinkedHashMap<>();
        inputSchema.put("type", "object");
        inputSchema.put("properties", properties);
        inputSchema.put("required", required);
        inputSchema.put("additionalProperties", false);
        ToolSpec spec = ToolSpec.of(
                namespace,
                annotation.name(),
                annotation.description(),
                SchemaGenerator.freeze(inputSchema),
                ToolAnnotations.of(annotation),
                SchemaGenerator.freeze(resultSchema(method, annotation, where)));
        return new AnnotatedTool(target, method, spec, List.copyOf(bindings));
    }

    private static Map<String, Object> resultSchema(Method method, ToolMethod annotation, String where) {
        if (!annotation.resultSchema().isEmpty()) {
            Map<String, Object> declared;
            try {
                declared = Json.readObject(annotation.resultSchema());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("resultSchema of " + where + " is not a JSON object", e);
            }
            if (declared.isEmpty()) {
                throw new IllegalArgumentException("resultSchema of " + where + " is an empty schema");
            }
            return declared;
        }
        Type returned = method.getGenericReturnType();
        Class<?> raw = SchemaGenerator.rawClass(returned);
        if (ContentBlock.class.isAssignableFrom(raw)
                || (Collection.class.isAssignableFrom(raw)
                        && returned instanceof ParameterizedType parameterized
                        && parameterized.getActualTypeArguments()[0] instanceof Class<?> element
                        && ContentBlock.class.isAssignableFrom(element))) {
            // toResult answers any content (one block or a list) as a list of blocks
            return SchemaGenerator.resultSchemaOf(new TypeReference<List<ContentBlock>>() {}.getType());
        }
        if (raw == Object.class || raw == ToolResult.class || JsonNode.class.isAssignableFrom(raw)) {
            return Map.of();
        }
        return SchemaGenerator.resultSchemaOf(returned);
    }

    private static List<String> allowedValues(Object target, String method, String parameter, Param param) {
        if (target instanceof AllowedValuesProvider provider) {
            List<String> values = provider.allowedValues(method, parameter);
            if (values != null) {
                return List.copyOf(values);
            }
        }
        return List.of(param.allowedValues());
    }

    private static Object number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? (Object) (long) value : (Object) value;
    }

    @Override
    public ToolSpec spec() {
        return spec;
    }

    @Override
    public ToolResult call(Map<String, Object> arguments) {
        Object[] values;
        try {
            values = bind(arguments == null ? Map.of() : arguments);
        } catch (ToolException e) {
            return ToolResult.error(e.kind(), e.getMessage());
        }
        Object returned;
        try {
            returned = method.invoke(target, values);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof ToolException toolException) {
                return ToolResult.error(toolException.kind(), String.valueOf(toolException.getMessage()));
            }
            LOG.warn("Tool {} failed unexpectedly", spec.qualifiedName(), cause);
            return ToolResult.error(
                    ErrorKind.INTERNAL,
                    "Internal error in " + spec.qualifiedName() + ": "
                            + cause.getClass().getSimpleName()
                            + (cause.getMessage() == null ? "" : ": " + cause.getMessage()));
        } catch (IllegalAccessException e) {
            return ToolResult.error(ErrorKind.INTERNAL, "Tool " + spec.qualifiedName() + " is not accessible");
        }
        return toResult(returned);
    }

    private Object[] bind(Map<String, Object> arguments) {
        for (Map.Entry<String, Object> argument : arguments.entrySet()) {
            if (!parameterNames.contains(argument.getKey())) {
                throw new io.agenttoolkit.core.InvalidArgumentException(unknownParameter(argument));
            }
        }
        Object[] values = new Object[bindings.size()];
        for (int i = 0; i < values.length; i++) {
            Binding binding = bindings.get(i);
            if (!arguments.containsKey(binding.name())) {
                if (binding.required()) {
                    throw new io.agenttoolkit.core.InvalidArgumentException(
                            "Missing required parameter '" + binding.name() + "'");
                }
                if (binding.defaultValue() != null) {
                    values[i] = convert(binding, binding.defaultValue());
                } else if (binding.type().isPrimitive()) {
                    throw new io.agenttoolkit.core.InvalidArgumentException(
                            "Parameter '" + binding.name() + "' must not be null");
                }
                continue;
            }
            Object raw = arguments.get(binding.name());
            // The schema is the contract: a JSON value of another type is refused, never coerced by Jackson.
            String mismatch = ArgumentTypes.mismatch(binding.schema(), raw, binding.name());
            if (mismatch != null) {
                throw new io.agenttoolkit.core.InvalidArgumentException(mismatch);
            }
            values[i] = raw == null ? null : convert(binding, raw);
        }
        return values;
    }

    // An argument a model put at the top level that belongs inside the one free-form object parameter
    // (unit_converter's "area" inside "params") gets a message that says where it goes.
    private String unknownParameter(Map.Entry<String, Object> argument) {
        String message = "Unknown parameter '" + argument.getKey() + "'; expected one of "
                + parameterNames.stream().sorted().toList();
        List<String> containers = new ArrayList<>();
        for (Binding binding : bindings) {
            if (Map.class.isAssignableFrom(binding.type().getRawClass())) {
                containers.add(binding.name());
            }
        }
        if (containers.size() == 1) {
            String container = containers.get(0);
            message += "; if it is one of the '" + container + "', pass it inside that object as '" + container
                    + "." + argument.getKey() + "': {\"" + container + "\": {\"" + argument.getKey() + "\": "
                    + Json.write(argument.getValue()) + "}}";
        }
        return message;
    }

    private static Object convert(Binding binding, Object raw) {
        try {
            return Json.mapper().convertValue(raw, binding.type());
        } catch (IllegalArgumentException e) {
            throw new io.agenttoolkit.core.InvalidArgumentException("Invalid value for parameter '" + binding.name()
                    + "': expected " + describe(binding.type()) + ", got " + Json.write(raw));
        }
    }

    private static String describe(JavaType type) {
        Object schemaType = SchemaGenerator.schemaOf(type.getRawClass()).get("type");
        return schemaType == null ? type.getRawClass().getSimpleName() : schemaType.toString();
    }

    private static ToolResult toResult(@Nullable Object returned) {
        if (returned instanceof ContentBlock block) {
            return ToolResult.content(List.of(block));
        }
        if (returned instanceof Collection<?> collection
                && !collection.isEmpty()
                && collection.stream().allMatch(ContentBlock.class::isInstance)) {
            List<ContentBlock> blocks = new ArrayList<>();
            collection.forEach(element -> blocks.add((ContentBlock) element));
            return ToolResult.content(blocks);
        }
        if (returned instanceof ToolResult result) {
            return result;
        }
        return ToolResult.ofValue(returned);
    }

    @Override
    public String toString() {
        return "Tool{" + spec.qualifiedName() + "}";
    }
}
