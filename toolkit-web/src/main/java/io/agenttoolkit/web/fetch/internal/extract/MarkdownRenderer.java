package io.agenttoolkit.web.fetch.internal.extract;

import com.vladsch.flexmark.html2md.converter.FlexmarkHtmlConverter;
import com.vladsch.flexmark.util.data.MutableDataSet;
import java.text.Normalizer;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/** Converts a content element to tidy Markdown with flexmark's HTML converter. */
final class MarkdownRenderer {

    private static final Pattern TRAILING_SPACE = Pattern.compile("[ \\t\\u00a0]+(?=\\n)");
    private static final Pattern BLANK_RUN = Pattern.compile("\\n{3,}");
    private static final Pattern INVISIBLE = Pattern.compile("[\\u00ad\\u200b\\u200c\\u200d\\u2060\\ufeff]");

    private final FlexmarkHtmlConverter converter;

    MarkdownRenderer() {
        MutableDataSet options = new MutableDataSet();
        options.set(FlexmarkHtmlConverter.SETEXT_HEADINGS, false);
        options.set(FlexmarkHtmlConverter.OUTPUT_UNKNOWN_TAGS, false);
        options.set(FlexmarkHtmlConverter.SKIP_ATTRIBUTES, true);
        options.set(FlexmarkHtmlConverter.OUTPUT_ATTRIBUTES_ID, false);
        options.set(FlexmarkHtmlConverter.RENDER_COMMENTS, false);
        options.set(FlexmarkHtmlConverter.TYPOGRAPHIC_QUOTES, false);
        options.set(FlexmarkHtmlConverter.TYPOGRAPHIC_SMARTS, false);
        options.set(FlexmarkHtmlConverter.MAX_BLANK_LINES, 1);
        options.set(FlexmarkHtmlConverter.MAX_TRAILING_BLANK_LINES, 0);
        options.set(FlexmarkHtmlConverter.NBSP_TEXT, " ");
        this.converter = FlexmarkHtmlConverter.builder(options).build();
    }

    /** Returns {@code content} as Markdown headed by {@code title} (unless it already starts with it), tidied. */
    String render(Element content, @Nullable String title) {
        for (Element pre : content.getElementsByTag("pre")) {
            String language = PageCleaner.codeLanguage(pre);
            if (!language.isEmpty()) {
                Element code = pre.selectFirst("code");
                if (code == null) {
                    String text = pre.wholeText();
                    pre.empty();
                    code = pre.appendElement("code").text(text);
                }
                code.attr("class", "language-" + language);
            }
        }
        String body = tidy(converter.convert(content));
        if (title == null || title.isBlank()) {
            return body;
        }
        String heading = "# " + tidy(title);
        if (startsWithTitle(body, title)) {
            return body;
        }
        return body.isEmpty() ? heading : heading + "\n\n" + body;
    }

    /** Returns {@code text} NFKC-normalised, without invisible characters, trailing spaces and extra blank lines. */
    static String tidy(String text) {
        String normalized = Normalizer.normalize(text, Normalizer.Form.NFKC);
        normalized = INVISIBLE.matcher(normalized).replaceAll("");
        normalized = normalized.replace("\r\n", "\n").replace('\r', '\n');
        normalized = TRAILING_SPACE.matcher(normalized).replaceAll("");
        normalized = BLANK_RUN.matcher(normalized).replaceAll("\n\n");
        return normalized.strip();
    }

    private static boolean startsWithTitle(String body, String title) {
        if (!body.startsWith("#")) {
            return false;
        }
        int end = body.indexOf('\n');
        String firstLine = (end < 0 ? body : body.substring(0, end)).replaceFirst("^#+\\s*", "");
        return firstLine.equalsIgnoreCase(tidy(title));
    }
}
