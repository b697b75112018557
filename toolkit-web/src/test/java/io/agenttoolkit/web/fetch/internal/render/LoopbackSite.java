package io.agenttoolkit.web.fetch.internal.render;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** A small web site on 127.0.0.1 for browser tests; records every path it was asked for. */
public final class LoopbackSite implements AutoCloseable {
    private final HttpServer server;
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final CountDownLatch stop = new CountDownLatch(1);

    private LoopbackSite(HttpServer server) {
        this.server = server;
    }

    /** Starts an empty site on a free loopback port; add pages with {@link #page} and friends. */
    public static LoopbackSite start() throws IOException {
        return startAt("127.0.0.1", 0);
    }

    /** Starts an empty site on the given loopback address and port (0 for a free one). */
    public static LoopbackSite startAt(String address, int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(address, port), 128);
        server.setExecutor(Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "loopback-site");
            thread.setDaemon(true);
            return thread;
        }));
        LoopbackSite site = new LoopbackSite(server);
        server.createContext("/", site::handleUnknown);
        server.start();
        return site;
    }

    private void handleUnknown(HttpExchange exchange) throws IOException {
        requests.add(exchange.getRequestURI().toString());
        respond(exchange, 404, "text/plain", "not found");
    }

    /** Serves {@code body} as {@code text/html} at {@code path}. */
    public LoopbackSite page(String path, String body) {
        return resource(path, "text/html; charset=utf-8", body);
    }

    /** Serves {@code body} with the given content type at {@code path}. */
    public LoopbackSite resource(String path, String contentType, String body) {
        server.createContext(path, exchange -> {
            requests.add(exchange.getRequestURI().toString());
            respond(exchange, 200, contentType, body);
        });
        return this;
    }

    /** Answers {@code path} with a 302 to {@code location}. */
    public LoopbackSite redirect(String path, String location) {
        server.createContext(path, exchange -> {
            requests.add(exchange.getRequestURI().toString());
            exchange.getResponseHeaders().add("Location", location);
            exchange.sendResponseHeaders(302, -1);
            exchange.close();
        });
        return this;
    }

    /** Accepts requests for {@code path} and never answers them (until the site is closed). */
    public LoopbackSite hang(String path) {
        server.createContext(path, exchange -> {
            requests.add(exchange.getRequestURI().toString());
            try {
                stop.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
        });
        return this;
    }

    private static void respond(HttpExchange exchange, int status, String contentType, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", contentType);
        exchange.getResponseHeaders().add("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** Returns the port. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Returns {@code http://127.0.0.1:<port><path>}. */
    public String url(String path) {
        return "http://127.0.0.1:" + port() + path;
    }

    /** Returns the paths (with query) requested so far, in order. */
    public List<String> requests() {
        return List.copyOf(requests);
    }

    /** Forgets the requests recorded so far. */
    public void clearRequests() {
        requests.clear();
    }

    @Override
    public void close() {
        stop.countDown();
        server.stop(0);
    }
}
