package io.agenttoolkit.core.datetime;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;

/** Registers {@link DateTimeTools} under the namespace {@code datetime}; needs no configuration. */
public final class DateTimeToolProvider implements ToolProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public DateTimeToolProvider() {}

    /** Returns {@code datetime}. */
    @Override
    public String namespace() {
        return "datetime";
    }

    /** Returns {@link DateTimeTools#create()}, reading the system clock. */
    @Override
    public Object create(ToolContext context) {
        return DateTimeTools.create();
    }
}
