package io.agenttoolkit.core.tool;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Implemented by a tool object whose accepted parameter values depend on its configuration (for example the fetch
 * strategies, where {@code cdp} exists only when a browser is configured). The registry asks it when it builds the
 * schema; the answer replaces {@link Param#allowedValues()}.
 */
public interface AllowedValuesProvider {

    /** Returns the values the parameter accepts, or null to keep what the annotations say. */
    @Nullable
    List<String> allowedValues(String method, String parameter);
}
