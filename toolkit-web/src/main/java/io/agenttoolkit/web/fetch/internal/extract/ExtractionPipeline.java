package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jspecify.annotations.Nullable;

/**
 * The extraction engine's stages, in the order they run. Read top to bottom: {@link #CLEANING} once per page, then
 * the readability strategy ({@link #READABILITY}: candidate scoring, widening, pruning inside the content, the
 * section rules, rendering), then, unless readability's result is good enough ({@link HtmlExtractor#skipsSoup}) or
 * soup could add only a few lines around it ({@link SoupReach}), the soup strategy ({@link #SOUP}) on a copy of the
 * cleaned page, then the pick between the two
 * ({@link HtmlExtractor#pick}), then the {@link #LINE_FILTERS} over the picked Markdown. Every stage is a
 * {@link Stage}: a name and one method over the page's {@link PageContext}. Immutable and thread-safe.
 */
final class ExtractionPipeline {

    private static final MarkdownRenderer RENDERER = new MarkdownRenderer();

    /** 1. Cleaning: parse, tell the page's kind, remove noise and chrome; once per page, before either strategy. */
    static final List<Stage> CLEANING = List.of(
            Stage.page("parse", page -> page.document(PageCleaner.parse(page.html(), page.baseUrl()))),
            Stage.page("metadata", page -> page.metadata(PageMetadata.read(page.document()))),
            Stage.page("article-page", page -> page.declaredArticle(ArticlePages.isDeclared(page.document()))),
            Stage.page(
                    "headline-address", page -> page.headlineAddress(ArticlePages.hasHeadlineAddress(page.baseUrl()))),
            // Asked before the noise goes: a product page may say so only in its JSON-LD script.
            Stage.page("product-page", page -> page.productPage(ProductGrids.isProductPage(page.document()))),
            Stage.document("noise", (document, page) -> PageCleaner.removeNoise(document, page.isLikelyArticle())),
            // Before the unlikely-block rules take a paywall box apart and leave its pitch without its label.
            Stage.document("paywalls", (document, page) -> {
                if (page.isLikelyArticle() && document.body() != null) {
                    Paywalls.prune(document.body());
                }
            }),
            Stage.document("chrome", PageCleaner::removeChrome),
            Stage.productDocument("customer-reviews", document -> CustomerReviews.prune(document.body())),
            // Before either strategy scores the page, so that a long thread cannot outweigh a short article.
            Stage.document("reader-comments", document -> ReaderComments.detach(document.body())),
            Stage.page("title", page -> {
                PageCleaner.Title title = PageCleaner.pageTitle(page.document());
                page.title(title == null ? null : title.text());
                page.shownTitle(title == null ? null : title.shown());
            }));

    /**
     * 2a. What either strategy's content may still carry: promos, recommendation sections, tab strips, tables of
     * contents, interface labels ("Read more", "5 min read"), forum posts' chrome, bylines; a story's standfirst put
     * back when the content left it in the header ({@link Standfirsts}); then side-by-side links set apart with a
     * space, and on product pages the grids of other products.
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
            Stage.content(
                    "sign-up-boxes", (content, page) -> SignUpPrompts.pruneBoxes(content, page.isLikelyArticle())),
            Stage.content("follow-prompts", FollowPrompts::prune),
            Stage.content("tooltips", Tooltips::prune),
            Stage.content("forecasts", Forecasts::prune),
            Stage.content("shop-notices", ShopNotices::prune),
            Stage.content("responsive-twins", ResponsiveTwins::prune),
            Stage.content("error-messages", ErrorMessages::prune),
            Stage.content("post-chrome", PostChrome::prune),
            Stage.articleContent("teaser-lists", TeaserLists::prune),
            Stage.articleContent("article-edges", ArticleEdges::prune),
            Stage.content("trailing-link-lists", TrailingLinkLists::prune),
            Stage.content("trailing-link-blocks", TrailingLinkBlocks::prune),
            Stage.content("title-prelude", TitlePrelude::prune),
            Stage.content("standfirst", Standfirsts::restore),
            Stage.content("bylines", (content, page) -> Bylines.prune(content, page)),
            Stage.content("home-trails", HomeTrails::prune),
            Stage.content("author-boxes", AuthorBoxes::prune),
            Stage.articleContent("contact-lines", ContactLines::prune),
            Stage.content("adjacent-links", AdjacentLinks::separate),
            Stage.productContent("product-grids", ProductGrids::prune));

    /**
     * 2b. The content as Markdown headed by the page's title; links, pictures and tables left out before and after
     * rendering when the options say so.
     */
    static final List<Stage> RENDER = List.of(
            Stage.content("output-options", OutputOptions::prune),
            Stage.page(
                    "render",
                    page -> page.markdown(
                            page.content() == null ? "" : RENDERER.render(page.content(), page.shownTitle()))),
            new Stage("without-tables", Stage.Target.MARKDOWN, OutputOptions::dropTables));

    /**
     * 3. The readability strategy: paragraphs score their ancestors, the best candidate is widened to the blocks
     * that carry content too, navigation-like blocks are pruned from it; then the section rules and rendering.
     */
    static final List<Stage> READABILITY = concat(
            List.of(
                    Stage.scoring("measure", ContentScorer::measure),
                    Stage.scoring("unlikely-blocks", UnlikelyBlocks::removeUnlikely),
                    Stage.scoring("score-paragraphs", ContentScorer::score),
                    Stage.scoring("top-candidate", ContentScorer::pickTop),
                    Stage.candidate("common-ancestor", CandidateWidening::commonAncestor),
                    Stage.candidate("climb", CandidateWidening::climb),
                    Stage.candidate("widen", CandidateWidening::widen),
                    Stage.candidate("widen-to-repeats", CandidateWidening::widenToRepeats),
                    Stage.candidate("widen-to-sections", CandidateWidening::widenToSections),
                    Stage.candidate("widen-to-intro", CandidateWidening::widenToIntro),
                    Stage.candidate("opening-post", SiblingMerging::withOpeningPost),
                    Stage.candidate("merge-siblings", SiblingMerging::mergeSiblings),
                    Stage.candidate("whole-table", SiblingMerging::wholeTable),
                    Stage.content(
                            "navigation-lists",
                            (content, page) -> ContentPruning.pruneNavigation(content, page.stats())),
                    Stage.content("comments", (content, page) -> ContentPruning.pruneComments(content, page.stats())),
                    Stage.content(
                            "byline-blocks", (content, page) -> ContentPruning.pruneBylines(content, page.stats()))),
            SECTION_RULES,
            RENDER);

    /**
     * 4. The soup strategy: the first content selector with text ({@code main}, {@code article}, ...), else the
     * body; boilerplate blocks and the comments under an article body removed; then the section rules and rendering.
     */
    static final List<Stage> SOUP = concat(
            List.of(
                    Stage.page("content-selector", page -> page.content(HtmlExtractor.soupContent(page.document()))),
                    Stage.content("unlikely-blocks", UnlikelyBlocks::pruneBoilerplate),
                    Stage.content("comments-under-article", ContentPruning::pruneCommentsUnderArticle)),
            SECTION_RULES,
            RENDER);

    /**
     * 5. After the pick, over the picked Markdown only (so that they do not change which strategy wins): unrendered
     * shortcodes, repeated lines, a teaser strip that ends the content, its entries' byline-and-age lines and
     * reading-time stamps.
     */
    static final List<Stage> LINE_FILTERS = List.of(
            Stage.markdown("shortcodes", Shortcodes::drop),
            Stage.markdown("repeated-lines", RepeatedLines::dropRepeatedLines),
            Stage.markdown("repeated-title", RepeatedLines::dropRepeatedTitle),
            Stage.markdown("trailing-teasers", TrailingTeasers::dropTrailingStrip),
            Stage.markdown("age-stamps", AgeStamps::drop),
            Stage.markdown("reading-times", ReadingTimes::drop));

    /** The stages skipped when comments are asked for: they remove readers' comments and shoppers' reviews. */
    static final Set<String> COMMENT_STAGES =
            Set.of("customer-reviews", "reader-comments", "comments", "comments-under-article");

    private ExtractionPipeline() {}

    /** Returns the page's content by the mode's strategies, with the options' output and trace. */
    static Extraction extract(String html, String baseUrl, HtmlExtractor.Mode mode, ExtractionOptions options) {
        PageContext page = new PageContext(html, baseUrl, options);
        run("cleaning", CLEANING, page);
        Extraction picked;
        if (mode == HtmlExtractor.Mode.SOUP) {
            picked = soup(page);
        } else if (mode == HtmlExtractor.Mode.READABILITY) {
            picked = readability(page);
        } else {
            page.copyForSoup();
            SoupReach reach = SoupReach.of(page);
            Extraction readability = readability(page);
            String notTried = HtmlExtractor.skipsSoup(readability)
                    ? "score >= " + (int) HtmlExtractor.SKIP_SOUP_SCORE + " and length >= "
                            + HtmlExtractor.SKIP_SOUP_LENGTH
                    : reach == null ? null : reach.whyNotTried(page.content(), readability);
            Extraction soup = notTried == null ? soup(page) : null;
            boolean soupIsBody =
                    page.content() != null && page.content().normalName().equals("body");
            HtmlExtractor.Pick pick = soup == null
                    ? null
                    : HtmlExtractor.pick(
                            readability, soup, page.isDeclaredArticle(), page.hasHeadlineAddress(), soupIsBody);
            picked = pick == null ? readability : pick.extraction();
            Tracer tracer = page.tracer();
            if (tracer != null) {
                tracer.note("pick", "pick", whyPicked(readability, soup, pick, notTried));
            }
            page.markdown(picked.markdown());
            run("lines", LINE_FILTERS, page);
        }
        Tracer tracer = page.tracer();
        if (mode == HtmlExtractor.Mode.AUTO
                && page.markdown().equals(picked.markdown())
                && tracer == null
                && page.metadata() == PageMetadata.NONE) {
            return picked;
        }
        return new Extraction(
                mode == HtmlExtractor.Mode.AUTO ? page.markdown() : picked.markdown(),
                picked.strategy(),
                picked.readabilityScore(),
                picked.title(),
                page.metadata(),
                tracer == null ? List.of() : tracer.steps());
    }

    private static Extraction readability(PageContext page) {
        run(HtmlExtractor.READABILITY, READABILITY, page);
        return new Extraction(page.markdown(), HtmlExtractor.READABILITY, page.topScore(), page.title());
    }

    private static Extraction soup(PageContext page) {
        page.startSoup();
        run(HtmlExtractor.SOUP, SOUP, page);
        return new Extraction(page.markdown(), HtmlExtractor.SOUP, 0, page.title());
    }

    /** Says which strategy the pick kept, why, and the figures it compared. */
    private static String whyPicked(
            Extraction readability,
            @Nullable Extraction soup,
            HtmlExtractor.@Nullable Pick pick,
            @Nullable String notTried) {
        String figures = "readability " + readability.length() + " chars (prose "
                + HtmlExtractor.proseLength(readability.markdown()) + ", score "
                + Math.round(readability.readabilityScore()) + ")";
        if (soup == null || pick == null) {
            return "readability kept, soup not tried: " + notTried + "; " + figures;
        }
        return pick.reason() + "; " + figures + "; soup " + soup.length() + " chars (prose "
                + HtmlExtractor.proseLength(soup.markdown()) + ")";
    }

    /**
     * Where soup will look, found before readability rearranges its document: soup's content element
     * ({@link HtmlExtractor#soupContentElement}) in readability's document, and the same element in the untouched
     * copy kept for soup, whose text is the most soup can render.
     *
     * @param inDocument the element in the document readability works on
     * @param inCopy the element at the same place in the copy kept for soup
     */
    record SoupReach(Element inDocument, Element inCopy) {

        /** Soup's text must reach this many times readability's prose for soup to be worth running. */
        static final double MIN_TEXT_SHARE = 1.5;

        /** Returns where soup will look, null when soup gathers several elements or no copy is kept. */
        static @Nullable SoupReach of(PageContext page) {
            Document copy = page.soupCopy();
            Element element = copy == null ? null : HtmlExtractor.soupContentElement(page.document());
            if (copy == null || element == null) {
                return null;
            }
            Node twin = copy;
            for (int index : path(element)) {
                twin = twin.childNode(index);
            }
            return new SoupReach(element, (Element) twin);
        }

        /**
         * Returns why soup need not run, null when it must: its content element holds readability's content (so
         * soup is not readability's prose core, which lies inside it) and the element's text, as the cleaned page had
         * it, is less than {@link #MIN_TEXT_SHARE} times readability's prose, when soup is picked for length only with
         * twice readability's length and a fifth more prose: what soup would add is a few lines around the same
         * content. Measured on the shared set: soup is not run on 485 of the 793 pages where it ran, and two pages'
         * output differs (a product page, for the better; a forum thread whose soup was the prose core).
         */
        @Nullable
        String whyNotTried(@Nullable Element content, Extraction readability) {
            if (content == null || content != inDocument && !ContentScorer.isAncestor(inDocument, content)) {
                return null;
            }
            int prose = HtmlExtractor.proseLength(readability.markdown());
            int text = inCopy.text().length();
            if (text >= MIN_TEXT_SHARE * prose) {
                return null;
            }
            return "soup's content element holds readability's content, with " + text
                    + " characters of text, less than " + MIN_TEXT_SHARE + " times readability's prose";
        }

        /**
         * The element's place in its document: its index among its parent's child nodes, from the top. (Not the
         * index among child elements: a cloned document's {@code child(int)} may answer from the list of child
         * elements cached on the original, in jsoup 1.24.1, and so give the original's {@code html} element.)
         */
        private static int[] path(Element element) {
            List<Integer> indices = new ArrayList<>();
            for (Element at = element; at.parent() != null; at = at.parent()) {
                indices.add(at.siblingIndex());
            }
            int[] path = new int[indices.size()];
            for (int i = 0; i < path.length; i++) {
                path[i] = indices.get(path.length - 1 - i);
            }
            return path;
        }
    }

    private static void run(String phase, List<Stage> stages, PageContext page) {
        Tracer tracer = page.tracer();
        boolean comments = page.options().includeComments();
        for (Stage stage : stages) {
            if (comments && COMMENT_STAGES.contains(stage.name())) {
                continue;
            }
            if (tracer == null) {
                stage.apply(page);
            } else {
                tracer.run(phase, stage, page);
            }
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
