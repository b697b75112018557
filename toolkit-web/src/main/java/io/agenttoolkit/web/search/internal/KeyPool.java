package io.agenttoolkit.web.search.internal;

import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The API keys of one client, handed out round-robin with a per-key rate limit.
 *
 * <p>A key serves one request at a time, and the next request on it starts no sooner than the delay after the
 * previous one ended; so requests on one key are never closer than the delay, whatever the network does. A key the
 * provider refused rests (is skipped) for a while. Among the keys that may send now, the one after the last key used
 * goes first. Thread-safe. Keys are named in logs and messages by number ({@code key #2}), never by value.
 */
public final class KeyPool {
    private static final Logger LOG = LoggerFactory.getLogger(KeyPool.class);

    private final List<String> keys;
    private final long delayNanos;
    private final LongSupplier ticker;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final long[] readyAt;
    private final boolean[] busy;
    private final long[] restedUntil;
    private final @Nullable SearchException[] restCause;
    private int next;

    /** A key lent to one request; give it back with {@link #release} or {@link #rest}. */
    public static final class Lease {
        private final int index;
        private final String key;
        private boolean returned;

        private Lease(int index, String key) {
            this.index = index;
            this.key = key;
        }

        /** Returns the key's number, from 1, for logs and messages. */
        public int number() {
            return index + 1;
        }

        /** Returns the key itself, for the Authorization header only. */
        public String key() {
            return key;
        }

        @Override
        public String toString() {
            return "key #" + number();
        }
    }

    /** Creates a pool over the keys (at least one) with the delay between requests on one key. */
    public KeyPool(List<String> keys, Duration delay, LongSupplier ticker) {
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("a key pool needs at least one key");
        }
        this.keys = List.copyOf(keys);
        this.delayNanos = delay.toNanos();
        this.ticker = ticker;
        int size = keys.size();
        this.readyAt = new long[size];
        this.busy = new boolean[size];
        this.restedUntil = new long[size];
        this.restCause = new SearchException[size];
        long now = ticker.getAsLong();
        for (int i = 0; i < size; i++) {
            readyAt[i] = now;
            restedUntil[i] = now;
        }
    }

    /** Returns how many keys the pool holds. */
    public int size() {
        return keys.size();
    }

    /** Returns how many keys are not resting now. */
    public int usable() {
        lock.lock();
        try {
            long now = ticker.getAsLong();
            int count = 0;
            for (int i = 0; i < keys.size(); i++) {
                if (restedUntil[i] - now <= 0) {
                    count++;
                }
            }
            return count;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits for a key that may send now and lends it.
     *
     * @throws SearchException the cause of the last rest when every key is resting, or the deadline's timeout when no
     *     key becomes free in time
     * @throws InterruptedException when the thread is interrupted while waiting
     */
    public Lease acquire(Deadline deadline) throws InterruptedException {
        lock.lock();
        try {
            while (true) {
                long now = ticker.getAsLong();
                int chosen = -1;
                long earliest = Long.MAX_VALUE;
                boolean anyUsable = false;
                boolean anyBusy = false;
                SearchException lastCause = null;
                for (int offset = 0; offset < keys.size(); offset++) {
                    int i = (next + offset) % keys.size();
                    if (restedUntil[i] - now > 0) {
                        lastCause = restCause[i] != null ? restCause[i] : lastCause;
                        continue;
                    }
                    anyUsable = true;
                    if (busy[i]) {
                        anyBusy = true;
                        continue;
                    }
                    if (chosen < 0 || readyAt[i] - earliest < 0) {
                        chosen = i;
                        earliest = readyAt[i];
                    }
                }
                if (!anyUsable) {
                    throw copy(lastCause);
                }
                if (chosen >= 0 && earliest - now <= 0) {
                    busy[chosen] = true;
                    next = (chosen + 1) % keys.size();
                    return new Lease(chosen, keys.get(chosen));
                }
                long wakeAt = chosen >= 0 ? earliest : deadline.endNanos();
                if (!anyBusy && wakeAt - deadline.endNanos() > 0) {
                    throw SearchTimeout.exceeded(deadline);
                }
                if (deadline.endNanos() - now <= 0) {
                    throw SearchTimeout.exceeded(deadline);
                }
                long wait = Math.min(wakeAt, deadline.endNanos()) - now;
                changed.await(Math.max(wait, 1), TimeUnit.NANOSECONDS);
            }
        } finally {
            lock.unlock();
        }
    }

    /** Gives a key back after its request ended; its next request waits the delay from now. */
    public void release(Lease lease) {
        lock.lock();
        try {
            if (lease.returned) {
                return;
            }
            lease.returned = true;
            busy[lease.index] = false;
            readyAt[lease.index] = ticker.getAsLong() + delayNanos;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Gives a key back and rests it: it is skipped for {@code duration}; {@code cause} is what a search gets when every
     * key is resting.
     */
    public void rest(Lease lease, Duration duration, SearchException cause) {
        lock.lock();
        try {
            if (lease.returned) {
                return;
            }
            lease.returned = true;
            long now = ticker.getAsLong();
            busy[lease.index] = false;
            readyAt[lease.index] = now + delayNanos;
            restedUntil[lease.index] = now + duration.toNanos();
            restCause[lease.index] = cause;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        LOG.info("Search {} rests for {} s: {}", lease, duration.toSeconds(), cause.getMessage());
    }

    private static SearchException copy(@Nullable SearchException cause) {
        if (cause == null) {
            throw new IllegalStateException("every key is resting without a cause");
        }
        return new SearchException(cause.kind(), cause.getMessage(), null);
    }
}
