package io.agenttoolkit.reader.internal;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.IsADirectoryException;
import io.agenttoolkit.core.PathNotFoundException;
import io.agenttoolkit.core.PathSandbox;
import io.agenttoolkit.core.PermissionDeniedException;
import io.agenttoolkit.core.TooLargeException;
import io.agenttoolkit.core.ToolException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

/** Resolves a path argument to a readable regular file and reads it with a size limit enforced while reading. */
public final class SourceFiles {
    private static final int FIRST_CHUNK = 64 * 1024;

    private SourceFiles() {}

    /**
     * Resolves {@code path} through the sandbox and checks that it names an existing file that is not a directory.
     *
     * @throws PathNotFoundException when nothing exists at the path
     * @throws IsADirectoryException when the path is a directory
     */
    public static Path existingFile(PathSandbox sandbox, String path) {
        Path resolved = sandbox.resolve(path);
        if (Files.isDirectory(resolved)) {
            throw new IsADirectoryException("Is a directory: " + path);
        }
        if (!Files.exists(resolved)) {
            throw new PathNotFoundException("File not found: " + path);
        }
        return resolved;
    }

    /** The bytes of a file; only {@code data[0..length)} is content. */
    public record Content(byte[] data, int length) {}

    /**
     * Reads a whole file, refusing it as soon as more than {@code limit} bytes have been read. The size the file
     * system reports is only a hint (files under {@code /proc} report 0), never trusted as the limit check.
     *
     * @throws TooLargeException when the file holds more than {@code limit} bytes
     */
    public static Content readBounded(Path file, String shown, long limit) {
        long reported = size(file);
        if (reported > limit) {
            throw new TooLargeException(
                    "File too large: " + shown + " is " + reported + " bytes, the limit is " + limit + " bytes");
        }
        int capacity = (int) Math.min(limit + 1, reported > 0 ? reported + 1 : FIRST_CHUNK);
        byte[] data = new byte[Math.max(capacity, 1)];
        int length = 0;
        try (InputStream in = Files.newInputStream(file)) {
            while (true) {
                if (length == data.length) {
                    if (length > limit) {
                        break;
                    }
                    data = Arrays.copyOf(data, (int) Math.min(limit + 1, Math.max(2L * data.length, FIRST_CHUNK)));
                }
                int read = in.read(data, length, data.length - length);
                if (read < 0) {
                    break;
                }
                length += read;
            }
        } catch (NoSuchFileException e) {
            throw new PathNotFoundException("File not found: " + shown, e);
        } catch (AccessDeniedException e) {
            throw new PermissionDeniedException("Permission denied: " + shown, e);
        } catch (IOException e) {
            throw new ToolException(ErrorKind.INTERNAL, "Cannot read " + shown + ": " + e.getMessage(), e);
        }
        if (length > limit) {
            throw new TooLargeException("File too large: " + shown + " holds more than " + limit
                    + " bytes (the limit); reading stopped at " + length + " bytes");
        }
        return new Content(data, length);
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0;
        }
    }
}
