package io.agenttoolkit.fs;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PathSandbox;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.fs.internal.GlobMatcher;
import io.agenttoolkit.fs.internal.GlobWalker;
import io.agenttoolkit.fs.internal.GrepEngine;
import io.agenttoolkit.fs.internal.IgnoreRules;
import io.agenttoolkit.fs.internal.SearchPatterns;
import io.agenttoolkit.fs.internal.TreeRenderer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds files by name ({@link #glob}), lines by regular expression ({@link #grep}) and draws directory trees
 * ({@link #tree}), the {@code fs/file_search} tools of the specification §4.2–4.4.
 *
 * <p>Relative paths mean paths under the {@linkplain Builder#baseDirectory base directory}. With
 * {@linkplain Builder#allowedRoots allowed roots}, every path argument is resolved with its symbolic links and must lie
 * inside a root, else {@link io.agenttoolkit.core.PermissionDeniedException}. Walks never follow symbolic links, so
 * they never leave the directory they started in and never loop.
 *
 * <p>Immutable and thread-safe; build with {@link #builder()} or take the defaults with {@link #create()}.
 */
public final class FileSearch {
    /** The most paths {@link #glob} returns. */
    public static final int MAX_GLOB_RESULTS = 1000;
    /** The most entries {@link #tree} draws. */
    public static final int MAX_TREE_ENTRIES = 2000;
    /** The longest regular expression {@link #grep} compiles. */
    public static final int MAX_PATTERN_LENGTH = 1000;
    /** How long a grep may run when {@link Builder#grepDeadline} is not set. */
    public static final Duration DEFAULT_GREP_DEADLINE = Duration.ofSeconds(10);

    private static final Logger LOG = LoggerFactory.getLogger(FileSearch.class);

    private final PathSandbox sandbox;
    private final Duration grepDeadline;
    private final int parallelism;
    private final boolean respectIgnoreFiles;

    private FileSearch(Builder builder, PathSandbox sandbox) {
        this.sandbox = sandbox;
        this.grepDeadline = builder.grepDeadline;
        this.parallelism = builder.parallelism;
        this.respectIgnoreFiles = builder.respectIgnoreFiles;
    }

    /** Returns a builder with the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a file search over the working directory with no allowed roots and the default deadline. */
    public static FileSearch create() {
        return builder().build();
    }

    /** Returns a builder holding this object's settings. */
    public Builder toBuilder() {
        return new Builder()
                .baseDirectory(sandbox.baseDirectory())
                .allowedRoots(sandbox.allowedRoots())
                .grepDeadline(grepDeadline)
                .parallelism(parallelism)
                .respectIgnoreFiles(respectIgnoreFiles);
    }

    /** Returns the sandbox that resolves path arguments. */
    public PathSandbox sandbox() {
        return sandbox;
    }

    /** Returns how long one grep may run. */
    public Duration grepDeadline() {
        return grepDeadline;
    }

    /** Returns how many threads one grep over a directory uses. */
    public int parallelism() {
        return parallelism;
    }

    /** Returns whether searches inside a git work tree leave out what its ignore files ignore, unless asked not to. */
    public boolean respectIgnoreFiles() {
        return respectIgnoreFiles;
    }

    /** Returns the files under the base directory that {@code pattern} matches; see {@link #glob(String, String, boolean)}. */
    public List<String> glob(String pattern) {
        return glob(pattern, ".", true);
    }

    /** Returns the files {@code pattern} matches, leaving out ignored files; see the four-argument form. */
    public List<String> glob(String pattern, String root, boolean recursive) {
        return glob(pattern, root, recursive, false);
    }

    /**
     * Returns the regular files under {@code root} whose paths relative to it match the glob {@code pattern}, as
     * {@code /}-separated relative paths, newest modification time first (ties by path), at most
     * {@value #MAX_GLOB_RESULTS}.
     *
     * <p>Glob syntax: {@code *} and {@code ?} within a name, {@code [a-z]}, {@code {a,b}}, and {@code **} across
     * directories ({@code **}{@code /*.py} also matches {@code a.py} in {@code root}). With {@code recursive} false only
     * files directly in {@code root} are returned. Symbolic links are neither followed nor returned. Hidden files (names
     * starting with {@code .}) are matched like any other. Inside a git work tree, what its ignore files ignore is left
     * out unless {@code includeIgnored} (see {@link Builder#respectIgnoreFiles}).
     *
     * @throws InvalidArgumentException when the pattern is empty, too long, absolute or has a {@code ..} component
     * @throws PathNotFoundException when {@code root} does not exist or is not a directory
     * @throws io.agenttoolkit.core.PermissionDeniedException when {@code root} lies outside the allowed roots
     */
    public List<String> glob(String pattern, String root, boolean recursive, boolean includeIgnored) {
        Objects.requireNonNull(pattern, "pattern");
        Objects.requireNonNull(root, "root");
        GlobMatcher glob = GlobMatcher.compile(SearchPatterns.relativeGlob(pattern));
        Path directory = existingDirectory(root);
        try {
            return GlobWalker.find(
                    directory, glob, recursive, MAX_GLOB_RESULTS, ignoreRules(directory, includeIgnored));
        } catch (IOException e) {
            throw new PathNotFoundException("Cannot read directory '" + root + "'", e);
        }
    }

    /** Returns up to 50 lines under the base directory that {@code pattern} finds; see {@link #grep(GrepRequest)}. */
    public List<GrepMatch> grep(String pattern) {
        return grep(GrepRequest.of(pattern));
    }

    /**
     * Returns the lines the request's regular expression finds, in sorted path order: exactly the first
     * {@code maxResults} matches of that order.
     *
     * <p>Files are visited in sorted path order, names compared component by component; binary files (a NUL byte in
     * the first 8 KiB), FIFOs, sockets, devices and unreadable files are skipped; hidden files are searched and symbolic
     * links are not followed. Inside a git work tree, files and directories its ignore files ignore ({@code .gitignore},
     * {@code .ignore}, {@code .git/info/exclude}) and the {@code .git} directory are left out, unless the request
     * {@linkplain GrepRequest#includeIgnored() includes ignored files}; a path named explicitly is searched even when
     * it is ignored. When the grep deadline runs out the
     * matches found so far are returned and a warning is logged; {@link #grepResult(GrepRequest)} says so instead.
     *
     * @throws InvalidArgumentException when the pattern is not a valid regular expression (the cause is the
     *     {@link PatternSyntaxException}), is longer than {@value #MAX_PATTERN_LENGTH} characters, or the file pattern is
     *     invalid
     * @throws PathNotFoundException when the path does not exist
     * @throws io.agenttoolkit.core.PermissionDeniedException when the path lies outside the allowed roots
     */
    public List<GrepMatch> grep(GrepRequest request) {
        GrepResult result = grepResult(request);
        if (result.deadlineExceeded()) {
            LOG.warn(
                    "grep for {} stopped after the {} deadline; {} matches returned",
                    request.pattern(),
                    grepDeadline,
                    result.matches().size());
        }
        return result.matches();
    }

    /**
     * Returns what {@link #grep(GrepRequest)} returns, together with whether the grep deadline stopped the search.
     *
     * @throws InvalidArgumentException as {@link #grep(GrepRequest)}
     * @throws PathNotFoundException as {@link #grep(GrepRequest)}
     * @throws io.agenttoolkit.core.PermissionDeniedException as {@link #grep(GrepRequest)}
     */
    public GrepResult grepResult(GrepRequest request) {
        Objects.requireNonNull(request, "request");
        Pattern pattern = SearchPatterns.regex(request.pattern());
        GlobMatcher fileFilter = request.filePattern() == null ? null : GlobMatcher.compile(request.filePattern());
        Path path = sandbox.resolve(request.path());
        BasicFileAttributes attributes = attributes(path, request.path());
        Deadline deadline = Deadline.after(grepDeadline);
        GrepEngine.Outcome outcome;
        if (attributes.isDirectory()) {
            Path start = walkStart(path, request.path());
            outcome = GrepEngine.searchDirectory(
                    start,
                    request.recursive(),
                    fileFilter,
                    ignoreRules(start, request.includeIgnored()),
                    pattern,
                    request.maxResults(),
                    deadline,
                    parallelism);
        } else if (attributes.isRegularFile()) {
            outcome = GrepEngine.searchFile(
                    path, fileName(request.path(), path), pattern, request.maxResults(), deadline);
        } else {
            outcome = new GrepEngine.Outcome(List.of(), false);
        }
        return new GrepResult(outcome.matches(), outcome.deadlineReached());
    }

    /** Returns the tree of the base directory, three levels deep; see {@link #tree(TreeRequest)}. */
    public String tree() {
        return tree(TreeRequest.builder().build());
    }

    /**
     * Returns a directory drawn as text: the first line is its name and {@code /}, then one line per entry,
     * {@code |   } for each enclosing level and {@code +-- } before the name, directories first (with a trailing
     * {@code /}), then files, each group sorted by name. At most {@value #MAX_TREE_ENTRIES} entries; when there are
     * more, a blank line and {@code ... truncated at 2000 entries} end the text. Inside a git work tree, ignored
     * entries are left out as in {@link #grep(GrepRequest)}, unless the request includes them.
     *
     * @throws InvalidArgumentException when {@code maxDepth} is below 1 or the file pattern is invalid
     * @throws PathNotFoundException when the path does not exist or is not a directory
     * @throws io.agenttoolkit.core.PermissionDeniedException when the path lies outside the allowed roots
     */
    public String tree(TreeRequest request) {
        Objects.requireNonNull(request, "request");
        if (request.maxDepth() < 1) {
            throw new InvalidArgumentException("max_depth must be 1 or greater, got " + request.maxDepth());
        }
        GlobMatcher fileFilter = request.filePattern() == null ? null : GlobMatcher.compile(request.filePattern());
        Path directory = existingDirectory(request.path());
        return TreeRenderer.render(
                directory,
                fileName(request.path(), directory),
                request.maxDepth(),
                request.showHidden(),
                fileFilter,
                ignoreRules(directory, request.includeIgnored()),
                MAX_TREE_ENTRIES);
    }

    /** Returns the ignore rules inside a walk's real start directory, or null when none apply. */
    private @Nullable IgnoreRules ignoreRules(Path start, boolean includeIgnored) {
        return respectIgnoreFiles && !includeIgnored ? IgnoreRules.forDirectory(start) : null;
    }

    private Path existingDirectory(String given) {
        Path path = sandbox.resolve(given);
        if (!Files.isDirectory(path)) {
            throw new PathNotFoundException("Directory not found: '" + given + "'");
        }
        return walkStart(path, given);
    }

    /** Returns the real path of a directory a walk starts in, since a walk does not follow a link it starts at. */
    private static Path walkStart(Path directory, String given) {
        try {
            return directory.toRealPath();
        } catch (IOException e) {
            throw new PathNotFoundException("Directory not found: '" + given + "'", e);
        }
    }

    private static BasicFileAttributes attributes(Path path, String given) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new PathNotFoundException("Path not found: '" + given + "'", e);
        }
    }

    /** Returns the name of the file or directory the caller named, as they wrote it where possible. */
    private String fileName(String given, Path resolved) {
        Path lexical = sandbox.baseDirectory().resolve(given).normalize();
        Path name = lexical.getFileName();
        if (name == null) {
            name = resolved.getFileName();
        }
        return name == null ? resolved.toString() : name.toString();
    }

    /** Collects the settings of a {@link FileSearch}. */
    public static final class Builder {
        private @Nullable Path baseDirectory;
        private List<Path> allowedRoots = List.of();
        private Duration grepDeadline = DEFAULT_GREP_DEADLINE;
        private int parallelism = Runtime.getRuntime().availableProcessors();
        private boolean respectIgnoreFiles = true;

        private Builder() {}

        /** Sets what relative paths are relative to; default the working directory. */
        public Builder baseDirectory(Path baseDirectory) {
            this.baseDirectory = Objects.requireNonNull(baseDirectory, "baseDirectory");
            return this;
        }

        /**
         * Confines every path to these directories (resolved with their symbolic links); none, the default, allows
         * every path. {@code /}, {@code /proc}, {@code /sys} and {@code /dev} are refused by {@link #build()}.
         */
        public Builder allowedRoots(Path... allowedRoots) {
            return allowedRoots(Arrays.asList(allowedRoots));
        }

        /** Confines every path to these directories; see {@link #allowedRoots(Path...)}. */
        public Builder allowedRoots(Collection<Path> allowedRoots) {
            this.allowedRoots = List.copyOf(allowedRoots);
            return this;
        }

        /**
         * Sets how long one grep may run before it stops and returns what it found (default 10 s); this is what stops
         * a catastrophically backtracking regular expression.
         */
        public Builder grepDeadline(Duration grepDeadline) {
            this.grepDeadline = Objects.requireNonNull(grepDeadline, "grepDeadline");
            return this;
        }

        /** Sets how many threads one grep over a directory uses; default the number of processors. */
        public Builder parallelism(int parallelism) {
            this.parallelism = parallelism;
            return this;
        }

        /**
         * Sets whether glob, grep and tree inside a git work tree leave out what {@code .gitignore}, {@code .ignore} and
         * {@code .git/info/exclude} ignore, and the {@code .git} directory (default true); a request's
         * {@code includeIgnored} turns it off for that request. Directories outside a git work tree have no rules.
         */
        public Builder respectIgnoreFiles(boolean respectIgnoreFiles) {
            this.respectIgnoreFiles = respectIgnoreFiles;
            return this;
        }

        /**
         * Returns the file search.
         *
         * @throws IllegalArgumentException when the deadline is not positive, the parallelism is below 1, or a root
         *     does not exist, is not a directory, or is {@code /}, {@code /proc}, {@code /sys} or {@code /dev}
         */
        public FileSearch build() {
            if (grepDeadline.isNegative() || grepDeadline.isZero()) {
                throw new IllegalArgumentException("grepDeadline must be positive, got " + grepDeadline);
            }
            if (parallelism < 1) {
                throw new IllegalArgumentException("parallelism must be at least 1, got " + parallelism);
            }
            Path base = baseDirectory != null ? baseDirectory : Path.of("").toAbsolutePath();
            return new FileSearch(this, PathSandbox.of(base, allowedRoots));
        }
    }
}
