package io.agenttoolkit.core.units;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Resolves the names people and models write for a conversion ({@code km_to_mi}, {@code kg to lbs},
 * {@code Celsius->Fahrenheit}) to a {@link Conversion}, and says what to use instead when there is none.
 */
final class ConversionNames {
    // Splits "<from> to <to>" however it is written: kg_to_lbs, kg-to-lbs, "kg to lbs", kg->lbs, kg→lbs, kg_in_lbs.
    private static final Pattern SEPARATOR = Pattern.compile("_(?:to|in|into)_|->|→");

    /** Each spelling of a unit mapped to the word the conversion names use. */
    private static final Map<String, String> UNITS = units();

    /** Units the converter has no conversion for, with their category, so the error can point to the category. */
    private static final Map<String, String> OTHER_UNITS = otherUnits();

    private ConversionNames() {}

    /** Returns the conversion a name or alias stands for, or null. */
    static @Nullable Conversion resolve(String name, Map<String, Conversion> byName) {
        String normal = normalize(name);
        Conversion conversion = byName.get(normal);
        if (conversion != null) {
            return conversion;
        }
        String[] sides = SEPARATOR.split(normal, -1);
        if (sides.length != 2) {
            return null;
        }
        String from = UNITS.get(trimUnderscores(sides[0]));
        String to = UNITS.get(trimUnderscores(sides[1]));
        return from == null || to == null ? null : byName.get(from + "_to_" + to);
    }

    /**
     * Returns the message for a name that is not a conversion: {@code Conversion function '<name>' is not
     * recognized.} followed by the closest names (a typo), or else the conversions of the category its units belong
     * to.
     */
    static String notRecognized(String name, Map<String, Conversion> byName) {
        String message = "Conversion function '" + name + "' is not recognized.";
        String normal = normalize(name);
        List<String> closest = closest(normal, byName.keySet());
        if (!closest.isEmpty()) {
            return message + " Did you mean " + String.join(" or ", closest) + "?";
        }
        String[] sides = SEPARATOR.split(normal, -1);
        if (sides.length == 2) {
            Set<String> categories = new LinkedHashSet<>();
            for (String side : sides) {
                String category = categoryOf(trimUnderscores(side), byName);
                if (category != null) {
                    categories.add(category);
                }
            }
            if (!categories.isEmpty()) {
                List<String> names = new ArrayList<>();
                for (Conversion conversion : byName.values()) {
                    if (categories.contains(conversion.category())) {
                        names.add(conversion.wireName());
                    }
                }
                return message + " The " + String.join(" and ", categories) + " conversions are: "
                        + String.join(", ", names) + ".";
            }
        }
        return message + " Call list_conversions for the names.";
    }

    private static @Nullable String categoryOf(String unit, Map<String, Conversion> byName) {
        String word = UNITS.get(unit);
        if (word != null) {
            for (Conversion conversion : byName.values()) {
                String wire = conversion.wireName();
                if (wire.startsWith(word + "_to_") || wire.endsWith("_to_" + word)) {
                    return conversion.category();
                }
            }
        }
        return OTHER_UNITS.get(unit);
    }

    // The names nearest to the input, if within a few edits: catches typos such as celsius_to_farenheit.
    private static List<String> closest(String name, Set<String> names) {
        int best = Math.max(2, name.length() / 4);
        List<String> nearest = new ArrayList<>();
        for (String candidate : names) {
            int distance = distance(name, candidate);
            if (distance < best) {
                best = distance;
                nearest.clear();
            }
            if (distance == best && nearest.size() < 3) {
                nearest.add(candidate);
            }
        }
        return nearest;
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    private static String normalize(String name) {
        return name.strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("\\s*(->|→)\\s*", "$1")
                .replaceAll("[\\s-]+", "_")
                .replace("_>", "->");
    }

    private static String trimUnderscores(String text) {
        return text.replaceAll("^_+|_+$", "");
    }

    private static Map<String, String> units() {
        Map<String, String> units = new LinkedHashMap<>();
        spell(units, "celsius", "c", "°c", "degc", "deg_c", "degrees_celsius", "degree_celsius", "centigrade");
        spell(units, "fahrenheit", "f", "°f", "degf", "deg_f", "degrees_fahrenheit", "degree_fahrenheit");
        spell(units, "kelvin", "k", "kelvins", "degrees_kelvin");
        spell(units, "meters", "m", "meter", "metre", "metres");
        spell(units, "feet", "ft", "foot");
        spell(units, "centimeters", "cm", "centimeter", "centimetre", "centimetres");
        spell(units, "inches", "in", "inch");
        spell(units, "kilograms", "kg", "kgs", "kilogram", "kilo", "kilos", "kilogramme", "kilogrammes");
        spell(units, "pounds", "lb", "lbs", "pound");
        spell(units, "seconds", "s", "sec", "secs", "second");
        spell(units, "minutes", "min", "mins", "minute");
        spell(units, "liters", "l", "liter", "litre", "litres", "ltr");
        spell(units, "gallons", "gal", "gallon", "us_gallons", "us_gallon");
        spell(units, "square_meters", "m2", "m²", "sqm", "sq_m", "square_meter", "square_metre", "square_metres");
        spell(units, "square_feet", "ft2", "ft²", "sqft", "sq_ft", "square_foot");
        spell(units, "kmh", "km/h", "kph", "kmph", "km_h", "kilometers_per_hour", "kilometres_per_hour");
        spell(units, "mph", "mi/h", "miles_per_hour");
        spell(units, "bits", "bit");
        spell(units, "bytes", "byte");
        spell(units, "kilobytes", "kb", "kib", "kilobyte");
        spell(units, "megabytes", "mb", "mib", "megabyte");
        spell(units, "pascal", "pa", "pascals");
        spell(units, "bar", "bars");
        spell(units, "atm", "atmosphere", "atmospheres");
        spell(units, "watts", "w", "watt");
        spell(units, "kilowatts", "kw", "kilowatt");
        spell(units, "horsepower", "hp");
        spell(units, "joules", "j", "joule");
        spell(units, "calories", "cal", "calorie");
        spell(units, "kilowatt_hours", "kwh", "kilowatt_hour");
        spell(units, "hertz", "hz");
        spell(units, "kilohertz", "khz");
        spell(units, "megahertz", "mhz");
        spell(units, "km_per_liter", "kpl", "km/l", "kmpl", "kilometers_per_liter", "kilometres_per_litre");
        spell(units, "mpg", "miles_per_gallon");
        spell(units, "ampere", "a", "amp", "amps", "amperes");
        spell(units, "milliampere", "ma", "milliamp", "milliamps", "milliamperes");
        spell(units, "volt", "v", "volts");
        spell(units, "kilovolt", "kv", "kilovolts");
        spell(units, "ohm", "ohms", "ω");
        spell(units, "kiloohm", "kohm", "kω", "kiloohms");
        spell(units, "weber", "wb", "webers");
        spell(units, "tesla", "t", "teslas");
        spell(units, "gauss");
        spell(units, "gray", "gy", "grays");
        spell(units, "sievert", "sv", "sieverts");
        spell(units, "lux", "lx");
        spell(units, "lumen", "lm", "lumens");
        return Map.copyOf(units);
    }

    private static void spell(Map<String, String> units, String word, String... spellings) {
        units.put(word, word);
        for (String spelling : spellings) {
            units.put(spelling, word);
        }
    }

    private static Map<String, String> otherUnits() {
        Map<String, String> units = new LinkedHashMap<>();
        category(
                units,
                "length",
                "km",
                "kilometer",
                "kilometers",
                "kilometre",
                "kilometres",
                "mi",
                "mile",
                "miles",
                "yd",
                "yard",
                "yards",
                "mm",
                "millimeter",
                "millimeters",
                "millimetre",
                "millimetres",
                "nautical_miles");
        category(
                units, "weight", "g", "gram", "grams", "oz", "ounce", "ounces", "tonne", "tonnes", "ton", "tons",
                "stone", "stones");
        category(units, "time", "h", "hr", "hrs", "hour", "hours", "day", "days", "ms", "milliseconds");
        category(
                units,
                "capacity",
                "ml",
                "milliliter",
                "milliliters",
                "millilitre",
                "millilitres",
                "cup",
                "cups",
                "quart",
                "quarts",
                "pint",
                "pints");
        category(units, "data_storage", "gb", "gib", "gigabyte", "gigabytes", "tb", "terabyte", "terabytes");
        category(units, "speed", "m/s", "meters_per_second", "knots", "knot");
        category(units, "pressure", "psi", "kpa", "hpa", "mmhg");
        category(units, "energy", "kcal", "kilocalories", "kilocalorie", "btu");
        return Map.copyOf(units);
    }

    private static void category(Map<String, String> units, String category, String... spellings) {
        for (String spelling : spellings) {
            units.put(spelling, category);
        }
    }
}
