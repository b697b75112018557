package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.fs.FileSearch;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** Checks and compiles the patterns {@code FileSearch} is given. */
public final class SearchPatterns {
    private SearchPatterns() {}

    /**
     * Compiles a grep pattern after checking its length.
     *
     * @throws InvalidArgumentException when it is too long or invalid (the cause is the {@link PatternSyntaxException})
     */
    public static Pattern regex(String regex) {
        if (regex.length() > FileSearch.MAX_PATTERN_LENGTH) {
            throw new InvalidArgumentException(
                    "pattern must be at most " + FileSearch.MAX_PATTERN_LENGTH + " characters, got " + regex.length());
        }
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            throw new InvalidArgumentException(
                    "Invalid regular expression: " + e.getDescription()
                            + (e.getIndex() >= 0 ? " near index " + e.getIndex() : ""),
                    e);
        } catch (StackOverflowError e) {
            throw new InvalidArgumentException("Invalid regular expression: it is nested too deeply");
        }
    }

    /**
     * Refuses globs that could name something outside the root, and drops a leading {@code ./}.
     *
     * @throws InvalidArgumentException when the pattern is absolute or has a {@code ..} component
     */
    public static String relativeGlob(String pattern) {
        if (pattern.startsWith("/") || pattern.startsWith("\\") || pattern.matches("^[A-Za-z]:.*")) {
            throw new InvalidArgumentException("glob pattern must be relative, got '" + pattern + "'");
        }
        for (String part : pattern.split("[/\\\\{},]", -1)) {
            if (part.equals("..")) {
                throw new InvalidArgumentException("glob pattern must not contain '..', got '" + pattern + "'");
            }
        }
        String stripped = pattern;
        while (stripped.startsWith("./")) {
            stripped = stripped.substring(2);
        }
        return stripped;
    }
}
