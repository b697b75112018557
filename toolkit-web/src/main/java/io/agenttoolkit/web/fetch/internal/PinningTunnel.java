package io.agenttoolkit.web.fetch.internal;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.agenttoolkit.web.fetch.FetchException;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * A forward proxy inside the process, on a loopback port, through which the fetcher's own HTTP client reaches the
 * sites it fetches, so that every connection goes to an address the {@link AddressGuard} has checked.
 *
 * <p>Java 17's {@code HttpClient} resolves host names itself, after the guard did: a host whose DNS answer changes
 * between the two (DNS rebinding: public when checked, {@code 127.0.0.1} when connected) would otherwise reach an
 * address nobody checked. Before each request the fetcher {@linkplain #pin pins} the addresses it checked; the client
 * then asks this proxy for the host, and the proxy connects to a pinned address, never resolving the name again. A
 * host with no pin (none yet, or expired) is resolved and checked here, by the same guard.
 *
 * <p>{@code https} goes through a {@code CONNECT} tunnel: the bytes pass untouched, so TLS, the certificate check and
 * HTTP/2 stay end to end. Plain {@code http} arrives in absolute form; the proxy sends it on in origin form with
 * {@code Connection: close} and marks the reply the same way, so that the client never reuses one proxy connection
 * for another host. When the proxy cannot connect it closes the client's connection without a reply (a network error,
 * as a direct connection would give) and keeps the reason for {@link #failure}. Thread-safe; closed with the fetcher.
 */
final class PinningTunnel implements AutoCloseable {

    /**
     * The header of the tunnel's own 502 reply when the origin ended the connection before replying; its value says
     * how. An origin's reply never carries it (the tunnel strips it).
     */
    static final String NO_REPLY_HEADER = "X-Agent-Toolkit-Tunnel-No-Reply";

    private static final String NO_REPLY_HEADER_LOWER = NO_REPLY_HEADER.toLowerCase(Locale.ROOT);

    /** Longest request or reply head read. */
    private static final int MAX_HEAD_BYTES = 64 * 1024;

    /** How long a tunnel connection may sit without a byte either way before it is closed. */
    private static final int IDLE_MILLIS = (int) Duration.ofMinutes(5).toMillis();

    private static final int CONNECT_MILLIS = (int) Duration.ofSeconds(10).toMillis();

    private static final byte[] ESTABLISHED =
            "HTTP/1.1 200 Connection Established\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);

    private static final AtomicInteger THREADS = new AtomicInteger();

    private final AddressGuard guard;
    private final Cache<String, List<InetAddress>> pins = Caffeine.newBuilder()
            .maximumSize(4096)
            .expireAfterWrite(Duration.ofMinutes(10))
            .build();
    private final Cache<String, String> failures = Caffeine.newBuilder()
            .maximumSize(1024)
            .expireAfterWrite(Duration.ofMinutes(1))
            .build();
    private final ExecutorService threads = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "agent-toolkit-fetch-tunnel-" + THREADS.incrementAndGet());
        thread.setDaemon(true);
        return thread;
    });
    private @Nullable ServerSocket server;
    private boolean closed;

    PinningTunnel(AddressGuard guard) {
        this.guard = guard;
    }

    /** Returns a proxy selector that sends every request through this tunnel (started on first use). */
    ProxySelector selector() {
        return new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                return List.of(new Proxy(Proxy.Type.HTTP, address()));
            }

            @Override
            public void connectFailed(URI uri, SocketAddress address, IOException e) {
                // The tunnel is in this process; a failure to reach it has nothing to fall back to.
            }
        };
    }

    /**
     * Pins the addresses the guard checked for the URL's host and port; an empty list means the destination is allowed
     * by name, connected to by whatever it resolves to.
     */
    void pin(URI uri, List<InetAddress> addresses) {
        pins.put(key(AddressGuard.bareHost(uri.getHost()), AddressGuard.port(uri)), List.copyOf(addresses));
    }

    /** Returns and forgets why the tunnel last failed to reach the URL's host and port, or null. */
    @Nullable
    String failure(URI uri) {
        String key = key(AddressGuard.bareHost(uri.getHost()), AddressGuard.port(uri));
        String failure = failures.getIfPresent(key);
        failures.invalidate(key);
        return failure;
    }

    /** Returns the tunnel's loopback address, starting it on first use. */
    synchronized InetSocketAddress address() {
        if (closed) {
            throw new IllegalStateException("The fetcher is closed");
        }
        if (server == null) {
            try {
                ServerSocket socket = new ServerSocket(0, 128, InetAddress.getLoopbackAddress());
                server = socket;
                threads.execute(() -> accept(socket));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("Cannot open the fetcher's loopback tunnel", e);
            }
        }
        return new InetSocketAddress(server.getInetAddress(), server.getLocalPort());
    }

    private void accept(ServerSocket socket) {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                threads.execute(() -> serve(client));
            } catch (IOException e) {
                if (socket.isClosed()) {
                    return;
                }
            } catch (java.util.concurrent.RejectedExecutionException e) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        String target = null;
        try {
            client.setSoTimeout(IDLE_MILLIS);
            InputStream in = new BufferedInputStream(client.getInputStream());
            byte[] head = readHead(in);
            if (head == null) {
                closeQuietly(client);
                return;
            }
            String text = new String(head, StandardCharsets.ISO_8859_1);
            String requestLine = text.substring(0, text.indexOf("\r\n"));
            String[] parts = requestLine.split(" ");
            if (parts.length != 3) {
                throw new IOException("Malformed request line: " + requestLine);
            }
            if (parts[0].equals("CONNECT")) {
                int colon = parts[1].lastIndexOf(':');
                String host = AddressGuard.bareHost(parts[1].substring(0, colon));
                int port = Integer.parseInt(parts[1].substring(colon + 1));
                target = key(host, port);
                Socket origin = connect(host, port, "https");
                client.getOutputStream().write(ESTABLISHED);
                client.getOutputStream().flush();
                relay(client, in, origin);
            } else {
                URI uri = URI.create(parts[1]);
                if (!"http".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null) {
                    throw new IOException("Not an absolute http URL: " + parts[1]);
                }
                String host = AddressGuard.bareHost(uri.getHost());
                int port = AddressGuard.port(uri);
                target = key(host, port);
                Socket origin = connect(host, port, "http");
                String path = (uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath())
                        + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
                OutputStream out = origin.getOutputStream();
                out.write(rewriteHead(parts[0] + " " + path + " " + parts[2], text)
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                relayPlain(client, in, origin);
            }
        } catch (IOException | RuntimeException e) {
            if (target != null) {
                failures.put(target, e.getMessage() == null ? e.toString() : e.getMessage());
            }
            closeQuietly(client);
        }
    }

    /** Connects to a pinned address of the host, or to one the guard checks now. */
    private Socket connect(String host, int port, String scheme) throws IOException {
        List<InetAddress> addresses = pins.getIfPresent(key(host, port));
        if (addresses == null) {
            URI uri = URI.create(scheme + "://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/");
            try {
                addresses = guard.checkDestination(uri);
            } catch (FetchException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
        if (addresses.isEmpty()) {
            addresses = guard.resolve(host);
        }
        IOException last = null;
        for (InetAddress address : addresses) {
            Socket origin = new Socket();
            try {
                origin.connect(new InetSocketAddress(address, port), CONNECT_MILLIS);
                origin.setSoTimeout(IDLE_MILLIS);
                origin.setTcpNoDelay(true);
                return origin;
            } catch (IOException e) {
                closeQuietly(origin);
                last = new java.net.ConnectException("Cannot connect to " + host + " at " + address.getHostAddress()
                        + ":" + port + ": " + e.getMessage());
            }
        }
        throw last != null ? last : new IOException("No address for " + host);
    }

    /** Copies bytes both ways until either side ends, then closes both. */
    private void relay(Socket client, InputStream clientIn, Socket origin) throws IOException {
        InputStream originIn = origin.getInputStream();
        OutputStream clientOut = client.getOutputStream();
        threads.execute(() -> copyThenClose(originIn, clientOut, client, origin));
        copyThenClose(clientIn, origin.getOutputStream(), client, origin);
    }

    /** Sends the client's body on as it comes, and the origin's reply back with its head marked to close. */
    private void relayPlain(Socket client, InputStream clientIn, Socket origin) throws IOException {
        OutputStream originOut = origin.getOutputStream();
        threads.execute(() -> copyThenClose(clientIn, originOut, client, origin));
        try {
            InputStream originIn = new BufferedInputStream(origin.getInputStream());
            OutputStream clientOut = client.getOutputStream();
            boolean replied = false;
            while (true) {
                byte[] head;
                String noReply = "The server closed the connection without a reply";
                try {
                    head = readHead(originIn);
                } catch (IOException e) {
                    head = null;
                    noReply = "The server reset the connection without a reply"
                            + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")");
                }
                if (head == null) {
                    if (replied) {
                        throw new IOException(noReply);
                    }
                    // Java 17's HttpClient sends a GET again by itself when its connection ends before the first
                    // byte of a reply, and no setting turns that off; a reply it can read stops that second request,
                    // so the fetcher's own retries are the only ones on the wire. SafeHttp turns it back into the
                    // IOException.
                    clientOut.write(("HTTP/1.1 502 Bad Gateway\r\n" + NO_REPLY_HEADER + ": "
                                    + noReply.replaceAll("[\\r\\n]", " ") + "\r\nContent-Length: 0\r\n"
                                    + "Connection: close\r\n\r\n")
                            .getBytes(StandardCharsets.ISO_8859_1));
                    clientOut.flush();
                    return;
                }
                replied = true;
                String text = new String(head, StandardCharsets.ISO_8859_1);
                String statusLine = text.substring(0, text.indexOf("\r\n"));
                boolean interim = statusLine.length() > 9 && statusLine.charAt(9) == '1';
                clientOut.write(interim ? head : rewriteHead(statusLine, text).getBytes(StandardCharsets.ISO_8859_1));
                if (!interim) {
                    break;
                }
            }
            clientOut.flush();
            originIn.transferTo(clientOut);
            clientOut.flush();
        } finally {
            closeQuietly(client);
            closeQuietly(origin);
        }
    }

    /** Returns the head with a new first line, without hop-by-hop connection headers, and with Connection: close. */
    static String rewriteHead(String firstLine, String head) {
        StringBuilder out =
                new StringBuilder(head.length() + 32).append(firstLine).append("\r\n");
        String[] lines = head.split("\r\n");
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i];
            int colon = line.indexOf(':');
            String name = colon < 0 ? "" : line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            if (line.isEmpty()
                    || name.equals(NO_REPLY_HEADER_LOWER)
                    || name.equals("connection")
                    || name.equals("keep-alive")
                    || name.equals("proxy-connection")
                    || name.equals("proxy-authorization")) {
                continue;
            }
            out.append(line).append("\r\n");
        }
        return out.append("Connection: close\r\n\r\n").toString();
    }

    /** Reads up to and including the blank line that ends a head; null when the stream ends first. */
    private static byte @Nullable [] readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream(512);
        int matched = 0;
        while (true) {
            int b = in.read();
            if (b < 0) {
                return null;
            }
            head.write(b);
            matched =
                    b == '\r' ? (matched == 2 ? 3 : 1) : b == '\n' && (matched == 1 || matched == 3) ? matched + 1 : 0;
            if (matched == 4) {
                return head.toByteArray();
            }
            if (head.size() > MAX_HEAD_BYTES) {
                throw new IOException("Head longer than " + MAX_HEAD_BYTES + " bytes");
            }
        }
    }

    private static void copyThenClose(InputStream in, OutputStream out, Socket a, Socket b) {
        try {
            byte[] buffer = new byte[16 * 1024];
            int read;
            while ((read = in.read(buffer)) >= 0) {
                out.write(buffer, 0, read);
                out.flush();
            }
        } catch (IOException e) {
            // One side ended or timed out: the exchange is over either way.
        } finally {
            closeQuietly(a);
            closeQuietly(b);
        }
    }

    private static String key(String host, int port) {
        return host.toLowerCase(Locale.ROOT) + ":" + port;
    }

    private static void closeQuietly(@Nullable AutoCloseable closeable) {
        if (closeable == null) {
            return;
        }
        try {
            closeable.close();
        } catch (Exception e) {
            // nothing left to do
        }
    }

    @Override
    public synchronized void close() {
        closed = true;
        closeQuietly(server);
        threads.shutdownNow();
    }
}
