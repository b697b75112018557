package io.agenttoolkit.examples;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.Map;

/**
 * Counts the HTTP requests a server is working on so shutdown can wait for them: once {@link #close closed}, new
 * requests are refused with 503 and {@link #awaitIdle} returns when the running ones have answered. Long-lived event
 * streams count only while their first response is written, so an open stream never holds shutdown up. Thread-safe.
 */
final class RequestGate implements Filter {
    static final String SHUTTING_DOWN = "The server is shutting down";

    private final boolean jsonRpc;
    private int running;
    private boolean closed;

    /** Creates a gate whose refusals carry a JSON-RPC error ({@code jsonRpc}, for MCP) or {@code {"detail": ...}}. */
    RequestGate(boolean jsonRpc) {
        this.jsonRpc = jsonRpc;
    }

    /** Returns whether the request may run; if so, {@link #exit} must follow. */
    synchronized boolean enter() {
        if (closed) {
            return false;
        }
        running++;
        return true;
    }

    /** Marks a request as answered. */
    synchronized void exit() {
        running--;
        if (running == 0) {
            notifyAll();
        }
    }

    /** Refuses new requests from now on. */
    synchronized void close() {
        closed = true;
    }

    /** Waits until no request is running or the grace period ends; returns whether all ended. */
    synchronized boolean awaitIdle(Duration grace) throws InterruptedException {
        long deadline = System.nanoTime() + grace.toNanos();
        while (running > 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return true;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!enter()) {
            HttpServletResponse out = (HttpServletResponse) response;
            out.setHeader("Retry-After", "1");
            out.setHeader("Connection", "close");
            if (jsonRpc) {
                McpSessionFilter.sendError(out, 503, null, McpSessionFilter.SERVER_BUSY, SHUTTING_DOWN);
            } else {
                out.setStatus(503);
                out.setContentType(HttpResponses.JSON);
                out.getOutputStream().write(HttpResponses.bytes(Map.of("detail", SHUTTING_DOWN)));
            }
            return;
        }
        try {
            chain.doFilter(request, response);
        } finally {
            exit();
        }
    }
}
