package io.agenttoolkit.web.fetch;

import com.github.benmanes.caffeine.cache.Ticker;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.extract.ContentExtractor;
import io.agenttoolkit.web.fetch.internal.AddressGuard;
import io.agenttoolkit.web.fetch.internal.FetchChain;
import io.agenttoolkit.web.fetch.internal.KeyRing;
import io.agenttoolkit.web.fetch.internal.RemoteReader;
import io.agenttoolkit.web.fetch.internal.ResultCache;
import io.agenttoolkit.web.fetch.internal.SafeHttp;
import io.agenttoolkit.web.fetch.internal.render.CdpRenderer;
import io.agenttoolkit.web.fetch.internal.render.RemoteRenderClient;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * Configures a {@link Fetcher}. Settings not given fall back, in {@link #build()}, to the environment variables
 * {@code REMOTEREADER_API_KEY}, {@code CDP_ENDPOINT}, {@code REMOTERENDER_ENDPOINT} and {@code REMOTERENDER_TOKEN}.
 * Not thread-safe; the built fetcher is.
 */
public final class FetcherBuilder {
    /** The remote reader service used unless another endpoint is set. */
    public static final URI DEFAULT_REMOTE_READER_ENDPOINT = URI.create("https://r.jina.ai/");

    /** The default body limit, after decompression: 10 MiB. */
    public static final long DEFAULT_MAX_BODY_BYTES = 10L * 1024 * 1024;

    private @Nullable List<String> remoteReaderApiKeys;
    private URI remoteReaderEndpoint = DEFAULT_REMOTE_READER_ENDPOINT;
    private List<String> remoteReaderEngines = List.of("browser", "cf-browser-rendering");
    private boolean remoteReaderEnabled = true;
    private @Nullable String cdpEndpoint;
    private @Nullable URI remoteRenderEndpoint;
    private @Nullable String remoteRenderToken;
    private Duration cacheTtl = Duration.ofMinutes(5);
    private int cacheMaxEntries = 128;
    private @Nullable FetchCache cache;
    private boolean allowPrivateNetworks;
    private List<String> allowAddresses = List.of();
    private HostResolver resolver = HostResolver.system();
    private long maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
    private @Nullable HttpClient httpClient;
    private @Nullable URI proxy;
    private Duration retryBackoff = Duration.ofSeconds(1);
    private int maxConcurrentFetches = 16;
    private @Nullable Map<String, String> environment;
    private Ticker ticker = Ticker.systemTicker();
    private Clock clock = Clock.systemUTC();

    FetcherBuilder() {}

    FetcherBuilder copy() {
        FetcherBuilder copy = new FetcherBuilder();
        copy.remoteReaderApiKeys = remoteReaderApiKeys;
        copy.remoteReaderEndpoint = remoteReaderEndpoint;
        copy.remoteReaderEngines = remoteReaderEngines;
        copy.remoteReaderEnabled = remoteReaderEnabled;
        copy.cdpEndpoint = cdpEndpoint;
        copy.remoteRenderEndpoint = remoteRenderEndpoint;
        copy.remoteRenderToken = remoteRenderToken;
        copy.cacheTtl = cacheTtl;
        copy.cacheMaxEntries = cacheMaxEntries;
        copy.cache = cache;
        copy.allowPrivateNetworks = allowPrivateNetworks;
        copy.allowAddresses = allowAddresses;
        copy.resolver = resolver;
        copy.maxBodyBytes = maxBodyBytes;
        copy.httpClient = httpClient;
        copy.proxy = proxy;
        copy.retryBackoff = retryBackoff;
        copy.maxConcurrentFetches = maxConcurrentFetches;
        copy.environment = environment;
        copy.ticker = ticker;
        copy.clock = clock;
        return copy;
    }

    /** Returns this builder with the remote reader keys, comma-separated (env {@code REMOTEREADER_API_KEY}). */
    public FetcherBuilder remoteReaderApiKeys(String commaSeparated) {
        return remoteReaderApiKeys(Arrays.asList(commaSeparated.split(",")));
    }

    /** Returns this builder with the remote reader keys, used round-robin; blank entries are ignored. */
    public FetcherBuilder remoteReaderApiKeys(List<String> keys) {
        List<String> cleaned = new ArrayList<>();
        for (String key : keys) {
            if (key != null && !key.isBlank()) {
                cleaned.add(key.strip());
            }
        }
        this.remoteReaderApiKeys = List.copyOf(cleaned);
        return this;
    }

    /** Returns this builder with the remote reader's endpoint (default {@code https://r.jina.ai/}). */
    public FetcherBuilder remoteReaderEndpoint(URI endpoint) {
        this.remoteReaderEndpoint = Objects.requireNonNull(endpoint, "remoteReaderEndpoint");
        return this;
    }

    /** Returns this builder with the reader's engines in the order tried (default {@code browser}, {@code cf-browser-rendering}). */
    public FetcherBuilder remoteReaderEngines(List<String> engines) {
        this.remoteReaderEngines = List.copyOf(engines);
        return this;
    }

    /** Returns this builder with the remote reader stage on (default) or off; off, no URL ever leaves for it. */
    public FetcherBuilder remoteReader(boolean enabled) {
        this.remoteReaderEnabled = enabled;
        return this;
    }

    /**
     * Returns this builder with the browser's DevTools endpoint (env {@code CDP_ENDPOINT}); enables {@code cdp}.
     *
     * <p>A browser on this machine (a {@code localhost} or loopback endpoint) makes every connection through the
     * fetcher's address-checking tunnel, so DNS rebinding cannot send it to an address the guard did not check. A
     * browser on another host cannot reach that tunnel: its requests are still checked by URL before they leave it,
     * but it resolves names itself, so run it where it cannot reach private networks when that matters.
     */
    public FetcherBuilder cdpEndpoint(String endpoint) {
        this.cdpEndpoint = Objects.requireNonNull(endpoint, "cdpEndpoint");
        return this;
    }

    /** Returns this builder with the remote render service (env {@code REMOTERENDER_ENDPOINT}); enables {@code remoterender}. */
    public FetcherBuilder remoteRenderEndpoint(URI endpoint) {
        this.remoteRenderEndpoint = Objects.requireNonNull(endpoint, "remoteRenderEndpoint");
        return this;
    }

    /** Returns this builder with the render service's bearer token (env {@code REMOTERENDER_TOKEN}). */
    public FetcherBuilder remoteRenderToken(String token) {
        this.remoteRenderToken = Objects.requireNonNull(token, "remoteRenderToken");
        return this;
    }

    /** Returns this builder with the cache's time-to-live and size (default 5 min, 128); {@code Duration.ZERO} disables it. */
    public FetcherBuilder cache(Duration ttl, int maxEntries) {
        this.cacheTtl = Objects.requireNonNull(ttl, "ttl");
        this.cacheMaxEntries = maxEntries;
        this.cache = null;
        return this;
    }

    /**
     * Returns this builder with the given result cache instead of the in-memory default, e.g. one shared by several
     * processes; the fetcher offers it high-quality results only. Fetchers built from this builder (and their
     * {@link Fetcher#toBuilder()} variants) share the instance. A later {@link #cache(Duration, int)} goes back to
     * the in-memory default.
     */
    public FetcherBuilder cache(FetchCache cache) {
        this.cache = Objects.requireNonNull(cache, "cache");
        return this;
    }

    /** Returns this builder allowing (for tests and intranets) or refusing (default) non-public destinations. */
    public FetcherBuilder allowPrivateNetworks(boolean allow) {
        this.allowPrivateNetworks = allow;
        return this;
    }

    /**
     * Returns this builder with exact destinations opened past the address rules while they stay on for everything
     * else: a host, an address or a CIDR block, each with an optional port ({@code "127.0.0.1:8089"}).
     */
    public FetcherBuilder allowAddresses(String... hostOrCidrWithOptionalPort) {
        this.allowAddresses = List.of(hostOrCidrWithOptionalPort);
        return this;
    }

    /** Returns this builder with the resolver whose answers are checked (default the JVM's). */
    public FetcherBuilder resolver(HostResolver resolver) {
        this.resolver = Objects.requireNonNull(resolver, "resolver");
        return this;
    }

    /** Returns this builder with the body limit after decompression (default 10 MiB); longer bodies are cut off. */
    public FetcherBuilder maxBodyBytes(long maxBodyBytes) {
        this.maxBodyBytes = maxBodyBytes;
        return this;
    }

    /** Returns this builder with the HTTP client for calls without a proxy; it must not follow redirects. */
    public FetcherBuilder httpClient(HttpClient httpClient) {
        this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
        return this;
    }

    /** Returns this builder with an HTTP proxy ({@code http://host:port}) for every call that names none. */
    public FetcherBuilder proxy(URI proxy) {
        this.proxy = Objects.requireNonNull(proxy, "proxy");
        return this;
    }

    /** Returns this builder with the raw fetch's first back-off (default 1 s; the second is twice as long). */
    public FetcherBuilder retryBackoff(Duration base) {
        this.retryBackoff = Objects.requireNonNull(base, "retryBackoff");
        return this;
    }

    /** Returns this builder with how many async fetches may run at once (default 16). */
    public FetcherBuilder maxConcurrentFetches(int maxConcurrentFetches) {
        this.maxConcurrentFetches = maxConcurrentFetches;
        return this;
    }

    /** Returns this builder reading its fallbacks from this map instead of the process environment. */
    public FetcherBuilder environment(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
        return this;
    }

    /** Returns this builder with the cache's clock; for tests of expiry. */
    FetcherBuilder ticker(Ticker ticker) {
        this.ticker = ticker;
        return this;
    }

    /** Returns this builder with the clock that times the rests of refused reader keys; for tests. */
    FetcherBuilder clock(Clock clock) {
        this.clock = Objects.requireNonNull(clock, "clock");
        return this;
    }

    /**
     * Returns the fetcher.
     *
     * @throws IllegalArgumentException naming the setting when a value is out of range or malformed
     */
    public Fetcher build() {
        Map<String, String> env = environment != null ? environment : System.getenv();
        List<String> keys = remoteReaderApiKeys;
        if (keys == null) {
            String fromEnv = env.get("REMOTEREADER_API_KEY");
            keys = fromEnv == null ? List.of() : copy().remoteReaderApiKeys(fromEnv).remoteReaderApiKeys;
        }
        String cdp = cdpEndpoint != null ? cdpEndpoint : blankToNull(env.get("CDP_ENDPOINT"));
        URI render = remoteRenderEndpoint;
        if (render == null && blankToNull(env.get("REMOTERENDER_ENDPOINT")) != null) {
            render = parseUri(
                    "REMOTERENDER_ENDPOINT", env.get("REMOTERENDER_ENDPOINT").strip());
        }
        String token = remoteRenderToken != null ? remoteRenderToken : blankToNull(env.get("REMOTERENDER_TOKEN"));
        validate();
        HttpClient client = httpClient;
        if (client != null && client.followRedirects() != HttpClient.Redirect.NEVER) {
            throw new IllegalArgumentException(
                    "httpClient must not follow redirects (the fetcher checks each hop), got "
                            + client.followRedirects());
        }
        AddressGuard guard = new AddressGuard(allowPrivateNetworks, allowAddresses, resolver);
        SafeHttp http = new SafeHttp(client, proxy, guard, maxBodyBytes);
        RemoteReader reader = remoteReaderEnabled
                ? new RemoteReader(http, remoteReaderEndpoint, new KeyRing(keys, clock), remoteReaderEngines)
                : null;
        RemoteRenderClient renderClient = render == null ? null : new RemoteRenderClient(render, token, http.client());
        CdpRenderer browser = cdp == null ? null : new CdpRenderer(cdp, http.client(), http.tunnelAddress());
        List<FetchStrategy> strategies = new ArrayList<>(
                List.of(FetchStrategy.AUTO, FetchStrategy.MARKDOWN, FetchStrategy.READABILITY, FetchStrategy.SOUP));
        if (reader != null) {
            strategies.add(FetchStrategy.REMOTEREADER);
        }
        if (renderClient != null) {
            strategies.add(FetchStrategy.REMOTERENDER);
        }
        if (browser != null) {
            strategies.add(FetchStrategy.CDP);
        }
        // The decoded text of a body in a one-byte charset takes up to twice its bytes in UTF-8.
        ContentExtractor extractor = ContentExtractor.builder()
                .maxInputBytes(Math.max(ContentExtractor.DEFAULT_MAX_INPUT_BYTES, 2 * maxBodyBytes))
                .build();
        FetchChain chain = new FetchChain(http, extractor, reader, renderClient, browser, retryBackoff);
        FetchCache results = cache != null ? cache : new ResultCache(cacheTtl, cacheMaxEntries, ticker);
        return new Fetcher(copy(), chain, results, executor(maxConcurrentFetches), strategies, http, browser);
    }

    private void validate() {
        if (maxBodyBytes < 1 || maxBodyBytes > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException(
                    "maxBodyBytes must be between 1 and " + (Integer.MAX_VALUE - 16) + ", got " + maxBodyBytes);
        }
        if (cacheTtl.isNegative()) {
            throw new IllegalArgumentException("cache ttl must not be negative, got " + cacheTtl);
        }
        if (cacheMaxEntries < 0) {
            throw new IllegalArgumentException("cache maxEntries must be >= 0, got " + cacheMaxEntries);
        }
        if (retryBackoff.isNegative()) {
            throw new IllegalArgumentException("retryBackoff must not be negative, got " + retryBackoff);
        }
        if (maxConcurrentFetches < 1) {
            throw new IllegalArgumentException("maxConcurrentFetches must be >= 1, got " + maxConcurrentFetches);
        }
        if (remoteReaderEngines.isEmpty() || remoteReaderEngines.stream().anyMatch(String::isBlank)) {
            throw new IllegalArgumentException(
                    "remoteReaderEngines must name at least one engine, got " + remoteReaderEngines);
        }
        String scheme = remoteReaderEndpoint.getScheme();
        if (scheme == null || !scheme.matches("(?i)https?") || remoteReaderEndpoint.getHost() == null) {
            throw new IllegalArgumentException(
                    "remoteReaderEndpoint must be an http or https URL, got " + remoteReaderEndpoint);
        }
        if (proxy != null) {
            try {
                Fetcher.checkProxy(proxy);
            } catch (InvalidArgumentException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
    }

    private static java.util.concurrent.ExecutorService executor(int threads) {
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor pool =
                new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
                    Thread thread = new Thread(task, "fetcher-" + count.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                });
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    private static URI parseUri(String setting, String value) {
        try {
            return new URI(value);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalArgumentException(setting + " is not a valid URL: " + value, e);
        }
    }

    private static @Nullable String blankToNull(@Nullable String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
