package io.agenttoolkit.core.calculator;

import io.agenttoolkit.core.InvalidArgumentException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.List;

/**
 * Python's arithmetic on the calculator's values: {@link BigInteger} (exact integers), {@link Double} (floats),
 * {@link Boolean} (counts as 0 or 1 in arithmetic), {@link String} and {@code List<Object>}.
 */
final class Arithmetic {
    /** Integers may not grow beyond this many bits (about 30,000 decimal digits). */
    static final int MAX_INTEGER_BITS = 100_000;

    private static final BigInteger DOUBLE_EXACT_LIMIT = BigInteger.ONE.shiftLeft(53);
    private static final MathContext DIVISION_CONTEXT = new MathContext(40);

    private Arithmetic() {}

    static InvalidArgumentException fail(String why) {
        return new InvalidArgumentException("Invalid expression: " + why);
    }

    static boolean isInteger(Object value) {
        return value instanceof BigInteger || value instanceof Boolean;
    }

    static boolean isNumber(Object value) {
        return isInteger(value) || value instanceof Double;
    }

    static String typeName(Object value) {
        if (value instanceof BigInteger) {
            return "int";
        }
        if (value instanceof Double) {
            return "float";
        }
        if (value instanceof Boolean) {
            return "bool";
        }
        if (value instanceof String) {
            return "str";
        }
        return "list";
    }

    static BigInteger integer(Object value) {
        if (value instanceof Boolean b) {
            return b ? BigInteger.ONE : BigInteger.ZERO;
        }
        return (BigInteger) value;
    }

    /** Converts a number to a float; an integer too large for a double is an error, as in Python. */
    static double real(Object value) {
        if (value instanceof Double d) {
            return d;
        }
        BigInteger integer = integer(value);
        double converted = integer.doubleValue();
        if (Double.isInfinite(converted)) {
            throw fail("integer too large to convert to float");
        }
        return converted;
    }

    /** Returns the value as a number, refusing strings and lists. */
    static Object number(Object value, String operator) {
        if (!isNumber(value)) {
            throw fail("bad operand type for " + operator + ": '" + typeName(value) + "'");
        }
        return value instanceof Boolean ? integer(value) : value;
    }

    static BigInteger checked(BigInteger value) {
        if (value.bitLength() > MAX_INTEGER_BITS) {
            throw fail("integer result exceeds " + MAX_INTEGER_BITS + " bits");
        }
        return value;
    }

    static Object negate(Object value) {
        Object number = number(value, "unary -");
        return number instanceof Double d ? (Object) (-d) : integer(number).negate();
    }

    static Object binary(String operator, Object left, Object right) {
        if (!isNumber(left) || !isNumber(right)) {
            throw fail("unsupported operand types for " + operator + ": '" + typeName(left) + "' and '"
                    + typeName(right) + "'");
        }
        switch (operator) {
            case "+":
                return add(left, right);
            case "-":
                return subtract(left, right);
            case "*":
                return multiply(left, right);
            case "/":
                return divide(left, right);
            case "//":
                return floorDivide(left, right);
            case "%":
                return modulo(left, right);
            case "**":
                return power(left, right);
            default:
                throw new IllegalStateException("unknown operator " + operator);
        }
    }

    static Object add(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            return integer(a).add(integer(b));
        }
        return real(a) + real(b);
    }

    static Object subtract(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            return integer(a).subtract(integer(b));
        }
        return real(a) - real(b);
    }

    static Object multiply(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            BigInteger x = integer(a);
            BigInteger y = integer(b);
            if ((long) x.bitLength() + y.bitLength() > MAX_INTEGER_BITS + 1L) {
                throw fail("integer result exceeds " + MAX_INTEGER_BITS + " bits");
            }
            return checked(x.multiply(y));
        }
        return real(a) * real(b);
    }

    /** True division: always a float, correctly rounded for integers of any size. */
    static Object divide(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            BigInteger x = integer(a);
            BigInteger y = integer(b);
            if (y.signum() == 0) {
                throw fail("division by zero");
            }
            if (x.abs().compareTo(DOUBLE_EXACT_LIMIT) <= 0 && y.abs().compareTo(DOUBLE_EXACT_LIMIT) <= 0) {
                return x.doubleValue() / y.doubleValue();
            }
            double quotient = new BigDecimal(x)
                    .divide(new BigDecimal(y), DIVISION_CONTEXT)
                    .doubleValue();
            if (Double.isInfinite(quotient)) {
                throw fail("integer division result too large for a float");
            }
            return quotient;
        }
        double y = real(b);
        if (y == 0.0) {
            throw fail("division by zero");
        }
        return real(a) / y;
    }

    /** Floor division, rounding toward negative infinity. */
    static Object floorDivide(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            BigInteger[] qr = integerDivmod(integer(a), integer(b));
            return qr[0];
        }
        return realDivmod(real(a), real(b))[0];
    }

    /** Modulo whose result takes the sign of the divisor. */
    static Object modulo(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            return integerDivmod(integer(a), integer(b))[1];
        }
        return realDivmod(real(a), real(b))[1];
    }

    private static BigInteger[] integerDivmod(BigInteger x, BigInteger y) {
        if (y.signum() == 0) {
            throw fail("division by zero");
        }
        BigInteger[] qr = x.divideAndRemainder(y);
        if (qr[1].signum() != 0 && qr[1].signum() != y.signum()) {
            qr[0] = qr[0].subtract(BigInteger.ONE);
            qr[1] = qr[1].add(y);
        }
        return qr;
    }

    /** CPython's float divmod, so that {@code //} and {@code %} agree with Python to the last bit. */
    private static double[] realDivmod(double x, double y) {
        if (y == 0.0) {
            throw fail("division by zero");
        }
        double mod = x % y;
        double div = (x - mod) / y;
        if (mod != 0.0) {
            if ((y < 0) != (mod < 0)) {
                mod += y;
                div -= 1.0;
            }
        } else {
            mod = Math.copySign(0.0, y);
        }
        double floorDiv;
        if (div != 0.0) {
            floorDiv = Math.floor(div);
            if (div - floorDiv > 0.5) {
                floorDiv += 1.0;
            }
        } else {
            floorDiv = Math.copySign(0.0, x / y);
        }
        return new double[] {floorDiv, mod};
    }

    /**
     * Exponentiation: exact for an integer raised to a non-negative integer (within {@code maxExponent}), a float
     * otherwise.
     */
    static Object power(Object a, Object b, int maxExponent) {
        if (isInteger(a) && isInteger(b)) {
            BigInteger base = integer(a);
            BigInteger exponent = integer(b);
            if (exponent.abs().compareTo(BigInteger.valueOf(maxExponent)) > 0) {
                throw fail("exponent " + exponent + " exceeds the limit of " + maxExponent);
            }
            int n = exponent.intValueExact();
            if (n >= 0) {
                if ((long) (base.bitLength() - 1) * n > MAX_INTEGER_BITS) {
                    throw fail("integer result exceeds " + MAX_INTEGER_BITS + " bits");
                }
                return checked(base.pow(n));
            }
            if (base.signum() == 0) {
                throw fail("zero cannot be raised to a negative power");
            }
        }
        double x = real(a);
        double y = real(b);
        if (x == 0.0 && y < 0) {
            throw fail("zero cannot be raised to a negative power");
        }
        if (x < 0 && Double.isFinite(y) && y != Math.rint(y)) {
            throw fail("a negative number raised to a fractional power is complex, which is not supported");
        }
        double result = Math.pow(x, y);
        if (Double.isInfinite(result) && Double.isFinite(x) && Double.isFinite(y)) {
            throw fail("numerical result out of range");
        }
        return result;
    }

    static Object power(Object a, Object b) {
        return power(a, b, Calculator.MAX_EXPONENT);
    }

    /** Python's {@code ==}: numbers by value (1 == 1.0), lists element by element, other types never equal. */
    static boolean equal(Object a, Object b) {
        if (isNumber(a) && isNumber(b)) {
            return compareNumbers(a, b) == 0;
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!equal(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    static boolean compare(String operator, Object a, Object b) {
        switch (operator) {
            case "==":
                return equal(a, b);
            case "!=":
                return !equal(a, b);
            default:
                int order = order(operator, a, b);
                if (order == UNORDERED) {
                    return false;
                }
                switch (operator) {
                    case "<":
                        return order < 0;
                    case "<=":
                        return order <= 0;
                    case ">":
                        return order > 0;
                    default:
                        return order >= 0;
                }
        }
    }

    private static final int UNORDERED = Integer.MIN_VALUE;

    private static int order(String operator, Object a, Object b) {
        if (isNumber(a) && isNumber(b)) {
            return compareNumbers(a, b);
        }
        if (a instanceof String x && b instanceof String y) {
            return Integer.signum(x.compareTo(y));
        }
        if (a instanceof List<?> x && b instanceof List<?> y) {
            for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
                if (!equal(x.get(i), y.get(i))) {
                    return order(operator, x.get(i), y.get(i));
                }
            }
            return Integer.compare(x.size(), y.size());
        }
        throw fail("'" + operator + "' is not supported between '" + typeName(a) + "' and '" + typeName(b) + "'");
    }

    /** Compares two numbers exactly; returns {@link #UNORDERED} when either is NaN. */
    static int compareNumbers(Object a, Object b) {
        if (isInteger(a) && isInteger(b)) {
            return integer(a).compareTo(integer(b));
        }
        if (a instanceof Double x && b instanceof Double y) {
            if (x.isNaN() || y.isNaN()) {
                return UNORDERED;
            }
            return x < y ? -1 : x > y ? 1 : 0;
        }
        boolean flipped = a instanceof Double;
        double d = flipped ? (Double) a : (Double) b;
        BigInteger i = integer(flipped ? b : a);
        if (Double.isNaN(d)) {
            return UNORDERED;
        }
        int integerVersusReal =
                Double.isInfinite(d) ? (d > 0 ? -1 : 1) : new BigDecimal(i).compareTo(new BigDecimal(d));
        return flipped ? -integerVersusReal : integerVersusReal;
    }

    /** Whether the comparison of two numbers is a NaN comparison (every ordering is then false). */
    static boolean unordered(int comparison) {
        return comparison == UNORDERED;
    }
}
