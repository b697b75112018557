package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.core.type.TypeReference;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.core.internal.SchemaGenerator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Everything a server needs to offer one tool operation.
 *
 * @param namespace the group, e.g. {@code fs/file_search}
 * @param method the operation, e.g. {@code grep}
 * @param name the protocol-safe name: the namespace with {@code /} turned into {@code _}, a dash, the method
 *     ({@code fs_file_search-grep}); it fits MCP's and chat function-calling's name rules
 * @param path the REST path, {@code /tools/<namespace>/<method>}
 * @param description what the operation does, for the model
 * @param inputSchema the JSON Schema 2020-12 of the arguments object, as plain unmodifiable JSON values
 * @param annotations behaviour hints
 * @param outputSchema the JSON Schema 2020-12 of the result {@link ToolResult#toJson()} gives for a successful call,
 *     as plain unmodifiable JSON values; empty when the result's shape is not known
 */
public record ToolSpec(
        String namespace,
        String method,
        String name,
        String path,
        String description,
        Map<String, Object> inputSchema,
        ToolAnnotations annotations,
        Map<String, Object> outputSchema) {

    private static final Pattern NAMESPACE = Pattern.compile("[a-z0-9_]+(/[a-z0-9_]+)*");
    private static final Pattern METHOD = Pattern.compile("[a-z0-9_]+");
    private static final Map<String, Object> CONTENT_RESULT =
            SchemaGenerator.resultSchemaOf(new TypeReference<List<ContentBlock>>() {}.getType());

    /** Validates the components. */
    public ToolSpec {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(inputSchema, "inputSchema");
        Objects.requireNonNull(annotations, "annotations");
        Objects.requireNonNull(outputSchema, "outputSchema");
        if (!NAMESPACE.matcher(namespace).matches()) {
            throw new IllegalArgumentException(
                    "namespace must be lower-case words separated by '/', got '" + namespace + "'");
        }
        if (!METHOD.matcher(method).matches()) {
            throw new IllegalArgumentException("method must be a lower-case word, got '" + method + "'");
        }
        if (name.length() > 64) {
            throw new IllegalArgumentException("tool name must be at most 64 characters, got '" + name + "'");
        }
    }

    /** Creates a spec whose result shape is not declared (an empty {@link #outputSchema()}). */
    public ToolSpec(
            String namespace,
            String method,
            String name,
            String path,
            String description,
            Map<String, Object> inputSchema,
            ToolAnnotations annotations) {
        this(namespace, method, name, path, description, inputSchema, annotations, Map.of());
    }

    /**
     * Returns the spec of {@code namespace/method}, deriving {@code name} and {@code path}, with no declared result
     * schema.
     */
    public static ToolSpec of(
            String namespace,
            String method,
            String description,
            Map<String, Object> inputSchema,
            ToolAnnotations annotations) {
        return of(namespace, method, description, inputSchema, annotations, Map.of());
    }

    /** Returns the spec of {@code namespace/method}, deriving {@code name} and {@code path}. */
    public static ToolSpec of(
            String namespace,
            String method,
            String description,
            Map<String, Object> inputSchema,
            ToolAnnotations annotations,
            Map<String, Object> outputSchema) {
        return new ToolSpec(
                namespace,
                method,
                namespace.replace('/', '_') + "-" + method,
                "/tools/" + namespace + "/" + method,
                description,
                inputSchema,
                annotations,
                outputSchema);
    }

    /**
     * Returns whether a successful call answers with content blocks (text and images, as {@code read_image} does)
     * rather than one JSON value; the {@link #outputSchema()} is then the schema of the block array.
     */
    public boolean returnsContent() {
        return CONTENT_RESULT.equals(outputSchema);
    }

    /** Returns {@code namespace/method}, the name a {@code tools.jsonc} selection may use. */
    public String qualifiedName() {
        return namespace + "/" + method;
    }

    /** Returns the output schema as compact JSON text; {@code {}} when the result's shape is not declared. */
    public String outputSchemaJson() {
        return Json.write(outputSchema);
    }

    /** Returns the input schema as compact JSON text. */
    public String inputSchemaJson() {
        return Json.write(inputSchema);
    }
}
