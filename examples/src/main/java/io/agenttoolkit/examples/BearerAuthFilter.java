package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.BearerTokens;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Objects;

/**
 * The bearer-token check of both tool servers: with tokens configured, a request without a valid {@code
 * Authorization: Bearer} header gets 401 with {@code WWW-Authenticate: Bearer} and {@code {"detail": ...}}. The REST
 * server applies it to {@code /tools} and every tool, the MCP server to every path; the Host and Origin check runs
 * before it.
 */
public final class BearerAuthFilter implements Filter {
    private final BearerTokens tokens;

    /** Creates a filter that accepts the given tokens; with none configured every request passes the token check. */
    public BearerAuthFilter(BearerTokens tokens) {
        this.tokens = Objects.requireNonNull(tokens, "tokens");
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        if (tokens.isEnabled()) {
            String header = http.getHeader("Authorization");
            if (!tokens.verify(header)) {
                out.setHeader("WWW-Authenticate", "Bearer");
                HttpResponses.sendDetail(
                        http, out, 401, header == null ? "Missing bearer token" : "Invalid bearer token");
                return;
            }
        }
        chain.doFilter(request, response);
    }
}
