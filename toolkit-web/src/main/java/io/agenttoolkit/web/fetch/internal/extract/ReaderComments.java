package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jspecify.annotations.Nullable;

/**
 * Finds the readers' comment thread under an article — WordPress's {@code #comments} / {@code comment-list}, a
 * Disqus or Facebook comments box, a "3 Comments" / "2 Messages" / "Leave a Reply" heading, the element a "3 Comments" heading
 * leads when no class or id names the thread, and the block a plain "Comments" heading leads when its comments carry
 * "Reply" links — so that it is taken out of the page before either strategy looks for the content. A thread is told from a forum's or a Q&A page's posts, which are the
 * content, by two signals: it is one or two containers (a Q&A page repeats a comment list under every post), and
 * the page has prose of its own outside them, at least {@link #MIN_PROSE_OUTSIDE} characters of paragraphs, however
 * long the thread under it is (a short news story under a long thread is the case that matters).
 */
final class ReaderComments {

    /** Ids of a comment thread's container (lower case). */
    private static final Set<String> THREAD_IDS = Set.of(
            "comments",
            "comments-area",
            "comment-area",
            "comments-section",
            "comment-section",
            "commentsection",
            "comments-wrapper",
            "comments-container",
            "article-comments",
            "post-comments",
            "story-comments",
            "disqus_thread",
            "respond",
            "commentlist",
            "comment-list",
            "coral_thread");

    /** Class names of a comment thread's container (lower case, one class of the attribute). */
    private static final Set<String> THREAD_CLASSES = Set.of(
            "comments-area",
            "comment-area",
            "comments-section",
            "comment-section",
            "comments-wrapper",
            "article-comments",
            "post-comments",
            "story-comments",
            "comment-list",
            "commentlist",
            "comment-respond",
            "fb-comments",
            "disqus-comments",
            "wp-block-comments");

    /** A heading that only announces the thread or its form: "3 Comments", "Leave a Reply", "Join the discussion". */
    private static final Pattern THREAD_HEADING = Pattern.compile(
            "(?:\\d+|one|two|no)\\s+(?:comments?|responses?|replies|messages?|thoughts? on .{1,200})"
                    + "|comments?(?:\\s*\\(\\d+\\))?|responses?|reader comments"
                    + "|(?:leave|post|add|write|submit) (?:a|your) (?:reply|comment|response)(?: to .{1,200})?"
                    + "|(?:join|start) the (?:discussion|conversation)|cancel reply",
            Pattern.CASE_INSENSITIVE);

    private static final int MAX_HEADING = 120;

    private static final Set<String> HEADINGS = Set.of("h2", "h3", "h4", "h5");

    /** The most containers a thread has: the list and its reply form. */
    private static final int MAX_THREAD_CONTAINERS = 2;

    /** Reply links a block under a plain thread heading ("Comments", "Join the conversation") holds at least. */
    private static final int MIN_REPLY_LINKS = 2;

    /** A reply link's text at most. */
    private static final int MAX_REPLY_LINK = 12;

    /** A comment's reply link: "Reply", "reply ↓", "(Reply)". */
    private static final Pattern REPLY_LINK = Pattern.compile("\\W*reply\\W*", Pattern.CASE_INSENSITIVE);

    /** Paragraph text the page must hold outside the thread for the thread to be readers' comments on it. */
    static final int MIN_PROSE_OUTSIDE = 300;

    private ReaderComments() {}

    /**
     * Removes the readers' comment thread from under {@code root} and returns what it removed, detached: the thread's
     * containers in page order, then the headings that announce it. Containers that look like a forum's or Q&A
     * page's posts stay, and so do the headings then, unless they count comments ("12 Comments").
     */
    static List<Element> detach(Element root) {
        List<Element> threads = Walk.outermost(root, ReaderComments::isThreadContainer);
        List<Element> removed = new ArrayList<>();
        if (!threads.isEmpty() && threads.size() <= MAX_THREAD_CONTAINERS && isUnderProse(root, threads)) {
            for (Element thread : threads) {
                thread.remove();
                removed.add(thread);
            }
        }
        boolean threadFound = !removed.isEmpty();
        if (!threadFound) {
            Element thread = headedThread(root);
            if (thread != null) {
                thread.remove();
                removed.add(thread);
                threadFound = true;
            }
        }
        for (Element heading : Walk.elements(root, HEADINGS)) {
            String text = heading.text();
            if (text.length() <= MAX_HEADING
                    && (threadFound && THREAD_HEADING.matcher(text.strip()).matches() || isCountHeading(text))) {
                heading.remove();
                removed.add(heading);
            }
        }
        return removed;
    }

    /**
     * The thread a count heading ("12 Comments", "3 thoughts on …") opens when no container is named as one: the
     * largest element the heading leads (nothing with text before it) holding no {@code h1} (the story's title), when
     * the page has prose of its own outside it; or null. A plain thread heading ("Comments", "Join the conversation")
     * opens a thread only when the block holds two "Reply" links or more, one per comment.
     */
    private static @Nullable Element headedThread(Element root) {
        for (Element heading : Walk.elements(root, HEADINGS)) {
            String text = heading.text();
            if (text.length() > MAX_HEADING) {
                continue;
            }
            boolean counts = isCountHeading(text);
            if (!counts && !THREAD_HEADING.matcher(text.strip()).matches()) {
                continue;
            }
            Element thread = null;
            for (Element up = heading.parent(); up != null && up != root; up = up.parent()) {
                if (!leads(heading, up) || up.selectFirst("h1") != null) {
                    break;
                }
                thread = up;
            }
            if (thread != null
                    && thread.childrenSize() > 1
                    && (counts || replyLinks(thread) >= MIN_REPLY_LINKS)
                    && isUnderProse(root, List.of(thread))) {
                return thread;
            }
        }
        return null;
    }

    /**
     * The links that say only "Reply" in the block: every comment of a thread carries one, so a block led by a plain
     * "Comments" heading with two or more of them is the thread, not a section of the page that talks about comments.
     */
    private static int replyLinks(Element block) {
        int count = 0;
        for (Element link : Walk.elements(block, "a")) {
            String text = link.text();
            if (text.length() <= MAX_REPLY_LINK && REPLY_LINK.matcher(text).matches()) {
                count++;
            }
        }
        return count;
    }

    /** Whether no text comes before the heading inside the container. */
    private static boolean leads(Element heading, Element container) {
        for (Element child = heading; child != container; child = child.parent()) {
            Element parent = child.parent();
            if (parent == null) {
                return false;
            }
            for (Node node : parent.childNodes()) {
                if (node == child) {
                    break;
                }
                if (node instanceof TextNode text ? !text.isBlank() : node instanceof Element e && e.hasText()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A "12 Comments" / "4 Messages" / "One thought on …" heading: the thread's own title, whatever its container is
     * named.
     */
    private static boolean isCountHeading(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        return (t.endsWith(" comments")
                        || t.endsWith(" comment")
                        || t.endsWith(" messages")
                        || t.contains(" thoughts on ")
                        || t.contains(" thought on ")
                        || t.contains(" responses to ")
                        || t.contains(" response to "))
                && THREAD_HEADING.matcher(t).matches();
    }

    static boolean isThreadContainer(Element element) {
        String id = element.id();
        if (!id.isEmpty() && THREAD_IDS.contains(id.toLowerCase(Locale.ROOT))) {
            return true;
        }
        String classes = element.className();
        if (classes.isEmpty() || !Texts.containsIgnoreCase(classes, "comment")) {
            return false;
        }
        for (String name : classes.toLowerCase(Locale.ROOT).split("\\s+")) {
            if (THREAD_CLASSES.contains(name)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the page holds enough paragraph text outside the thread's containers to be what they comment on. */
    private static boolean isUnderProse(Element root, List<Element> threads) {
        int outside = 0;
        for (Element p : Walk.elements(root, "p")) {
            if (!isInside(p, threads)) {
                outside += p.text().length();
                if (outside >= MIN_PROSE_OUTSIDE) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isInside(Element element, List<Element> threads) {
        for (Element thread : threads) {
            if (ContentScorer.isAncestor(thread, element)) {
                return true;
            }
        }
        return false;
    }
}
