package io.agenttoolkit.core.tool;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public method as a tool operation. The registry turns every such method of a registered object into a
 * {@link Tool} named {@code <namespace>/<name>}; its parameters must carry {@link Param}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ToolMethod {
    /** The operation's name on the wire, e.g. {@code grep}. */
    String name();

    /** What the operation does, for the model. */
    String description();

    /** Whether the operation leaves its environment unchanged. */
    boolean readOnly() default true;

    /** Whether the operation may destroy or overwrite data. */
    boolean destructive() default false;

    /** Whether calling it twice with the same arguments has the same effect as once. */
    boolean idempotent() default true;

    /**
     * The JSON Schema of the result as a JSON literal, for a method whose Java return type does not say it (one
     * declared {@code Object} that answers a number or a list); empty to generate the schema from the return type.
     */
    String resultSchema() default "";

    /** Whether the operation reaches the open world (the internet) rather than a closed domain. */
    boolean openWorld() default false;
}
