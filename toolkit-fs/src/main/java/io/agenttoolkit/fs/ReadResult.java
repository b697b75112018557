package io.agenttoolkit.fs;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;

/**
 * A file's text as {@link FileOps#read(String)} returns it, with the digest that later edits and writes must present.
 *
 * @param content the text; a file whose lines all end in CRLF is shown with {@code \n} line breaks (edits and writes
 *     put the CRLFs back); a byte-order mark is not part of it
 * @param digest lower-case hex SHA-256 of the file's bytes
 * @param isSymlink whether the path given names a symbolic link (the content is then its target's)
 * @param realPath the file's real path, with every symbolic link resolved
 */
public record ReadResult(
        String content,
        String digest,
        @JsonProperty("is_symlink") boolean isSymlink,
        @JsonProperty("real_path") String realPath) {

    /** Creates a result; no component may be null. */
    public ReadResult {
        Objects.requireNonNull(content, "content");
        Objects.requireNonNull(digest, "digest");
        Objects.requireNonNull(realPath, "realPath");
    }
}
