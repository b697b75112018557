package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.BearerTokens;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.Filter;
import jakarta.servlet.http.HttpServlet;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.eclipse.jetty.ee10.servlet.FilterHolder;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * The one embedded Jetty both tool servers run on. Every request passes, in this order, the Host and Origin check
 * (every path), the bearer-token check (the paths the server guards) and the body limit (every path); errors from
 * any of them and from Jetty itself use the shapes of {@link HttpResponses}.
 */
final class HttpStack {
    private final String host;
    private final int port;
    private final BearerTokens tokens;
    private final HostOriginFilter hosts;
    private final List<String> tokenPaths = new ArrayList<>();
    private final Map<String, HttpServlet> servlets = new LinkedHashMap<>();
    private Set<String> jsonRpcPaths = Set.of();
    private final List<Map.Entry<String, Filter>> filters = new ArrayList<>();

    /**
     * Creates the stack for a server listening on {@code host:port}.
     *
     * @param allowedHosts hosts the server answers to besides those of its own address (see {@link HostOriginFilter})
     * @throws IllegalArgumentException naming an allowed host that is not {@code host} or {@code host:port}
     */
    HttpStack(String host, int port, BearerTokens tokens, List<String> allowedHosts) {
        this.host = Objects.requireNonNull(host, "host");
        this.port = port;
        this.tokens = Objects.requireNonNull(tokens, "tokens");
        this.hosts = HostOriginFilter.forBinding(host, allowedHosts);
    }

    /** Serves the servlet at a servlet path pattern ({@code /mcp}, {@code /}, ...). */
    HttpStack servlet(String pathSpec, HttpServlet servlet) {
        servlets.put(pathSpec, servlet);
        return this;
    }

    /** Requires a bearer token (when tokens are configured) on the paths of this servlet path pattern. */
    HttpStack tokenRequiredOn(String pathSpec) {
        tokenPaths.add(pathSpec);
        return this;
    }

    /** Adds a filter on a servlet path pattern, run after the stack's own checks in the order added. */
    HttpStack filter(String pathSpec, Filter filter) {
        filters.add(Map.entry(pathSpec, filter));
        return this;
    }

    /** Answers Jetty's own errors on these exact paths as JSON-RPC errors rather than {@code {"detail": ...}}. */
    HttpStack jsonRpcErrorsOn(Set<String> paths) {
        this.jsonRpcPaths = Set.copyOf(paths);
        return this;
    }

    /**
     * Binds and starts the server; returns it running.
     *
     * @throws IOException when the address cannot be bound (for example the port is in use)
     */
    Server start() throws IOException {
        Server server = new Server();
        HttpConfiguration configuration = new HttpConfiguration();
        // No "Server: Jetty(12.x)" header: it only helps someone looking for a known hole.
        configuration.setSendServerVersion(false);
        ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(configuration));
        connector.setHost(host);
        connector.setPort(port);
        server.addConnector(connector);

        ServletContextHandler context = new ServletContextHandler();
        context.setContextPath("/");
        addFilter(context, hosts, List.of("/*"));
        addFilter(context, new BearerAuthFilter(tokens), tokenPaths);
        addFilter(context, new BodyLimitFilter(HttpResponses.MAX_BODY_BYTES), List.of("/*"));
        for (Map.Entry<String, Filter> filter : filters) {
            addFilter(context, filter.getValue(), List.of(filter.getKey()));
        }
        for (Map.Entry<String, HttpServlet> entry : servlets.entrySet()) {
            ServletHolder holder = new ServletHolder(entry.getValue());
            holder.setAsyncSupported(true);
            context.addServlet(holder, entry.getKey());
        }
        JsonErrorHandler errors = new JsonErrorHandler(jsonRpcPaths);
        context.setErrorHandler(errors);
        server.setErrorHandler(errors);
        server.setHandler(context);
        try {
            server.start();
        } catch (IOException e) {
            stopQuietly(server);
            throw e;
        } catch (Exception e) {
            stopQuietly(server);
            throw new IOException("cannot start the HTTP server on " + host + ":" + port + ": " + e.getMessage(), e);
        }
        return server;
    }

    /** Returns the port a started server listens on. */
    static int localPort(Server server) {
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    private static void addFilter(ServletContextHandler context, Filter filter, List<String> pathSpecs) {
        if (pathSpecs.isEmpty()) {
            return;
        }
        FilterHolder holder = new FilterHolder(filter);
        holder.setAsyncSupported(true);
        for (String pathSpec : pathSpecs) {
            // Filters are applied in the order they are mapped, and only to requests from the network (not to
            // Jetty's own error dispatches, which must not be refused a second time).
            context.getServletHandler().addFilterWithMapping(holder, pathSpec, EnumSet.of(DispatcherType.REQUEST));
        }
    }

    private static void stopQuietly(Server server) {
        try {
            server.stop();
        } catch (Exception ignored) {
            // Start already failed; that failure is the one to report.
        }
    }
}
