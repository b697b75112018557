package io.agenttoolkit.core.calculator;

import static io.agenttoolkit.core.calculator.Arithmetic.fail;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/** Computes the value of a syntax tree. */
final class Evaluator {
    private Evaluator() {}

    static Object evaluate(Node node) {
        if (node instanceof Node.Literal literal) {
            return literal.value();
        }
        if (node instanceof Node.Name name) {
            Double constant = Functions.CONSTANTS.get(name.name());
            if (constant != null) {
                return constant;
            }
            if (Functions.ALL.containsKey(name.name())) {
                throw fail("function '" + name.name() + "' must be called with arguments, e.g. "
                        + Functions.ALL.get(name.name()).signature());
            }
            throw fail("name '" + name.name() + "' is not defined");
        }
        if (node instanceof Node.ListOf list) {
            List<Object> values = new ArrayList<>();
            for (Node element : list.elements()) {
                values.add(evaluate(element));
            }
            return values;
        }
        if (node instanceof Node.Unary unary) {
            Object operand = evaluate(unary.operand());
            if (unary.operator().equals("not")) {
                return !truthy(operand);
            }
            return unary.operator().equals("-") ? Arithmetic.negate(operand) : Arithmetic.number(operand, "unary +");
        }
        // Chains such as 1+1+…+1 parse into left-deep trees as deep as the expression is long; they are folded
        // along their left spine so that the Java stack only grows with the parser's bounded nesting depth.
        if (node instanceof Node.Binary binary) {
            Deque<Node.Binary> spine = new ArrayDeque<>();
            Node current = binary;
            while (current instanceof Node.Binary link) {
                spine.push(link);
                current = link.left();
            }
            Object value = evaluate(current);
            while (!spine.isEmpty()) {
                Node.Binary link = spine.pop();
                value = Arithmetic.binary(link.operator(), value, evaluate(link.right()));
            }
            return value;
        }
        if (node instanceof Node.Logical logical) {
            Deque<Node.Logical> spine = new ArrayDeque<>();
            Node current = logical;
            while (current instanceof Node.Logical link) {
                spine.push(link);
                current = link.left();
            }
            Object value = evaluate(current);
            while (!spine.isEmpty()) {
                Node.Logical link = spine.pop();
                boolean decided = link.operator().equals("and") ? !truthy(value) : truthy(value);
                value = decided ? value : evaluate(link.right());
            }
            return value;
        }
        if (node instanceof Node.Comparison comparison) {
            Object left = evaluate(comparison.operands().get(0));
            for (int i = 0; i < comparison.operators().size(); i++) {
                Object right = evaluate(comparison.operands().get(i + 1));
                if (!Arithmetic.compare(comparison.operators().get(i), left, right)) {
                    return false;
                }
                left = right;
            }
            return true;
        }
        return call((Node.Call) node);
    }

    /** Python's truth value: false for False, zero, and empty strings and lists. */
    private static boolean truthy(Object value) {
        if (value instanceof Boolean b) {
            return b;
        }
        if (value instanceof BigInteger integer) {
            return integer.signum() != 0;
        }
        if (value instanceof Double d) {
            return d != 0.0;
        }
        if (value instanceof String text) {
            return !text.isEmpty();
        }
        return !((List<?>) value).isEmpty();
    }

    private static Object call(Node.Call call) {
        MathFunction function = Functions.ALL.get(call.function());
        if (function == null) {
            throw fail("function '" + call.function() + "' is not defined; list_allowed_fns lists the functions");
        }
        List<Object> arguments = new ArrayList<>();
        for (Node argument : call.arguments()) {
            arguments.add(evaluate(argument));
        }
        if (!call.keywords().isEmpty()) {
            arguments = bindKeywords(function, arguments, call.keywords());
        }
        int given = arguments.size();
        if (given < function.minArguments() || given > function.maxArguments()) {
            throw fail(function.name() + "() takes " + arity(function) + " (" + given + " given); usage: "
                    + function.signature());
        }
        return function.body().apply(arguments);
    }

    private static List<Object> bindKeywords(
            MathFunction function, List<Object> positional, Map<String, Node> keywords) {
        List<String> names = function.names();
        Object[] slots = new Object[Math.max(names.size(), positional.size())];
        for (int i = 0; i < positional.size(); i++) {
            slots[i] = positional.get(i);
        }
        int count = positional.size();
        for (Map.Entry<String, Node> keyword : keywords.entrySet()) {
            int position = names.indexOf(keyword.getKey());
            if (position < 0) {
                throw fail(function.name() + "() got an unexpected keyword argument '" + keyword.getKey() + "'; usage: "
                        + function.signature());
            }
            if (position < positional.size()) {
                throw fail(function.name() + "() got multiple values for argument '" + keyword.getKey() + "'");
            }
            slots[position] = evaluate(keyword.getValue());
            count = Math.max(count, position + 1);
        }
        for (int i = 0; i < count; i++) {
            if (slots[i] == null) {
                throw fail(
                        function.name() + "() missing argument '" + names.get(i) + "'; usage: " + function.signature());
            }
        }
        return new ArrayList<>(Arrays.asList(slots).subList(0, count));
    }

    private static String arity(MathFunction function) {
        int min = function.minArguments();
        int max = function.maxArguments();
        if (min == max) {
            return "exactly " + min + (min == 1 ? " argument" : " arguments");
        }
        if (max == Integer.MAX_VALUE) {
            return "at least " + min + (min == 1 ? " argument" : " arguments");
        }
        return min + " to " + max + " arguments";
    }
}
