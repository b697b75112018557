package io.agenttoolkit.redis.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.fetch.FetchCache;
import io.agenttoolkit.web.fetch.FetchResult;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link FetchCache} in Redis, shared by every process using the same Redis and prefix. The rules are the in-memory
 * cache's: only high-quality results, each living {@code ttl} from its write, at most {@code maxEntries} (the oldest
 * writes go first), plus a bound on one entry's size. Entries are versioned JSON ({@value #VERSION}) under
 * {@code <prefix>fetch:<sha-256 of the cache key>}, so a URL's query never appears in a Redis key.
 *
 * <p>Results too large for Redis, and every result while Redis is unavailable, go to an in-memory cache with the same
 * TTL and size; a lookup that Redis cannot answer asks that cache. Thread-safe; never throws.
 */
public final class RedisFetchCache implements FetchCache {
    private static final Logger LOG = LoggerFactory.getLogger(RedisFetchCache.class);

    /** The version of the entries this class writes; entries of other versions are treated as absent. */
    public static final int VERSION = 1;

    private static final RedisLink.Script PUT = RedisLink.Script.load("cache_put");
    private static final TypeReference<Map<String, Object>> METADATA = new TypeReference<>() {};

    private final RedisLink link;
    private final String prefix;
    private final String index;
    private final long ttlMillis;
    private final int maxEntries;
    private final long maxEntryBytes;
    private final FetchCache local;

    /** Creates the cache; a zero {@code ttl} or {@code maxEntries} keeps nothing, here or locally. */
    public RedisFetchCache(RedisLink link, String prefix, Duration ttl, int maxEntries, long maxEntryBytes) {
        this.link = link;
        this.prefix = prefix + "fetch:";
        this.index = prefix + "fetch-index";
        this.ttlMillis = ttl.toMillis();
        this.maxEntries = maxEntries;
        this.maxEntryBytes = maxEntryBytes;
        this.local = FetchCache.inMemory(ttl, maxEntries);
    }

    @Override
    public Optional<FetchResult> get(String key) {
        if (ttlMillis == 0 || maxEntries == 0) {
            return Optional.empty();
        }
        Optional<FetchResult> shared =
                link.call(redis -> redis.get(entryKey(key))).flatMap(RedisFetchCache::decode);
        return shared.isPresent() ? shared : local.get(key);
    }

    @Override
    public void put(String key, FetchResult result) {
        if (ttlMillis == 0 || maxEntries == 0 || !FetchResult.HIGH.equals(result.quality())) {
            return;
        }
        String value = encode(result);
        if (value.getBytes(StandardCharsets.UTF_8).length > maxEntryBytes) {
            local.put(key, result);
            return;
        }
        Optional<Object> stored = link.run(
                PUT,
                List.of(entryKey(key), index),
                List.of(value, Long.toString(ttlMillis), Integer.toString(maxEntries)));
        if (stored.isEmpty()) {
            local.put(key, result);
        }
    }

    private String entryKey(String key) {
        return prefix + Hashes.sha256(key);
    }

    static String encode(FetchResult result) {
        ObjectNode entry = Json.mapper().createObjectNode();
        entry.put("v", VERSION);
        entry.put("content", result.content());
        entry.put("url", result.url());
        entry.put("strategy", result.strategy());
        entry.put("quality", result.quality());
        entry.put("content_type", result.contentType());
        entry.set("metadata", Json.mapper().valueToTree(result.metadata()));
        try {
            return Json.mapper().writeValueAsString(entry);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a fetch result is always JSON", e);
        }
    }

    static Optional<FetchResult> decode(@Nullable String value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            JsonNode entry = Json.mapper().readTree(value);
            if (entry == null || entry.path("v").asInt(-1) != VERSION) {
                return Optional.empty();
            }
            Map<String, Object> metadata = entry.hasNonNull("metadata")
                    ? Json.mapper().convertValue(entry.get("metadata"), METADATA)
                    : Map.of();
            return Optional.of(new FetchResult(
                    text(entry, "content"),
                    text(entry, "url"),
                    text(entry, "strategy"),
                    text(entry, "quality"),
                    text(entry, "content_type"),
                    false,
                    0,
                    metadata));
        } catch (JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            LOG.debug("Ignoring an unreadable fetch cache entry: {}", e.toString());
            return Optional.empty();
        }
    }

    private static String text(JsonNode entry, String field) {
        JsonNode node = entry.get(field);
        if (node == null || !node.isTextual()) {
            throw new IllegalArgumentException("entry field " + field + " is missing");
        }
        return node.asText();
    }
}
