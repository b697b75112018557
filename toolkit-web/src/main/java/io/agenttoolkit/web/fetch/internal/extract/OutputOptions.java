package io.agenttoolkit.web.fetch.internal.extract;

import java.util.List;
import java.util.Set;
import org.jsoup.nodes.Element;

/**
 * Leaves links, pictures or tables out of the output when the options say so; with the defaults (all kept) it does
 * nothing. Links keep their text; pictures go with their {@code picture} wrapper; tables are dropped from the
 * Markdown, where a layout table the renderer flattened into text is no table any more and stays.
 */
final class OutputOptions {

    private static final Set<String> PICTURES = Set.of("img", "picture", "svg");

    private OutputOptions() {}

    /** Unwraps the content's links and removes its pictures, as the page's options ask. */
    static void prune(Element content, PageContext page) {
        ExtractionOptions options = page.options();
        if (options.includeLinks() && options.includeImages()) {
            return;
        }
        if (!options.includeImages()) {
            List<Element> pictures = Walk.outermost(content, element -> PICTURES.contains(element.normalName()));
            PageCleaner.removeAll(pictures);
        }
        if (!options.includeLinks()) {
            for (Element link : Walk.elements(content, "a")) {
                link.unwrap();
            }
        }
    }

    /** Drops the Markdown's table rows (lines that start with a pipe outside code fences), as the options ask. */
    static void dropTables(PageContext page) {
        if (page.options().includeTables() || page.markdown().indexOf('|') < 0) {
            return;
        }
        String[] lines = page.markdown().split("\n", -1);
        boolean[] drop = new boolean[lines.length];
        boolean inCode = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("```")) {
                inCode = !inCode;
            } else if (!inCode && line.startsWith("|")) {
                drop[i] = true;
            }
        }
        page.markdown(MarkdownRenderer.withoutLines(lines, drop));
    }
}
