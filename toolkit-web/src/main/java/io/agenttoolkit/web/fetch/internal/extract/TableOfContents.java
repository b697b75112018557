package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Removes an article's table of contents: a box of links to its own headings, named {@code toc} or {@code
 * table-of-contents} by the page (WordPress plugins, site themes), or a list under a "Table of contents" / "In this
 * article" label. It repeats the headings that follow, so it only doubles them in the content.
 */
final class TableOfContents {

    /** A class or id word naming a table of contents: {@code toc} as a whole word, or "table of contents". */
    private static final Pattern TOC_NAME =
            Pattern.compile("(?<![a-z])toc(?![a-z])|table[-_]?of[-_]?contents", Pattern.CASE_INSENSITIVE);

    /** Label of a table of contents, as a heading or a paragraph of its own. */
    private static final Pattern TOC_LABEL = Pattern.compile(
            "^\\W*(?:table of contents|contents|in this (?:article|post|guide)|on this page|jump to"
                    + "|inhaltsverzeichnis|inhalt|sommaire|table des matières|índice|contenido)\\W*$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    private static final int MAX_LABEL_LENGTH = 40;

    /** Share of a table of contents' letters that are link text. */
    private static final double LINK_SHARE = 0.6;

    private static final int MIN_LINKS = 2;

    /** Links to the content's own headings a box needs to be their table of contents, whatever its name. */
    private static final int MIN_ANCHORED = 3;

    /** Share of such a box's links that lead to the content's headings. */
    private static final double ANCHORED_SHARE = 0.8;

    /** The blocks read as a table of contents' label. */
    private static final Set<String> LABEL_BLOCKS = Set.of("h2", "h3", "h4", "h5", "h6", "p");

    private static final Set<String> HEADINGS = Set.of("h1", "h2", "h3", "h4", "h5", "h6");

    private TableOfContents() {}

    /** Removes the content's tables of contents, unless one holds half of the content's text. */
    static void prune(Element content) {
        List<Element> removed = new ArrayList<>(named(content));
        removed.addAll(labelled(content));
        removed.addAll(anchored(content));
        if (removed.isEmpty()) {
            return;
        }
        int contentText = content.text().length();
        for (int i = removed.size() - 1; i >= 0; i--) {
            Element element = removed.get(i);
            if (element.parent() != null && element.text().length() * 2 < contentText) {
                element.remove();
            }
        }
    }

    /** Returns the outermost link boxes whose class or id names a table of contents. */
    private static List<Element> named(Element content) {
        List<Element> named = new ArrayList<>();
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof Element element
                                && element != content
                                && (isTocName(element.className()) || isTocName(element.id()))
                                && isLinkBox(element)) {
                            named.add(element);
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                content);
        return named;
    }

    /** Returns each "Table of contents" label (heading or paragraph) with the link list right after it. */
    private static List<Element> labelled(Element content) {
        List<Element> labelled = new ArrayList<>();
        for (Element label : Walk.elements(content, LABEL_BLOCKS)) {
            // A paragraph certainly too long is skipped before its text is built.
            if (Texts.longerThan(label, MAX_LABEL_LENGTH)) {
                continue;
            }
            String text = label.text();
            if (text.length() > MAX_LABEL_LENGTH || !TOC_LABEL.matcher(text).matches()) {
                continue;
            }
            Element list = label.nextElementSibling();
            if (list != null
                    && (list.normalName().equals("ul") || list.normalName().equals("ol"))
                    && isLinkBox(list)) {
                labelled.add(label);
                labelled.add(list);
            }
        }
        return labelled;
    }

    /**
     * Returns the outermost link boxes whose links lead to the content's own headings ({@code #why-it-matters} where
     * an h2 has that id), whatever the box is named: a table of contents the plugin calls otherwise.
     */
    private static List<Element> anchored(Element content) {
        Set<String> targets = new HashSet<>();
        for (Element heading : Walk.elements(content, HEADINGS)) {
            for (Element e : Walk.all(heading)) {
                if (!e.id().isEmpty()) {
                    targets.add(e.id());
                }
            }
            Element before = heading.previousElementSibling();
            if (before != null && !before.id().isEmpty() && before.text().isEmpty()) {
                // An empty anchor set just before the heading names it as well.
                targets.add(before.id());
            }
        }
        if (targets.size() < MIN_ANCHORED) {
            return List.of();
        }
        Set<Element> tested = new HashSet<>();
        List<Element> boxes = new ArrayList<>();
        for (Element link : Walk.elements(content, "a")) {
            if (!targets.contains(fragment(link)) || within(link, boxes)) {
                continue;
            }
            Element box = null;
            for (Element e = link.parent(); e != null && e != content && tested.add(e); e = e.parent()) {
                List<Element> links = Walk.elements(e, "a");
                if (links.size() < MIN_ANCHORED) {
                    // An entry's own wrapper: its box is further up.
                    continue;
                }
                if (!isAnchoredBox(e, links, targets)) {
                    break;
                }
                box = e;
            }
            if (box != null) {
                boxes.add(box);
            }
        }
        return boxes;
    }

    private static boolean within(Element link, List<Element> boxes) {
        for (Element box : boxes) {
            for (Element e = link; e != null; e = e.parent()) {
                if (e == box) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether the element is a link box nearly all of whose links lead to the content's headings; a toggle's bare
     * {@code #} ("hide") counts for neither side.
     */
    private static boolean isAnchoredBox(Element element, List<Element> links, Set<String> targets) {
        if (!isLinkBox(element)) {
            return false;
        }
        int anchored = 0;
        int counted = 0;
        for (Element link : links) {
            String href = link.attr("href");
            if (href.isEmpty() || href.equals("#")) {
                continue;
            }
            counted++;
            if (targets.contains(fragment(link))) {
                anchored++;
            }
        }
        return anchored >= MIN_ANCHORED && anchored >= counted * ANCHORED_SHARE;
    }

    /** The fragment a link leads to on this page, or "" when it leads elsewhere or nowhere. */
    private static String fragment(Element link) {
        String href = link.attr("href");
        int hash = href.indexOf('#');
        if (hash < 0 || hash == href.length() - 1) {
            return "";
        }
        if (hash > 0) {
            String page = link.baseUri();
            int pageHash = page.indexOf('#');
            String base = pageHash < 0 ? page : page.substring(0, pageHash);
            if (!href.substring(0, hash).equals(base)) {
                return "";
            }
        }
        return href.substring(hash + 1);
    }

    static boolean isTocName(String classOrId) {
        if (classOrId.isEmpty()) {
            return false;
        }
        String lower = classOrId.toLowerCase(Locale.ROOT);
        // The cheap test spares the pattern on almost every element.
        return (lower.contains("toc") || lower.contains("contents"))
                && TOC_NAME.matcher(lower).find();
    }

    /** Whether the element holds at least two links and its letters are mostly link text. */
    private static boolean isLinkBox(Element element) {
        List<Element> links = Walk.elements(element, "a");
        if (links.size() < MIN_LINKS) {
            return false;
        }
        int linkLetters = 0;
        for (Element link : links) {
            linkLetters += RecommendationSections.letters(link.text());
        }
        int letters = RecommendationSections.letters(element.text());
        return letters > 0 && linkLetters >= letters * LINK_SHARE;
    }
}
