package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Renders the tools of a {@link ToolRegistry} as an OpenAPI 3.1 document, the {@code /openapi.json} of a REST tool
 * server.
 *
 * <p>Each tool is one {@code POST} operation at its {@link ToolSpec#path()}: the request body is the tool's input
 * schema (JSON Schema 2020-12, which OpenAPI 3.1 uses as it is), a 200 response carries the tool's result with its
 * {@link ToolSpec#outputSchema()} (so generated clients type it), and every error status answers with the
 * specification's error body {@code {"detail": string}}. The document declares a bearer security scheme
 * ({@code bearerAuth}); servers that have no tokens configured simply do not enforce it.
 *
 * <p>The document passes the checks common OpenAPI linters make: a {@code servers} entry, {@code info.license},
 * a description on every tag, and an {@code operationId}, a summary and 200 and 4xx responses with schemas on every
 * operation.
 */
public final class OpenApi {
    /** The OpenAPI version the document declares. */
    public static final String VERSION = "3.1.0";

    /** The name of the bearer security scheme in {@code components.securitySchemes}. */
    public static final String SECURITY_SCHEME = "bearerAuth";

    /** The {@code info.license.name} of the document: the toolkit's own licence, under which its tools are offered. */
    public static final String LICENSE_NAME = "Apache License 2.0";

    /**
     * The {@code info.license.identifier}: the SPDX identifier of {@link #LICENSE_NAME} (OpenAPI 3.1 parsers want an
     * identifier or a URL beside the name).
     */
    public static final String LICENSE_IDENTIFIER = "Apache-2.0";

    private static final String ERROR_REF = "#/components/schemas/Error";

    private OpenApi() {}

    /**
     * Returns a new OpenAPI 3.1 document describing every tool of the registry, in registration order, whose
     * {@code servers} entry is the relative URL {@code /}: the server that serves the document.
     *
     * @param title the API title ({@code info.title})
     * @param version the API version ({@code info.version})
     */
    public static ObjectNode document(ToolRegistry registry, String title, String version) {
        return document(registry, title, version, "/");
    }

    /**
     * Returns a new OpenAPI 3.1 document describing every tool of the registry, in registration order.
     *
     * @param title the API title ({@code info.title})
     * @param version the API version ({@code info.version})
     * @param serverUrl the URL the server listens on, e.g. {@code http://127.0.0.1:8000} (the {@code servers}
     *     entry); a relative URL such as {@code /} means the server that serves the document
     * @throws IllegalArgumentException when the server URL is blank
     */
    public static ObjectNode document(ToolRegistry registry, String title, String version, String serverUrl) {
        Objects.requireNonNull(registry, "registry");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(serverUrl, "serverUrl");
        if (serverUrl.isBlank()) {
            throw new IllegalArgumentException("serverUrl must not be blank, got '" + serverUrl + "'");
        }
        ObjectNode root = Json.mapper().createObjectNode();
        root.put("openapi", VERSION);
        ObjectNode info = root.putObject("info");
        info.put("title", title);
        info.put("version", version);
        info.put("description", "Tools for LLM agents. Each tool is a POST operation taking a JSON object.");
        ObjectNode license = info.putObject("license");
        license.put("name", LICENSE_NAME);
        license.put("identifier", LICENSE_IDENTIFIER);
        ObjectNode server = root.putArray("servers").addObject();
        server.put("url", serverUrl);
        server.put("description", "This tool server");
        root.putArray("security").addObject().putArray(SECURITY_SCHEME);

        Map<String, List<String>> methodsByNamespace = new TreeMap<>();
        ObjectNode paths = root.putObject("paths");
        for (Tool tool : registry.tools()) {
            ToolSpec spec = tool.spec();
            methodsByNamespace
                    .computeIfAbsent(spec.namespace(), key -> new ArrayList<>())
                    .add(spec.method());
            paths.putObject(spec.path()).set("post", operation(spec));
        }
        ArrayNode tags = root.putArray("tags");
        methodsByNamespace.forEach((namespace, methods) -> {
            ObjectNode tag = tags.addObject();
            tag.put("name", namespace);
            tag.put("description", "The " + namespace + " tools: " + String.join(", ", methods) + ".");
        });

        ObjectNode components = root.putObject("components");
        ObjectNode error = components.putObject("schemas").putObject("Error");
        error.put("type", "object");
        error.put("description", "The error body: what went wrong, in one sentence.");
        error.putObject("properties").putObject("detail").put("type", "string");
        error.putArray("required").add("detail");
        ObjectNode bearer = components.putObject("securitySchemes").putObject(SECURITY_SCHEME);
        bearer.put("type", "http");
        bearer.put("scheme", "bearer");
        bearer.put("description", "Authorization: Bearer <token>, required when the server has tokens configured.");
        return root;
    }

    private static ObjectNode operation(ToolSpec spec) {
        ObjectNode operation = Json.mapper().createObjectNode();
        operation.put("operationId", spec.name());
        operation.put("summary", summary(spec.description(), spec.qualifiedName()));
        operation.put("description", spec.description());
        operation.putArray("tags").add(spec.namespace());
        ObjectNode body = operation.putObject("requestBody");
        body.put("required", true);
        body.putObject("content").putObject("application/json").set("schema", Json.toTree(spec.inputSchema()));

        ObjectNode responses = operation.putObject("responses");
        ObjectNode ok = responses.putObject("200");
        ok.put("description", spec.returnsContent() ? "The tool's result as content blocks" : "The tool's result");
        ok.putObject("content").putObject("application/json").set("schema", Json.toTree(spec.outputSchema()));
        errorResponse(responses, 400, "Invalid arguments or malformed request");
        errorResponse(responses, 401, "Missing or wrong bearer token");
        errorResponse(responses, ErrorKind.PERMISSION_DENIED.httpStatus(), "Refused by the sandbox or a safety rule");
        errorResponse(responses, ErrorKind.NOT_FOUND.httpStatus(), "A file, directory or tool does not exist");
        errorResponse(responses, ErrorKind.TOO_LARGE.httpStatus(), "An input or output exceeded a size limit");
        errorResponse(responses, 415, "The body is not application/json");
        errorResponse(responses, ErrorKind.INTERNAL.httpStatus(), "Internal error");
        errorResponse(responses, ErrorKind.UPSTREAM.httpStatus(), "An upstream service failed");
        errorResponse(responses, ErrorKind.UNAVAILABLE.httpStatus(), "An optional dependency is missing");
        errorResponse(responses, ErrorKind.TIMEOUT.httpStatus(), "The operation ran out of time");
        return operation;
    }

    private static void errorResponse(ObjectNode responses, int status, String description) {
        ObjectNode response = responses.putObject(Integer.toString(status));
        response.put("description", description);
        response.putObject("content")
                .putObject("application/json")
                .putObject("schema")
                .put("$ref", ERROR_REF);
    }

    private static String summary(String description, String fallback) {
        String text = description.strip();
        if (text.isEmpty()) {
            return fallback;
        }
        int end = text.indexOf(". ");
        int newline = text.indexOf('\n');
        if (newline >= 0 && (end < 0 || newline < end)) {
            end = newline;
        }
        String first = end < 0 ? text : text.substring(0, end);
        first = first.strip();
        if (first.endsWith(".")) {
            first = first.substring(0, first.length() - 1);
        }
        return first.length() > 120 ? first.substring(0, 117) + "..." : first;
    }
}
