package io.agenttoolkit.core.calculator;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Evaluates arithmetic expressions with its own parser (no script engine, no reflection): the tool namespace
 * {@code calculator}.
 *
 * <p>Expressions follow Python's syntax and rules: {@code + - * / // % **}, unary minus, parentheses, comparisons
 * (chained as in {@code 1 < 2 <= 3}), {@code and or not}, {@code True False}, lists {@code [1, 2, 3]}, the
 * constants {@code pi e tau inf nan} and the
 * functions listed by {@link #functionNames()}, called with positional or keyword arguments ({@code log(8, 2)},
 * {@code log(8, base=2)}). Integers are exact and never overflow; {@code /} always divides as real numbers
 * ({@code 15/3 = 5.0}); {@code //} and {@code %} round toward negative infinity; {@code round} rounds half to even.
 *
 * <p>Limits keep every call short and small: {@value #MAX_EXPRESSION_LENGTH} characters, {@value #MAX_NESTING_DEPTH}
 * levels of nesting, integer exponents up to {@value #MAX_EXPONENT}, {@code factorial} up to
 * {@value #MAX_FACTORIAL}, {@value #MAX_LIST_SIZE} elements a list, and integers of at most 100,000 bits.
 *
 * <p>Immutable and thread-safe.
 */
public final class Calculator {
    /** The longest expression accepted, in characters. */
    public static final int MAX_EXPRESSION_LENGTH = 4096;

    /** The deepest nesting of parentheses, brackets, calls and unary operators accepted. */
    public static final int MAX_NESTING_DEPTH = 64;

    /** The largest absolute integer exponent accepted by {@code **} and {@code pow} on integers. */
    public static final int MAX_EXPONENT = 10_000;

    /** The largest argument {@code factorial} accepts. */
    public static final int MAX_FACTORIAL = 1000;

    /** The most elements a list (or the arguments of one call) may have. */
    public static final int MAX_LIST_SIZE = 1000;

    private static final Calculator DEFAULT = new Calculator();

    private Calculator() {}

    // evaluate answers a number, a boolean, or a list of these; Jackson writes nan and inf as the strings "NaN",
    // "Infinity" and "-Infinity", so a client's validator must accept those too.
    private static final String VALUE_SCHEMA = "{\"anyOf\": [{\"type\": \"number\"}, {\"type\": \"boolean\"}, "
            + "{\"type\": \"string\", \"enum\": [\"NaN\", \"Infinity\", \"-Infinity\"]}]}";
    private static final String RESULT_SCHEMA = "{\"description\": \"The value: a number, a boolean for comparisons, "
            + "or a list (mode, or a list in the expression)\", \"anyOf\": [" + VALUE_SCHEMA + ", {\"type\": "
            + "\"array\", \"items\": {\"anyOf\": [" + VALUE_SCHEMA + ", {\"type\": \"array\"}]}}]}";
    private static final String NAMES_OR_HELP_SCHEMA = "{\"anyOf\": [{\"type\": \"array\", \"items\": "
            + "{\"type\": \"string\"}}, {\"type\": \"object\", \"additionalProperties\": {\"type\": \"string\"}}]}";

    /** Returns the calculator. */
    public static Calculator create() {
        return DEFAULT;
    }

    /**
     * Returns the value of an expression: a {@link Long} or {@link BigInteger} for an integer result, a
     * {@link Double} for a real one, a {@link Boolean} for a comparison, or a {@code List} of these (for {@code mode},
     * or a list written in the expression).
     *
     * @throws InvalidArgumentException {@code Invalid expression: <why>} when the expression cannot be parsed, names
     *     an unknown function, divides by zero, leaves a function's domain or exceeds a limit
     */
    @ToolMethod(
            name = "evaluate",
            description = "Evaluates a mathematical expression and returns the number (a list for mode, a boolean "
                    + "for comparisons). Python syntax: + - * / // % ** with parentheses, comparisons, lists "
                    + "[1, 2, 3], constants pi e tau inf nan, and functions such as sqrt(16), log(8, 2), "
                    + "round(2.675, 2), factorial(30), dist([0, 0], [3, 4]). Integers are exact; / divides as "
                    + "real numbers. Call list_allowed_fns or help for the functions.",
            resultSchema = RESULT_SCHEMA)
    public Object evaluate(
            @Param(value = "expression", description = "The expression, e.g. \"(2 + 3) * sqrt(16)\"")
                    String expression) {
        if (expression.length() > MAX_EXPRESSION_LENGTH) {
            throw Arithmetic.fail("the expression has " + expression.length() + " characters, more than the limit of "
                    + MAX_EXPRESSION_LENGTH);
        }
        Node tree = Parser.parse(expression, MAX_NESTING_DEPTH, MAX_LIST_SIZE);
        Object value = Evaluator.evaluate(tree);
        return result(value);
    }

    private static Object result(Object value) {
        if (value instanceof BigInteger integer) {
            return integer.bitLength() < Long.SIZE ? (Object) integer.longValueExact() : integer;
        }
        if (value instanceof List<?> list) {
            List<Object> converted = new ArrayList<>();
            list.forEach(element -> converted.add(result(element)));
            return List.copyOf(converted);
        }
        if (value instanceof String text) {
            throw Arithmetic.fail("the result is the string '" + text + "', not a number");
        }
        return value;
    }

    /** Returns the names of the functions {@link #evaluate(String)} knows, grouped by topic. */
    public List<String> functionNames() {
        return List.copyOf(Functions.ALL.keySet());
    }

    /** Returns every function's name mapped to its {@link #help(String) help} text, grouped by topic. */
    public Map<String, String> functionHelp() {
        Map<String, String> help = new LinkedHashMap<>();
        Functions.ALL.values().forEach(function -> help.put(function.name(), describe(function)));
        return help;
    }

    /**
     * Returns the function names ({@code with_help} false) or a map of each name to its help text ({@code with_help}
     * true): the tool {@code calculator/list_allowed_fns}.
     */
    @ToolMethod(
            name = "list_allowed_fns",
            description = "Lists the functions evaluate accepts; with with_help=true, maps each name to its signature "
                    + "and description.",
            resultSchema = NAMES_OR_HELP_SCHEMA)
    public Object listAllowedFns(
            @Param(
                            value = "with_help",
                            description = "Include each function's signature and description",
                            required = false,
                            defaultValue = "false")
                    boolean withHelp) {
        return withHelp ? functionHelp() : functionNames();
    }

    /**
     * Returns the help of one function ({@code function: log(x, base=10)} and a one-line description, indented on
     * the next line), of a constant ({@code constant: pi}), or, when the name is null or blank, an overview starting
     * {@code Available functions (<N>):}.
     *
     * @throws InvalidArgumentException {@code Function '<name>' is not recognized.} for an unknown name
     */
    @ToolMethod(
            name = "help",
            description = "Returns the signature and description of a function evaluate accepts, or an overview of "
                    + "all functions, constants and operators when no name is given.")
    public String help(
            @Param(
                            value = "name",
                            description = "A function or constant name, e.g. \"log\"; omit for the overview",
                            required = false)
                    @Nullable
                    String name) {
        if (name == null || name.isBlank()) {
            return overview();
        }
        String key = name.trim();
        MathFunction function = Functions.ALL.get(key);
        if (function != null) {
            return describe(function);
        }
        Double constant = Functions.CONSTANTS.get(key);
        if (constant != null) {
            return "constant: " + key + "\n    Constant value: " + Arguments.display(constant);
        }
        throw new InvalidArgumentException("Function '" + key + "' is not recognized.");
    }

    private static String describe(MathFunction function) {
        return "function: " + function.signature() + "\n    " + function.description();
    }

    private static String overview() {
        StringBuilder text = new StringBuilder();
        text.append("Available functions (").append(Functions.ALL.size()).append("):\n");
        for (MathFunction function : Functions.ALL.values()) {
            text.append("  ")
                    .append(function.signature())
                    .append(" - ")
                    .append(function.description())
                    .append('\n');
        }
        text.append("Constants: ")
                .append(String.join(", ", Functions.CONSTANTS.keySet()))
                .append('\n');
        text.append("Operators: + - * / // % ** (power), unary -, parentheses, comparisons == != < <= > >=, "
                + "and or not, True False, lists [1, 2, 3]; / divides as real numbers, // and % floor toward "
                + "negative infinity.");
        return text.toString();
    }

    @Override
    public String toString() {
        return "Calculator";
    }
}
