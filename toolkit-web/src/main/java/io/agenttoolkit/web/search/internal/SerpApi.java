package io.agenttoolkit.web.search.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.search.SearchException;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/** The provider's HTTP API: the search request and the zone calls. Knows the wire, not the policy. */
public final class SerpApi {
    /** The provider's error-code header; present on an HTTP 200 it means the request failed. */
    public static final String ERROR_CODE_HEADER = "x-brd-err-code";

    /** The provider's error-message header that may accompany {@link #ERROR_CODE_HEADER}. */
    public static final String ERROR_MESSAGE_HEADER = "x-brd-error";

    private final HttpClient http;
    private final String base;

    /** What the provider answered. */
    public record Reply(
            int status,
            @Nullable String errorCode,
            @Nullable String errorMessage,
            byte[] body) {}

    /** Creates the API over an endpoint base such as {@code https://api.brightdata.com}. */
    public SerpApi(HttpClient http, URI endpoint) {
        this.http = http;
        String text = endpoint.toString();
        this.base = text.endsWith("/") ? text.substring(0, text.length() - 1) : text;
    }

    /** Asks the provider for the page behind {@code url} through {@code zone}: {@code POST {endpoint}/request}. */
    public Reply request(String key, String zone, String url, Deadline deadline) throws InterruptedException {
        Map<String, String> body = Map.of("zone", zone, "url", url, "format", "raw", "data_format", "parsed");
        HttpRequest request = builder(key, "/request", deadline)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(body)))
                .build();
        return send(request, deadline);
    }

    /** Lists the account's active zones: {@code GET {endpoint}/zone/get_active_zones}. */
    public Reply activeZones(String key, Deadline deadline) throws InterruptedException {
        return send(builder(key, "/zone/get_active_zones", deadline).GET().build(), deadline);
    }

    /** Creates a web-unlocker zone: {@code POST {endpoint}/zone}. */
    public Reply createZone(String key, String zone, Deadline deadline) throws InterruptedException {
        Map<String, Object> body =
                Map.of("zone", Map.of("name", zone, "type", "unblocker"), "plan", Map.of("type", "unblocker"));
        HttpRequest request = builder(key, "/zone", deadline)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(body)))
                .build();
        return send(request, deadline);
    }

    private HttpRequest.Builder builder(String key, String path, Deadline deadline) {
        return HttpRequest.newBuilder(URI.create(base + path))
                .timeout(atLeastOneMilli(deadline.remaining()))
                .header("Authorization", "Bearer " + key)
                .header("Accept", "application/json");
    }

    private Reply send(HttpRequest request, Deadline deadline) throws InterruptedException {
        if (deadline.expired()) {
            throw SearchTimeout.exceeded(deadline);
        }
        CompletableFuture<HttpResponse<byte[]>> future =
                http.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray());
        HttpResponse<byte[]> response;
        try {
            response = future.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw SearchTimeout.exceeded(deadline);
        } catch (InterruptedException e) {
            future.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            if (cause instanceof HttpTimeoutException) {
                throw SearchTimeout.exceeded(deadline);
            }
            if (cause instanceof IOException || cause instanceof IllegalArgumentException) {
                throw new SearchException(
                        ErrorKind.UPSTREAM, "search provider unreachable at " + base + ": " + describe(cause), cause);
            }
            throw new SearchException(ErrorKind.UPSTREAM, "search provider call failed: " + describe(cause), cause);
        }
        return new Reply(
                response.statusCode(),
                header(response, ERROR_CODE_HEADER),
                header(response, ERROR_MESSAGE_HEADER),
                response.body() == null ? new byte[0] : response.body());
    }

    private static @Nullable String header(HttpResponse<?> response, String name) {
        String value = response.headers().firstValue(name).orElse(null);
        if (value == null || value.isBlank()) {
            return null;
        }
        String trimmed = value.strip();
        return trimmed.length() <= 200 ? trimmed : trimmed.substring(0, 200) + "...";
    }

    private static String describe(Throwable failure) {
        String message = failure.getMessage();
        String name = failure.getClass().getSimpleName();
        return message == null || message.isBlank() ? name : name + ": " + message;
    }

    private static Duration atLeastOneMilli(Duration duration) {
        return duration.compareTo(Duration.ofMillis(1)) < 0 ? Duration.ofMillis(1) : duration;
    }
}
