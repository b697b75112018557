package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Removes blocks that hold nothing but a label of the page's interface: "Read more", "Continue reading", "Sponsored",
 * "5 min read", "Back to top", "Share this article", "Show caption", a "Table of contents" or "Tags" label left
 * without its list, "See more", "View all", account and call-to-action buttons ("Sign up", "Log in", "Subscribe",
 * "Download now", "Get started for free", "Book a demo", "Pin it"), a listing's "Filters (2)" and "Sort by: Newest"
 * controls, a "You must log in to post" prompt; and copyright notices, linked tag lines and previous/next post links,
 * a post's own date lines ("Last updated on Sep 16, 2023"), a documentation page's footer ("This page was last
 * modified on ...", "Edit this page", "View source"), and a thread's notice that visitors cannot reply ("You must log
 * in or register to reply here.") and its posting rules ("You may not post replies", "BB code is On"), lines of
 * previous/next page links ("« Previous Thread | Next Thread »") and a wiki's "[edit]" links beside its headings;
 * "Previous Story" headings over their link, a news system's "Printable version | ..." line, and the title and
 * running time a video player prints over its poster. Themes print them between and after an article's paragraphs; they are buttons, badges and legal lines, not text.
 * A label word inside a sentence stays. "Loading..." stays too: it is how the sufficiency check recognises a
 * single-page app's shell, which the rendering stages must then fetch.
 */
final class InterfaceLabels {

    private static final int MAX_LABEL_LENGTH = 40;

    private static final Pattern LABEL = Pattern.compile(
            "\\W*(?:read more|continue reading(?: below)?|(?:article|story) continues below|sponsored|advertisement"
                    // An ad slot's label in the other languages of news sites: German, Spanish, French, Italian,
                    // Portuguese, Dutch, Swedish, Norwegian, Danish, Finnish, Polish.
                    + "|anzeige|werbung|publicidad|publicité|pubblicità|publicidade|advertentie|annons|annonse|annonce"
                    + "|mainos|reklama"
                    + "|\\d+ min(?:ute)?s? read|skip to (?:main )?content|back to top"
                    + "|share(?: this (?:article|post|story|page))?|show caption|hide caption|table of contents|tags"
                    + "|see more|view all|sign up(?: now| today| for free)?|sign in|log ?in|subscribe(?: now| today)?"
                    + "|download now|get started (?:for free|now|today)|book a demo|request a demo|buy now"
                    + "|(?:like it\\W+)?pin it|print(?: this (?:page|article|story))?"
                    // A carousel's position left without its buttons: "Slide 1 of 8", "1 of 15", "Swipe to view".
                    + "|(?:slide |image |photo |item )?\\d+ of \\d+|swipe to view|go to slide \\d+"
                    // A listing's filter and sort controls left without their panel: "Filters (2)", "Clear all",
                    // "Hide Filter", "Sort by: Best selling".
                    + "|(?:(?:hide|show|clear|reset)(?: all)? )?filters?(?: by)?(?: \\(\\d+\\))?|clear all"
                    + "|sort(?: by)?(?:\\s*:\\s*\\w+(?: \\w+){0,2})?(?: sort(?: by)?)?)\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * A listing's result count, alone in its block: "Showing 1–16 of 29 results", "Viewing 24 of 31 products",
     * "81,539 results". The count of the grid beside its sort menu, not an item; a heading that states it titles the
     * list and stays, and so does a bare "31 products" (shops print it under the category's name as its subtitle).
     */
    private static final Pattern RESULT_COUNT = Pattern.compile(
            "\\W*(?:(?:showing|displaying|viewing)\\s+)?(?:\\d[\\d,]*\\s*(?:-|\u2013|to)\\s*)?\\d[\\d,]*\\s+(?:of|out of)\\s+"
                    + "\\d[\\d,]*\\s+(?:results|products|items|entries|listings|jobs|articles|posts)\\W*"
                    + "|\\W*\\d[\\d,]*\\s+results?(?: found)?\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * A product card's merchandising badge, alone in its block: "Top Rated", "Best seller", "Sale", "Sold out". The
     * shop's sticker on a picture, not the product's name or text; a heading or link with the same words (a "Sale"
     * section of the shop) is not one. "New" stays: shops and listings print it as part of a name too often.
     */
    private static final Pattern BADGE = Pattern.compile(
            "\\W*(?:top rated|best ?sellers?|(?:on )?sale|sold out|limited edition|new arrivals?|just in)\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * A quantity box's caption ("Qty:", "Quantity"), alone in its block: the box is a form field and is gone, and the
     * caption names nothing.
     */
    private static final Pattern QUANTITY = Pattern.compile("\\W*(?:qty|quantity)\\W*", Pattern.CASE_INSENSITIVE);

    /** Letters of the longest section edit link ("edit source"): longer text is no such link. */
    private static final int SECTION_EDIT_LETTERS = 10;

    /** Copyright notices are longer than labels but still a line: "Copyright © 2025 WABC-TV. All Rights Reserved." */
    private static final int MAX_NOTICE_LENGTH = 160;

    private static final Pattern COPYRIGHT = Pattern.compile(
            // A match starts at the text's start or at "all": the look-ahead turns the other positions away quickly.
            // A picture's credit may name itself first: "Image: © Silke Woweries/Getty Images".
            "(?:^|(?=a))(?:^\\W*(?:(?:image|photo|photograph|picture|illustration|foto|bild)s?(?:\\s+credit)?\\s*:\\s*)?©"
                    + "|all rights reserved)",
            Pattern.CASE_INSENSITIVE);

    /**
     * A line opening with the word "Copyright" that reads as a notice: a sign or year comes next ("Copyright (c) 2025
     * Site", "Copyright 2024 AP"), or only a holder's name of up to five words ("Copyright Getty Images"). A sentence
     * about copyright ("Copyright law protects the maps the council published.") is text, and stays.
     */
    private static final Pattern COPYRIGHT_WORD = Pattern.compile(
            "^\\W*copyright\\b(?:\\W*(?:©|\\(c\\)|(?:1[89]|2[01])\\d\\d\\b)|(?:\\W+[\\p{L}\\p{N}&.'-]+){0,5}\\W*$)",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * A post's taxonomy line ("Tags: Employment, Health"; "Filed under: News") or its link to the post before or
     * after it ("← Previous post", "Next article"): links to other pages of the site, not the post's text.
     */
    private static final Pattern TAXONOMY_OR_POST_LINK = Pattern.compile(
            "^\\W*(?:(?:tags|tagged(?: with| as)?|categories|category|filed under|posted in)\\s*:"
                    + "|(?:previous|prev|next|older|newer) (?:post|article|story|entry)\\b)",
            Pattern.CASE_INSENSITIVE);

    /** A wiki's section edit link: "edit", "edit source". */
    private static final Pattern SECTION_EDIT = Pattern.compile("edit(?: source)?", Pattern.CASE_INSENSITIVE);

    /** A wiki's section edit links in their brackets: "[edit]", "[edit | edit source]". */
    private static final Pattern BRACKETED_SECTION_EDIT =
            Pattern.compile("\\[\\s*edit(?: source)?(?:\\s*\\|\\s*edit(?: source)?)*\\s*]", Pattern.CASE_INSENSITIVE);

    /**
     * A link to the page before or after this one in a thread list, a book or a tutorial: "Previous Thread", "Next
     * topic", "prev", "« Previous: API product overviews". Only the words of such a pointer; "Next steps" and a
     * sentence that goes on are not matched.
     */
    private static final Pattern PAGER_LINK = Pattern.compile(
            "\\W*(?:previous|prev|next|older|newer)"
                    + "(?:\\s+(?:thread|topic|post|page|article|lesson|chapter|section|story|entry|question))?"
                    + "(?:\\s*:\\s*.{1,80}?)?\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * Lines plugins add under a post: a feed's syndication footer ("The post X appeared first on Site.") and a star
     * rating box ("How useful was this post?", "Click on a star to rate it!", "No votes so far!").
     */
    private static final Pattern PLUGIN_LINE = Pattern.compile(
            "^\\W*(?:the post .+ appeared first on\\b|how useful was this (?:post|article)\\?"
                    + "|click on a star to rate it|no votes so far!|average rating [\\d.]+ ?/ ?5)",
            Pattern.CASE_INSENSITIVE);

    private static final String MONTH =
            "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
                    + "|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

    static final String DATE = "(?:" + MONTH + "\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}"
            + "|\\d{1,2}(?:st|nd|rd|th)?\\s+" + MONTH + ",?\\s+\\d{4}|" + MONTH + ",?\\s+\\d{4}"
            + "|\\d{4}-\\d{2}-\\d{2}|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4})";

    /**
     * A time of day before a date, with its zone: "2:12 p.m. ET " in "Published 2:12 p.m. ET June 9, 2024 | Updated
     * 4:12 p.m. ET June 9, 2024" (a news network's date line). Optional.
     */
    private static final String CLOCK = "(?:\\d{1,2}[:.]\\d{2}\\s*(?:[ap]\\.?m\\.?)?\\s*(?:[a-z]{2,4}\\s+)?)?";

    /** A line holds this much at most to count as a post's date line. */
    private static final int MAX_DATE_LINE_LENGTH = 120;

    /** More date lines than this are the replies' stamps of a thread, not one post's published and updated stamps. */
    private static final int MAX_DATE_LINES = 2;

    /**
     * A post's date line, alone in its block: "Last updated on September 16th, 2023 at 09:27 am", "Published: Jul 15,
     * 2019", "Posted on November 8, 2025 by Shannon". The theme's stamp on the post, not its text; a sentence that
     * starts with a date ("Updated on March 5, the law now...") goes on past the date and stays.
     */
    private static final Pattern DATE_LINE = Pattern.compile(
            "^\\W*(?:last\\s+)?(updated|published|posted|modified)(?:\\s+on)?\\s*:?\\W*" + CLOCK + DATE
                    + "(?:\\s*[-\u2013|,]?\\s*(?:(?:last\\s+)?(?:updated|modified)\\s*:?\\s*)?" + CLOCK + DATE + ")?"
                    + "(?:,?\\s*(?:at\\s+)?\\d{1,2}[:.]\\d{2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?(?:\\s*[a-z]{2,4})?)?"
                    + "(?:\\s*\\b(?:by|in)\\b.{0,60})?\\W*$",
            Pattern.CASE_INSENSITIVE);

    /**
     * A documentation page's footer line: "This page was last modified on Sep 25, 2024 by MDN contributors.", "...
     * Page last updated on 2025-11-26. View source or report an issue."
     */
    /** A news system's line for the printed page: "Printable version | Nov 6, 2020 11:12:38 PM | https://...". */
    private static final Pattern PRINT_LINE = Pattern.compile("\\W*printable version\\s*\\|", Pattern.CASE_INSENSITIVE);

    private static final Pattern PAGE_META = Pattern.compile(
            // The look-ahead for "this" or "page" turns most positions away with one character test.
            "(?=[tp])\\b(?:this )?page (?:was )?last (?:modified|updated|edited) on\\b", Pattern.CASE_INSENSITIVE);

    private static final String EDIT_LINK = "(?:edit this page(?: on github)?|edit (?:on|in) github"
            + "|view (?:this page|source) on github|view (?:page )?source|learn how to contribute"
            + "|report (?:an issue|a problem)(?: with this (?:page|content))?|improve this (?:page|doc)|suggest an edit)";

    /**
     * A documentation page's links to its source and issue tracker, alone or together in a line ("View this page on
     * GitHub • Report a problem with this content", "Edit this page", "Learn how to contribute"): the site's
     * workflow, not the page's text.
     */
    private static final Pattern EDIT_LINKS = Pattern.compile(
            "\\W*" + EDIT_LINK + "(?:\\W+(?:or\\W+|and\\W+)?" + EDIT_LINK + ")*\\W*", Pattern.CASE_INSENSITIVE);

    /**
     * A thread's notice to visitors that they cannot reply: "You must log in or register to reply here.", "This
     * topic is now archived and is closed to further replies.", "A membership is required to post in the forums.";
     * the engine prints it under every thread, often as a link or list item.
     */
    private static final Pattern REPLY_GATE = Pattern.compile(
            "^\\W*(?:you must (?:be )?(?:logged in|log ?in|sign(?:ed)? in|login|register)\\b.{0,40}?\\bto "
                    + "(?:reply|post|comment|answer|participate)"
                    + "|this (?:topic|thread|discussion) (?:is now |has been )?(?:closed|archived|locked|deleted)\\b"
                    + "|sign in or (?:create|register)\\b.{0,60}?\\bto (?:comment|reply|post)"
                    + "|an? (?:account|membership) is required to (?:post|reply|comment)"
                    + "|new (?:on|to) .{1,40}\\? please (?:register|sign (?:in|up)))",
            Pattern.CASE_INSENSITIVE);

    /**
     * A forum engine's posting rules and clock under a thread: "You may not post replies", "BB code is On", "HTML
     * code is Off", "All times are GMT +1. The time now is 14:01."
     */
    private static final Pattern POSTING_RULES = Pattern.compile(
            "(?:you (?:may|may not) (?:post new threads|post replies|post attachments|edit your posts)"
                    + "|(?:bb ?code|smilies|\\[img\\] code|\\[video\\] code|html code|pingbacks|refbacks|trackbacks)"
                    + " (?:is|are) (?:on|off)"
                    + "|all times are (?:gmt|utc)\\b.{0,20}\\. the time now is [\\d:]+(?: ?[ap]m)?)\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * An ad slot's label with its note to the reader: "Advertisement - Page continues below", "Advertisement - Scroll
     * to Continue", "Advertisement - Members don't see this ad". The note may hold a link ("Members"), so the block's
     * text is read, not one text node.
     */
    private static final Pattern AD_NOTE = Pattern.compile(
            "\\W*(?:advertisement|sponsored)\\W+(?:(?:article|story|page|content) continues below"
                    + "|scroll (?:down )?to continue(?: reading)?|continue reading below"
                    + "|\\w+ (?:don't|don’t|do not) see this ad)\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * A buying guide's pointer to its review of a pick, as a line of its own: "Read our full YouTube TV review", "Read
     * the full Kia PV5 review" (the review's name a link, or the whole line). A link saying so inside a sentence
     * ("Book a demo or read our full review") is not a line, and stays.
     */
    private static final Pattern FULL_REVIEW = Pattern.compile(
            "\\W*read (?:our|the|my) (?:full|complete|in-depth|detailed)\\b.{0,80}\\breview\\W*",
            Pattern.CASE_INSENSITIVE);

    /**
     * A post's edit stamp as a line of its own, with its date first: "Edited April 18, 2024 by thanosmano (see edit
     * history)". A "Last edited by ..." line and an "Edited by" credit without a date are not read.
     */
    private static final Pattern EDIT_STAMP = Pattern.compile(
            "\\W*edited (?:on )?(?:\\p{L}+ \\d{1,2}(?:, \\d{4})?|\\d{1,2} \\p{L}+(?: \\d{4})?|\\d[\\d/.-]{4,9})"
                    + "(?:,? (?:at )?\\d{1,2}:\\d{2}(?: ?[ap]m)?)? by \\S.{0,40}?(?: \\(see edit history\\))?",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /**
     * A post's view or share counter, alone in its block: "Read 2597 times", "691 reads", "1,693 views", "854 Shares",
     * "Hits: 120", and in the
     * languages of news sites "Czytany 834 razy", "Gelesen 120 mal", "Lu 45 fois", "1.204 Aufrufe". Read only when the
     * content holds one: a forum's or a listing's entries each print theirs.
     */
    private static final Pattern VIEW_COUNTER = Pattern.compile(
            "\\W*(?:(?:read|viewed|gelesen|czytany|lu|letto|le[ií]do|lido|gelezen)\\s+[\\d.,]+\\s*"
                    + "(?:times|mal|razy|fois|volte|veces|vezes|keer)"
                    + "|[\\d.,]+[km]?\\s+(?:views|reads|hits|shares|aufrufe|lecturas|leituras|visualizzazioni|weergaven"
                    + "|wyświetleń|visningar)"
                    + "|(?:views|hits|aufrufe|zugriffe)\\s*:?\\s*[\\d.,]+[km]?)\\W*",
            Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);

    /** A view counter is a few words. */
    private static final int MAX_COUNTER_LENGTH = 30;

    /** Where a notice line may stand; a reply notice may also be a link, a list item or a heading. */
    private static final Set<String> LINE_TAGS = Set.of("p", "div", "span", "small");

    /**
     * A prompt to log in before taking part, printed where the reply box or post button would be for a member
     * ("You must log in or register to post here.", "Sign In or Register to comment.", "Log in or register to join
     * the conversation"): the site's gate, not the thread's or listing's text.
     */
    private static final Pattern LOGIN_PROMPT = Pattern.compile(
            "^\\W*(?:you(?:'ll| will)? (?:must|need to|have to) |please )?(?:log ?in|sign ?in)"
                    + "(?: or (?:register|sign ?up|create an account))? (?:first )?to (?:post|reply|comment|vote|view"
                    + "|see|continue|join|download|leave|add|read|start)\\b",
            Pattern.CASE_INSENSITIVE);

    /** Text a login prompt holds at most: a line, not a paragraph that mentions logging in. */
    private static final int MAX_PROMPT_LENGTH = 100;

    /** The blocks read as notice lines. */
    private static final Set<String> NOTICE_BLOCKS =
            Set.of("p", "div", "span", "small", "li", "a", "h2", "h3", "h4", "h5", "h6");

    private static final Set<String> BLOCKS =
            Set.of("p", "div", "li", "dt", "dd", "h2", "h3", "h4", "h5", "h6", "section", "header", "figure");

    // The first letters the words of the patterns above open with, after their leading non-word characters; see
    // lead(). A pattern whose words all start with other letters cannot match, and is not tried.
    private static final String LABEL_LEADS = "rcasbthvldgpifwm0123456789";
    /** BADGE's and QUANTITY's. */
    private static final String BADGE_LEADS = "tbosljnq";

    private static final String REPLY_GATE_LEADS = "ytsan";
    /** POSTING_RULES has no leading {@code \\W*}: its first character itself is one of these. */
    private static final String POSTING_RULES_LEADS = "ybs[hprta";

    private static final String AD_NOTE_LEADS = "as";
    private static final String EDIT_LINK_LEADS = "evlris";
    private static final String PLUGIN_LINE_LEADS = "thcna";
    private static final String TAXONOMY_OR_POST_LINK_LEADS = "tcfpno";
    private static final String DATE_LINE_LEADS = "lupm";
    private static final String LOGIN_PROMPT_LEADS = "ypls";

    private InterfaceLabels() {}

    /** Removes the content's blocks that hold only an interface label or a copyright notice. */
    static void prune(Element content) {
        pruneNoticeLines(content);
        pruneVideoCards(content);
        List<Element> labels = new ArrayList<>();
        for (TextNode text : textNodes(content)) {
            if (Texts.longerThan(text.getWholeText(), MAX_LABEL_LENGTH)) {
                continue;
            }
            String value = text.text();
            char lead = lead(value);
            if (value.length() <= MAX_LABEL_LENGTH && opens(lead, BADGE_LEADS) && isBadge(text, value)) {
                Element badge = badgeElement(text, value, content);
                if (badge != null) {
                    labels.add(badge);
                }
            } else if (!Texts.longerThan(value, SECTION_EDIT_LETTERS)
                    && SECTION_EDIT.matcher(value.strip()).matches()) {
                Element links = sectionEditLinks(text, content);
                if (links != null) {
                    labels.add(links);
                }
            } else if (value.length() <= MAX_LABEL_LENGTH
                    && opens(lead, LABEL_LEADS)
                    && LABEL.matcher(value).matches()
                    && !Texts.inCode(text.parent())) {
                Element block = soleBlock(text, content);
                if (block == null) {
                    block = teaserLink(text, value, content);
                }
                if (block != null) {
                    labels.add(block);
                }
            } else if (value.length() <= MAX_LABEL_LENGTH && isResultCount(value) && !Texts.inCode(text.parent())) {
                Element block = soleBlock(text, content);
                if (block != null && !Texts.isHeading(block)) {
                    labels.add(block);
                }
            }
        }
        for (int i = labels.size() - 1; i >= 0; i--) {
            if (labels.get(i).parent() != null) {
                labels.get(i).remove();
            }
        }
    }

    /**
     * Returns the bracketed edit links a wiki prints beside each section heading ("[edit]", "[edit | edit source]"),
     * given the text of one of the links, or null when the link is not alone in its brackets.
     */
    private static Element sectionEditLinks(TextNode text, Element content) {
        Element link = text.parent();
        if (link != null && !link.normalName().equals("a")) {
            link = link.parent();
        }
        if (link == null || !link.normalName().equals("a")) {
            return null;
        }
        Element brackets = link.parent();
        if (brackets == null || brackets == content || Texts.longerThan(brackets, MAX_LABEL_LENGTH)) {
            return null;
        }
        return BRACKETED_SECTION_EDIT.matcher(brackets.text()).matches() ? brackets : null;
    }

    /**
     * Whether the text is a product card's badge or a quantity box's caption (see {@link #BADGE}, {@link #QUANTITY})
     * outside any heading, link or table cell.
     */
    private static boolean isBadge(TextNode text, String value) {
        if (!BADGE.matcher(value).matches() && !QUANTITY.matcher(value).matches()) {
            return false;
        }
        for (Element parent = text.parent(); parent != null; parent = parent.parent()) {
            String tag = parent.normalName();
            if (tag.equals("a")
                    || tag.equals("td")
                    || tag.equals("th")
                    || tag.length() == 2 && tag.charAt(0) == 'h' && Character.isDigit(tag.charAt(1))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns the outermost element under the content whose text is only the badge, when it stands on a line of its
     * own: it is a block, or nothing beside it in its parent has words (a sticker's span beside an empty price
     * slot), so the badge is not a word in a sentence; or null.
     */
    private static Element badgeElement(TextNode text, String value, Element content) {
        String badge = value.strip();
        Element found = null;
        for (Element parent = text.parent(); parent != null && parent != content; parent = parent.parent()) {
            if (Texts.longerThan(parent, MAX_LABEL_LENGTH) || !parent.text().equals(badge)) {
                break;
            }
            found = parent;
        }
        if (found == null || found.parent() == null) {
            return null;
        }
        if (BLOCKS.contains(found.normalName())) {
            return found;
        }
        for (Node sibling : found.parent().childNodes()) {
            if (sibling != found
                    && (sibling instanceof TextNode other && !other.isBlank()
                            || sibling instanceof Element element && element.hasText())) {
                return null;
            }
        }
        return found;
    }

    /**
     * Removes lines that are a copyright notice ("© 2025 Site. All rights reserved.", "© Photographer"): the site's
     * or a picture's legal line, printed under an article or its pictures, not part of its text; linked tag lines,
     * previous/next post links, plugins' lines and a post's date line. Only blocks with no block inside are read,
     * so that a line's wrapper is not mistaken for the paragraphs around it. Date lines go only where there are one
     * or two (the post's published and updated stamps): in a thread, every reply carries one, and they stay.
     */
    private static void pruneNoticeLines(Element content) {
        List<Element> notices = new ArrayList<>();
        List<Element> dateLines = new ArrayList<>();
        List<Element> counters = new ArrayList<>();
        for (Element block : Walk.elements(content, NOTICE_BLOCKS)) {
            // Every kind of notice line is at most MAX_NOTICE_LENGTH long; longer blocks are not read.
            if (block != content && !Texts.hasChildIn(block, BLOCKS) && !Texts.longerThan(block, MAX_NOTICE_LENGTH)) {
                String text = block.text();
                if (text.length() <= MAX_NOTICE_LENGTH && isNotice(block, text)) {
                    notices.add(block);
                } else if (mentionsPager(text) && isPagerHeading(block, text)) {
                    notices.add(block);
                    notices.add(pointerLine(block));
                } else if (LINE_TAGS.contains(block.normalName()) && isDateLine(block, text)) {
                    // A line's wrappers come before it: the innermost is the line, and is counted once.
                    int last = dateLines.size() - 1;
                    if (last >= 0 && ContentScorer.isAncestor(dateLines.get(last), block)) {
                        dateLines.set(last, block);
                    } else {
                        dateLines.add(block);
                    }
                } else if (text.length() <= MAX_COUNTER_LENGTH
                        && VIEW_COUNTER.matcher(text).matches()) {
                    int last = counters.size() - 1;
                    if (last >= 0 && ContentScorer.isAncestor(counters.get(last), block)) {
                        counters.set(last, block);
                    } else {
                        counters.add(block);
                    }
                } else if (text.length() <= MAX_PROMPT_LENGTH
                        && opens(lead(text), LOGIN_PROMPT_LEADS)
                        && LOGIN_PROMPT.matcher(text).find()) {
                    notices.add(block);
                }
            }
        }
        if (isOnePostsStamps(dateLines)) {
            notices.addAll(dateLines);
        }
        if (counters.size() == 1) {
            notices.add(counters.get(0));
        }
        for (int i = notices.size() - 1; i >= 0; i--) {
            if (notices.get(i).parent() != null) {
                notices.get(i).remove(); // a pager heading's link line may be listed twice
            }
        }
    }

    /**
     * Whether the date lines are one post's stamps: one line, or two with different verbs ("Published" and
     * "Updated"). A thread's replies each carry a line with the same verb ("Posted March 19, 2024"), and keep it.
     */
    private static boolean isOnePostsStamps(List<Element> dateLines) {
        if (dateLines.size() != MAX_DATE_LINES) {
            return dateLines.size() < MAX_DATE_LINES;
        }
        return !verb(dateLines.get(0)).equals(verb(dateLines.get(1)));
    }

    private static String verb(Element dateLine) {
        Matcher matcher = DATE_LINE.matcher(dateLine.text());
        return matcher.matches() ? matcher.group(1).toLowerCase(Locale.ROOT) : "";
    }

    /**
     * Whether the block is a post's date line of its own. A span inside a sentence is not, nor a line that is all one
     * link: that is a reply's permalink ("Posted March 19, 2024" in a forum thread), which threads keep.
     */
    private static boolean isDateLine(Element block, String text) {
        if (text.length() > MAX_DATE_LINE_LENGTH
                || !opens(lead(text), DATE_LINE_LEADS)
                || !DATE_LINE.matcher(text).matches()) {
            return false;
        }
        for (Element link : Walk.elements(block, "a")) {
            if (link.text().length() == text.length()) {
                return false;
            }
        }
        Element parent = block.parent();
        return !block.normalName().equals("span")
                || parent == null
                || parent.ownText().isBlank();
    }

    private static boolean isTaxonomyOrPostLink(Element block, String text) {
        return TAXONOMY_OR_POST_LINK.matcher(text).find()
                && !Walk.elements(block, "a").isEmpty();
    }

    /**
     * Whether a short line is a notice: a reply notice in any line tag, an edit link as a link, the other notices in
     * a paragraph, division or span.
     */
    private static boolean isNotice(Element block, String text) {
        char lead = lead(text);
        if (opens(lead, REPLY_GATE_LEADS) && REPLY_GATE.matcher(text).lookingAt()
                || !text.isEmpty()
                        && opens(Character.toLowerCase(text.charAt(0)), POSTING_RULES_LEADS)
                        && POSTING_RULES.matcher(text).matches()
                || opens(lead, AD_NOTE_LEADS) && AD_NOTE.matcher(text).matches()
                || lead == 'r'
                        && !block.normalName().equals("a")
                        && FULL_REVIEW.matcher(text).matches()
                        && isMostlyLink(block, text)
                || lead == 'e' && EDIT_STAMP.matcher(text).matches()) {
            return true;
        }
        String tag = block.normalName();
        if (tag.equals("a")) {
            return text.length() <= MAX_LABEL_LENGTH
                    && opens(lead, EDIT_LINK_LEADS)
                    && EDIT_LINKS.matcher(text).matches();
        }
        return LINE_TAGS.contains(tag)
                && (COPYRIGHT.matcher(text).find()
                        || lead == 'c' && COPYRIGHT_WORD.matcher(text).find()
                        || opens(lead, PLUGIN_LINE_LEADS)
                                && PLUGIN_LINE.matcher(text).find()
                        || PAGE_META.matcher(text).find()
                        || lead == 'p' && PRINT_LINE.matcher(text).lookingAt()
                        || opens(lead, TAXONOMY_OR_POST_LINK_LEADS) && isTaxonomyOrPostLink(block, text)
                        || mentionsPager(text) && isPagerLine(block)
                        || opens(lead, EDIT_LINK_LEADS) && isEditLinks(block, text)
                        || isPostNavigation(block, text));
    }

    /** A video's running time alone: "2:01", "02:34", "1:02:45". */
    private static final Pattern DURATION = Pattern.compile("\\d{1,2}(?::\\d{2}){1,2}");

    /** Characters of a running time at most ("1:02:45"). */
    private static final int MAX_DURATION = 8;

    /** Text of a video card's caption block (label, title, running time) at most. */
    private static final int MAX_VIDEO_CARD = 200;

    /**
     * Removes the caption blocks of video players embedded in a story: a title heading beside the video's running
     * time ("Video / Frontier Flash top headlines / 2:01"), which a player prints over or under its poster, inside
     * the player ({@link #isInPlayer}). A heading with no such line, or a block with a paragraph, stays.
     */
    private static void pruneVideoCards(Element content) {
        List<Element> cards = new ArrayList<>();
        for (Element span : Walk.elements(content, VIDEO_TIME_TAGS)) {
            if (span.childrenSize() > 0 || Texts.longerThan(span, MAX_DURATION)) {
                continue;
            }
            String time = span.text();
            if (time.indexOf(':') < 0 || !DURATION.matcher(time).matches()) {
                continue;
            }
            Element card = span.parent();
            if (card != null
                    && card != content
                    && !Texts.longerThan(card, MAX_VIDEO_CARD)
                    && Walk.elements(card, "p").isEmpty()
                    && hasHeadingChild(card)
                    && isInPlayer(card, content)) {
                cards.add(card);
            }
        }
        for (int i = cards.size() - 1; i >= 0; i--) {
            if (cards.get(i).parent() != null) {
                cards.get(i).remove();
            }
        }
    }

    /** Elements a player prints its running time in. */
    private static final Set<String> VIDEO_TIME_TAGS = Set.of("span", "time", "div", "small");

    /** Levels above a video card where its player (poster, play button, frame) is looked for. */
    private static final int PLAYER_LEVELS = 2;

    /**
     * Whether the card is part of a player: the card or a wrapper up to {@link #PLAYER_LEVELS} above it holds a
     * video, a frame or a button, or is named for a video or a player. A fixture's "Kick-off / 19:45" is no video.
     */
    private static boolean isInPlayer(Element card, Element content) {
        Element at = card;
        // Not the content itself: a share button somewhere in the story makes no card a player's.
        for (int level = 0; level <= PLAYER_LEVELS && at != null && at != content; level++) {
            String names = ContentScorer.asciiLowerCase(at.className() + " " + at.id());
            if (names.contains("video")
                    || names.contains("player")
                    || at.selectFirst("video, iframe, button") != null) {
                return true;
            }
            at = at.parent();
        }
        return false;
    }

    private static boolean hasHeadingChild(Element card) {
        for (Element child : card.children()) {
            if (Texts.isHeading(child)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the line is a link to the post before or after this one and little else: every link in it is marked
     * {@code rel="prev"} or {@code rel="next"} ("previous Retired nurse, 84, completes her tenth charity swim"), as a
     * theme's post navigation marks them whatever words it prints.
     */
    private static boolean isPostNavigation(Element block, String text) {
        List<Element> links = Walk.elements(block, "a");
        if (links.isEmpty()) {
            return false;
        }
        int linked = 0;
        for (Element link : links) {
            String rel = link.attr("rel");
            if (!Texts.containsIgnoreCase(rel, "prev") && !Texts.containsIgnoreCase(rel, "next")) {
                return false;
            }
            linked += link.text().length();
        }
        return 2 * linked >= text.length();
    }

    /** Whether links hold at least half the block's text: the block is a pointer to another page. */
    private static boolean isMostlyLink(Element block, String text) {
        int linked = 0;
        for (Element link : Walk.elements(block, "a")) {
            linked += link.text().length();
        }
        return 2 * linked >= text.length();
    }

    /**
     * The first word character of the text ({@code [A-Za-z0-9_]}, what {@code \w} matches), in lower case, or
     * {@code 0}: the letter a pattern that opens with {@code \W*} and a word must start its word with. Tested before
     * such a pattern is tried, it spares building a matcher for almost every line; the patterns stay the judges.
     */
    private static char lead(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 128 && (Character.isLetterOrDigit(c) || c == '_')) {
                return Character.toLowerCase(c);
            }
        }
        return 0;
    }

    private static boolean opens(char lead, String leads) {
        return lead != 0 && leads.indexOf(lead) >= 0;
    }

    /**
     * Whether the line is nothing but links to the previous and next page ("« Previous Thread | Next Thread »",
     * "prev | next"): every link is such a pointer, and the text between them is only arrows and separators.
     */
    /** Whether the text holds a pager's pointer word: the cheap test before {@link #isPagerLine} walks the links. */
    private static boolean mentionsPager(String text) {
        return Texts.containsIgnoreCase(text, "prev")
                || Texts.containsIgnoreCase(text, "next")
                || Texts.containsIgnoreCase(text, "older")
                || Texts.containsIgnoreCase(text, "newer");
    }

    /** Text of a link to another story a pager heading leads at most. */
    private static final int MAX_POINTER_LINK = 150;

    /**
     * Whether the block is a heading that only names a pointer ("Previous Story", "Next article") over a line that is
     * one link to another page of the site, the story it points to: a theme's post navigation printed as labelled
     * headings rather than in its links. The link's line goes with it.
     */
    private static boolean isPagerHeading(Element block, String text) {
        if (!Texts.isHeading(block)
                || !PAGER_LINK.matcher(text).matches()
                || text.contains(":")
                || block.selectFirst("a") != null) {
            return false;
        }
        Element next = pointerLine(block);
        if (next == null || Texts.longerThan(next, MAX_POINTER_LINK)) {
            return false;
        }
        List<Element> links = Walk.elements(next, "a");
        String site = SiteAddresses.site(block.baseUri());
        return links.size() == 1
                && site != null
                && links.get(0).text().length() == next.text().length()
                && !links.get(0).text().isEmpty()
                && site.equals(SiteAddresses.site(links.get(0).absUrl("href")));
    }

    /** The element after the heading, or after the wrappers that hold nothing but the heading; or null. */
    private static @Nullable Element pointerLine(Element heading) {
        Element at = heading;
        while (at.nextElementSibling() == null
                && at.previousElementSibling() == null
                && at.parent() != null
                && at.parent().childrenSize() == 1) {
            at = at.parent();
        }
        return at.nextElementSibling();
    }

    private static boolean isPagerLine(Element block) {
        List<Element> links = Walk.elements(block, "a");
        if (links.isEmpty()) {
            return false;
        }
        int linked = 0;
        for (Element link : links) {
            String text = link.text();
            if (!text.isEmpty() && !PAGER_LINK.matcher(text).matches()) {
                return false;
            }
            linked += text.length();
        }
        if (linked == 0) {
            return false;
        }
        String rest = block.text();
        for (Element link : links) {
            rest = rest.replace(link.text(), "");
        }
        return WORDLESS.matcher(rest).matches();
    }

    private static final Pattern WORDLESS = Pattern.compile("[\\W_]*");

    private static boolean isEditLinks(Element block, String text) {
        return text.length() <= 2 * MAX_LABEL_LENGTH + 10
                && EDIT_LINKS.matcher(text).matches()
                && !Walk.elements(block, "a").isEmpty();
    }

    private static List<TextNode> textNodes(Element content) {
        List<TextNode> texts = new ArrayList<>();
        collectTextNodes(content, texts);
        return texts;
    }

    /** Collects the text nodes that are not blank by a plain walk over the child nodes (cheaper than forEachNode). */
    private static void collectTextNodes(Element element, List<TextNode> texts) {
        for (int i = 0, size = element.childNodeSize(); i < size; i++) {
            Node child = element.childNode(i);
            if (child instanceof TextNode text) {
                if (!text.isBlank()) {
                    texts.add(text);
                }
            } else if (child instanceof Element e) {
                collectTextNodes(e, texts);
            }
        }
    }

    /**
     * Returns the outermost block under the content whose only text is this text node (climbing through wrappers
     * with no other text), or null when the text sits in a sentence or a block with more to say.
     */
    private static Element soleBlock(TextNode text, Element content) {
        Element block = null;
        Node node = text;
        for (Element parent = text.parent(); parent != null && parent != content; parent = parent.parent()) {
            if (!isOnlyChild(node, parent)) {
                break;
            }
            if (BLOCKS.contains(parent.normalName())) {
                block = parent;
            }
            node = parent;
        }
        return block;
    }

    /**
     * Returns a card's "Read more" / "Continue reading" link that sits on a line of its own beside the card's title
     * and blurb (no text beside it, no link next to it), or null. The link's own icon may sit inside it. Such a link
     * repeats the card's title link; a "read more" at the end of a sentence, or in a row of links, stays.
     */
    private static Element teaserLink(TextNode text, String value, Element content) {
        if (!READ_MORE.matcher(value).matches()) {
            return null;
        }
        Element link = text.parent();
        for (int depth = 0;
                link != null && link != content && !link.normalName().equals("a");
                depth++) {
            if (depth == 2 || !INLINE_WRAPPERS.contains(link.normalName())) {
                return null;
            }
            link = link.parent();
        }
        if (link == null || link == content || link.parent() == null || Texts.longerThan(link, MAX_LABEL_LENGTH)) {
            return null;
        }
        for (Node sibling : link.parent().childNodes()) {
            if (sibling instanceof TextNode t && !t.isBlank()) {
                return null;
            }
        }
        Element before = link.previousElementSibling();
        Element after = link.nextElementSibling();
        if (before != null && before.normalName().equals("a")
                || after != null && after.normalName().equals("a")) {
            return null;
        }
        return READ_MORE.matcher(link.text()).matches() ? link : null;
    }

    private static final Pattern READ_MORE =
            Pattern.compile("\\W*(?:read more|continue reading)\\W*", Pattern.CASE_INSENSITIVE);

    private static final Set<String> INLINE_WRAPPERS = Set.of("span", "strong", "b", "em", "i");

    /**
     * Whether the text is a result count: it says "of" or "result" (cheap tests before {@link #RESULT_COUNT}), as
     * every count the pattern reads does.
     */
    private static boolean isResultCount(String value) {
        return (Texts.containsIgnoreCase(value, " of ") || Texts.containsIgnoreCase(value, "result"))
                && RESULT_COUNT.matcher(value).matches();
    }

    /** Whether the node is the parent's only child but for blank text. */
    private static boolean isOnlyChild(Node node, Element parent) {
        for (Node sibling : parent.childNodes()) {
            if (sibling != node && !(sibling instanceof TextNode text && text.isBlank()) && !isWordless(sibling)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the node is an element with no words and no picture: an icon, or a share bar's icon link beside its
     * "Share" caption. It says nothing the label does not.
     */
    private static boolean isWordless(Node node) {
        return node instanceof Element element
                && !element.hasText()
                && element.selectFirst("img, picture, video, iframe, svg[aria-label], input") == null;
    }
}
