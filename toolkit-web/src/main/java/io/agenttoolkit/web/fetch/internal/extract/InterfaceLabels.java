package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;

/**
 * Removes blocks that hold nothing but a label of the page's interface: "Read more", "Continue reading", "Sponsored",
 * "5 min read", "Back to top", "Share this article", "Show caption", a "Table of contents" or "Tags" label left
 * without its list, "See more", "View all", a listing's "Filters (2)" and "Sort by: Newest" controls, a "You must
 * log in to post" prompt; and copyright notices, linked tag lines and previous/next post links.
 * Themes print them between and after an article's paragraphs; they are buttons, badges and legal lines, not text.
 * A label word inside a sentence stays. "Loading..." stays too: it is how the sufficiency check recognises a
 * single-page app's shell, which the rendering stages must then fetch.
 */
final class InterfaceLabels {

    private static final int MAX_LABEL_LENGTH = 40;

    private static final Pattern LABEL = Pattern.compile(
            "\\W*(?:read more|continue reading(?: below)?|(?:article|story) continues below|sponsored|advertisement"
                    + "|\\d+ min(?:ute)?s? read|skip to (?:main )?content|back to top"
                    + "|share(?: this (?:article|post|story|page))?|show caption|hide caption|table of contents|tags"
                    + "|see more|view all"
                    // A listing's filter and sort controls left without their panel: "Filters (2)", "Clear all",
                    // "Hide Filter", "Sort by: Best selling".
                    + "|(?:(?:hide|show|clear|reset)(?: all)? )?filters?(?: by)?(?: \\(\\d+\\))?|clear all"
                    + "|sort(?: by)?(?:\\s*:\\s*\\w+(?: \\w+){0,2})?(?: sort(?: by)?)?)\\W*",
            Pattern.CASE_INSENSITIVE);

    /** Copyright notices are longer than labels but still a line: "Copyright © 2025 WABC-TV. All Rights Reserved." */
    private static final int MAX_NOTICE_LENGTH = 160;

    private static final Pattern COPYRIGHT =
            Pattern.compile("^\\W*(?:©|copyright\\b)|all rights reserved", Pattern.CASE_INSENSITIVE);

    /**
     * A post's taxonomy line ("Tags: Employment, Health"; "Filed under: News") or its link to the post before or
     * after it ("← Previous post", "Next article"): links to other pages of the site, not the post's text.
     */
    private static final Pattern TAXONOMY_OR_POST_LINK = Pattern.compile(
            "^\\W*(?:(?:tags|tagged(?: with| as)?|categories|category|filed under|posted in)\\s*:"
                    + "|(?:previous|prev|next|older|newer) (?:post|article|story|entry)\\b)",
            Pattern.CASE_INSENSITIVE);

    /**
     * Lines plugins add under a post: a feed's syndication footer ("The post X appeared first on Site.") and a star
     * rating box ("How useful was this post?", "Click on a star to rate it!", "No votes so far!").
     */
    private static final Pattern PLUGIN_LINE = Pattern.compile(
            "^\\W*(?:the post .+ appeared first on\\b|how useful was this (?:post|article)\\?"
                    + "|click on a star to rate it|no votes so far!|average rating [\\d.]+ ?/ ?5)",
            Pattern.CASE_INSENSITIVE);

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

    private static final Set<String> BLOCKS =
            Set.of("p", "div", "li", "dt", "dd", "h2", "h3", "h4", "h5", "h6", "section", "header", "figure");

    private InterfaceLabels() {}

    /** Removes the content's blocks that hold only an interface label or a copyright notice. */
    static void prune(Element content) {
        pruneNoticeLines(content);
        List<Element> labels = new ArrayList<>();
        for (TextNode text : textNodes(content)) {
            String value = text.text();
            if (value.length() <= MAX_LABEL_LENGTH && LABEL.matcher(value).matches() && !inCode(text)) {
                Element block = soleBlock(text, content);
                if (block != null) {
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
     * Removes lines that are a copyright notice ("© 2025 Site. All rights reserved.", "© Photographer"): the site's
     * or a picture's legal line, printed under an article or its pictures, not part of its text; linked tag lines,
     * previous/next post links and plugins' lines. Only blocks with no block inside are read, so that a line's
     * wrapper is not mistaken for the paragraphs around it.
     */
    private static void pruneNoticeLines(Element content) {
        List<Element> notices = new ArrayList<>();
        for (Element block : content.select("p, div, span, small")) {
            if (block != content && !hasBlockChild(block)) {
                String text = block.text();
                if (text.length() <= MAX_NOTICE_LENGTH
                        && (COPYRIGHT.matcher(text).find()
                                || PLUGIN_LINE.matcher(text).find()
                                || isTaxonomyOrPostLink(block, text))) {
                    notices.add(block);
                } else if (text.length() <= MAX_PROMPT_LENGTH
                        && LOGIN_PROMPT.matcher(text).find()) {
                    notices.add(block);
                }
            }
        }
        for (int i = notices.size() - 1; i >= 0; i--) {
            notices.get(i).remove();
        }
    }

    /** Whether the text sits in code, where "filter()" or "sort: Input" is a program's text, not a control. */
    private static boolean inCode(TextNode text) {
        for (Element parent = text.parent(); parent != null; parent = parent.parent()) {
            String tag = parent.normalName();
            if (tag.equals("code") || tag.equals("pre")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isTaxonomyOrPostLink(Element block, String text) {
        return TAXONOMY_OR_POST_LINK.matcher(text).find()
                && !block.getElementsByTag("a").isEmpty();
    }

    private static boolean hasBlockChild(Element element) {
        for (Element child : element.children()) {
            if (BLOCKS.contains(child.normalName())) {
                return true;
            }
        }
        return false;
    }

    private static List<TextNode> textNodes(Element content) {
        List<TextNode> texts = new ArrayList<>();
        content.forEachNode(node -> {
            if (node instanceof TextNode text && !text.isBlank()) {
                texts.add(text);
            }
        });
        return texts;
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

    /** Whether the node is the parent's only child but for blank text. */
    private static boolean isOnlyChild(Node node, Element parent) {
        for (Node sibling : parent.childNodes()) {
            if (sibling != node && !(sibling instanceof TextNode text && text.isBlank())) {
                return false;
            }
        }
        return true;
    }
}
