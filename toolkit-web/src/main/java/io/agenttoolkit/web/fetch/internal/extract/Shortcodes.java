package io.agenttoolkit.web.fetch.internal.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes a page builder's shortcodes left unrendered in the text: {@code [vc_row full_width="stretch"]},
 * {@code [/vc_column_text]}, {@code [et_pb_section]}. A WordPress theme prints them when its builder plugin is off or
 * a block was pasted as text; they are the layout's markup, not the page's words. The text between them stays.
 *
 * <p>A shortcode's name holds an underscore or a hyphen (the builder's prefix: {@code vc_}, {@code et_pb_},
 * {@code fusion_}; a theme's {@code fancy-ul}), or the tag has a quoted attribute, so that a bracketed word in prose
 * ("[sic]", "[1]") never matches; and only a page with at least
 * {@value #MINIMUM_TAGS} of them, one a closing tag, is touched, so that a lone {@code [user_id]} in a reference
 * page's text stays. Works on the Markdown, where the renderer escapes the brackets; code blocks are left alone.
 */
final class Shortcodes {

    /** Shortcode tags a page must show, one of them a closing tag, to be cleaned. */
    static final int MINIMUM_TAGS = 3;

    /**
     * An escaped shortcode tag: {@code \[name attributes...\]} or {@code \[/name\]} with a prefixed name
     * ({@code vc_row}, {@code fancy-ul}); or a plain name with a quoted attribute ({@code \[divider line_type="full"\]},
     * also in the curly quotes a text editor turns straight ones into).
     */
    private static final Pattern TAG = Pattern.compile("\\\\\\[(?:/?[a-z]+[_-][a-z0-9_-]+(?:\\s[^\\]]*?)?"
            + "|[a-z]+\\s[a-z_-]+=[\"'\u201c\u201d\u2033][^\\]]*?)\\\\\\]");

    private static final Pattern CLOSING_TAG = Pattern.compile("\\\\\\[/[a-z]+[_-][a-z0-9_-]+\\\\\\]");

    private Shortcodes() {}

    /** Returns the Markdown without its shortcode tags outside code blocks; unchanged without enough of them. */
    static String drop(String markdown) {
        if (markdown.indexOf("\\[/") < 0 || !CLOSING_TAG.matcher(markdown).find()) {
            return markdown;
        }
        Matcher tags = TAG.matcher(markdown);
        int count = 0;
        while (count < MINIMUM_TAGS && tags.find()) {
            count++;
        }
        if (count < MINIMUM_TAGS) {
            return markdown;
        }
        StringBuilder out = new StringBuilder(markdown.length());
        int start = 0;
        boolean code = false;
        // Segments between code fences: prose segments are cleaned, code segments copied as they are.
        while (start < markdown.length()) {
            int fence = markdown.indexOf("```", start);
            int end = fence < 0 ? markdown.length() : fence;
            String segment = markdown.substring(start, end);
            out.append(code ? segment : TAG.matcher(segment).replaceAll(""));
            if (fence < 0) {
                break;
            }
            out.append("```");
            start = fence + 3;
            code = !code;
        }
        return out.toString();
    }
}
