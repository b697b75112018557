package io.agenttoolkit.web.fetch.internal.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.internal.Json;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One WebSocket connection to a browser speaking the DevTools protocol, shared by many flat sessions.
 *
 * <p>Commands are matched to replies by id; events carrying a {@code sessionId} go to that session's listener,
 * which is called on the WebSocket's receiving thread and must not block. Sends are serialised because the JDK's
 * {@link WebSocket} allows one outstanding send at a time. When the connection closes, every pending command fails
 * with a {@link CdpProtocolException} whose {@code connectionLost()} is true.
 */
final class CdpConnection implements WebSocket.Listener {
    private static final Logger LOG = LoggerFactory.getLogger(CdpConnection.class);

    /** Guard against a misbehaving endpoint: a single message larger than this closes the connection. */
    static final int MAX_MESSAGE_CHARS = 256 * 1024 * 1024;

    private final AtomicLong nextId = new AtomicLong();
    private final Map<Long, Pending> pending = new ConcurrentHashMap<>();
    private final Map<String, Consumer<JsonNode>> sessions = new ConcurrentHashMap<>();
    private final StringBuilder incoming = new StringBuilder();
    private final Object sendLock = new Object();
    private CompletableFuture<?> lastSend = CompletableFuture.completedFuture(null);
    private volatile @Nullable WebSocket webSocket;
    private volatile boolean open = true;

    private CdpConnection() {}

    /** Opens a connection to the browser's WebSocket endpoint, waiting at most {@code timeout}. */
    static CdpConnection open(URI webSocketUri, HttpClient httpClient, Duration timeout)
            throws IOException, InterruptedException, TimeoutException {
        CdpConnection connection = new CdpConnection();
        CompletableFuture<WebSocket> future = httpClient
                .newWebSocketBuilder()
                .connectTimeout(timeout.isZero() ? Duration.ofMillis(1) : timeout)
                .buildAsync(webSocketUri, connection);
        try {
            connection.webSocket = future.get(Math.max(1, timeout.toNanos()), TimeUnit.NANOSECONDS);
        } catch (ExecutionException e) {
            throw new IOException(
                    "could not open the DevTools WebSocket: " + e.getCause().getMessage(), e.getCause());
        } catch (TimeoutException | InterruptedException e) {
            future.cancel(true);
            future.thenAccept(ws -> ws.abort());
            throw e;
        }
        return connection;
    }

    /** Returns whether the connection is still usable. */
    boolean isOpen() {
        WebSocket ws = webSocket;
        return open && ws != null && !ws.isInputClosed() && !ws.isOutputClosed();
    }

    /** Routes the events of {@code sessionId} to {@code listener} until {@link #removeSession} is called. */
    void addSession(String sessionId, Consumer<JsonNode> listener) {
        sessions.put(sessionId, listener);
    }

    /** Stops routing the events of {@code sessionId}; its commands still waiting for a reply fail. */
    void removeSession(String sessionId) {
        sessions.remove(sessionId);
        pending.forEach((id, waiting) -> {
            if (sessionId.equals(waiting.sessionId()) && pending.remove(id, waiting)) {
                waiting.result().completeExceptionally(new CdpProtocolException("the page session was closed", false));
            }
        });
    }

    /** Sends a command on the browser session ({@code sessionId} null) or a flat session; returns its result. */
    CompletableFuture<JsonNode> send(@Nullable String sessionId, String method, @Nullable ObjectNode params) {
        long id = nextId.incrementAndGet();
        ObjectNode message = Json.mapper().createObjectNode();
        message.put("id", id);
        message.put("method", method);
        if (params != null) {
            message.set("params", params);
        }
        if (sessionId != null) {
            message.put("sessionId", sessionId);
        }
        CompletableFuture<JsonNode> result = new CompletableFuture<>();
        WebSocket ws = webSocket;
        if (!open || ws == null) {
            result.completeExceptionally(lost());
            return result;
        }
        pending.put(id, new Pending(sessionId, result));
        String text = message.toString();
        synchronized (sendLock) {
            CompletableFuture<?> sent =
                    lastSend.handle((ignored, error) -> null).thenCompose(ignored -> ws.sendText(text, true));
            sent.whenComplete((ignored, error) -> {
                if (error != null) {
                    Pending waiting = pending.remove(id);
                    if (waiting != null) {
                        waiting.result()
                                .completeExceptionally(new CdpProtocolException(
                                        "could not send " + method + " to the browser: " + error.getMessage(), true));
                    }
                }
            });
            lastSend = sent;
        }
        if (!open) {
            failPending();
        }
        return result;
    }

    /** Closes the connection; pending commands fail. */
    void close() {
        open = false;
        WebSocket ws = webSocket;
        if (ws != null) {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "").whenComplete((ignored, error) -> ws.abort());
        }
        failPending();
    }

    @Override
    public void onOpen(WebSocket webSocket) {
        webSocket.request(1);
    }

    @Override
    public @Nullable CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        incoming.append(data);
        if (incoming.length() > MAX_MESSAGE_CHARS) {
            LOG.warn("DevTools message larger than {} characters; closing the browser connection", MAX_MESSAGE_CHARS);
            incoming.setLength(0);
            open = false;
            webSocket.abort();
            failPending();
            return null;
        }
        if (last) {
            String text = incoming.toString();
            incoming.setLength(0);
            dispatch(text);
        }
        webSocket.request(1);
        return null;
    }

    private void dispatch(String text) {
        JsonNode message;
        try {
            message = Json.mapper().readTree(text);
        } catch (IOException e) {
            LOG.debug("ignoring a DevTools message that is not JSON", e);
            return;
        }
        JsonNode id = message.get("id");
        if (id != null && id.canConvertToLong()) {
            Pending waiting = pending.remove(id.asLong());
            if (waiting != null) {
                JsonNode error = message.get("error");
                if (error != null) {
                    waiting.result()
                            .completeExceptionally(new CdpProtocolException(
                                    error.path("message").asText("error") + " ("
                                            + error.path("code").asText() + ")",
                                    false));
                } else {
                    waiting.result().complete(message.path("result"));
                }
            }
            return;
        }
        String sessionId = message.path("sessionId").asText(null);
        if (sessionId == null
                && "Target.detachedFromTarget".equals(message.path("method").asText())) {
            sessionId = message.path("params").path("sessionId").asText(null);
        }
        Consumer<JsonNode> listener = sessionId == null ? null : sessions.get(sessionId);
        if (listener != null) {
            try {
                listener.accept(message);
            } catch (RuntimeException e) {
                LOG.warn("DevTools event listener failed", e);
            }
        }
    }

    @Override
    public @Nullable CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        LOG.debug("browser closed the DevTools connection: {} {}", statusCode, reason);
        open = false;
        failPending();
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        LOG.debug("DevTools connection failed", error);
        open = false;
        failPending();
    }

    private void failPending() {
        for (Long id : pending.keySet()) {
            Pending waiting = pending.remove(id);
            if (waiting != null) {
                waiting.result().completeExceptionally(lost());
            }
        }
        for (Consumer<JsonNode> listener : sessions.values()) {
            ObjectNode event = Json.mapper().createObjectNode();
            event.put("method", "Inspector.detached");
            event.putObject("params").put("reason", "connection lost");
            try {
                listener.accept(event);
            } catch (RuntimeException e) {
                LOG.debug("DevTools event listener failed", e);
            }
        }
    }

    /** A command waiting for its reply, with the session it was sent on (null for the browser session). */
    private record Pending(@Nullable String sessionId, CompletableFuture<JsonNode> result) {}

    private static CdpProtocolException lost() {
        return new CdpProtocolException("the connection to the browser was lost", true);
    }
}
