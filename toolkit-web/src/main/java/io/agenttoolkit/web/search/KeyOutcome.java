package io.agenttoolkit.web.search;

import io.agenttoolkit.core.ErrorKind;
import java.time.Duration;

/** Returns what a provider request said about the key it used, and so how long the key rests. */
public enum KeyOutcome {
    /** The provider accepted the key (whatever the request's own result); the key does not rest. */
    OK(Duration.ZERO, ErrorKind.UPSTREAM),
    /** The provider refused the key (HTTP 401 or 403): it rests for an hour. */
    UNAUTHORIZED(Duration.ofHours(1), ErrorKind.UNAUTHORIZED),
    /** The provider rate-limited the key (HTTP 429): it rests for five minutes. */
    RATE_LIMITED(Duration.ofMinutes(5), ErrorKind.UPSTREAM),
    /** The provider's error header on an HTTP 200 (account suspended, quota reached): it rests for an hour. */
    PROVIDER_ERROR(Duration.ofHours(1), ErrorKind.UPSTREAM);

    private final Duration rest;
    private final ErrorKind kind;

    KeyOutcome(Duration rest, ErrorKind kind) {
        this.rest = rest;
        this.kind = kind;
    }

    /** Returns how long a key with this outcome is skipped; zero for {@link #OK}. */
    public Duration rest() {
        return rest;
    }

    /** Returns the kind of the failure a search gets while every key rests with this outcome. */
    public ErrorKind errorKind() {
        return kind;
    }
}
