package io.agenttoolkit.web.fetch;

import com.github.benmanes.caffeine.cache.Ticker;
import io.agenttoolkit.web.fetch.internal.ResultCache;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a {@link Fetcher} keeps the results it may serve again: {@link Fetcher#fetchContent(FetchRequest)} looks a
 * call up before fetching and offers the result after. The default is {@link #inMemory(Duration, int)}, a Caffeine
 * cache per fetcher; {@code toolkit-redis} offers one shared by several processes.
 *
 * <p>The fetcher offers only results of {@link FetchResult#HIGH} quality; an implementation may keep fewer (too
 * large, store unavailable) but never returns a result that was not offered under the same key. A key names the
 * strategy, the URL and the proxy of a call, e.g. {@code "auto https://example.com/"}; it may hold a URL's query, so
 * implementations that write it outside the process should hash it.
 *
 * <p>Implementations are thread-safe and never throw: a store that fails answers "not cached" and drops the offer.
 */
public interface FetchCache {

    /** Returns the result stored under the key and not yet expired, or empty. */
    Optional<FetchResult> get(String key);

    /** Stores a high-quality result under the key, or drops it when this cache keeps no such result. */
    void put(String key, FetchResult result);

    /**
     * Returns a cache in this process's memory, the fetcher's default: entries expire {@code ttl} after they were
     * written and the least recently used go first past {@code maxEntries}; a zero {@code ttl} or size keeps nothing.
     *
     * @throws IllegalArgumentException when {@code ttl} is negative or {@code maxEntries} is below 0
     */
    static FetchCache inMemory(Duration ttl, int maxEntries) {
        Objects.requireNonNull(ttl, "ttl");
        if (ttl.isNegative()) {
            throw new IllegalArgumentException("cache ttl must not be negative, got " + ttl);
        }
        if (maxEntries < 0) {
            throw new IllegalArgumentException("cache maxEntries must be >= 0, got " + maxEntries);
        }
        return new ResultCache(ttl, maxEntries, Ticker.systemTicker());
    }
}
