package io.agenttoolkit.core.tool;

/**
 * Hints about a tool's behaviour, as MCP's tool annotations carry them.
 *
 * @param readOnly the tool leaves its environment unchanged
 * @param destructive the tool may destroy or overwrite data
 * @param idempotent repeating a call with the same arguments has no further effect
 * @param openWorld the tool reaches the open world (the internet)
 */
public record ToolAnnotations(boolean readOnly, boolean destructive, boolean idempotent, boolean openWorld) {

    /** Returns the hints declared on a {@link ToolMethod}. */
    public static ToolAnnotations of(ToolMethod method) {
        return new ToolAnnotations(method.readOnly(), method.destructive(), method.idempotent(), method.openWorld());
    }
}
