package io.agenttoolkit.web.search.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.web.search.KeyLease;
import io.agenttoolkit.web.search.KeyOutcome;
import io.agenttoolkit.web.search.KeyScheduler;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.LongSupplier;

/** The default {@link KeyScheduler}: a {@link KeyPool} in this process's memory. Thread-safe. */
public final class LocalKeyScheduler implements KeyScheduler {
    private final KeyPool pool;
    private final LongSupplier ticker;

    /** Creates the scheduler over the keys (at least one) with the delay, timed by the nanosecond ticker. */
    public LocalKeyScheduler(List<String> apiKeys, Duration rateLimitDelay, LongSupplier ticker) {
        this.pool = new KeyPool(apiKeys, rateLimitDelay, ticker);
        this.ticker = ticker;
    }

    @Override
    public Optional<KeyLease> acquire(Duration maxWait) throws InterruptedException {
        Duration wait = maxWait.isNegative() ? Duration.ZERO : maxWait;
        try {
            return Optional.of(new Lent(pool.acquire(Deadline.after(wait, ticker))));
        } catch (SearchException e) {
            if (e.kind() == ErrorKind.TIMEOUT) {
                return Optional.empty();
            }
            throw e;
        }
    }

    @Override
    public void release(KeyLease lease, KeyOutcome outcome, String reason) {
        if (!(lease instanceof Lent lent)) {
            throw new IllegalArgumentException("not a lease of this scheduler: " + lease);
        }
        if (outcome == KeyOutcome.OK) {
            pool.release(lent.lease);
        } else {
            pool.rest(lent.lease, outcome.rest(), new SearchException(outcome.errorKind(), reason));
        }
    }

    @Override
    public int usableKeys() {
        return pool.usable();
    }

    private record Lent(KeyPool.Lease lease) implements KeyLease {
        @Override
        public int number() {
            return lease.number();
        }

        @Override
        public String apiKey() {
            return lease.key();
        }

        @Override
        public String toString() {
            return lease.toString();
        }
    }
}
