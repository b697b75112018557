package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Tells the page's own title from the site's name, so that the site's name is not printed as a second title: a
 * logo heading ({@code <h1><a href="/">Site</a></h1>}) is not the page's title, and the site's name (from
 * {@code og:site_name} or {@code application-name}) is cut from either end of a metadata title ("Running Shoes | REI
 * Co-op", "REI Co-op: Running Shoes"); a title that is only the site's name is no title.
 */
final class SiteTitles {

    /** What sets a site's name apart from the page's name in a title, each with a space on both sides. */
    private static final List<String> SEPARATORS =
            List.of(" | ", " - ", " \u2013 ", " \u2014 ", " :: ", " \u00b7 ", " \u2022 ", " / ", " \u00bb ");

    /** Separators written without a space before them ("Men's Running Shoes. Nike.com", "Site: Page"). */
    private static final List<String> TIGHT_SEPARATORS = List.of(". ", ": ");

    /** How many {@code h1}s after a first one the metadata's title is looked for among. */
    private static final int MAX_LATER_HEADINGS = 5;

    private SiteTitles() {}

    /** Returns the site's name its metadata gives ({@code og:site_name}, else {@code application-name}), or null. */
    static @Nullable String siteName(Document document) {
        for (Element meta : document.head().children()) {
            if (!meta.normalName().equals("meta")) {
                continue;
            }
            String key = meta.hasAttr("property") ? meta.attr("property") : meta.attr("name");
            if (key.equalsIgnoreCase("og:site_name") || key.equalsIgnoreCase("application-name")) {
                String name = space(meta.attr("content"));
                if (!name.isEmpty()) {
                    return name;
                }
            }
        }
        return null;
    }

    /**
     * Whether the {@code h1} is the site's logo rather than the page's title: its text is the site's name, or all
     * of it is one link to the site's front page.
     */
    static boolean isLogo(Element h1, String text, @Nullable String siteName) {
        if (siteName != null && sameName(text, siteName)) {
            return true;
        }
        Element link = h1.selectFirst("a[href]");
        if (link == null || !space(link.text()).equals(text)) {
            return false;
        }
        return isFrontPage(
                link.attr("href"),
                h1.ownerDocument() == null ? "" : h1.ownerDocument().location());
    }

    /** Returns the first {@code h1} after the logo heading in the page, or null. */
    static @Nullable Element nextHeading(Element logo) {
        Element body =
                logo.ownerDocument() == null ? null : logo.ownerDocument().body();
        if (body == null) {
            return null;
        }
        boolean seen = false;
        for (Element h1 : body.getElementsByTag("h1")) {
            if (seen && !ContentScorer.isAncestor(logo, h1)) {
                return h1;
            }
            seen |= h1 == logo;
        }
        return null;
    }

    /**
     * The names the page's metadata gives it: {@code og:title}, {@code twitter:title} and {@code <title>}, each
     * whole and each part of it between the separators ("Running Shoes | REI Co-op" names "Running Shoes" too).
     */
    static List<String> metadataNames(Document document) {
        List<String> names = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        for (Element meta : document.select("meta[property=og:title], meta[name=twitter:title]")) {
            titles.add(meta.attr("content"));
        }
        titles.add(document.title());
        for (String title : titles) {
            String whole = space(title);
            if (whole.isEmpty()) {
                continue;
            }
            names.add(whole);
            List<String> parts = List.of(whole);
            for (String separator : SEPARATORS) {
                List<String> split = new ArrayList<>();
                for (String part : parts) {
                    split.addAll(List.of(part.split(Pattern.quote(separator))));
                }
                parts = split;
            }
            if (parts.size() > 1) {
                names.addAll(parts);
            }
        }
        return names;
    }

    /** Whether the heading's text is one of the names (letter case, spaces and punctuation aside). */
    static boolean isNamed(String heading, List<String> names) {
        for (String name : names) {
            if (sameName(heading, name)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the first of the few {@code h1}s after {@code first} (and not inside it) whose text the metadata
     * names, or null: a page whose first {@code h1} is a screen-reader label ("Main navigation") or a section's
     * name ("Blog", "Forum") has its own title further down, and the metadata says which one it is.
     */
    static @Nullable Element namedHeadingAfter(Element first, List<String> names) {
        Element body =
                first.ownerDocument() == null ? null : first.ownerDocument().body();
        if (body == null || names.isEmpty()) {
            return null;
        }
        boolean seen = false;
        int looked = 0;
        for (Element h1 : body.getElementsByTag("h1")) {
            if (seen && !ContentScorer.isAncestor(first, h1)) {
                if (isNamed(h1.text(), names)) {
                    return h1;
                }
                if (++looked == MAX_LATER_HEADINGS) {
                    return null;
                }
            }
            seen |= h1 == first;
        }
        return null;
    }

    /**
     * Returns the title without the site's name at either end; the empty string when the title is only the site's
     * name; the title unchanged when the site's name is unknown or not at an end.
     */
    static String withoutSiteName(String title, @Nullable String siteName) {
        if (siteName == null) {
            return title;
        }
        if (sameName(title, siteName)) {
            return "";
        }
        String lower = title.toLowerCase(Locale.ROOT);
        String site = siteName.toLowerCase(Locale.ROOT);
        for (String separator : SEPARATORS) {
            if (lower.endsWith(separator + site)) {
                return title.substring(0, title.length() - site.length() - separator.length())
                        .strip();
            }
            if (lower.startsWith(site + separator)) {
                return title.substring(site.length() + separator.length()).strip();
            }
        }
        for (String separator : TIGHT_SEPARATORS) {
            if (lower.endsWith(separator + site)) {
                return title.substring(0, title.length() - site.length() - separator.length())
                        .strip();
            }
            if (lower.startsWith(site + separator)) {
                return title.substring(site.length() + separator.length()).strip();
            }
        }
        return title;
    }

    /** Whether two names are the same but for letter case, spaces and punctuation. */
    static boolean sameName(String a, String b) {
        String x = letters(a);
        return !x.isEmpty() && x.equals(letters(b));
    }

    private static String space(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    private static String letters(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                out.append(Character.toLowerCase(c));
            }
        }
        return out.toString();
    }

    /** Whether the link goes to the front page of the page's own site ("/", "./", "home", the host alone). */
    private static boolean isFrontPage(String href, String pageUrl) {
        String h = href.strip();
        if (h.equals("/")
                || h.equals("./")
                || h.equals(".")
                || h.equalsIgnoreCase("home")
                || h.equalsIgnoreCase("/index.html")
                || h.equalsIgnoreCase("/home")) {
            return true;
        }
        String host = host(pageUrl);
        if (host.isEmpty() || !(h.startsWith("http://") || h.startsWith("https://"))) {
            return false;
        }
        String rest = h.substring(h.indexOf("//") + 2);
        int slash = rest.indexOf('/');
        String linkHost = slash < 0 ? rest : rest.substring(0, slash);
        String path = slash < 0 ? "" : rest.substring(slash);
        return linkHost.equalsIgnoreCase(host) && (path.isEmpty() || path.equals("/"));
    }

    private static String host(String url) {
        int start = url.indexOf("//");
        if (start < 0) {
            return "";
        }
        String rest = url.substring(start + 2);
        int end = 0;
        while (end < rest.length() && rest.charAt(end) != '/' && rest.charAt(end) != '?' && rest.charAt(end) != '#') {
            end++;
        }
        return rest.substring(0, end);
    }
}
