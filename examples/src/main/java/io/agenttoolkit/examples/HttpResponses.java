package io.agenttoolkit.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Request checks and JSON responses for the REST server, with the specification's {@code {"detail": ...}} errors. */
final class HttpResponses {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final String JSON = "application/json";

    private static final Logger LOG = LoggerFactory.getLogger(HttpResponses.class);
    private static final long DRAIN_LIMIT = 8L * RestToolServer.MAX_BODY_BYTES;

    private HttpResponses() {}

    static byte[] bytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise a JSON value", e);
        }
    }

    static void send(HttpExchange exchange, int status, String contentType, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", contentType);
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        if (body.length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    static void sendDetail(HttpExchange exchange, int status, String detail) throws IOException {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("detail", detail);
        send(exchange, status, JSON, bytes(body));
    }

    static void trySendDetail(HttpExchange exchange, int status, String detail) {
        try {
            sendDetail(exchange, status, detail);
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not send the error response: {}", e.toString());
        }
    }

    static void drain(InputStream in) throws IOException {
        byte[] buffer = new byte[64 * 1024];
        long drained = 0;
        int read;
        while (drained < DRAIN_LIMIT && (read = in.read(buffer)) >= 0) {
            drained += read;
        }
    }

    static boolean isOver(String length) {
        return declaredLength(length) > RestToolServer.MAX_BODY_BYTES;
    }

    static long declaredLength(@Nullable String length) {
        try {
            return length == null ? -1 : Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    static boolean isJson(@Nullable String contentType) {
        if (contentType == null) {
            return false;
        }
        int semicolon = contentType.indexOf(';');
        String mediaType = (semicolon < 0 ? contentType : contentType.substring(0, semicolon))
                .trim()
                .toLowerCase(Locale.ROOT);
        return mediaType.equals(JSON) || (mediaType.startsWith("application/") && mediaType.endsWith("+json"));
    }
}
