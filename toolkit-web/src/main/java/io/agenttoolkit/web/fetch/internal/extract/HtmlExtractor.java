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

    /** A table's rule row ("|---|------|"), padded as wide as the column's widest cell: no prose. */
    private static final Pattern TABLE_RULE = Pattern.compile("(?m)^\\|[-:| ]*\\|[ \\t]*$");

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
     * least 100 and its length at least 2000, or soup's content element holds readability's content with little more
     * text around it; then the pick by evidence ({@link #pick(Extraction, Extraction,
     * boolean)}): soup when it is the prose core of readability's content, or when it holds much more prose that is
     * not just the chrome around a declared article's body. The stages and their order are
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
            List<Element> matches = contentMatches(document, selector);
            if (matches.size() == 1) {
                return matches.get(0);
            }
            if (!matches.isEmpty()) {
                // The wrapper carries the page's address, so that its links still resolve.
                Element wrapper = new Element(Tag.valueOf("div"), document.location());
                for (Element match : matches) {
                    wrapper.appendChild(match);
                }
                return wrapper;
            }
        }
        return document.body();
    }

    /**
     * Returns the element of the document that {@link #soupContent} would take, without moving anything; null when
     * soup would gather several matches under a wrapper of its own.
     */
    static @Nullable Element soupContentElement(Document document) {
        for (String selector : CONTENT_SELECTORS) {
            List<Element> matches = contentMatches(document, selector);
            if (!matches.isEmpty()) {
                return matches.size() == 1 ? matches.get(0) : null;
            }
        }
        return document.body();
    }

    /**
     * Returns the selector's outermost elements with text, in page order; where it matches several apart (a
     * listing's {@code article} cards, a thread's posts), all of them, which {@link #soupContent} gathers under one
     * wrapper, unless exactly one of them holds an {@code h1}: that one is the page's own article and the others are
     * teasers of other posts beside it.
     */
    private static List<Element> contentMatches(Document document, String selector) {
        List<Element> outermost = new ArrayList<>();
        for (Element match : document.select(selector)) {
            if (match.hasText()
                    && (outermost.isEmpty() || !ContentScorer.isAncestor(outermost.get(outermost.size() - 1), match))) {
                outermost.add(match);
            }
        }
        if (outermost.size() <= 1) {
            return outermost;
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
        return withTitle == 1 ? List.of(titled) : outermost;
    }

    /** Returns the Markdown's length without its pictures and links (their text too), blank runs counted once. */
    static int proseLength(String markdown) {
        String prose = withoutLinksAndPictures(markdown);
        if (prose.contains("|-")) {
            prose = TABLE_RULE.matcher(prose).replaceAll("");
        }
        return Texts.collapsedLength(prose, false);
    }

    private static String withoutLinksAndPictures(String markdown) {
        return markdown.indexOf("](") < 0
                ? markdown
                : LINK.matcher(PICTURE.matcher(markdown).replaceAll("")).replaceAll("");
    }

    /** Returns the letters of the Markdown outside its pictures and links: no table rules, pipes or marks. */
    static int proseLetters(String markdown) {
        String prose = withoutLinksAndPictures(markdown);
        int letters = 0;
        for (int i = 0; i < prose.length(); i++) {
            if (Character.isLetter(prose.charAt(i))) {
                letters++;
            }
        }
        return letters;
    }

    /** Returns whether readability's result is good enough to skip soup: score >= 100 and length >= 2000. */
    static boolean skipsSoup(Extraction readability) {
        return readability.readabilityScore() >= SKIP_SOUP_SCORE && readability.length() >= SKIP_SOUP_LENGTH;
    }

    /**
     * The pick's outcome and the evidence it went by, in words for the trace.
     *
     * @param extraction the content kept
     * @param reason why, with the figures compared
     */
    record Pick(Extraction extraction, String reason) {}

    /**
     * Picks between the strategies' results by evidence. Soup is taken when it is the prose core of readability's
     * content ({@link #isProseCore}), or when it holds much more prose (more than twice as long, a fifth more text
     * outside links and pictures) and that prose is not merely the chrome around an article: on a page whose head
     * declares one article ({@link ArticlePages}), when readability's content is a prose body (at least
     * {@link #BODY_PROSE} characters, and at least half of its prose, in paragraphs of {@link #PARAGRAPH_PROSE} or
     * more; a third is enough when soup's extra is mostly lines shorter than a paragraph, a layout page's event list,
     * weather box and footer beside a story whose bylines and link bars readability kept) and soup holds that body
     * with its extra text around it (less than {@link #INSIDE_SHARE} of the extra
     * prose between the body's first and last lines), the extra is the page's related stories, comments, footers and
     * menus, and readability is kept. Soup's extra inside the body's span is a part of the article readability
     * missed, and the length rule decides as before.
     */
    static Pick pick(Extraction readability, Extraction soup, boolean declaredArticle) {
        return pick(readability, soup, declaredArticle, false);
    }

    /**
     * Picks as {@link #pick(Extraction, Extraction, boolean)} does, and on a page that declares no article but whose
     * soup found no content element and fell back to the whole body ({@code soupIsBody}), keeps readability on the
     * same evidence when soup's extra around the body holds few words (letters outside links fewer than a third of
     * the body's prose characters): the chrome of a page built without markup for its parts (a layout table's menu
     * column and footer row, a city site's header, alert bar and sidebar), not the other sections of a service page
     * or a recipe's ingredients.
     */
    static Pick pick(Extraction readability, Extraction soup, boolean declaredArticle, boolean soupIsBody) {
        return pick(readability, soup, declaredArticle, false, soupIsBody);
    }

    /**
     * Picks as {@link #pick(Extraction, Extraction, boolean, boolean)} does, and takes a page whose address ends in a
     * headline's slug ({@code headlineAddress}, see {@link ArticlePages#hasHeadlineAddress}) for an article as a
     * declared one is taken: a story on a site whose head declares nothing keeps its body when soup only adds the
     * page's menus, lists of other stories and footer around it.
     */
    static Pick pick(
            Extraction readability,
            Extraction soup,
            boolean declaredArticle,
            boolean headlineAddress,
            boolean soupIsBody) {
        Extraction asSoup = new Extraction(soup.markdown(), SOUP, readability.readabilityScore(), soup.title());
        if (isProseCore(soup, readability)) {
            return new Pick(asSoup, "soup picked: it is the prose core of readability's content");
        }
        int readabilityProse = proseLength(readability.markdown());
        int soupProse = proseLength(soup.markdown());
        if (soup.length() <= 2L * readability.length() || soupProse <= PROSE_RATIO * readabilityProse) {
            return new Pick(
                    readability,
                    "readability kept: soup is not more than twice as long with a fifth more prose, nor readability's"
                            + " prose core");
        }
        boolean article = declaredArticle || headlineAddress;
        if (article || soupIsBody) {
            int body = paragraphProse(readability.markdown());
            Surroundings around = body >= BODY_PROSE && 3 * body >= readabilityProse
                    ? surroundings(readability.markdown(), soup.markdown())
                    : null;
            // A prose body: half of readability's prose in paragraphs, or a third when soup's extra is mostly short
            // lines (a layout page's event lists, weather and footer; not another post's paragraphs).
            if (around != null && (2 * body >= readabilityProse || 2 * around.extraParagraphs() < around.extra())) {
                if (around.holdsBody()
                        && around.inside() < INSIDE_SHARE * around.extra()
                        && (article || 3 * around.extraLetters() < body)) {
                    return new Pick(
                            readability,
                            "readability kept: "
                                    + (declaredArticle
                                            ? "the page declares an article"
                                            : article
                                                    ? "the page's address is a headline"
                                                    : "soup is the whole body, with few letters around the body ("
                                                            + around.extraLetters() + ")")
                                    + ", readability's content is its prose body ("
                                    + body + " of " + readabilityProse + " prose characters in paragraphs), and soup"
                                    + " adds " + around.extra() + " prose characters around that body ("
                                    + around.inside() + " inside it)");
                }
            }
        }
        return new Pick(asSoup, "soup picked: more than twice as long, with a fifth more prose");
    }

    /** Prose characters a line needs to count as a paragraph of the body. */
    static final int PARAGRAPH_PROSE = 100;

    /** Prose characters in paragraphs that make readability's content an article's body. */
    static final int BODY_PROSE = 300;

    /** Share of soup's extra prose inside the body's span under which the extra is around the body. */
    static final double INSIDE_SHARE = 0.3;

    /** Lines shorter than this ("Share", "Advertisement") do not anchor the body inside soup. */
    private static final int ANCHOR_LENGTH = 20;

    /**
     * Prose characters in the Markdown's paragraphs: lines that are no heading, list item, table row or quote and hold
     * at least {@link #PARAGRAPH_PROSE} characters outside links and pictures.
     */
    static int paragraphProse(String markdown) {
        int total = 0;
        for (String line : markdown.split("\n")) {
            String stripped = line.strip();
            if (stripped.isEmpty() || isBlockMarker(stripped)) {
                continue;
            }
            int prose = proseLength(stripped);
            if (prose >= PARAGRAPH_PROSE) {
                total += prose;
            }
        }
        return total;
    }

    private static boolean isBlockMarker(String line) {
        char first = line.charAt(0);
        if (first == '#' || first == '*' || first == '-' || first == '+' || first == '|' || first == '>') {
            return true;
        }
        int i = 0;
        while (i < line.length() && Character.isDigit(line.charAt(i))) {
            i++;
        }
        return i > 0 && i < line.length() && (line.charAt(i) == '.' || line.charAt(i) == ')');
    }

    /**
     * Where soup's extra text lies against readability's content.
     *
     * @param holdsBody whether soup holds at least half of readability's anchoring lines
     * @param extra prose characters in soup's lines that readability does not have
     * @param inside those of them between the first and the last of readability's lines in soup
     * @param extraLetters the letters of those lines outside links and pictures (see {@link #proseLetters})
     * @param extraParagraphs the prose characters of those lines that are paragraphs (see {@link #paragraphProse})
     */
    record Surroundings(boolean holdsBody, int extra, int inside, int extraLetters, int extraParagraphs) {}

    static Surroundings surroundings(String readability, String soup) {
        Set<String> body = new HashSet<>();
        int anchors = 0;
        for (String line : readability.split("\n")) {
            String stripped = line.strip();
            if (body.add(stripped) && stripped.length() >= ANCHOR_LENGTH) {
                anchors++;
            }
        }
        String[] lines = soup.split("\n");
        int first = -1;
        int last = -1;
        Set<String> found = new HashSet<>();
        for (int i = 0; i < lines.length; i++) {
            String stripped = lines[i].strip();
            // The page's title heads both results: it places nothing.
            if (stripped.length() >= ANCHOR_LENGTH && body.contains(stripped) && !stripped.startsWith("# ")) {
                found.add(stripped);
                if (first < 0) {
                    first = i;
                }
                last = i;
            }
        }
        int extra = 0;
        int inside = 0;
        int letters = 0;
        int paragraphs = 0;
        for (int i = 0; i < lines.length; i++) {
            String stripped = lines[i].strip();
            if (stripped.isEmpty() || body.contains(stripped)) {
                continue;
            }
            int prose = proseLength(stripped);
            extra += prose;
            if (prose >= PARAGRAPH_PROSE && !isBlockMarker(stripped)) {
                paragraphs += prose;
            }
            if (i > first && i < last) {
                inside += prose;
            }
            if (prose > 0) {
                letters += proseLetters(stripped);
            }
        }
        return new Surroundings(anchors > 0 && 2 * found.size() >= anchors, extra, inside, letters, paragraphs);
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
