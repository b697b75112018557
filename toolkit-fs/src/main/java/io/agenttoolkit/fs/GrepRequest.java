package io.agenttoolkit.fs;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What to grep for and where: a Java regular expression, a file or directory, whether to descend into
 * subdirectories, a glob on file names, and how many matches to return.
 *
 * <p>Immutable; build with {@link #builder(String)}.
 */
public final class GrepRequest {
    /** Matches returned when {@link Builder#maxResults(int)} is not called. */
    public static final int DEFAULT_MAX_RESULTS = 50;
    /** The most matches one grep returns; larger {@code maxResults} are clamped to this. */
    public static final int MAX_RESULTS_LIMIT = 200;

    private final String pattern;
    private final String path;
    private final boolean recursive;
    private final @Nullable String filePattern;
    private final boolean includeIgnored;
    private final int maxResults;

    private GrepRequest(Builder builder) {
        this.pattern = builder.pattern;
        this.path = builder.path;
        this.recursive = builder.recursive;
        this.filePattern = builder.filePattern;
        this.includeIgnored = builder.includeIgnored;
        this.maxResults = Math.max(1, Math.min(MAX_RESULTS_LIMIT, builder.maxResults));
    }

    /** Returns a builder for a grep of {@code pattern} (a Java regular expression) with the defaults. */
    public static Builder builder(String pattern) {
        return new Builder(pattern);
    }

    /** Returns a request for {@code pattern} with every other setting at its default. */
    public static GrepRequest of(String pattern) {
        return builder(pattern).build();
    }

    /** Returns a builder holding this request's settings. */
    public Builder toBuilder() {
        return new Builder(pattern)
                .path(path)
                .recursive(recursive)
                .filePattern(filePattern)
                .includeIgnored(includeIgnored)
                .maxResults(maxResults);
    }

    /** Returns the regular expression. */
    public String pattern() {
        return pattern;
    }

    /** Returns the file or directory searched, as given; default {@code "."}. */
    public String path() {
        return path;
    }

    /** Returns whether subdirectories are searched; default true. */
    public boolean recursive() {
        return recursive;
    }

    /** Returns the glob file names must match, or null for every file. */
    public @Nullable String filePattern() {
        return filePattern;
    }

    /** Returns the most matches returned, already clamped to 1..{@value #MAX_RESULTS_LIMIT}. */
    public int maxResults() {
        return maxResults;
    }

    /**
     * Returns whether files and directories a git work tree's ignore files ignore (and {@code .git}) are included;
     * default false.
     */
    public boolean includeIgnored() {
        return includeIgnored;
    }

    @Override
    public String toString() {
        return "GrepRequest{pattern=" + pattern + ", path=" + path + ", recursive=" + recursive + ", filePattern="
                + filePattern + ", maxResults=" + maxResults + ", includeIgnored=" + includeIgnored + "}";
    }

    /** Collects the settings of a {@link GrepRequest}. */
    public static final class Builder {
        private final String pattern;
        private String path = ".";
        private boolean recursive = true;
        private @Nullable String filePattern;
        private boolean includeIgnored;
        private int maxResults = DEFAULT_MAX_RESULTS;

        private Builder(String pattern) {
            this.pattern = Objects.requireNonNull(pattern, "pattern");
        }

        /** Sets the file or directory to search, relative to the base directory; default {@code "."}. */
        public Builder path(String path) {
            this.path = Objects.requireNonNull(path, "path");
            return this;
        }

        /** Sets whether subdirectories are searched; default true. */
        public Builder recursive(boolean recursive) {
            this.recursive = recursive;
            return this;
        }

        /** Sets a glob matched against each file's name (not its path), e.g. {@code *.java}; null for all files. */
        public Builder filePattern(@Nullable String filePattern) {
            this.filePattern = filePattern;
            return this;
        }

        /** Sets the most matches to return; clamped to 1..{@value #MAX_RESULTS_LIMIT}; default 50. */
        public Builder maxResults(int maxResults) {
            this.maxResults = maxResults;
            return this;
        }

        /**
         * Sets whether what a git work tree's {@code .gitignore}, {@code .ignore} and {@code .git/info/exclude} ignore
         * is included, and {@code .git}; default false (the {@code include_ignored} tool parameter).
         */
        public Builder includeIgnored(boolean includeIgnored) {
            this.includeIgnored = includeIgnored;
            return this;
        }

        /** Returns the request. */
        public GrepRequest build() {
            return new GrepRequest(this);
        }
    }
}
