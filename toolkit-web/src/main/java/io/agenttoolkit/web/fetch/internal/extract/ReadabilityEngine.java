package io.agenttoolkit.web.fetch.internal.extract;

import java.util.List;
import kotlin.Pair;
import net.dankito.readability4j.Article;
import net.dankito.readability4j.Readability4J;
import net.dankito.readability4j.model.ArticleGrabberOptions;
import net.dankito.readability4j.model.ReadabilityObject;
import net.dankito.readability4j.model.ReadabilityOptions;
import net.dankito.readability4j.processor.ArticleGrabber;
import net.dankito.readability4j.processor.MetadataParser;
import net.dankito.readability4j.processor.Postprocessor;
import net.dankito.readability4j.processor.Preprocessor;
import net.dankito.readability4j.util.RegExUtil;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/** Runs readability4j on a cleaned document and reports the best candidate's score alongside the article. */
final class ReadabilityEngine {

    /** The stateless default patterns, taken once from a throw-away instance (Kotlin gives Java no default). */
    private static final RegExUtil REG_EX = new Readability4J("", new Document("")) {
        RegExUtil defaults() {
            return getRegEx();
        }
    }.defaults();

    /** The article element and the best candidate's score; {@code content} is null when nothing was found. */
    record Result(@Nullable Element content, double score) {}

    private ReadabilityEngine() {}

    static Result run(Document document, String baseUrl) {
        ReadabilityOptions options = new ReadabilityOptions();
        ScoreRecordingGrabber grabber = new ScoreRecordingGrabber(options, REG_EX);
        Readability4J readability = new Readability4J(
                baseUrl,
                document,
                options,
                REG_EX,
                new Preprocessor(REG_EX),
                new MetadataParser(REG_EX),
                grabber,
                new Postprocessor());
        Article article = readability.parse();
        return new Result(article.getArticleContent(), grabber.bestScore);
    }

    private static final class ScoreRecordingGrabber extends ArticleGrabber {
        private double bestScore;

        ScoreRecordingGrabber(ReadabilityOptions options, RegExUtil regEx) {
            super(options, regEx);
        }

        @Override
        protected Pair<Element, Boolean> getTopCandidate(
                Element page, List<? extends Element> candidates, ArticleGrabberOptions options) {
            Pair<Element, Boolean> top = super.getTopCandidate(page, candidates, options);
            ReadabilityObject scored = getReadabilityObject(top.getFirst());
            bestScore = scored == null ? 0 : scored.getContentScore();
            return top;
        }
    }
}
