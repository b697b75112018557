package io.agenttoolkit.core.calculator;

import java.util.List;

/**
 * A function the calculator can call.
 *
 * @param name the name used in expressions
 * @param parameters the parameter list as shown by help, e.g. {@code x, base=10}
 * @param description one line for help
 * @param names parameter names for keyword arguments, in position order (empty for variadic functions)
 * @param minArguments the fewest arguments accepted
 * @param maxArguments the most arguments accepted
 * @param body the implementation; receives between minArguments and maxArguments values
 */
record MathFunction(
        String name,
        String parameters,
        String description,
        List<String> names,
        int minArguments,
        int maxArguments,
        Body body) {

    /** The implementation of a function. */
    @FunctionalInterface
    interface Body {
        Object apply(List<Object> arguments);
    }

    String signature() {
        return name + "(" + parameters + ")";
    }
}
