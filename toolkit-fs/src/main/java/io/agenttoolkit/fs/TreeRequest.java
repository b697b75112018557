package io.agenttoolkit.fs;

import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Which directory tree to draw: the directory, how deep, whether hidden entries show, and a glob on file names.
 *
 * <p>Immutable; build with {@link #builder()}.
 */
public final class TreeRequest {
    /** Depth drawn when {@link Builder#maxDepth(int)} is not called. */
    public static final int DEFAULT_MAX_DEPTH = 3;

    private final String path;
    private final int maxDepth;
    private final boolean showHidden;
    private final @Nullable String filePattern;
    private final boolean includeIgnored;

    private TreeRequest(Builder builder) {
        this.path = builder.path;
        this.maxDepth = builder.maxDepth;
        this.showHidden = builder.showHidden;
        this.filePattern = builder.filePattern;
        this.includeIgnored = builder.includeIgnored;
    }

    /** Returns a builder with the defaults: {@code "."}, depth 3, hidden entries left out, every file. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a builder holding this request's settings. */
    public Builder toBuilder() {
        return new Builder()
                .path(path)
                .maxDepth(maxDepth)
                .showHidden(showHidden)
                .filePattern(filePattern)
                .includeIgnored(includeIgnored);
    }

    /** Returns the directory drawn, as given; default {@code "."}. */
    public String path() {
        return path;
    }

    /** Returns how many levels are drawn below the directory; default 3. */
    public int maxDepth() {
        return maxDepth;
    }

    /** Returns whether entries whose names start with {@code .} are drawn; default false. */
    public boolean showHidden() {
        return showHidden;
    }

    /** Returns the glob file names must match to be drawn (directories always are), or null for every file. */
    public @Nullable String filePattern() {
        return filePattern;
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
        return "TreeRequest{path=" + path + ", maxDepth=" + maxDepth + ", showHidden=" + showHidden + ", filePattern="
                + filePattern + ", includeIgnored=" + includeIgnored + "}";
    }

    /** Collects the settings of a {@link TreeRequest}. */
    public static final class Builder {
        private String path = ".";
        private int maxDepth = DEFAULT_MAX_DEPTH;
        private boolean showHidden;
        private @Nullable String filePattern;
        private boolean includeIgnored;

        private Builder() {}

        /** Sets the directory to draw, relative to the base directory; default {@code "."}. */
        public Builder path(String path) {
            this.path = Objects.requireNonNull(path, "path");
            return this;
        }

        /**
         * Sets how many levels to draw; at least 1, default 3. A smaller value is refused when the tree is drawn, with
         * {@link io.agenttoolkit.core.InvalidArgumentException}.
         */
        public Builder maxDepth(int maxDepth) {
            this.maxDepth = maxDepth;
            return this;
        }

        /** Sets whether entries whose names start with {@code .} are drawn; default false. */
        public Builder showHidden(boolean showHidden) {
            this.showHidden = showHidden;
            return this;
        }

        /** Sets a glob that file names must match to be drawn, e.g. {@code *.py}; null for every file. */
        public Builder filePattern(@Nullable String filePattern) {
            this.filePattern = filePattern;
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
        public TreeRequest build() {
            return new TreeRequest(this);
        }
    }
}
