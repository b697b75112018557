package io.agenttoolkit.fs.internal;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The ignore rules of a git work tree as they apply inside one directory: {@code .git/info/exclude}, then each
 * directory's {@code .gitignore} and {@code .ignore} (ripgrep's and fd's file; it wins over {@code .gitignore} in the
 * same directory) from the work tree's root down, a deeper file winning over a higher one; and the {@code .git}
 * directory itself. Outside a git work tree there are no rules.
 *
 * <p>Patterns follow git's documented rules (gitignore(5)): blank lines and {@code #} comments are skipped, trailing
 * spaces are dropped unless escaped, {@code !} re-includes what an earlier pattern excluded, a trailing {@code /}
 * matches directories only, a pattern with a {@code /} at its start or in its middle is anchored to its file's
 * directory while one without matches a name at any depth, {@code *}, {@code ?} and {@code [...]} never match
 * {@code /}, {@code **} matches across directories in {@code **}{@code /x}, {@code x/**} and {@code a/**}{@code /b},
 * and a backslash makes the next character literal. Walks do not enter an ignored directory, so, as in git, nothing
 * below it can be re-included. Rules are read as the walk enters each directory (no second walk, no git process);
 * immutable once made, so a walk may share a directory's rules among threads.
 */
public final class IgnoreRules {
    private static final String[] FILES = {".gitignore", ".ignore"};

    private final @Nullable IgnoreRules parent;
    /** This directory relative to the work tree's root: {@code ""} or {@code "a/b/"}. */
    private final String base;

    private final IgnorePattern[] patterns;

    private IgnoreRules(@Nullable IgnoreRules parent, String base, IgnorePattern[] patterns) {
        this.parent = parent;
        this.base = base;
        this.patterns = patterns;
    }

    /**
     * Returns the rules that apply inside {@code directory} (a real path), read from the work tree's root down to it,
     * or null when it is not inside a git work tree. The directory itself is never tested: a walk started in an
     * ignored directory searches it.
     */
    public static @Nullable IgnoreRules forDirectory(Path directory) {
        Path root = directory;
        while (root != null && !new File(root.toString(), ".git").exists()) {
            root = root.getParent();
        }
        if (root == null) {
            return null;
        }
        List<IgnorePattern> top = new ArrayList<>();
        Path gitDirectory = gitDirectory(root.resolve(".git"));
        if (gitDirectory != null) {
            read(gitDirectory.resolve("info").resolve("exclude"), "", top);
        }
        for (String file : FILES) {
            read(root.resolve(file), "", top);
        }
        IgnoreRules rules = new IgnoreRules(null, "", top.toArray(new IgnorePattern[0]));
        for (Path name : root.relativize(directory)) {
            if (!name.toString().isEmpty()) {
                root = root.resolve(name);
                rules = rules.enter(root, name.toString());
            }
        }
        return rules;
    }

    /** Returns the rules inside this directory's subdirectory {@code name}, found at {@code path}. */
    public IgnoreRules enter(Path path, String name) {
        String childBase = base + name + "/";
        List<IgnorePattern> found = null;
        for (String file : FILES) {
            if (new File(path.toString(), file).isFile()) {
                if (found == null) {
                    found = new ArrayList<>();
                }
                read(path.resolve(file), childBase, found);
            }
        }
        return new IgnoreRules(this, childBase, found == null ? IgnorePattern.NONE : found.toArray(IgnorePattern.NONE));
    }

    /**
     * Returns whether this directory's entry {@code name} is ignored; {@code directory} says whether it is one. A
     * {@code .git} entry always is (the repository itself, or the file a linked work tree has in its place).
     */
    public boolean ignores(String name, boolean directory) {
        if (name.equals(".git")) {
            return true;
        }
        String path = null;
        for (IgnoreRules rules = this; rules != null; rules = rules.parent) {
            IgnorePattern[] list = rules.patterns;
            for (int i = list.length - 1; i >= 0; i--) {
                IgnorePattern pattern = list[i];
                if (pattern.directoryOnly() && !directory) {
                    continue;
                }
                boolean matches;
                if (pattern.anchored()) {
                    if (path == null) {
                        path = base + name;
                    }
                    matches = path.startsWith(pattern.base())
                            && pattern.matches(path.substring(pattern.base().length()));
                } else {
                    matches = pattern.matches(name);
                }
                if (matches) {
                    return !pattern.negated();
                }
            }
        }
        return false;
    }

    private static void read(Path file, String base, List<IgnorePattern> into) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return; // absent or unreadable: no rules, as git does
        }
        for (String line : lines) {
            IgnorePattern pattern = IgnorePattern.parse(line, base);
            if (pattern != null) {
                into.add(pattern);
            }
        }
    }

    /** Returns the git directory a work tree's {@code .git} names: itself, or where a {@code gitdir:} file points. */
    private static @Nullable Path gitDirectory(Path dotGit) {
        if (Files.isDirectory(dotGit)) {
            return dotGit;
        }
        try {
            String content = Files.readString(dotGit, StandardCharsets.UTF_8).strip();
            if (!content.startsWith("gitdir:")) {
                return null;
            }
            Path gitDir = dotGit.getParent()
                    .resolve(content.substring("gitdir:".length()).strip())
                    .normalize();
            // A linked work tree keeps info/exclude in the common directory it names.
            Path common = gitDir.resolve("commondir");
            if (Files.isRegularFile(common)) {
                return gitDir.resolve(
                                Files.readString(common, StandardCharsets.UTF_8).strip())
                        .normalize();
            }
            return gitDir;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
