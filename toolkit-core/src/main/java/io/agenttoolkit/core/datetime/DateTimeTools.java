package io.agenttoolkit.core.datetime;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.zone.ZoneOffsetTransition;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The current date and time, and time-zone conversion: the tool namespace {@code datetime}.
 *
 * <p>Time zones may be written {@code UTC}, {@code GMT}, {@code UTC±H[:MM]}, {@code GMT±H[:MM]} (for example
 * {@code UTC+5:30}) or as IANA names ({@code America/New_York}, matched without regard to case). Times come back as
 * ISO-8601 with seconds and offset, {@code 2026-08-06T07:44:17+00:00}.
 *
 * <p>Immutable and thread-safe. Build with {@link #create()} or {@link #builder()}; tests set a fixed
 * {@link Builder#clock(Clock) clock}.
 */
public final class DateTimeTools {
    private static final DateTimeFormatter ISO_SECONDS =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ssxxxxx", Locale.ROOT);
    private static final Pattern TIME = Pattern.compile("(\\d{1,2}):(\\d{1,2})");

    private final Clock clock;

    private DateTimeTools(Clock clock) {
        this.clock = clock;
    }

    /** Returns tools reading the system clock. */
    public static DateTimeTools create() {
        return builder().build();
    }

    /** Returns a builder with the system clock. */
    public static Builder builder() {
        return new Builder();
    }

    /** Returns a builder holding this object's settings. */
    public Builder toBuilder() {
        return new Builder().clock(clock);
    }

    /** Returns the current time in UTC, e.g. {@code 2026-08-06T07:44:17+00:00}. */
    public String now() {
        return now(null);
    }

    /**
     * Returns the current time in a time zone as ISO-8601 with seconds and offset; UTC when the zone is null or blank.
     *
     * @throws InvalidArgumentException {@code Invalid timezone: <name>} for a zone that cannot be read
     */
    @ToolMethod(
            name = "now",
            description = "Returns the current date and time as ISO 8601 with seconds and UTC offset, e.g. "
                    + "2026-08-06T07:44:17+00:00. UTC unless a timezone is given.")
    public String now(
            @Param(
                            value = "timezone",
                            description = "IANA name (\"Asia/Shanghai\"), \"UTC\", \"GMT\" or an offset such as "
                                    + "\"UTC+5:30\"; default UTC",
                            required = false)
                    @Nullable
                    String timezone) {
        ZoneId zone = timezone == null || timezone.isBlank() ? ZoneOffset.UTC : TimeZones.parse(timezone);
        return format(ZonedDateTime.now(clock.withZone(zone)).withNano(0));
    }

    /**
     * Converts a wall-clock time of today (in the source zone) to another zone.
     *
     * @throws InvalidArgumentException as {@link #convertTimezone(String, String, String, String)}
     */
    public TimezoneConversion convertTimezone(String time, String sourceTimezone, String targetTimezone) {
        return convertTimezone(time, sourceTimezone, targetTimezone, null);
    }

    /**
     * Returns a wall-clock time {@code HH:MM} on a date in the source zone converted to the target zone, with the
     * difference of the two zones' offsets on that date. A time that daylight saving skips moves forward by the
     * length of the gap; an ambiguous time takes the earlier offset; in both cases the result's {@code note} says so
     * (and, for an ambiguous time, gives the later reading too).
     *
     * @param date {@code YYYY-MM-DD}; null means today in the source zone
     * @throws InvalidArgumentException {@code Invalid timezone: <name>}, {@code Invalid time format. Expected HH:MM
     *     [24-hour format]} or {@code Invalid date format. Expected YYYY-MM-DD}
     */
    @ToolMethod(
            name = "convert_timezone",
            description = "Converts a time (HH:MM, 24-hour) from one timezone to another and returns source_time, "
                    + "target_time, time_difference (e.g. +5.0h), source_timezone and target_timezone. The date "
                    + "defaults to today in the source timezone; give one to ask about daylight-saving periods. A "
                    + "time that does not exist or happens twice on that date (a daylight-saving change) comes with "
                    + "a note saying how it was read.")
    public TimezoneConversion convertTimezone(
            @Param(value = "time", description = "Time in 24-hour format HH:MM, e.g. \"14:30\"") String time,
            @Param(value = "source_timezone", description = "Timezone of the given time, e.g. \"America/New_York\"")
                    String sourceTimezone,
            @Param(value = "target_timezone", description = "Timezone to convert to, e.g. \"Asia/Tokyo\"")
                    String targetTimezone,
            @Param(
                            value = "date",
                            description = "Date of the time, YYYY-MM-DD; default today in the source timezone",
                            required = false)
                    @Nullable
                    String date) {
        ZoneId source = TimeZones.parse(sourceTimezone);
        ZoneId target = TimeZones.parse(targetTimezone);
        LocalTime wallClock = parseTime(time);
        LocalDate day = date == null || date.isBlank() ? LocalDate.now(clock.withZone(source)) : parseDate(date);
        LocalDateTime local = LocalDateTime.of(day, wallClock);
        ZonedDateTime sourceTime = ZonedDateTime.ofLocal(local, source, null);
        ZonedDateTime targetTime = sourceTime.withZoneSameInstant(target);
        int seconds = targetTime.getOffset().getTotalSeconds()
                - sourceTime.getOffset().getTotalSeconds();
        return new TimezoneConversion(
                format(sourceTime),
                format(targetTime),
                hours(seconds),
                sourceTimezone,
                targetTimezone,
                note(local, sourceTimezone, source, target));
    }

    // ZonedDateTime.ofLocal moves a skipped time forward by the gap and takes the earlier offset of a repeated one;
    // the caller must be told, or 02:30 on a spring-forward day silently becomes 03:30.
    private static @Nullable String note(LocalDateTime local, String zoneName, ZoneId source, ZoneId target) {
        ZoneOffsetTransition transition = source.getRules().getTransition(local);
        if (transition == null) {
            return null;
        }
        String time = String.format(Locale.ROOT, "%02d:%02d", local.getHour(), local.getMinute());
        String change = " (clocks go from " + clockTime(transition.getDateTimeBefore()) + " to "
                + clockTime(transition.getDateTimeAfter()) + ")";
        if (transition.isGap()) {
            ZonedDateTime moved = ZonedDateTime.ofLocal(local, source, null);
            return time + " does not exist in " + zoneName + " on " + local.toLocalDate() + change
                    + "; it was read as " + clockTime(moved.toLocalDateTime()) + " " + moved.getOffset()
                    + ", moved forward by the length of the gap.";
        }
        ZonedDateTime earlier = ZonedDateTime.ofLocal(local, source, transition.getOffsetBefore());
        ZonedDateTime later = earlier.withLaterOffsetAtOverlap();
        return time + " happens twice in " + zoneName + " on " + local.toLocalDate() + change
                + "; this is the earlier one, at offset " + earlier.getOffset() + ". The later one, at offset "
                + later.getOffset() + ", is " + format(later.withZoneSameInstant(target)) + " in the target timezone.";
    }

    private static String clockTime(LocalDateTime time) {
        return String.format(Locale.ROOT, "%02d:%02d", time.getHour(), time.getMinute());
    }

    private static LocalTime parseTime(String time) {
        Matcher matcher = TIME.matcher(time.trim());
        if (matcher.matches()) {
            int hour = Integer.parseInt(matcher.group(1));
            int minute = Integer.parseInt(matcher.group(2));
            if (hour < 24 && minute < 60) {
                return LocalTime.of(hour, minute);
            }
        }
        throw new InvalidArgumentException("Invalid time format. Expected HH:MM [24-hour format]");
    }

    private static LocalDate parseDate(String date) {
        try {
            return LocalDate.parse(date.trim());
        } catch (DateTimeParseException e) {
            throw new InvalidArgumentException("Invalid date format. Expected YYYY-MM-DD", e);
        }
    }

    /** Formats an offset difference as Python's reference does: {@code +5.0h}, {@code -3.5h}, {@code +5.75h}. */
    static String hours(int seconds) {
        double hours = seconds / 3600.0;
        if (hours == Math.rint(hours)) {
            return String.format(Locale.ROOT, "%+.1fh", hours);
        }
        String text = String.format(Locale.ROOT, "%+.2f", hours);
        text = text.replaceAll("0+$", "");
        return (text.endsWith(".") ? text.substring(0, text.length() - 1) : text) + "h";
    }

    private static String format(ZonedDateTime time) {
        return ISO_SECONDS.format(time);
    }

    @Override
    public String toString() {
        return "DateTimeTools{clock=" + clock + "}";
    }

    /** Configures {@link DateTimeTools}. Not thread-safe. */
    public static final class Builder {
        private @Nullable Clock clock = Clock.systemUTC();

        private Builder() {}

        /** Sets the clock that says what "now" and "today" are; default the system clock. */
        public Builder clock(@Nullable Clock clock) {
            this.clock = clock;
            return this;
        }

        /**
         * Returns the configured tools.
         *
         * @throws IllegalArgumentException when the clock is null
         */
        public DateTimeTools build() {
            Clock configured = clock;
            if (configured == null) {
                throw new IllegalArgumentException("clock must not be null, got null");
            }
            return new DateTimeTools(configured);
        }
    }
}
