package io.agenttoolkit.web.fetch;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.fetch.internal.AddressGuard;
import io.agenttoolkit.web.fetch.internal.Budget;
import io.agenttoolkit.web.fetch.internal.FetchChain;
import io.agenttoolkit.web.fetch.internal.ResultCache;
import io.agenttoolkit.web.fetch.internal.SafeHttp;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Returns clean, readable content — Markdown for HTML pages — for any URL, through the strategy chain of
 * specification §4.9: content negotiation, a raw fetch with retries, local extraction (readability and content
 * selectors), the rendering stages when configured, the remote reader and a low-quality local fallback, all inside
 * one time budget per call.
 *
 * <p>Safe by default: only {@code http}/{@code https}, no destinations on loopback, private, link-local or other
 * non-public addresses (checked again on every redirect), bodies cut off at {@code maxBodyBytes}, a proxy only when
 * the builder or the call names one. High-quality results are cached, by default per fetcher (see
 * {@link FetcherBuilder#cache(FetchCache)}).
 *
 * <p>Immutable and thread-safe; share one instance. {@link #close()} releases the browser connection of the
 * {@code cdp} stage and the threads of {@link #fetchContentAsync(FetchRequest)}.
 */
public final class Fetcher implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Fetcher.class);

    private final FetcherBuilder settings;
    private final FetchChain chain;
    private final FetchCache cache;
    private final ExecutorService executor;
    private final List<FetchStrategy> strategies;
    private final SafeHttp http;
    private final @Nullable AutoCloseable browser;

    Fetcher(
            FetcherBuilder settings,
            FetchChain chain,
            FetchCache cache,
            ExecutorService executor,
            List<FetchStrategy> strategies,
            SafeHttp http,
            @Nullable AutoCloseable browser) {
        this.settings = settings;
        this.chain = chain;
        this.cache = cache;
        this.executor = executor;
        this.strategies = List.copyOf(strategies);
        this.http = http;
        this.browser = browser;
    }

    /** Returns a builder with the defaults; environment fallbacks are read in {@link FetcherBuilder#build()}. */
    public static FetcherBuilder builder() {
        return new FetcherBuilder();
    }

    /** Returns a fetcher with the defaults and the process environment's settings. */
    public static Fetcher create() {
        return builder().build();
    }

    /** Returns a builder holding this fetcher's settings, to build a variant. */
    public FetcherBuilder toBuilder() {
        return settings.copy();
    }

    /** Returns the strategies this fetcher accepts: {@code remoterender} and {@code cdp} only when configured. */
    public List<FetchStrategy> strategies() {
        return strategies;
    }

    /**
     * Returns the content of the page through the whole chain, within 30 s.
     *
     * @throws InvalidArgumentException when the URL is malformed, not http/https, has userinfo or a non-canonical
     *     numeric host
     * @throws FetchException when nothing could be fetched (kind UPSTREAM), the budget ran out (TIMEOUT) or the
     *     destination is refused by the address rules (PERMISSION_DENIED)
     */
    public FetchResult fetchContent(String url) {
        return fetchContent(FetchRequest.of(url));
    }

    /**
     * Returns the content of the page by the request's strategy, within the request's budget. A cached result comes
     * back with {@code cached = true} and the time of this call.
     *
     * @throws InvalidArgumentException when the URL is malformed or refused by its form, the proxy is not an
     *     {@code http://host:port} URL, or the strategy is not configured on this fetcher
     * @throws FetchException when the strategy gets nothing, the content is binary, the network fails (UPSTREAM), the
     *     budget runs out (TIMEOUT) or the destination is refused (PERMISSION_DENIED)
     */
    public FetchResult fetchContent(FetchRequest request) {
        long start = System.nanoTime();
        URI url = AddressGuard.parseUrl(request.url());
        if (!strategies.contains(request.strategy())) {
            throw new InvalidArgumentException("strategy '" + request.strategy().wireName()
                    + "' is not configured on this fetcher; available: "
                    + strategies.stream().map(FetchStrategy::wireName).toList());
        }
        URI proxy = request.proxy();
        if (proxy != null) {
            checkProxy(proxy);
        }
        String key = ResultCache.key(request.strategy(), url, proxy);
        FetchResult hit = cache.get(key).orElse(null);
        if (hit != null) {
            return hit.asCached(elapsedMs(start));
        }
        FetchResult result = chain.run(url, request.strategy(), Budget.of(request.timeout()), proxy);
        FetchResult timed = new FetchResult(
                result.content(),
                result.url(),
                result.strategy(),
                result.quality(),
                result.contentType(),
                false,
                elapsedMs(start),
                result.metadata());
        if (FetchResult.HIGH.equals(timed.quality())) {
            cache.put(key, timed);
        }
        LOG.debug("Fetched {} by {} ({}, {} ms)", url, timed.strategy(), timed.quality(), timed.elapsedMs());
        return timed;
    }

    /**
     * Returns a future of {@link #fetchContent(FetchRequest)} run on this fetcher's own threads; at most
     * {@code maxConcurrentFetches} run at once, the rest wait their turn. The future fails with the exceptions of the
     * synchronous method.
     */
    public CompletableFuture<FetchResult> fetchContentAsync(FetchRequest request) {
        return CompletableFuture.supplyAsync(() -> fetchContent(request), executor);
    }

    /** Returns a future of {@link #fetchContent(String)}; see {@link #fetchContentAsync(FetchRequest)}. */
    public CompletableFuture<FetchResult> fetchContentAsync(String url) {
        return fetchContentAsync(FetchRequest.of(url));
    }

    /**
     * Closes the browser connection (if any), the loopback tunnel its connections are pinned through, and stops the
     * async threads; the fetcher must not be used after.
     */
    @Override
    public void close() {
        executor.shutdown();
        http.close();
        if (browser != null) {
            try {
                browser.close();
            } catch (Exception e) {
                LOG.debug("Closing the browser connection failed", e);
            }
        }
    }

    static void checkProxy(URI proxy) {
        String scheme = proxy.getScheme() == null ? "" : proxy.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") || proxy.getHost() == null) {
            throw new InvalidArgumentException("proxy must be an http://host:port URL, got " + redacted(proxy));
        }
        if (proxy.getRawUserInfo() != null) {
            throw new InvalidArgumentException("proxy credentials are not supported, got " + redacted(proxy));
        }
    }

    static String redacted(URI uri) {
        return uri.getRawUserInfo() == null ? uri.toString() : uri.toString().replace(uri.getRawUserInfo(), "***");
    }

    private static double elapsedMs(long start) {
        return (System.nanoTime() - start) / 1_000_000.0;
    }

    /** Returns the configured stages, without secrets. */
    @Override
    public String toString() {
        List<String> names = new ArrayList<>();
        for (FetchStrategy strategy : strategies) {
            names.add(strategy.wireName());
        }
        return "Fetcher" + names;
    }
}
