package io.agenttoolkit.core.datetime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.internal.Json;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DateTimeToolsTest {
    private static final Instant NOW = Instant.parse("2026-08-06T07:44:17.345Z");
    private final DateTimeTools tools =
            DateTimeTools.builder().clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();

    @Test
    void now_defaultsToUtcWithSecondsAndOffset() {
        assertThat(tools.now()).isEqualTo("2026-08-06T07:44:17+00:00");
        assertThat(tools.now(null)).isEqualTo("2026-08-06T07:44:17+00:00");
        assertThat(tools.now(" ")).isEqualTo("2026-08-06T07:44:17+00:00");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "UTC, 2026-08-06T07:44:17+00:00",
        "utc, 2026-08-06T07:44:17+00:00",
        "GMT, 2026-08-06T07:44:17+00:00",
        "UTC+5, 2026-08-06T12:44:17+05:00",
        "UTC+5:30, 2026-08-06T13:14:17+05:30",
        "UTC+05:45, 2026-08-06T13:29:17+05:45",
        "UTC-3, 2026-08-06T04:44:17-03:00",
        "GMT+9, 2026-08-06T16:44:17+09:00",
        "GMT-9:30, 2026-08-05T22:14:17-09:30",
        "+02:00, 2026-08-06T09:44:17+02:00",
        "America/New_York, 2026-08-06T03:44:17-04:00",
        "america/new_york, 2026-08-06T03:44:17-04:00",
        "Asia/Shanghai, 2026-08-06T15:44:17+08:00",
        "Asia/Kathmandu, 2026-08-06T13:29:17+05:45",
        "Europe/London, 2026-08-06T08:44:17+01:00",
        "Etc/GMT+5, 2026-08-06T02:44:17-05:00",
        "EST, 2026-08-06T02:44:17-05:00",
        "HST, 2026-08-05T21:44:17-10:00",
        "US/Pacific, 2026-08-06T00:44:17-07:00",
    })
    void now_acceptsUtcGmtOffsetsAndIanaNames(String zone, String expected) {
        assertThat(tools.now(zone)).isEqualTo(expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mars/Olympus_Mons", "UTC+25", "UTC+5:75", "EST+", "Not a zone", "UTC+5:3", "PST"})
    void now_badTimezone_fails(String zone) {
        assertThatThrownBy(() -> tools.now(zone))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid timezone: " + zone);
    }

    @Test
    void now_systemClock_isCurrent() {
        Instant before = Instant.now().minusSeconds(1);
        Instant now = Instant.from(java.time.format.DateTimeFormatter.ISO_OFFSET_DATE_TIME.parse(
                DateTimeTools.create().now()));
        assertThat(now).isBetween(before, Instant.now().plusSeconds(1));
    }

    @Test
    void convertTimezone_winter() {
        TimezoneConversion conversion =
                tools.convertTimezone("12:00", "America/New_York", "Europe/London", "2026-01-15");
        assertThat(conversion)
                .isEqualTo(new TimezoneConversion(
                        "2026-01-15T12:00:00-05:00",
                        "2026-01-15T17:00:00+00:00",
                        "+5.0h",
                        "America/New_York",
                        "Europe/London"));
    }

    @Test
    void convertTimezone_timeSkippedBySpringForward_saysItWasMoved() {
        // 8 March 2026: New York's clocks jump from 02:00 to 03:00, so 02:30 never happens there.
        TimezoneConversion skipped = tools.convertTimezone("02:30", "America/New_York", "UTC", "2026-03-08");
        assertThat(skipped.sourceTime()).isEqualTo("2026-03-08T03:30:00-04:00");
        assertThat(skipped.targetTime()).isEqualTo("2026-03-08T07:30:00+00:00");
        assertThat(skipped.note())
                .isEqualTo("02:30 does not exist in America/New_York on 2026-03-08 (clocks go from 02:00 to 03:00); "
                        + "it was read as 03:30 -04:00, moved forward by the length of the gap.");
        assertThat(Json.write(skipped)).contains("\"note\":\"02:30 does not exist");
    }

    @Test
    void convertTimezone_timeRepeatedByFallBack_saysWhichAndGivesTheOther() {
        // 1 November 2026: New York's clocks go back from 02:00 to 01:00, so 01:30 happens twice.
        TimezoneConversion repeated = tools.convertTimezone("01:30", "America/New_York", "UTC", "2026-11-01");
        assertThat(repeated.sourceTime()).isEqualTo("2026-11-01T01:30:00-04:00");
        assertThat(repeated.targetTime()).isEqualTo("2026-11-01T05:30:00+00:00");
        assertThat(repeated.note())
                .isEqualTo("01:30 happens twice in America/New_York on 2026-11-01 (clocks go from 02:00 to 01:00); "
                        + "this is the earlier one, at offset -04:00. The later one, at offset -05:00, is "
                        + "2026-11-01T06:30:00+00:00 in the target timezone.");
    }

    @Test
    void convertTimezone_ordinaryTime_hasNoNote() {
        TimezoneConversion plain = tools.convertTimezone("12:00", "America/New_York", "UTC", "2026-11-01");
        assertThat(plain.note()).isNull();
        assertThat(Json.write(plain)).doesNotContain("note");
    }

    @Test
    void convertTimezone_daylightSaving_dependsOnTheDate() {
        // The US moves its clocks on 8 March 2026, the UK on 29 March: for three weeks they are 4 hours apart.
        TimezoneConversion between = tools.convertTimezone("12:00", "America/New_York", "Europe/London", "2026-03-20");
        assertThat(between.sourceTime()).isEqualTo("2026-03-20T12:00:00-04:00");
        assertThat(between.targetTime()).isEqualTo("2026-03-20T16:00:00+00:00");
        assertThat(between.timeDifference()).isEqualTo("+4.0h");
        TimezoneConversion summer = tools.convertTimezone("12:00", "America/New_York", "Europe/London", "2026-07-01");
        assertThat(summer.targetTime()).isEqualTo("2026-07-01T17:00:00+01:00");
        assertThat(summer.timeDifference()).isEqualTo("+5.0h");
    }

    @Test
    void convertTimezone_timeSkippedByDaylightSaving_movesForward() {
        TimezoneConversion gap = tools.convertTimezone("02:30", "America/New_York", "UTC", "2026-03-08");
        assertThat(gap.sourceTime()).isEqualTo("2026-03-08T03:30:00-04:00");
        assertThat(gap.targetTime()).isEqualTo("2026-03-08T07:30:00+00:00");
    }

    @Test
    void convertTimezone_ambiguousTime_takesEarlierOffset() {
        TimezoneConversion overlap = tools.convertTimezone("01:30", "America/New_York", "UTC", "2026-11-01");
        assertThat(overlap.sourceTime()).isEqualTo("2026-11-01T01:30:00-04:00");
        assertThat(overlap.targetTime()).isEqualTo("2026-11-01T05:30:00+00:00");
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvSource({
        "UTC, America/Sao_Paulo, -3.0h, 2026-08-06T06:00:00-03:00",
        "UTC, Asia/Kathmandu, +5.75h, 2026-08-06T14:45:00+05:45",
        "UTC, Asia/Kolkata, +5.5h, 2026-08-06T14:30:00+05:30",
        "UTC, Pacific/Marquesas, -9.5h, 2026-08-05T23:30:00-09:30",
        "Asia/Tokyo, Asia/Tokyo, +0.0h, 2026-08-06T09:00:00+09:00",
        "UTC+1, UTC-2, -3.0h, 2026-08-06T06:00:00-02:00",
    })
    void convertTimezone_formatsTheDifferenceInHours(
            String source, String target, String difference, String targetTime) {
        TimezoneConversion conversion = tools.convertTimezone("09:00", source, target, "2026-08-06");
        assertThat(conversion.timeDifference()).isEqualTo(difference);
        assertThat(conversion.targetTime()).isEqualTo(targetTime);
        assertThat(conversion.sourceTimezone()).isEqualTo(source);
        assertThat(conversion.targetTimezone()).isEqualTo(target);
    }

    @Test
    void convertTimezone_withoutDate_usesTodayInTheSourceZone() {
        // 2026-08-06 20:00 UTC is already 7 August in Auckland (UTC+12).
        DateTimeTools evening = tools.toBuilder()
                .clock(Clock.fixed(Instant.parse("2026-08-06T20:00:00Z"), ZoneOffset.UTC))
                .build();
        assertThat(evening.convertTimezone("10:00", "Pacific/Auckland", "UTC").sourceTime())
                .isEqualTo("2026-08-07T10:00:00+12:00");
        assertThat(evening.convertTimezone("10:00", "UTC", "Pacific/Auckland").sourceTime())
                .isEqualTo("2026-08-06T10:00:00+00:00");
    }

    @Test
    void convertTimezone_acceptsOneDigitHours() {
        assertThat(tools.convertTimezone("9:05", "UTC", "UTC", "2026-08-06").sourceTime())
                .isEqualTo("2026-08-06T09:05:00+00:00");
        assertThat(tools.convertTimezone("23:59", "UTC", "UTC", "2026-08-06").sourceTime())
                .isEqualTo("2026-08-06T23:59:00+00:00");
    }

    @ParameterizedTest
    @ValueSource(strings = {"24:00", "12:60", "noon", "12-30", "", "12:30:00", "1230", "-1:30"})
    void convertTimezone_badTime_fails(String time) {
        assertThatThrownBy(() -> tools.convertTimezone(time, "UTC", "Asia/Tokyo"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid time format. Expected HH:MM [24-hour format]");
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-13-01", "15/01/2026", "2026-02-30", "tomorrow"})
    void convertTimezone_badDate_fails(String date) {
        assertThatThrownBy(() -> tools.convertTimezone("12:00", "UTC", "Asia/Tokyo", date))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid date format. Expected YYYY-MM-DD");
    }

    @Test
    void convertTimezone_badTimezone_fails() {
        assertThatThrownBy(() -> tools.convertTimezone("12:00", "Nowhere/Land", "UTC"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid timezone: Nowhere/Land");
        assertThatThrownBy(() -> tools.convertTimezone("12:00", "UTC", "UTC+99"))
                .hasMessage("Invalid timezone: UTC+99");
    }

    @Test
    void hours_formatsLikeTheReference() {
        assertThat(DateTimeTools.hours(5 * 3600)).isEqualTo("+5.0h");
        assertThat(DateTimeTools.hours(-3 * 3600)).isEqualTo("-3.0h");
        assertThat(DateTimeTools.hours(0)).isEqualTo("+0.0h");
        assertThat(DateTimeTools.hours(5 * 3600 + 45 * 60)).isEqualTo("+5.75h");
        assertThat(DateTimeTools.hours(-(9 * 3600 + 30 * 60))).isEqualTo("-9.5h");
        assertThat(DateTimeTools.hours(12 * 3600 + 45 * 60)).isEqualTo("+12.75h");
    }

    @Test
    void builder_rejectsNullClock() {
        assertThatThrownBy(() -> DateTimeTools.builder().clock(null).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("clock must not be null, got null");
    }
}
