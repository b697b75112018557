package io.agenttoolkit.core.datetime;

import io.agenttoolkit.core.InvalidArgumentException;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/** Reads the time-zone names people and models write. */
final class TimeZones {
    private static final Pattern OFFSET = Pattern.compile("(?i)(?:UTC|GMT)?\\s*([+-])\\s*(\\d{1,2})(?::?(\\d{2}))?");
    private static final Map<String, String> IDS_BY_LOWER_CASE = idsByLowerCase();

    private TimeZones() {}

    /**
     * Returns the zone named by {@code UTC}, {@code GMT}, {@code UTC±H[:MM]}, {@code GMT±H[:MM]}, {@code ±HH:MM} or an
     * IANA name (matched without regard to case).
     *
     * @throws InvalidArgumentException {@code Invalid timezone: <name>} for anything else
     */
    static ZoneId parse(String name) {
        String trimmed = name.trim();
        String upper = trimmed.toUpperCase(Locale.ROOT);
        if (upper.equals("UTC") || upper.equals("GMT") || upper.equals("Z") || upper.equals("UT")) {
            return ZoneOffset.UTC;
        }
        Matcher offset = OFFSET.matcher(trimmed);
        if (offset.matches()) {
            int sign = offset.group(1).equals("-") ? -1 : 1;
            int hours = Integer.parseInt(offset.group(2));
            int minutes = offset.group(3) == null ? 0 : Integer.parseInt(offset.group(3));
            try {
                return ZoneOffset.ofHoursMinutes(sign * hours, sign * minutes);
            } catch (DateTimeException e) {
                throw invalid(name, e);
            }
        }
        String id = IDS_BY_LOWER_CASE.get(trimmed.toLowerCase(Locale.ROOT));
        if (id == null) {
            throw invalid(name, null);
        }
        return ZoneId.of(id);
    }

    private static InvalidArgumentException invalid(String name, @Nullable DateTimeException cause) {
        return new InvalidArgumentException("Invalid timezone: " + name, cause);
    }

    private static Map<String, String> idsByLowerCase() {
        Map<String, String> ids = new HashMap<>();
        for (String id : ZoneId.getAvailableZoneIds()) {
            ids.put(id.toLowerCase(Locale.ROOT), id);
        }
        // Fixed-offset zones that the IANA database has but Java lists only among its short IDs.
        for (String fixed : new String[] {"EST", "MST", "HST"}) {
            ids.put(fixed.toLowerCase(Locale.ROOT), ZoneId.SHORT_IDS.get(fixed));
        }
        return Map.copyOf(ids);
    }
}
