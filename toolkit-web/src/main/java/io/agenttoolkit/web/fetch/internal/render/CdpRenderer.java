package io.agenttoolkit.web.fetch.internal.render;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Renders pages in a real browser over the Chrome DevTools Protocol and returns their DOM as HTML.
 *
 * <p>Thread-safe: all calls share one WebSocket connection to the browser, opened lazily on the first call and
 * opened again when it dropped; each call works on its own browser context and page target (flat session), so
 * pages never share cookies or storage. At most as many pages as the machine has cores (at least 2) render at once;
 * further calls wait for a free page inside their own budget. Every request a page makes is checked against the caller's destination
 * guard through the protocol's Fetch domain, in the page and in the out-of-process frames it opens. The ways out
 * that the Fetch domain cannot see are closed: WebSocket, WebTransport and WebRTC constructors throw, service
 * workers cannot be registered, and dedicated workers (whose requests cannot be intercepted) never start.
 * {@link #close()} closes the connection, not the browser.
 *
 * <p>DNS rebinding: the guard checks the URL it is given, and a browser left to itself would resolve the host again,
 * so a host whose DNS answer changes between the two could reach an address nobody checked. When the renderer is
 * given the fetcher's address-checking tunnel and the browser runs on this machine (a loopback DevTools endpoint),
 * every browser context it creates sends all its connections, loopback included, through that tunnel as its proxy:
 * the browser then never resolves a name itself, and connects only to addresses the fetcher's guard checked. A
 * browser on another host cannot reach a tunnel on this machine's loopback, so there the tunnel is not used and the
 * gap remains: run such a browser where it cannot reach private networks when that matters.
 */
public final class CdpRenderer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(CdpRenderer.class);

    private final URI endpoint;
    private final HttpClient httpClient;
    private final @Nullable Supplier<InetSocketAddress> tunnel;
    private final ReentrantLock connectLock = new ReentrantLock();
    private final ExecutorService events;
    private volatile @Nullable CdpConnection connection;
    private volatile boolean closed;

    /**
     * Pages rendered at once; further calls wait for a free page within their budget. Each page is a renderer process,
     * and measured on 2 cores, 20 renders finished sooner 2 at a time than all at once (BENCHMARKS.md).
     */
    static final int MAX_CONCURRENT_PAGES = Math.max(2, Runtime.getRuntime().availableProcessors());

    private final Semaphore pages = new Semaphore(MAX_CONCURRENT_PAGES, true);

    /**
     * Creates a renderer for the browser at {@code cdpEndpoint}: {@code ws://host:port} (resolved through
     * {@code GET http://host:port/json/version}), {@code http://host:port}, or a full
     * {@code ws://host:port/devtools/browser/<id>} address. Nothing is connected until the first render.
     *
     * @throws IllegalArgumentException when the endpoint is not a ws, wss, http or https URL with a host
     */
    public CdpRenderer(String cdpEndpoint, HttpClient httpClient) {
        this(cdpEndpoint, httpClient, null);
    }

    /**
     * Creates a renderer as {@link #CdpRenderer(String, HttpClient)} does, whose browser contexts connect through
     * {@code tunnel} (an HTTP forward proxy on this machine that checks and pins every destination) when the endpoint
     * is on a loopback address; a browser elsewhere could not reach the tunnel and connects directly.
     *
     * @param tunnel gives the tunnel's loopback address when first needed, or null for direct connections
     * @throws IllegalArgumentException when the endpoint is not a ws, wss, http or https URL with a host
     */
    public CdpRenderer(String cdpEndpoint, HttpClient httpClient, @Nullable Supplier<InetSocketAddress> tunnel) {
        this.endpoint = DevToolsEndpoint.parse(Objects.requireNonNull(cdpEndpoint, "cdpEndpoint"));
        this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
        this.tunnel = tunnel != null && DevToolsEndpoint.isLoopback(endpoint) ? tunnel : null;
        AtomicInteger threads = new AtomicInteger();
        ThreadPoolExecutor pool =
                new ThreadPoolExecutor(0, 64, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), runnable -> {
                    Thread thread = new Thread(runnable, "cdp-render-" + threads.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        pool.setRejectedExecutionHandler(new ThreadPoolExecutor.CallerRunsPolicy());
        this.events = pool;
    }

    /**
     * Returns the HTML of {@code url} as the browser rendered it ({@code document.documentElement.outerHTML}),
     * taken after the load event and then the network going quiet or a main content element ({@code main},
     * {@code article}, {@code [role=main]}, …) holding text, at most 5 s after load.
     *
     * <p>The whole call lives inside {@code timeout}, except for up to 2 s of cleanup: the page target and its
     * browser context are always closed, also on timeout or error. Every request the page makes (the navigation,
     * its redirects, scripts' navigations and subresources) whose destination fails {@code destinationAllowed} is
     * refused before it leaves the browser.
     *
     * @throws RenderException of kind {@code PERMISSION_DENIED} when {@code url} or a main-document navigation of
     *     the page is refused; {@code TIMEOUT} when the page does not load (or no page frees up) within
     *     {@code timeout}; {@code UPSTREAM} when the browser cannot be reached or fails the page, or the page
     *     answers with an HTTP error
     * @throws IllegalStateException when the renderer was closed
     */
    public String render(String url, Duration timeout, Predicate<URI> destinationAllowed) {
        return render(url, timeout, timeout, destinationAllowed);
    }

    /**
     * Renders as {@link #render(String, Duration, Predicate)} does, waiting up to {@code timeout} for a free page and
     * then giving the browser at most {@code renderLimit} of what is left for the page itself. A caller that bounds
     * the browser's share of a larger budget (the fetcher's auto chain) does not then count the time spent queued
     * behind other renders against that share: under load every call gets a whole render, not the end of one.
     *
     * @throws RenderException as {@link #render(String, Duration, Predicate)} does
     * @throws IllegalStateException when the renderer was closed
     */
    public String render(String url, Duration timeout, Duration renderLimit, Predicate<URI> destinationAllowed) {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(renderLimit, "renderLimit");
        Objects.requireNonNull(destinationAllowed, "destinationAllowed");
        if (closed) {
            throw new IllegalStateException("CdpRenderer is closed");
        }
        Deadline call = Deadline.after(timeout);
        checkDestination(url, destinationAllowed);
        if (call.expired()) {
            throw new RenderException(ErrorKind.TIMEOUT, "No time left to render " + url, null);
        }
        acquirePage(url, call);
        Deadline deadline = call.capped(renderLimit);
        try {
            CdpConnection current = connection(deadline);
            try {
                return new CdpPageRender(current, events, url, destinationAllowed, proxyServer(), deadline).run();
            } catch (RenderException e) {
                if (!(e.getCause() instanceof CdpProtocolException cdp && cdp.connectionLost()) || deadline.expired()) {
                    throw e;
                }
                // the connection was stale (browser restarted, network dropped); one fresh attempt within the budget
                LOG.debug("browser connection lost; reconnecting to render {}", url);
                return new CdpPageRender(connection(deadline), events, url, destinationAllowed, proxyServer(), deadline)
                        .run();
            }
        } finally {
            pages.release();
        }
    }

    /** Returns the number of browser pages free for a render now (for tests that fill them). */
    int freePages() {
        return pages.availablePermits();
    }

    /** Returns whether the browser's connections go through the fetcher's address-checking tunnel. */
    public boolean tunnelled() {
        return tunnel != null;
    }

    /** The proxy a new browser context is given, {@code http://127.0.0.1:<port>}, or null to connect directly. */
    private @Nullable String proxyServer() {
        if (tunnel == null) {
            return null;
        }
        InetSocketAddress address = tunnel.get();
        return "http://" + address.getAddress().getHostAddress() + ":" + address.getPort();
    }

    private void acquirePage(String url, Deadline deadline) {
        try {
            if (!pages.tryAcquire(deadline.remainingNanos(), TimeUnit.NANOSECONDS)) {
                throw new RenderException(
                        ErrorKind.TIMEOUT,
                        "No browser page became free within the time budget to render " + url + " (all "
                                + MAX_CONCURRENT_PAGES + " busy)",
                        null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RenderException(ErrorKind.UPSTREAM, "Interrupted while waiting for a browser page", e);
        }
    }

    private static void checkDestination(String url, Predicate<URI> destinationAllowed) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new RenderException(ErrorKind.UPSTREAM, "Browser cannot render an invalid URL " + url, e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || !destinationAllowed.test(uri)) {
            throw new RenderException(
                    ErrorKind.PERMISSION_DENIED, "Destination " + url + " is not allowed for the browser", null);
        }
    }

    private CdpConnection connection(Deadline deadline) {
        CdpConnection current = connection;
        if (current != null && current.isOpen()) {
            return current;
        }
        try {
            if (!connectLock.tryLock(deadline.remainingNanos(), TimeUnit.NANOSECONDS)) {
                throw new RenderException(ErrorKind.TIMEOUT, "Timed out waiting for the browser connection", null);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RenderException(ErrorKind.UPSTREAM, "Interrupted while connecting to the browser", e);
        }
        try {
            current = connection;
            if (current != null && current.isOpen()) {
                return current;
            }
            if (closed) {
                throw new IllegalStateException("CdpRenderer is closed");
            }
            URI webSocketUri = DevToolsEndpoint.resolve(endpoint, httpClient, deadline.remaining());
            current = CdpConnection.open(webSocketUri, httpClient, deadline.remaining());
            LOG.debug("connected to the browser at {}", webSocketUri);
            connection = current;
            return current;
        } catch (TimeoutException e) {
            throw new RenderException(ErrorKind.TIMEOUT, "Timed out connecting to the browser", e);
        } catch (java.net.http.HttpTimeoutException e) {
            throw new RenderException(ErrorKind.TIMEOUT, "Timed out connecting to the browser", e);
        } catch (IOException e) {
            throw new RenderException(
                    ErrorKind.UPSTREAM, "Could not connect to the browser's DevTools endpoint: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RenderException(ErrorKind.UPSTREAM, "Interrupted while connecting to the browser", e);
        } finally {
            connectLock.unlock();
        }
    }

    /** Closes the connection to the browser; renders in progress fail. The browser itself keeps running. */
    @Override
    public void close() {
        closed = true;
        connectLock.lock();
        try {
            CdpConnection current = connection;
            connection = null;
            if (current != null) {
                current.close();
            }
        } finally {
            connectLock.unlock();
        }
        events.shutdown();
    }

    /** Drops the browser connection as a network failure would; for tests of reconnection. */
    void dropConnectionForTest() {
        CdpConnection current = connection;
        if (current != null) {
            current.close();
        }
    }
}
