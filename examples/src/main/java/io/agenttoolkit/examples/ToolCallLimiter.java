package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.ToolSpec;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Bounds the tool calls a server runs at once, shared by its REST and MCP sides. Tools that reach the open world
 * (their {@code openWorld} hint, that is fetch and search) draw from a network pool; every other tool from a CPU pool,
 * so a slow page fetch can never hold the permits a calculator or file read needs.
 *
 * <p>Each pool runs at most {@code maxConcurrent} calls; up to twice as many more wait, each for at most {@code
 * maxWait}. A call past the queue, or one that waited too long, is refused with {@link ServerBusyException} before
 * the tool runs. Calls run on the caller's thread: the limiter hands out permits, it owns no threads. Thread-safe.
 */
public final class ToolCallLimiter {
    /** The seconds a refused client is told to wait before retrying ({@code Retry-After}). */
    public static final int RETRY_AFTER_SECONDS = 1;

    private final Pool cpu;
    private final Pool network;
    private final Duration maxWait;
    private final AtomicBoolean closed = new AtomicBoolean();

    private ToolCallLimiter(Builder builder) {
        this.cpu = new Pool("CPU-bound", builder.maxCalls);
        this.network = new Pool("network-bound", builder.maxNetworkCalls);
        this.maxWait = builder.maxWait;
    }

    /** Returns a builder with the defaults: 4 calls per core, 16 network calls, 10 s wait. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns a permit to run the tool now, waiting up to the configured time for one; close the permit when the
     * call ends.
     *
     * @throws ServerBusyException when the tool's pool and its queue are full, the wait ran out, the limiter is
     *     closed or the thread was interrupted
     */
    public Permit acquire(ToolSpec tool) {
        Pool pool = tool.annotations().openWorld() ? network : cpu;
        return pool.acquire(tool.name());
    }

    /** Returns the number of calls running now, over both pools. */
    public int running() {
        return cpu.running() + network.running();
    }

    /** Returns the number of calls waiting for a slot now, over both pools. */
    int waiting() {
        return cpu.waiting.get() + network.waiting.get();
    }

    /**
     * Refuses new calls from now on and waits for the running ones to end; returns whether they all ended in time.
     *
     * @param grace how long to wait for running calls
     */
    public boolean drain(Duration grace) throws InterruptedException {
        closed.set(true);
        long deadline = System.nanoTime() + grace.toNanos();
        // Polling is enough here: draining happens once, at shutdown, and a call ends in milliseconds to seconds.
        while (running() > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            Thread.sleep(Math.min(20, TimeUnit.NANOSECONDS.toMillis(left) + 1));
        }
        return true;
    }

    /** A running call's hold on its pool; closing it (once) lets the next call in. */
    public interface Permit extends AutoCloseable {
        /** Releases the permit; later calls do nothing. */
        @Override
        void close();
    }

    /** Thrown when the server is too busy to run a tool call now; the client should retry later. */
    public static final class ServerBusyException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ServerBusyException(String message) {
            super(message, null, false, false);
        }

        /** Returns the seconds the client should wait before retrying. */
        public int retryAfterSeconds() {
            return RETRY_AFTER_SECONDS;
        }
    }

    private final class Pool {
        private final String kind;
        private final int maxConcurrent;
        private final int maxWaiting;
        private final Semaphore permits;
        private final AtomicInteger waiting = new AtomicInteger();

        Pool(String kind, int maxConcurrent) {
            this.kind = kind;
            this.maxConcurrent = maxConcurrent;
            this.maxWaiting = 2 * maxConcurrent;
            this.permits = new Semaphore(maxConcurrent, true);
        }

        Permit acquire(String tool) {
            if (closed.get()) {
                throw new ServerBusyException("The server is shutting down; " + tool + " was not run");
            }
            if (!permits.tryAcquire()) {
                if (waiting.incrementAndGet() > maxWaiting) {
                    waiting.decrementAndGet();
                    throw busy(tool, "the queue of " + maxWaiting + " waiting calls is full");
                }
                try {
                    if (!permits.tryAcquire(maxWait.toNanos(), TimeUnit.NANOSECONDS)) {
                        throw busy(tool, "no slot freed within " + maxWait.toMillis() + " ms");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw busy(tool, "the wait was interrupted");
                } finally {
                    waiting.decrementAndGet();
                }
            }
            AtomicBoolean released = new AtomicBoolean();
            return () -> {
                if (released.compareAndSet(false, true)) {
                    permits.release();
                }
            };
        }

        int running() {
            return maxConcurrent - permits.availablePermits();
        }

        private ServerBusyException busy(String tool, String why) {
            return new ServerBusyException("The server is busy: " + maxConcurrent + " " + kind + " tool calls are"
                    + " running and " + why + "; " + tool + " was not run, retry in " + RETRY_AFTER_SECONDS + " s");
        }
    }

    /** Configures a {@link ToolCallLimiter}. */
    public static final class Builder {
        private int maxCalls = 4 * Runtime.getRuntime().availableProcessors();
        private int maxNetworkCalls = 16;
        private Duration maxWait = Duration.ofSeconds(10);

        private Builder() {}

        /**
         * Sets how many CPU-bound tool calls (every tool without the open-world hint) run at once; default 4 per
         * core.
         *
         * @throws IllegalArgumentException when below 1
         */
        public Builder maxCalls(int maxCalls) {
            this.maxCalls = positive("maxCalls", maxCalls);
            return this;
        }

        /**
         * Sets how many network-bound tool calls (fetch, search: tools with the open-world hint) run at once; default
         * 16.
         *
         * @throws IllegalArgumentException when below 1
         */
        public Builder maxNetworkCalls(int maxNetworkCalls) {
            this.maxNetworkCalls = positive("maxNetworkCalls", maxNetworkCalls);
            return this;
        }

        /**
         * Sets how long a call waits in the queue for a free slot before it is refused; default 10 s.
         *
         * @throws IllegalArgumentException when negative
         */
        public Builder maxWait(Duration maxWait) {
            Objects.requireNonNull(maxWait, "maxWait");
            if (maxWait.isNegative()) {
                throw new IllegalArgumentException("maxWait must not be negative, got " + maxWait);
            }
            this.maxWait = maxWait;
            return this;
        }

        /** Returns the configured limiter. */
        public ToolCallLimiter build() {
            return new ToolCallLimiter(this);
        }

        private static int positive(String name, int value) {
            if (value < 1) {
                throw new IllegalArgumentException(name + " must be at least 1, got " + value);
            }
            return value;
        }
    }
}
