package io.agenttoolkit.core.tool;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The bearer tokens a tool server accepts, and the constant-time check of an {@code Authorization} header against
 * them.
 *
 * <p>Tokens come from the environment: {@value #TOKEN_VARIABLE} (one token or several, comma-separated) together with
 * the lines of the file named by {@value #TOKENS_FILE_VARIABLE} (blank lines and lines starting with {@code #}
 * skipped). Both sources are used when both are set. No token means authentication is disabled.
 *
 * <p>Immutable and thread-safe. The tokens are kept only as SHA-256 digests and never appear in {@link #toString()}.
 */
public final class BearerTokens {
    /** Environment variable holding one token or several comma-separated tokens. */
    public static final String TOKEN_VARIABLE = "API_BEARER_TOKEN";

    /** Environment variable naming a file with one token per line. */
    public static final String TOKENS_FILE_VARIABLE = "API_BEARER_TOKENS_FILE";

    private static final String SCHEME = "bearer";
    private static final BearerTokens DISABLED = new BearerTokens(List.of());

    private final List<byte[]> digests;

    private BearerTokens(List<byte[]> digests) {
        this.digests = digests;
    }

    /**
     * Returns the tokens configured in the process's environment.
     *
     * @throws IllegalArgumentException when {@value #TOKENS_FILE_VARIABLE} names a file that cannot be read
     */
    public static BearerTokens fromEnvironment() {
        return from(System.getenv());
    }

    /**
     * Returns the tokens configured in the given environment variables.
     *
     * @throws IllegalArgumentException when {@value #TOKENS_FILE_VARIABLE} names a file that cannot be read (the
     *     message names the file, never a token)
     */
    public static BearerTokens from(Map<String, String> environment) {
        Objects.requireNonNull(environment, "environment");
        Set<String> tokens = new LinkedHashSet<>();
        String inline = environment.get(TOKEN_VARIABLE);
        if (inline != null) {
            for (String part : inline.split(",")) {
                addToken(tokens, part);
            }
        }
        String file = environment.get(TOKENS_FILE_VARIABLE);
        if (file != null && !file.isBlank()) {
            Path path = Path.of(file.trim());
            List<String> lines;
            try {
                lines = Files.readAllLines(path, StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                throw new IllegalArgumentException(
                        TOKENS_FILE_VARIABLE + " names a file that cannot be read: " + path + " ("
                                + e.getClass().getSimpleName() + ")",
                        e);
            }
            for (String line : lines) {
                if (!line.strip().startsWith("#")) {
                    addToken(tokens, line);
                }
            }
        }
        return of(tokens);
    }

    /** Returns a set that accepts exactly the given tokens; blank ones are ignored, none means disabled. */
    public static BearerTokens of(Iterable<String> tokens) {
        Set<String> unique = new LinkedHashSet<>();
        for (String token : tokens) {
            addToken(unique, token);
        }
        if (unique.isEmpty()) {
            return DISABLED;
        }
        List<byte[]> digests = new ArrayList<>();
        for (String token : unique) {
            digests.add(sha256(token));
        }
        return new BearerTokens(List.copyOf(digests));
    }

    /** Returns a set with no token: {@link #isEnabled()} is false and {@link #verify(String)} accepts nothing. */
    public static BearerTokens disabled() {
        return DISABLED;
    }

    private static void addToken(Set<String> tokens, @Nullable String candidate) {
        if (candidate != null && !candidate.isBlank()) {
            tokens.add(candidate.strip());
        }
    }

    /** Returns whether any token is configured, that is whether requests must authenticate. */
    public boolean isEnabled() {
        return !digests.isEmpty();
    }

    /** Returns how many distinct tokens are configured. */
    public int size() {
        return digests.size();
    }

    /**
     * Returns whether an {@code Authorization} header value ({@code Bearer <token>}) carries one of the tokens. The
     * scheme is case-insensitive. The comparison takes the same time whichever token matches, and checks every
     * token. A missing header, another scheme or an empty token is refused; when no token is configured, nothing is
     * accepted (callers check {@link #isEnabled()} first).
     */
    public boolean verify(@Nullable String authorizationHeader) {
        if (authorizationHeader == null) {
            return false;
        }
        String header = authorizationHeader.strip();
        if (header.length() <= SCHEME.length()
                || !header.regionMatches(true, 0, SCHEME, 0, SCHEME.length())
                || !Character.isWhitespace(header.charAt(SCHEME.length()))) {
            return false;
        }
        String token = header.substring(SCHEME.length()).strip();
        if (token.isEmpty()) {
            return false;
        }
        byte[] presented = sha256(token);
        boolean matched = false;
        for (byte[] digest : digests) {
            matched |= MessageDigest.isEqual(digest, presented);
        }
        return matched;
    }

    private static byte[] sha256(String token) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    @Override
    public String toString() {
        return isEnabled() ? "BearerTokens{" + digests.size() + " token(s)}" : "BearerTokens{disabled}";
    }
}
