package io.agenttoolkit.fs.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;

/** Atomic replacement of a file's contents, and the SHA-256 digests that guard it. */
public final class AtomicFiles {
    private AtomicFiles() {}

    /** Returns the lower-case hex SHA-256 of the bytes. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    /**
     * Writes {@code bytes} to a temporary file in the target's directory, flushes it to disk, gives it
     * {@code permissions} (when not null) and moves it over {@code target} in one step, so readers see the old or the
     * new contents, never a mix. The move replaces a directory entry; it never writes through a symbolic link.
     */
    public static void replace(Path target, byte[] bytes, @Nullable Set<PosixFilePermission> permissions)
            throws IOException {
        Path directory = target.toAbsolutePath().getParent();
        Path temp = directory.resolve("." + target.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        boolean moved = false;
        try {
            try (FileChannel channel =
                    FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            if (permissions != null) {
                Files.setPosixFilePermissions(temp, permissions);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }
}
