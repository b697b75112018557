package io.agenttoolkit.core.tool;

/**
 * Thrown by a {@link ToolProvider} whose tools cannot be offered in this environment, with the reason (for example
 * {@code set SERP_API_KEY to enable web search}).
 */
public class ToolUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Creates the exception with the reason the tools are unavailable. */
    public ToolUnavailableException(String reason) {
        super(reason);
    }
}
