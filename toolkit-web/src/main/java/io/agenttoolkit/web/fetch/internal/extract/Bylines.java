package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;
import org.jspecify.annotations.Nullable;

/**
 * Removes an article's byline printed as a line of its own at the top of the content: "By Daryl Austin", "By [Nina
 * Pineda]", "By Elle Penner, R.D. | December 19, 2025", "by | Apr 21, 2025" (a theme's empty author slot), "Reviewed
 * by [Name]", "Edited by: [Name]", and in the languages of news sites "Von Katrin Neumann", "écrit par [Name]", "Por
 * [Name]", "di [Name]", "door [Name]", "Napisane przez [Name]". It names who wrote the page, it is not the page's text. Only the top is read, up to the first paragraph of prose or {@value #MAX_TOP} characters of text, and only one or
 * two such lines: a listing prints one under every entry's title, a forum one over every post. A line that goes on
 * into a sentence ("By Jane Doe. This guide contains...") or starts with a lower-case word or a number ("By now, ...",
 * "By 2030, ...") is text and stays, and so does a heading ("By Fair Means").
 */
final class Bylines {

    /**
     * The byline: "by" or "written by", then a capitalised name (or a link or address that starts with a letter) and
     * at most a role or date after it, or straight away a separator and a date.
     */
    private static final Pattern BYLINE = Pattern.compile(
            "\\W*(?:(?i:(?:(?:written|reviewed|medically reviewed|edited|fact[- ]checked|submitted|posted) )?by"
                    + "|von|(?:écrit )?par|(?:escrito )?por|di|door|(?:napisane )?przez)"
                    + ":?\\s+(?:\\p{Lu}|[\\w.+-]+@)|By(?=\\p{Lu}\\p{Ll}))[^!?]*"
                    + "|\\W*(?i:by)\\s*[|\u00b7\u22c5\u2022]\\s*\\S.*");

    /** A sentence that starts after a full stop: "... Knauf. This guide post contains ...". */
    private static final Pattern SENTENCE = Pattern.compile("\\.\\s+\\p{Lu}\\p{Ll}*\\s+\\p{Ll}");

    /** A byline is short; a longer line is not read. */
    private static final int MAX_LENGTH = 100;

    /** A byline's words: a name of a few words, perhaps a role and a date. */
    private static final int MAX_WORDS = 12;

    /** More bylines than this at the top are a listing's or a thread's, one per entry. */
    private static final int MAX_BYLINES = 2;

    /** A paragraph this long is the article's prose: the top ends there. */
    private static final int PROSE = 200;

    /** Text the top holds at most: a title, a deck, a caption; the walk ends there. */
    private static final int MAX_TOP = 600;

    /** Elements a byline may be printed in, alone. */
    private static final Set<String> LINES = Set.of("p", "div", "span", "address", "small", "em", "strong", "b", "i");

    /** Elements whose text is never a byline of its own: a heading, a list item, a table cell, a link. */
    private static final Set<String> NOT_LINES =
            Set.of("h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "a", "pre", "code", "blockquote");

    /** Block children that make an element a wrapper rather than a line. */
    private static final Set<String> BLOCKS = Set.of(
            "p",
            "div",
            "li",
            "ul",
            "ol",
            "dl",
            "table",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "section",
            "article",
            "header",
            "footer",
            "aside",
            "nav",
            "main",
            "blockquote",
            "pre",
            "figure");

    private Bylines() {}

    /** Removes one or two byline lines above the content's first paragraph of prose. */
    static void prune(Element content) {
        prune(content, null);
    }

    /**
     * Removes one or two bylines above the content's first paragraph of prose; with the page's metadata, also the
     * newsroom's line under a writer's name ("Millbrook Register", "UKB News, Fenmoor": the site's name, perhaps with
     * a place) with the name before it, and a writer's name alone as a link to their staff page. Lines one right after
     * the other in one parent (a name and its newsroom) count as one byline.
     */
    static void prune(Element content, @Nullable PageContext page) {
        String site = page == null || page.document() == null ? null : SiteTitles.siteName(page.document());
        // A bare date under the title is a story's stamp; on a listing or a product page it may be its text.
        boolean article = page != null && page.isLikelyArticle();
        List<Element> bylines = new ArrayList<>();
        int[] blocks = {0};
        boolean[] tooMany = {false};
        int[] seen = {0};
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof TextNode text) {
                            int length = text.text().length();
                            seen[0] += length;
                            return length >= PROSE || seen[0] > MAX_TOP ? FilterResult.STOP : FilterResult.CONTINUE;
                        }
                        if (!(node instanceof Element element) || element == content) {
                            return FilterResult.CONTINUE;
                        }
                        String tag = element.normalName();
                        if (tag.equals("a") && isStaffLink(element, content)) {
                            return add(element) ? FilterResult.SKIP_ENTIRELY : FilterResult.STOP;
                        }
                        if (NOT_LINES.contains(tag)) {
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        if (tag.equals("p") && Texts.longerThan(element, PROSE)) {
                            return FilterResult.STOP;
                        }
                        if (!LINES.contains(tag) || Texts.hasChildIn(element, BLOCKS)) {
                            return FilterResult.CONTINUE;
                        }
                        // A line: read whole, never in parts (a name's span inside a longer sentence stays).
                        if (!Texts.longerThan(element, MAX_LENGTH)) {
                            String text = element.text();
                            if (isByline(text) || isDateLine(element) || article && isBareDate(text)) {
                                return add(element) ? FilterResult.SKIP_ENTIRELY : FilterResult.STOP;
                            }
                            if (site != null && isNewsroomLine(text, site)) {
                                Element name = nameBefore(element, content);
                                if (name != null && !bylines.contains(name)) {
                                    bylines.add(name);
                                }
                                return add(element) ? FilterResult.SKIP_ENTIRELY : FilterResult.STOP;
                            }
                        }
                        return FilterResult.SKIP_ENTIRELY;
                    }

                    /** Adds a byline; false when that makes too many byline blocks. */
                    private boolean add(Element byline) {
                        // A line right after the last byline, in the same parent, is part of its block.
                        boolean sameBlock = !bylines.isEmpty()
                                && byline.previousElementSibling() == bylines.get(bylines.size() - 1);
                        if (!sameBlock && blocks[0] == MAX_BYLINES) {
                            tooMany[0] = true;
                            return false;
                        }
                        if (!sameBlock) {
                            blocks[0]++;
                        }
                        bylines.add(byline);
                        return true;
                    }
                },
                content);
        if (!tooMany[0]) {
            PageCleaner.removeAll(bylines);
        }
    }

    /** A newsroom's line: the site's name, perhaps a place after a comma or dash ("UKB News, Fenmoor"). */
    private static final Pattern NEWSROOM_REST =
            Pattern.compile("(?:\\s*[,|\u00b7\u2013\u2014-]\\s*[\\p{L} .'-]{1,30})?\\s*");

    private static boolean isNewsroomLine(String text, String site) {
        String line = text.strip();
        return line.length() <= MAX_NEWSROOM
                && line.regionMatches(true, 0, site, 0, site.length())
                && NEWSROOM_REST.matcher(line.substring(site.length())).matches();
    }

    /** A newsroom line is a name and a place. */
    private static final int MAX_NEWSROOM = 60;

    /** A writer's name: two to four capitalised words, without digits. */
    private static final Pattern NAME = Pattern.compile("\\p{Lu}[\\p{L}.'-]*(?:\\s+\\p{Lu}[\\p{L}.'-]*){1,3}");

    /** The path of a writer's page: {@code /staff/...}, {@code /author/...}, {@code /people/...}. */
    private static final Pattern STAFF_PATH = Pattern.compile(
            "/(?:staff|authors?|people|reporters?|journalists?|profiles?|contributors?|writers?|columnists?)/[^/?#]+",
            Pattern.CASE_INSENSITIVE);

    /**
     * Whether the link is a writer's name alone on its line, linked to their page: its text a name, nothing but it
     * in its parent, which is a block of its own (not the content itself), no paragraph or list item.
     */
    private static boolean isStaffLink(Element link, Element content) {
        Element parent = link.parent();
        if (parent == null
                || parent == content
                || NOT_LINES.contains(parent.normalName())
                || parent.normalName().equals("p")) {
            return false;
        }
        String text = link.text().strip();
        return text.length() <= MAX_NEWSROOM
                && NAME.matcher(text).matches()
                && parent.ownText().isBlank()
                && STAFF_PATH.matcher(link.attr("href")).find();
    }

    /**
     * The writer's name printed just before the newsroom line, in the element before it or before the block that
     * holds it alone: a short name, or null.
     */
    private static @Nullable Element nameBefore(Element line, Element content) {
        Element at = line;
        while (at.previousElementSibling() == null && at.parent() != null && at.parent() != content) {
            at = at.parent();
        }
        Element before = at.previousElementSibling();
        if (before == null || Texts.longerThan(before, MAX_NEWSROOM)) {
            return null;
        }
        String text = before.text().strip();
        return NAME.matcher(text).matches()
                        && before.select("h1, h2, h3, h4, h5, h6, p, li").isEmpty()
                ? before
                : null;
    }

    /** Whether the line is a byline: see {@link #BYLINE}, a few words, no sentence of its own. */
    static boolean isByline(String text) {
        if (text.length() > MAX_LENGTH || !mayBeByline(text)) {
            return false;
        }
        String line = text.strip();
        return BYLINE.matcher(line).matches()
                && line.split("\\s+").length <= MAX_WORDS
                && !SENTENCE.matcher(line).find()
                && !line.contains(LOADING);
    }

    /**
     * A date alone on its line, perhaps with the day's name before it and the time after it: "February 20, 2024 at
     * 1:15 p.m.", "Thursday, April 18, 2024", "8 de março de 2024, 15:00", "12. März 2024". The story's stamp under its
     * title; read only at the top, as the bylines are.
     */
    private static final Pattern BARE_DATE = Pattern.compile(
            "\\W*(?:\\p{L}+,?\\s+)?(?:" + InterfaceLabels.DATE
                    + "|\\d{1,2}\\.?\\s+(?:de\\s+)?\\p{L}{3,10}\\.?\\s+(?:de\\s+)?\\d{4})"
                    + "(?:,?\\s*(?:at\\s+|um\\s+|à\\s+|às\\s+|alle\\s+|a las\\s+)?\\d{1,2}[:.h]\\d{2}(?:\\s*[ap]\\.?m\\.?)?"
                    + "(?:\\s*(?:uhr|[a-z]{2,4}))?)?\\W*",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** A bare date line holds this much at most. */
    private static final int MAX_BARE_DATE = 50;

    static boolean isBareDate(String text) {
        return text.length() <= MAX_BARE_DATE
                && !text.isEmpty()
                && BARE_DATE.matcher(text).matches();
    }

    /** Letters a date line may hold outside its time elements: labels such as "Posted:" and "Updated:". */
    private static final int MAX_DATE_LABELS = 25;

    /**
     * Whether the line is the article's date line: it holds a {@code time} element with text, and outside its time
     * elements only labels ("Posted: [time] Updated: [time]", "Published [time]"), no sentence.
     */
    static boolean isDateLine(Element line) {
        List<Element> times = Walk.elements(line, "time");
        if (times.isEmpty()) {
            return false;
        }
        int inside = 0;
        for (Element time : times) {
            inside += RecommendationSections.letters(time.text());
        }
        if (inside == 0) {
            return false;
        }
        int letters = RecommendationSections.letters(line.text()) - inside;
        return letters <= MAX_DATE_LABELS;
    }

    /**
     * A cheap test that every {@link #BYLINE} match passes: the line holds one of its words ("by", and in the languages
     * of news sites "von", "par", "por", "di", "door", "przez").
     */
    private static boolean mayBeByline(String text) {
        return Texts.containsIgnoreCase(text, "by")
                || Texts.containsIgnoreCase(text, "von")
                || Texts.containsIgnoreCase(text, "par")
                || Texts.containsIgnoreCase(text, "por")
                || Texts.containsIgnoreCase(text, "di")
                || Texts.containsIgnoreCase(text, "door")
                || Texts.containsIgnoreCase(text, "przez");
    }

    /** The shell's placeholder, which the sufficiency check reads: it stays wherever it is. */
    private static final String LOADING = "Loading...";
}
