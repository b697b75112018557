package io.agenttoolkit.web.fetch.internal;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.fetch.FetchException;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Client of the remote reader service: {@code POST {endpoint}} with {@code {"url"}}, asking for Markdown with the
 * page chrome removed; tries its engines in order until one gives sufficient content. Keys rotate round-robin and a
 * refused key rests. Thread-safe.
 */
public final class RemoteReader {
    private static final Logger LOG = LoggerFactory.getLogger(RemoteReader.class);

    /** Selectors the service removes before converting. */
    static final String REMOVE_SELECTOR = "header, footer, nav, aside";

    /** Selectors the service waits for before reading the page. */
    static final String WAIT_FOR_SELECTOR =
            "main, article, .content, #content, .main-content, #main-content, [role='main']";

    /** How much longer than {@code X-Timeout} the HTTP exchange may take (still within the budget). */
    static final Duration HTTP_GRACE = Duration.ofSeconds(10);

    private final SafeHttp http;
    private final URI endpoint;
    private final KeyRing keys;
    private final List<String> engines;

    /** What the reader returned: the content, the engine that produced it, the page title and whether it sufficed. */
    public record Outcome(
            String content, String engine, @Nullable String title, boolean sufficient) {}

    /** Creates a client of the service at {@code endpoint} with these keys and engines (tried in order). */
    public RemoteReader(SafeHttp http, URI endpoint, KeyRing keys, List<String> engines) {
        this.http = http;
        this.endpoint = endpoint;
        this.keys = keys;
        this.engines = List.copyOf(engines);
    }

    /**
     * Returns the best content the service gave for the URL: the first sufficient one, else the longest; empty when
     * every engine failed or gave nothing.
     *
     * @throws FetchException of kind TIMEOUT when the budget runs out before any engine answered
     */
    public Optional<Outcome> read(URI url, Budget budget) {
        Outcome best = null;
        for (String engine : engines) {
            if (budget.remaining().toMillis() < 1000) {
                break;
            }
            Outcome outcome = readWith(engine, url, budget);
            if (outcome == null) {
                continue;
            }
            if (outcome.sufficient()) {
                return Optional.of(outcome);
            }
            if (best == null || outcome.content().length() > best.content().length()) {
                best = outcome;
            }
        }
        return Optional.ofNullable(best);
    }

    private @Nullable Outcome readWith(String engine, URI url, Budget budget) {
        int attempts = Math.max(1, keys.size());
        for (int attempt = 0; attempt < attempts; attempt++) {
            Integer keyIndex = null;
            if (!keys.isEmpty()) {
                Optional<Integer> next = keys.nextIndex();
                if (next.isEmpty()) {
                    LOG.warn("Remote reader skipped: every API key is resting after refusals");
                    return null;
                }
                keyIndex = next.get();
            }
            long secondsLeft = budget.remaining().toSeconds();
            if (secondsLeft < 1) {
                return null;
            }
            Map<String, String> headers = new LinkedHashMap<>();
            headers.put("Accept", "application/json");
            headers.put("Content-Type", "application/json");
            headers.put("X-Return-Format", "markdown");
            headers.put("X-Remove-Selector", REMOVE_SELECTOR);
            headers.put("X-Engine", engine);
            headers.put("X-Wait-For-Selector", WAIT_FOR_SELECTOR);
            headers.put("X-Timeout", Long.toString(secondsLeft));
            if (keyIndex != null) {
                headers.put("Authorization", "Bearer " + keys.key(keyIndex));
            }
            byte[] body = Json.mapper()
                    .createObjectNode()
                    .put("url", url.toString())
                    .toString()
                    .getBytes(StandardCharsets.UTF_8);
            HttpExchange exchange = new HttpExchange(
                    "POST",
                    endpoint,
                    headers,
                    Set.of("Authorization"),
                    body,
                    false,
                    Duration.ofSeconds(secondsLeft).plus(HTTP_GRACE));
            HttpReply reply;
            try {
                reply = http.send(exchange, budget, null);
            } catch (IOException e) {
                LOG.info("Remote reader (engine {}) failed for {}: {}", engine, url, e.toString());
                return null;
            } catch (FetchException e) {
                LOG.info("Remote reader (engine {}) failed for {}: {}", engine, url, e.getMessage());
                return null;
            }
            int status = reply.status();
            if (keyIndex != null && (status == 401 || status == 403)) {
                LOG.warn("Remote reader refused API key #{} (HTTP {}); it rests for an hour", keyIndex + 1, status);
                keys.rest(keyIndex, KeyRing.UNAUTHORIZED_REST);
                continue;
            }
            if (keyIndex != null && status == 429) {
                LOG.warn("Remote reader rate-limited API key #{}; it rests for five minutes", keyIndex + 1);
                keys.rest(keyIndex, KeyRing.RATE_LIMITED_REST);
                continue;
            }
            if (!reply.isSuccess()) {
                LOG.info("Remote reader (engine {}) answered HTTP {} for {}", engine, status, url);
                return null;
            }
            return parse(reply, engine, url);
        }
        return null;
    }

    private static @Nullable Outcome parse(HttpReply reply, String engine, URI url) {
        JsonNode data;
        try {
            data = Json.mapper().readTree(reply.text()).path("data");
        } catch (IOException e) {
            LOG.info("Remote reader (engine {}) sent a reply that is not JSON for {}", engine, url);
            return null;
        }
        String content = data.path("content").asText("").strip();
        if (content.isEmpty()) {
            return null;
        }
        String title = data.path("title").asText("").strip();
        return new Outcome(content, engine, title.isEmpty() ? null : title, Sufficiency.isSufficient(content, 0));
    }
}
