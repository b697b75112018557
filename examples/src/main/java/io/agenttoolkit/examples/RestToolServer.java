package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.BearerTokens;
import io.agenttoolkit.core.tool.ToolRegistry;
import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The REST side of the tool server, on the same embedded Jetty as {@link McpToolServer}: every tool at {@code POST
 * /tools/<namespace>/<method>}, the OpenAPI 3.1 document at {@code GET /openapi.json}, Swagger UI at {@code GET
 * /docs} (served from the webjar, so it works offline) and the tool list at {@code GET /tools}.
 *
 * <p>A successful call answers 200 with the tool's JSON value (a string tool answers a JSON string, {@code
 * read_image} the array of content blocks). Every failure answers {@code {"detail": "..."}}: a tool error with the
 * HTTP status of its kind, malformed JSON or non-object arguments 400, a missing or wrong bearer token 401 (with
 * {@code WWW-Authenticate: Bearer}), an unknown path or tool 404, a wrong method 405, a body over 1 MiB 413, a
 * Content-Type other than JSON 415, a server too busy to run the call (see {@link ToolCallLimiter}) 503 with {@code
 * Retry-After}. When tokens are configured they guard {@code /tools} and every tool; the
 * documentation stays readable so Swagger UI can be used to enter a token.
 */
public final class RestToolServer implements AutoCloseable {
    /** The largest request body accepted, in bytes (1 MiB). */
    public static final int MAX_BODY_BYTES = HttpResponses.MAX_BODY_BYTES;

    private static final Logger LOG = LoggerFactory.getLogger(RestToolServer.class);

    private final String host;
    private final int port;
    private final HttpStack stack;
    private final Duration shutdownGrace;
    private final RequestGate gate = new RequestGate(false);
    private @Nullable Server server;

    private RestToolServer(Builder builder, ToolRegistry registry) {
        this.host = builder.host;
        this.port = builder.port;
        // The document names the address it is served at; with a port chosen at start, a relative one.
        String serverUrl = port == 0 ? "/" : uri().toString();
        this.stack = new HttpStack(builder.host, builder.port, builder.tokens, builder.allowedHosts)
                .servlet(
                        "/",
                        new RestServlet(
                                registry, builder.title, builder.version, serverUrl, builder.limits.newLimiter()))
                .tokenRequiredOn("/tools")
                .tokenRequiredOn("/tools/*")
                .filter("/*", gate);
        this.shutdownGrace = builder.limits.shutdownGrace();
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
        server = stack.start();
        return this;
    }

    /** Returns the port the server listens on (the bound one when built with port 0). */
    public synchronized int port() {
        Server running = server;
        return running == null ? port : HttpStack.localPort(running);
    }

    /** Returns the server's base URI, e.g. {@code http://127.0.0.1:8000}. */
    public URI uri() {
        String hostPart = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + hostPart + ":" + port());
    }

    /**
     * Stops the server: stops accepting connections, refuses new requests with 503, lets requests in progress finish
     * within the shutdown grace period (default 10 s), then closes the connections.
     */
    @Override
    public synchronized void close() {
        Server running = server;
        server = null;
        if (running != null) {
            gate.close();
            ((ServerConnector) running.getConnectors()[0]).shutdown();
            try {
                if (!gate.awaitIdle(shutdownGrace)) {
                    LOG.warn(
                            "Stopping with requests still running after the {} s grace period",
                            shutdownGrace.toSeconds());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            try {
                running.stop();
            } catch (Exception e) {
                throw new IllegalStateException("cannot stop the HTTP server", e);
            }
        }
    }

    /** Configures a {@link RestToolServer}. */
    public static final class Builder {
        private @Nullable ToolRegistry registry;
        private BearerTokens tokens = BearerTokens.disabled();
        private List<String> allowedHosts = List.of();
        private String host = "127.0.0.1";
        private int port = 8000;
        private String title = "Agent Toolkit";
        private String version = ToolServer.version();
        private ServerLimits limits = ServerLimits.defaults();

        private Builder() {}

        /**
         * Sets the tool-call and shutdown limits (the session limits apply to MCP only); default {@link
         * ServerLimits#defaults()}.
         */
        public Builder limits(ServerLimits limits) {
            this.limits = Objects.requireNonNull(limits, "limits");
            return this;
        }

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
