package io.agenttoolkit.redis.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.exceptions.JedisNoScriptException;

/**
 * The one connection pool of a {@code RedisSharing}, with the outage rule every caller relies on: a command that
 * fails (Redis down, slow past the command timeout, restarting, refusing) makes Redis "unavailable" and the caller
 * gets empty, to go on with its local state. While unavailable, calls get empty at once, except one call per retry
 * interval that tries Redis again; the first success makes it available again. One WARN line when an outage starts,
 * one INFO line when it ends. Thread-safe.
 */
public final class RedisLink implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger("io.agenttoolkit.redis.RedisSharing");

    private final UnifiedJedis jedis;
    private final Runnable dropIdleConnections;
    private final String where;
    private final long retryNanos;
    private final LongSupplier ticker;
    private final AtomicBoolean down = new AtomicBoolean();
    private final AtomicLong nextTryAt = new AtomicLong();
    private final AtomicLong outages = new AtomicLong();

    /** A Lua script, run by its SHA-1 and sent whole only when the server does not know it (after a restart). */
    public static final class Script {
        private final String name;
        private final String source;
        private volatile @Nullable String sha;

        private Script(String name, String source) {
            this.name = name;
            this.source = source;
        }

        /** Returns the script read from this package's resource {@code <name>.lua}. */
        public static Script load(String name) {
            try (InputStream in = RedisLink.class.getResourceAsStream(name + ".lua")) {
                if (in == null) {
                    throw new IllegalStateException("missing script resource " + name + ".lua");
                }
                return new Script(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read script " + name + ".lua", e);
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * Creates the link over a client; {@code dropIdleConnections} empties its pool (after an outage the pooled
     * connections are broken, and each would otherwise fail one call).
     */
    public RedisLink(
            UnifiedJedis jedis,
            Runnable dropIdleConnections,
            String where,
            Duration retryInterval,
            LongSupplier ticker) {
        this.jedis = jedis;
        this.dropIdleConnections = dropIdleConnections;
        this.where = where;
        this.retryNanos = retryInterval.toNanos();
        this.ticker = ticker;
    }

    /** Returns the command's answer, or empty when Redis is unavailable or the command failed. */
    public <T> Optional<T> call(Function<UnifiedJedis, @Nullable T> command) {
        if (down.get()) {
            long due = nextTryAt.get();
            long now = ticker.getAsLong();
            // One caller per interval probes; the others go local without waiting on a dead server.
            if (now - due < 0 || !nextTryAt.compareAndSet(due, now + retryNanos)) {
                return Optional.empty();
            }
        }
        try {
            T answer = command.apply(jedis);
            if (down.compareAndSet(true, false)) {
                // A connection given back to the pool during the outage may be broken; it must not start a new one.
                dropIdle();
                LOG.info("Redis at {} is back: the fetch cache and the search keys are shared again", where);
            }
            return Optional.ofNullable(answer);
        } catch (RuntimeException e) {
            failed(e);
            return Optional.empty();
        }
    }

    /** Runs the script and returns its answer, or empty when Redis is unavailable or the script failed. */
    public Optional<Object> run(Script script, List<String> keys, List<String> args) {
        return call(redis -> {
            String sha = script.sha;
            if (sha != null) {
                try {
                    return redis.evalsha(sha, keys, args);
                } catch (JedisNoScriptException e) {
                    // Redis restarted (or flushed its scripts): load it again below.
                }
            }
            script.sha = redis.scriptLoad(script.source);
            return redis.evalsha(script.sha, keys, args);
        });
    }

    /** Returns whether the last call reached Redis (true before any call). */
    public boolean available() {
        return !down.get();
    }

    /** Returns how many outages began since the link was created. */
    public long outages() {
        return outages.get();
    }

    /** Returns where Redis is, without credentials, for log lines. */
    public String where() {
        return where;
    }

    private void failed(RuntimeException e) {
        nextTryAt.set(ticker.getAsLong() + retryNanos);
        if (down.compareAndSet(false, true)) {
            outages.incrementAndGet();
            LOG.warn(
                    "Redis at {} is unavailable ({}): fetch cache and search keys are local to this process until it"
                            + " is back",
                    where,
                    describe(e));
            dropIdle();
        } else {
            LOG.debug("Redis at {} still unavailable: {}", where, describe(e));
        }
    }

    private void dropIdle() {
        try {
            dropIdleConnections.run();
        } catch (RuntimeException e) {
            // Emptied only so that no later call meets a broken connection; failing to is harmless.
            LOG.debug("Could not empty the Redis connection pool: {}", e.toString());
        }
    }

    private static String describe(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return root.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
    }

    /** Closes the connection pool. */
    @Override
    public void close() {
        jedis.close();
    }
}
