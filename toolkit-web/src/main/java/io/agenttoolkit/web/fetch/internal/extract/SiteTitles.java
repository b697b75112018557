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

    /** How many headings after a first {@code h1} the metadata's title is looked for among. */
    private static final int MAX_LATER_HEADINGS = 10;

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
     * of it is link text to the site's front page (one link, or several: Blogger's classic templates nest the logo's
     * link in another, which the parser turns into an empty link and the named one).
     */
    static boolean isLogo(Element h1, String text, @Nullable String siteName) {
        if (siteName != null && sameName(text, siteName)) {
            return true;
        }
        String location = h1.ownerDocument() == null ? "" : h1.ownerDocument().location();
        StringBuilder linked = new StringBuilder();
        for (Element link : Walk.elements(h1, "a")) {
            String linkText = space(link.text());
            if (linkText.isEmpty() && link.selectFirst("img") == null) {
                continue;
            }
            if (!link.hasAttr("href") || !isFrontPage(link.attr("href"), location)) {
                return false;
            }
            linked.append(linked.length() == 0 ? "" : " ").append(linkText);
        }
        return linked.length() > 0 && space(linked.toString()).equals(text);
    }

    /** Returns the first {@code h1} after the logo heading in the page, or null. */
    static @Nullable Element nextHeading(Element logo) {
        Element body =
                logo.ownerDocument() == null ? null : logo.ownerDocument().body();
        if (body == null) {
            return null;
        }
        boolean seen = false;
        for (Element h1 : Walk.elements(body, "h1")) {
            if (seen && !ContentScorer.isAncestor(logo, h1)) {
                return h1;
            }
            seen |= h1 == logo;
        }
        return null;
    }

    /**
     * The names the page's metadata gives it: {@code whole} holds {@code og:title}, {@code twitter:title} and
     * {@code <title>} as they are; {@code parts} each part of them between the separators ("Running Shoes | REI
     * Co-op" names "Running Shoes" and "REI Co-op"), one of which is usually the site's name.
     */
    record MetadataNames(List<String> whole, List<String> parts) {

        /**
         * How well the heading's text names the page: 2 as a whole title, alone or after a short label ("Title:
         * AlignMerge - Alignment-Preserving ...", an archive's record heading), 1 as a part of one, else 0.
         */
        int score(String heading) {
            String unlabelled = withoutLabel(heading);
            for (String name : whole) {
                if (sameName(heading, name) || (unlabelled != null && sameName(unlabelled, name))) {
                    return 2;
                }
            }
            for (String name : parts) {
                if (sameName(heading, name)) {
                    return 1;
                }
            }
            return 0;
        }
    }

    /**
     * The heading's text as the page's title: without its label when only the rest is a whole metadata title
     * ("Title:AlignMerge ..." is "AlignMerge ..."), else as it is.
     */
    static String asNamed(String heading, MetadataNames names) {
        String unlabelled = withoutLabel(heading);
        if (unlabelled == null) {
            return heading;
        }
        for (String name : names.whole()) {
            if (sameName(heading, name)) {
                return heading;
            }
        }
        for (String name : names.whole()) {
            if (sameName(unlabelled, name)) {
                return unlabelled.strip();
            }
        }
        return heading;
    }

    /** Longest label before a colon that {@link MetadataNames#score} reads past ("Title:", "Thread:", "Re:"). */
    private static final int MAX_LABEL = 12;

    /** The text after a leading label of one word and a colon ("Title:AlignMerge ..."), or null when it has none. */
    private static @Nullable String withoutLabel(String heading) {
        String text = heading.strip();
        int colon = text.indexOf(':');
        if (colon <= 0 || colon > MAX_LABEL || colon == text.length() - 1) {
            return null;
        }
        for (int i = 0; i < colon; i++) {
            if (!Character.isLetter(text.charAt(i))) {
                return null;
            }
        }
        return text.substring(colon + 1);
    }

    /** Reads the page's titles from its metadata ({@link MetadataNames}). */
    static MetadataNames metadataNames(Document document) {
        List<String> whole = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        for (Element meta : document.select("meta[property=og:title], meta[name=twitter:title]")) {
            titles.add(meta.attr("content"));
        }
        titles.add(document.title());
        for (String title : titles) {
            String name = space(title);
            if (name.isEmpty()) {
                continue;
            }
            whole.add(name);
            List<String> split = List.of(name);
            for (String separator : SEPARATORS) {
                List<String> next = new ArrayList<>();
                for (String part : split) {
                    next.addAll(List.of(part.split(Pattern.quote(separator))));
                }
                split = next;
            }
            if (split.size() > 1) {
                parts.addAll(split);
            }
        }
        return new MetadataNames(whole, parts);
    }

    /**
     * Returns the first of the few {@code h1} and {@code h2} headings after {@code first} (and not inside it) that
     * the metadata names better than {@code first}, or null: a page whose first {@code h1} is a screen-reader label
     * ("Main navigation"), a section's name ("Blog") or the site's name (a theme's site title, which the
     * {@code <title>} carries as its last part) has its own title further down, as an {@code h1} or, in many blog
     * themes, an {@code h2}; the metadata says which one it is.
     */
    static @Nullable Element betterNamedHeadingAfter(Element first, MetadataNames names) {
        Element body =
                first.ownerDocument() == null ? null : first.ownerDocument().body();
        int score = names.score(first.text());
        if (body == null || score == 2) {
            return null;
        }
        boolean seen = false;
        int looked = 0;
        for (Element heading : body.select("h1, h2")) {
            if (seen && !ContentScorer.isAncestor(first, heading)) {
                int named = names.score(heading.text());
                // An h2 only as a whole title: a part may be the site's name, which a theme prints as an h2 too.
                if (named > score && (named == 2 || heading.normalName().equals("h1"))) {
                    return heading;
                }
                if (++looked == MAX_LATER_HEADINGS) {
                    return null;
                }
            }
            seen |= heading == first;
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
        String x = Texts.letterKey(a);
        return !x.isEmpty() && x.equals(Texts.letterKey(b));
    }

    private static String space(String text) {
        return text.replaceAll("\\s+", " ").strip();
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
