package io.agenttoolkit.core.calculator;

import static io.agenttoolkit.core.calculator.Arithmetic.fail;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/** The calculator's functions and constants, with their help lines. */
final class Functions {
    /** The largest {@code n} that {@code comb} and {@code perm} accept. */
    static final int MAX_COMBINATORICS = 10_000;

    private static final int VARIADIC = Integer.MAX_VALUE;
    private static final double LN2 = Math.log(2.0);

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
                Functions::round);
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
                Functions::log);
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
        statistic(all, "average", "Arithmetic mean of the numbers.", Functions::average);
        statistic(
                all,
                "median",
                "Median of the numbers (mean of the two middle ones for an even count).",
                Functions::median);
        statistic(all, "mode", "The most frequent number(s), as a list in order of first appearance.", Functions::mode);
        statistic(
                all,
                "standard_deviation",
                "Population standard deviation of the numbers.",
                Functions::standardDeviation);
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
                Functions::dist);
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
                Functions::compoundInterest);
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
        unary(all, "asinh", "Inverse hyperbolic sine of x.", Functions::asinh);
        unary(all, "acosh", "Inverse hyperbolic cosine of x (x >= 1).", Functions::acosh);
        unary(all, "atanh", "Inverse hyperbolic tangent of x (-1 < x < 1).", Functions::atanh);
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

    // ---- argument helpers

    static String display(Object value) {
        if (value instanceof Double d) {
            return d.isNaN() ? "nan" : d.isInfinite() ? (d > 0 ? "inf" : "-inf") : d.toString();
        }
        if (value instanceof String s) {
            return "'" + s + "'";
        }
        return String.valueOf(value);
    }

    private static Object number(String function, String parameter, Object value) {
        if (!Arithmetic.isNumber(value)) {
            throw fail(
                    function + "() argument '" + parameter + "' must be a number, got " + Arithmetic.typeName(value));
        }
        return value instanceof Boolean ? Arithmetic.integer(value) : value;
    }

    private static double real(String function, String parameter, Object value) {
        return Arithmetic.real(number(function, parameter, value));
    }

    private static BigInteger whole(String function, String parameter, Object value) {
        Object number = number(function, parameter, value);
        if (number instanceof Double d) {
            if (!Double.isFinite(d) || d != Math.rint(d)) {
                throw fail(function + "() argument '" + parameter + "' must be an integer, got " + display(d));
            }
            return new BigDecimal(d).toBigIntegerExact();
        }
        return (BigInteger) number;
    }

    private static List<Object> point(String function, String parameter, Object value) {
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
    private static List<Object> numbers(String function, List<Object> args, boolean nonEmpty) {
        List<Object> numbers = args.size() == 1 && args.get(0) instanceof List<?>
                ? point(function, "numbers", args.get(0))
                : point(function, "numbers", args);
        if (nonEmpty && numbers.isEmpty()) {
            throw fail(function + "() needs at least one number");
        }
        return numbers;
    }

    private static double[] reals(String function, List<Object> values) {
        double[] reals = new double[values.size()];
        for (int i = 0; i < reals.length; i++) {
            reals[i] = real(function, "values", values.get(i));
        }
        return reals;
    }

    private static double checkedReal(String function, double result, double... inputs) {
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

    private static String displayAll(double... inputs) {
        List<String> shown = new ArrayList<>();
        for (double input : inputs) {
            shown.add(display(input));
        }
        return String.join(", ", shown);
    }

    private static Object realBinary(String function, List<Object> args, DoubleBinaryOperator operation) {
        double a = real(function, "y", args.get(0));
        double b = real(function, "x", args.get(1));
        return checkedReal(function, operation.applyAsDouble(a, b), a, b);
    }

    // ---- implementations

    private static Object round(List<Object> args) {
        Object x = number("round", "x", args.get(0));
        if (args.size() < 2 || args.get(1) == null) {
            if (x instanceof Double d) {
                return toInteger("round", d, Math::rint);
            }
            return x;
        }
        BigInteger digits = whole("round", "n", args.get(1));
        int n = digits.max(BigInteger.valueOf(-100_000))
                .min(BigInteger.valueOf(100_000))
                .intValue();
        if (x instanceof Double d) {
            if (!Double.isFinite(d) || n > 1100) {
                return d;
            }
            if (n < -400) {
                return Math.copySign(0.0, d);
            }
            double rounded =
                    new BigDecimal(d).setScale(n, RoundingMode.HALF_EVEN).doubleValue();
            return rounded == 0.0 ? Math.copySign(0.0, d) : rounded;
        }
        BigInteger integer = (BigInteger) x;
        if (n >= 0) {
            return integer;
        }
        if (-n > integer.bitLength()) {
            return BigInteger.ZERO;
        }
        return new BigDecimal(integer).setScale(n, RoundingMode.HALF_EVEN).toBigIntegerExact();
    }

    private static Object toInteger(String function, Object value, DoubleUnaryOperator rounding) {
        Object x = number(function, "x", value);
        if (!(x instanceof Double d)) {
            return x;
        }
        if (d.isNaN()) {
            throw fail("cannot convert float NaN to integer");
        }
        if (d.isInfinite()) {
            throw fail("cannot convert float infinity to integer");
        }
        return new BigDecimal(rounding.applyAsDouble(d)).toBigIntegerExact();
    }

    private static Object log(List<Object> args) {
        if (args.size() < 2) {
            return log10("log", args.get(0));
        }
        double base = real("log", "base", args.get(1));
        if (!(base > 0) || base == 1.0) {
            throw fail("log() base must be positive and not 1, got " + display(args.get(1)));
        }
        if (base == 10.0) {
            return log10("log", args.get(0));
        }
        if (base == 2.0) {
            return log2("log", args.get(0));
        }
        return naturalLog("log", args.get(0)) / Math.log(base);
    }

    private static Object positive(String function, Object value) {
        Object x = number(function, "x", value);
        boolean positive = x instanceof Double d ? d > 0 || d.isNaN() : ((BigInteger) x).signum() > 0;
        if (!positive) {
            throw fail("math domain error: " + function + "() needs a positive number, got " + display(x));
        }
        return x;
    }

    private static double naturalLog(String function, Object value) {
        Object x = positive(function, value);
        if (x instanceof Double d) {
            return Math.log(d);
        }
        BigInteger integer = (BigInteger) x;
        int shift = Math.max(0, integer.bitLength() - 64);
        return Math.log(integer.shiftRight(shift).doubleValue()) + shift * LN2;
    }

    private static double log2(String function, Object value) {
        Object x = positive(function, value);
        if (x instanceof Double d) {
            long bits = Double.doubleToRawLongBits(d);
            if ((bits & 0x000F_FFFF_FFFF_FFFFL) == 0 && Math.getExponent(d) >= Double.MIN_EXPONENT) {
                return Math.getExponent(d);
            }
            return Math.log(d) / LN2;
        }
        BigInteger integer = (BigInteger) x;
        if (integer.bitCount() == 1) {
            return integer.bitLength() - 1;
        }
        int shift = Math.max(0, integer.bitLength() - 64);
        return Math.log(integer.shiftRight(shift).doubleValue()) / LN2 + shift;
    }

    private static double log10(String function, Object value) {
        Object x = positive(function, value);
        if (x instanceof Double d) {
            return Math.log10(d);
        }
        BigInteger integer = (BigInteger) x;
        int shift = Math.max(0, (int) (integer.bitLength() * 0.30103) - 20);
        if (shift == 0) {
            return Math.log10(integer.doubleValue());
        }
        return Math.log10(integer.divide(BigInteger.TEN.pow(shift)).doubleValue()) + shift;
    }

    private static Object extreme(List<Object> numbers, int direction) {
        Object best = numbers.get(0);
        for (Object candidate : numbers.subList(1, numbers.size())) {
            int order = Arithmetic.compareNumbers(candidate, best);
            if (!Arithmetic.unordered(order) && order * direction > 0) {
                best = candidate;
            }
        }
        return best;
    }

    private static Object sum(List<Object> numbers) {
        BigInteger integerSum = BigInteger.ZERO;
        int firstReal = numbers.size();
        for (int i = 0; i < numbers.size(); i++) {
            if (numbers.get(i) instanceof Double) {
                firstReal = i;
                break;
            }
            integerSum = integerSum.add((BigInteger) numbers.get(i));
        }
        if (firstReal == numbers.size()) {
            return integerSum;
        }
        // Neumaier's compensated sum, as Python 3.12's sum() of floats.
        double total = Arithmetic.real(integerSum);
        double compensation = 0.0;
        for (Object number : numbers.subList(firstReal, numbers.size())) {
            double x = Arithmetic.real(number);
            double t = total + x;
            if (Math.abs(total) >= Math.abs(x)) {
                compensation += (total - t) + x;
            } else {
                compensation += (x - t) + total;
            }
            total = t;
        }
        return Double.isFinite(total) ? total + compensation : total;
    }

    private static Object average(List<Object> numbers) {
        return Arithmetic.divide(sum(numbers), BigInteger.valueOf(numbers.size()));
    }

    private static Object median(List<Object> numbers) {
        List<Object> sorted = new ArrayList<>(numbers);
        sorted.sort((a, b) -> {
            int order = Arithmetic.compareNumbers(a, b);
            return Arithmetic.unordered(order) ? Double.compare(Arithmetic.real(a), Arithmetic.real(b)) : order;
        });
        int middle = sorted.size() / 2;
        if (sorted.size() % 2 == 1) {
            return sorted.get(middle);
        }
        return Arithmetic.divide(Arithmetic.add(sorted.get(middle - 1), sorted.get(middle)), BigInteger.TWO);
    }

    private static Object mode(List<Object> numbers) {
        Map<Object, Integer> counts = new LinkedHashMap<>();
        Map<Object, Object> firstSeen = new LinkedHashMap<>();
        for (Object number : numbers) {
            Object key = number instanceof Double d && Double.isFinite(d) && d == Math.rint(d)
                    ? new BigDecimal(d).toBigIntegerExact()
                    : number;
            counts.merge(key, 1, Integer::sum);
            firstSeen.putIfAbsent(key, number);
        }
        int most = Collections.max(counts.values());
        List<Object> modes = new ArrayList<>();
        counts.forEach((key, count) -> {
            if (count == most) {
                modes.add(firstSeen.get(key));
            }
        });
        return modes;
    }

    private static Object standardDeviation(List<Object> numbers) {
        double mean = Arithmetic.real(average(numbers));
        List<Object> squares = new ArrayList<>();
        for (Object number : numbers) {
            double deviation = Arithmetic.real(number) - mean;
            squares.add(deviation * deviation);
        }
        return Math.sqrt(Arithmetic.real(sum(squares)) / numbers.size());
    }

    private static BigInteger factorial(BigInteger n) {
        if (n.signum() < 0) {
            throw fail("factorial() not defined for negative values, got " + n);
        }
        if (n.compareTo(BigInteger.valueOf(Calculator.MAX_FACTORIAL)) > 0) {
            throw fail("factorial() argument " + n + " exceeds the limit of " + Calculator.MAX_FACTORIAL);
        }
        BigInteger result = BigInteger.ONE;
        for (int i = 2; i <= n.intValue(); i++) {
            result = result.multiply(BigInteger.valueOf(i));
        }
        return result;
    }

    private static Object combinations(String function, List<Object> args, boolean ordered) {
        BigInteger bigN = whole(function, "n", args.get(0));
        if (ordered && (args.size() < 2 || args.get(1) == null)) {
            return factorial(bigN);
        }
        BigInteger bigK = whole(function, "k", args.get(1));
        if (bigN.signum() < 0 || bigK.signum() < 0) {
            throw fail(function + "() arguments must be non-negative, got " + bigN + " and " + bigK);
        }
        if (bigN.compareTo(BigInteger.valueOf(MAX_COMBINATORICS)) > 0) {
            throw fail(function + "() argument n " + bigN + " exceeds the limit of " + MAX_COMBINATORICS);
        }
        int n = bigN.intValue();
        if (bigK.compareTo(bigN) > 0) {
            return BigInteger.ZERO;
        }
        int k = bigK.intValue();
        BigInteger result = BigInteger.ONE;
        if (ordered) {
            for (int i = n - k + 1; i <= n; i++) {
                result = Arithmetic.checked(result.multiply(BigInteger.valueOf(i)));
            }
            return result;
        }
        k = Math.min(k, n - k);
        for (int i = 0; i < k; i++) {
            result = result.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        }
        return Arithmetic.checked(result);
    }

    private static Object gcd(List<Object> args) {
        BigInteger result = BigInteger.ZERO;
        for (Object arg : args) {
            result = result.gcd(whole("gcd", "integers", arg));
        }
        return result;
    }

    private static Object lcm(List<Object> args) {
        BigInteger result = BigInteger.ONE;
        for (Object arg : args) {
            BigInteger value = whole("lcm", "integers", arg).abs();
            if (value.signum() == 0 || result.signum() == 0) {
                result = BigInteger.ZERO;
            } else {
                result = Arithmetic.checked(result.divide(result.gcd(value)).multiply(value));
            }
        }
        return result;
    }

    private static Object dist(List<Object> args) {
        List<Object> p = point("dist", "p", args.get(0));
        List<Object> q = point("dist", "q", args.get(1));
        Object metric = args.size() > 2 ? args.get(2) : "euclidean";
        if (p.size() != q.size()) {
            throw fail("dist() points must have the same dimension, got " + p.size() + " and " + q.size());
        }
        if ("manhattan".equals(metric)) {
            Object total = BigInteger.ZERO;
            for (int i = 0; i < p.size(); i++) {
                Object difference = Arithmetic.subtract(p.get(i), q.get(i));
                Object absolute = difference instanceof Double d
                        ? (Object) Math.abs(d)
                        : Arithmetic.integer(difference).abs();
                total = Arithmetic.add(total, absolute);
            }
            return total;
        }
        if (!"euclidean".equals(metric)) {
            throw fail("dist() metric must be \"euclidean\" or \"manhattan\", got " + display(metric));
        }
        double[] differences = new double[p.size()];
        for (int i = 0; i < differences.length; i++) {
            differences[i] = Arithmetic.real(p.get(i)) - Arithmetic.real(q.get(i));
        }
        return norm(differences);
    }

    /** The Euclidean norm, rescaled when squaring would overflow or underflow. */
    private static double norm(double[] values) {
        double sumOfSquares = 0.0;
        double largest = 0.0;
        for (double value : values) {
            if (Double.isInfinite(value)) {
                return Double.POSITIVE_INFINITY;
            }
            sumOfSquares += value * value;
            largest = Math.max(largest, Math.abs(value));
        }
        if (Double.isNaN(sumOfSquares) || largest == 0.0) {
            return Double.isNaN(sumOfSquares) ? Double.NaN : 0.0;
        }
        if (Double.isFinite(sumOfSquares) && sumOfSquares >= Double.MIN_NORMAL) {
            return Math.sqrt(sumOfSquares);
        }
        double scaled = 0.0;
        for (double value : values) {
            double ratio = value / largest;
            scaled += ratio * ratio;
        }
        return largest * Math.sqrt(scaled);
    }

    private static Object compoundInterest(List<Object> args) {
        Object principal = number("compound_interest", "principal", args.get(0));
        Object rate = number("compound_interest", "rate", args.get(1));
        Object time = number("compound_interest", "time", args.get(2));
        Object periods = args.size() > 3 ? number("compound_interest", "periods", args.get(3)) : BigInteger.ONE;
        Object growth = Arithmetic.add(BigInteger.ONE, Arithmetic.divide(rate, periods));
        return Arithmetic.multiply(principal, Arithmetic.power(growth, Arithmetic.multiply(periods, time)));
    }

    private static double asinh(double x) {
        double a = Math.abs(x);
        double result = a > 1e8 ? Math.log(a) + LN2 : Math.log(a + Math.sqrt(a * a + 1));
        return Math.copySign(result, x);
    }

    private static double acosh(double x) {
        if (x < 1) {
            return Double.NaN;
        }
        return x > 1e8 ? Math.log(x) + LN2 : Math.log(x + Math.sqrt(x * x - 1));
    }

    private static double atanh(double x) {
        if (Math.abs(x) >= 1) {
            return Double.NaN;
        }
        return 0.5 * Math.log1p(2 * x / (1 - x));
    }
}
