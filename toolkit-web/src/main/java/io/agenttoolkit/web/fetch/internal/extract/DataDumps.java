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
 * holds several quoted keys. Code on the page sits in {@code pre} or {@code code} and stays.
 */
final class DataDumps {

    /** A dump is data of some length; a short brace is a word in braces. */
    private static final int MIN_LENGTH = 40;

    /** Quoted keys ({@code "key":} or {@code 'key':}) of a settings object. */
    private static final int MIN_KEYS = 3;

    private DataDumps() {}

    /** Removes the content's texts that are data objects outside code. */
    static void prune(Element content) {
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
        for (TextNode dump : dumps) {
            Element parent = dump.parent();
            if (parent != null && parent != content && parent.childNodeSize() == 1) {
                parent.remove();
            } else {
                dump.remove();
            }
        }
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
