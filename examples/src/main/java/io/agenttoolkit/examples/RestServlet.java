package io.agenttoolkit.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.tool.OpenApi;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import io.agenttoolkit.core.tool.ToolSpec;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The REST routes of {@link RestToolServer}: {@code POST /tools/<namespace>/<method>}, {@code GET /tools}, {@code GET
 * /openapi.json}, Swagger UI under {@code /docs} and a redirect from {@code /} to it. The Host, token and size checks
 * run before this servlet (see {@link HttpStack}).
 */
final class RestServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final Logger LOG = LoggerFactory.getLogger(RestServlet.class);
    private static final String JSON = HttpResponses.JSON;

    private final transient ToolRegistry registry;
    private final byte[] openApiJson;
    private final byte[] toolsJson;
    private final transient SwaggerUi swaggerUi;
    private final transient ToolCallLimiter limiter;

    RestServlet(ToolRegistry registry, String title, String version, String serverUrl, ToolCallLimiter limiter) {
        this.registry = registry;
        this.limiter = limiter;
        this.swaggerUi = new SwaggerUi(title);
        this.openApiJson = HttpResponses.bytes(OpenApi.document(registry, title, version, serverUrl));
        this.toolsJson = HttpResponses.bytes(toolList(registry));
    }

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
            route(request, response);
        } catch (RuntimeException e) {
            LOG.error("Request {} {} failed", request.getMethod(), request.getRequestURI(), e);
            if (!response.isCommitted()) {
                response.reset();
                HttpResponses.sendDetail(request, response, 500, "Internal server error");
            }
        }
    }

    private void route(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getServletPath() + (request.getPathInfo() == null ? "" : request.getPathInfo());
        String method = request.getMethod().toUpperCase(Locale.ROOT);
        if (path.equals("/tools")) {
            if (requireMethod(request, response, method, "GET")) {
                HttpResponses.send(response, 200, JSON, toolsJson);
            }
        } else if (path.startsWith("/tools/")) {
            Optional<Tool> tool = registry.find(path);
            if (tool.isEmpty()) {
                HttpResponses.sendDetail(request, response, 404, "Unknown tool: " + path);
            } else if (requireMethod(request, response, method, "POST")) {
                callTool(request, response, tool.get());
            }
        } else if (path.equals("/openapi.json")) {
            if (requireMethod(request, response, method, "GET")) {
                HttpResponses.send(response, 200, JSON, openApiJson);
            }
        } else if (path.equals("/docs") || path.startsWith("/docs/")) {
            if (requireMethod(request, response, method, "GET")) {
                swaggerUi.serve(request, response, path);
            }
        } else if (path.equals("/")) {
            if (requireMethod(request, response, method, "GET")) {
                response.setHeader("Location", "/docs");
                HttpResponses.send(response, 302, "text/plain; charset=utf-8", new byte[0]);
            }
        } else {
            HttpResponses.sendDetail(request, response, 404, "Not found: " + path);
        }
    }

    private static boolean requireMethod(
            HttpServletRequest request, HttpServletResponse response, String method, String allowed)
            throws IOException {
        if (method.equals(allowed)) {
            return true;
        }
        response.setHeader("Allow", allowed);
        HttpResponses.sendDetail(request, response, 405, "Method " + method + " not allowed; use " + allowed);
        return false;
    }

    private void callTool(HttpServletRequest request, HttpServletResponse response, Tool tool) throws IOException {
        String contentType = request.getContentType();
        if (!HttpResponses.isJson(contentType)) {
            HttpResponses.sendDetail(
                    request,
                    response,
                    415,
                    "Content-Type must be application/json, got " + (contentType == null ? "none" : contentType));
            return;
        }
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            // BodyLimitFilter already refused anything larger.
            body = in.readAllBytes();
        }
        JsonNode arguments;
        try {
            arguments =
                    body.length == 0 ? HttpResponses.MAPPER.createObjectNode() : HttpResponses.MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            HttpResponses.sendDetail(request, response, 400, "Malformed JSON: " + e.getOriginalMessage());
            return;
        }
        if (arguments == null || !arguments.isObject()) {
            String type = arguments == null
                    ? "nothing"
                    : arguments.getNodeType().name().toLowerCase(Locale.ROOT);
            HttpResponses.sendDetail(request, response, 400, "The request body must be a JSON object, got " + type);
            return;
        }
        ToolCallLimiter.Permit permit;
        try {
            permit = limiter.acquire(tool.spec());
        } catch (ToolCallLimiter.ServerBusyException e) {
            response.setHeader("Retry-After", Integer.toString(e.retryAfterSeconds()));
            HttpResponses.sendDetail(request, response, 503, e.getMessage());
            return;
        }
        ToolResult result;
        try {
            result = tool.call(arguments);
        } finally {
            permit.close();
        }
        int status =
                result.isError() ? Objects.requireNonNull(result.errorKind()).httpStatus() : 200;
        HttpResponses.send(response, status, JSON, HttpResponses.bytes(result.toJson()));
    }

    private static ArrayNode toolList(ToolRegistry registry) {
        ArrayNode list = HttpResponses.MAPPER.createArrayNode();
        for (Tool tool : registry.tools()) {
            ToolSpec spec = tool.spec();
            ObjectNode entry = list.addObject();
            entry.put("name", spec.name());
            entry.put("namespace", spec.namespace());
            entry.put("method", spec.method());
            entry.put("path", spec.path());
            entry.put("description", spec.description());
            entry.set("input_schema", HttpResponses.MAPPER.valueToTree(spec.inputSchema()));
            ObjectNode annotations = entry.putObject("annotations");
            annotations.put("read_only", spec.annotations().readOnly());
            annotations.put("destructive", spec.annotations().destructive());
            annotations.put("idempotent", spec.annotations().idempotent());
            annotations.put("open_world", spec.annotations().openWorld());
        }
        return list;
    }
}
