package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Whether a page's head declares it one article: an {@code og:type} of {@code article}, or a JSON-LD block whose
 * {@code @type} is an article kind ({@code NewsArticle}, {@code BlogPosting}, ...), and no JSON-LD block that calls it
 * a discussion, a question, a product or a list of items (a forum thread often carries {@code og:type=article} too,
 * and its posts are its content). News sites and blog engines declare their articles almost without exception; the
 * pick between the strategies uses it as one piece of evidence that the page's content is one prose body, so that
 * what surrounds that body (related stories, comments, footers) is chrome. Reads the head, and only when the head
 * declares nothing, the body's JSON-LD blocks and microdata items (themes print either there).
 */
final class ArticlePages {

    private static final Pattern LD_TYPE = Pattern.compile("\"@type\"\\s*:\\s*\\[?\\s*\"([A-Za-z]+)\"");

    /** Words of a headline an address's last path segment must hold to read as one ("city-council-approves-budget"). */
    static final int HEADLINE_WORDS = 4;

    private ArticlePages() {}

    /**
     * Whether the page's address ends in a headline written as a slug: its last path segment (a file extension
     * dropped) holds at least {@link #HEADLINE_WORDS} words with letters, joined by hyphens or underscores
     * ({@code /2024/04/04/city-council-approves-new-budget/}, {@code /item/7144-roadworks-start-on-monday.html}), or
     * the segment before a story's number, one word of the system's between them allowed
     * ({@code /pune-two-held-for-stealing-cables/articleshow/474201.cms}).
     * Publishing systems name a story's page after its headline, also where the page's head declares nothing; a
     * section, a tag or a home page has a word or two. It is weaker evidence than a declaration: the pick between
     * the strategies and the rules for a story's own furniture read it ({@link PageContext#isLikelyArticle}); the
     * rules that remove what follows a story's first block do not, since a forum thread or a product is named the
     * same way.
     */
    static boolean hasHeadlineAddress(String address) {
        URI uri = SiteAddresses.parse(address);
        String path = uri == null ? null : uri.getRawPath();
        if (path == null) {
            return false;
        }
        int end = path.length();
        while (end > 0 && path.charAt(end - 1) == '/') {
            end--;
        }
        // The last segment; behind a story's number, the one before it, with at most one word of the system's
        // between them: "/pune-two-held-for-stealing-cables/articleshow/474201.cms", "/council-approves-budget/123456".
        for (int segment = 0; ; segment++) {
            int start = path.lastIndexOf('/', end - 1) + 1;
            String name = path.substring(start, end);
            int words = slugWords(name);
            boolean numberOrSystemWord = segment == 0
                    ? words == 0
                    // "/page/2" is a listing's second page, not a story's number.
                    : segment == 1 && words == 1 && !name.equalsIgnoreCase("page");
            if (!numberOrSystemWord || start == 0) {
                return words >= HEADLINE_WORDS;
            }
            end = start - 1;
        }
    }

    /** The words with letters of a path segment (a file extension dropped), joined by hyphens or underscores. */
    private static int slugWords(String segment) {
        int dot = segment.lastIndexOf('.');
        if (dot > 0 && segment.length() - dot <= 6) {
            segment = segment.substring(0, dot);
        }
        int words = 0;
        for (String word : segment.split("[-_]+")) {
            if (word.chars().anyMatch(Character::isLetter)) {
                words++;
            }
        }
        return words;
    }

    /** What a JSON-LD type or a microdata item type says of the page. */
    private enum Kind {
        ARTICLE,
        CONTRADICTION,
        OTHER
    }

    /**
     * Whether the document declares an article and nothing that contradicts it: in its head ({@code og:type},
     * JSON-LD), else in its body (JSON-LD blocks a theme prints there, or exactly one microdata item of an article
     * type: one, because a listing marks up each of its teasers as a {@code BlogPosting}).
     */
    static boolean isDeclared(Document document) {
        boolean article = false;
        for (Element element : document.head().children()) {
            String tag = element.normalName();
            if (tag.equals("meta")) {
                if (element.attr("property").equalsIgnoreCase("og:type")
                        && element.attr("content")
                                .strip()
                                .toLowerCase(Locale.ROOT)
                                .equals("article")) {
                    article = true;
                }
            } else if (isJsonLd(element)) {
                Kind kind = jsonLd(element);
                if (kind == Kind.CONTRADICTION) {
                    return false;
                }
                article |= kind == Kind.ARTICLE;
            }
        }
        if (article || document.body() == null) {
            return article;
        }
        int items = 0;
        for (Element element : Walk.all(document.body())) {
            if (isJsonLd(element)) {
                Kind kind = jsonLd(element);
                if (kind == Kind.CONTRADICTION) {
                    return false;
                }
                article |= kind == Kind.ARTICLE;
            } else if (element.hasAttr("itemtype")) {
                String type = element.attr("itemtype");
                Kind kind = kind(type.substring(type.lastIndexOf('/') + 1).strip());
                if (kind == Kind.CONTRADICTION) {
                    return false;
                }
                if (kind == Kind.ARTICLE) {
                    items++;
                }
            }
        }
        return article || items == 1;
    }

    private static boolean isJsonLd(Element element) {
        return element.normalName().equals("script") && element.attr("type").equalsIgnoreCase("application/ld+json");
    }

    /** What the block's types say: a contradiction wins over an article. */
    private static Kind jsonLd(Element script) {
        Kind found = Kind.OTHER;
        Matcher types = LD_TYPE.matcher(script.data());
        while (types.find()) {
            Kind kind = kind(types.group(1));
            if (kind == Kind.CONTRADICTION) {
                return kind;
            }
            if (kind == Kind.ARTICLE) {
                found = kind;
            }
        }
        return found;
    }

    private static Kind kind(String type) {
        return switch (type) {
            case "Article",
                    "NewsArticle",
                    "BlogPosting",
                    "ReportageNewsArticle",
                    "AnalysisNewsArticle",
                    "OpinionNewsArticle",
                    "BackgroundNewsArticle",
                    "TechArticle",
                    "ScholarlyArticle",
                    "Report" -> Kind.ARTICLE;
            case "DiscussionForumPosting",
                    "QAPage",
                    "Question",
                    "ProfilePage",
                    "Product",
                    "ItemList",
                    "CollectionPage",
                    "SearchResultsPage",
                    "LiveBlogPosting" -> Kind.CONTRADICTION;
            default -> Kind.OTHER;
        };
    }
}
