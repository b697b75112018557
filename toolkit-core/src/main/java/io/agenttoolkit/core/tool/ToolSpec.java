package io.agenttoolkit.core.tool;

import io.agenttoolkit.core.internal.Json;
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
 */
public record ToolSpec(
        String namespace,
        String method,
        String name,
        String path,
        String description,
        Map<String, Object> inputSchema,
        ToolAnnotations annotations) {

    private static final Pattern NAMESPACE = Pattern.compile("[a-z0-9_]+(/[a-z0-9_]+)*");
    private static final Pattern METHOD = Pattern.compile("[a-z0-9_]+");

    /** Validates the components. */
    public ToolSpec {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(inputSchema, "inputSchema");
        Objects.requireNonNull(annotations, "annotations");
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

    /** Builds the spec of {@code namespace/method}, deriving {@code name} and {@code path}. */
    public static ToolSpec of(
            String namespace,
            String method,
            String description,
            Map<String, Object> inputSchema,
            ToolAnnotations annotations) {
        return new ToolSpec(
                namespace,
                method,
                namespace.replace('/', '_') + "-" + method,
                "/tools/" + namespace + "/" + method,
                description,
                inputSchema,
                annotations);
    }

    /** Returns {@code namespace/method}, the name a {@code tools.jsonc} selection may use. */
    public String qualifiedName() {
        return namespace + "/" + method;
    }

    /** Returns the input schema as compact JSON text. */
    public String inputSchemaJson() {
        return Json.write(inputSchema);
    }
}
