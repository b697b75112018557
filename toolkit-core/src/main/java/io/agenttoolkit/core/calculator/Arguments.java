package io.agenttoolkit.core.calculator;

import static io.agenttoolkit.core.calculator.Arithmetic.fail;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleBinaryOperator;

/** Checks and converts the arguments of calculator functions, with messages naming the function and parameter. */
final class Arguments {
    private Arguments() {}

    static String display(Object value) {
        if (value instanceof Double d) {
            return d.isNaN() ? "nan" : d.isInfinite() ? (d > 0 ? "inf" : "-inf") : d.toString();
        }
        if (value instanceof String s) {
            return "'" + s + "'";
        }
        return String.valueOf(value);
    }

    static Object number(String function, String parameter, Object value) {
        if (!Arithmetic.isNumber(value)) {
            throw fail(
                    function + "() argument '" + parameter + "' must be a number, got " + Arithmetic.typeName(value));
        }
        return value instanceof Boolean ? Arithmetic.integer(value) : value;
    }

    static double real(String function, String parameter, Object value) {
        return Arithmetic.real(number(function, parameter, value));
    }

    static BigInteger whole(String function, String parameter, Object value) {
        Object number = number(function, parameter, value);
        if (number instanceof Double d) {
            if (!Double.isFinite(d) || d != Math.rint(d)) {
                throw fail(function + "() argument '" + parameter + "' must be an integer, got " + display(d));
            }
            return new BigDecimal(d).toBigIntegerExact();
        }
        return (BigInteger) number;
    }

    static List<Object> point(String function, String parameter, Object value) {
        if (!(value instanceof List<?> list)) {
            throw fail(function + "() argument '" + parameter + "' must be a list of numbers, got "
                    + Arithmetic.typeName(value));
        }
        List<Object> numbers = new ArrayList<>();
        for (Object element : list) {
            if (!Arithmetic.isNumber(element)) {
                throw fail(function + "() argument '" + parameter + "' must contain only numbers, got "
                        + Arithmetic.typeName(element));
            }
            numbers.add(element instanceof Boolean ? Arithmetic.integer(element) : element);
        }
        return numbers;
    }

    /** The numbers of a statistics function: one list argument, or the arguments themselves. */
    static List<Object> numbers(String function, List<Object> args, boolean nonEmpty) {
        List<Object> numbers = args.size() == 1 && args.get(0) instanceof List<?>
                ? point(function, "numbers", args.get(0))
                : point(function, "numbers", args);
        if (nonEmpty && numbers.isEmpty()) {
            throw fail(function + "() needs at least one number");
        }
        return numbers;
    }

    static double[] reals(String function, List<Object> values) {
        double[] reals = new double[values.size()];
        for (int i = 0; i < reals.length; i++) {
            reals[i] = real(function, "values", values.get(i));
        }
        return reals;
    }

    static double checkedReal(String function, double result, double... inputs) {
        boolean finiteInputs = true;
        boolean nanInput = false;
        for (double input : inputs) {
            finiteInputs &= Double.isFinite(input);
            nanInput |= Double.isNaN(input);
        }
        if (Double.isNaN(result) && !nanInput) {
            throw fail("math domain error: " + function + "() is not defined for " + displayAll(inputs));
        }
        if (Double.isInfinite(result) && finiteInputs) {
            throw fail("math range error: " + function + "(" + displayAll(inputs) + ") overflows");
        }
        return result;
    }

    static String displayAll(double... inputs) {
        List<String> shown = new ArrayList<>();
        for (double input : inputs) {
            shown.add(display(input));
        }
        return String.join(", ", shown);
    }

    static Object realBinary(String function, List<Object> args, DoubleBinaryOperator operation) {
        double a = real(function, "y", args.get(0));
        double b = real(function, "x", args.get(1));
        return checkedReal(function, operation.applyAsDouble(a, b), a, b);
    }
}
