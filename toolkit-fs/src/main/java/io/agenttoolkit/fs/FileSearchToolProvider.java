package io.agenttoolkit.fs;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;
import io.agenttoolkit.core.tool.ToolUnavailableException;
import io.agenttoolkit.fs.internal.FileSearchTools;

/**
 * Offers {@code glob}, {@code grep} and {@code tree} under the namespace {@value #NAMESPACE}, over the context's
 * working directory and confined to the roots of {@code TOOLKIT_ALLOWED_ROOTS} when it is set.
 */
public final class FileSearchToolProvider implements ToolProvider {
    /** The namespace of the file search tools. */
    public static final String NAMESPACE = "fs/file_search";

    /** Creates the provider; used by the service loader. */
    public FileSearchToolProvider() {}

    @Override
    public String namespace() {
        return NAMESPACE;
    }

    /**
     * Returns the tool object.
     *
     * @throws ToolUnavailableException when {@code TOOLKIT_ALLOWED_ROOTS} names a root that cannot be used; the tools
     *     are then left out rather than run without the intended confinement
     */
    @Override
    public Object create(ToolContext context) {
        try {
            return new FileSearchTools(FileSearch.builder()
                    .baseDirectory(context.workingDirectory())
                    .allowedRoots(context.allowedRoots())
                    .build());
        } catch (IllegalArgumentException e) {
            throw new ToolUnavailableException(
                    "fix " + ToolContext.ALLOWED_ROOTS_VARIABLE + " to enable file search: " + e.getMessage());
        }
    }
}
