package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import io.agenttoolkit.fs.FileSearch;
import io.agenttoolkit.fs.GrepMatch;
import io.agenttoolkit.fs.GrepRequest;
import io.agenttoolkit.fs.GrepResult;
import io.agenttoolkit.fs.TreeRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The {@code fs/file_search} tools ({@code glob}, {@code grep}, {@code tree}) over a {@link FileSearch}, with the
 * parameter names and defaults of the specification §4.2–4.4.
 *
 * <p>The tool form of grep returns the specification's array of matches; when the deadline stopped the search, one
 * more element is appended with {@code file} {@code ""}, {@code line_number} 0 and a {@code content} saying that the
 * matches are incomplete.
 */
public final class FileSearchTools {
    /** The description of the {@code include_ignored} parameter that glob, grep and tree share. */
    private static final String INCLUDE_IGNORED = "Include what .gitignore, .ignore and .git/info/exclude ignore inside"
            + " a git work tree, and the .git directory";

    private final FileSearch search;

    /** Creates the tools over a configured file search. */
    public FileSearchTools(FileSearch search) {
        this.search = Objects.requireNonNull(search, "search");
    }

    /** Returns the file search the tools use. */
    public FileSearch fileSearch() {
        return search;
    }

    /** Returns the matching files, newest first. */
    @ToolMethod(
            name = "glob",
            description =
                    "Find files whose paths match a glob pattern such as **/*.py. Returns paths relative to root, "
                            + "most recently modified first, at most 1000. Inside a git repository, files its ignore "
                            + "files exclude (build output etc.) are left out unless include_ignored is true.")
    public List<String> glob(
            @Param(value = "pattern", description = "Glob pattern, e.g. **/*.py or src/**/*.{java,kt}") String pattern,
            @Param(value = "root", description = "Directory to search in", required = false, defaultValue = "\".\"")
                    String root,
            @Param(
                            value = "recursive",
                            description =
                                    "Whether ** descends into subdirectories; false keeps only files directly in root",
                            required = false,
                            defaultValue = "true")
                    boolean recursive,
            @Param(value = "include_ignored", description = INCLUDE_IGNORED, required = false, defaultValue = "false")
                    boolean includeIgnored) {
        return search.glob(pattern, root, recursive, includeIgnored);
    }

    /** Returns the matching lines, with a trailing notice when the deadline stopped the search. */
    @ToolMethod(
            name = "grep",
            description = "Search file contents with a Java regular expression. Files are visited in sorted path order "
                    + "and the first max_results matching lines are returned as {file, line_number, content}. Binary "
                    + "files are skipped, and inside a git repository so is what its ignore files exclude unless "
                    + "include_ignored is true. If the search runs out of time, a last entry with line_number 0 says "
                    + "the results are incomplete.")
    public List<GrepMatch> grep(
            @Param(value = "pattern", description = "Regular expression (Java syntax)") String pattern,
            @Param(
                            value = "path",
                            description = "File or directory to search",
                            required = false,
                            defaultValue = "\".\"")
                    String path,
            @Param(value = "recursive", description = "Search subdirectories", required = false, defaultValue = "true")
                    boolean recursive,
            @Param(
                            value = "file_pattern",
                            description = "Glob matched against each file's name (not its path), e.g. *.py",
                            required = false)
                    @Nullable
                    String filePattern,
            @Param(
                            value = "max_results",
                            description = "Maximum number of matches; clamped to 1..200",
                            required = false,
                            defaultValue = "50")
                    int maxResults,
            @Param(value = "include_ignored", description = INCLUDE_IGNORED, required = false, defaultValue = "false")
                    boolean includeIgnored) {
        GrepResult result = search.grepResult(GrepRequest.builder(pattern)
                .path(path)
                .recursive(recursive)
                .filePattern(filePattern)
                .maxResults(maxResults)
                .includeIgnored(includeIgnored)
                .build());
        if (!result.deadlineExceeded()) {
            return result.matches();
        }
        List<GrepMatch> matches = new ArrayList<>(result.matches());
        matches.add(new GrepMatch(
                "",
                0,
                "[grep stopped: the " + describe(search) + " search deadline ran out; the "
                        + result.matches().size()
                        + " matches above are incomplete. Narrow the path or simplify the pattern.]"));
        return matches;
    }

    /** Returns the directory tree as text. */
    @ToolMethod(
            name = "tree",
            description = "Show a directory as a tree: directories first, then files, directories with a trailing /; "
                    + "at most 2000 entries; inside a git repository, ignored entries are left out unless "
                    + "include_ignored is true.")
    public String tree(
            @Param(value = "path", description = "Directory to show", required = false, defaultValue = "\".\"")
                    String path,
            @Param(
                            value = "max_depth",
                            description = "How many levels to show; at least 1",
                            required = false,
                            defaultValue = "3")
                    int maxDepth,
            @Param(
                            value = "show_hidden",
                            description = "Show entries whose names start with a dot",
                            required = false,
                            defaultValue = "false")
                    boolean showHidden,
            @Param(
                            value = "file_pattern",
                            description = "Glob that file names must match to be shown (directories always are)",
                            required = false)
                    @Nullable
                    String filePattern,
            @Param(value = "include_ignored", description = INCLUDE_IGNORED, required = false, defaultValue = "false")
                    boolean includeIgnored) {
        return search.tree(TreeRequest.builder()
                .path(path)
                .maxDepth(maxDepth)
                .showHidden(showHidden)
                .filePattern(filePattern)
                .includeIgnored(includeIgnored)
                .build());
    }

    private static String describe(FileSearch search) {
        long millis = search.grepDeadline().toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
