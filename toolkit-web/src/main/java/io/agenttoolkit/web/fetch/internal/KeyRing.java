package io.agenttoolkit.web.fetch.internal;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * API keys used round-robin; a key the service refused rests for a while and is skipped until then. Thread-safe.
 */
public final class KeyRing {
    /** How long a key answered 401 or 403 rests. */
    public static final Duration UNAUTHORIZED_REST = Duration.ofHours(1);

    /** How long a key answered 429 rests. */
    public static final Duration RATE_LIMITED_REST = Duration.ofMinutes(5);

    private final List<String> keys;
    private final Clock clock;
    private final AtomicInteger next = new AtomicInteger();
    private final ConcurrentHashMap<Integer, Instant> restingUntil = new ConcurrentHashMap<>();

    /** Creates a ring over the keys, in order. */
    public KeyRing(List<String> keys, Clock clock) {
        this.keys = List.copyOf(keys);
        this.clock = clock;
    }

    /** Returns whether there are no keys at all. */
    public boolean isEmpty() {
        return keys.isEmpty();
    }

    /** Returns how many keys the ring holds. */
    public int size() {
        return keys.size();
    }

    /** Returns the index of the next key that is not resting, in rotation; empty when all rest. */
    public Optional<Integer> nextIndex() {
        Instant now = clock.instant();
        for (int tries = 0; tries < keys.size(); tries++) {
            int index = Math.floorMod(next.getAndIncrement(), keys.size());
            Instant until = restingUntil.get(index);
            if (until == null || !now.isBefore(until)) {
                restingUntil.remove(index, until);
                return Optional.of(index);
            }
        }
        return Optional.empty();
    }

    /** Returns the key at an index from {@link #nextIndex()}. */
    public String key(int index) {
        return keys.get(index);
    }

    /** Lets the key at the index rest for the given time. */
    public void rest(int index, Duration duration) {
        restingUntil.put(index, clock.instant().plus(duration));
    }
}
