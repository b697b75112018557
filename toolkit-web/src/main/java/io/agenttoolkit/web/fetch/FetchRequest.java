package io.agenttoolkit.web.fetch;

import io.agenttoolkit.core.InvalidArgumentException;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One fetch: the URL, the time budget for the whole call, an optional proxy and the strategy.
 *
 * @param url the page to fetch; only {@code http} and {@code https}
 * @param timeout the budget for the whole call, every stage and retry included; default 30 s
 * @param proxy an HTTP proxy ({@code http://host:port}) for this call, or null for the fetcher's own setting
 * @param strategy which stage to run; default {@link FetchStrategy#AUTO}
 */
public record FetchRequest(
        String url, Duration timeout, @Nullable URI proxy, FetchStrategy strategy) {

    /** The default budget of a call. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    /** The longest budget a call may ask for. */
    public static final Duration MAX_TIMEOUT = Duration.ofMinutes(10);

    /**
     * Creates a request.
     *
     * @throws InvalidArgumentException when the URL is blank or the timeout is not positive or longer than
     *     {@link #MAX_TIMEOUT}
     */
    public FetchRequest {
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(timeout, "timeout");
        Objects.requireNonNull(strategy, "strategy");
        if (url.isBlank()) {
            throw new InvalidArgumentException("url must not be blank");
        }
        if (timeout.isNegative() || timeout.isZero() || timeout.compareTo(MAX_TIMEOUT) > 0) {
            throw new InvalidArgumentException(
                    "timeout must be > 0 and <= " + MAX_TIMEOUT.toSeconds() + " s, got " + seconds(timeout) + " s");
        }
    }

    /** Returns a request for the URL with the defaults: 30 s, no proxy, {@link FetchStrategy#AUTO}. */
    public static FetchRequest of(String url) {
        return new FetchRequest(url, DEFAULT_TIMEOUT, null, FetchStrategy.AUTO);
    }

    /** Returns a copy of this request with another budget. */
    public FetchRequest withTimeout(Duration timeout) {
        return new FetchRequest(url, timeout, proxy, strategy);
    }

    /** Returns a copy of this request with another proxy (null for the fetcher's own setting). */
    public FetchRequest withProxy(@Nullable URI proxy) {
        return new FetchRequest(url, timeout, proxy, strategy);
    }

    /** Returns a copy of this request with another strategy. */
    public FetchRequest withStrategy(FetchStrategy strategy) {
        return new FetchRequest(url, timeout, proxy, strategy);
    }

    private static String seconds(Duration duration) {
        return String.valueOf(duration.toMillis() / 1000.0);
    }
}
