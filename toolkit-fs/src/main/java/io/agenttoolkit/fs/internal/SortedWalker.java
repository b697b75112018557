package io.agenttoolkit.fs.internal;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * Walks a directory lazily in sorted path order, yielding regular files: each directory's entries are read and
 * sorted by name when the walk enters it, and a subdirectory is walked at its place among its siblings, so the files
 * come out in the order of their paths compared component by component (the order of {@code rg --sort path}).
 * Nothing beyond the last file asked for is read, so a search that stops early costs only what it used.
 *
 * <p>Symbolic links are not followed; FIFOs, sockets and devices are passed over; unreadable directories are
 * skipped; with {@link IgnoreRules}, ignored files are passed over and ignored directories not entered. Where the
 * platform allows it, the directories the walk is in stay open, and their entries are looked at and opened relative
 * to them: a file costs one name lookup for its type and one to open it, not a walk down its full path each time.
 * Not thread-safe, except that entries may be opened and released on other threads.
 */
final class SortedWalker {
    private static final Child[] NO_CHILDREN = new Child[0];

    /** A directory entry: its name and the path the directory stream gave for it (reused, not resolved again). */
    record Child(String name, Path path) {}

    /**
     * The most directories kept open at once (two descriptors each); beyond it a directory is listed and closed, and
     * its entries are reached by their full paths.
     */
    private static final int MAX_OPEN_DIRECTORIES = 64;

    private static final Set<OpenOption> READ = Set.of(StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);

    private final boolean recursive;
    private final @Nullable GlobMatcher fileNameFilter;
    private final Deque<Frame> frames = new ArrayDeque<>();
    private final AtomicInteger openDirectories = new AtomicInteger();

    /**
     * A regular file the walk found, with its path relative to the walk's root ({@code /}-separated). Its directory
     * stays open until {@link #release()} (call it exactly once, after {@link #open()} or instead of it).
     */
    record Entry(
            Path path,
            String relativePath,
            long size,
            @Nullable Directory directory,
            @Nullable Path name) {
        /**
         * Returns the file opened for reading, relative to its open directory when there is one: {@code openat} looks
         * up one name instead of every component of the full path again.
         */
        FileChannel open() throws IOException {
            if (directory != null && name != null) {
                return (FileChannel) directory.stream.newByteChannel(name, READ);
            }
            return FileChannel.open(path, READ);
        }

        /** Lets the directory close once the walk and every file taken from it are done with it. */
        void release() {
            if (directory != null) {
                directory.release();
            }
        }
    }

    /**
     * A directory kept open while the walk is in it and while files taken from it are being read, so that its
     * entries are looked at and opened relative to it ({@code fstatat}, {@code openat}). Reference-counted: the walk
     * holds one reference, each file handed out another.
     */
    static final class Directory {
        final SecureDirectoryStream<Path> stream;
        private final AtomicInteger references = new AtomicInteger(1);
        private final AtomicInteger openDirectories;

        Directory(SecureDirectoryStream<Path> stream, AtomicInteger openDirectories) {
            this.stream = stream;
            this.openDirectories = openDirectories;
            openDirectories.incrementAndGet();
        }

        void retain() {
            references.incrementAndGet();
        }

        void release() {
            if (references.decrementAndGet() == 0) {
                openDirectories.decrementAndGet();
                try {
                    stream.close();
                } catch (IOException | RuntimeException e) {
                    // Nothing was written through it; a failed close loses nothing.
                }
            }
        }
    }

    private static final class Frame {
        final Path directory;
        final String prefix;
        final Child[] children;
        final @Nullable IgnoreRules rules;
        final @Nullable Directory open;
        int next;

        Frame(Path directory, String prefix, Listing listing, @Nullable IgnoreRules rules) {
            this.directory = directory;
            this.prefix = prefix;
            this.children = listing.children;
            this.open = listing.open;
            this.rules = rules;
        }
    }

    /** A directory's sorted entries, and the directory still open when it could be kept so. */
    private record Listing(Child[] children, @Nullable Directory open) {}

    /** Walks {@code root}, leaving out what {@code rules} (the ignore rules inside it, or null for none) ignore. */
    SortedWalker(Path root, boolean recursive, @Nullable GlobMatcher fileNameFilter, @Nullable IgnoreRules rules) {
        this.recursive = recursive;
        this.fileNameFilter = fileNameFilter;
        frames.push(new Frame(root, "", list(root, null, null), rules));
    }

    /** Returns the next regular file, or null when the walk is over. The caller must release it. */
    @Nullable
    Entry next() {
        while (!frames.isEmpty()) {
            Frame frame = frames.peek();
            if (frame.next >= frame.children.length) {
                frames.pop();
                if (frame.open != null) {
                    frame.open.release();
                }
                continue;
            }
            Child child = frame.children[frame.next++];
            String name = child.name();
            Path path = child.path();
            Path relative = frame.open == null ? null : path.getFileName();
            BasicFileAttributes attributes;
            try {
                attributes = frame.open == null || relative == null
                        ? Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                        : frame.open
                                .stream
                                .getFileAttributeView(relative, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS)
                                .readAttributes();
            } catch (IOException | RuntimeException e) {
                continue;
            }
            if (attributes.isDirectory()) {
                if (recursive && (frame.rules == null || !frame.rules.ignores(name, true))) {
                    IgnoreRules inner = frame.rules == null ? null : frame.rules.enter(path, name);
                    frames.push(new Frame(path, frame.prefix + name + "/", list(path, frame.open, relative), inner));
                }
            } else if (attributes.isRegularFile()
                    && (fileNameFilter == null || fileNameFilter.matches(name))
                    && (frame.rules == null || !frame.rules.ignores(name, false))) {
                if (frame.open != null) {
                    frame.open.retain();
                }
                return new Entry(path, frame.prefix + name, attributes.size(), frame.open, relative);
            }
        }
        return null;
    }

    /** Returns how many directories the walk and the files it handed out still hold open. */
    int openDirectories() {
        return openDirectories.get();
    }

    /** Ends the walk early: lets go of the directories it is in (files already handed out keep theirs open). */
    void close() {
        while (!frames.isEmpty()) {
            Frame frame = frames.pop();
            if (frame.open != null) {
                frame.open.release();
            }
        }
    }

    /**
     * Lists a directory (opened relative to its open parent when there is one), sorted by name, and keeps it open
     * when the platform's stream allows relative access and not too many are open already.
     */
    private Listing list(Path directory, @Nullable Directory parent, @Nullable Path name) {
        DirectoryStream<Path> stream = null;
        try {
            stream = parent != null && name != null
                    ? parent.stream.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)
                    : Files.newDirectoryStream(directory);
            Child[] children = children(stream);
            if (stream instanceof SecureDirectoryStream<Path> secure && openDirectories.get() < MAX_OPEN_DIRECTORIES) {
                stream = null;
                return new Listing(children, new Directory(secure, openDirectories));
            }
            return new Listing(children, null);
        } catch (IOException | RuntimeException e) {
            return new Listing(NO_CHILDREN, null);
        } finally {
            if (stream != null) {
                try {
                    stream.close();
                } catch (IOException | RuntimeException e) {
                    // Only read from; nothing lost.
                }
            }
        }
    }

    private static Child[] children(DirectoryStream<Path> stream) {
        List<Child> children = new ArrayList<>();
        for (Path child : stream) {
            String full = child.toString();
            children.add(new Child(full.substring(nameStart(full)), child));
        }
        Child[] sorted = children.toArray(NO_CHILDREN);
        sortByName(sorted, 0, sorted.length, sorted.clone());
        return sorted;
    }

    /**
     * Sorts {@code a[from, to)} by name, with {@code scratch} a copy of {@code a}: a plain merge sort. Not
     * {@code Arrays.sort}: TimSort's galloping merges kept being recompiled by the JIT (deoptimised on each new
     * branch the directory sizes took), which cost more CPU than the sorting itself in the first dozen greps of a
     * process.
     */
    static void sortByName(Child[] a, int from, int to, Child[] scratch) {
        if (to - from <= 12) {
            for (int i = from + 1; i < to; i++) {
                Child child = a[i];
                int j = i - 1;
                while (j >= from && a[j].name().compareTo(child.name()) > 0) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = child;
            }
            return;
        }
        int middle = (from + to) >>> 1;
        // Sort each half of scratch (using a as its scratch), then merge them into a.
        sortByName(scratch, from, middle, a);
        sortByName(scratch, middle, to, a);
        int left = from;
        int right = middle;
        for (int i = from; i < to; i++) {
            if (right >= to || (left < middle && scratch[left].name().compareTo(scratch[right].name()) <= 0)) {
                a[i] = scratch[left++];
            } else {
                a[i] = scratch[right++];
            }
        }
    }

    /** Returns the entries of a directory sorted by name; empty when it cannot be read. */
    static Child[] sortedChildren(Path directory) {
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            return children(stream);
        } catch (IOException | RuntimeException e) {
            return NO_CHILDREN;
        }
    }

    /** Returns where the last name of a path string starts (after its last separator). */
    static int nameStart(String path) {
        return Math.max(path.lastIndexOf('/'), path.lastIndexOf(java.io.File.separatorChar)) + 1;
    }
}
