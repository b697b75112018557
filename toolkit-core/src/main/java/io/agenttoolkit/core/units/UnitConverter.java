package io.agenttoolkit.core.units;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.tool.AllowedValuesProvider;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Converts values between units by conversion name ({@code celsius_to_fahrenheit}, {@code meters_to_feet}, …): the
 * tool namespace {@code unit_converter}.
 *
 * <p>Factors are the reference implementation's ({@code meters_to_feet} multiplies by 3.28084, {@code
 * liters_to_gallons} divides by 3.78541, …). Four conversions take the extra parameter {@code area} in square
 * meters: {@code weber_to_tesla} and {@code tesla_to_weber} (default 1) and {@code lux_to_lumen} and {@code
 * lumen_to_lux} (required).
 *
 * <p>Immutable and thread-safe.
 */
public final class UnitConverter implements AllowedValuesProvider {
    /** The {@code category} that lists every conversion. */
    public static final String ALL_CATEGORIES = "all";

    private static final UnitConverter DEFAULT = new UnitConverter();
    private static final Map<String, Conversion> BY_NAME = byName();
    private static final List<String> CATEGORIES = collectCategories();

    private UnitConverter() {}

    /** Returns the converter. */
    public static UnitConverter create() {
        return DEFAULT;
    }

    /**
     * Returns the value converted by a conversion that takes no extra parameter (or uses its default).
     *
     * @throws InvalidArgumentException as {@link #convert(double, String, Map)}
     */
    public double convert(double value, String conversion) {
        return convert(value, conversion, null);
    }

    /**
     * Returns the value converted by the named conversion.
     *
     * @param params the conversion's extra parameters, e.g. {@code {"area": 2.0}} for {@code lux_to_lumen}; null or
     *     empty for none
     * @param conversion the conversion's name, or a common alias of it written with unit abbreviations or other
     *     spellings ({@code kg_to_lbs}, {@code "C to F"}, {@code m2->ft2})
     * @throws InvalidArgumentException {@code Conversion function '<name>' is not recognized.} for an unknown
     *     conversion, followed by the conversions of the category its units belong to or the closest names;
     *     {@code Missing required parameter 'params.area' for conversion 'lux_to_lumen': …} when a required
     *     parameter is absent, {@code Unknown parameter 'params.<p>' for conversion '<name>'; …} for a parameter the
     *     conversion does not take, and a message naming {@code params.area} when it is not a positive finite number
     */
    @ToolMethod(
            name = "convert",
            description = "Converts a value between units, e.g. convert(100, \"celsius_to_fahrenheit\") = 212.0. "
                    + "weber_to_tesla and tesla_to_weber take params {\"area\": m²} (default 1); lux_to_lumen and "
                    + "lumen_to_lux require it. list_conversions and help describe the conversions.")
    public double convert(
            @Param(value = "value", description = "The value to convert") double value,
            @Param(value = "conversion", description = "The conversion, e.g. \"meters_to_feet\"") String conversion,
            @Param(
                            value = "params",
                            description = "Extra parameters of the conversion, e.g. {\"area\": 2.0}",
                            required = false)
                    @Nullable
                    Map<String, Double> params) {
        Conversion found = find(conversion);
        Map<String, Double> given = params == null ? Map.of() : params;
        for (String name : given.keySet()) {
            if (!(found.takesArea() && Conversion.AREA.equals(name))) {
                throw new InvalidArgumentException("Unknown parameter 'params." + name + "' for conversion '"
                        + found.wireName() + "'; "
                        + (found.takesArea() ? "it accepts: params.area" : "it accepts no params"));
            }
        }
        double area = 1.0;
        if (found.takesArea()) {
            Double givenArea = given.get(Conversion.AREA);
            Double areaValue = givenArea != null ? givenArea : found.areaDefault();
            if (areaValue == null) {
                throw new InvalidArgumentException("Missing required parameter 'params.area' for conversion '"
                        + found.wireName() + "': pass the area in square meters inside params, e.g. "
                        + "{\"value\": " + display(value) + ", \"conversion\": \"" + found.wireName()
                        + "\", \"params\": {\"area\": 2.0}}");
            }
            if (!(areaValue > 0) || areaValue.isInfinite()) {
                throw new InvalidArgumentException(
                        "Parameter 'params.area' must be a positive number of square meters, got " + areaValue);
            }
            area = areaValue;
        }
        return found.apply(value, area);
    }

    /**
     * Returns the names of the conversions in a category, or of every conversion for {@code all}.
     *
     * @throws InvalidArgumentException {@code Invalid category: <name>} for an unknown category
     */
    public List<String> listConversions(String category) {
        String wanted = category.trim().toLowerCase(Locale.ROOT);
        if (!wanted.equals(ALL_CATEGORIES) && !CATEGORIES.contains(wanted)) {
            throw new InvalidArgumentException("Invalid category: " + category);
        }
        List<String> names = new ArrayList<>();
        for (Conversion conversion : Conversion.values()) {
            if (wanted.equals(ALL_CATEGORIES) || conversion.category().equals(wanted)) {
                names.add(conversion.wireName());
            }
        }
        return List.copyOf(names);
    }

    /**
     * Returns the conversion names of a category ({@code with_help} false) or a map of each name to its help text
     * ({@code with_help} true): the tool {@code unit_converter/list_conversions}.
     *
     * @throws InvalidArgumentException {@code Invalid category: <name>} for an unknown category
     */
    @ToolMethod(
            name = "list_conversions",
            description = "Lists the conversion names of a category (or all); with with_help=true, maps each name to "
                    + "its signature and description.",
            resultSchema = "{\"anyOf\": [{\"type\": \"array\", \"items\": {\"type\": \"string\"}}, "
                    + "{\"type\": \"object\", \"additionalProperties\": {\"type\": \"string\"}}]}")
    public Object listConversions(
            @Param(
                            value = "category",
                            description = "A category, or \"all\"",
                            required = false,
                            defaultValue = "\"all\"")
                    String category,
            @Param(
                            value = "with_help",
                            description = "Include each conversion's signature and description",
                            required = false,
                            defaultValue = "false")
                    boolean withHelp) {
        List<String> names = listConversions(category);
        if (!withHelp) {
            return names;
        }
        Map<String, String> help = new LinkedHashMap<>();
        names.forEach(name -> help.put(name, help(name)));
        return help;
    }

    /** Returns the categories, in the order conversions are listed. */
    public List<String> categories() {
        return CATEGORIES;
    }

    /**
     * Returns the help of one conversion ({@code function: lux_to_lumen(lux, area)} and a one-line description on
     * the next, indented line), or, when the name is null or blank, an overview starting {@code Available
     * conversions (<N>):}.
     *
     * @throws InvalidArgumentException {@code Conversion function '<name>' is not recognized.} for an unknown name
     */
    @ToolMethod(
            name = "help",
            description = "Returns the signature and description of a conversion, or an overview of all conversions by "
                    + "category when no name is given.")
    public String help(
            @Param(
                            value = "name",
                            description = "A conversion name, e.g. \"lux_to_lumen\"; omit for the overview",
                            required = false)
                    @Nullable
                    String name) {
        if (name == null || name.isBlank()) {
            return overview();
        }
        Conversion conversion = find(name);
        return "function: " + conversion.signature() + "\n    " + conversion.description();
    }

    /** Returns the conversion names for {@code convert}'s {@code conversion} and the categories. */
    @Override
    public @Nullable List<String> allowedValues(String method, String parameter) {
        if (method.equals("convert") && parameter.equals("conversion")) {
            return List.copyOf(BY_NAME.keySet());
        }
        if (method.equals("list_conversions") && parameter.equals("category")) {
            List<String> values = new ArrayList<>(List.of(ALL_CATEGORIES));
            values.addAll(CATEGORIES);
            return values;
        }
        return null;
    }

    private static Conversion find(String name) {
        Conversion conversion = ConversionNames.resolve(name, BY_NAME);
        if (conversion == null) {
            throw new InvalidArgumentException(ConversionNames.notRecognized(name, BY_NAME));
        }
        return conversion;
    }

    private static String display(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : Double.toString(value);
    }

    private static String overview() {
        StringBuilder text = new StringBuilder();
        text.append("Available conversions (").append(BY_NAME.size()).append("):\n");
        for (String category : CATEGORIES) {
            text.append("  ").append(category).append(": ");
            List<String> names = new ArrayList<>();
            for (Conversion conversion : Conversion.values()) {
                if (conversion.category().equals(category)) {
                    names.add(conversion.wireName());
                }
            }
            text.append(String.join(", ", names)).append('\n');
        }
        text.append("Use convert(value, conversion, params); params carries \"area\" (square meters) for "
                + "weber_to_tesla, tesla_to_weber (default 1), lux_to_lumen and lumen_to_lux (required).");
        return text.toString();
    }

    private static Map<String, Conversion> byName() {
        Map<String, Conversion> byName = new LinkedHashMap<>();
        for (Conversion conversion : Conversion.values()) {
            byName.put(conversion.wireName(), conversion);
        }
        return java.util.Collections.unmodifiableMap(byName);
    }

    private static List<String> collectCategories() {
        Set<String> categories = new LinkedHashSet<>();
        for (Conversion conversion : Conversion.values()) {
            categories.add(conversion.category());
        }
        return List.copyOf(categories);
    }

    @Override
    public String toString() {
        return "UnitConverter";
    }
}
