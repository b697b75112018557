package io.agenttoolkit.examples;

import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.List;
import java.util.Set;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;

/**
 * Writes the errors Jetty and the MCP SDK answer through {@code sendError} (unknown path, unknown session on GET, a
 * malformed request line, ...) as JSON instead of Jetty's HTML page: a JSON-RPC error object on the MCP endpoints,
 * {@code {"detail": ...}} elsewhere. Never a stack trace or an exception's class name.
 */
final class JsonErrorHandler extends ErrorHandler {
    private final Set<String> jsonRpcPaths;

    /** Creates a handler that answers JSON-RPC errors on the given exact paths. */
    JsonErrorHandler(Set<String> jsonRpcPaths) {
        this.jsonRpcPaths = Set.copyOf(jsonRpcPaths);
        setShowStacks(false);
        setShowCauses(false);
    }

    /** Answers with a body whatever the method: Jetty's default leaves DELETE and PUT errors empty. */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    @Override
    protected boolean generateAcceptableResponse(
            Request request,
            Response response,
            Callback callback,
            String contentType,
            List<Charset> charsets,
            int code,
            @Nullable String message,
            @Nullable Throwable cause) {
        write(request, response, callback, code, message);
        return true;
    }

    @Override
    protected void generateResponse(
            Request request,
            Response response,
            int code,
            @Nullable String message,
            @Nullable Throwable cause,
            Callback callback) {
        write(request, response, callback, code, message);
    }

    /** Answers a request Jetty could not parse (bad request line, ambiguous URI, oversized headers). */
    @Override
    public ByteBuffer badMessageError(int code, @Nullable String message, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, HttpResponses.JSON);
        return ByteBuffer.wrap(HttpResponses.detailBody(text(code, message, null)));
    }

    private void write(Request request, Response response, Callback callback, int code, @Nullable String message) {
        String path = request.getHttpURI().getPath();
        byte[] body;
        if (path != null && jsonRpcPaths.contains(path)) {
            // The MCP endpoints are mapped exactly, so their 404 means the Mcp-Session-Id (or sessionId) is unknown.
            String text = code == 404 ? "Session not found; initialize a new session" : text(code, message, null);
            body = HttpResponses.bytes(HttpResponses.jsonRpcError(jsonRpcCode(code), text));
        } else {
            body = HttpResponses.detailBody(text(code, message, path));
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, HttpResponses.JSON);
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    private static String text(int code, @Nullable String message, @Nullable String path) {
        String reason = HttpStatus.getMessage(code);
        if (code == 404 && path != null) {
            return "Not found: " + path;
        }
        if (message == null || message.isBlank() || message.equals(reason) || message.contains("org.eclipse.jetty")) {
            return reason == null ? "HTTP status " + code : reason;
        }
        return firstLine(message);
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }

    /** JSON-RPC's own codes: -32600 for a request the server cannot take, -32603 for a server-side failure. */
    private static int jsonRpcCode(int status) {
        return status >= 500 ? -32603 : -32600;
    }
}
