package io.agenttoolkit.web.fetch.internal.extract;

import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * One step of the extraction pipeline ({@link ExtractionPipeline}): a name and one method over the page's
 * {@link PageContext}. The factories say what the step works on, which is also what a trace compares before and
 * after it; a step whose input is absent (no content found, not a product page) does nothing.
 *
 * @param name the step's name in traces, lower-case words joined by hyphens
 * @param target what the step reads and changes
 * @param action the step itself
 */
record Stage(String name, Target target, Consumer<PageContext> action) {

    /** What a stage works on. */
    enum Target {
        /** The page as a whole: parsing, flags, the title; nothing to compare. */
        PAGE,
        /** The whole document of the strategy running. */
        DOCUMENT,
        /** The candidate the readability scorer holds (its element, and the document it may remove from). */
        CANDIDATE,
        /** The content element the strategy chose. */
        CONTENT,
        /** The Markdown. */
        MARKDOWN
    }

    /** Runs the stage on the page. */
    void apply(PageContext page) {
        action.accept(page);
    }

    /** Returns a stage over the page context itself. */
    static Stage page(String name, Consumer<PageContext> action) {
        return new Stage(name, Target.PAGE, action);
    }

    /** Returns a stage over the strategy's whole document. */
    static Stage document(String name, Consumer<Document> action) {
        return new Stage(name, Target.DOCUMENT, page -> action.accept(page.document()));
    }

    /** Returns a stage over the whole document that reads what the page is (its {@link PageContext}). */
    static Stage document(String name, BiConsumer<Document, PageContext> action) {
        return new Stage(name, Target.DOCUMENT, page -> action.accept(page.document(), page));
    }

    /** Returns a stage over the whole document that runs on product pages only. */
    static Stage productDocument(String name, Consumer<Document> action) {
        return new Stage(name, Target.DOCUMENT, page -> {
            if (page.isProductPage()) {
                action.accept(page.document());
            }
        });
    }

    /** Returns a readability scoring stage, run only while the document has a body. */
    static Stage scoring(String name, Consumer<PageContext> action) {
        return new Stage(name, Target.DOCUMENT, page -> {
            if (page.document().body() != null) {
                action.accept(page);
            }
        });
    }

    /** Returns a readability stage that moves or widens the top candidate, run only once there is one. */
    static Stage candidate(String name, Consumer<PageContext> action) {
        return new Stage(name, Target.CANDIDATE, page -> {
            if (page.top() != null) {
                action.accept(page);
            }
        });
    }

    /** Returns a rule over the chosen content, run only when there is one. */
    static Stage content(String name, Consumer<Element> rule) {
        return new Stage(name, Target.CONTENT, page -> {
            Element content = page.content();
            if (content != null) {
                rule.accept(content);
            }
        });
    }

    /** Returns a rule over the chosen content that also reads the page context, run only when there is content. */
    static Stage content(String name, ContentRule rule) {
        return new Stage(name, Target.CONTENT, page -> {
            Element content = page.content();
            if (content != null) {
                rule.apply(content, page);
            }
        });
    }

    /** Returns a rule over the chosen content that runs on product pages only. */
    static Stage productContent(String name, Consumer<Element> rule) {
        return new Stage(name, Target.CONTENT, page -> {
            Element content = page.content();
            if (content != null && page.isProductPage()) {
                rule.accept(content);
            }
        });
    }

    /** Returns a rule over the chosen content that runs only on pages that declare one article ({@link ArticlePages}). */
    static Stage articleContent(String name, Consumer<Element> rule) {
        return new Stage(name, Target.CONTENT, page -> {
            Element content = page.content();
            if (content != null && page.isDeclaredArticle()) {
                rule.accept(content);
            }
        });
    }

    /** Returns a filter over the Markdown's lines. */
    static Stage markdown(String name, UnaryOperator<String> filter) {
        return new Stage(name, Target.MARKDOWN, page -> page.markdown(filter.apply(page.markdown())));
    }

    /** A rule over the content that also reads what the page context knows (measurements, the page kind). */
    @FunctionalInterface
    interface ContentRule {
        /** Applies the rule to the content. */
        void apply(Element content, PageContext page);
    }
}
