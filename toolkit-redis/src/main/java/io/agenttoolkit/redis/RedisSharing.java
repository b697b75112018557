package io.agenttoolkit.redis;

import io.agenttoolkit.redis.internal.RedisFetchCache;
import io.agenttoolkit.redis.internal.RedisKeyScheduler;
import io.agenttoolkit.redis.internal.RedisLink;
import io.agenttoolkit.web.fetch.FetchCache;
import io.agenttoolkit.web.search.KeyScheduler;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import redis.clients.jedis.ConnectionPoolConfig;
import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.RedisClient;

/**
 * Returns the shared pieces that let several processes behave as one towards the web: a {@link FetchCache} for
 * {@code Fetcher.builder().cache(...)} (a page fetched by one process is served from Redis to the others) and a
 * {@link KeyScheduler.Factory} for {@code SerpSearchClient.builder().keyScheduler(...)} (each search key's pacing —
 * one request at a time, {@code rateLimitDelay} between requests — and the rests of refused keys hold across all of
 * them).
 *
 * <pre>{@code
 * RedisSharing redis = RedisSharing.builder().url("redis://cache.internal:6379").build();
 * Fetcher fetcher = Fetcher.builder().cache(redis.fetchCache()).build();
 * SerpSearchClient search = SerpSearchClient.builder().keyScheduler(redis.keyScheduler()).build();
 * }</pre>
 *
 * <p>Redis faults never fail a fetch or a search: when Redis is down, slow (past {@code commandTimeout}) or restarting,
 * each process goes on with the in-memory defaults, logs one WARN line for the outage (not one per call), tries Redis
 * again every {@code retryInterval} and shares again as soon as it answers. Nothing secret is written in clear: API
 * keys and cache keys (URLs) appear in Redis only as SHA-256 hashes. Needs a single Redis (or a primary) 6.2 or later;
 * Redis Cluster is not supported.
 *
 * <p>{@link Builder#build()} contacts nothing. Thread-safe; share one instance per process and {@link #close()} it
 * at shutdown.
 */
public final class RedisSharing implements AutoCloseable {
    /** Environment variable the example server reads the Redis URL from. */
    public static final String URL_VARIABLE = "TOOLKIT_REDIS_URL";

    /** The default cache time-to-live and size, the same as the fetcher's in-memory cache. */
    public static final Duration DEFAULT_CACHE_TTL = Duration.ofMinutes(5);

    /** The default number of cached results. */
    public static final int DEFAULT_CACHE_MAX_ENTRIES = 128;

    /** The default bound on one cached result, as stored JSON; larger results stay in the process's memory. */
    public static final long DEFAULT_MAX_ENTRY_BYTES = 2L * 1024 * 1024;

    private final URI url;
    private final String prefix;
    private final long maxEntryBytes;
    private final RedisLink link;

    private RedisSharing(Builder builder, URI url) {
        this.url = url;
        this.prefix = builder.keyPrefix;
        this.maxEntryBytes = builder.maxEntryBytes;
        int timeoutMillis = (int) Math.max(1, builder.commandTimeout.toMillis());
        DefaultJedisClientConfig.Builder config = DefaultJedisClientConfig.builder()
                .connectionTimeoutMillis(timeoutMillis)
                .socketTimeoutMillis(timeoutMillis)
                .ssl("rediss".equalsIgnoreCase(url.getScheme()))
                .clientName("agent-toolkit");
        String userInfo = url.getRawUserInfo();
        if (userInfo != null) {
            int colon = userInfo.indexOf(':');
            String user = colon < 0 ? "" : decode(userInfo.substring(0, colon));
            String password = decode(colon < 0 ? userInfo : userInfo.substring(colon + 1));
            if (!user.isEmpty()) {
                config.user(user);
            }
            config.password(password);
        }
        config.database(database(url));
        ConnectionPoolConfig pool = new ConnectionPoolConfig();
        pool.setMaxTotal(builder.maxConnections);
        pool.setMaxIdle(builder.maxConnections);
        pool.setMaxWait(builder.commandTimeout);
        pool.setJmxEnabled(false);
        RedisClient client = RedisClient.builder()
                .hostAndPort(url.getHost(), url.getPort() < 0 ? 6379 : url.getPort())
                .clientConfig(config.build())
                .poolConfig(pool)
                .build();
        this.link = new RedisLink(
                client, () -> client.getPool().clear(), redacted(url), builder.retryInterval, System::nanoTime);
    }

    /** Returns a builder; {@link Builder#url(String)} is required. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a fetch cache in Redis with the default TTL, size and entry bound; see {@link #fetchCache(Duration, int)}. */
    public FetchCache fetchCache() {
        return fetchCache(DEFAULT_CACHE_TTL, DEFAULT_CACHE_MAX_ENTRIES);
    }

    /**
     * Returns a fetch cache in Redis, shared by every process using this Redis and key prefix: high-quality results
     * only, each kept {@code ttl} after it was written, at most {@code maxEntries} (the oldest writes evicted first),
     * each at most {@code maxEntryBytes} of JSON (larger ones are kept in this process's memory). A zero {@code ttl}
     * or size keeps nothing.
     *
     * @throws IllegalArgumentException when {@code ttl} is negative or {@code maxEntries} is below 0
     */
    public FetchCache fetchCache(Duration ttl, int maxEntries) {
        Objects.requireNonNull(ttl, "ttl");
        if (ttl.isNegative()) {
            throw new IllegalArgumentException("cache ttl must not be negative, got " + ttl);
        }
        if (maxEntries < 0) {
            throw new IllegalArgumentException("cache maxEntries must be >= 0, got " + maxEntries);
        }
        return new RedisFetchCache(link, prefix, ttl, maxEntries, maxEntryBytes);
    }

    /**
     * Returns the factory of key schedulers kept in Redis: across every process sharing this Redis and key prefix a
     * key has at most one request in flight, the next request on it starts no sooner than the client's
     * {@code rateLimitDelay} after the previous one ended, and a key refused anywhere rests everywhere. A lease that a
     * process never gave back (it died) expires one second after the budget of the request that took it.
     */
    public KeyScheduler.Factory keyScheduler() {
        return (apiKeys, rateLimitDelay) -> new RedisKeyScheduler(link, prefix, apiKeys, rateLimitDelay);
    }

    /** Returns whether the last command reached Redis; true before the first one. */
    public boolean available() {
        return link.available();
    }

    /** Returns how many Redis outages this process has seen (each logged once at WARN). */
    public long outages() {
        return link.outages();
    }

    /** Returns the Redis URL without its password, e.g. {@code redis://cache.internal:6379}. */
    public String where() {
        return link.where();
    }

    /** Closes the connections; caches and schedulers from this instance must not be used after. */
    @Override
    public void close() {
        link.close();
    }

    /** Returns where Redis is, without credentials. */
    @Override
    public String toString() {
        return "RedisSharing{" + link.where() + ", prefix=" + prefix + "}";
    }

    static String redacted(URI url) {
        String info = url.getRawUserInfo();
        return info == null ? url.toString() : url.toString().replace(info + "@", "***@");
    }

    private static int database(URI url) {
        String path = url.getPath();
        if (path == null || path.isEmpty() || path.equals("/")) {
            return 0;
        }
        try {
            int database = Integer.parseInt(path.substring(1));
            if (database < 0) {
                throw new NumberFormatException();
            }
            return database;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    "Redis URL path must be a database number, got '" + path + "' in " + redacted(url), e);
        }
    }

    private static String decode(String text) {
        return java.net.URLDecoder.decode(text.replace("+", "%2B"), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Configures a {@link RedisSharing}; not thread-safe. */
    public static final class Builder {
        private @org.jspecify.annotations.Nullable String url;
        private Duration commandTimeout = Duration.ofMillis(250);
        private Duration retryInterval = Duration.ofSeconds(1);
        private String keyPrefix = "agent-toolkit:";
        private long maxEntryBytes = DEFAULT_MAX_ENTRY_BYTES;
        private int maxConnections = 32;

        private Builder() {}

        /** Sets the Redis URL: {@code redis://[[user]:password@]host[:port][/database]}, or {@code rediss://} for TLS. */
        public Builder url(String url) {
            this.url = Objects.requireNonNull(url, "url");
            return this;
        }

        /**
         * Sets how long one Redis command (and a connection attempt) may take before Redis counts as unavailable and the
         * call goes on locally; default 250 ms.
         */
        public Builder commandTimeout(Duration commandTimeout) {
            this.commandTimeout = Objects.requireNonNull(commandTimeout, "commandTimeout");
            return this;
        }

        /** Sets how often an unavailable Redis is tried again; default 1 s. */
        public Builder retryInterval(Duration retryInterval) {
            this.retryInterval = Objects.requireNonNull(retryInterval, "retryInterval");
            return this;
        }

        /**
         * Sets the prefix of every Redis key written; default {@code agent-toolkit:}. Processes share state only when
         * they use the same prefix (and Redis database).
         */
        public Builder keyPrefix(String keyPrefix) {
            this.keyPrefix = Objects.requireNonNull(keyPrefix, "keyPrefix");
            return this;
        }

        /** Sets the bound on one cached result as stored JSON; default 2 MiB. Larger results stay in memory. */
        public Builder maxEntryBytes(long maxEntryBytes) {
            this.maxEntryBytes = maxEntryBytes;
            return this;
        }

        /** Sets how many connections the process keeps to Redis at most; default 32. */
        public Builder maxConnections(int maxConnections) {
            this.maxConnections = maxConnections;
            return this;
        }

        /**
         * Returns the sharing over the configured Redis; contacts nothing (an unreachable Redis shows on first use as
         * one WARN line, and calls go on locally).
         *
         * @throws IllegalArgumentException when the URL is missing or malformed, or a setting is out of range
         */
        public RedisSharing build() {
            if (url == null || url.isBlank()) {
                throw new IllegalArgumentException("url is required, e.g. redis://127.0.0.1:6379");
            }
            URI parsed;
            try {
                parsed = new URI(url.strip());
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException("Redis URL is malformed: " + redactedText(url), e);
            }
            String scheme = parsed.getScheme() == null ? "" : parsed.getScheme().toLowerCase(Locale.ROOT);
            if (!scheme.equals("redis") && !scheme.equals("rediss") || parsed.getHost() == null) {
                throw new IllegalArgumentException(
                        "Redis URL must be redis://host[:port][/database] or rediss://..., got " + redacted(parsed));
            }
            database(parsed);
            if (commandTimeout.isNegative()
                    || commandTimeout.isZero()
                    || commandTimeout.toMillis() > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(
                        "commandTimeout must be between 1 ms and 24 days, got " + commandTimeout);
            }
            if (retryInterval.isNegative()) {
                throw new IllegalArgumentException("retryInterval must not be negative, got " + retryInterval);
            }
            if (maxEntryBytes < 1) {
                throw new IllegalArgumentException("maxEntryBytes must be >= 1, got " + maxEntryBytes);
            }
            if (maxConnections < 1) {
                throw new IllegalArgumentException("maxConnections must be >= 1, got " + maxConnections);
            }
            return new RedisSharing(this, parsed);
        }

        private static String redactedText(String url) {
            int at = url.lastIndexOf('@');
            int scheme = url.indexOf("://");
            return at > 0 && scheme >= 0 && at > scheme
                    ? url.substring(0, scheme + 3) + "***" + url.substring(at)
                    : url;
        }
    }
}
