package io.agenttoolkit.fs.internal;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Walks a directory lazily in sorted path order, yielding regular files: each directory's entries are read and
 * sorted by name when the walk enters it, and a subdirectory is walked at its place among its siblings, so the files
 * come out in the order of their paths compared component by component (the order of {@code rg --sort path}).
 * Nothing beyond the last file asked for is read, so a search that stops early costs only what it used.
 *
 * <p>Symbolic links are not followed; FIFOs, sockets and devices are passed over; unreadable directories are
 * skipped; with {@link IgnoreRules}, ignored files are passed over and ignored directories not entered. Not
 * thread-safe.
 */
final class SortedWalker {
    private static final Child[] NO_CHILDREN = new Child[0];

    /** A directory entry: its name and the path the directory stream gave for it (reused, not resolved again). */
    record Child(String name, Path path) {}

    private final boolean recursive;
    private final @Nullable GlobMatcher fileNameFilter;
    private final Deque<Frame> frames = new ArrayDeque<>();

    /** A regular file the walk found, with its path relative to the walk's root ({@code /}-separated). */
    record Entry(Path path, String relativePath, long size) {}

    private static final class Frame {
        final Path directory;
        final String prefix;
        final Child[] children;
        final @Nullable IgnoreRules rules;
        int next;

        Frame(Path directory, String prefix, Child[] children, @Nullable IgnoreRules rules) {
            this.directory = directory;
            this.prefix = prefix;
            this.children = children;
            this.rules = rules;
        }
    }

    /** Walks {@code root}, leaving out what {@code rules} (the ignore rules inside it, or null for none) ignore. */
    SortedWalker(Path root, boolean recursive, @Nullable GlobMatcher fileNameFilter, @Nullable IgnoreRules rules) {
        this.recursive = recursive;
        this.fileNameFilter = fileNameFilter;
        frames.push(new Frame(root, "", sortedChildren(root), rules));
    }

    /** Returns the next regular file, or null when the walk is over. */
    @Nullable
    Entry next() {
        while (!frames.isEmpty()) {
            Frame frame = frames.peek();
            if (frame.next >= frame.children.length) {
                frames.pop();
                continue;
            }
            Child child = frame.children[frame.next++];
            String name = child.name();
            Path path = child.path();
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException | RuntimeException e) {
                continue;
            }
            if (attributes.isDirectory()) {
                if (recursive && (frame.rules == null || !frame.rules.ignores(name, true))) {
                    IgnoreRules inner = frame.rules == null ? null : frame.rules.enter(path, name);
                    frames.push(new Frame(path, frame.prefix + name + "/", sortedChildren(path), inner));
                }
            } else if (attributes.isRegularFile()
                    && (fileNameFilter == null || fileNameFilter.matches(name))
                    && (frame.rules == null || !frame.rules.ignores(name, false))) {
                return new Entry(path, frame.prefix + name, attributes.size());
            }
        }
        return null;
    }

    /** Returns the entries of a directory sorted by name; empty when it cannot be read. */
    static Child[] sortedChildren(Path directory) {
        List<Child> children = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path child : stream) {
                String full = child.toString();
                children.add(new Child(full.substring(nameStart(full)), child));
            }
        } catch (IOException | RuntimeException e) {
            return NO_CHILDREN;
        }
        Child[] sorted = children.toArray(NO_CHILDREN);
        Arrays.sort(sorted, (a, b) -> a.name().compareTo(b.name()));
        return sorted;
    }

    /** Returns where the last name of a path string starts (after its last separator). */
    static int nameStart(String path) {
        return Math.max(path.lastIndexOf('/'), path.lastIndexOf(java.io.File.separatorChar)) + 1;
    }
}
