package io.agenttoolkit.web.fetch.internal.extract;

import java.util.HashSet;
import java.util.Set;

/**
 * Removes Markdown lines that repeat an earlier line word for word: carousel clones, sticky product summaries,
 * repeated shipping notes. A page's own text rarely says the same full sentence twice.
 */
final class RepeatedLines {

    /** Lines shorter than this (labels, prices, "Read more") may repeat legitimately and are kept. */
    private static final int MINIMUM_LENGTH = 80;

    private RepeatedLines() {}

    /** Returns the Markdown without the repeats of long lines, leaving code blocks and tables alone. */
    static String dropRepeatedLines(String markdown) {
        Set<String> seen = new HashSet<>();
        StringBuilder out = new StringBuilder(markdown.length());
        boolean inCode = false;
        boolean dropped = false;
        for (String line : markdown.split("\n", -1)) {
            String stripped = line.strip();
            if (stripped.startsWith("```")) {
                inCode = !inCode;
            }
            boolean repeat =
                    !inCode && stripped.length() >= MINIMUM_LENGTH && !stripped.startsWith("|") && !seen.add(stripped);
            if (repeat) {
                dropped = true;
            } else {
                out.append(line).append('\n');
            }
        }
        return dropped ? MarkdownRenderer.tidy(out.toString()) : markdown;
    }
}
