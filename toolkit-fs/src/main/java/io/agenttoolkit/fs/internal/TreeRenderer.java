package io.agenttoolkit.fs.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Draws a directory as the text tree of the specification: the directory's name and {@code /}, then one line per
 * entry, {@code |   } for each enclosing level and {@code +-- } before the name; directories first, then files, each
 * group sorted by name; directories end in {@code /}. Symbolic links are shown as entries but never followed.
 */
public final class TreeRenderer {
    private final int maxDepth;
    private final boolean showHidden;
    private final @Nullable GlobMatcher filePattern;
    private final int maxEntries;
    private final StringBuilder out = new StringBuilder();
    private int entries;
    private boolean truncated;

    private TreeRenderer(int maxDepth, boolean showHidden, @Nullable GlobMatcher filePattern, int maxEntries) {
        this.maxDepth = maxDepth;
        this.showHidden = showHidden;
        this.filePattern = filePattern;
        this.maxEntries = maxEntries;
    }

    /**
     * Returns the tree of {@code directory} down to {@code maxDepth} levels, headed by {@code name/}; after
     * {@code maxEntries} entries a blank line and {@code ... truncated at <maxEntries> entries} end it. Entries
     * {@code ignoreRules} (the rules inside {@code directory}, or null for none) ignore are left out.
     */
    public static String render(
            Path directory,
            String name,
            int maxDepth,
            boolean showHidden,
            @Nullable GlobMatcher filePattern,
            @Nullable IgnoreRules ignoreRules,
            int maxEntries) {
        TreeRenderer renderer = new TreeRenderer(maxDepth, showHidden, filePattern, maxEntries);
        renderer.out.append(name).append('/');
        renderer.directory(directory, 1, "", ignoreRules);
        if (renderer.truncated) {
            renderer.out.append("\n\n... truncated at ").append(maxEntries).append(" entries");
        }
        return renderer.out.toString();
    }

    private void directory(Path directory, int depth, String indent, @Nullable IgnoreRules rules) {
        List<String> directories = new ArrayList<>();
        List<String> files = new ArrayList<>();
        for (SortedWalker.Child child : SortedWalker.sortedChildren(directory)) {
            String name = child.name();
            if (!showHidden && name.startsWith(".")) {
                continue;
            }
            boolean isDirectory;
            try {
                isDirectory = Files.readAttributes(child.path(), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
                        .isDirectory();
            } catch (IOException | RuntimeException e) {
                continue;
            }
            if (rules != null && rules.ignores(name, isDirectory)) {
                continue;
            }
            if (isDirectory) {
                directories.add(name);
            } else if (filePattern == null || filePattern.matches(name)) {
                files.add(name);
            }
        }
        String childIndent = indent + "|   ";
        for (String name : directories) {
            if (!entry(indent, name + "/")) {
                return;
            }
            if (depth < maxDepth) {
                Path inner = directory.resolve(name);
                directory(inner, depth + 1, childIndent, rules == null ? null : rules.enter(inner, name));
                if (truncated) {
                    return;
                }
            }
        }
        for (String name : files) {
            if (!entry(indent, name)) {
                return;
            }
        }
    }

    private boolean entry(String indent, String label) {
        if (entries >= maxEntries) {
            truncated = true;
            return false;
        }
        entries++;
        out.append('\n').append(indent).append("+-- ").append(label);
        return true;
    }
}
