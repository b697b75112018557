package io.agenttoolkit.fs;

import java.util.Objects;

/**
 * What {@link FileOps#edit} changed.
 *
 * @param diff unified diff of the change ({@code diff -u} form, three lines of context, {@code \n} line breaks)
 * @param digest lower-case hex SHA-256 of the file's new bytes, to present with the next edit or write
 */
public record EditResult(String diff, String digest) {

    /** Creates a result; no component may be null. */
    public EditResult {
        Objects.requireNonNull(diff, "diff");
        Objects.requireNonNull(digest, "digest");
    }
}
