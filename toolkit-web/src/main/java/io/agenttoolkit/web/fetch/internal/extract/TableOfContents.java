package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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

    private TableOfContents() {}

    /** Removes the content's tables of contents, unless one holds half of the content's text. */
    static void prune(Element content) {
        List<Element> removed = new ArrayList<>(named(content));
        removed.addAll(labelled(content));
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
        for (Element label : content.select("h2, h3, h4, h5, h6, p")) {
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
        List<Element> links = element.getElementsByTag("a");
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
