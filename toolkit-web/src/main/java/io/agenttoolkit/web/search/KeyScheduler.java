package io.agenttoolkit.web.search;

import io.agenttoolkit.web.search.internal.LocalKeyScheduler;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Hands out the API keys of one {@link SerpSearchClient}, one request at a time, and holds the pacing and resting
 * rules behind that: a key serves at most one request at a time, its next request starts no sooner than the client's
 * {@code rateLimitDelay} after the previous one ended, and a key the provider refused rests for
 * {@link KeyOutcome#rest()}. The client calls {@link #acquire(Duration)} before each provider request and
 * {@link #release(KeyLease, KeyOutcome, String)} once after it, whatever happened.
 *
 * <p>The default, {@link #local()}, keeps that state in the process; {@code toolkit-redis} offers one that keeps it
 * in Redis so that several processes sharing keys share the limits. Implementations are thread-safe, never put a key
 * in a log line or message, and never fail a search because their own store failed.
 */
public interface KeyScheduler {

    /**
     * Returns a key that may send now, waiting up to {@code maxWait} for one; empty when none became free in time.
     * Among the keys free now, the one after the key this scheduler lent last goes first (round-robin).
     *
     * @throws SearchException when every key is resting: the reason given when the last of them was rested, with the
     *     kind of its outcome
     * @throws InterruptedException when the thread is interrupted while waiting
     */
    Optional<KeyLease> acquire(Duration maxWait) throws InterruptedException;

    /**
     * Gives a lent key back after its request ended, with what the provider said about the key. Its next request waits
     * the delay from now; an outcome other than {@link KeyOutcome#OK} also rests the key. A lease given back twice is
     * ignored the second time.
     *
     * @param reason one sentence without the key that searches get while every key rests; ignored for {@code OK}
     */
    void release(KeyLease lease, KeyOutcome outcome, String reason);

    /** Returns how many keys are not resting now; the client paginates with that many requests at once. */
    int usableKeys();

    /** Creates the scheduler of one client from the client's keys and delay; see {@link SerpSearchClient.Builder}. */
    @FunctionalInterface
    interface Factory {
        /**
         * Returns a scheduler over the keys (at least one, in the client's order) with the delay between the end of
         * one request and the start of the next on the same key.
         */
        KeyScheduler create(List<String> apiKeys, Duration rateLimitDelay);
    }

    /** Returns the factory of the default scheduler, which keeps every key's state in this process's memory. */
    static Factory local() {
        return (apiKeys, rateLimitDelay) -> new LocalKeyScheduler(apiKeys, rateLimitDelay, System::nanoTime);
    }
}
