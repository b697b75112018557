package io.agenttoolkit.web.search.internal;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.search.SearchException;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes sure the client's zone exists before its first search, once per client: lists the active zones with every
 * key and creates the zone as a web-unlocker zone where it is missing. A failure is one WARN line and the search goes
 * on. Thread-safe: concurrent first searches wait for the one check (within their own budget).
 */
public final class ZoneCheck {
    private static final Logger LOG = LoggerFactory.getLogger(ZoneCheck.class);

    /** The longest the check may take out of the first search's budget (and never more than half of it). */
    public static final Duration LIMIT = Duration.ofSeconds(5);

    private final SerpApi api;
    private final List<String> keys;
    private final String zone;
    private final boolean enabled;
    private final AtomicReference<CompletableFuture<Void>> started = new AtomicReference<>();

    /** Creates the check; when {@code enabled} is false it does nothing. */
    public ZoneCheck(SerpApi api, List<String> keys, String zone, boolean enabled) {
        this.api = api;
        this.keys = List.copyOf(keys);
        this.zone = zone;
        this.enabled = enabled;
    }

    /**
     * Runs the check if no search has run it yet, or waits (within the deadline) for the one running.
     *
     * @throws InterruptedException when the thread is interrupted while checking or waiting
     */
    public void ensure(Deadline deadline) throws InterruptedException {
        if (!enabled) {
            return;
        }
        CompletableFuture<Void> running = started.get();
        if (running == null) {
            CompletableFuture<Void> mine = new CompletableFuture<>();
            if (started.compareAndSet(null, mine)) {
                try {
                    run(deadline.capped(min(deadline.remaining().dividedBy(2), LIMIT)));
                } finally {
                    mine.complete(null);
                }
                return;
            }
            running = started.get();
        }
        if (!running.isDone()) {
            try {
                running.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
            } catch (TimeoutException | ExecutionException e) {
                // The check is advisory: the search goes on and meets its own deadline.
            }
        }
    }

    private void run(Deadline deadline) throws InterruptedException {
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            String key = keys.get(i);
            String which = keys.size() == 1 ? "" : "key #" + (i + 1) + ": ";
            try {
                SerpApi.Reply zones = api.activeZones(key, deadline);
                if (zones.status() / 100 != 2) {
                    problems.add(which + "zone list answered HTTP " + zones.status());
                    continue;
                }
                if (hasZone(zones.body())) {
                    LOG.debug("Search zone '{}' exists", zone);
                    continue;
                }
                SerpApi.Reply created = api.createZone(key, zone, deadline);
                if (created.status() / 100 == 2) {
                    LOG.info(
                            "Created search zone '{}' (web unlocker){}",
                            zone,
                            keys.size() == 1 ? "" : " for key #" + (i + 1));
                } else {
                    problems.add(which + "zone creation answered HTTP " + created.status());
                }
            } catch (SearchException e) {
                problems.add(which + (e.kind() == ErrorKind.TIMEOUT ? "zone check timed out" : e.getMessage()));
            } catch (IOException e) {
                problems.add(which + "unreadable zone list");
            }
        }
        if (!problems.isEmpty()) {
            LOG.warn(
                    "Could not check or create search zone '{}', searching anyway: {}",
                    zone,
                    String.join("; ", problems));
        }
    }

    private boolean hasZone(byte[] body) throws IOException {
        JsonNode root = Json.mapper().readTree(body);
        JsonNode list = root != null && root.isObject() ? root.path("zones") : root;
        if (list == null || !list.isArray()) {
            throw new IOException("not a list of zones");
        }
        for (JsonNode entry : list) {
            if (zone.equals(entry.path("name").asText(null))) {
                return true;
            }
        }
        return false;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
