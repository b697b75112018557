package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/** Reading links' addresses the way the pruning rules compare them: the site, the page's own path. */
final class SiteAddresses {

    private SiteAddresses() {}

    /** A page's address and its site ({@link #site(URI)}), which the link rules compare links with. */
    record Page(URI address, String site) {

        /** The page the element was read from (its base address), or null when that address has no site. */
        static @Nullable Page of(Element element) {
            URI address = parse(element.baseUri());
            String site = address == null ? null : SiteAddresses.site(address);
            return site == null ? null : new Page(address, site);
        }
    }

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

    /** The site the address belongs to ({@link #site(URI)}), or null when it has no host. */
    static @Nullable String site(String url) {
        URI uri = parse(url);
        return uri == null ? null : site(uri);
    }

    /**
     * The site the address belongs to: its host's registered name in lower case, without the subdomains a site
     * spreads over ({@code news.example.com}, {@code blog.example.com} and {@code www.example.com} are all
     * {@code example.com}); or null when it has no host. The registered name is the last two labels, or the last
     * three under a country's second level ({@code example.co.uk}, {@code example.com.au}: a two-letter country code
     * after a label of at most three letters). An IP address is its own site.
     */
    static @Nullable String site(URI uri) {
        String host = uri.getHost();
        if (host == null || host.isEmpty()) {
            return null;
        }
        host = host.toLowerCase(Locale.ROOT);
        if (host.endsWith(".")) {
            host = host.substring(0, host.length() - 1);
        }
        if (host.startsWith("[") || Character.isDigit(host.charAt(host.length() - 1))) {
            return host;
        }
        String[] labels = host.split("\\.");
        int count = labels.length;
        boolean countrySecondLevel = count >= 3 && labels[count - 1].length() == 2 && labels[count - 2].length() <= 3;
        int keep = countrySecondLevel ? 3 : 2;
        if (count <= keep) {
            return host;
        }
        return String.join(".", Arrays.copyOfRange(labels, count - keep, count));
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

    /**
     * Whether the two addresses name the same page: the same path and the same query. Sites that address their
     * stories by query ({@code CivicAlerts.aspx?AID=200}, {@code article.php?id=12}) have one path for all of them.
     * A link without a query names the page when the page has none either.
     */
    static boolean samePage(URI a, URI b) {
        return samePath(a, b) && Objects.equals(a.getRawQuery(), b.getRawQuery());
    }

    private static String withoutSlash(@Nullable String path) {
        if (path == null) {
            return "";
        }
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
