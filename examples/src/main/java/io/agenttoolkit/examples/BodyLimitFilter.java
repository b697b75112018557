package io.agenttoolkit.examples;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

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
            chain.doFilter(new BufferedBody(http, body), response);
            return;
        }
        chain.doFilter(request, response);
    }

    private void tooLarge(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpResponses.sendDetail(request, response, 413, "Request body exceeds " + maxBytes + " bytes");
    }

    /** A request whose chunked body was already read into memory. */
    private static final class BufferedBody extends HttpServletRequestWrapper {
        private final byte[] body;

        BufferedBody(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public int read() {
                    return in.read();
                }

                @Override
                public int read(byte[] buffer, int offset, int count) {
                    return in.read(buffer, offset, count);
                }

                @Override
                public boolean isFinished() {
                    return in.available() == 0;
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new IllegalStateException("the body was read ahead; non-blocking reads are not offered");
                }
            };
        }

        @Override
        public BufferedReader getReader() {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), charset));
        }
    }
}
