package io.agenttoolkit.web.fetch.internal.render;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.internal.Json;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;

/** Turns a configured browser endpoint into the WebSocket address of its DevTools browser session. */
final class DevToolsEndpoint {
    private DevToolsEndpoint() {}

    /**
     * Parses and checks a configured endpoint: {@code ws://host:port/devtools/browser/<id>} is used as it is;
     * {@code ws://host:port} (no path) or {@code http://host:port} is resolved later through
     * {@code /json/version}.
     */
    static URI parse(String endpoint) {
        URI uri;
        try {
            uri = new URI(endpoint.strip());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cdpEndpoint must be a ws:// or http:// URL, got " + endpoint, e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("ws") || scheme.equals("wss") || scheme.equals("http") || scheme.equals("https"))
                || uri.getHost() == null) {
            throw new IllegalArgumentException("cdpEndpoint must be a ws:// or http:// URL, got " + endpoint);
        }
        return uri;
    }

    /** Returns whether the endpoint names the browser session itself rather than the browser's HTTP root. */
    static boolean isDirect(URI endpoint) {
        String scheme = endpoint.getScheme().toLowerCase(Locale.ROOT);
        String path = endpoint.getRawPath();
        return (scheme.equals("ws") || scheme.equals("wss")) && path != null && !path.isEmpty() && !path.equals("/");
    }

    /**
     * Returns whether the endpoint's host is this machine's loopback: {@code localhost} or a loopback address literal
     * ({@code 127.0.0.0/8}, {@code ::1}). Other names are not looked up and count as remote.
     */
    static boolean isLoopback(URI endpoint) {
        String host = endpoint.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        boolean literal = host.chars().allMatch(c -> c == '.' || c == ':' || Character.digit(c, 16) >= 0);
        if (!literal || !(host.contains(":") || host.chars().allMatch(c -> c == '.' || Character.isDigit(c)))) {
            return false;
        }
        try {
            return java.net.InetAddress.getByName(host).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    /** Returns the HTTP root ({@code http://host:port}) of the browser's DevTools server. */
    static URI httpRoot(URI endpoint) {
        String scheme = endpoint.getScheme().toLowerCase(Locale.ROOT);
        String httpScheme = scheme.equals("wss") || scheme.equals("https") ? "https" : "http";
        try {
            return new URI(httpScheme, null, endpoint.getHost(), endpoint.getPort(), "/", null, null);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cdpEndpoint has an unusable host, got " + endpoint, e);
        }
    }

    /**
     * Returns the WebSocket address of the browser session: the endpoint itself when it has a path, else the
     * {@code webSocketDebuggerUrl} of {@code GET http://host:port/json/version}, with its host and port replaced by
     * the configured ones (browsers in containers report an address only they can reach).
     */
    static URI resolve(URI endpoint, HttpClient httpClient, Duration timeout) throws IOException, InterruptedException {
        if (isDirect(endpoint)) {
            return endpoint;
        }
        URI versionUri = httpRoot(endpoint).resolve("/json/version");
        HttpRequest request = HttpRequest.newBuilder(versionUri)
                .timeout(timeout.isZero() ? Duration.ofMillis(1) : timeout)
                .header("Accept", "application/json")
                .GET()
                .build();
        HttpResponse<String> response = httpClient.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException(versionUri + " answered HTTP " + response.statusCode());
        }
        JsonNode reply = Json.mapper().readTree(response.body());
        String debuggerUrl =
                reply == null ? null : reply.path("webSocketDebuggerUrl").asText(null);
        if (debuggerUrl == null || debuggerUrl.isBlank()) {
            throw new IOException(versionUri + " gave no webSocketDebuggerUrl");
        }
        URI reported = URI.create(debuggerUrl);
        String wsScheme = httpRoot(endpoint).getScheme().equals("https") ? "wss" : "ws";
        try {
            return new URI(
                    wsScheme,
                    null,
                    endpoint.getHost(),
                    endpoint.getPort(),
                    reported.getPath(),
                    reported.getQuery(),
                    null);
        } catch (URISyntaxException e) {
            throw new IOException("unusable webSocketDebuggerUrl " + debuggerUrl, e);
        }
    }
}
