package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * The extraction engine's stages, in the order they run. Read top to bottom: {@link #CLEANING} once per page, then
 * the readability strategy ({@link #READABILITY}: candidate scoring, widening, pruning inside the content, the
 * section rules, rendering), then, unless readability's result is good enough ({@link HtmlExtractor#skipsSoup}), the
 * soup strategy ({@link #SOUP}) on a copy of the cleaned page, then the pick between the two
 * ({@link HtmlExtractor#pick}), then the {@link #LINE_FILTERS} over the picked Markdown. Every stage is a
 * {@link Stage}: a name and one method over the page's {@link PageContext}. Immutable and thread-safe.
 */
final class ExtractionPipeline {

    private static final MarkdownRenderer RENDERER = new MarkdownRenderer();

    /** 1. Cleaning: parse, tell the page's kind, remove noise and chrome; once per page, before either strategy. */
    static final List<Stage> CLEANING = List.of(
            Stage.page("parse", page -> page.document(PageCleaner.parse(page.html(), page.baseUrl()))),
            // Asked before the noise goes: a product page may say so only in its JSON-LD script.
            Stage.page("product-page", page -> page.productPage(ProductGrids.isProductPage(page.document()))),
            Stage.document("noise", PageCleaner::removeNoise),
            Stage.document("chrome", PageCleaner::removeChrome),
            Stage.productDocument("customer-reviews", document -> CustomerReviews.prune(document.body())),
            Stage.page("title", page -> page.title(PageCleaner.title(page.document()))));

    /**
     * 2a. What either strategy's content may still carry: promos, recommendation sections, tab strips, tables of
     * contents, interface labels ("Read more", "5 min read"), forum posts' chrome, bylines; then side-by-side links
     * set apart with a space, and on product pages the grids of other products.
     */
    static final List<Stage> SECTION_RULES = List.of(
            Stage.content("inline-promos", InlinePromos::prune),
            Stage.content("recommendation-sections", RecommendationSections::prune),
            Stage.content("tab-labels", TabLabels::prune),
            Stage.content("table-of-contents", TableOfContents::prune),
            Stage.content("link-menus", LinkMenus::prune),
            Stage.content("data-dumps", (content, page) -> DataDumps.prune(content, page.isProductPage())),
            Stage.content("interface-labels", InterfaceLabels::prune),
            Stage.content("sign-up-prompts", SignUpPrompts::prune),
            Stage.content("tooltips", Tooltips::prune),
            Stage.content("shop-notices", ShopNotices::prune),
            Stage.content("responsive-twins", ResponsiveTwins::prune),
            Stage.content("error-messages", ErrorMessages::prune),
            Stage.content("post-chrome", PostChrome::prune),
            Stage.content("trailing-link-lists", TrailingLinkLists::prune),
            Stage.content("title-prelude", TitlePrelude::prune),
            Stage.content("bylines", Bylines::prune),
            Stage.content("home-trails", HomeTrails::prune),
            Stage.content("author-boxes", AuthorBoxes::prune),
            Stage.content("adjacent-links", AdjacentLinks::separate),
            Stage.productContent("product-grids", ProductGrids::prune));

    /** 2b. The content as Markdown headed by the page's title. */
    static final Stage RENDER = Stage.page(
            "render",
            page -> page.markdown(page.content() == null ? "" : RENDERER.render(page.content(), page.title())));

    /**
     * 3. The readability strategy: paragraphs score their ancestors, the best candidate is widened to the blocks
     * that carry content too, navigation-like blocks are pruned from it; then the section rules and rendering.
     */
    static final List<Stage> READABILITY = concat(
            List.of(
                    Stage.scoring("measure", ContentScorer::measure),
                    Stage.scoring("unlikely-blocks", ContentScorer::removeUnlikely),
                    Stage.scoring("score-paragraphs", ContentScorer::score),
                    Stage.scoring("top-candidate", ContentScorer::pickTop),
                    Stage.candidate("common-ancestor", ContentScorer::commonAncestor),
                    Stage.candidate("climb", ContentScorer::climb),
                    Stage.candidate("widen", ContentScorer::widen),
                    Stage.candidate("widen-to-repeats", ContentScorer::widenToRepeats),
                    Stage.candidate("widen-to-sections", ContentScorer::widenToSections),
                    Stage.candidate("widen-to-intro", ContentScorer::widenToIntro),
                    Stage.candidate("opening-post", ContentScorer::withOpeningPost),
                    Stage.candidate("merge-siblings", ContentScorer::mergeSiblings),
                    Stage.candidate("whole-table", ContentScorer::wholeTable),
                    Stage.content(
                            "navigation-lists",
                            (content, page) -> ContentPruning.pruneNavigation(content, page.stats())),
                    Stage.content("comments", (content, page) -> ContentPruning.pruneComments(content, page.stats())),
                    Stage.content(
                            "byline-blocks", (content, page) -> ContentPruning.pruneBylines(content, page.stats()))),
            SECTION_RULES,
            List.of(RENDER));

    /**
     * 4. The soup strategy: the first content selector with text ({@code main}, {@code article}, ...), else the
     * body; boilerplate blocks and the comments under an article body removed; then the section rules and rendering.
     */
    static final List<Stage> SOUP = concat(
            List.of(
                    Stage.page("content-selector", page -> page.content(HtmlExtractor.soupContent(page.document()))),
                    Stage.content("unlikely-blocks", ContentScorer::pruneBoilerplate),
                    Stage.content("comments-under-article", ContentPruning::pruneCommentsUnderArticle)),
            SECTION_RULES,
            List.of(RENDER));

    /**
     * 5. After the pick, over the picked Markdown only (so that they do not change which strategy wins): unrendered
     * shortcodes, repeated lines, a teaser strip that ends the content, its entries' byline-and-age lines and
     * reading-time stamps.
     */
    static final List<Stage> LINE_FILTERS = List.of(
            Stage.markdown("shortcodes", Shortcodes::drop),
            Stage.markdown("repeated-lines", RepeatedLines::dropRepeatedLines),
            Stage.markdown("trailing-teasers", TrailingTeasers::dropTrailingStrip),
            Stage.markdown("age-stamps", AgeStamps::drop),
            Stage.markdown("reading-times", ReadingTimes::drop));

    private ExtractionPipeline() {}

    /** Returns the page's content by the auto rule (see {@link HtmlExtractor#extract}). */
    static Extraction auto(String html, String baseUrl) {
        PageContext page = new PageContext(html, baseUrl);
        run(CLEANING, page);
        page.copyForSoup();
        Extraction readability = readability(page);
        Extraction picked = readability;
        if (!HtmlExtractor.skipsSoup(readability)) {
            picked = HtmlExtractor.pick(readability, soup(page));
        }
        page.markdown(picked.markdown());
        run(LINE_FILTERS, page);
        if (page.markdown().equals(picked.markdown())) {
            return picked;
        }
        return new Extraction(page.markdown(), picked.strategy(), picked.readabilityScore(), picked.title());
    }

    /** Returns the readability strategy's content alone. */
    static Extraction readabilityOnly(String html, String baseUrl) {
        PageContext page = new PageContext(html, baseUrl);
        run(CLEANING, page);
        return readability(page);
    }

    /** Returns the soup strategy's content alone. */
    static Extraction soupOnly(String html, String baseUrl) {
        PageContext page = new PageContext(html, baseUrl);
        run(CLEANING, page);
        return soup(page);
    }

    private static Extraction readability(PageContext page) {
        run(READABILITY, page);
        return new Extraction(page.markdown(), HtmlExtractor.READABILITY, page.topScore(), page.title());
    }

    private static Extraction soup(PageContext page) {
        page.startSoup();
        run(SOUP, page);
        return new Extraction(page.markdown(), HtmlExtractor.SOUP, 0, page.title());
    }

    private static void run(List<Stage> stages, PageContext page) {
        for (Stage stage : stages) {
            stage.apply(page);
        }
    }

    @SafeVarargs
    private static List<Stage> concat(List<Stage>... parts) {
        List<Stage> stages = new ArrayList<>();
        for (List<Stage> part : parts) {
            stages.addAll(part);
        }
        return List.copyOf(stages);
    }
}
