package io.agenttoolkit.redis;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** A page server on 127.0.0.1 that counts the requests for each path; every path serves a plain-text article. */
public final class PageServer implements AutoCloseable {
    private final HttpServer server;
    private final ConcurrentHashMap<String, AtomicInteger> hits = new ConcurrentHashMap<>();

    public PageServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            hits.computeIfAbsent(path, p -> new AtomicInteger()).incrementAndGet();
            byte[] body = text(path).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    static String text(String path) {
        // Paths under /article serve about 10 KB, the size of a typical extracted article; others about 500 bytes.
        int times = path.startsWith("/article") ? 100 : 5;
        return ("The page at " + path + " holds a plain-text article long enough to count as real content. ")
                .repeat(times);
    }

    public String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    int hits(String path) {
        AtomicInteger count = hits.get(path);
        return count == null ? 0 : count.get();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
