package io.agenttoolkit.web.fetch.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The loopback tunnel's CONNECT path (what https takes) and its head rewriting, spoken to over a raw socket. */
class PinningTunnelTest {

    private HttpServer site;
    private final AtomicInteger requests = new AtomicInteger();

    @BeforeEach
    void startSite() throws IOException {
        site = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        site.createContext("/", exchange -> {
            requests.incrementAndGet();
            byte[] body =
                    ("site saw Host " + exchange.getRequestHeaders().getFirst("Host")).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        site.start();
    }

    @AfterEach
    void stopSite() {
        site.stop(0);
    }

    private int port() {
        return site.getAddress().getPort();
    }

    @Test
    void connect_toAPinnedHost_tunnelsBytesToThePinnedAddress() throws IOException {
        // The resolver would send the name elsewhere; the pin decides.
        AddressGuard guard = new AddressGuard(false, List.of("127.0.0.1"), host -> {
            throw new java.net.UnknownHostException("the tunnel must not resolve a pinned host: " + host);
        });
        try (PinningTunnel tunnel = new PinningTunnel(guard)) {
            tunnel.pin(URI.create("https://shop.example:" + port() + "/"), List.of(InetAddress.getByName("127.0.0.1")));
            try (Socket socket = open(tunnel)) {
                send(
                        socket,
                        "CONNECT shop.example:" + port() + " HTTP/1.1\r\nHost: shop.example:" + port() + "\r\n\r\n");
                assertThat(readLine(socket.getInputStream())).isEqualTo("HTTP/1.1 200 Connection Established");
                assertThat(readLine(socket.getInputStream())).isEmpty();
                send(socket, "GET /x HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n");
                String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(reply).startsWith("HTTP/1.1 200").endsWith("site saw Host shop.example");
            }
        }
    }

    @Test
    void connect_toAnUnpinnedHostThatResolvesPrivate_isClosedWithoutAReply_andNoConnection() throws IOException {
        AddressGuard guard = new AddressGuard(false, List.of(), host -> List.of(InetAddress.getByName("127.0.0.1")));
        try (PinningTunnel tunnel = new PinningTunnel(guard)) {
            try (Socket socket = open(tunnel)) {
                send(socket, "CONNECT evil.example:" + port() + " HTTP/1.1\r\n\r\n");
                assertThat(socket.getInputStream().readAllBytes()).isEmpty();
            }
            assertThat(requests.get()).isZero();
            assertThat(tunnel.failure(URI.create("https://evil.example:" + port() + "/")))
                    .contains("Refused to fetch evil.example")
                    .contains("loopback");
        }
    }

    @Test
    void plainHttp_inAbsoluteForm_isSentOnInOriginForm_andMarkedToClose() throws IOException {
        AddressGuard guard =
                new AddressGuard(false, List.of("127.0.0.1"), host -> List.of(InetAddress.getByName("127.0.0.1")));
        try (PinningTunnel tunnel = new PinningTunnel(guard)) {
            try (Socket socket = open(tunnel)) {
                send(
                        socket,
                        "GET http://shop.example:" + port() + "/page?q=1 HTTP/1.1\r\nHost: shop.example:" + port()
                                + "\r\nConnection: keep-alive\r\nProxy-Connection: keep-alive\r\n\r\n");
                String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(reply).startsWith("HTTP/1.1 200").contains("\r\nConnection: close\r\n");
                assertThat(reply).endsWith("site saw Host shop.example:" + port());
            }
        }
    }

    @Test
    void rewriteHead_dropsHopByHopHeaders_andAddsConnectionClose() {
        String head = "GET http://a.example/x HTTP/1.1\r\nHost: a.example\r\nConnection: keep-alive\r\n"
                + "Keep-Alive: timeout=5\r\nProxy-Connection: keep-alive\r\nProxy-Authorization: Basic eA==\r\n"
                + "Accept: text/html\r\n\r\n";
        assertThat(PinningTunnel.rewriteHead("GET /x HTTP/1.1", head))
                .isEqualTo("GET /x HTTP/1.1\r\nHost: a.example\r\nAccept: text/html\r\nConnection: close\r\n\r\n");
    }

    private static Socket open(PinningTunnel tunnel) throws IOException {
        Proxy proxy =
                tunnel.selector().select(URI.create("https://any.example/")).get(0);
        Socket socket = new Socket();
        socket.connect(proxy.address(), 2000);
        socket.setSoTimeout(5000);
        return socket;
    }

    private static void send(Socket socket, String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
        socket.getOutputStream().flush();
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) >= 0 && b != '\n') {
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }
}
