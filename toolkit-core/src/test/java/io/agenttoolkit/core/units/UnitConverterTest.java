package io.agenttoolkit.core.units;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnitConverterTest {
    private final UnitConverter converter = UnitConverter.create();

    /** Expected values computed by Python with the reference's formulas (repr of the float result). */
    private static final String[] EVERY_CONVERSION = {
        "celsius_to_fahrenheit | 37.5 | 99.5",
        "fahrenheit_to_celsius | 98.6 | 37.0",
        "kelvin_to_celsius | 300.0 | 26.850000000000023",
        "celsius_to_kelvin | 25.0 | 298.15",
        "fahrenheit_to_kelvin | 212.0 | 373.15",
        "kelvin_to_fahrenheit | 373.15 | 212.0",
        "meters_to_feet | 10.0 | 32.8084",
        "feet_to_meters | 10.0 | 3.047999902464003",
        "centimeters_to_inches | 10.0 | 3.937007874015748",
        "inches_to_centimeters | 10.0 | 25.4",
        "kilograms_to_pounds | 10.0 | 22.0462",
        "pounds_to_kilograms | 10.0 | 4.535929094356398",
        "seconds_to_minutes | 90.0 | 1.5",
        "minutes_to_seconds | 1.5 | 90.0",
        "liters_to_gallons | 10.0 | 2.6417217685798895",
        "gallons_to_liters | 10.0 | 37.8541",
        "square_meters_to_square_feet | 10.0 | 107.639",
        "square_feet_to_square_meters | 100.0 | 9.290312990644654",
        "kmh_to_mph | 100.0 | 62.137273664980675",
        "mph_to_kmh | 60.0 | 96.5604",
        "bits_to_bytes | 64.0 | 8.0",
        "bytes_to_bits | 8.0 | 64.0",
        "bytes_to_kilobytes | 2048.0 | 2.0",
        "kilobytes_to_bytes | 2.0 | 2048.0",
        "kilobytes_to_megabytes | 1536.0 | 1.5",
        "megabytes_to_kilobytes | 1.5 | 1536.0",
        "pascal_to_bar | 101325.0 | 1.01325",
        "bar_to_pascal | 1.5 | 150000.0",
        "bar_to_atm | 2.0 | 1.9738465334320257",
        "atm_to_bar | 2.0 | 2.0265",
        "watts_to_kilowatts | 1500.0 | 1.5",
        "kilowatts_to_watts | 1.5 | 1500.0",
        "kilowatts_to_horsepower | 100.0 | 134.102",
        "horsepower_to_kilowatts | 100.0 | 74.57010335416324",
        "joules_to_calories | 1000.0 | 239.0057361376673",
        "calories_to_joules | 1000.0 | 4184.0",
        "calories_to_kilowatt_hours | 1000000.0 | 1.16222",
        "kilowatt_hours_to_calories | 1.0 | 860422.2952625148",
        "hertz_to_kilohertz | 2500.0 | 2.5",
        "kilohertz_to_hertz | 2.5 | 2500.0",
        "kilohertz_to_megahertz | 2500.0 | 2.5",
        "megahertz_to_kilohertz | 2.5 | 2500.0",
        "km_per_liter_to_mpg | 15.0 | 35.28225",
        "mpg_to_km_per_liter | 30.0 | 12.754288629551686",
        "ampere_to_milliampere | 1.5 | 1500.0",
        "milliampere_to_ampere | 1500.0 | 1.5",
        "volt_to_kilovolt | 230.0 | 0.23",
        "kilovolt_to_volt | 0.23 | 230.0",
        "ohm_to_kiloohm | 4700.0 | 4.7",
        "kiloohm_to_ohm | 4.7 | 4700.0",
        "weber_to_tesla | 3.0 | 3.0",
        "tesla_to_weber | 3.0 | 3.0",
        "gauss_to_tesla | 5000.0 | 0.5",
        "tesla_to_gauss | 0.5 | 5000.0",
        "gray_to_sievert | 2.5 | 2.5",
        "sievert_to_gray | 2.5 | 2.5",
    };

    @Test
    void convert_everyConversion_matchesReferenceFactorExactly() {
        Set<String> covered = new TreeSet<>();
        for (String row : EVERY_CONVERSION) {
            String[] parts = row.split("\\|");
            String conversion = parts[0].trim();
            double value = Double.parseDouble(parts[1].trim());
            double expected = Double.parseDouble(parts[2].trim());
            assertThat(converter.convert(value, conversion)).as(conversion).isEqualTo(expected);
            covered.add(conversion);
        }
        covered.add("lux_to_lumen");
        covered.add("lumen_to_lux");
        assertThat(covered).containsExactlyInAnyOrderElementsOf(converter.listConversions("all"));
    }

    @Test
    void convert_issueExamples() {
        assertThat(converter.convert(100, "celsius_to_fahrenheit")).isEqualTo(212.0);
        assertThat(converter.convert(212, "fahrenheit_to_celsius")).isEqualTo(100.0);
        assertThat(converter.convert(0, "celsius_to_kelvin")).isEqualTo(273.15);
        assertThat(converter.convert(10, "meters_to_feet")).isEqualTo(32.8084);
        assertThat(converter.convert(100, "lux_to_lumen", Map.of("area", 2.0))).isEqualTo(200.0);
        assertThat(converter.convert(100, "lumen_to_lux", Map.of("area", 4.0))).isEqualTo(25.0);
    }

    @Test
    void convert_reverseDirections_roundTrip() {
        for (String[] pair : List.of(
                new String[] {"celsius_to_fahrenheit", "fahrenheit_to_celsius"},
                new String[] {"celsius_to_kelvin", "kelvin_to_celsius"},
                new String[] {"fahrenheit_to_kelvin", "kelvin_to_fahrenheit"},
                new String[] {"bytes_to_bits", "bits_to_bytes"},
                new String[] {"bar_to_pascal", "pascal_to_bar"},
                new String[] {"atm_to_bar", "bar_to_atm"},
                new String[] {"horsepower_to_kilowatts", "kilowatts_to_horsepower"},
                new String[] {"kilowatt_hours_to_calories", "calories_to_kilowatt_hours"},
                new String[] {"calories_to_joules", "joules_to_calories"},
                new String[] {"megahertz_to_kilohertz", "kilohertz_to_megahertz"},
                new String[] {"kiloohm_to_ohm", "ohm_to_kiloohm"},
                new String[] {"sievert_to_gray", "gray_to_sievert"})) {
            double there = converter.convert(42.5, pair[0]);
            assertThat(converter.convert(there, pair[1]))
                    .as(pair[0])
                    .isCloseTo(42.5, org.assertj.core.data.Offset.offset(1e-9));
        }
    }

    @Test
    void convert_area_defaultsToOneForMagneticConversions() {
        assertThat(converter.convert(3, "weber_to_tesla")).isEqualTo(3.0);
        assertThat(converter.convert(3, "weber_to_tesla", Map.of("area", 2.0))).isEqualTo(1.5);
        assertThat(converter.convert(3, "tesla_to_weber", Map.of("area", 2.0))).isEqualTo(6.0);
        assertThat(converter.convert(3, "tesla_to_weber", Map.of())).isEqualTo(3.0);
    }

    @Test
    void convert_missingRequiredParameter_fails() {
        assertThatThrownBy(() -> converter.convert(100, "lux_to_lumen"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage(
                        "Missing required parameter 'params.area' for conversion 'lux_to_lumen': pass the area in square "
                                + "meters inside params, e.g. {\"value\": 100, \"conversion\": \"lux_to_lumen\", "
                                + "\"params\": {\"area\": 2.0}}");
        assertThatThrownBy(() -> converter.convert(100, "lumen_to_lux", Map.of()))
                .hasMessageStartingWith("Missing required parameter 'params.area' for conversion 'lumen_to_lux': ");
        Map<String, Double> nullArea = new HashMap<>();
        nullArea.put("area", null);
        assertThatThrownBy(() -> converter.convert(100, "lumen_to_lux", nullArea))
                .hasMessageStartingWith("Missing required parameter 'params.area' for conversion 'lumen_to_lux': ");
    }

    @Test
    void convert_unknownParameter_fails() {
        assertThatThrownBy(() -> converter.convert(100, "celsius_to_fahrenheit", Map.of("area", 2.0)))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage(
                        "Unknown parameter 'params.area' for conversion 'celsius_to_fahrenheit'; it accepts no params");
        assertThatThrownBy(() -> converter.convert(100, "lux_to_lumen", Map.of("area", 2.0, "depth", 1.0)))
                .hasMessage("Unknown parameter 'params.depth' for conversion 'lux_to_lumen'; it accepts: params.area");
    }

    @ParameterizedTest
    @CsvSource({"0.0", "-2.0", "Infinity", "NaN"})
    void convert_nonPositiveArea_fails(double area) {
        assertThatThrownBy(() -> converter.convert(100, "lumen_to_lux", Map.of("area", area)))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Parameter 'params.area' must be a positive number of square meters, got " + area);
    }

    @ParameterizedTest
    @CsvSource({
        "kg_to_lbs, kilograms_to_pounds",
        "KG to LBS, kilograms_to_pounds",
        "lb -> kg, pounds_to_kilograms",
        "C to F, celsius_to_fahrenheit",
        "°f_to_°c, fahrenheit_to_celsius",
        "m_to_ft, meters_to_feet",
        "metres_to_feet, meters_to_feet",
        "in_to_cm, inches_to_centimeters",
        "m2_to_ft2, square_meters_to_square_feet",
        "kph_to_mph, kmh_to_mph",
        "km/h_to_mph, kmh_to_mph",
        "miles_per_hour_to_kilometres_per_hour, mph_to_kmh",
        "l_to_gal, liters_to_gallons",
        "kwh_to_cal, kilowatt_hours_to_calories",
        "hp_to_kw, horsepower_to_kilowatts",
        "lx_to_lm, lux_to_lumen"
    })
    void convert_commonAliases_resolveToTheConversion(String alias, String conversion) {
        Map<String, Double> params = conversion.startsWith("lux") ? Map.of("area", 2.0) : Map.of();
        assertThat(converter.convert(7.5, alias, params)).isEqualTo(converter.convert(7.5, conversion, params));
        assertThat(converter.help(alias)).isEqualTo(converter.help(conversion));
    }

    @Test
    void convert_unitsWithoutAConversion_listTheConversionsOfTheirCategory() {
        String length = " The length conversions are: meters_to_feet, feet_to_meters, centimeters_to_inches, "
                + "inches_to_centimeters.";
        assertThatThrownBy(() -> converter.convert(1, "kilometers_to_miles"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Conversion function 'kilometers_to_miles' is not recognized." + length);
        assertThatThrownBy(() -> converter.convert(1, "km_to_mi"))
                .hasMessage("Conversion function 'km_to_mi' is not recognized." + length);
        assertThatThrownBy(() -> converter.convert(1, "grams_to_ounces"))
                .hasMessage("Conversion function 'grams_to_ounces' is not recognized. The weight conversions are: "
                        + "kilograms_to_pounds, pounds_to_kilograms.");
    }

    @Test
    void convert_misspelledName_suggestsTheClosest() {
        assertThatThrownBy(() -> converter.convert(1, "celsius_to_farenheit"))
                .hasMessage("Conversion function 'celsius_to_farenheit' is not recognized. "
                        + "Did you mean celsius_to_fahrenheit?");
        assertThatThrownBy(() -> converter.convert(1, "celcius_to_kelvin"))
                .hasMessage(
                        "Conversion function 'celcius_to_kelvin' is not recognized. Did you mean celsius_to_kelvin?");
    }

    @Test
    void convert_unknownConversion_fails() {
        assertThatThrownBy(() -> converter.convert(1, "furlongs_to_parsecs"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage(
                        "Conversion function 'furlongs_to_parsecs' is not recognized. Call list_conversions for the names.");
    }

    @Test
    void listConversions_byCategory() {
        assertThat(converter.listConversions("temperature"))
                .containsExactly(
                        "celsius_to_fahrenheit",
                        "fahrenheit_to_celsius",
                        "kelvin_to_celsius",
                        "celsius_to_kelvin",
                        "fahrenheit_to_kelvin",
                        "kelvin_to_fahrenheit");
        assertThat(converter.listConversions("light_intensity")).containsExactly("lux_to_lumen", "lumen_to_lux");
        assertThat(converter.listConversions("all")).hasSize(58);
        assertThat(converter.categories())
                .containsExactly(
                        "temperature",
                        "length",
                        "weight",
                        "time",
                        "capacity",
                        "area",
                        "speed",
                        "data_storage",
                        "pressure",
                        "power",
                        "energy",
                        "frequency",
                        "fuel_economy",
                        "electrical",
                        "magnetic",
                        "radiation",
                        "light_intensity");
        int total = 0;
        for (String category : converter.categories()) {
            total += converter.listConversions(category).size();
        }
        assertThat(total).isEqualTo(58);
    }

    @Test
    void listConversions_withHelp_mapsNamesToHelp() {
        assertThat(converter.listConversions("weight", false))
                .isEqualTo(List.of("kilograms_to_pounds", "pounds_to_kilograms"));
        assertThat(converter.listConversions("weight", true))
                .isEqualTo(Map.of(
                        "kilograms_to_pounds",
                                "function: kilograms_to_pounds(kg)\n    Convert kilograms to pounds (* 2.20462).",
                        "pounds_to_kilograms",
                                "function: pounds_to_kilograms(lbs)\n    Convert pounds to kilograms (/ 2.20462)."));
    }

    @Test
    void listConversions_unknownCategory_fails() {
        assertThatThrownBy(() -> converter.listConversions("volume"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid category: volume");
    }

    @Test
    void help_conversion_givesSignatureAndDescription() {
        assertThat(converter.help("celsius_to_fahrenheit"))
                .isEqualTo(
                        "function: celsius_to_fahrenheit(celsius)\n    Convert Celsius to Fahrenheit (c * 9/5 + 32).");
        assertThat(converter.help("lux_to_lumen")).startsWith("function: lux_to_lumen(lux, area)\n    ");
        assertThat(converter.help("weber_to_tesla")).startsWith("function: weber_to_tesla(weber, area=1.0)\n    ");
    }

    @Test
    void help_withoutName_givesOverview() {
        String overview = converter.help(null);
        assertThat(overview).startsWith("Available conversions (58):\n  temperature: celsius_to_fahrenheit, ");
        assertThat(overview).contains("\n  light_intensity: lux_to_lumen, lumen_to_lux\n");
        assertThat(converter.help(" ")).isEqualTo(overview);
    }

    @Test
    void help_unknownName_fails() {
        assertThatThrownBy(() -> converter.help("nope"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Conversion function 'nope' is not recognized. Call list_conversions for the names.");
    }

    @Test
    void allowedValues_listConversionsAndCategories() {
        assertThat(converter.allowedValues("convert", "conversion")).isEqualTo(converter.listConversions("all"));
        assertThat(converter.allowedValues("list_conversions", "category")).startsWith("all", "temperature");
        assertThat(converter.allowedValues("convert", "value")).isNull();
    }
}
