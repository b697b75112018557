package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.BearerTokens;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.HttpServletSseServerTransportProvider;
import io.modelcontextprotocol.server.transport.HttpServletStreamableServerTransportProvider;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import jakarta.servlet.http.HttpServlet;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The MCP side of the tool server, on the official MCP Java SDK: every tool of a {@link ToolRegistry} (see {@link
 * McpTools}) over stdio, Streamable HTTP at {@code /mcp} or the older HTTP+SSE transport at {@code /sse} (messages
 * posted to {@code /mcp/message}). The HTTP transports run on the same embedded Jetty as {@link RestToolServer}, behind
 * the same Host and Origin check, bearer-token check and 1 MiB body limit. Errors never carry Java internals: the HTTP
 * layer answers {@code {"detail": ...}} (403, 401, 413), the MCP layer a JSON-RPC error object (an unknown session,
 * a malformed body, a missing {@code Accept} header).
 *
 * <p>Under load: HTTP sessions close after an idle time and are capped in number ({@link McpSessionRegistry}; a
 * closed session answers 404, a new one past the cap with none idle 503); tool calls are bounded by a {@link
 * ToolCallLimiter} and a refused call answers an {@code isError} result saying the server is busy. {@link #close()}
 * stops accepting, lets requests in flight finish within the shutdown grace period, then closes the sessions.
 */
public final class McpToolServer implements AutoCloseable {
    /** The ways a client can reach the server. */
    public enum Transport {
        /** JSON-RPC over the process's standard input and output; for local agents that start the server. */
        STDIO,
        /** Streamable HTTP at {@code /mcp}; recommended for remote clients. */
        STREAMABLE_HTTP,
        /** HTTP with server-sent events at {@code /sse}, for older clients. */
        SSE;

        /** Returns the transport for its command-line name ({@code stdio}, {@code streamable-http}, {@code sse}). */
        public static Transport parse(String name) {
            for (Transport transport : values()) {
                if (transport.cliName().equals(name.toLowerCase(Locale.ROOT))) {
                    return transport;
                }
            }
            throw new IllegalArgumentException("--transport must be stdio, streamable-http or sse, got '" + name + "'");
        }

        /** Returns the command-line name. */
        public String cliName() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** The Streamable HTTP endpoint. */
    public static final String MCP_ENDPOINT = "/mcp";

    /** The SSE endpoint of the HTTP+SSE transport. */
    public static final String SSE_ENDPOINT = "/sse";

    /** Where clients of the HTTP+SSE transport post their messages. */
    public static final String SSE_MESSAGE_ENDPOINT = "/mcp/message";

    private final ToolRegistry registry;
    private final BearerTokens tokens;
    private final List<String> allowedHosts;
    private final Transport transport;
    private final String host;
    private final int port;
    private final InputStream stdin;
    private final OutputStream stdout;
    private static final Logger LOG = LoggerFactory.getLogger(McpToolServer.class);

    private final McpJsonMapper jsonMapper = new JacksonMcpJsonMapper(McpErrors.mapper());
    private final ServerLimits limits;
    private final ToolCallLimiter limiter;
    private final RequestGate gate = new RequestGate(true);
    private @Nullable McpSessionRegistry sessions;
    private @Nullable McpSyncServer mcpServer;
    private @Nullable Server jetty;

    private McpToolServer(Builder builder, ToolRegistry registry) {
        this.registry = registry;
        this.tokens = builder.tokens;
        this.allowedHosts = builder.allowedHosts;
        this.transport = builder.transport;
        this.host = builder.host;
        this.port = builder.port;
        this.stdin = builder.stdin;
        this.stdout = builder.stdout;
        this.limits = builder.limits;
        this.limiter = builder.limits.newLimiter();
    }

    /** Returns a builder; the registry is required. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Starts serving and returns this server. For stdio the protocol runs on background threads until the input
     * ends; for HTTP transports the port is bound before this returns.
     *
     * @throws Exception when Jetty cannot start (for example the port is in use)
     * @throws IllegalStateException when the server was already started
     */
    public synchronized McpToolServer start() throws Exception {
        if (mcpServer != null) {
            throw new IllegalStateException("the server is already started");
        }
        switch (transport) {
            case STDIO ->
                mcpServer = configure(McpServer.sync(new StdioServerTransportProvider(jsonMapper, stdin, stdout)))
                        .build();
            case STREAMABLE_HTTP -> {
                HttpServletStreamableServerTransportProvider provider =
                        HttpServletStreamableServerTransportProvider.builder()
                                .jsonMapper(jsonMapper)
                                .mcpEndpoint(MCP_ENDPOINT)
                                .keepAliveInterval(Duration.ofSeconds(30))
                                // Off: the registry expires sessions (and caps them, which the SDK's sweep does not).
                                .sessionSweepInterval(null)
                                .build();
                McpSessionRegistry registry = newSessionRegistry();
                McpSessionFilter filter = McpSessionFilter.streamable(registry, MCP_ENDPOINT);
                filter.transport(provider);
                // Tool calls run on the HTTP request thread rather than the SDK's small shared scheduler, so the
                // limiter alone decides which calls wait and a slow fetch cannot take the quick tools' threads.
                mcpServer = configure(McpServer.sync(provider))
                        .immediateExecution(true)
                        .build();
                startJetty(provider, filter, MCP_ENDPOINT);
            }
            case SSE -> {
                HttpServletSseServerTransportProvider provider = HttpServletSseServerTransportProvider.builder()
                        .jsonMapper(jsonMapper)
                        .sseEndpoint(SSE_ENDPOINT)
                        .messageEndpoint(SSE_MESSAGE_ENDPOINT)
                        .keepAliveInterval(Duration.ofSeconds(30))
                        .build();
                McpSessionRegistry registry = newSessionRegistry();
                McpSessionFilter filter = McpSessionFilter.sse(registry, SSE_ENDPOINT);
                mcpServer = configure(McpServer.sync(filter.track(provider)))
                        .immediateExecution(true)
                        .build();
                startJetty(provider, filter, SSE_ENDPOINT, SSE_MESSAGE_ENDPOINT);
            }
        }
        return this;
    }

    private <S extends McpServer.SyncSpecification<S>> McpServer.SyncSpecification<S> configure(
            McpServer.SyncSpecification<S> specification) {
        return specification
                .serverInfo("agent-toolkit", ToolServer.version())
                .capabilities(
                        McpSchema.ServerCapabilities.builder().tools(false).build())
                .validateToolInputs(false)
                .requestTimeout(Duration.ofMinutes(5))
                .tools(McpTools.specifications(registry, limiter))
                .jsonMapper(jsonMapper);
    }

    private McpSessionRegistry newSessionRegistry() {
        McpSessionRegistry registry =
                new McpSessionRegistry(limits.maxSessions(), limits.sessionIdleTimeout(), System::nanoTime);
        registry.startReaper();
        sessions = registry;
        return registry;
    }

    private void startJetty(HttpServlet servlet, McpSessionFilter sessionFilter, String... paths) throws IOException {
        HttpStack stack = new HttpStack(host, port, tokens, allowedHosts)
                .tokenRequiredOn("/*")
                .jsonRpcErrorsOn(Set.of(paths))
                .filter("/*", gate);
        for (String path : paths) {
            stack.filter(path, sessionFilter);
        }
        for (String path : paths) {
            stack.servlet(path, servlet);
        }
        jetty = stack.start();
    }

    /** Returns the transport this server speaks. */
    public Transport transport() {
        return transport;
    }

    /** Returns the bound port of an HTTP transport (the configured one before start, or for stdio). */
    public synchronized int port() {
        Server server = jetty;
        return server == null ? port : HttpStack.localPort(server);
    }

    /**
     * Returns the URL clients connect to: {@code http://host:port/mcp} or {@code http://host:port/sse}.
     *
     * @throws IllegalStateException for the stdio transport, which has no URL
     */
    public URI uri() {
        if (transport == Transport.STDIO) {
            throw new IllegalStateException("the stdio transport has no URL");
        }
        String hostPart = host.contains(":") ? "[" + host + "]" : host;
        return URI.create(
                "http://" + hostPart + ":" + port() + (transport == Transport.SSE ? SSE_ENDPOINT : MCP_ENDPOINT));
    }

    /** Returns the number of live HTTP sessions (0 for stdio). */
    public synchronized int sessionCount() {
        McpSessionRegistry registry = sessions;
        return registry == null ? 0 : registry.size();
    }

    /** Returns the number of tool calls running now. */
    int runningCalls() {
        return limiter.running();
    }

    /**
     * Stops gracefully: stops accepting connections and refuses new requests with 503, waits up to the shutdown
     * grace period for requests and tool calls in flight, then closes every session, the MCP server and the HTTP
     * server.
     */
    @Override
    public synchronized void close() {
        drain();
        if (sessions != null) {
            sessions.close();
            sessions = null;
        }
        if (mcpServer != null) {
            mcpServer.closeGracefully();
            mcpServer = null;
        }
        if (jetty != null) {
            try {
                jetty.stop();
            } catch (Exception e) {
                throw new IllegalStateException("cannot stop the HTTP server", e);
            } finally {
                jetty = null;
            }
        }
    }

    private void drain() {
        Server server = jetty;
        if (server == null && mcpServer == null) {
            return;
        }
        gate.close();
        long deadline = System.nanoTime() + limits.shutdownGrace().toNanos();
        try {
            if (server != null && server.getConnectors()[0] instanceof ServerConnector connector) {
                connector.shutdown(); // closes the listening socket; open connections stay for their answers
            }
            boolean done = gate.awaitIdle(limits.shutdownGrace())
                    && limiter.drain(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
            if (!done) {
                LOG.warn(
                        "Stopping with calls still running after the {} s grace period",
                        limits.shutdownGrace().toSeconds());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Configures a {@link McpToolServer}. */
    public static final class Builder {
        private @Nullable ToolRegistry registry;
        private BearerTokens tokens = BearerTokens.disabled();
        private List<String> allowedHosts = List.of();
        private Transport transport = Transport.STDIO;
        private String host = "127.0.0.1";
        private int port = 8000;
        private InputStream stdin = System.in;
        private OutputStream stdout = System.out;
        private ServerLimits limits = ServerLimits.defaults();

        private Builder() {}

        /** Sets the session, tool-call and shutdown limits; default {@link ServerLimits#defaults()}. */
        public Builder limits(ServerLimits limits) {
            this.limits = Objects.requireNonNull(limits, "limits");
            return this;
        }

        /** Sets the tools to serve (required). */
        public Builder registry(ToolRegistry registry) {
            this.registry = Objects.requireNonNull(registry, "registry");
            return this;
        }

        /** Sets the bearer tokens the HTTP transports require; default none (authentication disabled). */
        public Builder tokens(BearerTokens tokens) {
            this.tokens = Objects.requireNonNull(tokens, "tokens");
            return this;
        }

        /** Sets the transport; default {@link Transport#STDIO}. */
        public Builder transport(Transport transport) {
            this.transport = Objects.requireNonNull(transport, "transport");
            return this;
        }

        /** Sets the address the HTTP transports listen on; default {@code 127.0.0.1}. */
        public Builder host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return this;
        }

        /**
         * Sets the hosts the server also answers to, besides those of the address it listens on ({@code localhost},
         * {@code 127.0.0.1} and {@code [::1]} on a loopback address): names or addresses, each optionally with {@code
         * :port}. A request whose {@code Host} or {@code Origin} names any other host is refused with 403, which is
         * what keeps a web page from reaching the server through DNS rebinding. Default none.
         */
        public Builder allowedHosts(Collection<String> hosts) {
            List<String> copy = List.copyOf(Objects.requireNonNull(hosts, "hosts"));
            HostOriginFilter.parseAll(copy);
            this.allowedHosts = copy;
            return this;
        }

        /** Sets the port of the HTTP transports; default 8000, 0 for any free port. */
        public Builder port(int port) {
            this.port = port;
            return this;
        }

        /** Sets the streams of the stdio transport; default the process's standard input and output. */
        public Builder stdio(InputStream in, OutputStream out) {
            this.stdin = Objects.requireNonNull(in, "in");
            this.stdout = Objects.requireNonNull(out, "out");
            return this;
        }

        /**
         * Returns the configured server, not yet started.
         *
         * @throws IllegalArgumentException when no registry was set, the port is outside 0..65535 or the host is blank
         */
        public McpToolServer build() {
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
            return new McpToolServer(this, tools);
        }
    }
}
