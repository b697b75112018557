package io.agenttoolkit.web.search.internal;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Reads and checks the configured API keys without ever putting one in a message. */
public final class ApiKeys {
    private ApiKeys() {}

    /**
     * Returns the keys: the given ones, else the comma-separated environment value; stripped, blanks dropped,
     * duplicates kept once.
     *
     * @throws IllegalArgumentException when no key is left (naming {@code variable}) or a key holds whitespace,
     *     control or non-ASCII characters (naming its position, never its value)
     */
    public static List<String> resolve(
            @Nullable List<String> given, @Nullable String environmentValue, String variable) {
        List<String> candidates = given;
        if (candidates == null) {
            candidates = environmentValue == null ? List.of() : List.of(environmentValue.split(",", -1));
        }
        Set<String> keys = new LinkedHashSet<>();
        int position = 0;
        for (String key : candidates) {
            position++;
            String stripped = key.strip();
            if (stripped.isEmpty()) {
                continue;
            }
            if (!stripped.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
                throw new IllegalArgumentException("API key #" + position
                        + " holds whitespace, control or non-ASCII characters; check " + variable);
            }
            keys.add(stripped);
        }
        if (keys.isEmpty()) {
            throw new IllegalArgumentException(
                    "no search API key configured: set " + variable + " or call apiKeys(...)");
        }
        return List.copyOf(keys);
    }
}
