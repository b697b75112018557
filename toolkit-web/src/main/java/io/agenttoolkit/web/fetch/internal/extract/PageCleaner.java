package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Comment;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.parser.Parser;
import org.jsoup.select.Elements;
import org.jspecify.annotations.Nullable;

/** Parses HTML with bounds and removes what never belongs to the content: scripts, hidden parts, comments, chrome. */
final class PageCleaner {

    /** Nesting bound for the parser; deeper elements are flattened into their ancestor at this depth. */
    static final int MAX_DEPTH = 256;

    /** Element bound: elements after this many (in document order) are dropped before any scoring. */
    static final int MAX_ELEMENTS = 15_000;

    /** Attribute carrying a code block's language from before class attributes are stripped. */
    static final String LANGUAGE_ATTRIBUTE = "data-extract-lang";

    /**
     * Never text of the page. A {@code video} or {@code audio} element's own content is the fallback a browser
     * without media support shows instead ("Your browser does not support the video tag."), never seen otherwise.
     */
    private static final Set<String> ALWAYS_REMOVED_TAGS = Set.of(
            "script",
            "style",
            "noscript",
            "iframe",
            "frame",
            "frameset",
            "template",
            "object",
            "embed",
            "applet",
            "canvas",
            "svg",
            "math",
            "video",
            "audio",
            "input",
            "button",
            "select",
            "option",
            "textarea",
            "dialog");

    /**
     * Overlays a page opens on demand: modal dialogs (a cart drawer, a size guide, a sign-up box), dialogs such as a
     * cookie-choice banner ({@code role=dialog}, not always marked modal) and tooltips. They sit in the markup
     * unhidden, waiting for a script to show them over the page; they are not its text.
     */
    private static final Set<String> OVERLAY_ROLES = Set.of("tooltip", "dialog", "alertdialog");

    /**
     * Webflow's classes for blocks its stylesheet hides: the messages a form shows once sent ("Thank you! Your
     * submission has been received!", "Oops! Something went wrong"), hidden until then, and a CMS block whose
     * condition does not hold on this page ({@code w-condition-invisible}, {@code display: none !important}: the
     * other five of a blog's six sidebar pitches, an empty summary). Never text of the page.
     */
    private static final Set<String> WEBFLOW_HIDDEN_CLASSES =
            Set.of("w-form-done", "w-form-fail", "w-condition-invisible");

    private static final String CHROME = "nav, aside, footer, [role=navigation], [role=banner], [role=contentinfo],"
            + " [role=complementary], [role=search]";

    private static final int MAX_AD_TEXT = 600;

    private static final List<String> LAZY_SOURCES =
            List.of("data-src", "data-lazy-src", "data-original", "data-lazy", "data-srcset", "srcset");

    private static final int MAX_CALL_TO_ACTION_TEXT = 40;

    private static final int MAX_FORM_TEXT = 600;

    /**
     * Fields of a contact or quote form: an e-mail address or a message. Not a phone field: shops type their quantity
     * boxes as {@code tel} for the number pad.
     */
    private static final String CONTACT_FIELDS = "textarea, input[type=email]";

    /**
     * Typed-in fields of a sign-up, quote or application form (name, e-mail typed as plain text, phone, password,
     * date); a form asking for {@value #MIN_TEXT_FIELDS} or more of them is furniture like a contact form. Not
     * drop-downs or number boxes: a shop's add-to-cart form holds those beside the product's name and price.
     */
    private static final String TEXT_FIELDS =
            "input:not([type]), input[type=text], input[type=tel], input[type=password], input[type=date]";

    private static final int MIN_TEXT_FIELDS = 3;

    /** Text a drop-down's or check box's label holds at most to count as the control's caption. */
    private static final int MAX_CONTROL_LABEL_TEXT = 80;

    /** A first-level heading longer than this is a paragraph styled as a heading, not the page's title. */
    private static final int MAX_HEADING_TITLE = 200;

    private static final Pattern CALL_TO_ACTION =
            Pattern.compile("(?:^|[\\s_-])(?:btn|button|cta)(?:$|[\\s_-])", Pattern.CASE_INSENSITIVE);

    private static final Pattern SKIP_LINK = Pattern.compile(
            "^\\W*(?:skip to|skip navigation|jump to (?:main )?content|zum inhalt|aller au contenu|saltar al contenido)",
            Pattern.CASE_INSENSITIVE);

    /** Text a noscript block must hold (and four times the rest of the page) to count as the page's content. */
    private static final int NOSCRIPT_PAGE_TEXT = 500;

    /** Letters of the heading or button a collapsed panel follows at most. */
    private static final int MAX_EXPANDER_TEXT = 200;

    /** Fields of a form, which a collapsed panel of text never holds. */
    private static final Set<String> FORM_FIELDS = Set.of("input", "select", "textarea");

    private static final Pattern STREAMED_ID = Pattern.compile("S:[0-9a-f]+");

    private static final Pattern HIDDEN_STYLE =
            Pattern.compile("(?:display\\s*:\\s*none|visibility\\s*:\\s*hidden)", Pattern.CASE_INSENSITIVE);

    private static final Pattern LANGUAGE_CLASS =
            Pattern.compile("(?:^|\\s)(?:language|lang|highlight-source|brush:?)-?([A-Za-z0-9_+#.-]+)");

    /**
     * Class or id tokens of ads. "adv" is also short for "advanced" in widget names: Kadence Blocks' advanced
     * heading ({@code kt-adv-heading}), whose class also sits on plain paragraphs, and Essential Addons'
     * {@code eael-adv-accordion} and {@code eael-adv-tabs} carry a page's own text, so "adv" before those words is no ad.
     */
    private static final Pattern AD_TOKEN = Pattern.compile(
            "(?:^|[\\s_-])(?:ad|ads|adv(?!-(?:heading|accordion|tabs))|advert|advertisement|advertising|adsense"
                    + "|adslot|adunit|dfp|sponsored|sponsor|gpt-ad|google-ad|taboola|outbrain)(?:$|[\\s_-])",
            Pattern.CASE_INSENSITIVE);

    private PageCleaner() {}

    /** Returns the parsed, bounded document with links made absolute against {@code baseUrl}. */
    static Document parse(String html, String baseUrl) {
        Parser parser = Parser.htmlParser().setMaxDepth(MAX_DEPTH);
        Document document = parser.parseInput(Mojibake.repair(html), baseUrl);
        limitElements(document);
        return document;
    }

    /** Removes comments, scripts, styles, embedded frames, hidden elements and ads, and records code languages. */
    static void removeNoise(Document document) {
        removeNoise(document, false);
    }

    /**
     * Removes comments, scripts, styles, embedded frames, hidden elements and ads, and records code languages; on a
     * story's page ({@code article}: {@link PageContext#isLikelyArticle}), a subscription button goes with the box it
     * stands in (see
     * {@link SignUpPrompts#subscriptionBox}). On other pages such a box may be the page's own text (a market's home
     * page asking visitors to sign up for its news).
     */
    static void removeNoise(Document document, boolean article) {
        removeComments(document);
        unwrapServerRenderedNoscript(document);
        List<Element> removed = new ArrayList<>(controlLabels(document));
        removed.addAll(contactForms(document));
        Set<String> controlled = new HashSet<>();
        List<Element> hiddenByAttribute = new ArrayList<>();
        // One walk with a set lookup: a selector of twenty-four alternatives tried each in turn on every element.
        for (Element element : Walk.all(document)) {
            if (element.attributesSize() > 0) {
                addControlled(element, controlled);
            }
            if (ALWAYS_REMOVED_TAGS.contains(element.normalName())) {
                removed.add(element);
            } else if (element.attributesSize() > 0 && isHidden(element) && !isStreamedSegment(element)) {
                hiddenByAttribute.add(element);
            } else if (element.attributesSize() > 0
                    && (isOverlay(element) || isWebflowHidden(element) || isBootstrapHidden(element))) {
                // Removing one inside an element removed above changes nothing, so the same walk finds them.
                removed.add(element);
            }
        }
        for (Element element : hiddenByAttribute) {
            if (!isCollapsedPanel(element, controlled)) {
                removed.add(element);
            }
        }
        removeAll(removed);
        List<Element> hidden = new ArrayList<>();
        int pageText = -1;
        // One walk for hidden styles, ads and small furniture: nothing is removed until the walk ends, so each test
        // reads the same page as in a walk of its own.
        for (Element element : Walk.all(document)) {
            if (element.attributesSize() > 0
                    && element.hasAttr("style")
                    && HIDDEN_STYLE.matcher(element.attr("style")).find()) {
                // The page's text is read only for a hidden block long enough to be the page: mostly none is.
                int text = element.text().length();
                if (pageText < 0 && text >= NOSCRIPT_PAGE_TEXT) {
                    pageText =
                            document.body() == null ? 0 : document.body().text().length();
                }
                if (!isDeferredPage(text, pageText) && !isCollapsedPanel(element, controlled)) {
                    hidden.add(element);
                }
            }
            if ((isAd(element.className()) || isAd(element.id())) && isAdSized(element)) {
                hidden.add(element);
            } else if (isCallToAction(element)) {
                // A subscription button goes with the box it stands in, whose pitch is told by the button alone.
                Element box = article ? SignUpPrompts.subscriptionBox(element) : null;
                hidden.add(box != null ? box : element);
            } else if (isSmallForm(element) || isSkipLink(element)) {
                hidden.add(element);
            }
        }
        removeAll(hidden);
        markCodeLanguages(document);
        removeCaptions(document);
        resolveLazyImages(document);
    }

    /**
     * Whether the element is hidden by its own attributes, never text of the page either: {@code [hidden],
     * [aria-hidden=true], [type=hidden]}, read in one look at the attributes rather than by a selector; and a
     * script framework's conditional block kept hidden until its script runs ({@code v-cloak} or {@code x-cloak}
     * with a {@code v-if} or {@code x-if}, rendered only when its condition holds): a "Notify me when back in
     * stock" dialog, its "Oops! Something went wrong" state, a "Where are we shipping to?" dialog. A cloaked block
     * without a condition (a card's link) or only toggled ({@code v-show}: a FAQ's answer) is shown once the
     * script runs, and stays.
     */
    private static boolean isHidden(Element element) {
        boolean cloaked = false;
        boolean conditional = false;
        for (Attribute attribute : element.attributes()) {
            String key = attribute.getKey();
            if (key.equals("hidden")
                    || key.equals("aria-hidden")
                            && attribute.getValue().trim().equalsIgnoreCase("true")
                            && !isRedundantLink(element)
                    || key.equals("type") && attribute.getValue().trim().equalsIgnoreCase("hidden")) {
                return true;
            }
            if (key.length() >= 4 && key.charAt(1) == '-') {
                cloaked |= key.equals("v-cloak") || key.equals("x-cloak");
                conditional |= key.equals("v-if") || key.equals("x-if");
            }
        }
        return cloaked && conditional;
    }

    /**
     * Whether the element is an overlay the page opens on demand: {@code aria-modal=true} or an ARIA tooltip, dialog
     * or alert dialog role.
     */
    private static boolean isOverlay(Element element) {
        for (Attribute attribute : element.attributes()) {
            String key = attribute.getKey();
            if (key.equals("aria-modal") && attribute.getValue().trim().equalsIgnoreCase("true")
                    || key.equals("role")
                            && OVERLAY_ROLES.contains(
                                    attribute.getValue().trim().toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether Bootstrap's {@code d-none} hides the element ({@code display: none !important}) at every width: with no
     * {@code d-md-block}-style class showing it on some screens, nor {@code d-print-*} on paper. A script may show it
     * later (a "Read more" body, a tab); the reader sees what the page shows.
     */
    private static boolean isBootstrapHidden(Element element) {
        String classes = element.className();
        if (!classes.contains("d-none")) {
            return false;
        }
        boolean hidden = false;
        for (String name : element.classNames()) {
            if (name.equals("d-none")) {
                hidden = true;
            } else if (name.startsWith("d-") && name.indexOf('-', 2) > 2) {
                // d-sm-block, d-lg-flex, d-print-inline: shown at some width or in print.
                return false;
            }
        }
        return hidden;
    }

    private static boolean isWebflowHidden(Element element) {
        String classes = element.className();
        if (!Texts.containsIgnoreCase(classes, "w-")) {
            return false;
        }
        for (String name : element.classNames()) {
            if (WEBFLOW_HIDDEN_CLASSES.contains(name.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /** Text a row around an on/off switch may hold: the switch's caption and a name with a "What is it?" link. */
    private static final int MAX_SWITCH_ROW_TEXT = 120;

    /**
     * Returns the row an on/off switch stands in (a check box in a {@code label} styled as a switch or toggle), when
     * the row holds only a short name beside it: a settings list's "Bibliographic Explorer (What is the Explorer?)",
     * a consent centre's "Analytics cookies". Found within three levels above the label; null when the row holds a
     * paragraph or more than a short name.
     */
    private static @Nullable Element switchRow(Element control, Element label) {
        if (!isSwitch(control) && !isSwitch(label)) {
            return null;
        }
        int own = label.text().length();
        Element row = label.parent();
        for (int level = 0; row != null && level < 3; level++, row = row.parent()) {
            if (row.normalName().equals("body")) {
                return null;
            }
            int text = row.text().length();
            if (text > own) {
                return text <= MAX_SWITCH_ROW_TEXT && Walk.elements(row, "p").isEmpty() ? row : null;
            }
        }
        return null;
    }

    private static boolean isSwitch(Element element) {
        String classes = element.className();
        return ContentPruning.hasWord(classes, "switch") || ContentPruning.hasWord(classes, "toggle");
    }

    /**
     * Returns the captions of the page's choice controls: a {@code label} naming a drop-down ({@code select}) or a
     * check box, by {@code for} or by holding it. The controls themselves are removed, so their captions would be
     * words with nothing to name: "Sorted by:" over a thread's answers, a docs page's "Version" picker, a category
     * page's filter options ("Black (12)", "Under $50"), consent and newsletter ticks. Radio buttons' labels stay (a
     * product's colour and size picker is part of the product), and so do other labels (CSS-only tabs' names) and any
     * label holding more than a short caption. The row of an on/off switch goes with its caption ({@link #switchRow}).
     */
    private static List<Element> controlLabels(Document document) {
        Elements controls = document.select("select, input[type=checkbox]");
        if (controls.isEmpty()) {
            return List.of();
        }
        Set<String> ids = new HashSet<>();
        List<Element> labels = new ArrayList<>();
        List<Element> switchRows = new ArrayList<>();
        for (Element control : controls) {
            if (!control.id().isEmpty()) {
                ids.add(control.id());
            }
            Element label = control.closest("label");
            if (label != null) {
                labels.add(label);
                Element row = switchRow(control, label);
                if (row != null) {
                    switchRows.add(row);
                }
            }
        }
        if (!ids.isEmpty()) {
            for (Element label : Walk.elements(document, "label")) {
                if (ids.contains(label.attr("for"))) {
                    labels.add(label);
                }
            }
        }
        labels.removeIf(label -> label.text().length() > MAX_CONTROL_LABEL_TEXT);
        // The rows were measured against their own, longer limit.
        labels.addAll(switchRows);
        return labels;
    }

    /**
     * Removes navigation, side bars, footers and page headers outside the article. An {@code aside} that holds the
     * page's only {@code h1} and most of its text is where the page put its content (a landing page's hero and list),
     * not a side bar, and stays.
     */
    static void removeChrome(Document document) {
        Elements chrome = document.select(CHROME);
        Element headlineAside = headlineAside(document, chrome);
        for (Element element : chrome) {
            // Element by element: Elements.removeIf would take the kept one out of the page too.
            if (element != headlineAside) {
                element.remove();
            }
        }
        List<Element> headers = new ArrayList<>();
        for (Element header : Walk.elements(document, "header")) {
            if (!insideContent(header)) {
                headers.add(header);
            }
        }
        removeAll(headers);
    }

    /**
     * Returns the page's title as a reader sees it: the first {@code h1} left after cleaning (the page's own name;
     * a logo heading goes with the page header), else {@code og:title}, else {@code <title>}; or null. The visible
     * heading comes first because the metadata titles often differ from it (marketing wording, a shop's product
     * code), and a heading that differs from the content's own one would be an invisible line repeated above it.
     */
    static @Nullable String title(Document document) {
        Title title = pageTitle(document);
        return title == null ? null : title.text();
    }

    /** {@link #title}, with where it comes from; or null. */
    static @Nullable Title pageTitle(Document document) {
        String siteName = SiteTitles.siteName(document);
        Element h1 = document.body() == null ? null : document.body().selectFirst("h1");
        String heading = h1 == null ? "" : h1.text().replaceAll("\\s+", " ").strip();
        if (!heading.isEmpty() && SiteTitles.isLogo(h1, heading, siteName)) {
            // A logo heading names the site, not the page: a later h1 or the metadata title says what the page is,
            // and the metadata title's part that is the logo's text is the site's name.
            if (siteName == null) {
                siteName = heading;
            }
            h1 = SiteTitles.nextHeading(h1);
            heading = h1 == null ? "" : h1.text().replaceAll("\\s+", " ").strip();
        }
        if (h1 != null && !heading.isEmpty()) {
            // A first h1 the metadata does not name as the page ("Main navigation", "Blog", the site's name) gives
            // way to a later heading it names better.
            SiteTitles.MetadataNames names = SiteTitles.metadataNames(document);
            Element named = SiteTitles.betterNamedHeadingAfter(h1, names);
            if (named != null) {
                heading = named.text().replaceAll("\\s+", " ").strip();
            }
            heading = SiteTitles.asNamed(heading, names);
        }
        if (!heading.isEmpty() && heading.length() <= MAX_HEADING_TITLE) {
            return new Title(heading, true);
        }
        String title = document.select("meta[property=og:title], meta[name=twitter:title]")
                .attr("content");
        if (title.isBlank()) {
            title = document.title();
        }
        title = SiteTitles.withoutSiteName(title.replaceAll("\\s+", " ").strip(), siteName);
        return title.isEmpty() ? null : new Title(title, false);
    }

    /**
     * The page's title and where it comes from: the page's own heading ({@code heading}), or its metadata, whose title
     * often ends with the site's name, named or not ("Electrical - Overview | OSHA").
     */
    record Title(String text, boolean heading) {

        /**
         * The title as the Markdown's leading heading shows it: a heading whole, dash and all ("Bridge delayed again
         * – bill rises by 400 million"); a metadata title without what follows its last separator.
         */
        String shown() {
            return heading ? text : MarkdownRenderer.withoutSiteName(text);
        }
    }

    /** Returns the code language recorded on {@code pre} or its {@code code} child, or the empty string. */
    static String codeLanguage(Element pre) {
        String language = pre.attr(LANGUAGE_ATTRIBUTE);
        if (language.isEmpty()) {
            Element code = pre.selectFirst("code[" + LANGUAGE_ATTRIBUTE + "]");
            language = code == null ? "" : code.attr(LANGUAGE_ATTRIBUTE);
        }
        return language;
    }

    /**
     * Some forum engines (Discourse) serve the whole page content inside {@code <noscript>} for clients without
     * scripts; when the page has next to no text outside it, the noscript content is the page, not a fallback note.
     */
    private static void unwrapServerRenderedNoscript(Document document) {
        List<Element> noscripts = Walk.elements(document, "noscript");
        Element body = document.body();
        if (noscripts.isEmpty() || body == null) {
            return;
        }
        int inside = 0;
        for (Element noscript : noscripts) {
            inside += noscript.text().length();
        }
        if (inside < NOSCRIPT_PAGE_TEXT) {
            // Too little to be the page, whatever the rest holds: the whole page's text is not read.
            return;
        }
        int outside = body.text().length() - inside;
        if (outside * 4 < inside) {
            for (int i = noscripts.size() - 1; i >= 0; i--) {
                noscripts.get(i).unwrap();
            }
        }
    }

    /**
     * Whether the element comes right after the button that opens it: its previous sibling is, or holds, an element
     * with {@code aria-expanded} (an accordion's heading with its button, the panel after it).
     */
    private static boolean followsExpander(Element element) {
        Element previous = element.previousElementSibling();
        if (previous == null) {
            return false;
        }
        if (previous.hasAttr("aria-expanded")) {
            return true;
        }
        if (Texts.longerThan(previous, MAX_EXPANDER_TEXT)) {
            return false;
        }
        for (Element inside : Walk.all(previous)) {
            if (inside.hasAttr("aria-expanded")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an element hidden from screen readers is a card's second link to the same story, out of the tab order
     * ({@code <a aria-hidden="true" tabindex="-1">}): the way to spare a screen reader the story's address twice, while
     * everyone sees the link's text (a teaser's description). Hidden from assistive technology is not hidden. A
     * picture-only second link (the card's thumbnail) still goes, as before.
     */
    private static boolean isRedundantLink(Element element) {
        return element.normalName().equals("a")
                && element.attr("tabindex").trim().equals("-1")
                && element.hasAttr("href")
                && element.hasText();
    }

    /** Adds the ids an element's {@code aria-controls} names: the panels its button opens and closes. */
    private static void addControlled(Element element, Set<String> controlled) {
        String controls = element.attr("aria-controls");
        if (!controls.isEmpty()) {
            for (String id : controls.trim().split("\\s+")) {
                controlled.add(id);
            }
        }
    }

    /**
     * Whether a hidden element is a collapsed panel of the page's own text: a button on the page opens it
     * ({@code aria-controls} names its id: an accordion's step, a FAQ's answer, a "Show more" part of the story), and
     * it is text rather than links (a menu opened the same way is links) and holds no form field (a collapsed
     * shipping-estimate or sign-up form is a control).
     */
    private static boolean isCollapsedPanel(Element element, Set<String> controlled) {
        String id = element.id();
        String role = element.attr("role");
        boolean labelledPanel = role.equals("tabpanel") || role.equals("region") && element.hasAttr("aria-labelledby");
        if (!labelledPanel && (id.isEmpty() || !controlled.contains(id)) && !followsExpander(element)) {
            return false;
        }
        int text = element.text().length();
        if (text == 0 || !Walk.elements(element, FORM_FIELDS).isEmpty()) {
            return false;
        }
        int linked = 0;
        for (Element link : Walk.elements(element, "a")) {
            linked += link.text().length();
        }
        return 2 * linked < text;
    }

    /**
     * Some shops render the whole page inside a {@code display:none} wrapper that a script reveals after loading;
     * a hidden block holding most of the page's text is that page, not a hidden part of it.
     */
    private static boolean isDeferredPage(int text, int pageText) {
        return text >= NOSCRIPT_PAGE_TEXT && pageText >= NOSCRIPT_PAGE_TEXT && text * 2 > pageText;
    }

    /**
     * React's streaming server rendering sends late content in {@code <div hidden id="S:n">} that its script moves
     * into place; that is content, not a hidden element.
     */
    private static boolean isStreamedSegment(Element element) {
        return element.normalName().equals("div")
                && element.hasAttr("hidden")
                && STREAMED_ID.matcher(element.id()).matches();
    }

    /** A button-styled link or block with a few words ("Sign up", "Add to cart") is a call to action, not content. */
    private static boolean isCallToAction(Element element) {
        String className = element.className();
        if (className.isEmpty()) {
            return false;
        }
        String lower = className.toLowerCase(Locale.ROOT);
        if (!(lower.contains("btn") || lower.contains("button") || lower.contains("cta"))) {
            return false;
        }
        return CALL_TO_ACTION.matcher(className).find() && shorterThan(element, MAX_CALL_TO_ACTION_TEXT);
    }

    /**
     * Returns the page's contact and quote forms: a form that asks for an e-mail address or a message
     * ({@code textarea}), or for three or more typed-in fields (a multi-step quote or sign-up form), is furniture however many field captions and help lines it holds ("Name (Required)", "This
     * field is hidden when viewing the form"); a form that wraps a third of the page or more is the page's layout
     * (ASP.NET pages sit in one form) and stays. Runs before the inputs themselves are removed.
     */
    private static List<Element> contactForms(Document document) {
        List<Element> forms = new ArrayList<>();
        int pageText = -1;
        for (Element form : Walk.elements(document, "form")) {
            if (form.selectFirst(CONTACT_FIELDS) == null
                    && form.select(TEXT_FIELDS).size() < MIN_TEXT_FIELDS) {
                continue;
            }
            if (pageText < 0) {
                pageText = document.body() == null ? 0 : document.body().text().length();
            }
            // A form certainly longer than a third of the page is told without building its text.
            if (!Texts.longerThan(form, pageText / 3) && form.text().length() * 3 < pageText) {
                forms.add(form);
            }
        }
        return forms;
    }

    /**
     * An accessibility skip link ("Skip to main content", "Skip to content", "Zum Inhalt springen") is a jump to an
     * anchor on the same page, for keyboard and screen-reader users; some pages keep it visible inside the content.
     */
    private static boolean isSkipLink(Element element) {
        if (!element.normalName().equals("a") || !element.attr("href").contains("#")) {
            return false;
        }
        String text = element.text();
        return text.length() <= MAX_CALL_TO_ACTION_TEXT
                && SKIP_LINK.matcher(text).find();
    }

    /** A form with a few words (sign-up, search, comment boxes) is page furniture; page-wide forms are kept. */
    private static boolean isSmallForm(Element element) {
        return element.normalName().equals("form") && shorterThan(element, MAX_FORM_TEXT);
    }

    /** Ads are small boxes; a page wrapper or article that merely carries an ad-like class is kept. */
    private static boolean isAdSized(Element element) {
        String tag = element.normalName();
        if (tag.equals("body") || tag.equals("html") || tag.equals("main") || tag.equals("article")) {
            return false;
        }
        return shorterThan(element, MAX_AD_TEXT);
    }

    /**
     * Whether the element's {@code text()} is shorter than {@code limit} characters; a block certainly longer (see
     * {@link Texts#longerThan(Element, int)}) is told without building its text, which for a page-wide form or
     * wrapper is the whole page's.
     */
    private static boolean shorterThan(Element element, int limit) {
        return !Texts.longerThan(element, limit) && element.text().length() < limit;
    }

    static boolean isAd(String classOrId) {
        if (classOrId.isEmpty()) {
            return false;
        }
        String lower = classOrId.toLowerCase(Locale.ROOT);
        // Every ad token starts a word with "ad" or contains one of the others; the cheap test spares the pattern on
        // almost every element ("header", "shadow", "badge" hold "ad" inside a word).
        boolean candidate = startsWordWithAd(lower)
                || lower.contains("spons")
                || lower.contains("dfp")
                || lower.contains("taboola")
                || lower.contains("outbrain");
        return candidate && AD_TOKEN.matcher(classOrId).find();
    }

    /** Whether "ad" opens a word of the class or id: at its start or after white space, "_" or "-". */
    private static boolean startsWordWithAd(String lower) {
        for (int i = lower.indexOf("ad"); i >= 0; i = lower.indexOf("ad", i + 1)) {
            if (i == 0) {
                return true;
            }
            char before = lower.charAt(i - 1);
            if (Character.isWhitespace(before) || before == '_' || before == '-') {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns the {@code aside} among the chrome that holds the page's one {@code h1} and more than half of the body's
     * text, or null.
     */
    private static @Nullable Element headlineAside(Document document, Elements chrome) {
        for (Element aside : chrome) {
            // Only the page's asides are walked for a headline, and the page only when one holds an h1.
            if (aside.normalName().equals("aside")
                    && !Walk.elements(aside, "h1").isEmpty()
                    && !insideAny(aside, chrome)
                    && Walk.elements(document, "h1").size() == 1) {
                Element body = document.body();
                return body != null && 2 * aside.text().length() > body.text().length() ? aside : null;
            }
        }
        return null;
    }

    private static boolean insideAny(Element element, Elements chrome) {
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            if (chrome.contains(parent)) {
                return true;
            }
        }
        return false;
    }

    private static boolean insideContent(Element element) {
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            String tag = parent.normalName();
            if (tag.equals("article") || tag.equals("main")) {
                return true;
            }
        }
        return false;
    }

    private static void markCodeLanguages(Document document) {
        for (Element pre : Walk.elements(document, "pre")) {
            String language = languageOf(pre);
            if (language.isEmpty()) {
                Element code = pre.selectFirst("code");
                language = code == null ? "" : languageOf(code);
            }
            if (language.isEmpty() && pre.parent() != null) {
                language = languageOf(pre.parent());
            }
            if (!language.isEmpty()) {
                pre.attr(LANGUAGE_ATTRIBUTE, language);
            }
        }
    }

    /**
     * Removes figure captions: photo credits and picture descriptions sit between paragraphs of the text without
     * being part of it; the image itself stays. Numbered captions printed as the block after a picture go too
     * ({@link FigureLabels}).
     */
    private static void removeCaptions(Document document) {
        removeAll(Walk.elements(document, "figcaption"));
        FigureLabels.prune(document);
    }

    /**
     * Lazy-loading pages put a placeholder {@code data:} picture in {@code src} and the real address in a data
     * attribute; the content gets the real address, or no image at all rather than a base64 blob.
     */
    private static void resolveLazyImages(Document document) {
        List<Element> placeholders = new ArrayList<>();
        for (Element image : Walk.elements(document, "img")) {
            String source = image.attr("src");
            if (!source.isEmpty() && !source.regionMatches(true, 0, "data:", 0, 5)) {
                continue;
            }
            String real = lazySource(image);
            if (real.isEmpty()) {
                placeholders.add(image);
            } else {
                image.attr("src", real);
            }
        }
        removeAll(placeholders);
    }

    private static String lazySource(Element image) {
        for (String attribute : LAZY_SOURCES) {
            String value = image.attr(attribute).strip();
            if (!value.isEmpty() && !value.regionMatches(true, 0, "data:", 0, 5)) {
                int space = value.indexOf(' ');
                // srcset lists "url width, url width"; the first address will do.
                return attribute.endsWith("srcset") ? value.substring(0, space < 0 ? value.length() : space) : value;
            }
        }
        return "";
    }

    private static String languageOf(Element element) {
        String dataLanguage = element.attr("data-lang");
        if (dataLanguage.isEmpty()) {
            dataLanguage = element.attr("data-language");
        }
        if (!dataLanguage.isEmpty() && dataLanguage.matches("[A-Za-z0-9_+#.-]{1,30}")) {
            return dataLanguage.toLowerCase(Locale.ROOT);
        }
        Matcher matcher = LANGUAGE_CLASS.matcher(element.className());
        if (matcher.find()) {
            String language = matcher.group(1).toLowerCase(Locale.ROOT);
            return language.length() <= 30 ? language : "";
        }
        return "";
    }

    private static void removeComments(Document document) {
        List<Node> comments = new ArrayList<>();
        collectComments(document, comments);
        for (int i = comments.size() - 1; i >= 0; i--) {
            comments.get(i).remove();
        }
    }

    /** Collects the comments under the element by a plain walk over the child nodes (cheaper than forEachNode). */
    private static void collectComments(Element element, List<Node> comments) {
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            Node child = element.childNode(i);
            if (child instanceof Comment) {
                comments.add(child);
            } else if (child instanceof Element e) {
                collectComments(e, comments);
            }
        }
    }

    /** Removes elements last-first so that sibling re-indexing stays cheap on very wide parents. */
    static void removeAll(List<Element> elements) {
        for (int i = elements.size() - 1; i >= 0; i--) {
            Element element = elements.get(i);
            if (element.parent() != null) {
                element.remove();
            }
        }
    }

    /**
     * Returns the element at the limit in document order when another one follows it, else null. Counted by a walk
     * over the child nodes by index that stops there: no list of every element is built, and no stream either.
     */
    private static @Nullable Element elementAtLimit(Document document) {
        int count = 0;
        Element atLimit = null;
        Node node = document;
        while (node != null) {
            if (node instanceof Element element) {
                count++;
                if (count == MAX_ELEMENTS) {
                    atLimit = element;
                } else if (count > MAX_ELEMENTS) {
                    return atLimit;
                }
            }
            if (node.childNodeSize() > 0) {
                node = node.childNode(0);
            } else {
                while (node != document && node.nextSibling() == null) {
                    node = node.parentNode();
                }
                node = node == document ? null : node.nextSibling();
            }
        }
        return null;
    }

    private static void limitElements(Document document) {
        Element last = elementAtLimit(document);
        if (last == null) {
            return;
        }
        last.empty();
        for (Node node = last; node.parent() != null; node = node.parent()) {
            Element parent = (Element) node.parent();
            int index = node.siblingIndex();
            if (index + 1 < parent.childNodeSize()) {
                // Rebuilding the child list is linear; removing one node at a time can re-index every sibling.
                List<Node> kept = new ArrayList<>(parent.childNodes().subList(0, index + 1));
                parent.empty();
                parent.appendChildren(kept);
            }
        }
    }
}
