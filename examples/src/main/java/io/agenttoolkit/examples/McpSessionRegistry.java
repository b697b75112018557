package io.agenttoolkit.examples;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The live MCP sessions of one HTTP transport, bounded in number and idle time. The SDK's transport providers keep
 * every session until the client sends {@code DELETE} (or, for SSE, until a keep-alive write fails), so this registry
 * tracks them beside the SDK and closes them through the transport when they expire or must make room.
 *
 * <p>A session is busy while a request of it runs ({@link #begin}/{@link #end}); otherwise it is idle. Idle sessions
 * older than the idle timeout are closed by a reaper thread; when the cap is reached, a new session takes the place
 * of the least recently used idle one, and with none idle it is refused. A slot is reserved before a session is
 * created ({@link #reserve}) so concurrent initializations never overshoot the cap. Thread-safe; closers run outside
 * the lock.
 */
final class McpSessionRegistry implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(McpSessionRegistry.class);

    private final int maxSessions;
    private final long idleTimeoutNanos;
    private final LongSupplier clock;
    // Access order: the first entry is the least recently used.
    private final LinkedHashMap<String, Entry> sessions = new LinkedHashMap<>(16, 0.75f, true);
    private int reserved;
    private boolean closed;
    private @Nullable ScheduledExecutorService reaper;

    McpSessionRegistry(int maxSessions, Duration idleTimeout, LongSupplier clock) {
        if (maxSessions < 1) {
            throw new IllegalArgumentException("maxSessions must be at least 1, got " + maxSessions);
        }
        if (idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("sessionIdleTimeout must be positive, got " + idleTimeout);
        }
        this.maxSessions = maxSessions;
        this.idleTimeoutNanos = idleTimeout.toNanos();
        this.clock = clock;
    }

    /** Starts the thread that closes idle sessions, checking a few times per idle timeout. */
    synchronized void startReaper() {
        if (reaper != null) {
            return;
        }
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "mcp-session-reaper");
            thread.setDaemon(true);
            return thread;
        });
        long period = Math.max(TimeUnit.MILLISECONDS.toNanos(50), Math.min(idleTimeoutNanos / 4, 60_000_000_000L));
        executor.scheduleWithFixedDelay(this::expireIdle, period, period, TimeUnit.NANOSECONDS);
        reaper = executor;
    }

    /**
     * Returns whether a new session may be created, reserving its slot; at the cap, first closes the least recently
     * used idle session. A true answer must be followed by {@link #register} or {@link #release}.
     */
    boolean reserve() {
        Entry evicted = null;
        synchronized (this) {
            if (closed) {
                return false;
            }
            if (sessions.size() + reserved >= maxSessions) {
                Iterator<Entry> oldestFirst = sessions.values().iterator();
                while (oldestFirst.hasNext()) {
                    Entry entry = oldestFirst.next();
                    if (entry.inFlight == 0) {
                        oldestFirst.remove();
                        evicted = entry;
                        break;
                    }
                }
                if (evicted == null) {
                    return false;
                }
            }
            reserved++;
        }
        if (evicted != null) {
            LOG.debug("Closing least recently used session {} to make room", evicted.id);
            closeQuietly(evicted);
        }
        return true;
    }

    /** Gives back a reserved slot whose session was not created. */
    synchronized void release() {
        reserved--;
    }

    /** Turns a reserved slot into the session {@code id}, closed by {@code closer} when it expires or is evicted. */
    void register(String id, Runnable closer) {
        boolean refused;
        synchronized (this) {
            reserved--;
            refused = closed;
            if (!refused) {
                sessions.put(id, new Entry(id, closer, clock.getAsLong()));
            }
        }
        if (refused) {
            closer.run();
        }
    }

    /** Marks a request of the session as running; returns false when the session is unknown (closed or never made). */
    synchronized boolean begin(String id) {
        Entry entry = sessions.get(id);
        if (entry == null) {
            return false;
        }
        entry.inFlight++;
        entry.lastUsed = clock.getAsLong();
        return true;
    }

    /** Marks a request of the session as ended. */
    synchronized void end(String id) {
        Entry entry = sessions.get(id);
        if (entry != null) {
            entry.inFlight--;
            entry.lastUsed = clock.getAsLong();
        }
    }

    /** Forgets a session the client or the transport closed itself; its closer is not run. */
    synchronized void remove(String id) {
        sessions.remove(id);
    }

    /** Returns the number of live sessions. */
    synchronized int size() {
        return sessions.size();
    }

    /** Closes every idle session unused for the idle timeout; returns how many were closed. */
    int expireIdle() {
        List<Entry> expired = new ArrayList<>();
        synchronized (this) {
            long now = clock.getAsLong();
            Iterator<Entry> oldestFirst = sessions.values().iterator();
            while (oldestFirst.hasNext()) {
                Entry entry = oldestFirst.next();
                if (entry.inFlight == 0 && now - entry.lastUsed >= idleTimeoutNanos) {
                    oldestFirst.remove();
                    expired.add(entry);
                }
            }
        }
        for (Entry entry : expired) {
            LOG.debug("Closing session {}: idle for longer than the idle timeout", entry.id);
            closeQuietly(entry);
        }
        return expired.size();
    }

    /** Stops the reaper, refuses new sessions and closes every live one. */
    @Override
    public void close() {
        List<Entry> all;
        synchronized (this) {
            closed = true;
            if (reaper != null) {
                reaper.shutdownNow();
                reaper = null;
            }
            all = new ArrayList<>(sessions.values());
            sessions.clear();
        }
        all.forEach(McpSessionRegistry::closeQuietly);
    }

    private static void closeQuietly(Entry entry) {
        try {
            entry.closer.run();
        } catch (RuntimeException e) {
            // The session is gone from the registry either way; the transport's own sweep is the backstop.
            LOG.warn("Could not close session {}: {}", entry.id, e.toString());
        }
    }

    private static final class Entry {
        final String id;
        final Runnable closer;
        long lastUsed;
        int inFlight;

        Entry(String id, Runnable closer, long now) {
            this.id = id;
            this.closer = closer;
            this.lastUsed = now;
        }
    }

    /** For tests and logs: the sessions, least recently used first. */
    synchronized List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (Map.Entry<String, Entry> entry : sessions.entrySet()) {
            ids.add(entry.getKey());
        }
        return ids;
    }
}
