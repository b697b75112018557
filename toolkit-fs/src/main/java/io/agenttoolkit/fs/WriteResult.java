package io.agenttoolkit.fs;

import java.util.Objects;

/**
 * What {@link FileOps#write} left on disk.
 *
 * @param digest lower-case hex SHA-256 of the file's new bytes, to present with the next edit or write
 */
public record WriteResult(String digest) {

    /** Creates a result; the digest must not be null. */
    public WriteResult {
        Objects.requireNonNull(digest, "digest");
    }
}
