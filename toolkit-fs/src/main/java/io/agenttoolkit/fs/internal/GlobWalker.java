package io.agenttoolkit.fs.internal;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.PriorityQueue;
import org.jspecify.annotations.Nullable;

/**
 * Finds the files under a directory whose relative paths a glob matches, newest first.
 *
 * <p>One {@code walkFileTree} pass, using the attributes it already read (no extra {@code stat} per file); the glob
 * automaton is advanced one path component at a time, so a directory below which no match is possible is not entered;
 * only the newest {@code limit} hits are kept, in a bounded heap. Symbolic links are not followed.
 */
public final class GlobWalker {
    private record Hit(long modified, String path) {}

    /** Newest first, then by path. */
    private static final Comparator<Hit> BEST_FIRST = (x, y) -> {
        if (x.modified() != y.modified()) {
            return x.modified() > y.modified() ? -1 : 1;
        }
        return x.path().compareTo(y.path());
    };

    /** The heap's order: its head is the hit to drop first. */
    private static final Comparator<Hit> WORST_FIRST = (x, y) -> BEST_FIRST.compare(y, x);

    private GlobWalker() {}

    /**
     * Returns the relative paths ({@code /}-separated) of the regular files under {@code root} that {@code glob}
     * matches, newest modification time first, ties by path, at most {@code limit}. Unless {@code recursive}, only
     * files directly in {@code root} are considered. What {@code ignoreRules} (the rules inside {@code root}, or null
     * for none) ignore is left out, and ignored directories are not entered.
     */
    public static List<String> find(
            Path root, GlobMatcher glob, boolean recursive, int limit, @Nullable IgnoreRules ignoreRules)
            throws IOException {
        PriorityQueue<Hit> newest = new PriorityQueue<>(WORST_FIRST);
        Deque<int[]> states = new ArrayDeque<>();
        Deque<String> prefixes = new ArrayDeque<>();
        // The ignore rules inside each directory being walked; ArrayDeque holds no null, so "none" is a list of none.
        Deque<List<IgnoreRules>> rules = new ArrayDeque<>();
        FileVisitor<Path> visitor = new FileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                if (states.isEmpty()) {
                    states.push(glob.startStates());
                    prefixes.push("");
                    rules.push(ignoreRules == null ? List.of() : List.of(ignoreRules));
                    return FileVisitResult.CONTINUE;
                }
                String name = dir.getFileName().toString();
                int[] next = glob.advance(glob.advance(states.peek(), name), '/');
                if (next.length == 0) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                List<IgnoreRules> outer = rules.peek();
                if (!outer.isEmpty() && outer.get(0).ignores(name, true)) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                states.push(next);
                prefixes.push(prefixes.peek() + name + "/");
                rules.push(outer.isEmpty() ? outer : List.of(outer.get(0).enter(dir, name)));
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (!attrs.isRegularFile()) {
                    return FileVisitResult.CONTINUE;
                }
                String full = file.toString();
                String name = full.substring(SortedWalker.nameStart(full));
                if (!glob.accepts(glob.advance(states.peek(), name))) {
                    return FileVisitResult.CONTINUE;
                }
                List<IgnoreRules> inside = rules.peek();
                if (!inside.isEmpty() && inside.get(0).ignores(name, false)) {
                    return FileVisitResult.CONTINUE;
                }
                long modified = attrs.lastModifiedTime().toMillis();
                if (newest.size() >= limit) {
                    Hit worst = newest.peek();
                    if (modified < worst.modified()) {
                        return FileVisitResult.CONTINUE;
                    }
                    Hit hit = new Hit(modified, prefixes.peek() + name);
                    if (BEST_FIRST.compare(hit, worst) >= 0) {
                        return FileVisitResult.CONTINUE;
                    }
                    newest.poll();
                    newest.add(hit);
                } else {
                    newest.add(new Hit(modified, prefixes.peek() + name));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException exc) {
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
                states.pop();
                prefixes.pop();
                rules.pop();
                return FileVisitResult.CONTINUE;
            }
        };
        Files.walkFileTree(
                root, EnumSet.noneOf(java.nio.file.FileVisitOption.class), recursive ? Integer.MAX_VALUE : 1, visitor);
        List<Hit> hits = new ArrayList<>(newest);
        hits.sort(BEST_FIRST);
        List<String> paths = new ArrayList<>(hits.size());
        for (Hit hit : hits) {
            paths.add(hit.path());
        }
        return paths;
    }
}
