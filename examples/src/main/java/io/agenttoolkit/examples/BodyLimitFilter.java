package io.agenttoolkit.examples;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/**
 * Answers 413 with {@code {"detail": ...}} to a request body over {@link HttpResponses#MAX_BODY_BYTES}, on every
 * endpoint. A declared length is checked before anything is read; a chunked body is read up to the limit and handed
 * on from memory. Either way the rest of an oversized body is read before answering, so the client sees the 413.
 */
final class BodyLimitFilter implements Filter {
    private final int maxBytes;

    BodyLimitFilter(int maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        long length = http.getContentLengthLong();
        if (length > maxBytes) {
            tooLarge(http, out);
            return;
        }
        if (length < 0 && http.getHeader("Transfer-Encoding") != null) {
            byte[] body = http.getInputStream().readNBytes(maxBytes + 1);
            if (body.length > maxBytes) {
                tooLarge(http, out);
                return;
            }
            chain.doFilter(new BufferedBodyRequest(http, body), response);
            return;
        }
        chain.doFilter(request, response);
    }

    private void tooLarge(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpResponses.sendDetail(request, response, 413, "Request body exceeds " + maxBytes + " bytes");
    }
}
