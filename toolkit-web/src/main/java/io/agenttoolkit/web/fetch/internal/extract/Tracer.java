package io.agenttoolkit.web.fetch.internal.extract;

import io.agenttoolkit.web.extract.TraceStep;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Records, stage by stage, what an extraction removed or changed: the outermost elements a stage took out of what it
 * works on (path and first words), the characters of text it removed, the Markdown lines a line filter dropped, the
 * candidate a scoring stage moved to, and the pick. Only created when a trace is asked for: the pipeline runs its
 * stages directly otherwise, so tracing costs nothing when off. One per extraction, not thread-safe.
 */
final class Tracer {

    /** Characters of an element's text shown in a removal. */
    private static final int FIRST_WORDS = 60;

    /** Ancestors named in an element's path. */
    private static final int PATH_LEVELS = 3;

    private final List<TraceStep> steps = new ArrayList<>();

    /** Returns the steps recorded so far, in the order they ran. */
    List<TraceStep> steps() {
        return List.copyOf(steps);
    }

    /** Adds a step that only says something (the pick). */
    void note(String phase, String stage, String note) {
        steps.add(new TraceStep(phase, stage, 0, List.of(), note));
    }

    /** Runs the stage on the page and records what it changed. */
    void run(String phase, Stage stage, PageContext page) {
        switch (stage.target()) {
            case MARKDOWN -> runOnMarkdown(phase, stage, page);
            case PAGE -> runOnPage(phase, stage, page);
            default -> runOnElements(phase, stage, page);
        }
    }

    private void runOnMarkdown(String phase, Stage stage, PageContext page) {
        String before = page.markdown();
        stage.apply(page);
        String after = page.markdown();
        Map<String, Integer> kept = new HashMap<>();
        for (String line : after.split("\n")) {
            kept.merge(line, 1, Integer::sum);
        }
        List<String> dropped = new ArrayList<>();
        for (String line : before.split("\n")) {
            Integer count = kept.get(line);
            if (count != null && count > 0) {
                kept.put(line, count - 1);
            } else if (!line.isBlank()) {
                dropped.add('"' + firstWords(line) + '"');
            }
        }
        add(phase, stage, before.length() - after.length(), dropped, "");
    }

    private void runOnPage(String phase, Stage stage, PageContext page) {
        Element contentBefore = page.content();
        String titleBefore = page.title();
        boolean productBefore = page.isProductPage();
        stage.apply(page);
        List<String> notes = new ArrayList<>();
        if (page.content() != contentBefore && page.content() != null) {
            notes.add("content: " + describe(page.content(), null));
        }
        if (page.title() != null && !page.title().equals(titleBefore)) {
            notes.add("title: \"" + firstWords(page.title()) + '"');
        }
        if (page.isProductPage() != productBefore) {
            notes.add("a product page");
        }
        if (stage.name().equals("render")) {
            notes.add(page.markdown().length() + " characters of Markdown");
        }
        add(phase, stage, 0, List.of(), String.join("; ", notes));
    }

    private void runOnElements(String phase, Stage stage, PageContext page) {
        Element root = stage.target() == Stage.Target.CONTENT ? page.content() : page.document();
        if (root == null) {
            stage.apply(page);
            return;
        }
        Element topBefore = page.top();
        Element contentBefore = page.content();
        List<Element> before = Walk.all(root);
        Map<Element, @Nullable Element> parents = new IdentityHashMap<>();
        for (Element element : before) {
            parents.put(element, element.parent());
        }
        int textBefore = root.text().length();
        stage.apply(page);
        Set<Element> after = Collections.newSetFromMap(new IdentityHashMap<>());
        after.addAll(Walk.all(root));
        List<String> removed = new ArrayList<>();
        int emptied = 0;
        for (Element element : before) {
            Element parent = parents.get(element);
            // Only the outermost removal: its parent is still there (or was the root's own parent).
            if (element == root || after.contains(element) || (parent != null && !after.contains(parent))) {
                continue;
            }
            if (element.text().isEmpty()) {
                emptied++;
            } else {
                removed.add(describe(element, parents));
            }
        }
        List<String> notes = new ArrayList<>();
        if (page.top() != topBefore && page.top() != null) {
            notes.add("top candidate: " + describe(page.top(), null));
        }
        if (page.content() != contentBefore && page.content() != null) {
            notes.add("content: " + describe(page.content(), null));
        }
        if (emptied > 0) {
            notes.add(emptied + " elements without text removed or unwrapped");
        }
        add(phase, stage, textBefore - root.text().length(), removed, String.join("; ", notes));
    }

    private void add(String phase, Stage stage, int charactersRemoved, List<String> removed, String note) {
        String fullNote = note;
        List<String> shown = removed;
        if (removed.size() > TraceStep.MAX_REMOVED) {
            shown = removed.subList(0, TraceStep.MAX_REMOVED);
            String more = (removed.size() - TraceStep.MAX_REMOVED) + " more not listed";
            fullNote = note.isEmpty() ? more : note + "; " + more;
        }
        steps.add(new TraceStep(phase, stage.name(), charactersRemoved, shown, fullNote));
    }

    /** Returns the element's path (up to three ancestors, as they were before the stage), first words and size. */
    private static String describe(Element element, @Nullable Map<Element, @Nullable Element> parents) {
        List<String> names = new ArrayList<>();
        Element current = element;
        for (int level = 0; current != null && level <= PATH_LEVELS; level++) {
            names.add(0, name(current));
            Element parent = parents != null && parents.containsKey(current) ? parents.get(current) : current.parent();
            current = parent == null || parent.normalName().equals("#root") ? null : parent;
        }
        String text = element.text();
        return String.join(" > ", names) + " \"" + firstWords(text) + "\" (" + text.length() + " chars)";
    }

    private static String name(Element element) {
        StringBuilder name = new StringBuilder(element.normalName());
        if (!element.id().isEmpty()) {
            name.append('#').append(element.id());
        }
        String className = element.className().strip();
        if (!className.isEmpty()) {
            int space = className.indexOf(' ');
            name.append('.').append(space < 0 ? className : className.substring(0, space));
        }
        return name.toString();
    }

    private static String firstWords(String text) {
        String line = text.strip().replaceAll("\\s+", " ");
        return line.length() <= FIRST_WORDS ? line : line.substring(0, FIRST_WORDS) + "…";
    }
}
