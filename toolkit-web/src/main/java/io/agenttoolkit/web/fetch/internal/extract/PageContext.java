package io.agenttoolkit.web.fetch.internal.extract;

import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * What the stages of one page's extraction share: the HTML and its address, the parsed document of the strategy
 * running, the page's kind, its title, the readability scorer's measurements and candidates, the chosen content and
 * its Markdown. One per page and per call, never shared between threads. Nothing travels in the DOM: a stage that
 * needs to know the page is a product page asks {@link #isProductPage()}.
 */
final class PageContext {

    private final String html;
    private final String baseUrl;
    private final ExtractionOptions options;
    private final @Nullable Tracer tracer;
    private PageMetadata metadata = PageMetadata.NONE;
    private @Nullable Document document;
    private @Nullable Document soupDocument;
    private boolean productPage;
    private boolean declaredArticle;
    private boolean headlineAddress;
    private @Nullable String title;
    private @Nullable String shownTitle;
    private @Nullable Map<Element, ContentScorer.Stats> stats;
    private List<Element> candidates = List.of();
    private @Nullable Element top;
    private double topScore;
    private @Nullable Element content;
    private String markdown = "";

    PageContext(String html, String baseUrl, ExtractionOptions options) {
        this.html = html;
        this.baseUrl = baseUrl;
        this.options = options;
        this.tracer = options.trace() ? new Tracer() : null;
    }

    ExtractionOptions options() {
        return options;
    }

    /** Returns the trace being recorded, or null when none was asked for. */
    @Nullable
    Tracer tracer() {
        return tracer;
    }

    PageMetadata metadata() {
        return metadata;
    }

    void metadata(PageMetadata metadata) {
        this.metadata = metadata;
    }

    String html() {
        return html;
    }

    String baseUrl() {
        return baseUrl;
    }

    /** Returns the document of the strategy running. */
    Document document() {
        if (document == null) {
            throw new IllegalStateException("the page has not been parsed yet");
        }
        return document;
    }

    void document(Document document) {
        this.document = document;
    }

    /**
     * Keeps a copy of the cleaned document for the soup strategy: readability rearranges its document, and a copy is
     * cheaper than parsing again.
     */
    void copyForSoup() {
        soupDocument = document().clone();
    }

    /** Returns the copy of the cleaned document kept for soup by {@link #copyForSoup}, null when none is kept. */
    @Nullable
    Document soupCopy() {
        return soupDocument;
    }

    /**
     * Turns the context over to the soup strategy: its document is the copy kept by {@link #copyForSoup} (or the
     * document itself when only soup runs), and readability's candidate, content and Markdown are forgotten.
     */
    void startSoup() {
        if (soupDocument != null) {
            document = soupDocument;
            soupDocument = null;
        }
        stats = null;
        candidates = List.of();
        top = null;
        topScore = 0;
        content = null;
        markdown = "";
    }

    /** Whether the page is a single product's page (asked before cleaning: it may say so only in JSON-LD). */
    boolean isProductPage() {
        return productPage;
    }

    /** Whether the page's head declares it one article ({@link ArticlePages}). */
    boolean isDeclaredArticle() {
        return declaredArticle;
    }

    void declaredArticle(boolean declaredArticle) {
        this.declaredArticle = declaredArticle;
    }

    /**
     * Whether the page is likely one story: its head declares an article ({@link #isDeclaredArticle}) or its address
     * ends in a headline's slug ({@link #hasHeadlineAddress}). The rules for a story's own furniture (a paywall or
     * subscription box, a donation box, a bare date under the title) and the widening that keeps a story from taking
     * in the cards beside it go by it. The rules that remove what follows a story's body (teaser lists, the edges of
     * the article, contact lines) go by the declaration alone: a forum thread or a product is addressed by a slug too,
     * and its replies or features follow its first block.
     */
    boolean isLikelyArticle() {
        return declaredArticle || headlineAddress;
    }

    /** Whether the page's address ends in a headline's slug ({@link ArticlePages#hasHeadlineAddress}). */
    boolean hasHeadlineAddress() {
        return headlineAddress;
    }

    void headlineAddress(boolean headlineAddress) {
        this.headlineAddress = headlineAddress;
    }

    void productPage(boolean productPage) {
        this.productPage = productPage;
    }

    @Nullable
    String title() {
        return title;
    }

    void title(@Nullable String title) {
        this.title = title;
    }

    /** The title as the Markdown's leading heading shows it ({@link PageCleaner.Title#shown}), or null. */
    @Nullable
    String shownTitle() {
        return shownTitle;
    }

    void shownTitle(@Nullable String shownTitle) {
        this.shownTitle = shownTitle;
    }

    /** Returns the readability scorer's text statistics of every element of the body, measured once. */
    Map<Element, ContentScorer.Stats> stats() {
        if (stats == null) {
            throw new IllegalStateException("the body has not been measured yet");
        }
        return stats;
    }

    void stats(Map<Element, ContentScorer.Stats> stats) {
        this.stats = stats;
    }

    /** Returns the scored candidates in document order. */
    List<Element> candidates() {
        return candidates;
    }

    void candidates(List<Element> candidates) {
        this.candidates = candidates;
    }

    /** Returns the readability scorer's top candidate, moved by the widening stages, or null. */
    @Nullable
    Element top() {
        return top;
    }

    void top(Element top) {
        this.top = top;
    }

    /** Returns the score of the best candidate as first found (the readability score), 0 when there is none. */
    double topScore() {
        return topScore;
    }

    void topScore(double topScore) {
        this.topScore = topScore;
    }

    /** Returns the content the strategy chose, or null when it found none. */
    @Nullable
    Element content() {
        return content;
    }

    void content(@Nullable Element content) {
        this.content = content;
    }

    String markdown() {
        return markdown;
    }

    void markdown(String markdown) {
        this.markdown = markdown;
    }
}
