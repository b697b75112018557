package io.agenttoolkit.core.calculator;

import java.util.List;
import java.util.Map;

/** The syntax tree of an expression. */
sealed interface Node {

    /** A number or string written in the expression. */
    record Literal(Object value) implements Node {}

    /** A constant such as {@code pi}. */
    record Name(String name) implements Node {}

    /** A list written {@code [1, 2, 3]}. */
    record ListOf(List<Node> elements) implements Node {}

    /** {@code -x}, {@code +x} or {@code not x}. */
    record Unary(String operator, Node operand) implements Node {}

    /** An arithmetic operation. */
    record Binary(String operator, Node left, Node right) implements Node {}

    /** {@code a and b} or {@code a or b}, evaluated with short-circuit as in Python. */
    record Logical(String operator, Node left, Node right) implements Node {}

    /** A comparison chain {@code a < b <= c}: true when every adjacent pair holds. */
    record Comparison(List<Node> operands, List<String> operators) implements Node {}

    /** A function call with positional and keyword arguments. */
    record Call(String function, List<Node> arguments, Map<String, Node> keywords) implements Node {}
}
