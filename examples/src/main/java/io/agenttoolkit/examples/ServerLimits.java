package io.agenttoolkit.examples;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The load limits of the tool server: how many MCP sessions live and for how long, how many tool calls run at once
 * and how long the rest wait, and how long shutdown waits for calls in flight.
 *
 * @param maxSessions the most MCP HTTP sessions alive at once (default 1,000)
 * @param sessionIdleTimeout how long an MCP HTTP session may go without a request before it is closed (default 30
 *     minutes)
 * @param maxCalls the most CPU-bound tool calls running at once (default 4 per core)
 * @param maxNetworkCalls the most network-bound (fetch, search) tool calls running at once (default 16)
 * @param callQueueWait how long a tool call waits for a free slot before it is refused as busy (default 10 s)
 * @param shutdownGrace how long shutdown waits for requests in flight (default 10 s)
 */
public record ServerLimits(
        int maxSessions,
        Duration sessionIdleTimeout,
        int maxCalls,
        int maxNetworkCalls,
        Duration callQueueWait,
        Duration shutdownGrace) {

    /** The command-line options these limits are read from, for the usage text. */
    static final String USAGE = "[--max-sessions 1000] [--session-idle-timeout 30m] [--max-calls N]"
            + " [--max-network-calls 16] [--call-queue-wait 10s] [--shutdown-grace 10s]";

    /**
     * Checks the limits.
     *
     * @throws IllegalArgumentException naming the limit that is out of range
     */
    public ServerLimits {
        Objects.requireNonNull(sessionIdleTimeout, "sessionIdleTimeout");
        Objects.requireNonNull(callQueueWait, "callQueueWait");
        Objects.requireNonNull(shutdownGrace, "shutdownGrace");
        atLeastOne("maxSessions", maxSessions);
        atLeastOne("maxCalls", maxCalls);
        atLeastOne("maxNetworkCalls", maxNetworkCalls);
        if (sessionIdleTimeout.isNegative() || sessionIdleTimeout.isZero()) {
            throw new IllegalArgumentException("sessionIdleTimeout must be positive, got " + sessionIdleTimeout);
        }
        if (callQueueWait.isNegative()) {
            throw new IllegalArgumentException("callQueueWait must not be negative, got " + callQueueWait);
        }
        if (shutdownGrace.isNegative()) {
            throw new IllegalArgumentException("shutdownGrace must not be negative, got " + shutdownGrace);
        }
    }

    /** Returns the default limits. */
    public static ServerLimits defaults() {
        return new ServerLimits(
                1000,
                Duration.ofMinutes(30),
                4 * Runtime.getRuntime().availableProcessors(),
                16,
                Duration.ofSeconds(10),
                Duration.ofSeconds(10));
    }

    /** Returns a new limiter that enforces these call limits. */
    public ToolCallLimiter newLimiter() {
        return ToolCallLimiter.builder()
                .maxCalls(maxCalls)
                .maxNetworkCalls(maxNetworkCalls)
                .maxWait(callQueueWait)
                .build();
    }

    /**
     * Returns these limits with one command-line option applied, or null when {@code name} is not a limit option.
     *
     * @throws IllegalArgumentException when the value is not a valid number or duration for the option
     */
    @Nullable
    ServerLimits option(String name, String value) {
        return switch (name) {
            case "--max-sessions" ->
                new ServerLimits(
                        count(name, value),
                        sessionIdleTimeout,
                        maxCalls,
                        maxNetworkCalls,
                        callQueueWait,
                        shutdownGrace);
            case "--session-idle-timeout" ->
                new ServerLimits(
                        maxSessions, duration(name, value), maxCalls, maxNetworkCalls, callQueueWait, shutdownGrace);
            case "--max-calls" ->
                new ServerLimits(
                        maxSessions,
                        sessionIdleTimeout,
                        count(name, value),
                        maxNetworkCalls,
                        callQueueWait,
                        shutdownGrace);
            case "--max-network-calls" ->
                new ServerLimits(
                        maxSessions, sessionIdleTimeout, maxCalls, count(name, value), callQueueWait, shutdownGrace);
            case "--call-queue-wait" ->
                new ServerLimits(
                        maxSessions,
                        sessionIdleTimeout,
                        maxCalls,
                        maxNetworkCalls,
                        duration(name, value),
                        shutdownGrace);
            case "--shutdown-grace" ->
                new ServerLimits(
                        maxSessions,
                        sessionIdleTimeout,
                        maxCalls,
                        maxNetworkCalls,
                        callQueueWait,
                        duration(name, value));
            default -> null;
        };
    }

    /**
     * Returns the duration a command-line value names: a number with a unit {@code ms}, {@code s}, {@code m} or
     * {@code h} ({@code 500ms}, {@code 10s}, {@code 30m}); a bare number means seconds.
     *
     * @throws IllegalArgumentException naming the option and the value when it is not such a duration
     */
    static Duration duration(String option, String value) {
        String text = value.trim().toLowerCase(Locale.ROOT);
        int digits = 0;
        while (digits < text.length() && Character.isDigit(text.charAt(digits))) {
            digits++;
        }
        String unit = text.substring(digits);
        if (digits == 0 || digits > 9) {
            throw badDuration(option, value);
        }
        long amount = Long.parseLong(text.substring(0, digits));
        return switch (unit) {
            case "ms" -> Duration.ofMillis(amount);
            case "", "s" -> Duration.ofSeconds(amount);
            case "m" -> Duration.ofMinutes(amount);
            case "h" -> Duration.ofHours(amount);
            default -> throw badDuration(option, value);
        };
    }

    private static IllegalArgumentException badDuration(String option, String value) {
        return new IllegalArgumentException(
                option + " must be a duration such as 500ms, 10s, 30m or 2h, got '" + value + "'");
    }

    private static int count(String option, String value) {
        int count;
        try {
            count = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(option + " must be a whole number, got '" + value + "'", e);
        }
        if (count < 1) {
            throw new IllegalArgumentException(option + " must be at least 1, got " + count);
        }
        return count;
    }

    private static void atLeastOne(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be at least 1, got " + value);
        }
    }
}
