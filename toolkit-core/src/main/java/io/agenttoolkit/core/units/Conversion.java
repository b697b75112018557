package io.agenttoolkit.core.units;

import java.util.Locale;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import org.jspecify.annotations.Nullable;

/** Every conversion with its category, formula and the extra parameter a few of them take. */
enum Conversion {
    // Temperature
    CELSIUS_TO_FAHRENHEIT(
            "temperature", "celsius", "Convert Celsius to Fahrenheit (c * 9/5 + 32).", c -> (c * 9 / 5) + 32),
    FAHRENHEIT_TO_CELSIUS(
            "temperature", "fahrenheit", "Convert Fahrenheit to Celsius ((f - 32) * 5/9).", f -> (f - 32) * 5 / 9),
    KELVIN_TO_CELSIUS("temperature", "kelvin", "Convert Kelvin to Celsius (k - 273.15).", k -> k - 273.15),
    CELSIUS_TO_KELVIN("temperature", "celsius", "Convert Celsius to Kelvin (c + 273.15).", c -> c + 273.15),
    FAHRENHEIT_TO_KELVIN(
            "temperature",
            "fahrenheit",
            "Convert Fahrenheit to Kelvin ((f - 32) * 5/9 + 273.15).",
            f -> (f - 32) * 5 / 9 + 273.15),
    KELVIN_TO_FAHRENHEIT(
            "temperature",
            "kelvin",
            "Convert Kelvin to Fahrenheit ((k - 273.15) * 9/5 + 32).",
            k -> (k - 273.15) * 9 / 5 + 32),
    // Length
    METERS_TO_FEET("length", "meters", "Convert meters to feet (* 3.28084).", m -> m * 3.28084),
    FEET_TO_METERS("length", "feet", "Convert feet to meters (/ 3.28084).", ft -> ft / 3.28084),
    CENTIMETERS_TO_INCHES("length", "cm", "Convert centimeters to inches (/ 2.54).", cm -> cm / 2.54),
    INCHES_TO_CENTIMETERS("length", "inches", "Convert inches to centimeters (* 2.54).", in -> in * 2.54),
    // Weight
    KILOGRAMS_TO_POUNDS("weight", "kg", "Convert kilograms to pounds (* 2.20462).", kg -> kg * 2.20462),
    POUNDS_TO_KILOGRAMS("weight", "lbs", "Convert pounds to kilograms (/ 2.20462).", lbs -> lbs / 2.20462),
    // Time
    SECONDS_TO_MINUTES("time", "seconds", "Convert seconds to minutes (/ 60).", s -> s / 60),
    MINUTES_TO_SECONDS("time", "minutes", "Convert minutes to seconds (* 60).", m -> m * 60),
    // Capacity
    LITERS_TO_GALLONS("capacity", "liters", "Convert liters to US gallons (/ 3.78541).", l -> l / 3.78541),
    GALLONS_TO_LITERS("capacity", "gallons", "Convert US gallons to liters (* 3.78541).", g -> g * 3.78541),
    // Area
    SQUARE_METERS_TO_SQUARE_FEET("area", "sqm", "Convert square meters to square feet (* 10.7639).", a -> a * 10.7639),
    SQUARE_FEET_TO_SQUARE_METERS("area", "sqft", "Convert square feet to square meters (/ 10.7639).", a -> a / 10.7639),
    // Speed
    KMH_TO_MPH("speed", "kmh", "Convert kilometers per hour to miles per hour (/ 1.60934).", v -> v / 1.60934),
    MPH_TO_KMH("speed", "mph", "Convert miles per hour to kilometers per hour (* 1.60934).", v -> v * 1.60934),
    // Data storage
    BITS_TO_BYTES("data_storage", "bits", "Convert bits to bytes (/ 8).", b -> b / 8),
    BYTES_TO_BITS("data_storage", "bytes", "Convert bytes to bits (* 8).", b -> b * 8),
    BYTES_TO_KILOBYTES("data_storage", "bytes", "Convert bytes to kilobytes (/ 1024).", b -> b / 1024),
    KILOBYTES_TO_BYTES("data_storage", "kb", "Convert kilobytes to bytes (* 1024).", kb -> kb * 1024),
    KILOBYTES_TO_MEGABYTES("data_storage", "kb", "Convert kilobytes to megabytes (/ 1024).", kb -> kb / 1024),
    MEGABYTES_TO_KILOBYTES("data_storage", "mb", "Convert megabytes to kilobytes (* 1024).", mb -> mb * 1024),
    // Pressure
    PASCAL_TO_BAR("pressure", "pascal", "Convert pascal to bar (/ 100000).", pa -> pa / 100000),
    BAR_TO_PASCAL("pressure", "bar", "Convert bar to pascal (* 100000).", bar -> bar * 100000),
    BAR_TO_ATM("pressure", "bar", "Convert bar to standard atmospheres (/ 1.01325).", bar -> bar / 1.01325),
    ATM_TO_BAR("pressure", "atm", "Convert standard atmospheres to bar (* 1.01325).", atm -> atm * 1.01325),
    // Power
    WATTS_TO_KILOWATTS("power", "watts", "Convert watts to kilowatts (/ 1000).", w -> w / 1000),
    KILOWATTS_TO_WATTS("power", "kw", "Convert kilowatts to watts (* 1000).", kw -> kw * 1000),
    KILOWATTS_TO_HORSEPOWER("power", "kw", "Convert kilowatts to horsepower (* 1.34102).", kw -> kw * 1.34102),
    HORSEPOWER_TO_KILOWATTS("power", "hp", "Convert horsepower to kilowatts (/ 1.34102).", hp -> hp / 1.34102),
    // Energy
    JOULES_TO_CALORIES("energy", "joules", "Convert joules to calories (/ 4.184).", j -> j / 4.184),
    CALORIES_TO_JOULES("energy", "calories", "Convert calories to joules (* 4.184).", cal -> cal * 4.184),
    CALORIES_TO_KILOWATT_HOURS(
            "energy", "calories", "Convert calories to kilowatt hours (* 1.16222e-6).", cal -> cal * 0.00000116222),
    KILOWATT_HOURS_TO_CALORIES(
            "energy", "kwh", "Convert kilowatt hours to calories (/ 1.16222e-6).", kwh -> kwh / 0.00000116222),
    // Frequency
    HERTZ_TO_KILOHERTZ("frequency", "hz", "Convert hertz to kilohertz (/ 1000).", hz -> hz / 1000),
    KILOHERTZ_TO_HERTZ("frequency", "khz", "Convert kilohertz to hertz (* 1000).", khz -> khz * 1000),
    KILOHERTZ_TO_MEGAHERTZ("frequency", "khz", "Convert kilohertz to megahertz (/ 1000).", khz -> khz / 1000),
    MEGAHERTZ_TO_KILOHERTZ("frequency", "mhz", "Convert megahertz to kilohertz (* 1000).", mhz -> mhz * 1000),
    // Fuel economy
    KM_PER_LITER_TO_MPG(
            "fuel_economy",
            "kmpl",
            "Convert kilometers per liter to US miles per gallon (* 2.35215).",
            k -> k * 2.35215),
    MPG_TO_KM_PER_LITER(
            "fuel_economy",
            "mpg",
            "Convert US miles per gallon to kilometers per liter (/ 2.35215).",
            m -> m / 2.35215),
    // Electrical
    AMPERE_TO_MILLIAMPERE("electrical", "ampere", "Convert ampere to milliampere (* 1000).", a -> a * 1000),
    MILLIAMPERE_TO_AMPERE("electrical", "milliampere", "Convert milliampere to ampere (/ 1000).", ma -> ma / 1000),
    VOLT_TO_KILOVOLT("electrical", "volt", "Convert volt to kilovolt (/ 1000).", v -> v / 1000),
    KILOVOLT_TO_VOLT("electrical", "kilovolt", "Convert kilovolt to volt (* 1000).", kv -> kv * 1000),
    OHM_TO_KILOOHM("electrical", "ohm", "Convert ohm to kiloohm (/ 1000).", ohm -> ohm / 1000),
    KILOOHM_TO_OHM("electrical", "kiloohm", "Convert kiloohm to ohm (* 1000).", kohm -> kohm * 1000),
    // Magnetic
    WEBER_TO_TESLA(
            "magnetic",
            "weber",
            "Convert magnetic flux (weber) to flux density (tesla) over an area in square "
                    + "meters (weber / area, area default 1).",
            1.0,
            (wb, area) -> wb / area),
    TESLA_TO_WEBER(
            "magnetic",
            "tesla",
            "Convert flux density (tesla) to magnetic flux (weber) over an area in square "
                    + "meters (tesla * area, area default 1).",
            1.0,
            (t, area) -> t * area),
    GAUSS_TO_TESLA("magnetic", "gauss", "Convert gauss to tesla (/ 10000).", g -> g / 10000),
    TESLA_TO_GAUSS("magnetic", "tesla", "Convert tesla to gauss (* 10000).", t -> t * 10000),
    // Radiation
    GRAY_TO_SIEVERT("radiation", "gray", "Convert gray to sievert (* 1, radiation weighting factor 1).", gy -> gy * 1),
    SIEVERT_TO_GRAY(
            "radiation", "sievert", "Convert sievert to gray (* 1, radiation weighting factor 1).", sv -> sv * 1),
    // Light intensity
    LUX_TO_LUMEN(
            "light_intensity",
            "lux",
            "Convert lux to lumen over an area in square meters (lux * area; area " + "required).",
            null,
            (lux, area) -> lux * area),
    LUMEN_TO_LUX(
            "light_intensity",
            "lumen",
            "Convert lumen to lux over an area in square meters (lumen / area; area " + "required).",
            null,
            (lm, area) -> lm / area);

    /** The one extra parameter the magnetic and light conversions take. */
    static final String AREA = "area";

    private final String category;
    private final String valueName;
    private final String description;
    private final boolean takesArea;
    private final @Nullable Double areaDefault;
    private final DoubleBinaryOperator formula;

    Conversion(String category, String valueName, String description, DoubleUnaryOperator formula) {
        this.category = category;
        this.valueName = valueName;
        this.description = description;
        this.takesArea = false;
        this.areaDefault = null;
        this.formula = (value, unused) -> formula.applyAsDouble(value);
    }

    Conversion(
            String category,
            String valueName,
            String description,
            @Nullable Double areaDefault,
            DoubleBinaryOperator formula) {
        this.category = category;
        this.valueName = valueName;
        this.description = description;
        this.takesArea = true;
        this.areaDefault = areaDefault;
        this.formula = formula;
    }

    String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    String category() {
        return category;
    }

    String description() {
        return description;
    }

    boolean takesArea() {
        return takesArea;
    }

    @Nullable
    Double areaDefault() {
        return areaDefault;
    }

    String signature() {
        String parameters = valueName;
        if (takesArea) {
            parameters += areaDefault == null ? ", area" : ", area=" + areaDefault;
        }
        return wireName() + "(" + parameters + ")";
    }

    double apply(double value, double area) {
        return formula.applyAsDouble(value, area);
    }
}
