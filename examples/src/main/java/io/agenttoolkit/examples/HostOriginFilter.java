package io.agenttoolkit.examples;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Refuses, with 403 and {@code {"detail": ...}}, every request whose {@code Host} is not one of the server's allowed
 * hosts, and every request whose {@code Origin} is not one of their origins. This is what stops DNS rebinding: a web
 * page whose own name was pointed at 127.0.0.1 reaches the server with its own name in {@code Host} (and {@code
 * Origin}), so it is refused even though the connection came from this machine.
 *
 * <p>Allowed hosts: {@code localhost}, {@code 127.0.0.1} and {@code [::1]} when the server listens on a loopback
 * address; the address it listens on otherwise (every address of the machine's interfaces, plus the loopback names,
 * for a wildcard address such as {@code 0.0.0.0}); and whatever the integrator lists, as {@code host} (any port) or
 * {@code host:port}. An {@code Origin} is allowed when its host is an allowed host and its port is the entry's port,
 * or for an entry without a port, the port the server listens on or the port named in the (already allowed) {@code
 * Host} header. A request without {@code Origin} (curl, an SDK client, a same-origin GET) passes on its {@code Host}.
 */
final class HostOriginFilter implements Filter {
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "127.0.0.1", "[0:0:0:0:0:0:0:1]");

    private final List<Entry> allowed;

    private HostOriginFilter(List<Entry> allowed) {
        this.allowed = List.copyOf(allowed);
    }

    /**
     * Returns the filter for a server bound to {@code bindHost} that also answers to the listed hosts.
     *
     * @throws IllegalArgumentException naming the first listed value that is not {@code host} or {@code host:port}
     */
    static HostOriginFilter forBinding(String bindHost, Collection<String> listed) {
        List<Entry> entries = new ArrayList<>(parseAll(listed));
        for (String name : boundNames(bindHost)) {
            entries.add(new Entry(name, -1));
        }
        return new HostOriginFilter(entries);
    }

    /**
     * Returns the listed hosts parsed.
     *
     * @throws IllegalArgumentException naming the first value that is not {@code host} or {@code host:port}
     */
    static List<Entry> parseAll(Collection<String> listed) {
        List<Entry> entries = new ArrayList<>();
        for (String value : listed) {
            Objects.requireNonNull(value, "allowed host");
            Entry entry = Entry.parse(value.trim());
            if (entry == null || value.isBlank()) {
                throw new IllegalArgumentException("allowed host must be a host name or address, optionally with"
                        + " :port, without scheme, path or wildcard; got '" + value + "'");
            }
            entries.add(entry);
        }
        return entries;
    }

    /** Returns the host names requests may carry, for the log line at start-up. */
    List<String> describe() {
        List<String> names = new ArrayList<>();
        for (Entry entry : allowed) {
            names.add(entry.port < 0 ? entry.host : entry.host + ":" + entry.port);
        }
        return Collections.unmodifiableList(names);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        String hostHeader = http.getHeader("Host");
        Entry host = hostHeader == null ? null : Entry.parse(hostHeader.trim());
        if (host == null || !isAllowed(host)) {
            HttpResponses.sendDetail(
                    http,
                    out,
                    403,
                    "Host not allowed: " + (hostHeader == null ? "none" : "'" + hostHeader + "'")
                            + "; the server answers only to its allowed hosts (--allowed-hosts)");
            return;
        }
        String origin = http.getHeader("Origin");
        if (origin != null && !isAllowedOrigin(origin, host, http.getLocalPort())) {
            HttpResponses.sendDetail(http, out, 403, "Origin not allowed: '" + origin + "'");
            return;
        }
        chain.doFilter(request, response);
    }

    private boolean isAllowed(Entry host) {
        int port = host.port < 0 ? 80 : host.port;
        for (Entry entry : allowed) {
            if (entry.host.equals(host.host) && (entry.port < 0 || entry.port == port)) {
                return true;
            }
        }
        return false;
    }

    private boolean isAllowedOrigin(String origin, Entry host, int localPort) {
        URI uri;
        try {
            uri = new URI(origin.trim());
        } catch (URISyntaxException e) {
            return false;
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null) {
            return false;
        }
        int defaultPort = scheme.equals("https") ? 443 : 80;
        int originPort = uri.getPort() < 0 ? defaultPort : uri.getPort();
        String originHost = normalize(uri.getHost());
        int hostHeaderPort = host.port < 0 ? defaultPort : host.port;
        for (Entry entry : allowed) {
            if (!entry.host.equals(originHost)) {
                continue;
            }
            if (entry.port >= 0 ? originPort == entry.port : originPort == localPort || originPort == hostHeaderPort) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> boundNames(String bindHost) {
        Set<String> names = new LinkedHashSet<>();
        boolean bareIpv6 = bindHost.contains(":") && !bindHost.startsWith("[");
        String bound = normalize(bareIpv6 ? "[" + bindHost + "]" : bindHost);
        InetAddress address;
        try {
            address = InetAddress.getByName(bindHost);
        } catch (UnknownHostException e) {
            names.add(bound);
            return names;
        }
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            names.addAll(LOOPBACK_NAMES);
        }
        if (address.isAnyLocalAddress()) {
            names.addAll(interfaceAddresses());
        } else {
            names.add(bound);
            names.add(literal(address));
        }
        return names;
    }

    private static Set<String> interfaceAddresses() {
        Set<String> names = new LinkedHashSet<>();
        try {
            for (NetworkInterface network : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress address : Collections.list(network.getInetAddresses())) {
                    names.add(literal(address));
                }
            }
        } catch (SocketException e) {
            // Without the interface list only the loopback names and the listed hosts are allowed: the safe side.
        }
        return names;
    }

    private static String literal(InetAddress address) {
        String text = address.getHostAddress();
        int scope = text.indexOf('%');
        if (scope >= 0) {
            text = text.substring(0, scope);
        }
        return text.contains(":") ? "[" + text + "]" : text;
    }

    /**
     * Lower-cases a host, drops one trailing dot ({@code localhost.} is {@code localhost}) and writes an IPv6 literal
     * in the JDK's full form inside brackets, so {@code [::1]} and {@code [0:0::1]} compare equal.
     */
    static String normalize(String host) {
        String name = host.toLowerCase(Locale.ROOT);
        if (name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
        }
        if (name.startsWith("[") && name.endsWith("]") && name.length() > 2) {
            try {
                // A bracketed literal is parsed, never looked up.
                return literal(InetAddress.getByName(name));
            } catch (UnknownHostException e) {
                return name;
            }
        }
        return name;
    }

    /** One allowed host: a normalized name or address, and a port or -1 for any port. */
    record Entry(String host, int port) {
        static @Nullable Entry parse(String value) {
            if (value.isEmpty() || value.contains("/") || value.contains("*") || value.contains("@")) {
                return null;
            }
            String host = value;
            int port = -1;
            if (value.startsWith("[")) {
                int close = value.indexOf(']');
                if (close < 0) {
                    return null;
                }
                host = value.substring(0, close + 1);
                String rest = value.substring(close + 1);
                if (!rest.isEmpty()) {
                    if (!rest.startsWith(":")) {
                        return null;
                    }
                    port = port(rest.substring(1));
                    if (port < 0) {
                        return null;
                    }
                }
            } else if (value.indexOf(':') >= 0) {
                int colon = value.lastIndexOf(':');
                if (value.indexOf(':') != colon) {
                    return null;
                }
                host = value.substring(0, colon);
                port = port(value.substring(colon + 1));
                if (port < 0) {
                    return null;
                }
            }
            if (host.isEmpty() || !host.chars().allMatch(c -> c > ' ' && c < 127)) {
                return null;
            }
            String normalized = normalize(host);
            if (normalized.startsWith("[") && !normalized.matches("\\[[0-9a-f:.]+]")) {
                return null;
            }
            return new Entry(normalized, port);
        }

        private static int port(String text) {
            if (text.isEmpty() || text.length() > 5 || !text.chars().allMatch(Character::isDigit)) {
                return -1;
            }
            int port = Integer.parseInt(text);
            return port >= 1 && port <= 65535 ? port : -1;
        }
    }
}
