package io.agenttoolkit.fs;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.IsADirectoryException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PathSandbox;
import io.agenttoolkit.core.PermissionDeniedException;
import io.agenttoolkit.core.TooLargeException;
import io.agenttoolkit.core.ToolException;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import io.agenttoolkit.fs.internal.AtomicFiles;
import io.agenttoolkit.fs.internal.FileAccess;
import io.agenttoolkit.fs.internal.TextFile;
import io.agenttoolkit.fs.internal.UnifiedDiff;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Reads, edits and writes text files with optimistic concurrency, the {@code file_ops} tools: {@link #read} returns a
 * SHA-256 digest of the file, and {@link #edit} and {@link #write} change an existing file only when given the digest
 * of what is on disk now, so an agent never overwrites a change it has not seen.
 *
 * <p>Writes are atomic (a temporary file in the same directory, then one move), never go through a symbolic link,
 * and keep the file's encoding (UTF-8 with or without byte-order mark, UTF-16 by mark), its line-ending style and its
 * permission bits. Paths resolve like {@link FileSearch}'s, confined to the allowed roots when set.
 *
 * <p>Immutable and thread-safe; build with {@link #builder()} or take the defaults with {@link #create()}.
 */
public final class FileOps {
    /** The largest file read or written when {@link Builder#maxFileBytes} is not set: 10 MiB. */
    public static final long DEFAULT_MAX_FILE_BYTES = 10L * 1024 * 1024;

    private final PathSandbox sandbox;
    private final long maxFileBytes;
    private final FileAccess access;

    private FileOps(PathSandbox sandbox, long maxFileBytes) {
        this.sandbox = sandbox;
        this.maxFileBytes = maxFileBytes;
        this.access = new FileAccess(sandbox, maxFileBytes);
    }

    /** Returns a builder with the defaults. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns file operations on the working directory with no allowed roots. */
    public static FileOps create() {
        return builder().build();
    }

    /** Returns a builder holding this object's settings. */
    public Builder toBuilder() {
        return new Builder()
                .baseDirectory(sandbox.baseDirectory())
                .allowedRoots(sandbox.allowedRoots())
                .maxFileBytes(maxFileBytes);
    }

    /** Returns the sandbox that resolves path arguments. */
    public PathSandbox sandbox() {
        return sandbox;
    }

    /** Returns the largest file read or written, in bytes. */
    public long maxFileBytes() {
        return maxFileBytes;
    }

    /**
     * Returns a text file's content and the digest an edit or write of it needs.
     *
     * @throws PathNotFoundException when the file does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws InvalidArgumentException when it is not a regular file or not valid UTF-8 / UTF-16 text
     * @throws TooLargeException when it is larger than {@link #maxFileBytes()}
     * @throws PermissionDeniedException when the path lies outside the allowed roots
     */
    @ToolMethod(
            name = "read",
            description = "Read a text file. Returns {content, digest, is_symlink, real_path}; pass the digest to edit "
                    + "or write to change the file.")
    public ReadResult read(@Param(value = "path", description = "File to read") String path) {
        FileAccess.Target target = access.target(path);
        byte[] bytes = access.readExisting(target, path);
        TextFile text = TextFile.decode(bytes, path);
        String realPath;
        try {
            realPath = target.resolved().toRealPath().toString();
        } catch (IOException e) {
            realPath = target.resolved().toString();
        }
        return new ReadResult(text.normalized(), AtomicFiles.sha256(bytes), target.isSymlink(), realPath);
    }

    /** Replaces the one occurrence of {@code oldString}; see {@link #edit(String, String, String, String, boolean, Integer)}. */
    public EditResult edit(String path, String oldString, String newString, String digest) {
        return edit(path, oldString, newString, digest, false, null);
    }

    /**
     * Replaces text in a file and returns the unified diff of the change with the file's new digest.
     *
     * <p>{@code oldString} must occur exactly once, unless {@code replaceAll} (every occurrence is replaced) or
     * {@code startLine} (the first occurrence starting on or after that 1-based line is replaced; with
     * {@code replaceAll}, every such occurrence) says which. In a CRLF file, {@code \n} in the strings stands for the
     * file's CRLF.
     *
     * @throws InvalidArgumentException when the digest does not match the file now ("File changed since digest was
     *     issued; read it again"), {@code oldString} is empty, equal to {@code newString}, not found ("old_string not
     *     found in file") or found several times without {@code replaceAll} or {@code startLine}
     * @throws PathNotFoundException when the file does not exist
     * @throws PermissionDeniedException when the path is a symbolic link or lies outside the allowed roots
     */
    @ToolMethod(
            name = "edit",
            description =
                    "Replace old_string with new_string in a file read before (pass its digest). old_string must "
                            + "be unique unless replace_all is true or start_line picks the occurrence. Returns {diff, digest}.",
            readOnly = false,
            destructive = true,
            idempotent = false)
    public EditResult edit(
            @Param(value = "path", description = "File to edit") String path,
            @Param(value = "old_string", description = "Exact text to replace") String oldString,
            @Param(value = "new_string", description = "Text to put in its place") String newString,
            @Param(value = "digest", description = "Digest from the last read, edit or write of this file")
                    String digest,
            @Param(
                            value = "replace_all",
                            description = "Replace every occurrence",
                            required = false,
                            defaultValue = "false")
                    boolean replaceAll,
            @Param(
                            value = "start_line",
                            description = "Replace the first occurrence starting on or after this 1-based line",
                            required = false)
                    @Nullable
                    Integer startLine) {
        Objects.requireNonNull(oldString, "oldString");
        Objects.requireNonNull(newString, "newString");
        if (oldString.isEmpty()) {
            throw new InvalidArgumentException("old_string must not be empty");
        }
        if (oldString.equals(newString)) {
            throw new InvalidArgumentException("new_string must differ from old_string");
        }
        if (startLine != null && startLine < 1) {
            throw new InvalidArgumentException("start_line must be >= 1, got " + startLine);
        }
        FileAccess.Target target = access.target(path);
        FileAccess.refuseSymlink(target, path);
        byte[] bytes = access.readExisting(target, path);
        FileAccess.checkDigest(bytes, digest);
        TextFile file = TextFile.decode(bytes, path);
        String before = file.normalized();
        String find = file.inNormalizedStyle(oldString);
        String replacement = file.inNormalizedStyle(newString);
        int from = startLine == null ? 0 : FileAccess.lineOffset(before, startLine);
        List<Integer> occurrences = FileAccess.occurrences(before, find, from);
        if (occurrences.isEmpty()) {
            throw new InvalidArgumentException(
                    startLine == null
                            ? "old_string not found in file"
                            : "old_string not found at or after line " + startLine);
        }
        if (!replaceAll && startLine == null && occurrences.size() > 1) {
            throw new InvalidArgumentException("old_string occurs " + occurrences.size() + " times in the file; "
                    + "pass replace_all=true to replace them all or start_line to choose one");
        }
        List<Integer> replaced = replaceAll ? occurrences : occurrences.subList(0, 1);
        StringBuilder after =
                new StringBuilder(before.length() + replaced.size() * (replacement.length() - find.length()));
        int copied = 0;
        for (int at : replaced) {
            after.append(before, copied, at).append(replacement);
            copied = at + find.length();
        }
        after.append(before, copied, before.length());
        byte[] updated = file.encode(after.toString());
        FileAccess.store(target, updated, path);
        return new EditResult(UnifiedDiff.diff(before, after.toString(), path), AtomicFiles.sha256(updated));
    }

    /** Overwrites or creates a file; see {@link #write(String, String, String, WriteMode)}. */
    public WriteResult write(String path, String content, @Nullable String digest) {
        return write(path, content, digest, WriteMode.OVERWRITE);
    }

    /**
     * Writes a file and returns its new digest. A new file needs no digest (and its directories are created); an
     * existing file needs the digest of what is on disk now, and keeps its encoding, line-ending style and permissions.
     *
     * @throws InvalidArgumentException when an existing file's digest is missing or does not match ("File changed since
     *     digest was issued; read it again"), or a digest is given for a file that does not exist
     * @throws IsADirectoryException when the path is a directory
     * @throws TooLargeException when the result would be larger than {@link #maxFileBytes()}
     * @throws PermissionDeniedException when the path is a symbolic link or lies outside the allowed roots
     */
    @ToolMethod(
            name = "write",
            description =
                    "Create a file, or overwrite / append to an existing one (pass the digest from its last read). "
                            + "Returns {digest}.",
            readOnly = false,
            destructive = true,
            idempotent = false)
    public WriteResult write(
            @Param(value = "path", description = "File to write") String path,
            @Param(value = "content", description = "Text to write") String content,
            @Param(
                            value = "digest",
                            description = "Digest of the existing file from its last read; omit for a new file",
                            required = false)
                    @Nullable
                    String digest,
            @Param(
                            value = "mode",
                            description = "overwrite replaces the contents, append adds to the end",
                            required = false,
                            defaultValue = "\"overwrite\"")
                    WriteMode mode) {
        Objects.requireNonNull(content, "content");
        WriteMode writeMode = mode == null ? WriteMode.OVERWRITE : mode;
        FileAccess.Target target = access.target(path);
        FileAccess.refuseSymlink(target, path);
        BasicFileAttributes attributes = FileAccess.attributesOrNull(target.resolved());
        byte[] updated;
        if (attributes == null) {
            if (digest != null) {
                throw new InvalidArgumentException("'" + path + "' does not exist; omit digest to create it");
            }
            updated = TextFile.empty().encodeRaw(content);
            access.checkSize(updated.length, path);
            try {
                Path parent = target.resolved().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
            } catch (IOException e) {
                throw new ToolException(ErrorKind.INTERNAL, "Cannot create the directory of '" + path + "'", e);
            }
        } else {
            if (digest == null) {
                throw new InvalidArgumentException(
                        "'" + path + "' already exists; read it and pass its digest to change it");
            }
            byte[] bytes = access.readExisting(target, path);
            FileAccess.checkDigest(bytes, digest);
            TextFile file;
            try {
                file = TextFile.decode(bytes, path);
            } catch (InvalidArgumentException e) {
                if (writeMode == WriteMode.APPEND) {
                    throw e;
                }
                file = TextFile.empty();
            }
            String text = file.inFileStyle(content);
            updated = file.encodeRaw(writeMode == WriteMode.APPEND ? file.text() + text : text);
            access.checkSize(updated.length, path);
        }
        FileAccess.store(target, updated, path);
        return new WriteResult(AtomicFiles.sha256(updated));
    }

    /** Collects the settings of a {@link FileOps}. */
    public static final class Builder {
        private @Nullable Path baseDirectory;
        private List<Path> allowedRoots = List.of();
        private long maxFileBytes = DEFAULT_MAX_FILE_BYTES;

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

        /** Sets the largest file read or written, in bytes; default 10 MiB. */
        public Builder maxFileBytes(long maxFileBytes) {
            this.maxFileBytes = maxFileBytes;
            return this;
        }

        /**
         * Returns the file operations.
         *
         * @throws IllegalArgumentException when {@code maxFileBytes} is not positive or a root does not exist, is not a
         *     directory, or is {@code /}, {@code /proc}, {@code /sys} or {@code /dev}
         */
        public FileOps build() {
            if (maxFileBytes < 1) {
                throw new IllegalArgumentException("maxFileBytes must be positive, got " + maxFileBytes);
            }
            Path base = baseDirectory != null ? baseDirectory : Path.of("").toAbsolutePath();
            return new FileOps(PathSandbox.of(base, allowedRoots), maxFileBytes);
        }
    }
}
