package io.agenttoolkit.core.datetime;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A wall-clock time converted from one time zone to another.
 *
 * @param sourceTime the time in the source zone, ISO-8601 with seconds and offset ({@code 2026-01-15T12:00:00-05:00})
 * @param targetTime the same instant in the target zone ({@code 2026-01-15T17:00:00+00:00})
 * @param timeDifference the target zone's offset minus the source zone's, in hours: {@code +5.0h}, {@code -3.0h},
 *     {@code +5.75h}
 * @param sourceTimezone the source zone as given
 * @param targetTimezone the target zone as given
 */
public record TimezoneConversion(
        @JsonProperty("source_time") String sourceTime,
        @JsonProperty("target_time") String targetTime,
        @JsonProperty("time_difference") String timeDifference,
        @JsonProperty("source_timezone") String sourceTimezone,
        @JsonProperty("target_timezone") String targetTimezone) {}
