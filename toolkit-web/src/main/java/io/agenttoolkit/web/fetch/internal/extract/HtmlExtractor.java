package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Tag;
import org.jspecify.annotations.Nullable;

/**
 * Extracts the main content of an HTML page as Markdown, with a readability strategy and a content-selector ("soup")
 * strategy. Immutable and thread-safe.
 */
public final class HtmlExtractor {

    /** Readability score at or above which, together with {@link #SKIP_SOUP_LENGTH}, soup is not tried. */
    public static final double SKIP_SOUP_SCORE = 100;

    /** Content length at or above which, together with {@link #SKIP_SOUP_SCORE}, soup is not tried. */
    public static final int SKIP_SOUP_LENGTH = 2000;

    static final String READABILITY = "readability";
    static final String SOUP = "soup";

    private static final List<String> CONTENT_SELECTORS = List.of(
            "main",
            "article",
            "[role=main]",
            "div.content",
            "div.post-content",
            "div.entry-content",
            "div.article-body",
            "div.article-content",
            "div.post-body",
            "div.story-body",
            "#content",
            "#main-content",
            ".main-content");

    /** How much more text outside links and pictures soup must hold than readability to be picked. */
    private static final double PROSE_RATIO = 1.2;

    /** The least share of readability's length that soup must hold to be picked as its prose core. */
    private static final double CORE_SHARE = 0.3;

    /** The most share of its length that soup may have in links and pictures to be picked as readability's core. */
    private static final double CORE_LINK_SHARE = 0.4;

    /** A Markdown picture, or a link with its text: what {@link #proseLength} leaves out. */
    private static final Pattern PICTURE = Pattern.compile("!\\[[^\\]]*\\]\\([^)]*\\)");

    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*\\]\\([^)]*\\)");

    /** Which strategies run. */
    public enum Mode {
        /** Readability, then soup unless readability is good enough, then the pick and the line filters. */
        AUTO,
        /** Readability alone, without the line filters. */
        READABILITY,
        /** Soup alone, without the line filters. */
        SOUP
    }

    private HtmlExtractor() {}

    /** Returns the page's content by the mode's strategies, with the options' output and trace. */
    public Extraction extract(String html, String baseUrl, Mode mode, ExtractionOptions options) {
        return ExtractionPipeline.extract(html, baseUrl, mode, options);
    }

    /** Returns an extractor with the default rules. */
    public static HtmlExtractor create() {
        return new HtmlExtractor();
    }

    /**
     * Returns the page's content by the auto rule: readability first, then soup unless readability's score is at
     * least 100 and its length at least 2000; readability is kept unless soup is more than twice as long or is the
     * prose core of readability's content ({@link #isProseCore}). The stages and their order are
     * {@link ExtractionPipeline}'s.
     */
    public Extraction extract(String html, String baseUrl) {
        return ExtractionPipeline.extract(html, baseUrl, Mode.AUTO, ExtractionOptions.DEFAULTS);
    }

    /** Returns the readability strategy's content, empty when readability finds no candidate. */
    public Extraction readability(String html, String baseUrl) {
        return ExtractionPipeline.extract(html, baseUrl, Mode.READABILITY, ExtractionOptions.DEFAULTS);
    }

    /** Returns the soup strategy's content: the first content selector with text, else the whole body. */
    public Extraction soup(String html, String baseUrl) {
        return ExtractionPipeline.extract(html, baseUrl, Mode.SOUP, ExtractionOptions.DEFAULTS);
    }

    /** Returns soup's content element: the first content selector's with text, else the body. */
    static Element soupContent(Document document) {
        for (String selector : CONTENT_SELECTORS) {
            Element content = matches(document, selector);
            if (content != null) {
                return content;
            }
        }
        return document.body();
    }

    /**
     * Returns the selector's element with text; where it matches several apart (a listing's {@code article} cards,
     * a thread's posts), all of them in page order under one wrapper, unless exactly one of them holds an {@code h1}:
     * that one is the page's own article and the others are teasers of other posts beside it; null when none has
     * text.
     */
    private static @Nullable Element matches(Document document, String selector) {
        List<Element> outermost = new ArrayList<>();
        for (Element match : document.select(selector)) {
            if (match.hasText()
                    && (outermost.isEmpty() || !ContentScorer.isAncestor(outermost.get(outermost.size() - 1), match))) {
                outermost.add(match);
            }
        }
        if (outermost.size() <= 1) {
            return outermost.isEmpty() ? null : outermost.get(0);
        }
        // One titled article among teaser cards (other stories under it) is the page's content on its own.
        Element titled = null;
        int withTitle = 0;
        for (Element match : outermost) {
            if (match.selectFirst("h1") != null) {
                titled = match;
                withTitle++;
            }
        }
        if (withTitle == 1) {
            return titled;
        }
        // The wrapper carries the page's address, so that its links still resolve.
        Element wrapper = new Element(Tag.valueOf("div"), document.location());
        for (Element match : outermost) {
            wrapper.appendChild(match);
        }
        return wrapper;
    }

    /** Returns the Markdown's length without its pictures and links (their text too), blank runs counted once. */
    static int proseLength(String markdown) {
        String prose = markdown.indexOf("](") < 0
                ? markdown
                : LINK.matcher(PICTURE.matcher(markdown).replaceAll("")).replaceAll("");
        int length = 0;
        boolean blank = true;
        for (int i = 0; i < prose.length(); i++) {
            boolean isBlank = Character.isWhitespace(prose.charAt(i));
            if (!isBlank || !blank) {
                length++;
            }
            blank = isBlank;
        }
        return length;
    }

    /** Returns whether readability's result is good enough to skip soup: score >= 100 and length >= 2000. */
    static boolean skipsSoup(Extraction readability) {
        return readability.readabilityScore() >= SKIP_SOUP_SCORE && readability.length() >= SKIP_SOUP_LENGTH;
    }

    /**
     * Returns readability unless soup is more than twice as long (or readability found nothing) and that length is
     * not all links and pictures: soup's text outside them must exceed readability's by a fifth. A page whose
     * readability content is its whole text gains in soup only the link lists and picture cards around it (a
     * department page's form links, a shop's other products). Soup is also picked when it is the prose core of
     * readability's content ({@link #isProseCore}).
     */
    static Extraction pick(Extraction readability, Extraction soup) {
        if ((soup.length() > 2L * readability.length()
                        && proseLength(soup.markdown()) > PROSE_RATIO * proseLength(readability.markdown()))
                || isProseCore(soup, readability)) {
            return new Extraction(soup.markdown(), SOUP, readability.readabilityScore(), soup.title());
        }
        return readability;
    }

    /**
     * Returns whether soup's content is the prose core of readability's: shorter than readability's but at least
     * {@link #CORE_SHARE} of it, every one of its lines also in readability's, and at most {@link #CORE_LINK_SHARE}
     * of its length in links and pictures. Readability then widened past the page's own content element (its
     * {@code main}, {@code article}) into the chrome around it: a forum's thread tools, pager and advert cards, a
     * product's rating widget; the element without them is the better content. A soup that is mostly links (a
     * listing's cards under {@code main}) or a small part of readability's text (a teaser, one section) is not.
     */
    static boolean isProseCore(Extraction soup, Extraction readability) {
        int length = soup.length();
        if (length >= readability.length()
                || length < CORE_SHARE * readability.length()
                || proseLength(soup.markdown()) <= (1 - CORE_LINK_SHARE) * length) {
            return false;
        }
        Set<String> lines = new HashSet<>();
        for (String line : readability.markdown().split("\n")) {
            lines.add(line.strip());
        }
        for (String line : soup.markdown().split("\n")) {
            if (!line.isBlank() && !lines.contains(line.strip())) {
                return false;
            }
        }
        return true;
    }
}
