package io.agenttoolkit.web.fetch.internal;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;
import io.agenttoolkit.web.fetch.FetchCache;
import io.agenttoolkit.web.fetch.FetchResult;
import io.agenttoolkit.web.fetch.FetchStrategy;
import java.net.URI;
import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The per-fetcher result cache: only high-quality results, keyed by strategy, URL and proxy, expiring a fixed time
 * after they were written, least recently used evicted first: the default {@link FetchCache}. Thread-safe.
 */
public final class ResultCache implements FetchCache {
    private final @Nullable Cache<String, FetchResult> cache;

    /** Creates a cache; a zero time-to-live or size disables it. */
    public ResultCache(Duration ttl, int maxEntries, Ticker ticker) {
        this.cache = ttl.isZero() || maxEntries == 0
                ? null
                : Caffeine.newBuilder()
                        .expireAfterWrite(ttl)
                        .maximumSize(maxEntries)
                        .ticker(ticker)
                        .executor(Runnable::run)
                        .build();
    }

    /** Returns the key of a call. */
    public static String key(FetchStrategy strategy, URI url, @Nullable URI proxy) {
        return strategy.wireName() + " " + url + (proxy == null ? "" : " via " + proxy);
    }

    @Override
    public Optional<FetchResult> get(String key) {
        return cache == null ? Optional.empty() : Optional.ofNullable(cache.getIfPresent(key));
    }

    /** Stores the result when it is high quality; other results are never cached. */
    @Override
    public void put(String key, FetchResult result) {
        if (cache != null && FetchResult.HIGH.equals(result.quality())) {
            cache.put(key, result);
        }
    }

    /** Returns how many entries the cache holds (after pending evictions). */
    public long size() {
        if (cache == null) {
            return 0;
        }
        cache.cleanUp();
        return cache.estimatedSize();
    }
}
