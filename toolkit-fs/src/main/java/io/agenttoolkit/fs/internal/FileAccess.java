package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.IsADirectoryException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PathSandbox;
import io.agenttoolkit.core.PermissionDeniedException;
import io.agenttoolkit.core.TooLargeException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** The checks and file access behind {@code FileOps}: path resolution, size and digest checks, atomic stores. */
public final class FileAccess {
    private final PathSandbox sandbox;
    private final long maxFileBytes;

    /** Creates the helper for a sandbox and a size limit. */
    public FileAccess(PathSandbox sandbox, long maxFileBytes) {
        this.sandbox = sandbox;
        this.maxFileBytes = maxFileBytes;
    }

    /** A path argument: what it resolved to, and whether the name given is a symbolic link. */
    public record Target(Path resolved, boolean isSymlink) {}

    public Target target(String path) {
        Objects.requireNonNull(path, "path");
        Path resolved = sandbox.resolve(path);
        Path lexical = sandbox.baseDirectory().resolve(path).normalize();
        return new Target(resolved, Files.isSymbolicLink(lexical) || Files.isSymbolicLink(resolved));
    }

    public static void refuseSymlink(Target target, String path) {
        if (target.isSymlink()) {
            throw new PermissionDeniedException(
                    "Refusing to change '" + path + "': it is a symbolic link; change the file it points to instead");
        }
    }

    public byte[] readExisting(Target target, String shown) {
        Path file = target.resolved();
        BasicFileAttributes attributes = attributesOrNull(file);
        if (attributes == null) {
            throw new PathNotFoundException("File not found: '" + shown + "'");
        }
        if (attributes.isDirectory()) {
            throw new IsADirectoryException("'" + shown + "' is a directory, not a file");
        }
        if (!attributes.isRegularFile()) {
            throw new InvalidArgumentException("'" + shown + "' is not a regular file");
        }
        checkSize(attributes.size(), shown);
        try {
            byte[] bytes = Files.readAllBytes(file);
            checkSize(bytes.length, shown);
            return bytes;
        } catch (IOException e) {
            throw new PermissionDeniedException("Cannot read '" + shown + "'", e);
        }
    }

    public static @Nullable BasicFileAttributes attributesOrNull(Path path) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class);
        } catch (IOException e) {
            return null;
        }
    }

    public void checkSize(long size, String shown) {
        if (size > maxFileBytes) {
            throw new TooLargeException(
                    "'" + shown + "' is " + size + " bytes; file_ops handles files up to " + maxFileBytes + " bytes");
        }
    }

    public static void checkDigest(byte[] bytes, @Nullable String digest) {
        if (digest == null || digest.isBlank()) {
            throw new InvalidArgumentException("digest is required; read the file first");
        }
        if (!AtomicFiles.sha256(bytes).equalsIgnoreCase(digest.trim())) {
            throw new InvalidArgumentException("File changed since digest was issued; read it again");
        }
    }

    public static void store(Target target, byte[] bytes, String shown) {
        Path file = target.resolved();
        Set<PosixFilePermission> permissions = null;
        try {
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                permissions = Files.getPosixFilePermissions(file, LinkOption.NOFOLLOW_LINKS);
            }
        } catch (UnsupportedOperationException | IOException e) {
            permissions = null;
        }
        try {
            AtomicFiles.replace(file, bytes, permissions);
        } catch (IOException e) {
            throw new PermissionDeniedException(
                    "Cannot write '" + shown + "': " + e.getClass().getSimpleName(), e);
        }
    }

    /** Returns the offset where 1-based line {@code line} starts. */
    public static int lineOffset(String text, int line) {
        int offset = 0;
        for (int current = 1; current < line; current++) {
            int newline = text.indexOf('\n', offset);
            if (newline < 0) {
                throw new InvalidArgumentException(
                        "start_line " + line + " is past the end of the file (" + current + " lines)");
            }
            offset = newline + 1;
        }
        return offset;
    }

    public static List<Integer> occurrences(String text, String find, int from) {
        List<Integer> found = new ArrayList<>();
        for (int at = text.indexOf(find, from); at >= 0; at = text.indexOf(find, at + find.length())) {
            found.add(at);
        }
        return found;
    }
}
