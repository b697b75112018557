package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Reading links' addresses the way the pruning rules compare them: the site's host, the page's own path. */
final class SiteAddresses {

    private SiteAddresses() {}

    /** The address parsed (a space written as {@code %20}), or null when it is empty or no address. */
    static @Nullable URI parse(String url) {
        if (url.isEmpty()) {
            return null;
        }
        try {
            return URI.create(url.replace(" ", "%20"));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The address's host in lower case without "www.", or null when it has none. */
    static @Nullable String host(String url) {
        URI uri = parse(url);
        return uri == null ? null : host(uri);
    }

    /** The address's host in lower case without "www.", or null when it has none. */
    static @Nullable String host(URI uri) {
        String host = uri.getHost();
        if (host == null) {
            return null;
        }
        host = host.toLowerCase(Locale.ROOT);
        return host.startsWith("www.") ? host.substring(4) : host;
    }

    /** The endings of documents a page offers for download: a flier, a form, a data sheet, not another page. */
    private static final Set<String> DOCUMENTS = Set.of(
            "pdf", "doc", "docx", "odt", "rtf", "xls", "xlsx", "ods", "csv", "ppt", "pptx", "odp", "zip", "epub");

    /** Whether the address names a document to download (its path ends in {@link #DOCUMENTS}' endings). */
    static boolean isDocument(URI uri) {
        String path = uri.getRawPath();
        if (path == null) {
            return false;
        }
        int dot = path.lastIndexOf('.');
        return dot > path.lastIndexOf('/')
                && DOCUMENTS.contains(path.substring(dot + 1).toLowerCase(Locale.ROOT));
    }

    /** Whether the two addresses name the same path (a trailing slash aside). */
    static boolean samePath(URI a, URI b) {
        return withoutSlash(a.getRawPath()).equals(withoutSlash(b.getRawPath()));
    }

    private static String withoutSlash(@Nullable String path) {
        if (path == null) {
            return "";
        }
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
