package io.agenttoolkit.core.calculator;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;

/** Registers the {@link Calculator} under the namespace {@code calculator}; needs no configuration. */
public final class CalculatorToolProvider implements ToolProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public CalculatorToolProvider() {}

    /** Returns {@code calculator}. */
    @Override
    public String namespace() {
        return "calculator";
    }

    /** Returns {@link Calculator#create()}. */
    @Override
    public Object create(ToolContext context) {
        return Calculator.create();
    }
}
