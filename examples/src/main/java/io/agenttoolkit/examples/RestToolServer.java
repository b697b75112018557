package io.agenttoolkit.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.agenttoolkit.core.tool.BearerTokens;
import io.agenttoolkit.core.tool.OpenApi;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import io.agenttoolkit.core.tool.ToolSpec;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The REST side of the tool server on the JDK's {@link HttpServer}: every tool at {@code POST
 * /tools/<namespace>/<method>}, the OpenAPI 3.1 document at {@code GET /openapi.json}, Swagger UI at {@code GET
 * /docs} (served from the webjar, so it works offline) and the tool list at {@code GET /tools}.
 *
 * <p>A successful call answers 200 with the tool's JSON value (a string tool answers a JSON string, {@code
 * read_image} the array of content blocks). Every failure answers {@code {"detail": "..."}}: a tool error with the
 * HTTP status of its kind, malformed JSON or non-object arguments 400, a missing or wrong bearer token 401 (with
 * {@code WWW-Authenticate: Bearer}), an unknown path or tool 404, a wrong method 405, a body over 1 MiB 413, a
 * Content-Type other than JSON 415. When tokens are configured they guard {@code /tools} and every tool; the
 * documentation stays readable so Swagger UI can be used to enter a token.
 */
public final class RestToolServer implements AutoCloseable {
    /** The largest request body accepted, in bytes (1 MiB). */
    public static final int MAX_BODY_BYTES = 1024 * 1024;

    private static final Logger LOG = LoggerFactory.getLogger(RestToolServer.class);
    private static final String JSON = HttpResponses.JSON;

    private final ToolRegistry registry;
    private final BearerTokens tokens;
    private final String host;
    private final int port;
    private final byte[] openApiJson;
    private final byte[] toolsJson;
    private final SwaggerUi swaggerUi;
    private @Nullable HttpServer server;
    private @Nullable ExecutorService executor;

    private RestToolServer(Builder builder, ToolRegistry registry) {
        this.registry = registry;
        this.tokens = builder.tokens;
        this.host = builder.host;
        this.port = builder.port;
        this.swaggerUi = new SwaggerUi(builder.title);
        this.openApiJson = HttpResponses.bytes(
                OpenApi.document(registry, builder.title, builder.version, port == 0 ? "/" : uri().toString()));
        this.toolsJson = HttpResponses.bytes(toolList(registry));
    }

    /** Returns a builder; the registry is required. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Binds the server and starts serving; returns this server.
     *
     * @throws IOException when the address cannot be bound (for example the port is in use)
     * @throws IllegalStateException when the server was already started
     */
    public synchronized RestToolServer start() throws IOException {
        if (server != null) {
            throw new IllegalStateException("the server is already started");
        }
        HttpServer http = HttpServer.create(new InetSocketAddress(host, port), 0);
        AtomicInteger threads = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(16, runnable -> {
            Thread thread = new Thread(runnable, "rest-tool-server-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        http.setExecutor(pool);
        http.createContext("/", this::handle);
        http.start();
        server = http;
        executor = pool;
        return this;
    }

    /** Returns the port the server listens on (the bound one when built with port 0). */
    public synchronized int port() {
        HttpServer http = server;
        return http == null ? port : http.getAddress().getPort();
    }

    /** Returns the server's base URI, e.g. {@code http://127.0.0.1:8000}. */
    public URI uri() {
        String hostPart = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + hostPart + ":" + port());
    }

    /** Stops the server, letting requests in progress finish for up to one second. */
    @Override
    public synchronized void close() {
        if (server != null) {
            server.stop(1);
            server = null;
        }
        if (executor != null) {
            executor.shutdownNow();
            executor = null;
        }
    }

    private void handle(HttpExchange exchange) {
        try {
            route(exchange);
        } catch (IOException e) {
            LOG.debug("Client connection failed: {}", e.toString());
        } catch (RuntimeException e) {
            LOG.error("Request {} {} failed", exchange.getRequestMethod(), exchange.getRequestURI(), e);
            HttpResponses.trySendDetail(exchange, 500, "Internal server error");
        } finally {
            exchange.close();
        }
    }

    private void route(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        String method = exchange.getRequestMethod().toUpperCase(Locale.ROOT);
        if (path.equals("/tools") || path.startsWith("/tools/")) {
            if (!authorized(exchange)) {
                return;
            }
            if (path.equals("/tools")) {
                if (requireMethod(exchange, method, "GET")) {
                    HttpResponses.send(exchange, 200, JSON, toolsJson);
                }
                return;
            }
            Optional<Tool> tool = registry.find(path);
            if (tool.isEmpty()) {
                HttpResponses.sendDetail(exchange, 404, "Unknown tool: " + path);
            } else if (requireMethod(exchange, method, "POST")) {
                callTool(exchange, tool.get());
            }
        } else if (path.equals("/openapi.json")) {
            if (requireMethod(exchange, method, "GET")) {
                HttpResponses.send(exchange, 200, JSON, openApiJson);
            }
        } else if (path.equals("/docs") || path.startsWith("/docs/")) {
            if (requireMethod(exchange, method, "GET")) {
                swaggerUi.serve(exchange, path);
            }
        } else if (path.equals("/")) {
            if (requireMethod(exchange, method, "GET")) {
                exchange.getResponseHeaders().set("Location", "/docs");
                HttpResponses.send(exchange, 302, "text/plain; charset=utf-8", new byte[0]);
            }
        } else {
            HttpResponses.sendDetail(exchange, 404, "Not found: " + path);
        }
    }

    private boolean authorized(HttpExchange exchange) throws IOException {
        if (!tokens.isEnabled()) {
            return true;
        }
        String header = exchange.getRequestHeaders().getFirst("Authorization");
        if (tokens.verify(header)) {
            return true;
        }
        exchange.getResponseHeaders().set("WWW-Authenticate", "Bearer");
        HttpResponses.sendDetail(exchange, 401, header == null ? "Missing bearer token" : "Invalid bearer token");
        return false;
    }

    private static boolean requireMethod(HttpExchange exchange, String method, String allowed) throws IOException {
        if (method.equals(allowed)) {
            return true;
        }
        exchange.getResponseHeaders().set("Allow", allowed);
        HttpResponses.sendDetail(exchange, 405, "Method " + method + " not allowed; use " + allowed);
        return false;
    }

    private void callTool(HttpExchange exchange, Tool tool) throws IOException {
        String contentType = exchange.getRequestHeaders().getFirst("Content-Type");
        if (!HttpResponses.isJson(contentType)) {
            HttpResponses.sendDetail(
                    exchange,
                    415,
                    "Content-Type must be application/json, got " + (contentType == null ? "none" : contentType));
            return;
        }
        String length = exchange.getRequestHeaders().getFirst("Content-Length");
        byte[] body;
        try (InputStream in = exchange.getRequestBody()) {
            body = length != null && HttpResponses.isOver(length)
                    ? new byte[MAX_BODY_BYTES + 1]
                    : in.readNBytes(MAX_BODY_BYTES + 1);
            if (body.length > MAX_BODY_BYTES) {
                // Read (a bounded part of) the rest so the client sees the answer rather than a reset connection.
                HttpResponses.drain(in);
                HttpResponses.sendDetail(exchange, 413, "Request body exceeds " + MAX_BODY_BYTES + " bytes");
                return;
            }
        }
        JsonNode arguments;
        try {
            arguments =
                    body.length == 0 ? HttpResponses.MAPPER.createObjectNode() : HttpResponses.MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            HttpResponses.sendDetail(exchange, 400, "Malformed JSON: " + e.getOriginalMessage());
            return;
        }
        if (arguments == null || !arguments.isObject()) {
            String type = arguments == null
                    ? "nothing"
                    : arguments.getNodeType().name().toLowerCase(Locale.ROOT);
            HttpResponses.sendDetail(exchange, 400, "The request body must be a JSON object, got " + type);
            return;
        }
        ToolResult result = tool.call(arguments);
        int status =
                result.isError() ? Objects.requireNonNull(result.errorKind()).httpStatus() : 200;
        HttpResponses.send(exchange, status, JSON, HttpResponses.bytes(result.toJson()));
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

    /** Configures a {@link RestToolServer}. */
    public static final class Builder {
        private @Nullable ToolRegistry registry;
        private BearerTokens tokens = BearerTokens.disabled();
        private String host = "127.0.0.1";
        private int port = 8000;
        private String title = "Agent Toolkit";
        private String version = ToolServer.version();

        private Builder() {}

        /** Sets the tools to serve (required). */
        public Builder registry(ToolRegistry registry) {
            this.registry = Objects.requireNonNull(registry, "registry");
            return this;
        }

        /** Sets the accepted bearer tokens; default none (authentication disabled). */
        public Builder tokens(BearerTokens tokens) {
            this.tokens = Objects.requireNonNull(tokens, "tokens");
            return this;
        }

        /** Sets the address to listen on; default {@code 127.0.0.1}. */
        public Builder host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return this;
        }

        /** Sets the port; default 8000, 0 for any free port. */
        public Builder port(int port) {
            this.port = port;
            return this;
        }

        /** Sets the API title and version shown in the OpenAPI document. */
        public Builder info(String title, String version) {
            this.title = Objects.requireNonNull(title, "title");
            this.version = Objects.requireNonNull(version, "version");
            return this;
        }

        /**
         * Returns the configured server, not yet started.
         *
         * @throws IllegalArgumentException when no registry was set, the port is outside 0..65535 or the host is blank
         */
        public RestToolServer build() {
            ToolRegistry tools = registry;
            if (tools == null) {
                throw new IllegalArgumentException("registry must be set");
            }
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("port must be between 0 and 65535, got " + port);
            }
            if (host.isBlank()) {
                throw new IllegalArgumentException("host must not be blank");
            }
            return new RestToolServer(this, tools);
        }
    }
}
