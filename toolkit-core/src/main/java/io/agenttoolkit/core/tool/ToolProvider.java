package io.agenttoolkit.core.tool;

/**
 * Service-provider interface through which a module offers its tools to {@link ToolRegistry#discover()}.
 *
 * <p>Each module lists its providers in {@code META-INF/services/io.agenttoolkit.core.tool.ToolProvider}; no module
 * names another. A provider must have a public no-argument constructor.
 */
public interface ToolProvider {

    /** Returns the namespace the tools are registered under, e.g. {@code fs/file_search}. */
    String namespace();

    /**
     * Builds the object whose {@link ToolMethod} methods become the tools.
     *
     * @throws ToolUnavailableException when configuration the tools need is missing (for example no API key); the
     *     registry then skips the namespace and logs the reason in one line
     */
    Object create(ToolContext context);
}
