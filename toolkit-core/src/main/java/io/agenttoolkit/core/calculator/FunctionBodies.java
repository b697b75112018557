package io.agenttoolkit.core.calculator;

import static io.agenttoolkit.core.calculator.Arguments.display;
import static io.agenttoolkit.core.calculator.Arguments.number;
import static io.agenttoolkit.core.calculator.Arguments.point;
import static io.agenttoolkit.core.calculator.Arguments.real;
import static io.agenttoolkit.core.calculator.Arguments.whole;
import static io.agenttoolkit.core.calculator.Arithmetic.fail;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;

/** The implementations of the calculator functions that are more than one library call. */
final class FunctionBodies {
    /** The largest {@code n} that {@code comb} and {@code perm} accept. */
    static final int MAX_COMBINATORICS = 10_000;

    private static final double LN2 = Math.log(2.0);

    private FunctionBodies() {}

    static Object round(List<Object> args) {
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

    static Object toInteger(String function, Object value, DoubleUnaryOperator rounding) {
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

    static Object log(List<Object> args) {
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

    static Object positive(String function, Object value) {
        Object x = number(function, "x", value);
        boolean positive = x instanceof Double d ? d > 0 || d.isNaN() : ((BigInteger) x).signum() > 0;
        if (!positive) {
            throw fail("math domain error: " + function + "() needs a positive number, got " + display(x));
        }
        return x;
    }

    static double naturalLog(String function, Object value) {
        Object x = positive(function, value);
        if (x instanceof Double d) {
            return Math.log(d);
        }
        BigInteger integer = (BigInteger) x;
        int shift = Math.max(0, integer.bitLength() - 64);
        return Math.log(integer.shiftRight(shift).doubleValue()) + shift * LN2;
    }

    static double log2(String function, Object value) {
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

    static double log10(String function, Object value) {
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

    static Object extreme(List<Object> numbers, int direction) {
        Object best = numbers.get(0);
        for (Object candidate : numbers.subList(1, numbers.size())) {
            int order = Arithmetic.compareNumbers(candidate, best);
            if (!Arithmetic.unordered(order) && order * direction > 0) {
                best = candidate;
            }
        }
        return best;
    }

    static Object sum(List<Object> numbers) {
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

    static Object average(List<Object> numbers) {
        return Arithmetic.divide(sum(numbers), BigInteger.valueOf(numbers.size()));
    }

    static Object median(List<Object> numbers) {
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

    static Object mode(List<Object> numbers) {
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

    static Object standardDeviation(List<Object> numbers) {
        double mean = Arithmetic.real(average(numbers));
        List<Object> squares = new ArrayList<>();
        for (Object number : numbers) {
            double deviation = Arithmetic.real(number) - mean;
            squares.add(deviation * deviation);
        }
        return Math.sqrt(Arithmetic.real(sum(squares)) / numbers.size());
    }

    static BigInteger factorial(BigInteger n) {
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

    static Object combinations(String function, List<Object> args, boolean ordered) {
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

    static Object gcd(List<Object> args) {
        BigInteger result = BigInteger.ZERO;
        for (Object arg : args) {
            result = result.gcd(whole("gcd", "integers", arg));
        }
        return result;
    }

    static Object lcm(List<Object> args) {
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

    static Object dist(List<Object> args) {
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
    static double norm(double[] values) {
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

    static Object compoundInterest(List<Object> args) {
        Object principal = number("compound_interest", "principal", args.get(0));
        Object rate = number("compound_interest", "rate", args.get(1));
        Object time = number("compound_interest", "time", args.get(2));
        Object periods = args.size() > 3 ? number("compound_interest", "periods", args.get(3)) : BigInteger.ONE;
        Object growth = Arithmetic.add(BigInteger.ONE, Arithmetic.divide(rate, periods));
        return Arithmetic.multiply(principal, Arithmetic.power(growth, Arithmetic.multiply(periods, time)));
    }

    static double asinh(double x) {
        double a = Math.abs(x);
        double result = a > 1e8 ? Math.log(a) + LN2 : Math.log(a + Math.sqrt(a * a + 1));
        return Math.copySign(result, x);
    }

    static double acosh(double x) {
        if (x < 1) {
            return Double.NaN;
        }
        return x > 1e8 ? Math.log(x) + LN2 : Math.log(x + Math.sqrt(x * x - 1));
    }

    static double atanh(double x) {
        if (Math.abs(x) >= 1) {
            return Double.NaN;
        }
        return 0.5 * Math.log1p(2 * x / (1 - x));
    }
}
