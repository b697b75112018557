package io.agenttoolkit.web.fetch.internal.extract;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * Removes recommendation sections ("You may also like", "Customers also bought", "Related articles") and author
 * sections ("About the author", "Written by") from the content: a heading that names one starts a block of links to
 * other pages or a biography, not part of this page's text.
 */
final class RecommendationSections {

    /** Headings longer than this are content that happens to use the words, not a section label. */
    private static final int MAX_HEADING_LENGTH = 80;

    /** Paragraphs longer than this are text of their own, whatever their first word. */
    private static final int MAX_RELATED_PARAGRAPH = 300;

    private static final String HEADINGS = "h2, h3, h4, h5, h6";

    /** The elements read as a section's heading or label: h1 to h6, div and span. */
    private static final Set<String> HEADING_CANDIDATES = Set.of("h1", "h2", "h3", "h4", "h5", "h6", "div", "span");

    /**
     * Recommendation section labels, in lower case: matched against the lower-cased text ({@link #isRecommendation}),
     * which is several times faster than a case-insensitive pattern tried at every position of every heading.
     */
    private static final Pattern RECOMMENDATION = Pattern.compile(
            // Where a match can start: at the text's start (the anchored labels below), or at a first letter of one
            // of the other labels. The engine tries the labels one by one at every position; this look ahead turns
            // most positions away with one character test. It must list the first letter of every label added.
            "(?:^|(?=[acdefklmoprstvwyzàä]))(?:"
                    + "you (?:may|might|will|'ll|’ll) (?:also )?(?:like|love|enjoy)|also (?:bought|viewed|purchased)"
                    + "|customers (?:also|who bought|who viewed)|people also|others like you|frequently bought|recently viewed"
                    + "|related (?:products|items|articles|posts|stories|content|reading)|similar (?:products|items|styles|brands)"
                    + "|(?:similar|related) (?:threads|topics|questions|discussions)|suggested topics"
                    + "|recommended (?:for you|products|reading|articles)|read next|complete the look"
                    + "|explore related|discover more from|more from (?:this|the) (?:shop|seller|brand|author|source)"
                    + "|also from this (?:source|author)"
                    + "|könnte (?:sie|dich) auch|ähnliche (?:artikel|produkte)|weitere artikel|vous aimerez"
                    + "|à lire aussi|articles similaires|produits similaires|te puede interesar"
                    + "|artículos relacionados|productos relacionados|also in the news|more (?:stories|news|articles) from"
                    + "|leave a (?:reply|comment)|lesen sie auch|mehr zum thema|auch interessant|sur le même sujet"
                    + "|dans la même rubrique|leggi anche|articoli correlati|zobacz (?:też|także)|czytaj (?:też|także)"
                    // A heading that is only a label for links elsewhere ("Related", "Explore more", "Like this:").
                    + "|^\\W*(?:related(?! work)(?: \\w+)?|explore more(?:\\W+\\w+){0,3}|more to explore|more like this"
                    + "|recent posts|popular posts|latest posts|trending(?: now)?|recommended|like this)\\W*$"
                    + "|^\\W*(?:keep exploring|more from|latest from|sponsored)\\b"
                    // A CMS's list of the writer's other stories ("Latest from Jane Doe") and its link to the next
                    // story of the section ("More in this category:"), in the languages of its translations.
                    + "|^\\W*(?:more in this category|więcej w tej kategorii|mehr in dieser kategorie"
                    + "|plus dans cette catégorie|más en esta categoría|altro in questa categoria|mais nesta categoria"
                    + "|meer in deze categorie)\\W*$"
                    + "|^\\W*(?:najnowsze od|neueste von|derniers articles de|lo último de|ultimi da|mais recentes de"
                    + "|laatste van) \\p{L}"
                    + "|^\\W*(?:up next|don['’]t miss|more resources)\\W*$"
                    // A news site's lists of other stories: "Top Stories", "Most Read", "Editor's Picks".
                    + "|^\\W*(?:top stories|most (?:read|viewed|shared)(?: \\w+){0,2}|more (?:stories|news)"
                    + "|editor['’]?s['’]? picks|in other news|what to read next)\\W*$"
                    // A section's list of its other stories: "Other News in Police Department", "Other stories".
                    + "|^\\W*other (?:news|stories|articles|posts)(?:\\W*$|\\s+(?:in|from|on|about)\\s)"
                    // The same lists in the other languages of news sites: German, French, Spanish, Italian,
                    // Portuguese, Dutch, Polish, and the Nordic languages.
                    + "|^\\W*(?:weitere (?:meldungen|nachrichten)|meistgelesene?(?: artikel)?|les plus (?:lus|lues)"
                    + "|lo más (?:leído|visto)|más (?:leídas|leídos|noticias)|noticias relacionadas|(?:i )?più letti"
                    + "|ti potrebbe interessare|mais (?:lidas|lidos)|(?:leia|veja) também|notícias relacionadas"
                    + "|meest gelezen|meer nieuws|lees ook|najczęściej czytane"
                    // Swedish, Norwegian, Danish, Finnish.
                    + "|läs (?:också|även)|mest lästa|les også|mest leste|læs også|mest læste|lue myös|luetuimmat)\\W*$"
                    + "|^\\W*(?:about the (?:author|reviewer)|meet the author|written by|reviewed by)\\b)");

    /** Author section headings, whose biography is prose but not this page's text. */
    private static final Pattern AUTHOR = Pattern.compile(
            "^\\W*(?:about the (?:author|reviewer)|meet the author|written by|reviewed by)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Shop pages' customer-voice sections: product reviews, seller feedback and shoppers' questions. They are other
     * people's text about the product, not the product's own; "Reviews of our classes" or "3 user reviews for X" as
     * a page's subject do not match.
     */
    private static final Pattern REVIEWS = Pattern.compile(
            "^\\W*(?:customer|user|product) reviews\\W*$|^\\W*reviews (?:for\\b|\\(\\d)"
                    + "|^\\W*be the first to review|^\\W*write a review|^\\W*seller feedback"
                    + "|^\\W*people are asking|^\\W*(?:customer )?questions (?:&|and) answers\\W*$",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * Company and landing pages' teaser strips: "Latest insights", "From the blog", "News and insights" over cards
     * of other pages, and "Featured client stories", "Related case studies about X" over cards of case-study pages.
     * The whole heading must be such a label (a case-study strip's may go on with its topic), so that "Latest trends
     * in payroll", "Insights from our survey" or a plain "Client stories" over the page's own testimonials stay.
     */
    private static final Pattern TEASERS = Pattern.compile(
            "^\\W*(?:(?:featured|our|the) )?(?:latest|recent)"
                    + "(?: (?:blog posts|posts|news|insights|articles|stories|resources|events))?\\W*$"
                    + "|^\\W*(?:(?:featured|our latest|latest|more|explore more) )?insights\\W*$"
                    + "|^\\W*news (?:and|&) insights\\W*$|^\\W*(?:latest )?from (?:the|our) blog\\W*$"
                    + "|^\\W*(?:featured|related|recent|latest|more) (?:client |customer )?"
                    + "(?:case studies|success stories|client stories|customer stories)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** A paragraph that opens with a "Related:" label ("Related reading:", "Related articles:") before its link. */
    private static final Pattern RELATED_LABEL =
            Pattern.compile("^\\W*related(?:\\s+\\p{L}+){0,2}\\s*:", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** Share of a related-link paragraph's text after its label that must be link text. */
    private static final double RELATED_LINK_SHARE = 0.8;

    /** Inline elements a label may sit in; the label check climbs through them to the block that holds it. */
    private static final Set<String> INLINE_WRAPPERS = Set.of("span", "em", "strong", "b", "i", "small", "font");

    /**
     * Elements whose text is never a section title of its own: a paragraph's or list item's words, a link or
     * control, a code listing's tokens (a highlighter wraps each in a span), a table cell, a heading's part.
     */
    private static final Set<String> NOT_LABEL_PARENTS =
            Set.of("p", "a", "li", "button", "label", "pre", "code", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6");

    private RecommendationSections() {}

    /**
     * Removes recommendation sections under headings, link lists under recommendation labels written as paragraphs,
     * and "Related: ..." link paragraphs between the article's own.
     */
    static void prune(Element content) {
        pruneHeadedSections(content);
        pruneLabelledLinkLists(content);
        pruneRelatedLinkParagraphs(content);
    }

    /**
     * Removes a paragraph that only labels the link list after it ("Related posts:", "You may also like") together
     * with that list: the label of a recommendation block written as a paragraph rather than as a heading. A linked
     * headline under it counts as such a list of one (a "Läs också" card between a story's paragraphs).
     */
    private static void pruneLabelledLinkLists(Element content) {
        List<Element> removed = new ArrayList<>();
        for (Element label : Walk.elements(content, "p")) {
            if (Texts.longerThan(label, MAX_HEADING_LENGTH)) {
                continue;
            }
            String text = label.text();
            if (text.length() > MAX_HEADING_LENGTH || !isRecommendation(text)) {
                continue;
            }
            Element list = label.nextElementSibling();
            if (list != null && (isLinkList(list) || isLinkedHeadline(list))) {
                removed.add(label);
                removed.add(list);
            }
        }
        PageCleaner.removeAll(removed);
    }

    /**
     * Removes paragraphs that are a "Related:" label and a link to another page, set between an article's own
     * paragraphs; a paragraph that goes on with text of its own stays.
     */
    private static void pruneRelatedLinkParagraphs(Element content) {
        List<Element> removed = new ArrayList<>();
        for (Element paragraph : Walk.elements(content, "p")) {
            String text = paragraph.text();
            Matcher label = RELATED_LABEL.matcher(text);
            if (text.length() > MAX_RELATED_PARAGRAPH || !label.find()) {
                continue;
            }
            int rest = letters(text.substring(label.end()));
            if (rest > 0 && letters(linkText(paragraph)) >= rest * RELATED_LINK_SHARE) {
                removed.add(paragraph);
            }
        }
        PageCleaner.removeAll(removed);
    }

    private static boolean isRecommendation(String text) {
        return RECOMMENDATION.matcher(text.toLowerCase(Locale.ROOT)).find();
    }

    /** Whether the element is a list whose items are links (at least four fifths of its letters are link text). */
    private static boolean isLinkList(Element element) {
        String tag = element.normalName();
        return (tag.equals("ul") || tag.equals("ol")) && isAllLink(element);
    }

    /**
     * Whether the element is a heading that is one link (another story's headline, a "Read also" card's title):
     * nothing but the link's text in it.
     */
    private static boolean isLinkedHeadline(Element element) {
        if (!Texts.isHeading(element)) {
            return false;
        }
        List<Element> links = Walk.elements(element, "a");
        int letters = letters(element.text());
        return links.size() == 1 && letters > 0 && letters(links.get(0).text()) == letters;
    }

    /** Whether the block's letters are link text (four fifths of them at least). */
    private static boolean isAllLink(Element block) {
        int letters = letters(block.text());
        return letters > 0 && letters(linkText(block)) >= letters * RELATED_LINK_SHARE;
    }

    /** Whether the element is a paragraph of text with no link in it. */
    private static boolean isPlainParagraph(Element element) {
        return element.normalName().equals("p")
                && element.hasText()
                && Walk.elements(element, "a").isEmpty();
    }

    private static String linkText(Element element) {
        StringBuilder text = new StringBuilder();
        for (Element link : Walk.elements(element, "a")) {
            text.append(link.text());
        }
        return text.toString();
    }

    /** Returns how many letters and digits the text holds: its length without spaces and punctuation. */
    static int letters(String text) {
        int letters = 0;
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetterOrDigit(text.charAt(i))) {
                letters++;
            }
        }
        return letters;
    }

    /**
     * Removes each recommendation heading with the section it starts, unless that section is most of the content (a
     * customer-voice section goes all the same).
     */
    private static void pruneHeadedSections(Element content) {
        List<Element> headings = new ArrayList<>();
        // h1 too: some themes title their "Related Articles" block with one; the half-content guard keeps a page
        // whose own title only sounds like one.
        for (Element heading : Walk.elements(content, HEADING_CANDIDATES)) {
            boolean isHeading = Texts.isHeading(heading);
            if (!isHeading && !isLabel(heading) || Texts.longerThan(heading, MAX_HEADING_LENGTH)) {
                continue;
            }
            String text = heading.text();
            if (text.length() <= MAX_HEADING_LENGTH
                    && (isRecommendation(text)
                            || isHeading
                                    && (REVIEWS.matcher(text).find()
                                            || TEASERS.matcher(text).find()))) {
                headings.add(heading);
            }
        }
        if (headings.isEmpty()) {
            return;
        }
        int contentText = content.text().length();
        for (int i = headings.size() - 1; i >= 0; i--) {
            Element heading = headings.get(i);
            if (heading.parent() == null || heading != content && !ContentScorer.isAncestor(content, heading)) {
                continue;
            }
            List<Element> section = section(heading, content);
            int sectionText = 0;
            for (Element part : section) {
                sectionText += part.text().length();
            }
            if ((sectionText * 2 < contentText
                                    || isTeaserList(section, content) && TeaserLists.hasStoryOutside(content, section))
                            && !isProse(heading, section)
                            && !isOpeningTeaser(content, heading)
                    || isCustomerVoice(heading)) {
                for (int j = section.size() - 1; j >= 0; j--) {
                    section.get(j).remove();
                }
            }
        }
    }

    /**
     * Whether the section is a list of other stories of the site: one list of teasers, or three teasers or more side by
     * side (see {@link TeaserLists#isTeaserList}). Heading and shape agree, so the section goes however much of the
     * content it holds: under a short story, "Read next" is often longer than the story.
     */
    private static boolean isTeaserList(List<Element> section, Element content) {
        SiteAddresses.Page here = SiteAddresses.Page.of(content);
        if (here == null) {
            return false;
        }
        URI page = here.address();
        String site = here.site();
        List<Element> parts = new ArrayList<>();
        for (Element part : section) {
            // The section's own heading comes first when it is not wrapped with the rest.
            if (part.hasText() && !(parts.isEmpty() && Texts.isHeading(part))) {
                parts.add(part);
            }
        }
        if (parts.size() == 1) {
            return TeaserLists.holdsTeaserList(parts.get(0), site, page);
        }
        if (parts.size() < TeaserLists.MINIMUM_TEASERS) {
            return false;
        }
        for (Element part : parts) {
            if (!TeaserLists.isTeaser(part, site, page)) {
                return false;
            }
        }
        return true;
    }

    /** Text that may precede a section opening the content: a breadcrumb, a line of introduction. */
    private static final int MAX_TEXT_BEFORE_OPENING = 40;

    /**
     * Whether the heading opens the content: nothing but the page's title (an h1) and a few words come before it. A
     * "Latest news" or "Recent posts" strip right under a category page's title is that page's own list of entries;
     * a page's recommendations come after its own text.
     */
    private static boolean isOpeningTeaser(Element content, Element heading) {
        if (!TEASERS.matcher(heading.text()).find()) {
            return false;
        }
        int[] text = {0};
        return before(content, heading, text) && text[0] <= MAX_TEXT_BEFORE_OPENING;
    }

    /** Adds the text before {@code target} (outside h1) to {@code text}; true when the target was reached in time. */
    private static boolean before(Element element, Element target, int[] text) {
        for (Node node : element.childNodes()) {
            if (node == target) {
                return true;
            }
            if (node instanceof TextNode textNode) {
                text[0] += textNode.text().strip().length();
            } else if (node instanceof Element child && !child.normalName().equals("h1")) {
                if (before(child, target, text)) {
                    return true;
                }
            }
            if (text[0] > MAX_TEXT_BEFORE_OPENING) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether a section under a links-elsewhere heading ("Related", "Recommended reading") is prose of this page: it
     * holds a paragraph longer than {@link #MAX_RELATED_PARAGRAPH} that is not mostly link text (a paper's related
     * work, a guide's further notes) and not a card's teaser (see {@link #isTeaser}, however long); a list of other
     * pages' titles and teasers is not prose. An author heading's biography is prose about someone else and goes all
     * the same.
     */
    private static boolean isProse(Element heading, List<Element> section) {
        if (AUTHOR.matcher(heading.text()).find()) {
            return false;
        }
        for (Element part : section) {
            for (Element paragraph : Walk.elements(part, "p")) {
                String text = paragraph.text();
                if (text.length() > MAX_RELATED_PARAGRAPH
                        && letters(linkText(paragraph)) * 2 < letters(text)
                        && !isTeaser(paragraph)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the paragraph is a card's teaser: inside the card's link, or right under its title link. */
    private static boolean isTeaser(Element paragraph) {
        Element previous = paragraph.previousElementSibling();
        return paragraph.closest("a") != null
                || previous != null && previous.normalName().equals("a");
    }

    /**
     * Whether the element is a section title printed without heading markup: a div or span ("Read Next", "ALSO IN
     * THE NEWS") holding only text, no link and no child element, with no text of its own around it in its parent
     * paragraph. A bold paragraph ("<p><b>Related resources:</b></p>") is the article's own lead-in and is not one.
     */
    private static boolean isLabel(Element element) {
        if (element.firstElementChild() != null || !element.hasText()) {
            return false;
        }
        for (Element parent = element.parent(); parent != null; parent = parent.parent()) {
            String tag = parent.normalName();
            if (NOT_LABEL_PARENTS.contains(tag)) {
                return false;
            }
            if (!INLINE_WRAPPERS.contains(tag)) {
                return true;
            }
        }
        return true;
    }

    /**
     * Whether the heading starts a shop's customer-voice section (see {@link #REVIEWS}). Such a section goes even
     * when it is most of the content: a popular product's reviews, a seller's feedback list or a long FAQ easily
     * outweigh its description.
     */
    private static boolean isCustomerVoice(Element heading) {
        return REVIEWS.matcher(heading.text()).find();
    }

    /**
     * Returns the elements of the section the heading starts: the largest wrapper that begins with the heading and
     * holds no other heading of its rank or higher; or, when the heading has no wrapper of its own, the heading and
     * its following siblings up to the next such heading.
     */
    private static List<Element> section(Element heading, Element content) {
        int rank = rank(heading);
        Element wrapper = heading;
        for (Element parent = heading.parent();
                parent != null && parent != content && startsWith(parent, heading) && !hasPeer(parent, heading, rank);
                parent = parent.parent()) {
            wrapper = parent;
        }
        List<Element> section = new ArrayList<>();
        section.add(wrapper);
        if (wrapper != heading && !wrapper.text().equals(heading.text())) {
            return section;
        }
        Element last = wrapper;
        // A heading that ends its block labels what comes after the block: a page builder puts "Related Stories" in
        // a row of its own and the cards in the rows after it.
        // Not a label or an author line: "Written by ..." ends a review's header, before the review's own text.
        boolean labelsWhatFollows = !AUTHOR.matcher(heading.text()).find();
        while (labelsWhatFollows && nextWithText(last) == null && last.parent() != null && last.parent() != content) {
            last = last.parent();
        }
        boolean linkParagraphs = true;
        for (Element sibling = last.nextElementSibling(); sibling != null; sibling = sibling.nextElementSibling()) {
            if (isPeer(sibling, rank) || hasPeer(sibling, heading, rank)) {
                break;
            }
            if (linkParagraphs && section.size() > 1 && isPlainParagraph(sibling)) {
                // The heading's links were paragraphs of one link each; a paragraph of text after them is the page's
                // own again, though no heading says so ("Here is the full data table for all 50 states.").
                break;
            }
            linkParagraphs &= sibling.normalName().equals("p") && isAllLink(sibling);
            section.add(sibling);
        }
        return section;
    }

    /** Returns the first element after this one in its parent that holds text, or null. */
    private static Element nextWithText(Element element) {
        for (Element sibling = element.nextElementSibling(); sibling != null; sibling = sibling.nextElementSibling()) {
            if (sibling.hasText()) {
                return sibling;
            }
        }
        return null;
    }

    /** Whether the heading's text is the first text of the element (the element begins with the heading). */
    private static boolean startsWith(Element element, Element heading) {
        return element.text().startsWith(heading.text());
    }

    private static boolean hasPeer(Element element, Element heading, int rank) {
        for (Element other : element.select(HEADINGS + ", h1")) {
            if (other != heading && rank(other) <= rank && !isCardTitle(other)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isPeer(Element element, int rank) {
        return Texts.isHeading(element) && rank(element) <= rank && !isCardTitle(element);
    }

    /**
     * Whether the heading is all one link to another page: the title of a card in a list of other pages ("### [Lower
     * rates, minimal reaction](/lower-rates)" under an "Explore more" h5), which goes on the section rather than
     * ending it. A heading linked to a place on its own page ("#the-good") is a section of this one.
     */
    private static boolean isCardTitle(Element heading) {
        List<Element> links = Walk.elements(heading, "a");
        if (links.size() != 1) {
            return false;
        }
        Element link = links.get(0);
        String href = link.attr("href");
        return !href.isEmpty() && href.indexOf('#') < 0 && link.text().equals(heading.text());
    }

    /** The rank of a label: below every heading, so any heading ends its section. */
    private static final int LABEL_RANK = 7;

    private static int rank(Element heading) {
        String tag = heading.normalName();
        return tag.length() == 2 && tag.charAt(0) == 'h' ? tag.charAt(1) - '0' : LABEL_RANK;
    }
}
