package io.agenttoolkit.web.fetch.internal;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * One destination opened past the address rules: a host name, an address or a CIDR block, each optionally with a
 * port ({@code 127.0.0.1:8089}, {@code [::1]:8089}, {@code 10.0.0.0/8}, {@code intranet.example:443}).
 */
final class AllowedDestination {
    private final @Nullable String name;
    private final byte @Nullable [] network;
    private final int prefixLength;
    private final int port;

    private AllowedDestination(@Nullable String name, byte @Nullable [] network, int prefixLength, int port) {
        this.name = name;
        this.network = network;
        this.prefixLength = prefixLength;
        this.port = port;
    }

    static AllowedDestination parse(String entry) {
        String text = entry.trim();
        if (text.isEmpty()) {
            throw new IllegalArgumentException("allowAddresses entry must not be blank");
        }
        int port = -1;
        String host = text;
        if (text.startsWith("[")) {
            int close = text.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("allowAddresses entry has no closing bracket: " + entry);
            }
            host = text.substring(1, close);
            String rest = text.substring(close + 1);
            if (rest.startsWith(":")) {
                port = parsePort(rest.substring(1), entry);
            } else if (rest.startsWith("/")) {
                host = host + rest;
            } else if (!rest.isEmpty()) {
                throw new IllegalArgumentException("allowAddresses entry is malformed: " + entry);
            }
        } else if (text.indexOf(':') == text.lastIndexOf(':') && text.indexOf(':') > 0) {
            int colon = text.indexOf(':');
            host = text.substring(0, colon);
            port = parsePort(text.substring(colon + 1), entry);
        }
        String address = host;
        int prefix = -1;
        int slash = host.indexOf('/');
        if (slash >= 0) {
            address = host.substring(0, slash);
            try {
                prefix = Integer.parseInt(host.substring(slash + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("allowAddresses entry has a bad prefix length: " + entry, e);
            }
        }
        if (isAddressLiteral(address)) {
            byte[] bytes;
            try {
                bytes = InetAddress.getByName(address).getAddress();
            } catch (UnknownHostException e) {
                throw new IllegalArgumentException("allowAddresses entry is not an address: " + entry, e);
            }
            int bits = bytes.length * 8;
            if (prefix == -1) {
                prefix = bits;
            }
            if (prefix < 0 || prefix > bits) {
                throw new IllegalArgumentException("allowAddresses entry has a bad prefix length: " + entry);
            }
            return new AllowedDestination(null, bytes, prefix, port);
        }
        if (prefix != -1) {
            throw new IllegalArgumentException("allowAddresses entry has a prefix on a host name: " + entry);
        }
        return new AllowedDestination(address.toLowerCase(Locale.ROOT), null, 0, port);
    }

    private static boolean isAddressLiteral(String text) {
        return text.contains(":") || text.matches("\\d{1,3}(\\.\\d{1,3}){3}");
    }

    private static int parsePort(String text, String entry) {
        try {
            int port = Integer.parseInt(text);
            if (port < 1 || port > 65535) {
                throw new IllegalArgumentException("allowAddresses entry has a bad port: " + entry);
            }
            return port;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("allowAddresses entry has a bad port: " + entry, e);
        }
    }

    /** Returns whether a URL with this host name (no brackets) and port is opened by name. */
    boolean matchesName(String host, int port) {
        return name != null && name.equalsIgnoreCase(host) && portMatches(port);
    }

    /** Returns whether an address the destination resolved to, reached on this port, is opened. */
    boolean matchesAddress(InetAddress address, int port) {
        byte[] candidate = address.getAddress();
        if (network == null || candidate.length != network.length || !portMatches(port)) {
            return false;
        }
        int full = prefixLength / 8;
        for (int i = 0; i < full; i++) {
            if (candidate[i] != network[i]) {
                return false;
            }
        }
        int rest = prefixLength % 8;
        if (rest == 0) {
            return true;
        }
        int mask = (0xff << (8 - rest)) & 0xff;
        return (candidate[full] & mask) == (network[full] & mask);
    }

    private boolean portMatches(int candidate) {
        return port == -1 || port == candidate;
    }
}
