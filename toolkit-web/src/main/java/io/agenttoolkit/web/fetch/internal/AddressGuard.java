package io.agenttoolkit.web.fetch.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.fetch.FetchException;
import io.agenttoolkit.web.fetch.HostResolver;
import java.net.IDN;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The SSRF rules: which URLs may be fetched and which addresses they may reach.
 *
 * <p>A URL must be {@code http} or {@code https}, carry no userinfo and no non-canonical numeric host. Every address
 * its host resolves to must be public unless private networks are allowed or the destination is one of the
 * explicitly allowed ones. Immutable and thread-safe.
 */
public final class AddressGuard {
    private static final Pattern CANONICAL_IPV4 =
            Pattern.compile("(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}");
    private static final Pattern NUMERIC_LABEL = Pattern.compile("(0x[0-9a-f]*|[0-9]+)", Pattern.CASE_INSENSITIVE);

    private final boolean allowPrivateNetworks;
    private final List<AllowedDestination> allowed;
    private final HostResolver resolver;

    /** Creates a guard; {@code allowed} entries are {@code host}, {@code host:port}, {@code cidr} or {@code cidr:port}. */
    public AddressGuard(boolean allowPrivateNetworks, List<String> allowed, HostResolver resolver) {
        this.allowPrivateNetworks = allowPrivateNetworks;
        List<AllowedDestination> parsed = new ArrayList<>();
        for (String entry : allowed) {
            parsed.add(AllowedDestination.parse(entry));
        }
        this.allowed = List.copyOf(parsed);
        this.resolver = resolver;
    }

    /**
     * Returns the URL as a URI after checking its form (scheme, userinfo, host); the fragment is dropped.
     *
     * @throws InvalidArgumentException when the URL is malformed or breaks a form rule
     */
    public static URI parseUrl(String url) {
        URI uri;
        try {
            uri = new URI(lenient(url.trim()));
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new InvalidArgumentException("Invalid URL " + quote(url) + ": " + e.getMessage());
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new InvalidArgumentException("Only http and https URLs can be fetched, got " + quote(url));
        }
        if (uri.getRawUserInfo() != null
                || (uri.getRawAuthority() != null && uri.getRawAuthority().contains("@"))) {
            throw new InvalidArgumentException("URLs with user information are refused: " + redact(uri));
        }
        String host = uri.getHost();
        if (host == null || host.isEmpty()) {
            // java.net.URI leaves the host empty for names like 127.1 whose last label is a number.
            String authority = uri.getRawAuthority() == null ? "" : uri.getRawAuthority();
            String bare = authority.replaceFirst(":\\d*$", "");
            if (!bare.isEmpty() && isNumericLooking(bare)) {
                throw new InvalidArgumentException("Non-canonical numeric host refused: " + bare);
            }
            throw new InvalidArgumentException("URL has no valid host: " + quote(url));
        }
        if (!host.startsWith("[")
                && isNumericLooking(host)
                && !CANONICAL_IPV4.matcher(host).matches()) {
            throw new InvalidArgumentException("Non-canonical numeric host refused: " + host);
        }
        try {
            String port = uri.getPort() == -1 ? "" : ":" + uri.getPort();
            return new URI(scheme + "://" + host.toLowerCase(Locale.ROOT) + port + rawPathAndQuery(uri));
        } catch (URISyntaxException e) {
            throw new InvalidArgumentException("Invalid URL " + quote(url) + ": " + e.getReason());
        }
    }

    /**
     * Returns the URL as a browser would send it: an internationalised host in its ASCII (punycode) form, and spaces,
     * non-ASCII and other characters URIs do not allow percent-encoded as UTF-8 in the path and query.
     */
    static String lenient(String url) {
        int schemeEnd = url.indexOf("://");
        if (schemeEnd <= 0) {
            return url;
        }
        return lenientAbsolute(url, schemeEnd);
    }

    /**
     * Returns a redirect's {@code Location} as a browser would follow it: an absolute URL as {@link #lenient}, a
     * relative reference with spaces, non-ASCII and other characters URIs do not allow percent-encoded as UTF-8 (servers
     * send {@code Location: /café menu} unencoded often enough).
     */
    public static String lenientReference(String location) {
        int schemeEnd = location.indexOf("://");
        int firstSlash = location.indexOf('/');
        if (schemeEnd > 0 && (firstSlash < 0 || schemeEnd < firstSlash)) {
            return lenientAbsolute(location, schemeEnd);
        }
        return encodeTail(location);
    }

    private static String lenientAbsolute(String url, int schemeEnd) {
        int authorityEnd = url.length();
        for (int i = schemeEnd + 3; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c == '/' || c == '?' || c == '#') {
                authorityEnd = i;
                break;
            }
        }
        String authority = url.substring(schemeEnd + 3, authorityEnd);
        if (!authority.chars().allMatch(c -> c < 0x80)) {
            int at = authority.lastIndexOf('@');
            String userinfo = at < 0 ? "" : authority.substring(0, at + 1);
            String hostPort = authority.substring(at + 1);
            int colon = hostPort.lastIndexOf(':');
            String host = colon < 0 ? hostPort : hostPort.substring(0, colon);
            String port = colon < 0 ? "" : hostPort.substring(colon);
            authority = userinfo + IDN.toASCII(host, IDN.ALLOW_UNASSIGNED) + port;
        }
        return url.substring(0, schemeEnd + 3) + authority + encodeTail(url.substring(authorityEnd));
    }

    /**
     * Percent-encodes, as UTF-8, what a URI's path, query and fragment do not allow: controls, spaces, non-ASCII, the
     * characters {@code "<>\^`{|}} and a {@code %} that does not start an escape.
     */
    private static String encodeTail(String tail) {
        StringBuilder rest = new StringBuilder(tail.length() + 16);
        for (int i = 0; i < tail.length(); ) {
            int codePoint = tail.codePointAt(i);
            i += Character.charCount(codePoint);
            boolean allowed = codePoint > 0x20 && codePoint < 0x7f && "\"<>\\^`{|}".indexOf(codePoint) < 0;
            if (codePoint == '%') {
                allowed = i + 1 < tail.length() && isHex(tail.charAt(i)) && isHex(tail.charAt(i + 1));
            }
            if (allowed) {
                rest.append((char) codePoint);
            } else {
                for (byte b : new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8)) {
                    rest.append('%').append(String.format(Locale.ROOT, "%02X", b & 0xff));
                }
            }
        }
        return rest.toString();
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    private static String rawPathAndQuery(URI uri) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
    }

    /** A host whose last label is a number is parsed as an IPv4 address by browsers and resolvers. */
    private static boolean isNumericLooking(String host) {
        String trimmed = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
        if (host.endsWith(".") && CANONICAL_IPV4.matcher(trimmed).matches()) {
            return true;
        }
        int dot = trimmed.lastIndexOf('.');
        String last = trimmed.substring(dot + 1);
        return !last.isEmpty() && NUMERIC_LABEL.matcher(last).matches();
    }

    /**
     * Checks the URL's destination: every address its host resolves to must be allowed. Returns the addresses checked,
     * for the connection to use (see {@link PinningTunnel}); an empty list when the destination is allowed by name,
     * which is not resolved here.
     *
     * @throws FetchException of kind PERMISSION_DENIED when an address is refused, UPSTREAM when the host does not
     *     resolve
     */
    public List<InetAddress> checkDestination(URI uri) {
        String host = uri.getHost();
        int port = port(uri);
        String bare = bareHost(host);
        for (AllowedDestination destination : allowed) {
            if (destination.matchesName(bare, port)) {
                return List.of();
            }
        }
        List<InetAddress> addresses = resolve(bare);
        for (InetAddress address : addresses) {
            if (allowPrivateNetworks || isAllowedExplicitly(address, port)) {
                continue;
            }
            String reason = refusalReason(address);
            if (reason != null) {
                throw new FetchException(
                        ErrorKind.PERMISSION_DENIED,
                        "Refused to fetch " + host + ": it resolves to " + reason + " address "
                                + address.getHostAddress(),
                        null);
            }
        }
        return addresses;
    }

    /** Returns the host without the brackets of an IPv6 literal ({@code [::1]} is {@code ::1}). */
    static String bareHost(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    /**
     * Returns every address the host (a name or an address literal, without brackets) resolves to, unchecked.
     *
     * @throws FetchException of kind UPSTREAM when the host does not resolve
     */
    public List<InetAddress> resolve(String host) {
        List<InetAddress> addresses;
        try {
            addresses = isLiteral(host) ? List.of(InetAddress.getByName(host)) : resolver.resolve(host);
        } catch (UnknownHostException e) {
            throw new FetchException(ErrorKind.UPSTREAM, "Cannot resolve host " + host, e);
        }
        if (addresses.isEmpty()) {
            throw new FetchException(ErrorKind.UPSTREAM, "Cannot resolve host " + host, null);
        }
        return addresses;
    }

    /**
     * Whether any address could be refused: false when private networks are allowed, where every address passes and
     * there is nothing for a connection to be pinned to.
     */
    public boolean checksAddresses() {
        return !allowPrivateNetworks;
    }

    private boolean isAllowedExplicitly(InetAddress address, int port) {
        for (AllowedDestination destination : allowed) {
            if (destination.matchesAddress(address, port)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isLiteral(String host) {
        return host.contains(":") || CANONICAL_IPV4.matcher(host).matches();
    }

    /** Returns the port the URI connects to, the scheme's default when absent. */
    public static int port(URI uri) {
        if (uri.getPort() != -1) {
            return uri.getPort();
        }
        return "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
    }

    /** Returns why the address is not public (e.g. {@code a loopback}), or null for a public address. */
    public static @Nullable String refusalReason(InetAddress address) {
        if (address instanceof Inet4Address) {
            return ipv4Reason(address.getAddress());
        }
        byte[] b = address.getAddress();
        if (address instanceof Inet6Address && b.length == 16) {
            return ipv6Reason(b);
        }
        return "an unknown kind of";
    }

    private static @Nullable String ipv4Reason(byte[] b) {
        int a0 = b[0] & 0xff;
        int a1 = b[1] & 0xff;
        int a2 = b[2] & 0xff;
        int a3 = b[3] & 0xff;
        if (a0 == 169 && a1 == 254 && a2 == 169 && a3 == 254 || a0 == 100 && a1 == 100 && a2 == 100 && a3 == 200) {
            return "a cloud metadata";
        }
        if (a0 == 0) {
            return "an unspecified";
        }
        if (a0 == 127) {
            return "a loopback";
        }
        if (a0 == 10 || a0 == 172 && (a1 & 0xf0) == 16 || a0 == 192 && a1 == 168) {
            return "a private";
        }
        if (a0 == 169 && a1 == 254) {
            return "a link-local";
        }
        if (a0 == 100 && (a1 & 0xc0) == 64) {
            return "a shared (CGNAT)";
        }
        if (a0 >= 224 && a0 <= 239) {
            return "a multicast";
        }
        if (a0 >= 240) {
            return "a reserved";
        }
        if (a0 == 192 && a1 == 0 && (a2 == 0 || a2 == 2)
                || a0 == 198 && (a1 & 0xfe) == 18
                || a0 == 198 && a1 == 51 && a2 == 100
                || a0 == 203 && a1 == 0 && a2 == 113) {
            return "a reserved";
        }
        return null;
    }

    private static @Nullable String ipv6Reason(byte[] b) {
        if (isZero(b, 0, 16)) {
            return "an unspecified";
        }
        if (isZero(b, 0, 15) && b[15] == 1) {
            return "a loopback";
        }
        if ((b[0] & 0xfe) == 0xfc) {
            return b[0] == (byte) 0xfd && b[1] == 0 && b[2] == 0x0e && b[3] == (byte) 0xc2
                    ? "a cloud metadata"
                    : "a unique local";
        }
        if ((b[0] & 0xff) == 0xfe && (b[1] & 0xc0) == 0x80) {
            return "a link-local";
        }
        if ((b[0] & 0xff) == 0xfe && (b[1] & 0xc0) == 0xc0) {
            return "a site-local";
        }
        if ((b[0] & 0xff) == 0xff) {
            return "a multicast";
        }
        // IPv4-compatible (::a.b.c.d) and IPv4-mapped (::ffff:a.b.c.d): judged by the IPv4 address inside.
        if (isZero(b, 0, 10) && (isZero(b, 10, 12) || (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff)) {
            return embedded(b, 12);
        }
        // NAT64 well-known prefix 64:ff9b::/96, and the local-use prefix 64:ff9b:1::/48 which may reach anything.
        if (b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b) {
            if (isZero(b, 4, 12)) {
                return embedded(b, 12);
            }
            return "a local NAT64";
        }
        // 6to4 2002::/16 carries an IPv4 address in bytes 2..5.
        if (b[0] == 0x20 && b[1] == 0x02) {
            return embedded(b, 2);
        }
        // Teredo 2001::/32 hides an obfuscated IPv4 address; documentation prefix 2001:db8::/32.
        if (b[0] == 0x20 && b[1] == 0x01 && (b[2] == 0 && b[3] == 0 || b[2] == 0x0d && (b[3] & 0xff) == 0xb8)) {
            return "a reserved";
        }
        return null;
    }

    private static @Nullable String embedded(byte[] b, int from) {
        byte[] v4 = {b[from], b[from + 1], b[from + 2], b[from + 3]};
        return ipv4Reason(v4);
    }

    private static boolean isZero(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static String quote(String url) {
        String shown = url.length() > 200 ? url.substring(0, 200) + "…" : url;
        return "'" + shown + "'";
    }

    private static String redact(URI uri) {
        return uri.getScheme() + "://***@" + uri.getHost() + (uri.getPort() == -1 ? "" : ":" + uri.getPort());
    }
}
