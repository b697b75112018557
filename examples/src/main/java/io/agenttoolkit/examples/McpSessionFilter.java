package io.agenttoolkit.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.modelcontextprotocol.server.transport.HttpServletSseServerTransportProvider;
import io.modelcontextprotocol.spec.HttpHeaders;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * Keeps a {@link McpSessionRegistry} in step with the SDK's HTTP transport it guards: counts each session's
 * requests, answers 404 for a session that is closed or unknown (so the client initializes again, as the MCP
 * specification says), and answers 503 with {@code Retry-After} and a JSON-RPC error when a new session would pass
 * the cap with no idle session to close.
 *
 * <p>Streamable HTTP: a session is born from an {@code initialize} POST without {@code Mcp-Session-Id} and answered
 * with that header; it is closed by sending the transport the same {@code DELETE} a client would ({@link
 * ServletSessionDelete}). HTTP+SSE: a session is born from {@code GET /sse} and named in its {@code endpoint} event;
 * it is closed through its transport, captured as the SDK creates it ({@link #sseSessionFactory}).
 */
final class McpSessionFilter implements Filter {
    /** The seconds a client refused a session is told to wait ({@code Retry-After}). */
    static final int RETRY_AFTER_SECONDS = 5;

    /** JSON-RPC error code for a session the server closed or never made (implementation-defined range). */
    static final int SESSION_NOT_FOUND = -32001;

    /** JSON-RPC error code for a server too busy to take a new session. */
    static final int SERVER_BUSY = -32002;

    private static final Logger LOG = LoggerFactory.getLogger(McpSessionFilter.class);
    private static final int MAX_INITIALIZE_BYTES = 1024 * 1024;

    private final McpSessionRegistry registry;
    private final boolean sse;
    private final String endpoint;
    private final ThreadLocal<McpServerSession @Nullable []> created = new ThreadLocal<>();
    private volatile @Nullable HttpServlet transport;

    private McpSessionFilter(McpSessionRegistry registry, boolean sse, String endpoint) {
        this.registry = registry;
        this.sse = sse;
        this.endpoint = endpoint;
    }

    /** Returns a filter for the Streamable HTTP transport served at {@code endpoint}. */
    static McpSessionFilter streamable(McpSessionRegistry registry, String endpoint) {
        return new McpSessionFilter(registry, false, endpoint);
    }

    /** Returns a filter for the HTTP+SSE transport whose stream is opened at {@code sseEndpoint}. */
    static McpSessionFilter sse(McpSessionRegistry registry, String sseEndpoint) {
        return new McpSessionFilter(registry, true, sseEndpoint);
    }

    /** Sets the servlet the filter guards; Streamable HTTP sessions are closed through it. */
    void transport(HttpServlet servlet) {
        this.transport = servlet;
    }

    /** Returns the SSE provider with its session factory wrapped so this filter learns each session as it is made. */
    McpServerTransportProvider track(HttpServletSseServerTransportProvider provider) {
        return new McpServerTransportProvider() {
            @Override
            public void setSessionFactory(McpServerSession.Factory factory) {
                provider.setSessionFactory(sseSessionFactory(factory));
            }

            @Override
            public Mono<Void> notifyClients(String method, Object params) {
                return provider.notifyClients(method, params);
            }

            @Override
            public Mono<Void> notifyClient(String sessionId, String method, Object params) {
                return provider.notifyClient(sessionId, method, params);
            }

            @Override
            public Mono<Void> closeGracefully() {
                return provider.closeGracefully();
            }

            @Override
            public void close() {
                provider.close();
            }

            @Override
            public List<String> protocolVersions() {
                return provider.protocolVersions();
            }
        };
    }

    /**
     * Returns a session factory for the SSE transport that hands each new session to this filter, then delegates.
     */
    private McpServerSession.Factory sseSessionFactory(McpServerSession.Factory delegate) {
        return sessionTransport -> {
            McpServerSession session = delegate.create(sessionTransport);
            McpServerSession[] slot = created.get();
            if (slot != null) {
                slot[0] = session;
            }
            return session;
        };
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        String method = http.getMethod().toUpperCase(Locale.ROOT);
        if (sse) {
            if (method.equals("GET") && http.getRequestURI().endsWith(endpoint)) {
                openSse(http, out, chain);
            } else {
                withSession(http.getParameter("sessionId"), http, out, chain, false);
            }
            return;
        }
        String sessionId = http.getHeader(HttpHeaders.MCP_SESSION_ID);
        if (sessionId != null && !sessionId.isBlank()) {
            withSession(sessionId, http, out, chain, method.equals("DELETE"));
        } else if (method.equals("POST")) {
            maybeInitialize(http, out, chain);
        } else {
            chain.doFilter(request, response);
        }
    }

    private void withSession(
            @Nullable String sessionId,
            HttpServletRequest request,
            HttpServletResponse response,
            FilterChain chain,
            boolean delete)
            throws IOException, ServletException {
        if (sessionId == null) {
            chain.doFilter(request, response); // the transport answers 400 for a missing session
            return;
        }
        if (!registry.begin(sessionId)) {
            sendError(
                    response,
                    404,
                    null,
                    SESSION_NOT_FOUND,
                    "Session not found or expired: " + sessionId + "; send initialize to start a new session");
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            registry.end(sessionId);
            if (delete) {
                registry.remove(sessionId);
            }
        }
    }

    private void maybeInitialize(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        byte[] body = request.getInputStream().readNBytes(MAX_INITIALIZE_BYTES + 1);
        if (body.length > MAX_INITIALIZE_BYTES) {
            sendError(response, 413, null, McpSchema.ErrorCodes.INVALID_REQUEST, "Request body exceeds 1 MiB");
            return;
        }
        HttpServletRequest replay = new BufferedBodyRequest(request, body);
        JsonNode message = parse(body);
        if (message == null || !"initialize".equals(message.path("method").asText())) {
            chain.doFilter(replay, response); // the transport explains what is wrong
            return;
        }
        if (!registry.reserve()) {
            busy(response, message.get("id"));
            return;
        }
        AtomicBoolean registered = new AtomicBoolean();
        // Copied now: the container recycles the request object once this request ends.
        String uri = request.getRequestURI();
        // Registered as the transport sets the session header, before the answer reaches the client: a client
        // sends its next request with that header the moment it reads the answer, and must not find its session
        // unknown (a 404 there made the SDK's client drop the session and fail its initialize).
        SessionHeaderCapture capture = new SessionHeaderCapture(response, id -> {
            registry.register(id, () -> ServletSessionDelete.delete(transport, uri, id));
            registered.set(true);
        });
        try {
            chain.doFilter(replay, capture);
        } finally {
            if (!registered.get()) {
                registry.release();
            }
        }
    }

    private void openSse(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!registry.reserve()) {
            busy(response, null);
            return;
        }
        McpServerSession[] slot = new McpServerSession[1];
        AtomicBoolean registered = new AtomicBoolean();
        // Registered as the endpoint event is written, before it reaches the client: a client may post its
        // initialize the moment it reads the event, and must not find its session unknown.
        EndpointCapture capture = new EndpointCapture(response, sessionId -> {
            McpServerSession session = slot[0];
            if (session != null) {
                registry.register(sessionId, session::close);
                registered.set(true);
            }
        });
        created.set(slot);
        boolean streaming = false;
        try {
            chain.doFilter(request, capture);
            String id = capture.sessionId;
            streaming = id != null && registered.get() && request.isAsyncStarted();
            if (streaming) {
                // The SDK completes the stream when a write fails (client gone) or the session closes.
                request.getAsyncContext().addListener(new AsyncListener() {
                    @Override
                    public void onComplete(AsyncEvent event) {
                        registry.remove(id);
                    }

                    @Override
                    public void onTimeout(AsyncEvent event) {
                        registry.remove(id);
                    }

                    @Override
                    public void onError(AsyncEvent event) {
                        registry.remove(id);
                    }

                    @Override
                    public void onStartAsync(AsyncEvent event) {}
                });
            }
        } finally {
            created.remove();
            if (!registered.get()) {
                registry.release();
            } else if (!streaming && capture.sessionId != null) {
                registry.remove(capture.sessionId); // the stream did not stay open: the session has no client
            }
        }
    }

    private void busy(HttpServletResponse response, @Nullable JsonNode id) throws IOException {
        LOG.debug("Refused a new session: all sessions are busy");
        response.setHeader("Retry-After", Integer.toString(RETRY_AFTER_SECONDS));
        sendError(
                response,
                503,
                id,
                SERVER_BUSY,
                "The server is busy: every session slot is in use; retry in " + RETRY_AFTER_SECONDS + " s");
    }

    /** Writes a JSON-RPC error response with the given HTTP status; {@code id} null when the request had none. */
    static void sendError(HttpServletResponse response, int status, @Nullable JsonNode id, int code, String message)
            throws IOException {
        ObjectNode body = HttpResponses.MAPPER.createObjectNode();
        body.put("jsonrpc", "2.0");
        if (id == null) {
            body.putNull("id");
        } else {
            body.set("id", id);
        }
        ObjectNode error = body.putObject("error");
        error.put("code", code);
        error.put("message", message);
        byte[] bytes = HttpResponses.bytes(body);
        response.setStatus(status);
        response.setContentType(HttpResponses.JSON);
        response.setContentLength(bytes.length);
        response.getOutputStream().write(bytes);
    }

    private static @Nullable JsonNode parse(byte[] body) {
        try {
            JsonNode node = HttpResponses.MAPPER.readTree(body);
            return node != null && node.isObject() ? node : null;
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * A response that reports the streamable transport's {@code Mcp-Session-Id} header as it is set, once: headers
     * are set before the body is written, so the session is known before the client can use it.
     */
    private static final class SessionHeaderCapture extends HttpServletResponseWrapper {
        private final Consumer<String> onSessionId;
        private final AtomicBoolean reported = new AtomicBoolean();

        SessionHeaderCapture(HttpServletResponse response, Consumer<String> onSessionId) {
            super(response);
            this.onSessionId = onSessionId;
        }

        @Override
        public void setHeader(String name, String value) {
            report(name, value);
            super.setHeader(name, value);
        }

        @Override
        public void addHeader(String name, String value) {
            report(name, value);
            super.addHeader(name, value);
        }

        private void report(String name, @Nullable String value) {
            if (value != null
                    && name.equalsIgnoreCase(HttpHeaders.MCP_SESSION_ID)
                    && reported.compareAndSet(false, true)) {
                onSessionId.accept(value);
            }
        }
    }

    /** Reads the session id from the SSE transport's first event ({@code data: /mcp/message?sessionId=...}). */
    private static final class EndpointCapture extends HttpServletResponseWrapper {
        volatile @Nullable String sessionId;
        private final Consumer<String> onSessionId;
        private @Nullable PrintWriter writer;

        /** Wraps the response; {@code onSessionId} runs once, with the id, before the endpoint event is written. */
        EndpointCapture(HttpServletResponse response, Consumer<String> onSessionId) {
            super(response);
            this.onSessionId = onSessionId;
        }

        @Override
        public synchronized PrintWriter getWriter() throws IOException {
            if (writer == null) {
                writer = new PrintWriter(super.getWriter()) {
                    @Override
                    public void write(String text) {
                        if (sessionId == null) {
                            find(text);
                        }
                        super.write(text);
                    }
                };
            }
            return writer;
        }

        private void find(String text) {
            int start = text.indexOf("sessionId=");
            if (start < 0) {
                return;
            }
            start += "sessionId=".length();
            int end = start;
            while (end < text.length() && "\r\n&".indexOf(text.charAt(end)) < 0) {
                end++;
            }
            sessionId = text.substring(start, end);
            onSessionId.accept(sessionId);
        }
    }
}
