package io.agenttoolkit.redis.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.web.search.KeyLease;
import io.agenttoolkit.web.search.KeyOutcome;
import io.agenttoolkit.web.search.KeyScheduler;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A {@link KeyScheduler} whose state lives in Redis, so that every process using the same keys obeys one set of
 * rules: at most one request in flight per key, the next one no sooner than the delay after the previous one ended,
 * refused keys resting everywhere. Each decision is one Lua script, atomic on the server and timed by the server's
 * clock. A lease lives until the caller's budget ends plus {@link #LEASE_GRACE}, so a process that dies holding one
 * blocks the key no longer than that.
 *
 * <p>While Redis is unavailable the scheduler hands out keys from a {@link KeyScheduler#local()} scheduler over the
 * same keys, and goes back to Redis when it answers again. Keys are named in Redis by their SHA-256 only.
 */
public final class RedisKeyScheduler implements KeyScheduler {
    private static final Logger LOG = LoggerFactory.getLogger("io.agenttoolkit.redis.RedisSharing");

    /** How long a lease outlives the budget of the request that took it. */
    public static final Duration LEASE_GRACE = Duration.ofSeconds(1);

    /** The longest a waiting caller sleeps before asking again whether a busy key was given back. */
    static final long BUSY_POLL_MILLIS = 10;

    private static final RedisLink.Script ACQUIRE = RedisLink.Script.load("acquire");
    private static final RedisLink.Script RELEASE = RedisLink.Script.load("release");
    private static final RedisLink.Script USABLE = RedisLink.Script.load("usable");

    private final RedisLink link;
    private final List<String> apiKeys;
    private final List<String> stateKeys;
    private final long delayMillis;
    private final KeyScheduler local;
    private final AtomicInteger next = new AtomicInteger();

    /** Creates the scheduler over the keys; their state hashes are {@code <prefix>serp:key:<sha-256 of the key>}. */
    public RedisKeyScheduler(RedisLink link, String prefix, List<String> apiKeys, Duration rateLimitDelay) {
        if (apiKeys.isEmpty()) {
            throw new IllegalArgumentException("a key scheduler needs at least one key");
        }
        this.link = link;
        this.apiKeys = List.copyOf(apiKeys);
        List<String> names = new ArrayList<>();
        for (String key : apiKeys) {
            names.add(prefix + "serp:key:" + Hashes.sha256(key));
        }
        this.stateKeys = List.copyOf(names);
        // Round up: a delay of 0.5 ms must still separate two requests.
        this.delayMillis = (rateLimitDelay.toNanos() + 999_999) / 1_000_000;
        this.local = KeyScheduler.local().create(apiKeys, rateLimitDelay);
    }

    @Override
    public Optional<KeyLease> acquire(Duration maxWait) throws InterruptedException {
        long end = System.nanoTime() + Math.max(0, maxWait.toNanos());
        String token = UUID.randomUUID().toString();
        while (true) {
            long remainingMillis = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            int first = Math.floorMod(next.get(), apiKeys.size());
            List<String> order = new ArrayList<>(stateKeys.size());
            for (int i = 0; i < stateKeys.size(); i++) {
                order.add(stateKeys.get((first + i) % stateKeys.size()));
            }
            long leaseMillis = Math.max(0, remainingMillis) + LEASE_GRACE.toMillis();
            Optional<Object> answer = link.run(ACQUIRE, order, List.of(token, Long.toString(leaseMillis)));
            if (answer.isEmpty()) {
                return local.acquire(Duration.ofNanos(Math.max(0, end - System.nanoTime())));
            }
            List<?> reply = (List<?>) answer.get();
            String verdict = String.valueOf(reply.get(0));
            if (verdict.equals("lent")) {
                int index = (first + (int) number(reply.get(1)) - 1) % apiKeys.size();
                next.set(index + 1);
                return Optional.of(new Lease(index, apiKeys.get(index), token));
            }
            if (verdict.equals("resting")) {
                throw restingFailure(String.valueOf(reply.get(1)), String.valueOf(reply.get(2)));
            }
            long waitMillis = number(reply.get(1));
            if (String.valueOf(reply.get(2)).equals("busy")) {
                // A busy key may be given back any moment; the jitter keeps waiting processes out of step.
                waitMillis = Math.min(
                        waitMillis,
                        BUSY_POLL_MILLIS + ThreadLocalRandom.current().nextLong(5));
            }
            long leftMillis = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            if (leftMillis <= 0
                    || (waitMillis > leftMillis && !String.valueOf(reply.get(2)).equals("busy"))) {
                return Optional.empty();
            }
            Thread.sleep(Math.max(1, Math.min(waitMillis, leftMillis)));
        }
    }

    @Override
    public void release(KeyLease lease, KeyOutcome outcome, String reason) {
        if (!(lease instanceof Lease shared)) {
            local.release(lease, outcome, reason);
            return;
        }
        if (!shared.returned.compareAndSet(false, true)) {
            return;
        }
        long restMillis = outcome.rest().toMillis();
        // If Redis fails here the lease expires on its own; the local scheduler never lent this key.
        link.run(
                RELEASE,
                List.of(stateKeys.get(shared.index)),
                List.of(shared.token, Long.toString(delayMillis), Long.toString(restMillis), outcome.name(), reason));
        if (outcome != KeyOutcome.OK) {
            LOG.info(
                    "Search {} rests for {} s in every process sharing {}: {}",
                    shared,
                    outcome.rest().toSeconds(),
                    link.where(),
                    reason);
        }
    }

    @Override
    public int usableKeys() {
        return link.run(USABLE, stateKeys, List.of())
                .map(count -> (int) number(count))
                .orElseGet(local::usableKeys);
    }

    private static SearchException restingFailure(String outcomeName, String reason) {
        ErrorKind kind = ErrorKind.UPSTREAM;
        try {
            kind = KeyOutcome.valueOf(outcomeName).errorKind();
        } catch (IllegalArgumentException e) {
            // Written by a newer version of this library: report it as an upstream failure.
        }
        return new SearchException(kind, reason.isBlank() ? "every search API key is resting" : reason);
    }

    private static long number(Object value) {
        return value instanceof Number n ? n.longValue() : Long.parseLong(String.valueOf(value));
    }

    private static final class Lease implements KeyLease {
        private final int index;
        private final String apiKey;
        private final String token;
        private final AtomicBoolean returned = new AtomicBoolean();

        Lease(int index, String apiKey, String token) {
            this.index = index;
            this.apiKey = apiKey;
            this.token = token;
        }

        @Override
        public int number() {
            return index + 1;
        }

        @Override
        public String apiKey() {
            return apiKey;
        }

        @Override
        public String toString() {
            return "key #" + number();
        }
    }
}
