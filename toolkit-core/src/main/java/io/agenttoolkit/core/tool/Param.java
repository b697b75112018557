package io.agenttoolkit.core.tool;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names and describes a parameter of a {@link ToolMethod}.
 *
 * <p>A parameter is required unless {@link #required()} is false. An optional parameter with a {@link #defaultValue()}
 * gets that default; one without a default is nullable and is emitted as the simplified {@code anyOf} of the
 * specification §9, with default {@code null}. Primitive parameters must be required or have a default.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface Param {
    /** The parameter's JSON name, e.g. {@code max_results}. */
    String value();

    /** What the parameter means, for the model. */
    String description() default "";

    /** Whether the caller must give the parameter. */
    boolean required() default true;

    /** The default as a JSON literal ({@code 50}, {@code true}, {@code "."}); empty for none. */
    String defaultValue() default "";

    /** The only values a string parameter accepts; empty for any. Enum-typed parameters get theirs automatically. */
    String[] allowedValues() default {};

    /** The smallest number accepted; NaN for no bound. */
    double minimum() default Double.NaN;

    /** The largest number accepted; NaN for no bound. */
    double maximum() default Double.NaN;
}
