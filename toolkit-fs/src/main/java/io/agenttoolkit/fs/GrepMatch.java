package io.agenttoolkit.fs;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Objects;

/**
 * One line that matched a grep: the file it is in, its 1-based line number, and the line itself.
 *
 * @param file path of the file relative to the searched directory, with {@code /} separators; for a single-file search,
 *     the file's name
 * @param lineNumber 1-based number of the line in the file
 * @param content the matching line with surrounding whitespace stripped, cut to at most 500 characters around the
 *     match
 */
public record GrepMatch(
        String file, @JsonProperty("line_number") int lineNumber, String content) {

    /** Creates a match; {@code file} and {@code content} must not be null. */
    public GrepMatch {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(content, "content");
    }
}
