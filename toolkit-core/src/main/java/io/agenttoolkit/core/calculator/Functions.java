package io.agenttoolkit.core.calculator;

import static io.agenttoolkit.core.calculator.Arguments.checkedReal;
import static io.agenttoolkit.core.calculator.Arguments.display;
import static io.agenttoolkit.core.calculator.Arguments.number;
import static io.agenttoolkit.core.calculator.Arguments.numbers;
import static io.agenttoolkit.core.calculator.Arguments.point;
import static io.agenttoolkit.core.calculator.Arguments.real;
import static io.agenttoolkit.core.calculator.Arguments.realBinary;
import static io.agenttoolkit.core.calculator.Arguments.reals;
import static io.agenttoolkit.core.calculator.Arguments.whole;
import static io.agenttoolkit.core.calculator.Arithmetic.fail;
import static io.agenttoolkit.core.calculator.FunctionBodies.combinations;
import static io.agenttoolkit.core.calculator.FunctionBodies.extreme;
import static io.agenttoolkit.core.calculator.FunctionBodies.factorial;
import static io.agenttoolkit.core.calculator.FunctionBodies.gcd;
import static io.agenttoolkit.core.calculator.FunctionBodies.lcm;
import static io.agenttoolkit.core.calculator.FunctionBodies.log10;
import static io.agenttoolkit.core.calculator.FunctionBodies.log2;
import static io.agenttoolkit.core.calculator.FunctionBodies.naturalLog;
import static io.agenttoolkit.core.calculator.FunctionBodies.norm;
import static io.agenttoolkit.core.calculator.FunctionBodies.sum;
import static io.agenttoolkit.core.calculator.FunctionBodies.toInteger;

import java.math.BigInteger;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;

/** The calculator's functions and constants, with their help lines. */
final class Functions {
    private static final int VARIADIC = Integer.MAX_VALUE;

    static final Map<String, Double> CONSTANTS = constants();
    static final Map<String, MathFunction> ALL = functions();

    private Functions() {}

    private static Map<String, Double> constants() {
        Map<String, Double> constants = new LinkedHashMap<>();
        constants.put("pi", Math.PI);
        constants.put("e", Math.E);
        constants.put("tau", 2 * Math.PI);
        constants.put("inf", Double.POSITIVE_INFINITY);
        constants.put("nan", Double.NaN);
        return Collections.unmodifiableMap(constants);
    }

    private static Map<String, MathFunction> functions() {
        Map<String, MathFunction> all = new LinkedHashMap<>();
        // Arithmetic
        binary(all, "add", "Adds two numbers.", Arithmetic::add);
        binary(all, "subtract", "Subtracts b from a.", Arithmetic::subtract);
        binary(all, "multiply", "Multiplies two numbers.", Arithmetic::multiply);
        binary(all, "divide", "Divides a by b as real numbers (b != 0).", Arithmetic::divide);
        binary(
                all,
                "floor_divide",
                "Divides a by b, rounding toward negative infinity (b != 0).",
                Arithmetic::floorDivide);
        binary(all, "mod", "Remainder of a divided by b, with the sign of b (b != 0).", Arithmetic::modulo);
        // Numbers
        add(all, "abs", "x", "Absolute value of x.", List.of("x"), 1, 1, args -> {
            Object x = number("abs", "x", args.get(0));
            return x instanceof Double d
                    ? (Object) Math.abs(d)
                    : Arithmetic.integer(x).abs();
        });
        add(
                all,
                "round",
                "x, n=None",
                "Rounds x to n decimal places, ties to even; without n the result is an integer.",
                List.of("x", "n"),
                1,
                2,
                FunctionBodies::round);
        add(
                all,
                "ceil",
                "x",
                "Smallest integer >= x.",
                List.of("x"),
                1,
                1,
                args -> toInteger("ceil", args.get(0), Math::ceil));
        add(
                all,
                "floor",
                "x",
                "Largest integer <= x.",
                List.of("x"),
                1,
                1,
                args -> toInteger("floor", args.get(0), Math::floor));
        add(
                all,
                "trunc",
                "x",
                "x with its fractional part removed (toward zero).",
                List.of("x"),
                1,
                1,
                args -> toInteger("trunc", args.get(0), d -> d < 0 ? Math.ceil(d) : Math.floor(d)));
        // Powers and roots
        add(
                all,
                "pow",
                "base, exponent",
                "base raised to exponent; exact for integers with a non-negative integer exponent.",
                List.of("base", "exponent"),
                2,
                2,
                args -> Arithmetic.power(number("pow", "base", args.get(0)), number("pow", "exponent", args.get(1))));
        add(all, "sqrt", "x", "Square root of x (x >= 0).", List.of("x"), 1, 1, args -> {
            double x = real("sqrt", "x", args.get(0));
            if (x < 0) {
                throw fail("math domain error: sqrt() of negative number " + display(args.get(0)));
            }
            return Math.sqrt(x);
        });
        add(
                all,
                "isqrt",
                "n",
                "Integer square root of n (the floor of its square root, n >= 0).",
                List.of("n"),
                1,
                1,
                args -> {
                    BigInteger n = whole("isqrt", "n", args.get(0));
                    if (n.signum() < 0) {
                        throw fail("isqrt() argument must be non-negative, got " + n);
                    }
                    return n.sqrt();
                });
        unary(all, "cbrt", "Cube root of x (negative for negative x).", Math::cbrt);
        // Logarithms and exponentials
        add(
                all,
                "log",
                "x, base=10",
                "Logarithm of x to the given base, default 10.",
                List.of("x", "base"),
                1,
                2,
                FunctionBodies::log);
        add(
                all,
                "ln",
                "x",
                "Natural (base-e) logarithm of x.",
                List.of("x"),
                1,
                1,
                args -> naturalLog("ln", args.get(0)));
        add(all, "log2", "x", "Base-2 logarithm of x.", List.of("x"), 1, 1, args -> log2("log2", args.get(0)));
        add(all, "log10", "x", "Base-10 logarithm of x.", List.of("x"), 1, 1, args -> log10("log10", args.get(0)));
        unary(all, "exp", "e raised to the power x.", Math::exp);
        // Statistics
        statistic(all, "min", "Smallest of the numbers.", numbers -> extreme(numbers, -1));
        statistic(all, "max", "Largest of the numbers.", numbers -> extreme(numbers, 1));
        add(
                all,
                "sum",
                "numbers",
                "Sum of the numbers (a list, or several numbers).",
                List.of("numbers"),
                1,
                VARIADIC,
                args -> sum(numbers("sum", args, false)));
        statistic(all, "average", "Arithmetic mean of the numbers.", FunctionBodies::average);
        statistic(
                all,
                "median",
                "Median of the numbers (mean of the two middle ones for an even count).",
                FunctionBodies::median);
        statistic(
                all,
                "mode",
                "The most frequent number(s), as a list in order of first appearance.",
                FunctionBodies::mode);
        statistic(
                all,
                "standard_deviation",
                "Population standard deviation of the numbers.",
                FunctionBodies::standardDeviation);
        // Combinatorics
        add(
                all,
                "factorial",
                "n",
                "n! for an integer 0 <= n <= " + Calculator.MAX_FACTORIAL + ".",
                List.of("n"),
                1,
                1,
                args -> factorial(whole("factorial", "n", args.get(0))));
        add(
                all,
                "comb",
                "n, k",
                "Number of ways to choose k items from n without order.",
                List.of("n", "k"),
                2,
                2,
                args -> combinations("comb", args, false));
        add(
                all,
                "perm",
                "n, k=None",
                "Number of ways to choose k items from n in order (k defaults to n).",
                List.of("n", "k"),
                1,
                2,
                args -> combinations("perm", args, true));
        add(
                all,
                "gcd",
                "*integers",
                "Greatest common divisor of the integers.",
                List.of(),
                1,
                VARIADIC,
                args -> gcd(args));
        add(
                all,
                "lcm",
                "*integers",
                "Least common multiple of the integers.",
                List.of(),
                1,
                VARIADIC,
                args -> lcm(args));
        // Distance and norm
        add(
                all,
                "dist",
                "p, q, metric=\"euclidean\"",
                "Distance between points p and q (lists), metric \"euclidean\" or \"manhattan\".",
                List.of("p", "q", "metric"),
                2,
                3,
                FunctionBodies::dist);
        add(
                all,
                "norm_euclidean",
                "p",
                "Euclidean norm (length) of the point p (a list).",
                List.of("p"),
                1,
                1,
                args -> norm(reals("norm_euclidean", point("norm_euclidean", "p", args.get(0)))));
        add(
                all,
                "hypot",
                "*values",
                "Euclidean norm sqrt(sum of squares) of the values.",
                List.of(),
                0,
                VARIADIC,
                args -> norm(reals("hypot", args)));
        // Finance
        add(
                all,
                "simple_interest",
                "principal, rate, time",
                "Simple interest principal * rate * time (rate as a decimal, time in years).",
                List.of("principal", "rate", "time"),
                3,
                3,
                args -> Arithmetic.multiply(
                        Arithmetic.multiply(
                                number("simple_interest", "principal", args.get(0)),
                                number("simple_interest", "rate", args.get(1))),
                        number("simple_interest", "time", args.get(2))));
        add(
                all,
                "compound_interest",
                "principal, rate, time, periods=1",
                "Final amount principal * (1 + rate/periods) ** (periods * time).",
                List.of("principal", "rate", "time", "periods"),
                3,
                4,
                FunctionBodies::compoundInterest);
        // Trigonometry
        unary(all, "sin", "Sine of x (radians).", Math::sin);
        unary(all, "cos", "Cosine of x (radians).", Math::cos);
        unary(all, "tan", "Tangent of x (radians).", Math::tan);
        unary(all, "asin", "Arc sine of x, in radians (-1 <= x <= 1).", Math::asin);
        unary(all, "acos", "Arc cosine of x, in radians (-1 <= x <= 1).", Math::acos);
        unary(all, "atan", "Arc tangent of x, in radians.", Math::atan);
        add(
                all,
                "atan2",
                "y, x",
                "Arc tangent of y/x in radians, using the signs of both for the quadrant.",
                List.of("y", "x"),
                2,
                2,
                args -> realBinary("atan2", args, Math::atan2));
        unary(all, "sinh", "Hyperbolic sine of x.", Math::sinh);
        unary(all, "cosh", "Hyperbolic cosine of x.", Math::cosh);
        unary(all, "tanh", "Hyperbolic tangent of x.", Math::tanh);
        unary(all, "asinh", "Inverse hyperbolic sine of x.", FunctionBodies::asinh);
        unary(all, "acosh", "Inverse hyperbolic cosine of x (x >= 1).", FunctionBodies::acosh);
        unary(all, "atanh", "Inverse hyperbolic tangent of x (-1 < x < 1).", FunctionBodies::atanh);
        unary(all, "degrees", "Converts the angle x from radians to degrees.", Math::toDegrees);
        unary(all, "radians", "Converts the angle x from degrees to radians.", Math::toRadians);
        return Collections.unmodifiableMap(all);
    }

    // ---- registration helpers

    private static void add(
            Map<String, MathFunction> all,
            String name,
            String parameters,
            String description,
            List<String> names,
            int min,
            int max,
            MathFunction.Body body) {
        all.put(name, new MathFunction(name, parameters, description, names, min, max, body));
    }

    private static void binary(
            Map<String, MathFunction> all,
            String name,
            String description,
            java.util.function.BinaryOperator<Object> operation) {
        add(
                all,
                name,
                "a, b",
                description,
                List.of("a", "b"),
                2,
                2,
                args -> operation.apply(number(name, "a", args.get(0)), number(name, "b", args.get(1))));
    }

    private static void unary(
            Map<String, MathFunction> all, String name, String description, DoubleUnaryOperator operation) {
        add(all, name, "x", description, List.of("x"), 1, 1, args -> {
            double x = real(name, "x", args.get(0));
            return checkedReal(name, operation.applyAsDouble(x), x);
        });
    }

    private static void statistic(
            Map<String, MathFunction> all,
            String name,
            String description,
            java.util.function.Function<List<Object>, Object> operation) {
        add(
                all,
                name,
                "numbers",
                description + " Takes a list, or several numbers.",
                List.of("numbers"),
                1,
                VARIADIC,
                args -> operation.apply(numbers(name, args, true)));
    }
}
