package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeFilter;
import org.jsoup.select.NodeTraversor;

/**
 * Removes a widget's settings or a site's lookup table that a page parks as text in an element it never shows (a
 * consent widget's {@code {"statementLink":"","hideMobile":false,...}}, a language switcher's {@code {'en-in':
 * 'https://...', ...}}), found by its shape: a text of its own that opens with a brace or bracket, closes with one and
 * holds several quoted keys. Code on the page sits in {@code pre} or {@code code} and stays. On a product page, also a
 * shop's raw custom fields printed as a definition list ({@code cat_thumb_Navy: https://...}), found by its terms being
 * mostly underscore-joined field names; only on product pages, where no API reference lists its parameters.
 */
final class DataDumps {

    /** A dump is data of some length; a short brace is a word in braces. */
    private static final int MIN_LENGTH = 40;

    /** Quoted keys ({@code "key":} or {@code 'key':}) of a settings object. */
    private static final int MIN_KEYS = 3;

    /** Terms a field list holds at least to be read as a store's raw fields. */
    private static final int MIN_FIELDS = 8;

    private DataDumps() {}

    /**
     * Removes the content's texts that are data objects outside code and, on a product page, its raw field lists
     * (those of a content still in its document: soup's wrapper of several matches is not).
     */
    static void prune(Element content, boolean productPage) {
        List<TextNode> dumps = new ArrayList<>();
        NodeTraversor.filter(
                new NodeFilter() {
                    @Override
                    public FilterResult head(Node node, int depth) {
                        if (node instanceof Element element) {
                            String tag = element.normalName();
                            return tag.equals("pre") || tag.equals("code")
                                    ? FilterResult.SKIP_ENTIRELY
                                    : FilterResult.CONTINUE;
                        }
                        if (node instanceof TextNode text && isDump(text.getWholeText())) {
                            dumps.add(text);
                        }
                        return FilterResult.CONTINUE;
                    }
                },
                content);
        List<Element> fieldLists = new ArrayList<>();
        if (productPage && content.ownerDocument() != null) {
            for (Element list : Walk.elements(content, "dl")) {
                if (isFieldDump(list)) {
                    fieldLists.add(list);
                }
            }
        }
        PageCleaner.removeAll(fieldLists);
        for (TextNode dump : dumps) {
            Element parent = dump.parent();
            if (parent != null && parent != content && parent.childNodeSize() == 1) {
                parent.remove();
            } else {
                dump.remove();
            }
        }
    }

    /**
     * Whether a definition list is a shop's raw custom fields printed as they are stored: at least {@link #MIN_FIELDS}
     * terms, most of them field names joined with underscores ({@code short_description}, {@code cat_thumb_Navy},
     * {@code retail_price_tier1}) rather than words.
     */
    static boolean isFieldDump(Element list) {
        int terms = 0;
        int names = 0;
        for (Element child : list.children()) {
            if (child.normalName().equals("dt")) {
                terms++;
                if (child.text().indexOf('_') > 0) {
                    names++;
                }
            }
        }
        return terms >= MIN_FIELDS && names * 2 > terms;
    }

    static boolean isDump(String text) {
        String trimmed = text.strip();
        if (trimmed.length() < MIN_LENGTH) {
            return false;
        }
        char first = trimmed.charAt(0);
        char last = trimmed.charAt(trimmed.length() - 1);
        if (!(first == '{' && last == '}' || first == '[' && last == ']')) {
            return false;
        }
        int keys = 0;
        for (int i = 1; i < trimmed.length() && keys < MIN_KEYS; i++) {
            char c = trimmed.charAt(i);
            if (c == ':' && (trimmed.charAt(i - 1) == '"' || trimmed.charAt(i - 1) == '\'')) {
                keys++;
            }
        }
        return keys >= MIN_KEYS;
    }
}
