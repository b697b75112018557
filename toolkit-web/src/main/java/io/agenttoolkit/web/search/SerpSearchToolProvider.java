package io.agenttoolkit.web.search;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;
import io.agenttoolkit.core.tool.ToolUnavailableException;

/**
 * Offers the {@code web/serp_search} tool to {@link io.agenttoolkit.core.tool.ToolRegistry#discover()} when
 * {@value SerpSearchClient#API_KEY_VARIABLE} is set; the client reads {@value SerpSearchClient#ZONE_VARIABLE} too.
 */
public final class SerpSearchToolProvider implements ToolProvider {
    /** The namespace of the search tool. */
    public static final String NAMESPACE = "web/serp_search";

    /** Creates the provider; used by {@link java.util.ServiceLoader}. */
    public SerpSearchToolProvider() {}

    /** Returns {@value #NAMESPACE}. */
    @Override
    public String namespace() {
        return NAMESPACE;
    }

    /**
     * Returns the {@link SerpSearchTool} over a client configured from the context's environment.
     *
     * @throws ToolUnavailableException when {@value SerpSearchClient#API_KEY_VARIABLE} is not set, or the environment
     *     holds an invalid key or zone (the message says which)
     */
    @Override
    public Object create(ToolContext context) {
        if (context.env(SerpSearchClient.API_KEY_VARIABLE) == null) {
            throw new ToolUnavailableException("set " + SerpSearchClient.API_KEY_VARIABLE + " to enable web search");
        }
        try {
            return new SerpSearchTool(SerpSearchClient.builder()
                    .environment(context.environment())
                    .build());
        } catch (IllegalArgumentException e) {
            throw new ToolUnavailableException(e.getMessage());
        }
    }
}
