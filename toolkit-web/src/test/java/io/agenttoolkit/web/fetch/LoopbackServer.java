package io.agenttoolkit.web.fetch;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** A plain HTTP server on 127.0.0.1 that counts requests and records their headers. */
final class LoopbackServer implements AutoCloseable {
    private final HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();
    private final List<com.sun.net.httpserver.Headers> seenHeaders = new CopyOnWriteArrayList<>();
    private final List<String> seenTargets = new CopyOnWriteArrayList<>();

    private LoopbackServer(HttpHandler handler) throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.incrementAndGet();
            seenHeaders.add(exchange.getRequestHeaders());
            seenTargets.add(exchange.getRequestURI().toString());
            try {
                handler.handle(exchange);
            } finally {
                exchange.close();
            }
        });
        server.setExecutor(Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "loopback-server");
            thread.setDaemon(true);
            return thread;
        }));
        server.start();
    }

    /** Starts a server answering every request with the handler. */
    static LoopbackServer start(HttpHandler handler) throws IOException {
        return new LoopbackServer(handler);
    }

    /** Starts a server answering every request 200 with the body and type. */
    static LoopbackServer serving(String contentType, String body) throws IOException {
        return start(exchange -> respond(exchange, 200, contentType, body));
    }

    static void respond(HttpExchange exchange, int status, String contentType, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    int port() {
        return server.getAddress().getPort();
    }

    String url(String path) {
        return "http://127.0.0.1:" + port() + path;
    }

    int requests() {
        return requests.get();
    }

    List<com.sun.net.httpserver.Headers> headers() {
        return seenHeaders;
    }

    List<String> targets() {
        return seenTargets;
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
