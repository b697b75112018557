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
import java.net.URI;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * Guards the MCP HTTP transports: with tokens configured, a request without a valid {@code Authorization: Bearer}
 * header gets 401 with {@code WWW-Authenticate: Bearer} and {@code {"detail": ...}}. A browser request whose {@code
 * Origin} is neither a loopback host nor the requested host gets 403, so a web page cannot drive a local server
 * (DNS rebinding).
 */
public final class BearerAuthFilter implements Filter {
    private static final Set<String> LOOPBACK = Set.of("localhost", "127.0.0.1", "[::1]", "::1");

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
        String origin = http.getHeader("Origin");
        if (origin != null && !allowedOrigin(origin, http.getServerName())) {
            HttpResponses.sendDetail(http, out, 403, "Origin not allowed: " + origin);
            return;
        }
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

    private static boolean allowedOrigin(String origin, String serverName) {
        String host;
        try {
            host = URI.create(origin.trim()).getHost();
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (host == null) {
            return false;
        }
        host = host.toLowerCase(Locale.ROOT);
        return LOOPBACK.contains(host) || host.equalsIgnoreCase(serverName);
    }
}
