package io.agenttoolkit.web.fetch.internal.extract;

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
 * what surrounds that body (related stories, comments, footers) is chrome. Reads the head only, which is small.
 */
final class ArticlePages {

    private static final Pattern LD_TYPE = Pattern.compile("\"@type\"\\s*:\\s*\\[?\\s*\"([A-Za-z]+)\"");

    private ArticlePages() {}

    /** Whether the document's head declares an article and nothing that contradicts it. */
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
            } else if (tag.equals("script") && element.attr("type").equalsIgnoreCase("application/ld+json")) {
                Matcher types = LD_TYPE.matcher(element.data());
                while (types.find()) {
                    switch (types.group(1)) {
                        case "Article",
                                "NewsArticle",
                                "BlogPosting",
                                "ReportageNewsArticle",
                                "AnalysisNewsArticle",
                                "OpinionNewsArticle",
                                "BackgroundNewsArticle",
                                "TechArticle",
                                "ScholarlyArticle",
                                "Report" -> article = true;
                        case "DiscussionForumPosting",
                                "QAPage",
                                "Question",
                                "ProfilePage",
                                "Product",
                                "ItemList",
                                "CollectionPage",
                                "SearchResultsPage",
                                "LiveBlogPosting" -> {
                            return false;
                        }
                        default -> {}
                    }
                }
            }
        }
        return article;
    }
}
