package io.agenttoolkit.core.units;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;

/** Registers the {@link UnitConverter} under the namespace {@code unit_converter}; needs no configuration. */
public final class UnitConverterToolProvider implements ToolProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public UnitConverterToolProvider() {}

    /** Returns {@code unit_converter}. */
    @Override
    public String namespace() {
        return "unit_converter";
    }

    /** Returns {@link UnitConverter#create()}. */
    @Override
    public Object create(ToolContext context) {
        return UnitConverter.create();
    }
}
