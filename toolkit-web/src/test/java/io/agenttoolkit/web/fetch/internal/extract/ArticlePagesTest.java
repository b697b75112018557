package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class ArticlePagesTest {

    private static boolean declared(String head) {
        return ArticlePages.isDeclared(Jsoup.parse("<html><head>" + head + "</head><body><p>x</p></body></html>"));
    }

    private static String ld(String json) {
        return "<script type=\"application/ld+json\">" + json + "</script>";
    }

    @Test
    void ogTypeArticle_orAnArticleKindInJsonLd_declaresAnArticle() {
        assertThat(declared("<meta property=\"og:type\" content=\"article\">")).isTrue();
        assertThat(declared("<meta property=\"OG:TYPE\" content=\" Article \">"))
                .isTrue();
        assertThat(declared(ld("{\"@context\":\"https://schema.org\",\"@type\":\"NewsArticle\",\"headline\":\"x\"}")))
                .isTrue();
        assertThat(declared(ld("{\"@graph\":[{\"@type\":\"WebPage\"},{\"@type\": [\"BlogPosting\"]}]}")))
                .isTrue();
    }

    @Test
    void otherPages_andArticlesThatAreAlsoThreadsOrProducts_areNotDeclared() {
        assertThat(declared("")).isFalse();
        assertThat(declared("<meta property=\"og:type\" content=\"website\">")).isFalse();
        assertThat(declared(ld("{\"@type\":\"WebPage\"}"))).isFalse();
        // A forum thread often says og:type=article; its JSON-LD says what it is.
        assertThat(declared("<meta property=\"og:type\" content=\"article\">"
                        + ld("{\"@type\":\"DiscussionForumPosting\",\"headline\":\"x\"}")))
                .isFalse();
        assertThat(declared(ld("{\"@type\":\"Article\"}") + ld("{\"@type\":\"QAPage\"}")))
                .isFalse();
        assertThat(declared("<meta property=\"og:type\" content=\"article\">" + ld("{\"@type\":\"Product\"}")))
                .isFalse();
    }

    private static boolean declaredByBody(String head, String body) {
        return ArticlePages.isDeclared(Jsoup.parse("<html><head>" + head + "</head><body>" + body + "</body></html>"));
    }

    @Test
    void theBodysJsonLd_orItsOneArticleItem_declaresAnArticleTheHeadDoesNot() {
        assertThat(declaredByBody("", ld("{\"@type\":\"NewsArticle\"}") + "<p>x</p>"))
                .isTrue();
        assertThat(declaredByBody("", "<div itemscope itemtype=\"https://schema.org/BlogPosting\"><p>x</p></div>"))
                .isTrue();
    }

    @Test
    void aListingsArticleItems_orABodyThatContradicts_declareNothing() {
        String teaser = "<div itemscope itemtype=\"http://schema.org/BlogPosting\"><a href=/a>x</a></div>";
        assertThat(declaredByBody("", teaser + teaser + teaser)).isFalse();
        assertThat(declaredByBody("", ld("{\"@type\":\"Article\"}") + ld("{\"@type\":\"ItemList\"}")))
                .isFalse();
        assertThat(declaredByBody("", teaser + "<div itemscope itemtype=\"https://schema.org/Product\"></div>"))
                .isFalse();
        // The head's contradiction is not undone by the body.
        assertThat(declaredByBody(ld("{\"@type\":\"QAPage\"}"), ld("{\"@type\":\"Article\"}")))
                .isFalse();
    }
}
