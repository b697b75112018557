package io.agenttoolkit.core.datetime;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

/**
 * A wall-clock time converted from one time zone to another.
 *
 * @param sourceTime the time in the source zone, ISO-8601 with seconds and offset ({@code 2026-01-15T12:00:00-05:00})
 * @param targetTime the same instant in the target zone ({@code 2026-01-15T17:00:00+00:00})
 * @param timeDifference the target zone's offset minus the source zone's, in hours: {@code +5.0h}, {@code -3.0h},
 *     {@code +5.75h}
 * @param sourceTimezone the source zone as given
 * @param targetTimezone the target zone as given
 * @param note set only when the given wall-clock time is not one instant in the source zone: it does not exist
 *     (daylight saving skips it, and {@link #sourceTime()} is moved forward by the gap) or it happens twice (the
 *     clocks go back, and {@link #sourceTime()} is the earlier of the two); the note says which and gives the other
 *     reading. Left out of the JSON when null.
 */
public record TimezoneConversion(
        @JsonProperty("source_time") String sourceTime,
        @JsonProperty("target_time") String targetTime,
        @JsonProperty("time_difference") String timeDifference,
        @JsonProperty("source_timezone") String sourceTimezone,
        @JsonProperty("target_timezone") String targetTimezone,

        @JsonProperty("note") @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable
        String note) {

    /** Creates a conversion of a time that is exactly one instant in the source zone (no {@link #note()}). */
    public TimezoneConversion(
            String sourceTime, String targetTime, String timeDifference, String sourceTimezone, String targetTimezone) {
        this(sourceTime, targetTime, timeDifference, sourceTimezone, targetTimezone, null);
    }
}
