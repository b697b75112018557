package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Removes a site menu that a company page repeats inside its content: a nested list whose items are nothing but links
 * to other pages ("Services" with "Risk Advisory", "IT Security", ... under it; a product menu's "Product" with its
 * features under it). A list whose groups carry a plain label ("Gameplay" over its feature links) is a grouped list
 * of the page's own facts and stays, and so does a list of cards whose links wrap a whole card. Text does not come as a tree of bare links; a
 * table of contents does, but its links point into the page ({@code #section}) and {@link TableOfContents} handles
 * it, so a list with any such link stays. A list that holds half of the content's text is the content (a site map).
 *
 * <p>A language switcher goes too: a list whose links each name the language of the page they lead to ({@code
 * hreflang} or {@code lang}, three languages or more), the same page in other languages, not this page's text.
 */
final class LinkMenus {

    /** A menu has a few links; two or three nested links are a short list of sources. */
    private static final int MIN_LINKS = 4;

    /** A menu link names a page; a longer one is a card with its description. */
    private static final int MAX_LINK_TEXT = 100;

    /** Text outside links allowed in any item: separators and bullets. */
    private static final int MAX_LOOSE_TEXT = 3;

    private LinkMenus() {}

    /** Removes the content's outermost nested lists of bare links to other pages. */
    static void prune(Element content) {
        List<Element> menus = new ArrayList<>();
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof Element element && isList(element)) {
                            if (element != content && (isMenu(element) || isLanguageSwitcher(element))) {
                                menus.add(element);
                            }
                            // Only the outermost list: its sub-lists are part of it.
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                content);
        if (menus.isEmpty()) {
            return;
        }
        int contentText = content.text().length();
        for (Element menu : menus) {
            if (menu.text().length() * 2 < contentText) {
                menu.remove();
            }
        }
    }

    private static boolean isList(Element element) {
        String tag = element.normalName();
        return tag.equals("ul") || tag.equals("ol");
    }

    /** Languages a switcher offers at least. */
    private static final int MIN_LANGUAGES = 3;

    /**
     * Whether the list is a language switcher: {@link #MIN_LINKS} links or more, four fifths of them marked with the
     * language of the page they lead to, in at least {@link #MIN_LANGUAGES} languages.
     */
    static boolean isLanguageSwitcher(Element list) {
        List<Element> links = Walk.elements(list, "a");
        if (links.size() < MIN_LINKS) {
            return false;
        }
        Set<String> languages = new HashSet<>();
        int marked = 0;
        for (Element link : links) {
            String language = link.hasAttr("hreflang") ? link.attr("hreflang") : link.attr("lang");
            if (!language.isBlank()) {
                marked++;
                languages.add(language.toLowerCase(Locale.ROOT));
            }
        }
        return marked * 5 >= links.size() * 4 && languages.size() >= MIN_LANGUAGES;
    }

    /** Whether the list nests lists, holds enough links, none into the page, and no text beside them. */
    static boolean isMenu(Element list) {
        List<Element> links = Walk.elements(list, "a");
        if (links.size() < MIN_LINKS) {
            return false;
        }
        for (Element link : links) {
            String href = link.attr("href");
            if (href.isEmpty()
                    || href.contains("#")
                    || href.startsWith("javascript:")
                    || link.text().length() > MAX_LINK_TEXT
                    || link.selectFirst("ul, ol") != null) {
                return false;
            }
        }
        boolean nested = false;
        for (Element item : Walk.elements(list, "li")) {
            nested |= item.selectFirst("ul, ol") != null;
            if (looseText(item) > MAX_LOOSE_TEXT) {
                return false;
            }
        }
        return nested;
    }

    /** Letters of the item's own text outside its links and sub-lists. */
    private static int looseText(Element item) {
        int[] length = {0};
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof Element element
                                && element != item
                                && (element.normalName().equals("a") || isList(element))) {
                            return FilterResult.SKIP_ENTIRELY;
                        }
                        if (node instanceof TextNode text) {
                            length[0] += text.text().strip().length();
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                item);
        return length[0];
    }
}
