package io.agenttoolkit.reader;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;
import io.agenttoolkit.core.tool.ToolUnavailableException;

/**
 * Registers the {@code reader} tools ({@code read}, {@code read_notebook}, {@code read_pdf}, {@code read_image}) with
 * {@link io.agenttoolkit.core.tool.ToolRegistry#discover(ToolContext)}: a {@link Reader} whose base directory is the
 * context's working directory and whose allowed roots come from {@code TOOLKIT_ALLOWED_ROOTS}.
 */
public final class ReaderToolProvider implements ToolProvider {

    /** Creates the provider; called by {@link java.util.ServiceLoader}. */
    public ReaderToolProvider() {}

    /** Returns {@code reader}. */
    @Override
    public String namespace() {
        return "reader";
    }

    /**
     * Returns a {@link Reader} configured from the context.
     *
     * @throws ToolUnavailableException when {@code TOOLKIT_ALLOWED_ROOTS} names a root that does not exist or is too
     *     broad; the tools are then left out, as the file tools do, rather than run without the intended confinement
     */
    @Override
    public Object create(ToolContext context) {
        try {
            return Reader.builder()
                    .baseDirectory(context.workingDirectory())
                    .allowedRoots(context.allowedRoots())
                    .build();
        } catch (IllegalArgumentException e) {
            throw new ToolUnavailableException(
                    "fix " + ToolContext.ALLOWED_ROOTS_VARIABLE + " to enable reader: " + e.getMessage());
        }
    }
}
