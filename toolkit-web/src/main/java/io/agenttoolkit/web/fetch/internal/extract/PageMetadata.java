package io.agenttoolkit.web.fetch.internal.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * The page's byline, publication date and language as its head declares them: {@code meta} tags (author,
 * {@code article:published_time}, {@code date}, {@code og:locale}), JSON-LD in the head, the {@code html} element's
 * {@code lang}. Read from the head only, which is small, so that every extraction can afford it.
 *
 * @param byline the author's name, or null
 * @param published the publication date as the page writes it (usually ISO 8601), or null
 * @param language the language tag ({@code en}, {@code de-CH}), or null
 */
public record PageMetadata(
        @Nullable String byline,
        @Nullable String published,
        @Nullable String language) {

    /** No metadata. */
    public static final PageMetadata NONE = new PageMetadata(null, null, null);

    private static final Pattern LD_DATE = Pattern.compile("\"datePublished\"\\s*:\\s*\"([^\"]{4,40})\"");

    private static final Pattern LD_AUTHOR =
            Pattern.compile("\"author\"\\s*:\\s*\\[?\\s*\\{[^{}]*?\"name\"\\s*:\\s*\"([^\"]{1,120})\"");

    /** Returns what the document's head says. */
    static PageMetadata read(Document document) {
        String language = document.children().isEmpty()
                ? ""
                : document.child(0).attr("lang").strip();
        String byline = null;
        String published = null;
        Element head = document.head();
        for (Element element : head.children()) {
            String tag = element.normalName();
            if (tag.equals("meta")) {
                String key = (element.hasAttr("property") ? element.attr("property") : element.attr("name"))
                        .strip()
                        .toLowerCase(java.util.Locale.ROOT);
                if (key.isEmpty()) {
                    key = element.attr("itemprop").strip().toLowerCase(java.util.Locale.ROOT);
                }
                String value = element.attr("content").strip();
                if (value.isEmpty()) {
                    continue;
                }
                switch (key) {
                    case "author", "article:author", "byl", "dc.creator", "parsely-author", "sailthru.author" -> {
                        if (byline == null && !value.startsWith("http")) {
                            byline = value;
                        }
                    }
                    case "article:published_time",
                            "datepublished",
                            "date",
                            "pubdate",
                            "publishdate",
                            "dc.date",
                            "dc.date.issued",
                            "sailthru.date",
                            "parsely-pub-date" -> {
                        if (published == null) {
                            published = value;
                        }
                    }
                    case "og:locale", "content-language", "language" -> {
                        if (language.isEmpty()) {
                            language = value.replace('_', '-');
                        }
                    }
                    default -> {}
                }
            } else if (tag.equals("script") && element.attr("type").equalsIgnoreCase("application/ld+json")) {
                String json = element.data();
                if (published == null) {
                    published = group(LD_DATE.matcher(json));
                }
                if (byline == null) {
                    byline = group(LD_AUTHOR.matcher(json));
                }
            }
        }
        return new PageMetadata(byline, published, language.isEmpty() ? null : language);
    }

    private static @Nullable String group(Matcher matcher) {
        return matcher.find() ? matcher.group(1).strip() : null;
    }
}
