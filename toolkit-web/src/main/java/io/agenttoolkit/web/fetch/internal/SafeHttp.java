package io.agenttoolkit.web.fetch.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.fetch.FetchException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.zip.GZIPInputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import org.jspecify.annotations.Nullable;

/**
 * HTTP for the fetcher: follows redirects itself (at most {@value #MAX_REDIRECTS}, each hop checked by the
 * {@link AddressGuard}), keeps the whole exchange — headers and body — inside the budget, cuts bodies off at the byte
 * limit after decompression, never sends credentials to another origin, and uses a proxy only when one is given.
 * With its own client and without a proxy, each checked hop connects to the very addresses the guard checked, through
 * a {@link PinningTunnel}: no second DNS lookup can send it elsewhere. Thread-safe; {@link #close()} stops the tunnel.
 */
public final class SafeHttp implements AutoCloseable {
    /** The most redirects one exchange follows. */
    public static final int MAX_REDIRECTS = 10;

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient client;
    private final @Nullable URI defaultProxy;
    private final AddressGuard guard;
    private final long maxBodyBytes;
    private final Map<URI, HttpClient> proxyClients = new ConcurrentHashMap<>();
    private final @Nullable PinningTunnel tunnel;
    private final @Nullable HttpClient pinned;

    /**
     * Creates the HTTP layer.
     *
     * @param client the client to use without a proxy, or null for one of our own (no proxy, no redirects; checked
     *     hops then go through a {@link PinningTunnel} unless the guard allows every address)
     * @param defaultProxy the proxy for every call that names none, or null
     */
    public SafeHttp(@Nullable HttpClient client, @Nullable URI defaultProxy, AddressGuard guard, long maxBodyBytes) {
        this.client = client != null ? client : newClient(null);
        this.tunnel = client == null && guard.checksAddresses() ? new PinningTunnel(guard) : null;
        this.pinned = tunnel == null ? null : clientThrough(tunnel.selector());
        this.defaultProxy = defaultProxy;
        this.guard = guard;
        this.maxBodyBytes = maxBodyBytes;
    }

    /**
     * Returns the client used without a proxy for configured services (it follows no redirects, and does not go
     * through the pinning tunnel: a render service or browser endpoint is trusted at its own address).
     */
    public HttpClient client() {
        return client;
    }

    /**
     * Returns what gives the loopback address of the pinning tunnel (started on first use), for a local browser to use
     * as its proxy; null when this layer has no tunnel (a caller-supplied client, or a guard that allows every
     * address).
     */
    public @Nullable Supplier<InetSocketAddress> tunnelAddress() {
        PinningTunnel current = tunnel;
        return current == null ? null : current::address;
    }

    /** Returns the address rules this layer applies. */
    public AddressGuard guard() {
        return guard;
    }

    private static HttpClient newClient(@Nullable URI proxy) {
        // Without an explicit selector the JDK would use the JVM-wide proxy settings.
        return clientThrough(
                proxy == null
                        ? HttpClient.Builder.NO_PROXY
                        : ProxySelector.of(new InetSocketAddress(proxy.getHost(), AddressGuard.port(proxy))));
    }

    private static HttpClient clientThrough(ProxySelector proxies) {
        return HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .connectTimeout(CONNECT_TIMEOUT)
                .proxy(proxies)
                .build();
    }

    private HttpClient clientFor(@Nullable URI effectiveProxy) {
        return effectiveProxy == null ? client : proxyClients.computeIfAbsent(effectiveProxy, SafeHttp::newClient);
    }

    /** Stops the pinning tunnel, if any; requests after this fail. */
    @Override
    public void close() {
        if (tunnel != null) {
            tunnel.close();
        }
    }

    /**
     * Sends the exchange, following redirects, and returns the final reply whatever its status.
     *
     * @throws FetchException PERMISSION_DENIED when a hop is refused by the address rules, TIMEOUT when the budget runs
     *     out, UPSTREAM on too many redirects or a redirect to an unsupported URL
     * @throws IOException on a network failure (connection refused, reset, per-exchange timeout)
     */
    public HttpReply send(HttpExchange exchange, Budget budget, @Nullable URI proxy) throws IOException {
        URI effectiveProxy = proxy != null ? proxy : defaultProxy;
        HttpClient http = clientFor(effectiveProxy);
        URI uri = exchange.uri();
        String method = exchange.method();
        byte[] body = exchange.body();
        Map<String, String> headers = new HashMap<>(exchange.headers());
        Duration limit = exchange.timeout() == null ? budget.remaining() : budget.clamp(exchange.timeout());
        long deadline = System.nanoTime() + limit.toNanos();
        for (int hop = 0; ; hop++) {
            // A configured service is trusted at its own origin only; a redirect away from it is checked too.
            HttpClient hopClient = http;
            if (exchange.checkDestination() || !sameOrigin(exchange.uri(), uri)) {
                List<InetAddress> checked = guard.checkDestination(uri);
                if (effectiveProxy == null && tunnel != null && pinned != null) {
                    tunnel.pin(uri, checked);
                    hopClient = pinned;
                }
            }
            HttpReply reply;
            try {
                reply = sendOnce(hopClient, method, uri, headers, body, deadline, budget, exchange.uri());
            } catch (IOException e) {
                String failure = hopClient == pinned && tunnel != null ? tunnel.failure(uri) : null;
                if (failure == null || e instanceof java.net.http.HttpTimeoutException) {
                    throw e;
                }
                // The tunnel closed the connection because it could not reach the site: say why, as a direct one would.
                java.net.ConnectException refused = new java.net.ConnectException(failure);
                refused.initCause(e);
                throw refused;
            }
            if (hopClient == pinned && tunnel != null) {
                String noReply = reply.headers()
                        .firstValue(PinningTunnel.NO_REPLY_HEADER)
                        .orElse(null);
                if (noReply != null) {
                    throw new IOException(noReply);
                }
            }
            String location = reply.headers().firstValue("location").orElse(null);
            if (!isRedirect(reply.status()) || location == null) {
                return reply;
            }
            if (hop >= MAX_REDIRECTS) {
                throw new FetchException("Too many redirects (more than " + MAX_REDIRECTS + ") from " + exchange.uri());
            }
            URI next = nextHop(uri, location);
            if (!sameOrigin(uri, next)) {
                for (String name : exchange.credentialHeaders()) {
                    headers.keySet().removeIf(key -> key.equalsIgnoreCase(name));
                }
            }
            if (reply.status() == 303 || (reply.status() == 301 || reply.status() == 302) && method.equals("POST")) {
                method = "GET";
                body = null;
                headers.keySet().removeIf(key -> key.equalsIgnoreCase("content-type"));
            }
            uri = next;
        }
    }

    private static URI nextHop(URI current, String location) {
        try {
            String reference = AddressGuard.lenientReference(asUtf8(location.trim()));
            return AddressGuard.parseUrl(current.resolve(reference).toString());
        } catch (InvalidArgumentException | IllegalArgumentException e) {
            throw new FetchException(ErrorKind.UPSTREAM, "Refused redirect from " + current + ": " + e.getMessage(), e);
        }
    }

    /**
     * Returns a header value read as ISO-8859-1 (as the HTTP client reads every header) decoded as UTF-8 when its bytes
     * are valid UTF-8: servers put raw UTF-8 in {@code Location}, and browsers read it so.
     */
    static String asUtf8(String value) {
        boolean high = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c > 0xff) {
                return value;
            }
            high |= c >= 0x80;
        }
        if (!high) {
            return value;
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(value.getBytes(StandardCharsets.ISO_8859_1)))
                    .toString();
        } catch (CharacterCodingException e) {
            return value;
        }
    }

    private static boolean isRedirect(int status) {
        return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
    }

    /** Returns whether two URLs share scheme, host and port. */
    public static boolean sameOrigin(URI a, URI b) {
        return Objects.equals(lower(a.getScheme()), lower(b.getScheme()))
                && Objects.equals(lower(a.getHost()), lower(b.getHost()))
                && AddressGuard.port(a) == AddressGuard.port(b);
    }

    private static @Nullable String lower(@Nullable String text) {
        return text == null ? null : text.toLowerCase(Locale.ROOT);
    }

    private HttpReply sendOnce(
            HttpClient http,
            String method,
            URI uri,
            Map<String, String> headers,
            byte @Nullable [] body,
            long deadline,
            Budget budget,
            URI original)
            throws IOException {
        long leftNanos = deadline - System.nanoTime();
        if (leftNanos <= 1_000_000L) {
            if (budget.isExhausted()) {
                throw budget.timeout(original.toString(), null);
            }
            throw exchangeTimeout(uri);
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofNanos(leftNanos));
        if ("http".equalsIgnoreCase(uri.getScheme())) {
            request.version(HttpClient.Version.HTTP_1_1);
        }
        headers.forEach(request::header);
        request.header("Accept-Encoding", "gzip, deflate");
        request.method(
                method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        CompletableFuture<HttpResponse<LimitedBody>> future =
                http.sendAsync(request.build(), info -> new LimitedBodySubscriber(maxBodyBytes));
        HttpResponse<LimitedBody> response;
        try {
            response = future.get(Math.max(1, (deadline - System.nanoTime()) / 1_000_000L), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            if (budget.isExhausted()) {
                throw budget.timeout(original.toString(), e);
            }
            throw exchangeTimeout(uri);
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new FetchException(ErrorKind.UPSTREAM, "Interrupted while fetching " + uri, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                if (budget.isExhausted()) {
                    throw budget.timeout(original.toString(), io);
                }
                throw io;
            }
            throw new IOException("Request to " + uri + " failed: " + cause, cause);
        }
        LimitedBody raw = response.body();
        String encoding = response.headers()
                .firstValue("content-encoding")
                .orElse("identity")
                .trim()
                .toLowerCase(Locale.ROOT);
        byte[] bytes = raw.bytes();
        boolean truncated = raw.truncated();
        if (!encoding.equals("identity") && !encoding.isEmpty()) {
            Decoded decoded = decode(encoding, bytes);
            bytes = decoded.bytes();
            truncated = truncated || decoded.truncated();
        } else if (bytes.length > maxBodyBytes) {
            bytes = java.util.Arrays.copyOf(bytes, (int) maxBodyBytes);
            truncated = true;
        }
        HttpHeaders replyHeaders = response.headers();
        return new HttpReply(uri, response.statusCode(), replyHeaders, bytes, truncated);
    }

    private static IOException exchangeTimeout(URI uri) {
        return new java.net.http.HttpTimeoutException("Request to " + uri + " timed out");
    }

    private record Decoded(byte[] bytes, boolean truncated) {}

    private Decoded decode(String encoding, byte[] bytes) throws IOException {
        InputStream in;
        switch (encoding) {
            case "gzip", "x-gzip" -> in = new GZIPInputStream(new ByteArrayInputStream(bytes));
            case "deflate" ->
                in = new InflaterInputStream(new ByteArrayInputStream(bytes), new Inflater(!looksLikeZlib(bytes)));
            default -> throw new IOException("Unsupported content encoding " + encoding);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[16384];
        try (in) {
            int read;
            while ((read = in.read(buffer)) > 0) {
                long room = maxBodyBytes - out.size();
                if (read > room) {
                    out.write(buffer, 0, (int) room);
                    return new Decoded(out.toByteArray(), true);
                }
                out.write(buffer, 0, read);
            }
        } catch (java.io.EOFException e) {
            // A body cut off on the wire decodes as far as it goes.
            return new Decoded(out.toByteArray(), true);
        }
        return new Decoded(out.toByteArray(), false);
    }

    private static boolean looksLikeZlib(byte[] bytes) {
        return bytes.length >= 2 && (bytes[0] & 0x0f) == 8 && ((bytes[0] & 0xff) * 256 + (bytes[1] & 0xff)) % 31 == 0;
    }

    /** The bytes received, at most the limit, and whether more were on the way. */
    record LimitedBody(byte[] bytes, boolean truncated) {}

    /** Collects a body up to a byte limit and cancels the rest of the transfer. */
    static final class LimitedBodySubscriber implements HttpResponse.BodySubscriber<LimitedBody> {
        private final long limit;
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();
        private final CompletableFuture<LimitedBody> result = new CompletableFuture<>();
        private Flow.@Nullable Subscription subscription;

        LimitedBodySubscriber(long limit) {
            this.limit = limit;
        }

        @Override
        public java.util.concurrent.CompletionStage<LimitedBody> getBody() {
            return result;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            this.subscription = subscription;
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (result.isDone()) {
                return;
            }
            for (ByteBuffer item : items) {
                int room = (int) Math.min(Integer.MAX_VALUE, limit - out.size());
                int length = item.remaining();
                byte[] chunk = new byte[Math.min(length, room)];
                item.get(chunk);
                out.write(chunk, 0, chunk.length);
                if (length > room) {
                    result.complete(new LimitedBody(out.toByteArray(), true));
                    Flow.Subscription current = subscription;
                    if (current != null) {
                        current.cancel();
                    }
                    return;
                }
            }
        }

        @Override
        public void onError(Throwable throwable) {
            result.completeExceptionally(throwable);
        }

        @Override
        public void onComplete() {
            result.complete(new LimitedBody(out.toByteArray(), false));
        }
    }
}
