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

    @Test
    void anAddressEndingInAHeadlineSlug_isAHeadlineAddress() {
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/2024/04/04/city-council-approves-new-budget/"))
                .isTrue();
        assertThat(ArticlePages.hasHeadlineAddress(
                        "https://www.kurier.example/wiadomosci/item/7144-od-poniedzialku-utrudnienia-na-ulicy.html"))
                .isTrue();
        assertThat(ArticlePages.hasHeadlineAddress("https://blog.example/posts/how_we_cut_build_times?utm_source=x"))
                .isTrue();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/local/school-board-names-new-head#comments"))
                .isTrue();
        // A story's number after its slug, with or without one word of the system's between them.
        assertThat(
                        ArticlePages.hasHeadlineAddress(
                                "https://www.courier.example/city/pune/two-held-for-stealing-copper-cables/articleshow/474201.cms"))
                .isTrue();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/story/council-approves-harbour-budget/123456"))
                .isTrue();
    }

    @Test
    void sectionsTagsHomePagesAndNumberedAddresses_areNoHeadlineAddresses() {
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/")).isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example")).isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/news/local-politics/"))
                .isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/tag/city-council-budget"))
                .isFalse();
        // Numbers are no words, and the query string is not the path.
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/2024/04/04/12345-678-9"))
                .isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("https://shop.example/cart?ref=one-two-three-four-five"))
                .isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/news-from-the-lake-district/page/2"))
                .as("a listing's second page")
                .isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("https://news.example/local-news/articleshow/474201.cms"))
                .isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("about:blank")).isFalse();
        assertThat(ArticlePages.hasHeadlineAddress("")).isFalse();
    }
}
