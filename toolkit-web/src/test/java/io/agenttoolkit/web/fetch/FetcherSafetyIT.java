package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every safety rule, on 127.0.0.1, with a canary server that must see no request when a rule refuses. */
class FetcherSafetyIT {
    private LoopbackServer canary;

    @BeforeEach
    void startCanary() throws IOException {
        canary = LoopbackServer.serving("text/plain", "canary reached: this must never happen in a refused fetch");
    }

    @AfterEach
    void stopCanary() {
        canary.close();
    }

    private static FetcherBuilder strict() {
        return Fetcher.builder().environment(Map.of()).remoteReader(false).cache(Duration.ZERO, 0);
    }

    private static void assertDenied(Runnable fetch) {
        assertThatThrownBy(fetch::run).isInstanceOfSatisfying(FetchException.class, e -> assertThat(e.kind())
                .isEqualTo(ErrorKind.PERMISSION_DENIED));
    }

    @Test
    void loopbackDestination_isRefusedBeforeAnyConnection() {
        Fetcher fetcher = strict().build();
        for (FetchStrategy strategy : List.of(FetchStrategy.AUTO, FetchStrategy.MARKDOWN, FetchStrategy.SOUP)) {
            assertDenied(
                    () -> fetcher.fetchContent(FetchRequest.of(canary.url("/")).withStrategy(strategy)));
        }
        assertDenied(() -> fetcher.fetchContent("http://localhost:" + canary.port() + "/"));
        assertDenied(() -> fetcher.fetchContent("http://[::ffff:127.0.0.1]:" + canary.port() + "/"));
        assertThat(canary.requests()).isZero();
    }

    @Test
    void remoteReaderStrategy_onPrivateDestination_isRefusedToo() throws IOException {
        try (LoopbackServer reader = LoopbackServer.serving("application/json", "{\"data\":{\"content\":\"x\"}}")) {
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .remoteReaderEndpoint(URI.create(reader.url("/")))
                    .build();
            assertDenied(() ->
                    fetcher.fetchContent(FetchRequest.of(canary.url("/")).withStrategy(FetchStrategy.REMOTEREADER)));
            assertThat(reader.requests()).isZero();
        }
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "127.0.0.1",
                "10.0.0.1",
                "172.16.0.1",
                "192.168.1.1",
                "169.254.1.1",
                "100.64.0.1",
                "224.0.0.1",
                "0.0.0.0",
                "169.254.169.254",
                "100.100.100.200",
                "::",
                "::1",
                "fc00::1",
                "fe80::1",
                "ff02::1",
                "fd00:ec2::254",
                "::ffff:10.0.0.1",
                "::127.0.0.1",
                "64:ff9b::a9fe:a9fe",
                "2002:a00:1::"
            })
    void everyNonPublicAddress_asLiteralOrResolvedName_isRefusedBeforeAnyConnection(String address) {
        Fetcher fetcher = strict().resolver(host -> List.of(InetAddress.getByName(address)))
                .build();
        String literal = address.contains(":") ? "[" + address + "]" : address;
        // a connection attempt would end in UPSTREAM or TIMEOUT; PERMISSION_DENIED means the rules refused it first
        for (String url : List.of(
                "http://" + literal + ":" + canary.port() + "/", "http://target.example:" + canary.port() + "/")) {
            assertDenied(() -> fetcher.fetchContent(FetchRequest.of(url).withTimeout(Duration.ofSeconds(5))));
        }
        assertThat(canary.requests()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0177.0.0.1", "0x7f000001", "2130706433", "127.1"})
    void nonCanonicalNumericHosts_areInvalidArguments(String host) {
        Fetcher fetcher = strict().allowPrivateNetworks(true).build();
        assertThatThrownBy(() -> fetcher.fetchContent("http://" + host + ":" + canary.port() + "/"))
                .isInstanceOf(InvalidArgumentException.class);
        assertThat(canary.requests()).isZero();
    }

    @Test
    void userinfoAndOtherSchemes_areInvalidArguments() {
        Fetcher fetcher = strict().allowPrivateNetworks(true).build();
        assertThatThrownBy(() -> fetcher.fetchContent("http://user:pw@127.0.0.1:" + canary.port() + "/"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageNotContaining("pw");
        assertThatThrownBy(() -> fetcher.fetchContent("ftp://127.0.0.1:" + canary.port() + "/"))
                .isInstanceOf(InvalidArgumentException.class);
        assertThat(canary.requests()).isZero();
    }

    @Test
    void redirectToPrivateAddress_isRefused_eachHopIsChecked() throws IOException {
        try (LoopbackServer allowed = LoopbackServer.start(exchange -> {
            exchange.getResponseHeaders().set("Location", canary.url("/secret"));
            exchange.sendResponseHeaders(302, -1);
        })) {
            Fetcher fetcher =
                    strict().allowAddresses("127.0.0.1:" + allowed.port()).build();
            assertDenied(() -> fetcher.fetchContent(allowed.url("/start")));
            assertThat(allowed.requests()).isPositive();
            assertThat(canary.requests()).isZero();
        }
    }

    @Test
    void redirectToNonCanonicalHostOrOtherScheme_isRefused() throws IOException {
        for (String location :
                List.of("http://0x7f000001:" + canary.port() + "/", "file:///etc/passwd", "gopher://127.0.0.1/")) {
            try (LoopbackServer allowed = LoopbackServer.start(exchange -> {
                exchange.getResponseHeaders().set("Location", location);
                exchange.sendResponseHeaders(301, -1);
            })) {
                Fetcher fetcher =
                        strict().allowAddresses("127.0.0.1:" + allowed.port()).build();
                assertThatThrownBy(() -> fetcher.fetchContent(allowed.url("/")))
                        .isInstanceOf(FetchException.class)
                        .hasMessageContaining("Refused redirect");
            }
        }
        assertThat(canary.requests()).isZero();
    }

    @Test
    void scriptedDnsAnswer_withPrivateAddress_isRefused() {
        Fetcher fetcher = strict().resolver(host -> host.equals("rebind.example")
                        ? List.of(InetAddress.getByName("93.184.215.14"), InetAddress.getByName("127.0.0.1"))
                        : List.of(InetAddress.getByName("169.254.169.254")))
                .build();
        assertDenied(() -> fetcher.fetchContent("http://rebind.example:" + canary.port() + "/"));
        assertThatThrownBy(() -> fetcher.fetchContent("http://metadata.example/latest/meta-data/"))
                .hasMessageContaining("cloud metadata");
        assertThat(canary.requests()).isZero();
    }

    @Test
    void connection_goesToTheAddressTheGuardChecked_notToASecondDnsAnswer() throws IOException {
        // DNS rebinding: the name gives one answer when checked and another when the HTTP client would connect. Here
        // the checked answer (the fetcher's resolver) is 127.0.0.2, where the site listens and which is allowed; the
        // system's answer for "localhost" is 127.0.0.1, where a canary listens on the same port. The connection must
        // go to the checked address, never to a second lookup's.
        com.sun.net.httpserver.HttpServer site = com.sun.net.httpserver.HttpServer.create(
                new InetSocketAddress(InetAddress.getByName("127.0.0.2"), 0), 0);
        site.createContext("/", exchange -> {
            LoopbackServer.respond(exchange, 200, "text/plain", "the checked site");
            exchange.close();
        });
        site.start();
        int port = site.getAddress().getPort();
        com.sun.net.httpserver.HttpServer other = com.sun.net.httpserver.HttpServer.create(
                new InetSocketAddress(InetAddress.getByName("127.0.0.1"), port), 0);
        java.util.concurrent.atomic.AtomicInteger otherRequests = new java.util.concurrent.atomic.AtomicInteger();
        other.createContext("/", exchange -> {
            otherRequests.incrementAndGet();
            LoopbackServer.respond(exchange, 200, "text/plain", "second answer: this must never happen");
            exchange.close();
        });
        other.start();
        try (Fetcher fetcher = strict().resolver(host -> List.of(InetAddress.getByName("127.0.0.2")))
                .allowAddresses("127.0.0.2:" + port)
                .build()) {
            FetchResult result = fetcher.fetchContent("http://localhost:" + port + "/page.txt");
            assertThat(result.content()).isEqualTo("the checked site");
            assertThat(otherRequests.get()).isZero();
        } finally {
            site.stop(0);
            other.stop(0);
        }
    }

    @Test
    void pinnedConnections_toTwoHosts_neverShareAProxyConnection() throws IOException {
        try (LoopbackServer first = LoopbackServer.serving("text/plain", "first site");
                LoopbackServer second = LoopbackServer.serving("text/plain", "second site");
                Fetcher fetcher = strict().resolver(host -> List.of(InetAddress.getByName("127.0.0.1")))
                        .allowAddresses("127.0.0.1")
                        .build()) {
            for (int round = 0; round < 3; round++) {
                assertThat(fetcher.fetchContent("http://first.example:" + first.port() + "/a.txt")
                                .content())
                        .isEqualTo("first site");
                assertThat(fetcher.fetchContent("http://second.example:" + second.port() + "/b.txt")
                                .content())
                        .isEqualTo("second site");
            }
            assertThat(first.targets()).containsOnly("/a.txt");
            assertThat(second.targets()).containsOnly("/b.txt");
        }
    }

    @Test
    void pinnedConnection_thatCannotConnect_failsWithTheAddressItTried() throws IOException {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        try (Fetcher fetcher = strict().resolver(host -> List.of(InetAddress.getByName("127.0.0.1")))
                .allowAddresses("127.0.0.1")
                .retryBackoff(Duration.ZERO)
                .build()) {
            assertThatThrownBy(() -> fetcher.fetchContent("http://gone.example:" + closedPort + "/"))
                    .isInstanceOfSatisfying(
                            FetchException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM))
                    .hasMessageContaining("Cannot connect to gone.example at 127.0.0.1:" + closedPort);
        }
    }

    @Test
    void moreThanTenRedirects_isFetchException() throws IOException {
        try (LoopbackServer loop = LoopbackServer.start(exchange -> {
            String path = exchange.getRequestURI().getPath();
            int n = Integer.parseInt(path.substring(1));
            exchange.getResponseHeaders().set("Location", "/" + (n + 1));
            exchange.sendResponseHeaders(307, -1);
        })) {
            Fetcher fetcher = strict().allowPrivateNetworks(true).build();
            assertThatThrownBy(() ->
                            fetcher.fetchContent(FetchRequest.of(loop.url("/0")).withStrategy(FetchStrategy.MARKDOWN)))
                    .isInstanceOf(FetchException.class)
                    .hasMessageContaining("Too many redirects");
            assertThat(loop.requests()).isEqualTo(11);
        }
    }

    @Test
    void tenRedirects_areFollowed() throws IOException {
        try (LoopbackServer loop = LoopbackServer.start(exchange -> {
            int n = Integer.parseInt(exchange.getRequestURI().getPath().substring(1));
            if (n == 10) {
                LoopbackServer.respond(exchange, 200, "text/markdown", "# arrived");
                return;
            }
            exchange.getResponseHeaders().set("Location", "/" + (n + 1));
            exchange.sendResponseHeaders(302, -1);
        })) {
            FetchResult result = strict().allowPrivateNetworks(true).build().fetchContent(loop.url("/0"));
            assertThat(result.url()).isEqualTo(loop.url("/10"));
            assertThat(result.content()).isEqualTo("# arrived");
        }
    }

    @Test
    void redirectWithUnencodedLocation_isFollowedAsABrowserWould() throws IOException {
        // Raw UTF-8 bytes, a space, a pipe and a stray percent sign, as some servers send them.
        String rawUtf8 = new String(
                "/caf\u00e9 menu|x?q=a b&r=100%".getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (LoopbackServer loop = LoopbackServer.start(exchange -> {
            seen.add(exchange.getRequestURI().getRawPath() + "?"
                    + exchange.getRequestURI().getRawQuery());
            if (exchange.getRequestURI().getRawPath().equals("/old")) {
                exchange.getResponseHeaders().set("Location", rawUtf8);
                exchange.sendResponseHeaders(301, -1);
                return;
            }
            LoopbackServer.respond(exchange, 200, "text/markdown", "# arrived");
        })) {
            FetchResult result = strict().allowPrivateNetworks(true).build().fetchContent(loop.url("/old"));
            assertThat(result.content()).isEqualTo("# arrived");
            assertThat(result.url()).isEqualTo(loop.url("/caf%C3%A9%20menu%7Cx?q=a%20b&r=100%25"));
            assertThat(seen).last().isEqualTo("/caf%C3%A9%20menu%7Cx?q=a%20b&r=100%25");
        }
    }

    @Test
    void body_isCutOffAtMaxBodyBytes_afterDecompression() throws IOException {
        byte[] plain = "0123456789".repeat(100_000).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(zipped)) {
            gzip.write(plain);
        }
        byte[] body = zipped.toByteArray();
        assertThat(body.length).isLessThan(5_000);
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            exchange.getResponseHeaders().set("Content-Encoding", "gzip");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        })) {
            Fetcher fetcher =
                    strict().allowPrivateNetworks(true).maxBodyBytes(10_000).build();
            FetchResult result = fetcher.fetchContent(server.url("/big.txt"));
            assertThat(result.content()).hasSize(10_000).startsWith("0123456789");
            assertThat(result.metadata()).containsEntry("truncated", true);
            FetchResult whole = strict().allowPrivateNetworks(true).build().fetchContent(server.url("/big.txt"));
            assertThat(whole.content()).hasSize(plain.length);
        }
    }

    @Test
    void maxBodyBytes_defaultsTo10MiB_afterDecompression() throws IOException {
        int limit = 10 * 1024 * 1024;
        byte[] sixteen = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(zipped)) {
            for (int i = 0; i < limit / sixteen.length; i++) {
                gzip.write(sixteen);
            }
            gzip.write('!');
        }
        byte[] overLimit = zipped.toByteArray();
        byte[] atLimit = "x".repeat(limit).getBytes(StandardCharsets.US_ASCII);
        try (LoopbackServer server = LoopbackServer.start(exchange -> {
            boolean gzip = exchange.getRequestURI().getPath().equals("/over.txt");
            byte[] body = gzip ? overLimit : atLimit;
            exchange.getResponseHeaders().set("Content-Type", "text/plain");
            if (gzip) {
                exchange.getResponseHeaders().set("Content-Encoding", "gzip");
            }
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        })) {
            Fetcher fetcher = strict().allowPrivateNetworks(true).build();
            FetchResult over = fetcher.fetchContent(server.url("/over.txt"));
            assertThat(over.content())
                    .hasSize(limit)
                    .startsWith("0123456789abcdef")
                    .doesNotContain("!");
            assertThat(over.metadata()).containsEntry("truncated", true);
            FetchResult at = fetcher.fetchContent(server.url("/at.txt"));
            assertThat(at.content()).hasSize(limit);
            assertThat(at.metadata()).doesNotContainKey("truncated");
        }
    }

    @Test
    void plainBody_isCutOffAtMaxBodyBytes_whileStreaming() throws IOException {
        String big = "abcdefghij".repeat(500_000);
        try (LoopbackServer server = LoopbackServer.serving("text/plain", big)) {
            Fetcher fetcher =
                    strict().allowPrivateNetworks(true).maxBodyBytes(1000).build();
            FetchResult result = fetcher.fetchContent(server.url("/big.txt"));
            assertThat(result.content()).isEqualTo(big.substring(0, 1000));
            assertThat(result.metadata()).containsEntry("truncated", true).containsEntry("content_length", 1000);
        }
    }

    @Test
    void trickleServer_doesNotHoldTheCallPastTheBudget() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread server = new Thread(() -> trickle(socket), "trickle");
            server.setDaemon(true);
            server.start();
            Fetcher fetcher = strict().allowPrivateNetworks(true).build();
            long start = System.nanoTime();
            assertThatThrownBy(() ->
                            fetcher.fetchContent(FetchRequest.of("http://127.0.0.1:" + socket.getLocalPort() + "/")
                                    .withTimeout(Duration.ofMillis(1500))))
                    .isInstanceOfSatisfying(
                            FetchException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT));
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        }
    }

    /** Sends headers, then one body byte every 100 ms, to every client. */
    private static void trickle(ServerSocket socket) {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                Thread worker = new Thread(() -> {
                    try (client) {
                        client.getInputStream().read(new byte[4096]);
                        OutputStream out = client.getOutputStream();
                        out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                        for (int i = 0; i < 100_000; i++) {
                            out.write('x');
                            out.flush();
                            Thread.sleep(100);
                        }
                    } catch (IOException | InterruptedException e) {
                        // client went away
                    }
                });
                worker.setDaemon(true);
                worker.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    @Test
    void silentServer_doesNotHoldTheCallPastTheBudget() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Fetcher fetcher = strict().allowPrivateNetworks(true).build();
            long start = System.nanoTime();
            assertThatThrownBy(() ->
                            fetcher.fetchContent(FetchRequest.of("http://127.0.0.1:" + socket.getLocalPort() + "/")
                                    .withTimeout(Duration.ofMillis(1200))))
                    .isInstanceOfSatisfying(
                            FetchException.class, e -> assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT));
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        }
    }

    @Test
    void jvmWideProxySettings_areNeverUsed() throws IOException {
        ProxySelector saved = ProxySelector.getDefault();
        String savedHost = System.getProperty("http.proxyHost");
        String savedPort = System.getProperty("http.proxyPort");
        try (LoopbackServer site = LoopbackServer.serving("text/plain", "direct reply from the site")) {
            ProxySelector.setDefault(new ProxySelector() {
                @Override
                public List<Proxy> select(URI uri) {
                    return List.of(new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", canary.port())));
                }

                @Override
                public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {}
            });
            System.setProperty("http.proxyHost", "127.0.0.1");
            System.setProperty("http.proxyPort", Integer.toString(canary.port()));
            FetchResult result = strict().allowPrivateNetworks(true).build().fetchContent(site.url("/"));
            assertThat(result.content()).isEqualTo("direct reply from the site");
            assertThat(canary.requests()).isZero();
        } finally {
            ProxySelector.setDefault(saved);
            restore("http.proxyHost", savedHost);
            restore("http.proxyPort", savedPort);
        }
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    @Test
    void proxy_fromBuilderOrCall_isUsed() throws IOException {
        try (LoopbackServer proxy = LoopbackServer.serving("text/plain", "answered by the proxy")) {
            Fetcher viaBuilder = strict().allowPrivateNetworks(true)
                    .proxy(URI.create(proxy.url("")))
                    .build();
            assertThat(viaBuilder
                            .fetchContent("http://127.0.0.1:" + canary.port() + "/page")
                            .content())
                    .isEqualTo("answered by the proxy");
            Fetcher plain = strict().allowPrivateNetworks(true).build();
            FetchResult viaCall = plain.fetchContent(FetchRequest.of("http://127.0.0.1:" + canary.port() + "/page")
                    .withProxy(URI.create(proxy.url(""))));
            assertThat(viaCall.content()).isEqualTo("answered by the proxy");
            assertThat(proxy.targets()).allMatch(target -> target.startsWith("http://127.0.0.1:" + canary.port()));
            assertThat(canary.requests()).isZero();
        }
        assertThatThrownBy(() ->
                        strict().proxy(URI.create("socks5://127.0.0.1:1080")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("proxy");
    }

    @Test
    void readerRedirectAwayFromItsOrigin_isCheckedLikeAnyDestination() throws IOException {
        try (LoopbackServer reader = LoopbackServer.start(exchange -> {
            exchange.getResponseHeaders().set("Location", canary.url("/latest/meta-data/"));
            exchange.sendResponseHeaders(307, -1);
        })) {
            // the configured reader is trusted at its own address, not wherever it redirects to
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .remoteReaderEndpoint(URI.create(reader.url("/")))
                    .remoteReaderApiKeys("secret-key")
                    .resolver(host -> List.of(InetAddress.getByName("93.184.215.14")))
                    .build();
            assertThatThrownBy(() -> fetcher.fetchContent(
                            FetchRequest.of("https://public.example/app").withStrategy(FetchStrategy.REMOTEREADER)))
                    .isInstanceOf(FetchException.class);
            assertThat(reader.requests()).isPositive();
            assertThat(canary.requests()).isZero();
        }
    }

    @Test
    void readerKey_isNotSentOnRedirectToAnotherOrigin() throws IOException {
        try (LoopbackServer other = LoopbackServer.serving(
                        "application/json", "{\"data\":{\"content\":\"" + TestPages.SENTENCE.repeat(2) + "\"}}");
                LoopbackServer reader = LoopbackServer.start(exchange -> {
                    String path = exchange.getRequestURI().getPath();
                    if (path.equals("/")) {
                        exchange.getResponseHeaders().set("Location", "/same");
                    } else {
                        exchange.getResponseHeaders().set("Location", other.url("/elsewhere"));
                    }
                    exchange.sendResponseHeaders(307, -1);
                })) {
            Fetcher fetcher = Fetcher.builder()
                    .environment(Map.of())
                    .remoteReaderEndpoint(URI.create(reader.url("/")))
                    .remoteReaderApiKeys("secret-key")
                    .resolver(host -> List.of(InetAddress.getByName("93.184.215.14")))
                    .allowAddresses("127.0.0.1:" + other.port())
                    .build();
            FetchResult result = fetcher.fetchContent(
                    FetchRequest.of("https://public.example/app").withStrategy(FetchStrategy.REMOTEREADER));
            assertThat(result.strategy()).isEqualTo("remotereader");
            assertThat(reader.headers()).allMatch(h -> "Bearer secret-key".equals(h.getFirst("Authorization")));
            assertThat(reader.requests()).isEqualTo(2);
            assertThat(other.requests()).isEqualTo(1);
            assertThat(other.headers().get(0).containsKey("Authorization")).isFalse();
        }
    }
}
