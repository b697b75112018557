package io.agenttoolkit.reader;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;

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
     * @throws IllegalArgumentException when an allowed root does not exist or is too broad
     */
    @Override
    public Object create(ToolContext context) {
        return Reader.builder()
                .baseDirectory(context.workingDirectory())
                .allowedRoots(context.allowedRoots())
                .build();
    }
}
