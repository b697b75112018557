package io.agenttoolkit.core.calculator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CalculatorTest {
    private final Calculator calculator = Calculator.create();

    private Object eval(String expression) {
        return calculator.evaluate(expression);
    }

    private void assertInvalid(String expression, String message) {
        assertThatThrownBy(() -> eval(expression))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Invalid expression: " + message)
                .satisfies(
                        e -> assertThat(((InvalidArgumentException) e).kind()).isEqualTo(ErrorKind.INVALID_ARGUMENT));
    }

    @Test
    void create_returnsSharedImmutableInstance() {
        assertThat(Calculator.create()).isSameAs(calculator);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "2 + 2 * 3 | 8",
                "(2 + 2) * 3 | 12",
                "10 - 4 - 3 | 3",
                "2 * 3 + 4 * 5 | 26",
                "15 / 3 | 5.0",
                "7 / 2 | 3.5",
                "1 / 3 | 0.3333333333333333",
                "7 // 2 | 3",
                "-7 // 2 | -4",
                "7 // -2 | -4",
                "-7.5 // 2 | -4.0",
                "7.5 // 2 | 3.0",
                "7 % 3 | 1",
                "-7 % 3 | 2",
                "7 % -3 | -2",
                "-7.5 % 2 | 0.5",
                "5.5 % -2 | -0.5",
                "2 ** 10 | 1024",
                "2 ** 3 ** 2 | 512",
                "-2 ** 2 | -4",
                "(-2) ** 2 | 4",
                "2 ** -1 | 0.5",
                "2 ** 0.5 | 1.4142135623730951",
                "4 ** 0.5 | 2.0",
                "-3 | -3",
                "--3 | 3",
                "+3 | 3",
                "-(2 + 3) | -5",
                "1.5 + 1 | 2.5",
                "0.1 + 0.2 | 0.30000000000000004",
                ".5 * 2 | 1.0",
                "1e3 | 1000.0",
                "2.5e-1 | 0.25",
                "1_000 * 2 | 2000",
                "3 * 1.0 | 3.0",
            })
    void evaluate_operators_followPythonRules(String expression, String expected) {
        assertThat(String.valueOf(eval(expression))).isEqualTo(expected);
    }

    @Test
    void evaluate_integerResults_areLongsAndRealResults_areDoubles() {
        assertThat(eval("2 + 2 * 3")).isEqualTo(8L);
        assertThat(eval("15 / 3")).isEqualTo(5.0);
        assertThat(eval("7 // 2")).isEqualTo(3L);
        assertThat(eval("7.0 // 2")).isEqualTo(3.0);
    }

    @Test
    void evaluate_largeIntegers_areExact() {
        assertThat(eval("factorial(30)")).isEqualTo(new BigInteger("265252859812191058636308480000000"));
        assertThat(eval("2 ** 100")).isEqualTo(BigInteger.ONE.shiftLeft(100));
        assertThat(eval("9223372036854775807 + 1")).isEqualTo(new BigInteger("9223372036854775808"));
        assertThat(eval("9223372036854775807")).isEqualTo(Long.MAX_VALUE);
        assertThat(eval("-(2 ** 200) // 3"))
                .isEqualTo(BigInteger.ONE
                        .shiftLeft(200)
                        .negate()
                        .divide(BigInteger.valueOf(3))
                        .subtract(BigInteger.ONE));
        assertThat(eval("10 ** 400 / 10 ** 399")).isEqualTo(10.0);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "1 < 2 | true",
                "2 < 1 | false",
                "1 <= 1 | true",
                "2 > 1 | true",
                "1 >= 2 | false",
                "1 == 1.0 | true",
                "1 != 1 | false",
                "0.1 + 0.2 == 0.3 | false",
                "1 < 2 < 3 | true",
                "1 < 3 < 2 | false",
                "2 + 2 == 4 | true",
                "nan == nan | false",
                "nan < 1 | false",
                "inf > 10 ** 300 | true",
                "[1, 2] == [1, 2.0] | true",
                "[1, 2] < [1, 3] | true",
                "(1 < 2) == (2 < 3) | true",
                "True | true",
                "not False | true",
                "1 < 2 and 3 > 2 | true",
                "1 > 2 or 3 > 2 | true",
                "not 1 == 2 | true",
                "not not True | true",
                "1 < 2 and not 2 < 1 | true",
                "False or False | false",
                "True == 1 | true",
            })
    void evaluate_comparisons_returnBooleans(String expression, boolean expected) {
        assertThat(eval(expression)).isEqualTo(expected);
    }

    @Test
    void evaluate_logicalOperators_shortCircuitAndReturnAnOperand() {
        assertThat(eval("0 or 5")).isEqualTo(5L);
        assertThat(eval("2 and 3")).isEqualTo(3L);
        assertThat(eval("0 and 1 / 0")).isEqualTo(0L);
        assertThat(eval("1 or 1 / 0")).isEqualTo(1L);
        assertThat(eval("[] or [1]")).isEqualTo(List.of(1L));
        assertThat(eval("not []")).isEqualTo(true);
        assertThat(eval("not 0.0")).isEqualTo(true);
        assertThat(eval("True + True")).isEqualTo(2L);
        assertThat(eval("-True")).isEqualTo(-1L);
        assertInvalid("1 and 1 / 0", "division by zero");
        assertInvalid("and 1", "unexpected 'and' at position 1");
        assertInvalid("1 + not 2", "unexpected 'not' at position 5");
    }

    @Test
    void evaluate_constants() {
        assertThat(eval("pi")).isEqualTo(Math.PI);
        assertThat(eval("e")).isEqualTo(Math.E);
        assertThat(eval("tau")).isEqualTo(2 * Math.PI);
        assertThat(eval("inf")).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(eval("-inf")).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat((Double) eval("nan")).isNaN();
        assertThat(eval("1e400")).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void evaluate_lists() {
        assertThat(eval("[1, 2.5, 3]")).isEqualTo(List.of(1L, 2.5, 3L));
        assertThat(eval("[]")).isEqualTo(List.of());
        assertThat(eval("[1, [2, 3],]")).isEqualTo(List.of(1L, List.of(2L, 3L)));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "add(2, 3) | 5",
                "add(2, 0.5) | 2.5",
                "subtract(2, 3) | -1",
                "multiply(4, 2.5) | 10.0",
                "divide(15, 3) | 5.0",
                "floor_divide(-7, 2) | -4",
                "mod(-7, 3) | 2",
                "abs(-3) | 3",
                "abs(-2.5) | 2.5",
                "round(2.675, 2) | 2.67",
                "round(0.125, 2) | 0.12",
                "round(0.375, 2) | 0.38",
                "round(2.5) | 2",
                "round(3.5) | 4",
                "round(-0.5) | 0",
                "round(2.5, 0) | 2.0",
                "round(25, -1) | 20",
                "round(35, -1) | 40",
                "round(1234.5678, -2) | 1200.0",
                "round(7, 2) | 7",
                "round(x=2.675, n=2) | 2.67",
                "ceil(2.1) | 3",
                "floor(-2.5) | -3",
                "trunc(-2.7) | -2",
                "pow(2, 10) | 1024",
                "pow(2, 0.5) | 1.4142135623730951",
                "sqrt(16) | 4.0",
                "sqrt(2) | 1.4142135623730951",
                "isqrt(17) | 4",
                "cbrt(27) | 3.0",
                "cbrt(-8) | -2.0",
                "log(1000) | 3.0",
                "log(8, 2) | 3.0",
                "log(8, base=2) | 3.0",
                "log(81, 3) | 4.0",
                "log(10 ** 400) | 400.0",
                "ln(e) | 1.0",
                "ln(1) | 0.0",
                "log2(1024) | 10.0",
                "log10(0.001) | -3.0",
                "exp(0) | 1.0",
                "exp(1) | 2.718281828459045",
                "min([3, 1.5, 2]) | 1.5",
                "min(4, 2, 8) | 2",
                "max([3, 1.5, 2]) | 3",
                "max(4, 2, 8) | 8",
                "sum([1, 2, 3]) | 6",
                "sum([1, 2.5]) | 3.5",
                "sum([]) | 0",
                "sum([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]) | 1.0",
                "average([1, 2, 3, 4]) | 2.5",
                "average([2, 4]) | 3.0",
                "median([3, 1, 2]) | 2",
                "median([3, 1, 2, 4]) | 2.5",
                "standard_deviation([2, 4, 4, 4, 5, 5, 7, 9]) | 2.0",
                "factorial(0) | 1",
                "factorial(5) | 120",
                "factorial(5.0) | 120",
                "comb(5, 2) | 10",
                "comb(5, 7) | 0",
                "perm(5, 2) | 20",
                "perm(4) | 24",
                "gcd(12, 18) | 6",
                "gcd(12, 18, 8) | 2",
                "gcd(-4, 6) | 2",
                "lcm(4, 6) | 12",
                "lcm(4, 0) | 0",
                "dist([0, 0], [3, 4]) | 5.0",
                "dist([0, 0], [3, 4], \"euclidean\") | 5.0",
                "dist([0, 0], [3, 4], 'manhattan') | 7",
                "dist([0, 0], [1.5, 4], metric=\"manhattan\") | 5.5",
                "norm_euclidean([3, 4]) | 5.0",
                "hypot(3, 4) | 5.0",
                "hypot(5, 12) | 13.0",
                "simple_interest(1000, 0.05, 2) | 100.0",
                "simple_interest(1000, 5, 2) | 10000",
                "compound_interest(1000, 0.05, 2) | 1102.5",
                "compound_interest(1000, 0.1, 1, 2) | 1102.5",
                "sin(0) | 0.0",
                "sin(pi / 2) | 1.0",
                "cos(0) | 1.0",
                "tan(0) | 0.0",
                "asin(1) | 1.5707963267948966",
                "acos(1) | 0.0",
                "atan(1) | 0.7853981633974483",
                "atan2(1, 1) | 0.7853981633974483",
                "sinh(0) | 0.0",
                "cosh(0) | 1.0",
                "tanh(0) | 0.0",
                "asinh(0) | 0.0",
                "acosh(1) | 0.0",
                "atanh(0) | 0.0",
                "degrees(pi) | 180.0",
                "radians(180) | 3.141592653589793",
                "add(2, 3) * pow(2, 3) + sqrt(16) | 44.0",
                "(2 + 3) * (2 ** 3) + sqrt(16) | 44.0",
            })
    void evaluate_functions(String expression, String expected) {
        assertThat(String.valueOf(eval(expression))).isEqualTo(expected);
    }

    @Test
    void evaluate_norms_doNotOverflowOrUnderflow() {
        assertThat((Double) eval("norm_euclidean([3e200, 4e200])"))
                .isCloseTo(5e200, org.assertj.core.data.Percentage.withPercentage(1e-12));
        assertThat((Double) eval("hypot(3e-200, 4e-200)"))
                .isCloseTo(5e-200, org.assertj.core.data.Percentage.withPercentage(1e-12));
        assertThat(eval("hypot()")).isEqualTo(0.0);
        assertThat(eval("hypot(inf, 1)")).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void evaluate_mode_returnsListOfModesInOrderOfFirstAppearance() {
        assertThat(eval("mode([1, 2, 2, 3, 3])")).isEqualTo(List.of(2L, 3L));
        assertThat(eval("mode([4, 1, 1.0, 2])")).isEqualTo(List.of(1L));
        assertThat(eval("mode([7])")).isEqualTo(List.of(7L));
        assertThat(eval("mode(1.5, 2, 1.5)")).isEqualTo(List.of(1.5));
    }

    @Test
    void evaluate_everyListedFunctionIsCallable() {
        for (String name : calculator.functionNames()) {
            assertThat(calculator.help(name)).startsWith("function: " + name + "(");
        }
        assertThat(calculator.functionNames())
                .contains(
                        "add",
                        "subtract",
                        "multiply",
                        "divide",
                        "floor_divide",
                        "mod",
                        "abs",
                        "round",
                        "pow",
                        "sqrt",
                        "cbrt",
                        "log",
                        "ln",
                        "exp",
                        "min",
                        "max",
                        "sum",
                        "average",
                        "median",
                        "mode",
                        "standard_deviation",
                        "factorial",
                        "gcd",
                        "lcm",
                        "dist",
                        "norm_euclidean",
                        "hypot",
                        "simple_interest",
                        "compound_interest",
                        "sin",
                        "cos",
                        "tan",
                        "asin",
                        "acos",
                        "atan",
                        "atan2");
    }

    @Test
    void evaluate_issueExamples_haveExactMessages() {
        assertInvalid("2 +", "unexpected end of expression");
        assertInvalid(
                "invalid_function(1, 2)",
                "function 'invalid_function' is not defined; list_allowed_fns lists the functions");
        assertInvalid("1/0", "division by zero");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "`` | the expression is empty",
                "`   ` | the expression is empty",
                "(1 + 2 | expected ')' to close the '(' at position 1, found end of expression",
                "1 + 2) | unexpected ')' at position 6",
                "[1, 2 | expected ']' to close the '[' at position 1, found end of expression",
                "2 ^ 3 | '^' at position 3 is not an operator; write powers as '**'",
                "2 $ 3 | unexpected character '$' at position 3",
                "2 3 | unexpected '3' at position 3",
                "* 2 | unexpected '*' at position 1",
                "'abc | unterminated string starting at position 1",
                "12abc | invalid number '12a' at position 1",
                "x + 1 | name 'x' is not defined",
                "sqrt | function 'sqrt' must be called with arguments, e.g. sqrt(x)",
                "__import__('os') | function '__import__' is not defined; list_allowed_fns lists the functions",
                "1 // 0 | division by zero",
                "1 % 0 | division by zero",
                "1.5 / 0.0 | division by zero",
                "divide(1, 0) | division by zero",
                "0 ** -1 | zero cannot be raised to a negative power",
                "(-8) ** (1 / 3) | a negative number raised to a fractional power is complex, which is not supported",
                "10.0 ** 400 | numerical result out of range",
                "sqrt(-4) | math domain error: sqrt() of negative number -4",
                "log(0) | math domain error: log() needs a positive number, got 0",
                "ln(-1.5) | math domain error: ln() needs a positive number, got -1.5",
                "log(8, 1) | log() base must be positive and not 1, got 1",
                "asin(2) | math domain error: asin() is not defined for 2.0",
                "exp(1000) | math range error: exp(1000.0) overflows",
                "factorial(-1) | factorial() not defined for negative values, got -1",
                "factorial(2.5) | factorial() argument 'n' must be an integer, got 2.5",
                "floor(nan) | cannot convert float NaN to integer",
                "round(inf) | cannot convert float infinity to integer",
                "sqrt(1, 2) | sqrt() takes exactly 1 argument (2 given); usage: sqrt(x)",
                "log() | log() takes 1 to 2 arguments (0 given); usage: log(x, base=10)",
                "average() | average() takes at least 1 argument (0 given); usage: average(numbers)",
                "average([]) | average() needs at least one number",
                "sum(['a']) | sum() argument 'numbers' must contain only numbers, got str",
                "sqrt([4]) | sqrt() argument 'x' must be a number, got list",
                "log(8, bas=2) | log() got an unexpected keyword argument 'bas'; usage: log(x, base=10)",
                "log(8, x=2) | log() got multiple values for argument 'x'",
                "compound_interest(1000, 0.05, periods=12) | "
                        + "compound_interest() missing argument 'time'; usage: "
                        + "compound_interest(principal, rate, time, periods=1)",
                "log(x=8, 2) | positional argument after a keyword argument in log()",
                "log(x=8, x=2) | log() got argument 'x' twice",
                "dist([0, 0], [1, 2, 3]) | dist() points must have the same dimension, got 2 and 3",
                "dist([0], [1], 'chebyshev') | dist() metric must be \"euclidean\" or \"manhattan\", got 'chebyshev'",
                "norm_euclidean(3) | norm_euclidean() argument 'p' must be a list of numbers, got int",
                "[1] + 1 | unsupported operand types for +: 'list' and 'int'",
                "-[1] | bad operand type for unary -: 'list'",
                "[1] < 2 | '<' is not supported between 'list' and 'int'",
                "'abc' | the result is the string 'abc', not a number",
                "10 ** 400 * 1.0 | integer too large to convert to float",
            })
    void evaluate_invalidExpressions_failWithReason(String expression, String message) {
        assertInvalid(expression, message);
    }

    @Test
    void evaluate_expressionLengthLimit() {
        String longest = "1" + "+1".repeat((Calculator.MAX_EXPRESSION_LENGTH - 1) / 2);
        assertThat(longest).hasSizeLessThanOrEqualTo(Calculator.MAX_EXPRESSION_LENGTH);
        assertThat(eval(longest)).isEqualTo((long) (longest.length() + 1) / 2);
        String tooLong = "1" + " ".repeat(Calculator.MAX_EXPRESSION_LENGTH);
        assertInvalid(tooLong, "the expression has 4097 characters, more than the limit of 4096");
    }

    @Test
    void evaluate_longestChains_needOnlyABoundedStack() throws Exception {
        int max = Calculator.MAX_EXPRESSION_LENGTH;
        String sum = "1" + "+1".repeat((max - 1) / 2);
        String ors = "0" + " or 0".repeat((max - 1) / 5);
        String ands = "1" + " and 1".repeat((max - 1) / 6);
        String mixed = "2" + "*1-1+1".repeat((max - 1) / 6);
        List<Object> results = new ArrayList<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // A 256 KiB stack overflows if evaluation recursed once per operator of a 4096-character chain.
        Thread small = new Thread(
                null,
                () -> {
                    try {
                        for (String expression : List.of(sum, ors, ands, mixed)) {
                            results.add(eval(expression));
                        }
                    } catch (Throwable t) {
                        failure.set(t);
                    }
                },
                "small-stack",
                256 * 1024);
        small.start();
        small.join();
        assertThat(failure.get()).isNull();
        assertThat(results).containsExactly((long) (sum.length() + 1) / 2, 0L, 1L, 2L);
    }

    @Test
    void evaluate_nestingDepthLimit() {
        int depth = Calculator.MAX_NESTING_DEPTH;
        assertThat(eval("(".repeat(depth - 1) + "1" + ")".repeat(depth - 1))).isEqualTo(1L);
        assertInvalid("(".repeat(depth) + "1" + ")".repeat(depth), "the expression nests deeper than 64 levels");
        assertInvalid("-".repeat(depth) + "1", "the expression nests deeper than 64 levels");
        assertInvalid("[".repeat(depth + 1) + "]".repeat(depth + 1), "the expression nests deeper than 64 levels");
        assertInvalid("abs(".repeat(depth) + "1" + ")".repeat(depth), "the expression nests deeper than 64 levels");
        assertInvalid("not ".repeat(depth) + "1", "the expression nests deeper than 64 levels");
        assertThat(eval("not ".repeat(depth - 2) + "1")).isEqualTo(true);
    }

    @Test
    void evaluate_exponentLimit() {
        assertThat(eval("2 ** 10000")).isEqualTo(BigInteger.TWO.pow(10_000));
        assertThat(eval("1 ** -10000")).isEqualTo(1.0);
        assertInvalid("2 ** 10001", "exponent 10001 exceeds the limit of 10000");
        assertInvalid("pow(2, -10001)", "exponent -10001 exceeds the limit of 10000");
        assertInvalid("1 ** (10 ** 100)", "exponent " + BigInteger.TEN.pow(100) + " exceeds the limit of 10000");
    }

    @Test
    void evaluate_integerSizeLimit() {
        assertInvalid("(2 ** 10000) ** 11", "integer result exceeds 100000 bits");
        assertInvalid("(2 ** 9000) ** 10 * 2 ** 9000 * 2 ** 9000", "integer result exceeds 100000 bits");
        assertInvalid(
                "lcm(2 ** 9999 - 1, 3 ** 6300, 5 ** 4300, 7 ** 3600, 11 ** 2900, 13 ** 2700, 17 ** 2500, "
                        + "19 ** 2400, 23 ** 2300, 29 ** 2100, 31 ** 2050)",
                "integer result exceeds 100000 bits");
    }

    @Test
    void evaluate_factorialLimit() {
        assertThat(eval("factorial(1000)").toString()).hasSize(2568).startsWith("402387260077");
        assertInvalid("factorial(1001)", "factorial() argument 1001 exceeds the limit of 1000");
        assertInvalid("comb(10001, 2)", "comb() argument n 10001 exceeds the limit of 10000");
        assertInvalid("perm(1001)", "factorial() argument 1001 exceeds the limit of 1000");
    }

    @Test
    void evaluate_listSizeLimit() {
        String largest = "[" + "1,".repeat(Calculator.MAX_LIST_SIZE) + "]";
        assertThat(eval("sum(" + largest + ")")).isEqualTo((long) Calculator.MAX_LIST_SIZE);
        assertInvalid("[" + "1,".repeat(Calculator.MAX_LIST_SIZE + 1) + "]", "a list holds more than 1000 elements");
        assertInvalid(
                "sum(" + "1,".repeat(Calculator.MAX_LIST_SIZE + 1) + ")", "sum() is given more than 1000 arguments");
    }

    @Test
    void evaluate_hostileInput_finishesQuickly() {
        long start = System.nanoTime();
        for (String hostile : List.of(
                "factorial(1000) ** 10",
                "9".repeat(4000),
                "(10 ** 9000) * (10 ** 9000) * (10 ** 9000)",
                "comb(10000, 5000)")) {
            try {
                eval(hostile);
            } catch (InvalidArgumentException expected) {
                assertThat(expected).hasMessageStartingWith("Invalid expression: ");
            }
        }
        assertThat(System.nanoTime() - start).isLessThan(5_000_000_000L);
    }

    @Test
    void listAllowedFns_returnsNamesOrHelp() {
        assertThat(calculator.listAllowedFns(false)).isEqualTo(calculator.functionNames());
        @SuppressWarnings("unchecked")
        Map<String, String> help = (Map<String, String>) calculator.listAllowedFns(true);
        assertThat(help.keySet()).containsExactlyElementsOf(calculator.functionNames());
        assertThat(help.get("log"))
                .isEqualTo("function: log(x, base=10)\n    Logarithm of x to the given base, default 10.");
    }

    @Test
    void help_function_givesSignatureAndDescription() {
        assertThat(calculator.help("sqrt")).isEqualTo("function: sqrt(x)\n    Square root of x (x >= 0).");
        assertThat(calculator.help("dist")).startsWith("function: dist(p, q, metric=\"euclidean\")\n    ");
        assertThat(calculator.help(" round ")).startsWith("function: round(x, n=None)\n");
        assertThat(calculator.help("pi")).isEqualTo("constant: pi\n    Constant value: 3.141592653589793");
        assertThat(calculator.help("inf")).isEqualTo("constant: inf\n    Constant value: inf");
    }

    @Test
    void help_withoutName_givesOverview() {
        String overview = calculator.help(null);
        int count = calculator.functionNames().size();
        assertThat(overview).startsWith("Available functions (" + count + "):\n  add(a, b) - Adds two numbers.");
        assertThat(overview).contains("Constants: pi, e, tau, inf, nan");
        assertThat(overview.lines().filter(line -> line.startsWith("  "))).hasSize(count);
        assertThat(calculator.help("")).isEqualTo(overview);
    }

    @Test
    void help_unknownName_fails() {
        assertThatThrownBy(() -> calculator.help("nope"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("Function 'nope' is not recognized.");
    }
}
