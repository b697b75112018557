package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Element;
import org.jsoup.select.Evaluator;
import org.jsoup.select.QueryParser;

/**
 * Removes a tab strip's buttons left as a line of text: a product page's "Description Additional information Reviews
 * (5)", a documentation page's "Windows macOS Linux" or "v4 v3" switches. A strip is an element with
 * {@code role=tablist} holding at least two {@code role=tab} buttons, short, and without a {@code role=tabpanel}
 * inside: where a theme puts the panels in the tab list, the list is the content and stays. The panels themselves stay
 * wherever they are.
 */
final class TabLabels {

    /** Text a strip of tab buttons holds at most. */
    private static final int MAX_STRIP_TEXT = 80;

    private static final int MIN_TABS = 2;

    private static final Evaluator TAB = QueryParser.parse("[role=tab]");

    private static final Evaluator PANEL = QueryParser.parse("[role=tabpanel]");

    private TabLabels() {}

    /** Removes the content's short tab strips. */
    static void prune(Element content) {
        List<Element> strips = new ArrayList<>();
        for (Element list : content.getElementsByAttributeValue("role", "tablist")) {
            if (list != content
                    && !Texts.longerThan(list, MAX_STRIP_TEXT)
                    && list.select(TAB).size() >= MIN_TABS
                    && list.select(PANEL).isEmpty()) {
                strips.add(list);
            }
        }
        PageCleaner.removeAll(strips);
    }
}
