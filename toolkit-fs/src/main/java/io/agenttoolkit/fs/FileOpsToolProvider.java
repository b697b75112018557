package io.agenttoolkit.fs;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;
import io.agenttoolkit.core.tool.ToolUnavailableException;

/**
 * Offers {@code read}, {@code edit} and {@code write} under the namespace {@value #NAMESPACE}, over the context's
 * working directory and confined to the roots of {@code TOOLKIT_ALLOWED_ROOTS} when it is set.
 */
public final class FileOpsToolProvider implements ToolProvider {
    /** The namespace of the file operation tools. */
    public static final String NAMESPACE = "file_ops";

    /** Creates the provider; used by the service loader. */
    public FileOpsToolProvider() {}

    @Override
    public String namespace() {
        return NAMESPACE;
    }

    /**
     * Returns the {@link FileOps} whose methods are the tools.
     *
     * @throws ToolUnavailableException when {@code TOOLKIT_ALLOWED_ROOTS} names a root that cannot be used; the tools
     *     are then left out rather than run without the intended confinement
     */
    @Override
    public Object create(ToolContext context) {
        try {
            return FileOps.builder()
                    .baseDirectory(context.workingDirectory())
                    .allowedRoots(context.allowedRoots())
                    .build();
        } catch (IllegalArgumentException e) {
            throw new ToolUnavailableException(
                    "fix " + ToolContext.ALLOWED_ROOTS_VARIABLE + " to enable file_ops: " + e.getMessage());
        }
    }
}
