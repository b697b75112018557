package io.agenttoolkit.core.tool;

/**
 * Implemented by a tool object whose parameters depend on its configuration (for example the fetch tool's
 * {@code proxy}, which exists only when the integrator lets callers choose a proxy). The registry asks it when it
 * builds the schema: a parameter it does not offer is left out of the input schema, so that clients are never shown
 * a parameter the server refuses. A call that passes it anyway still reaches the tool, whose own message says why it
 * is refused.
 */
public interface ParameterAvailability {

    /** Returns whether the schema of the method offers the parameter. */
    boolean offers(String method, String parameter);
}
