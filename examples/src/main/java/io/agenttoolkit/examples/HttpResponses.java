package io.agenttoolkit.examples;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The error shapes of both tool servers and the helpers that write them: {@code {"detail": "..."}} for the HTTP layer
 * (REST, and the Host, token and size checks in front of every endpoint) and the JSON-RPC error object for the MCP
 * protocol layer. An error answered before the request body was read first reads (a bounded amount of) the rest of
 * the body, so the client gets the answer rather than a reset connection.
 */
final class HttpResponses {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final String JSON = "application/json";

    /** The largest request body accepted on any endpoint, in bytes (1 MiB). */
    static final int MAX_BODY_BYTES = 1024 * 1024;

    /**
     * How much of an unwanted body is read before answering. A client that sends more than this gets the answer and
     * then a closed connection, which it may see as a reset: the limit keeps a hostile upload from holding a thread.
     */
    static final long DRAIN_LIMIT = 64L * MAX_BODY_BYTES;

    private HttpResponses() {}

    static byte[] bytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise a JSON value", e);
        }
    }

    /** Writes a complete response with a known length. */
    static void send(HttpServletResponse response, int status, String contentType, byte[] body) throws IOException {
        response.setStatus(status);
        response.setContentType(contentType);
        response.setContentLength(body.length);
        if (body.length > 0) {
            response.getOutputStream().write(body);
        }
    }

    /** Answers {@code {"detail": ...}} with the status, after reading what is left of the request body. */
    static void sendDetail(HttpServletRequest request, HttpServletResponse response, int status, String detail)
            throws IOException {
        drainBody(request, response);
        send(response, status, JSON, detailBody(detail));
    }

    static byte[] detailBody(String detail) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("detail", detail);
        return bytes(body);
    }

    /**
     * Returns a JSON-RPC 2.0 error response without an id (the request's id is unknown at this layer): {@code
     * {"jsonrpc":"2.0","id":null,"error":{"code":...,"message":...}}}.
     */
    static ObjectNode jsonRpcError(int code, String message) {
        ObjectNode body = MAPPER.createObjectNode();
        body.put("jsonrpc", "2.0");
        body.putNull("id");
        ObjectNode error = body.putObject("error");
        error.put("code", code);
        error.put("message", message);
        return body;
    }

    /**
     * Reads and discards the rest of the request body, up to {@link #DRAIN_LIMIT} bytes, so that closing or reusing
     * the connection after an early answer does not reset it under the client. A client that waits for {@code 100
     * Continue} has not sent its body: reading would invite it to, so the connection is closed after the answer
     * instead.
     */
    static void drainBody(HttpServletRequest request, HttpServletResponse response) {
        String expect = request.getHeader("Expect");
        if (expect != null && expect.toLowerCase(Locale.ROOT).contains("100-continue")) {
            response.setHeader("Connection", "close");
            return;
        }
        long declared = request.getContentLengthLong();
        if (declared == 0 || (declared < 0 && request.getHeader("Transfer-Encoding") == null)) {
            return;
        }
        if (declared > DRAIN_LIMIT) {
            response.setHeader("Connection", "close");
            return;
        }
        try {
            ServletInputStream in = request.getInputStream();
            byte[] buffer = new byte[64 * 1024];
            long drained = 0;
            int read;
            while (drained <= DRAIN_LIMIT && (read = in.read(buffer)) >= 0) {
                drained += read;
            }
            if (drained > DRAIN_LIMIT) {
                response.setHeader("Connection", "close");
            }
        } catch (IOException | IllegalStateException e) {
            // The body was already taken as a reader, or the client went away: nothing left to read here.
            response.setHeader("Connection", "close");
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
