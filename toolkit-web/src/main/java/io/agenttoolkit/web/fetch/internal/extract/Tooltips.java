package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jsoup.nodes.Element;

/**
 * Removes tooltips' texts from the content: the explanation a page shows on hover over a term or an info icon
 * ("Headphone sensitivity measures how loud ...", a glossary term's definition, an author's short biography), marked
 * by a class named for the tooltip ({@code tooltip}, {@code tool-tip}, {@code term-tooltip},
 * {@code tooltip__content}) rather than by {@code role=tooltip}. Only the tooltip goes: the term or link it explains
 * ({@code has-tooltip}, {@code tooltip-trigger}, a link named for its tooltip) and a short badge stay.
 */
final class Tooltips {

    /** A tooltip's explanation is a sentence; shorter texts are a badge's or a term's label. */
    private static final int MIN_TEXT = 40;

    private Tooltips() {}

    /** Removes the content's tooltip texts. */
    static void prune(Element content) {
        List<Element> tooltips = new ArrayList<>();
        for (Element element : Walk.all(content)) {
            if (element != content
                    && !element.normalName().equals("a")
                    && isTooltip(element.className())
                    && element.text().length() >= MIN_TEXT) {
                tooltips.add(element);
            }
        }
        PageCleaner.removeAll(tooltips);
    }

    /**
     * Whether one of the class names names a tooltip itself: ends with {@code tooltip} or {@code tool-tip}, or
     * names its content, text or body part ({@code tooltip__content}, {@code tooltiptext}).
     */
    static boolean isTooltip(String className) {
        if (className.isEmpty()) {
            return false;
        }
        String lower = className.toLowerCase(Locale.ROOT);
        if (!lower.contains("tooltip") && !lower.contains("tool-tip")) {
            return false;
        }
        for (String name : lower.split("\\s+")) {
            String core = name.replace("tool-tip", "tooltip");
            int at = core.indexOf("tooltip");
            if (at < 0
                    || at > 0 && Character.isLetter(core.charAt(at - 1))
                    || core.startsWith("has-")
                    || core.startsWith("with-")) {
                continue;
            }
            String rest = core.substring(at + "tooltip".length()).replaceAll("^[-_]+", "");
            if (rest.isEmpty()
                    || rest.startsWith("content")
                    || rest.startsWith("text")
                    || rest.startsWith("body")
                    || rest.startsWith("inner")
                    || isGeneratedSuffix(rest)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the rest of a class name is a CSS module's generated hash ({@code Term_tooltip__8VNIW}). */
    private static boolean isGeneratedSuffix(String rest) {
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '_' && c != '-') {
                return false;
            }
        }
        boolean digit = false;
        for (int i = 0; i < rest.length(); i++) {
            if (Character.isDigit(rest.charAt(i))) {
                digit = true;
            }
        }
        return digit && rest.length() <= 12;
    }
}
