package io.agenttoolkit.web.fetch.internal.extract;

import java.net.MalformedURLException;
import java.net.URL;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Makes links' and pictures' addresses absolute, with the same result as jsoup's {@link Element#absUrl}, for the
 * elements of one content. jsoup parses the base address again for every link and strips control characters from
 * both addresses with a regular expression three times per call, which made resolving a content's links about 3 % of
 * an extraction; this resolver parses each base address once and resolves an ordinary relative address itself, the
 * way jsoup 1.24 does (its {@code StringUtil.resolve}, which its module does not export). Anything unusual (a control
 * character, a query-only address, dot segments left at the start of the path, a base jsoup would not parse, an
 * error) goes to {@link Element#absUrl} itself, so the result is jsoup's in every case. Used on the chosen content
 * only, just before rendering ({@link MarkdownRenderer#prepareAddresses}): resolving every link of the page cost a
 * tenth of the extraction. One per content and thread.
 */
final class AddressResolver {

    /** jsoup's {@code StringUtil.extraDotSegmentsPattern}: a path starting with dot segments above the root. */
    private static final Pattern EXTRA_DOT_SEGMENTS = Pattern.compile("^/(?>(?>\\.\\.?/)+)");

    private @Nullable String lastBase;
    private @Nullable URL lastBaseUrl;

    /** Makes the element's address in {@code attribute} absolute, when it is not already and it resolves. */
    void absolutise(Element element, String attribute) {
        String url = element.attr(attribute);
        if (!isAbsolute(url)) {
            String absolute = resolve(element, attribute, url);
            if (!absolute.isEmpty()) {
                element.attr(attribute, absolute);
            }
        }
    }

    /** Whether the address is already an absolute web address that needs no resolving (and has no white space). */
    static boolean isAbsolute(String url) {
        return (url.startsWith("https://") || url.startsWith("http://")) && url.indexOf(' ') < 0;
    }

    private String resolve(Element element, String attribute, String relative) {
        URL base = baseUrl(element.baseUri());
        if (base == null || hasControlCharacter(relative) || relative.startsWith("?")) {
            return element.absUrl(attribute);
        }
        try {
            URL url = new URL(base, relative);
            String file = url.getFile();
            if (EXTRA_DOT_SEGMENTS.matcher(file).lookingAt()) {
                return element.absUrl(attribute);
            }
            if (url.getRef() != null) {
                file = file + "#" + url.getRef();
            }
            URL resolved = new URL(url.getProtocol(), url.getHost(), url.getPort(), file);
            if (isHttpScheme(resolved.getProtocol()) && resolved.getHost().isEmpty()) {
                return element.absUrl(attribute);
            }
            return resolved.toExternalForm();
        } catch (MalformedURLException e) {
            // jsoup then tries the address on its own: its own code path says what comes out.
            return element.absUrl(attribute);
        }
    }

    /** Returns the base address parsed, or null when jsoup's own path must decide (empty, odd or malformed). */
    private @Nullable URL baseUrl(String base) {
        if (!base.equals(lastBase)) {
            lastBase = base;
            lastBaseUrl = null;
            if (!base.isEmpty() && !hasControlCharacter(base)) {
                try {
                    lastBaseUrl = new URL(base);
                } catch (MalformedURLException e) {
                    lastBaseUrl = null;
                }
            }
        }
        return lastBaseUrl;
    }

    private static boolean hasControlCharacter(String value) {
        for (int i = 0; i < value.length(); i++) {
            if (value.charAt(i) < 0x20) {
                return true;
            }
        }
        return false;
    }

    private static boolean isHttpScheme(String scheme) {
        return scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https");
    }
}
