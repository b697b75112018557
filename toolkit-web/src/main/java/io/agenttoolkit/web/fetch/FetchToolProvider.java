package io.agenttoolkit.web.fetch;

import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolProvider;

/**
 * Offers the {@code web/fetch} tool to {@link io.agenttoolkit.core.tool.ToolRegistry#discover()}. It needs no key, so
 * it is always registered; the fetcher reads {@code REMOTEREADER_API_KEY}, {@code CDP_ENDPOINT},
 * {@code REMOTERENDER_ENDPOINT} and {@code REMOTERENDER_TOKEN} from the context's environment. Calls may name a proxy
 * only when {@value #ALLOW_PROXY_VARIABLE} is {@code true}.
 */
public final class FetchToolProvider implements ToolProvider {
    /** Environment variable that lets tool calls name their own proxy. */
    public static final String ALLOW_PROXY_VARIABLE = "FETCH_ALLOW_CALLER_PROXY";

    /** Creates the provider; used by the service loader. */
    public FetchToolProvider() {}

    /** Returns {@code web/fetch}. */
    @Override
    public String namespace() {
        return FetchTool.NAMESPACE;
    }

    /** Returns the tool over a fetcher configured from the context's environment. */
    @Override
    public Object create(ToolContext context) {
        Fetcher fetcher = Fetcher.builder().environment(context.environment()).build();
        return new FetchTool(fetcher, "true".equalsIgnoreCase(context.env(ALLOW_PROXY_VARIABLE)));
    }
}
