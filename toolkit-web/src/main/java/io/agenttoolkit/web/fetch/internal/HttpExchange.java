package io.agenttoolkit.web.fetch.internal;

import java.net.URI;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One request to send through {@link SafeHttp}.
 *
 * @param method {@code GET} or {@code POST}
 * @param uri where to send it
 * @param headers the request headers
 * @param credentialHeaders names of headers that carry secrets; they are dropped on a redirect to another origin
 * @param body the request body, or null
 * @param checkDestination whether the address rules apply to {@code uri}'s origin (false for services the integrator
 *     configured); a redirect to another origin is always checked
 * @param timeout the longest this exchange may take, clamped to the budget; null for the whole budget
 */
public record HttpExchange(
        String method,
        URI uri,
        Map<String, String> headers,
        Set<String> credentialHeaders,
        byte @Nullable [] body,
        boolean checkDestination,
        @Nullable Duration timeout) {

    /** Creates the exchange; the header map keeps its order. */
    public HttpExchange {
        headers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        credentialHeaders = Set.copyOf(credentialHeaders);
    }

    /** Returns a copy of this exchange that may take at most the given time (still clamped to the budget). */
    public HttpExchange withTimeout(Duration limit) {
        return new HttpExchange(method, uri, headers, credentialHeaders, body, checkDestination, limit);
    }

    /** Returns a checked GET of a page with these headers. */
    public static HttpExchange get(URI uri, Map<String, String> headers) {
        return new HttpExchange("GET", uri, headers, Set.of(), null, true, null);
    }
}
