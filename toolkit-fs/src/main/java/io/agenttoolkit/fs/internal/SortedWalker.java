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
 * skipped. Not thread-safe.
 */
final class SortedWalker {
    private static final String[] NO_NAMES = new String[0];

    private final boolean recursive;
    private final @Nullable GlobMatcher fileNameFilter;
    private final Deque<Frame> frames = new ArrayDeque<>();

    /** A regular file the walk found, with its path relative to the walk's root ({@code /}-separated). */
    record Entry(Path path, String relativePath, long size) {}

    private static final class Frame {
        final Path directory;
        final String prefix;
        final String[] names;
        int next;

        Frame(Path directory, String prefix, String[] names) {
            this.directory = directory;
            this.prefix = prefix;
            this.names = names;
        }
    }

    SortedWalker(Path root, boolean recursive, @Nullable GlobMatcher fileNameFilter) {
        this.recursive = recursive;
        this.fileNameFilter = fileNameFilter;
        frames.push(new Frame(root, "", sortedNames(root)));
    }

    /** Returns the next regular file, or null when the walk is over. */
    @Nullable
    Entry next() {
        while (!frames.isEmpty()) {
            Frame frame = frames.peek();
            if (frame.next >= frame.names.length) {
                frames.pop();
                continue;
            }
            String name = frame.names[frame.next++];
            Path path = frame.directory.resolve(name);
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (IOException | RuntimeException e) {
                continue;
            }
            if (attributes.isDirectory()) {
                if (recursive) {
                    frames.push(new Frame(path, frame.prefix + name + "/", sortedNames(path)));
                }
            } else if (attributes.isRegularFile() && (fileNameFilter == null || fileNameFilter.matches(name))) {
                return new Entry(path, frame.prefix + name, attributes.size());
            }
        }
        return null;
    }

    /** Returns the names in a directory in sorted order; empty when it cannot be read. */
    static String[] sortedNames(Path directory) {
        List<String> names = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path child : stream) {
                names.add(child.getFileName().toString());
            }
        } catch (IOException | RuntimeException e) {
            return NO_NAMES;
        }
        String[] sorted = names.toArray(NO_NAMES);
        Arrays.sort(sorted);
        return sorted;
    }
}
