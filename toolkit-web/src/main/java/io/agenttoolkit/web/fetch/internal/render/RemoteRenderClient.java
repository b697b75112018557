package io.agenttoolkit.web.fetch.internal.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * Client of a remote browser service: {@code POST {endpoint}/render} with {@code {"url", "formats": ["html"],
 * "timeout": <ms>}} and the rendered HTML read from {@code content.html} of the JSON reply.
 *
 * <p>Immutable and thread-safe. The whole exchange, body included, lives inside the call's time budget. Redirects
 * of the service are not followed by this class (a 3xx is a failure), so the token never leaves the configured
 * origin unless the supplied {@link HttpClient} itself follows redirects.
 */
public final class RemoteRenderClient {
    /** Upper bound of the service's JSON reply; rendered pages beyond this are refused. */
    static final long MAX_REPLY_BYTES = 64L * 1024 * 1024;

    private final URI renderUri;
    private final @Nullable String token;
    private final HttpClient httpClient;
    private final long maxReplyBytes;

    /** Creates a client of the service at {@code endpoint}, sending {@code token} as a bearer token when not null. */
    public RemoteRenderClient(URI endpoint, @Nullable String token, HttpClient httpClient) {
        this(endpoint, token, httpClient, MAX_REPLY_BYTES);
    }

    RemoteRenderClient(URI endpoint, @Nullable String token, HttpClient httpClient, long maxReplyBytes) {
        Objects.requireNonNull(endpoint, "endpoint");
        String scheme = endpoint.getScheme();
        if (scheme == null || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))) {
            throw new IllegalArgumentException("remoteRenderEndpoint must be an http or https URL, got " + endpoint);
        }
        this.renderUri = renderUri(endpoint);
        this.token = token == null || token.isBlank() ? null : token.strip();
        this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
        this.maxReplyBytes = maxReplyBytes;
    }

    private static URI renderUri(URI endpoint) {
        String base = endpoint.toString();
        int query = base.indexOf('?');
        if (query >= 0) {
            base = base.substring(0, query);
        }
        return URI.create(base.endsWith("/") ? base + "render" : base + "/render");
    }

    /**
     * Returns the HTML the service rendered for {@code url}, asking it to finish within {@code timeout} and waiting
     * no longer than that.
     *
     * @throws RenderException of kind {@code TIMEOUT} when the reply does not arrive within {@code timeout}, of kind
     *     {@code UPSTREAM} on a network failure, a non-2xx status, a reply that is not JSON, a reply without
     *     {@code content.html}, or a reply larger than 64 MiB
     */
    public String render(String url, Duration timeout) {
        Objects.requireNonNull(url, "url");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new RenderException(ErrorKind.TIMEOUT, "No time left to render " + url, null);
        }
        ObjectNode body = Json.mapper().createObjectNode();
        body.put("url", url);
        body.putArray("formats").add("html");
        body.put("timeout", Math.max(1, timeout.toMillis()));
        HttpRequest.Builder request = HttpRequest.newBuilder(renderUri)
                .timeout(timeout)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<byte[]> response = send(request.build(), url, timeout);
        int status = response.statusCode();
        if (status < 200 || status > 299) {
            throw new RenderException(
                    ErrorKind.UPSTREAM, "Remote render service answered HTTP " + status + " for " + url, null);
        }
        return html(response.body(), url);
    }

    private HttpResponse<byte[]> send(HttpRequest request, String url, Duration timeout) {
        CompletableFuture<HttpResponse<byte[]>> future =
                httpClient.sendAsync(request, info -> new BoundedBodySubscriber(maxReplyBytes));
        try {
            return future.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw timedOut(url, timeout, e);
        } catch (InterruptedException e) {
            future.cancel(true);
            Thread.currentThread().interrupt();
            throw new RenderException(ErrorKind.UPSTREAM, "Remote render of " + url + " was interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            if (cause instanceof HttpTimeoutException) {
                throw timedOut(url, timeout, cause);
            }
            if (cause instanceof BoundedBodySubscriber.BodyTooLargeException
                    || cause.getCause() instanceof BoundedBodySubscriber.BodyTooLargeException) {
                throw new RenderException(
                        ErrorKind.UPSTREAM,
                        "Remote render reply for " + url + " is larger than " + maxReplyBytes + " bytes",
                        cause);
            }
            String reason = cause instanceof IOException && cause.getMessage() != null
                    ? cause.getMessage()
                    : cause.getClass().getSimpleName();
            throw new RenderException(
                    ErrorKind.UPSTREAM, "Remote render service failed for " + url + ": " + reason, cause);
        }
    }

    private static RenderException timedOut(String url, Duration timeout, Throwable cause) {
        return new RenderException(
                ErrorKind.TIMEOUT,
                "Remote render of " + url + " took longer than " + timeout.toMillis() + " ms",
                cause);
    }

    private static String html(byte[] reply, String url) {
        JsonNode root;
        try {
            root = Json.mapper().readTree(reply);
        } catch (IOException e) {
            throw new RenderException(
                    ErrorKind.UPSTREAM, "Remote render service sent a reply that is not JSON for " + url, e);
        }
        JsonNode html = root == null ? null : root.path("content").get("html");
        if (html == null || !html.isTextual() || html.asText().isBlank()) {
            throw new RenderException(
                    ErrorKind.UPSTREAM, "Remote render service sent no content.html for " + url, null);
        }
        return html.asText();
    }
}
