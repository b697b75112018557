package io.agenttoolkit.web.fetch.internal.extract;

import com.vladsch.flexmark.html2md.converter.FlexmarkHtmlConverter;
import com.vladsch.flexmark.util.data.MutableDataSet;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Attributes;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.Elements;
import org.jsoup.select.Evaluator;
import org.jsoup.select.NodeTraversor;
import org.jsoup.select.NodeVisitor;
import org.jsoup.select.QueryParser;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Converts a content element to tidy Markdown with flexmark's HTML converter. */
final class MarkdownRenderer {

    private static final Pattern HEADING_MARK = Pattern.compile("^#+\\s*");
    private static final Pattern MARKDOWN_LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");
    private static final Pattern INVISIBLE = Pattern.compile("[\\u00ad\\u200b\\u200c\\u200d\\u2060\\ufeff]");

    private static final Logger LOG = LoggerFactory.getLogger(MarkdownRenderer.class);

    private static final Set<String> CONTAINER_ROOTS =
            Set.of("div", "article", "main", "section", "body", "ul", "ol", "dl", "table", "blockquote", "pre", "p");

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

    private static final List<String> TITLE_SEPARATORS =
            List.of(" | ", " - ", " \u2013 ", " \u2014 ", " :: ", " \u00b7 ");

    private static final int MIN_TITLE_WORDS = 3;

    /** Inline tags flexmark drops or writes as raw HTML: {@link #plainInlineTags} gives it others. */
    private static final Set<String> INLINE_TAGS_TO_PLAIN = Set.of("abbr", "acronym", "kbd", "samp", "var");

    /** Share of their words a heading and the title must have in common to count as the same title. */
    private static final double TITLE_SIMILARITY = 0.6;

    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");

    /** A line that is a line break alone, in or out of a quote: what {@link #withoutBreakLines} empties. */
    private static final Pattern BREAK_LINE = Pattern.compile("[ \\t]*(?:>[ \\t]*)*<br ?/?>[ \\t]*");

    /** A line break written as raw HTML at the end of a line that has text before it. */
    private static final Pattern TRAILING_BREAK = Pattern.compile("(?<=\\S)[ \\t]*<br ?/?>[ \\t]*$");

    /** Levels of {@code div} wrappers unwrapped around a definition list's term and description groups. */
    private static final int MAX_GROUP_DEPTH = 3;

    /** Info string of a code block with no known language, written as a bare fence. */
    private static final String PLAIN_CODE = "agent-toolkit-plain-code";

    /**
     * Returns {@code content} as Markdown headed by {@code title} (unless it already starts with it), tidied, with
     * its links made absolute against the page's address.
     */
    String render(Element content, @Nullable String title) {
        dropHeadingPermalinks(content);
        dropEmptyLinks(content);
        prepareAddresses(content);
        flattenLayoutTables(content);
        unwrapDefinitionGroups(content);
        plainInlineTags(content);
        plainAltTexts(content);
        unwrapNestedEmphasis(content);
        separateOpeningParagraphs(content);
        separateQuotes(content);
        spacesOutsideMarks(content);
        collapseWhiteSpace(content);
        markTightPunctuation(content);
        for (Element pre : Walk.elements(content, "pre")) {
            unwrapLinks(pre);
            String language = PageCleaner.codeLanguage(pre);
            breakCodeLines(pre);
            Element code = pre.selectFirst("code");
            if (code == null) {
                String text = pre.wholeText();
                pre.empty();
                code = pre.appendElement("code").text(text);
            }
            // flexmark writes a code element's class as the fence's info string, and a block without one indented:
            // a highlighter's class ("nextra-code") is no language, so such a block gets a placeholder, written as
            // a bare fence below.
            code.attr("class", "language-" + (language.isEmpty() ? PLAIN_CODE : language));
        }
        if (!CONTAINER_ROOTS.contains(content.normalName())) {
            // flexmark expects list items, cells and rows inside their list or table.
            content.tagName("div");
        }
        Element root = content;
        if (content.parent() == null) {
            // flexmark looks at the converted node's siblings, so a detached element needs a parent.
            Document shell = Document.createShell("");
            shell.body().appendChild(content);
            root = shell.body();
        }
        String body;
        // Sixteen digits always: the stand-ins' length, and so a table's padding, is the same on every run.
        String mask = PICTURE_MASK
                + String.format("%016x", ThreadLocalRandom.current().nextLong()) + "-";
        List<Element> pictures = maskPictureAddresses(content, mask);
        try {
            String markdown = unmaskPictureAddresses(converter.convert(root), pictures, mask);
            body = withoutEmptyListItems(tidy(withoutTightPunctuationMarks(
                    withoutBreakLines(markdown.replace("```" + PLAIN_CODE + "\n", "```\n")))));
        } catch (RuntimeException e) {
            LOG.debug("Markdown conversion failed, falling back to plain text", e);
            body = tidy(plainText(root));
        }
        if (title == null || title.isBlank()) {
            return body;
        }
        // The title as the page cleaner chose it: a metadata title already without its site name, a heading whole.
        String heading = "# " + tidy(title);
        if (hasTitleHeading(body, title)) {
            return asLeadingTitle(body, title);
        }
        return body.isEmpty() ? heading : heading + "\n\n" + body;
    }

    /**
     * Makes every link's and picture's address absolute against the page's address ({@link AddressResolver}),
     * then percent-encodes what would end its Markdown link target early: white space
     * ({@code /static/TypeScript Classes.png}, {@code /uploads/01 Mark - Cover.jpg}), and parentheses that nest deeper
     * than one level or do not pair up ({@code ?code=fn+main()+{assert_eq!(x.is_ok(),+true)}}, a playground link
     * that carries its code). Markdown readers stop such a target at the space or at the first closing parenthesis
     * they cannot pair, and print the rest of the address as text. Addresses with one level of pairs
     * ({@code /wiki/Mercury_(planet)}) keep their parentheses. One walk over the content for both.
     */
    static void prepareAddresses(Element content) {
        boolean resolve = !content.baseUri().isEmpty();
        AddressResolver resolver = new AddressResolver();
        for (Element element : Walk.all(content)) {
            if (element.attributesSize() > 0) {
                for (String attribute : ADDRESS_ATTRIBUTES) {
                    if (element.hasAttr(attribute)) {
                        if (resolve) {
                            resolver.absolutise(element, attribute);
                        }
                        encodeAddress(element, attribute);
                    }
                }
            }
        }
    }

    /** The attributes that hold a link's or a picture's address. */
    private static final List<String> ADDRESS_ATTRIBUTES = List.of("href", "src");

    private static void encodeAddress(Element element, String attribute) {
        String url = element.attr(attribute);
        boolean parentheses = false;
        boolean space = false;
        for (int i = 0; i < url.length(); i++) {
            char c = url.charAt(i);
            parentheses |= c == '(' || c == ')';
            space |= Character.isWhitespace(c);
        }
        if (!parentheses && !space) {
            return;
        }
        String encoded = url;
        if (space) {
            encoded = WHITE_SPACE.matcher(url.strip()).replaceAll("%20");
        }
        if (parentheses && !pairsOneLevel(encoded)) {
            encoded = encoded.replace("(", "%28").replace(")", "%29");
        }
        if (!encoded.equals(url)) {
            element.attr(attribute, encoded);
        }
    }

    private static final Pattern WHITE_SPACE = Pattern.compile("\\s+");

    /** Whether the address's parentheses pair up without nesting. */
    private static boolean pairsOneLevel(String url) {
        int depth = 0;
        for (int i = 0; i < url.length(); i++) {
            char c = url.charAt(i);
            if (c == '(') {
                depth++;
                if (depth > 1) {
                    return false;
                }
            } else if (c == ')') {
                depth--;
                if (depth < 0) {
                    return false;
                }
            }
        }
        return depth == 0;
    }

    /**
     * Replaces the links inside a code block by their text: flexmark writes a link in code as its address, so linked
     * identifiers ({@code Foo} linking to its API page) became URLs in the middle of the code.
     */
    private static void unwrapLinks(Element pre) {
        List<Element> links = Walk.elements(pre, "a");
        for (int i = links.size() - 1; i >= 0; i--) {
            links.get(i).unwrap();
        }
    }

    /**
     * Rewrites a code block as its plain text with a line break between its lines when a highlighter wrote each line
     * as an element of its own ({@code <span class="line">}, {@code cm-line}, {@code token-line}) with nothing
     * between them, which a browser shows on lines of their own by their style: flexmark joined them into one line
     * ({@code npm create my-appcd my-app}). The block keeps its {@code code} element (and so its language); the
     * highlighter's spans carry nothing Markdown shows in code.
     */
    static void breakCodeLines(Element pre) {
        boolean joined = false;
        for (Element line : Walk.all(pre)) {
            if (line != pre
                    && isCodeLine(line)
                    && line.nextSibling() instanceof Element next
                    && isCodeLine(next)
                    && !line.wholeText().endsWith("\n")) {
                joined = true;
                break;
            }
        }
        if (!joined) {
            return;
        }
        StringBuilder text = new StringBuilder();
        NodeTraversor.traverse(
                new NodeVisitor() {
                    @Override
                    public void head(Node node, int depth) {
                        if (node instanceof TextNode textNode) {
                            text.append(textNode.getWholeText());
                        } else if (node instanceof Element element
                                && element.normalName().equals("br")) {
                            text.append('\n');
                        }
                    }

                    @Override
                    public void tail(Node node, int depth) {
                        if (node instanceof Element element
                                && isCodeLine(element)
                                && element.nextSibling() instanceof Element next
                                && isCodeLine(next)
                                && (text.isEmpty() || text.charAt(text.length() - 1) != '\n')) {
                            text.append('\n');
                        }
                    }
                },
                pre);
        Element code = pre.selectFirst("code");
        Attributes attributes =
                code == null ? new Attributes() : code.attributes().clone();
        pre.empty();
        pre.appendElement("code").text(text.toString()).attributes().addAll(attributes);
    }

    /** Whether the element in a code block is one line of it: of class {@code line} or {@code *-line}. */
    private static boolean isCodeLine(Element element) {
        String classes = element.className();
        if (classes.isEmpty() || !classes.contains("line")) {
            return false;
        }
        for (String name : element.classNames()) {
            if (name.equals("line") || name.endsWith("-line")) {
                return true;
            }
        }
        return false;
    }

    /** Wrappers whose opening paragraph flexmark writes without the blank line before it. */
    private static final Set<String> PARAGRAPH_WRAPPERS = Set.of(
            "div", "section", "article", "main", "header", "footer", "aside", "figure", "center", "font", "span",
            "form");

    /** Elements inside which a blank line before a paragraph changes what the Markdown means (a loose list, a cell). */
    private static final Set<String> TIGHT_BLOCKS = Set.of("li", "dd", "dt", "td", "th");

    /**
     * Keeps a paragraph that opens a wrapper apart from the text before the wrapper. flexmark writes a paragraph's
     * blank line before it unless the paragraph is its parent's first child, and a {@code div} adds none of its own:
     * {@code <p>Intro.</p><div><p>Body.</p></div>} came out as one Markdown paragraph, "Intro.\nBody.". An empty
     * {@code span} before such a paragraph makes flexmark separate it; it writes nothing itself.
     */
    private static void separateOpeningParagraphs(Element content) {
        for (Element paragraph : Walk.elements(content, "p")) {
            Element parent = paragraph.parent();
            if (parent == null
                    || parent == content
                    || !PARAGRAPH_WRAPPERS.contains(parent.normalName())
                    || paragraph.previousElementSibling() != null
                    || inside(paragraph, content, TIGHT_BLOCKS)) {
                continue;
            }
            paragraph.before(new Element("span"));
        }
    }

    /**
     * Keeps a quote apart from what stands next to it, where flexmark's converter joins them. It writes a quote that
     * follows inline content (text or links straight inside a {@code div}) with its first line joined to that text:
     * arXiv's {@code <a>View PDF</a> <blockquote>Abstract: Merging ...<br>We introduce ...</blockquote>} came out as
     * "[View PDF](...) Abstract: Merging ..." with only the rest quoted; that text becomes a paragraph of its own. And
     * it writes the last line of a quote followed by a {@code div} without its "&gt; " and with the div's first line
     * joined to it, so that the quote's end and the next block read as one paragraph; a line break after the quote,
     * which flexmark writes as nothing there, ends the quote.
     */
    private static void separateQuotes(Element content) {
        for (Element quote : Walk.elements(content, "blockquote")) {
            Element parent = quote.parent();
            if (parent == null || !parent.isBlock() || quote.closest("a") != null) {
                continue; // a quote inside a link card's anchor: flexmark writes its text as the link's, unquoted
            }
            List<Node> run = new ArrayList<>();
            boolean hasText = false;
            for (Node previous = quote.previousSibling(); previous != null; previous = previous.previousSibling()) {
                if (previous instanceof Element element && element.isBlock()) {
                    break;
                }
                if (previous instanceof TextNode text
                        ? !text.isBlank()
                        : previous instanceof Element element
                                && !element.normalName().equals("br")) {
                    hasText = true;
                }
                run.add(0, previous);
            }
            quote.after(new Element("br"));
            if (!hasText) {
                continue;
            }
            Element paragraph = new Element("p");
            run.get(0).before(paragraph);
            for (Node node : run) {
                paragraph.appendChild(node);
            }
        }
    }

    private static final Set<String> HEADINGS = Set.of("h1", "h2", "h3", "h4", "h5", "h6");

    /** Longest text of a heading's permalink: a mark such as "¶", "§", "#" or "🔗", or nothing (an icon). */
    private static final int MAX_PERMALINK_TEXT = 2;

    /**
     * Removes the permalink a documentation theme puts in each heading (Sphinx's and MkDocs' "¶", rustdoc's "§", a
     * "#" or an icon): a link to the heading's own anchor whose text is a mark or nothing. It is no part of the
     * heading's words, and "## Run the code[¶](https://fastapi.tiangolo.com/tutorial/#run-the-code "Permanent
     * link")" is hard to read. A heading that is a link to an anchor as a whole keeps it.
     */
    private static void dropHeadingPermalinks(Element content) {
        List<Element> permalinks = new ArrayList<>();
        for (Element heading : Walk.elements(content, HEADINGS)) {
            for (Element link : Walk.elements(heading, "a")) {
                String href = link.attr("href");
                int hash = href.indexOf('#');
                String text = link.text().strip();
                if (hash >= 0
                        && hash < href.length() - 1
                        && text.codePointCount(0, text.length()) <= MAX_PERMALINK_TEXT
                        && text.codePoints().noneMatch(Character::isLetterOrDigit)
                        && link.selectFirst("img") == null
                        && heading.text().strip().length() > text.length()) {
                    permalinks.add(link);
                }
            }
        }
        for (Element link : permalinks) {
            link.remove();
        }
    }

    /** What a link may show instead of text: a picture (flexmark writes an image), or a video or a frame. */
    private static final Evaluator LINK_MEDIA = QueryParser.parse("img, picture, video, iframe, object, embed");

    /**
     * Removes the links that show nothing a reader could read: an icon's link (a share button, an author's avatar
     * drawn as an SVG, a "next" arrow), written "[](https://...)" with no text, which a Markdown reader shows as
     * nothing at all. A link around a picture stays; a link of white space leaves a space.
     */
    private static void dropEmptyLinks(Element content) {
        List<Element> empty = new ArrayList<>();
        for (Element link : Walk.elements(content, "a")) {
            if (link.hasAttr("href") && !Texts.longerThan(link, 0) && link.selectFirst(LINK_MEDIA) == null) {
                empty.add(link);
            }
        }
        for (Element link : empty) {
            if (link.wholeText().isEmpty()) {
                link.remove();
            } else {
                // "couvercle<a> </a>(kettle)": the link's space parts the words around it.
                link.replaceWith(new TextNode(" "));
            }
        }
    }

    private static final Set<String> STRONG = Set.of("strong", "b");

    private static final Set<String> EMPHASIS = Set.of("em", "i");

    /**
     * Unwraps bold inside bold and italics inside italics ({@code <strong><b>Distribution-based Methods</b></strong>}):
     * flexmark writes each level's marks, "****Distribution-based Methods****", and where the inner one ends at a space
     * the marks no longer pair ("es****auf Seiten*** *Hillary").
     */
    private static void unwrapNestedEmphasis(Element content) {
        List<Element> inner = new ArrayList<>();
        for (Element element : Walk.elements(content, Set.of("strong", "b", "em", "i"))) {
            Set<String> same = STRONG.contains(element.normalName()) ? STRONG : EMPHASIS;
            for (Element up = element.parent(); up != null && up != content && !up.isBlock(); up = up.parent()) {
                if (same.contains(up.normalName())) {
                    inner.add(element);
                    break;
                }
            }
        }
        for (Element element : inner) {
            element.unwrap();
        }
    }

    /** The attributes flexmark writes into the Markdown of a picture or a link: its text and its title. */
    private static final List<String> WRITTEN_ATTRIBUTES = List.of("alt", "title");

    /**
     * Makes a picture's or a link's alt text or title that holds HTML markup its text: a theme that prints a
     * caption's HTML into the {@code alt} attribute ({@code alt="<a href=...>Pumble</a>"}) gave "![<a
     * href="https://pumble.com/" target="_blank" ...>Pumble</a>](...)"; now "![Pumble](...)". A recipe site's avatar
     * titled with its rating widget's HTML ({@code title="<span id=...>"}) likewise.
     */
    private static void plainAltTexts(Element content) {
        for (Element element : Walk.elements(content, Set.of("img", "a"))) {
            for (String name : WRITTEN_ATTRIBUTES) {
                String value = element.attr(name);
                int open = value.indexOf('<');
                if (open >= 0 && value.indexOf('>', open) > open) {
                    element.attr(name, Jsoup.parseBodyFragment(value).text());
                }
            }
        }
    }

    /**
     * The address a picture stands under while flexmark converts: one that names no emoji, with a number drawn for
     * each conversion so that a page cannot write a stand-in of its own and have it replaced.
     */
    private static final String PICTURE_MASK = "https://agent-toolkit.invalid/";

    /** Longest alt text read as the emoji a picture shows: one emoji, with a skin tone or a joined second. */
    private static final int MAX_EMOJI_ALT = 8;

    /**
     * An emoticon or an emoji's shortcode as a forum's smiley picture names it in its alt text (":)", ";-)", ":D",
     * Discourse's ":see_no_evil:").
     */
    private static final Pattern EMOTICON = Pattern.compile("[:;=8]['^-]?[()\\[\\]DPpOo/\\\\|*3]|:[a-z0-9_+-]{1,40}:");

    /** The attribute a masked picture keeps its address in while flexmark converts. */
    private static final String MASKED_SOURCE = "data-agent-toolkit-src";

    /**
     * Gives each picture a numbered stand-in address for the conversion, keeping its own in an attribute, and
     * returns the pictures in their numbers' order. flexmark writes a picture whose file is named like an emoji
     * as the emoji's shortcut: a blog's date icon ({@code icons/date.png}, alt "Erstellt") became ":date:", an app
     * badge ({@code uploads/iphone.png}) ":iphone:", a moving site's {@code crown.png} ":crown:", with the picture
     * and its address gone.
     */
    private static List<Element> maskPictureAddresses(Element content, String prefix) {
        List<Element> pictures = new ArrayList<>();
        for (Element image : Walk.elements(content, "img")) {
            String source = image.attr("src");
            if (source.isEmpty()) {
                continue;
            }
            String alt = image.attr("alt").strip();
            if (isEmoji(alt)) {
                // A forum's emoji picture ("😋", ":)"): its alt text is what it shows, as flexmark's shortcut was.
                image.replaceWith(new TextNode(alt));
                continue;
            }
            StringBuilder mask =
                    new StringBuilder(prefix).append(pictures.size()).append('-');
            while (mask.length() < source.length()) {
                // As long as the address: flexmark pads a table's columns to their widest cell.
                mask.append('x');
            }
            image.attr(MASKED_SOURCE, source).attr("src", mask.toString());
            pictures.add(image);
        }
        return pictures;
    }

    /**
     * Whether an alt text is an emoji (symbols only, with the selectors and joiners that build one: "😋", "👍🏽"), an
     * emoticon (":)") or an emoji's shortcode (":see_no_evil:"). A bullet's "-", a rating's "*" or a teaser's "..." are no emoji: those pictures stay.
     */
    private static boolean isEmoji(String alt) {
        if (EMOTICON.matcher(alt).matches()) {
            return true;
        }
        if (alt.isEmpty() || alt.codePointCount(0, alt.length()) > MAX_EMOJI_ALT) {
            return false;
        }
        boolean symbol = false;
        for (int i = 0; i < alt.length(); ) {
            int c = alt.codePointAt(i);
            int type = Character.getType(c);
            if (type == Character.OTHER_SYMBOL) {
                symbol = true;
            } else if (type != Character.MODIFIER_SYMBOL && c != 0xFE0F && c != 0x200D) {
                return false;
            }
            i += Character.charCount(c);
        }
        return symbol;
    }

    /** Writes each masked picture's own address back into the Markdown, and into the picture. */
    private static String unmaskPictureAddresses(String markdown, List<Element> pictures, String prefix) {
        if (pictures.isEmpty()) {
            return markdown;
        }
        Matcher matcher = Pattern.compile(Pattern.quote(prefix) + "(\\d+)-x*").matcher(markdown);
        StringBuilder out = new StringBuilder(markdown.length());
        while (matcher.find()) {
            int number = Integer.parseInt(matcher.group(1));
            String source = number < pictures.size() ? pictures.get(number).attr(MASKED_SOURCE) : matcher.group();
            matcher.appendReplacement(out, Matcher.quoteReplacement(source));
        }
        matcher.appendTail(out);
        for (Element image : pictures) {
            image.attr("src", image.attr(MASKED_SOURCE)).removeAttr(MASKED_SOURCE);
        }
        return out.toString();
    }

    /** Whether the element, or an ancestor of it up to and including the root, is one of the tags. */
    private static boolean inside(Element element, Element root, Set<String> tags) {
        for (Element up = element.parent(); up != null && up != root; up = up.parent()) {
            if (tags.contains(up.normalName())) {
                return true;
            }
        }
        return tags.contains(root.normalName());
    }

    /**
     * Gives flexmark inline tags it can write: an abbreviation's text stays as text (flexmark drops it and writes a
     * {@code *[ISP]: Internet Service Provider} definition instead, so "from your ISP, on a public network" read "from
     * your , on a public network"); keys and sample output are code ({@code Ctrl}), a variable is emphasis. flexmark
     * writes the last three as raw HTML tags. Inside a code block they are plain text.
     */
    private static void plainInlineTags(Element content) {
        for (Element element : Walk.elements(content, INLINE_TAGS_TO_PLAIN)) {
            String tag = element.normalName();
            if (tag.equals("abbr") || tag.equals("acronym") || element.closest("pre") != null) {
                element.unwrap();
            } else {
                element.tagName(tag.equals("var") ? "em" : "code");
            }
        }
    }

    /**
     * Unwraps the {@code div} groups of a definition list ({@code <dl><div><dt>…</dt><dd>…</dd></div></dl>}, as
     * HTML allows): flexmark converts only a list's own {@code dt} and {@code dd} children and drops the rest, so
     * a feature grid written that way lost all its terms and descriptions.
     */
    private static void unwrapDefinitionGroups(Element content) {
        for (Element list : Walk.elements(content, "dl")) {
            // A group may sit in a layout div of its own (an icon beside the term): unwrap a few levels.
            for (int level = 0; level < MAX_GROUP_DEPTH; level++) {
                boolean unwrapped = false;
                Elements groups = list.children();
                for (int i = groups.size() - 1; i >= 0; i--) {
                    Element group = groups.get(i);
                    if (group.normalName().equals("div")) {
                        group.unwrap();
                        unwrapped = true;
                    }
                }
                if (!unwrapped) {
                    break;
                }
            }
        }
    }

    /**
     * Turns tables used for page layout (a cell holding blocks) into plain blocks, and collapses white space in
     * the cells of data tables: flexmark's table cell handling is slow on big cells with long white-space runs.
     */
    private static void flattenLayoutTables(Element content) {
        List<Element> tables = Walk.elements(content, "table");
        for (int i = tables.size() - 1; i >= 0; i--) {
            Element table = tables.get(i);
            if (!table.select("td p, td div, td ul, td ol, td table, td h1, td h2, td h3, td pre, td blockquote,"
                            + " th div, th p")
                    .isEmpty()) {
                for (Element part : table.select("tbody, thead, tfoot, tr, td, th, caption")) {
                    if (part.closest("table") == table) {
                        part.tagName("div");
                    }
                }
                table.tagName("div");
            }
        }
    }

    /** Inline elements flexmark writes with marks around their text, trimming the text inside them. */
    private static final Set<String> MARKED_INLINE =
            Set.of("a", "strong", "b", "em", "i", "del", "s", "strike", "ins", "u", "mark");

    /**
     * Moves white space at the edges of a marked inline element out of it: flexmark trims the text between the
     * marks and drops that space, joining words ("<strong>Note: </strong>text" was "**Note:**text", "<a>the link
     * </a>now" was "[the link](...)now", read "the linknow"). Inner elements first, so that a space moves out of
     * every level. An element of white space alone becomes that space. Code keeps its spaces.
     */
    private static void spacesOutsideMarks(Element content) {
        List<Element> marked = Walk.elements(content, MARKED_INLINE);
        for (int i = marked.size() - 1; i >= 0; i--) {
            Element element = marked.get(i);
            if (element.parent() == null || Texts.inCode(element)) {
                continue;
            }
            if (element.childNodeSize() > 0
                    && element.childNode(0) instanceof TextNode first
                    && startsWithSpace(first.getWholeText())) {
                if (first.isBlank() && element.childNodeSize() == 1) {
                    element.replaceWith(new TextNode(" "));
                    continue;
                }
                first.text(first.getWholeText().stripLeading());
                element.before(new TextNode(" "));
            }
            int last = element.childNodeSize() - 1;
            if (last >= 0 && element.childNode(last) instanceof TextNode end && endsWithSpace(end.getWholeText())) {
                end.text(end.getWholeText().stripTrailing());
                element.after(new TextNode(" "));
            }
        }
    }

    private static boolean startsWithSpace(String text) {
        return !text.isEmpty() && Character.isWhitespace(text.charAt(0));
    }

    private static boolean endsWithSpace(String text) {
        return !text.isEmpty() && Character.isWhitespace(text.charAt(text.length() - 1));
    }

    /**
     * Collapses white-space runs in text outside {@code pre} as a browser does (flexmark keeps line breaks, and is
     * slow on long runs inside table cells), drops line breaks that follow another one, and writes a line break inside
     * a heading as a space: a Markdown heading is one line, and flexmark would end it at the break and print the rest
     * of the heading ("Open source&lt;br&gt;project management") as a paragraph under it. A superscript or subscript
     * inside a link is written as plain text: flexmark writes it {@code ^3^}, and a link that reads
     * {@code [^3^](…)} is a footnote reference to Markdown readers, which print the link's address as text. Touching
     * items of a flex or grid box get a space between them ({@link #isFlexBox}).
     */
    private static void collapseWhiteSpace(Element content) {
        List<Node> extraBreaks = new ArrayList<>();
        List<Node> headingBreaks = new ArrayList<>();
        List<Element> flexRows = new ArrayList<>();
        List<Element> scripts = new ArrayList<>();
        int[] preDepth = {0};
        int[] headingDepth = {0};
        NodeTraversor.traverse(
                new NodeVisitor() {
                    @Override
                    public void head(Node node, int depth) {
                        if (node instanceof Element element) {
                            if (element.normalName().equals("pre")) {
                                preDepth[0]++;
                            } else if (Texts.isHeading(element)) {
                                headingDepth[0]++;
                            } else if (preDepth[0] == 0 && element.childNodeSize() > 1 && isFlexBox(element)) {
                                flexRows.add(element);
                            } else if (preDepth[0] == 0
                                    && (element.normalName().equals("sup")
                                            || element.normalName().equals("sub"))
                                    && element.closest("a") != null) {
                                scripts.add(element);
                            } else if (element.normalName().equals("br") && followsBreak(element)) {
                                extraBreaks.add(element);
                            } else if (element.normalName().equals("br") && headingDepth[0] > 0 && preDepth[0] == 0) {
                                headingBreaks.add(element);
                            }
                        } else if (node instanceof TextNode text && preDepth[0] == 0) {
                            String value = text.getWholeText();
                            String collapsed = collapseSpaces(value);
                            if (!collapsed.equals(value)) {
                                text.text(collapsed);
                            }
                        }
                    }

                    @Override
                    public void tail(Node node, int depth) {
                        if (node instanceof Element element) {
                            if (element.normalName().equals("pre")) {
                                preDepth[0]--;
                            } else if (Texts.isHeading(element)) {
                                headingDepth[0]--;
                            }
                        }
                    }
                },
                content);
        for (int i = extraBreaks.size() - 1; i >= 0; i--) {
            extraBreaks.get(i).remove();
        }
        for (Node br : headingBreaks) {
            br.replaceWith(new TextNode(" "));
        }
        for (Element row : flexRows) {
            spaceFlexItems(row);
        }
        for (int i = scripts.size() - 1; i >= 0; i--) {
            scripts.get(i).unwrap();
        }
    }

    /**
     * Whether the element lays out its children as flex or grid items, by the layout frameworks' class names
     * ({@code flex}, {@code inline-flex}, {@code d-flex}, {@code grid}, {@code d-grid}) or its inline style. A browser
     * shows each child of such a box as a box of its own, apart from its neighbours, even when the markup has no
     * space between them ({@code <label>Accessories</label><span>1385</span>} in a row shows "Accessories 1385").
     */
    static boolean isFlexBox(Element element) {
        String classes = element.className();
        if (!classes.isEmpty() && (classes.contains("flex") || classes.contains("grid"))) {
            for (String name : element.classNames()) {
                if (FLEX_CLASSES.contains(name)) {
                    return true;
                }
            }
        }
        String style = element.attr("style");
        if (!style.isEmpty() && style.contains("display")) {
            String compact = style.replace(" ", "").toLowerCase(Locale.ROOT);
            return compact.contains("display:flex")
                    || compact.contains("display:inline-flex")
                    || compact.contains("display:grid");
        }
        return false;
    }

    private static final Set<String> FLEX_CLASSES =
            Set.of("flex", "inline-flex", "d-flex", "d-inline-flex", "grid", "d-grid");

    /** Puts a space between two neighbouring items of a flex or grid box that touch (no white space between them). */
    private static void spaceFlexItems(Element row) {
        List<Node> children = new ArrayList<>(row.childNodes());
        Node previous = null;
        for (Node child : children) {
            if (child instanceof TextNode text && text.isBlank()) {
                previous = null;
                continue;
            }
            if (!(child instanceof TextNode) && !(child instanceof Element)) {
                continue;
            }
            if (previous != null && endsWithText(previous) && startsWithText(child)) {
                child.before(new TextNode(" "));
            }
            previous = child;
        }
    }

    private static boolean endsWithText(Node node) {
        if (node instanceof TextNode text) {
            String value = text.getWholeText();
            return !value.isEmpty() && !Character.isWhitespace(value.charAt(value.length() - 1));
        }
        return node instanceof Element element
                && !element.isBlock()
                && !element.normalName().equals("br");
    }

    private static boolean startsWithText(Node node) {
        if (node instanceof TextNode text) {
            String value = text.getWholeText();
            return !value.isEmpty() && !Character.isWhitespace(value.charAt(0));
        }
        return node instanceof Element element
                && !element.isBlock()
                && !element.normalName().equals("br");
    }

    private static boolean followsBreak(Element br) {
        for (Node previous = br.previousSibling(); previous != null; previous = previous.previousSibling()) {
            if (previous instanceof TextNode text && text.isBlank()) {
                continue;
            }
            return previous instanceof Element element && element.normalName().equals("br");
        }
        return false;
    }

    /** Returns the text of the blocks under {@code root}, one paragraph per block. */
    private static String plainText(Element root) {
        StringBuilder text = new StringBuilder();
        for (Element element : Walk.all(root)) {
            if (element.isBlock() && !element.ownText().isBlank()) {
                text.append(element.ownText()).append("\n\n");
            }
        }
        return text.toString();
    }

    /** Returns the text with each run of spaces, tabs, line breaks and form feeds made one space (an HTML parser's whitespace; other spaces, such as a no-break space, stay). */
    static String collapseSpaces(String value) {
        StringBuilder out = null;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (isCollapsible(c)) {
                int end = i + 1;
                while (end < value.length() && isCollapsible(value.charAt(end))) {
                    end++;
                }
                if (out == null && (c != ' ' || end > i + 1)) {
                    out = new StringBuilder(value.length()).append(value, 0, i);
                }
                if (out != null) {
                    out.append(' ');
                }
                i = end - 1;
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? value : out.toString();
    }

    private static boolean isCollapsible(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    private static boolean hasInvisible(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u00ad' || c == '\u200b' || c == '\u200c' || c == '\u200d' || c == '\u2060' || c == '\ufeff') {
                return true;
            }
        }
        return false;
    }

    /**
     * Drops the lines that are a list marker alone ("1.", "-") with nothing nested under them: an empty list item (a
     * carousel's dots), or an item whose heading and text flexmark wrote after the list instead of inside it ("1."
     * over "### What is ...?"). A marker followed by indented lines holds them and stays; code blocks are left as
     * they are.
     */
    static String withoutEmptyListItems(String markdown) {
        if (!hasBareListMarker(markdown)) {
            return markdown;
        }
        String[] lines = markdown.split("\n", -1);
        StringBuilder out = new StringBuilder(markdown.length());
        boolean inFence = false;
        boolean dropped = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String trimmed = line.strip();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                inFence = !inFence;
            }
            if (!inFence && isBareListMarker(trimmed) && !holdsNextLine(lines, i, indent(line))) {
                dropped = true;
                continue;
            }
            if (out.length() > 0 || i > 0 && !dropped) {
                out.append('\n');
            }
            out.append(line);
        }
        return dropped ? collapseBlankLines(out.toString()) : markdown;
    }

    /**
     * Marks where the page sets punctuation right after an emphasis ({@code <b>bold</b>.}), a private-use character
     * at the start of the text after it, taken out with the space before it once flexmark has written the Markdown.
     */
    private static final char TIGHT_PUNCTUATION = '\ue000';

    /** Inline elements flexmark writes as emphasis. */
    private static final Set<String> EMPHASIS_TAGS = Set.of("b", "strong", "i", "em");

    /**
     * Marks the punctuation that follows an emphasis with no space between them in the page ({@link
     * #TIGHT_PUNCTUATION}): flexmark writes a space there when another inline element follows later in the
     * paragraph ({@code <b>bold</b>. And <b>more</b>} came out as "**bold** . And **more**"), and the mark tells
     * that space from one the page has (French sets a colon apart: "<i>Projet</i> :").
     */
    private static void markTightPunctuation(Element content) {
        for (Element emphasis : Walk.elements(content, EMPHASIS_TAGS)) {
            if (emphasis.nextSibling() instanceof TextNode after) {
                String text = after.getWholeText();
                if (!text.isEmpty() && ".,;:!?".indexOf(text.charAt(0)) >= 0 && !inside(emphasis, content, CELLS)) {
                    after.text(TIGHT_PUNCTUATION + text);
                }
            }
        }
    }

    /** Table cells, whose width flexmark pads to their column's before the marks go. */
    private static final Set<String> CELLS = Set.of("td", "th");

    /** Removes the marks of {@link #markTightPunctuation}, each with the space flexmark wrote before it. */
    static String withoutTightPunctuationMarks(String markdown) {
        if (markdown.indexOf(TIGHT_PUNCTUATION) < 0) {
            return markdown;
        }
        return markdown.replace(" " + TIGHT_PUNCTUATION, "").replace(String.valueOf(TIGHT_PUNCTUATION), "");
    }

    /**
     * Empties the lines that are a line break alone ({@code <br />}, inside a quote {@code > <br />}): flexmark writes
     * a {@code br} it cannot make a Markdown hard break (at the start or the end of a block, after a picture, in an
     * empty {@code div} used as a spacer) as raw HTML on a line of its own, which says nothing to a reader but a
     * blank line does not say. A quote's line keeps its marker, and a run of bare markers is kept once. A break at
     * the end of a block's last line goes too. Code blocks are left as they are.
     */
    static String withoutBreakLines(String markdown) {
        if (!markdown.contains("<br")) {
            return markdown;
        }
        String[] lines = markdown.split("\n", -1);
        StringBuilder out = new StringBuilder(markdown.length());
        boolean inFence = false;
        boolean changed = false;
        String previous = "";
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String trimmed = line.strip();
            if (trimmed.startsWith("```") || trimmed.startsWith("~~~")) {
                inFence = !inFence;
            }
            if (!inFence && BREAK_LINE.matcher(line).matches()) {
                String marker = line.substring(0, line.indexOf('<')).strip();
                line = marker.isEmpty() || previous.strip().equals(marker) ? "" : marker;
                changed = true;
            } else if (!inFence && (i + 1 == lines.length || lines[i + 1].isBlank())) {
                // A break that ends a block's last line ("* Capacity: 10 cups<br />") breaks nothing.
                Matcher end = TRAILING_BREAK.matcher(line);
                if (end.find()) {
                    line = line.substring(0, end.start());
                    changed = true;
                }
            }
            if (i > 0) {
                out.append('\n');
            }
            out.append(line);
            previous = line;
        }
        return changed ? out.toString() : markdown;
    }

    /** Whether any line, blanks aside, is a bare list marker; found without splitting the text into lines. */
    private static boolean hasBareListMarker(String markdown) {
        int start = 0;
        while (start < markdown.length()) {
            int end = markdown.indexOf('\n', start);
            if (end < 0) {
                end = markdown.length();
            }
            int from = start;
            int to = end;
            // Trims at least what strip() trims, so that no line the full pass would drop is missed.
            while (from < to && isSpace(markdown.charAt(from))) {
                from++;
            }
            while (to > from && isSpace(markdown.charAt(to - 1))) {
                to--;
            }
            if (to - from >= 1 && to - from <= 10 && isBareListMarker(markdown.substring(from, to))) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    private static boolean isSpace(char c) {
        return Character.isWhitespace(c) || c == '\u00a0';
    }

    private static boolean isBareListMarker(String trimmed) {
        if (trimmed.length() == 1) {
            char c = trimmed.charAt(0);
            return c == '-' || c == '*' || c == '+';
        }
        int digits = 0;
        while (digits < trimmed.length() && Character.isDigit(trimmed.charAt(digits))) {
            digits++;
        }
        return digits > 0
                && digits <= 9
                && digits == trimmed.length() - 1
                && (trimmed.charAt(digits) == '.' || trimmed.charAt(digits) == ')');
    }

    /**
     * Returns the lines whose {@code drop} mark is not set, joined by line breaks and tidied: what the line filters
     * that work on the Markdown after the pick ({@link RepeatedLines}, {@link AgeStamps}, {@link ReadingTimes}) keep.
     */
    static String withoutLines(String[] lines, boolean[] drop) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (!drop[i]) {
                out.append(lines[i]).append('\n');
            }
        }
        return tidy(out.toString());
    }

    /** Whether the next non-blank line is indented deeper than the marker, that is nested in its item. */
    private static boolean holdsNextLine(String[] lines, int marker, int markerIndent) {
        for (int j = marker + 1; j < lines.length; j++) {
            if (!lines[j].isBlank()) {
                return indent(lines[j]) > markerIndent;
            }
        }
        return false;
    }

    private static int indent(String line) {
        int n = 0;
        while (n < line.length() && (line.charAt(n) == ' ' || line.charAt(n) == '\t')) {
            n++;
        }
        return n;
    }

    /** Returns {@code text} NFKC-normalised, without invisible characters, trailing spaces and extra blank lines. */
    static String tidy(String text) {
        String normalized = Normalizer.normalize(text, Normalizer.Form.NFKC);
        if (hasInvisible(normalized)) {
            normalized = INVISIBLE.matcher(normalized).replaceAll("");
        }
        return collapseBlankLines(normalized.replace("\r\n", "\n").replace('\r', '\n'));
    }

    /** Strips each line's trailing blanks and keeps at most one empty line in a row, in linear time. */
    private static String collapseBlankLines(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int newlines = 0;
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            int lineEnd = end;
            while (lineEnd > start && isBlank(text.charAt(lineEnd - 1))) {
                lineEnd--;
            }
            if (lineEnd == start) {
                newlines++;
            } else {
                if (out.length() > 0) {
                    out.append(newlines > 1 ? "\n\n" : "\n");
                }
                out.append(text, start, lineEnd);
                newlines = 1;
            }
            start = end + 1;
        }
        return out.toString().strip();
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\u00a0';
    }

    /**
     * Returns the title without a trailing site name ("Article - Site", "Article | Site"), as readability does, when
     * what is left has at least {@link #MIN_TITLE_WORDS} words; else the title unchanged.
     */
    static String withoutSiteName(String title) {
        int cut = -1;
        for (String separator : TITLE_SEPARATORS) {
            cut = Math.max(cut, title.lastIndexOf(separator));
        }
        if (cut <= 0) {
            return title;
        }
        String head = title.substring(0, cut).strip();
        return head.split("\\s+").length >= MIN_TITLE_WORDS ? head : title;
    }

    /**
     * Returns a heading line's text: without its hashes, and with links reduced to their text (a forum's title is a
     * link to the thread, "# [Deploy failed](https://...)"; a permalink with a word for its text is a link too).
     */
    private static String headingText(String line) {
        String text = HEADING_MARK.matcher(line).replaceFirst("");
        return text.indexOf("](") < 0 ? text : MARKDOWN_LINK.matcher(text).replaceAll("$1");
    }

    /**
     * The body with its first line, when that is the title's heading at a lower level ("## Ferry service returns",
     * a blog theme's {@code h2} title), raised to the leading {@code #} heading; else the body as it is.
     */
    private static String asLeadingTitle(String body, String title) {
        if (!body.startsWith("##")) {
            return body;
        }
        int end = body.indexOf('\n');
        String first = end < 0 ? body : body.substring(0, end);
        int level = 0;
        while (level < first.length() && first.charAt(level) == '#') {
            level++;
        }
        if (level > 6 || level >= first.length() || first.charAt(level) != ' ') {
            return body;
        }
        if (!hasTitleHeading(first, title)) {
            return body;
        }
        return "#" + first.substring(level) + (end < 0 ? "" : body.substring(end));
    }

    /**
     * Whether one of the body's lines is a heading with the title's text, or nearly (the title's words with a word or
     * two changed: "Beginner's Guide" against "Beginner? Guide", a subtitle added): the page's own heading, perhaps
     * after a category line, a date or a product gallery; a second copy above it would only repeat it.
     */
    private static boolean hasTitleHeading(String body, String title) {
        Set<String> wanted = words(tidy(title));
        if (wanted.isEmpty()) {
            return false;
        }
        int start = 0;
        while (start < body.length()) {
            int end = body.indexOf('\n', start);
            if (end < 0) {
                end = body.length();
            }
            if (body.charAt(start) == '#' && isNearly(words(headingText(body.substring(start, end))), wanted)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    /** Whether two word sets share at least {@link #TITLE_SIMILARITY} of their union. */
    private static boolean isNearly(Set<String> heading, Set<String> title) {
        if (heading.isEmpty()) {
            return false;
        }
        int shared = 0;
        for (String word : heading) {
            if (title.contains(word)) {
                shared++;
            }
        }
        return shared >= TITLE_SIMILARITY * (heading.size() + title.size() - shared);
    }

    /** Returns the lower-case words (letters and digits) of the text. */
    private static Set<String> words(String text) {
        Set<String> words = new HashSet<>();
        Matcher matcher = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (matcher.find()) {
            words.add(matcher.group());
        }
        return words;
    }
}
