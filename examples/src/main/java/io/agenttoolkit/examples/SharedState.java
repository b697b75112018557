package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.redis.RedisSharing;
import io.agenttoolkit.web.fetch.FetchTool;
import io.agenttoolkit.web.fetch.FetchToolProvider;
import io.agenttoolkit.web.fetch.Fetcher;
import io.agenttoolkit.web.search.SerpSearchClient;
import io.agenttoolkit.web.search.SerpSearchTool;
import io.agenttoolkit.web.search.SerpSearchToolProvider;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Turns on sharing between several servers behind one load balancer: with {@value RedisSharing#URL_VARIABLE} set, the
 * {@code web/fetch} tool caches through Redis and the {@code web/serp_search} tool schedules its keys through Redis,
 * so the replicas share fetched pages and respect each search key's rate limit together.
 */
final class SharedState {
    private SharedState() {}

    /**
     * Returns the sharing configured by {@value RedisSharing#URL_VARIABLE}, or empty when it is not set.
     *
     * @throws IllegalArgumentException when the URL is malformed (the message names it, without its password)
     */
    static Optional<RedisSharing> fromEnvironment(ToolContext context) {
        String url = context.env(RedisSharing.URL_VARIABLE);
        if (url == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(RedisSharing.builder().url(url).build());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(RedisSharing.URL_VARIABLE + ": " + e.getMessage(), e);
        }
    }

    /**
     * Returns the registry with its web tools (those it holds) rebuilt over the shared cache and key scheduler; every
     * other tool is kept as it is.
     */
    static ToolRegistry share(ToolRegistry discovered, ToolContext context, RedisSharing redis) {
        ToolRegistry shared = ToolRegistry.create();
        Set<String> replaced = new HashSet<>();
        // The tools keep their order (it is the order of the OpenAPI document and the MCP tool list).
        for (Tool tool : discovered.tools()) {
            String namespace = tool.spec().namespace();
            if (namespace.equals(FetchTool.NAMESPACE)) {
                if (replaced.add(namespace)) {
                    Fetcher fetcher = Fetcher.builder()
                            .environment(context.environment())
                            .cache(redis.fetchCache())
                            .build();
                    boolean callerProxy = "true".equalsIgnoreCase(context.env(FetchToolProvider.ALLOW_PROXY_VARIABLE));
                    shared.register(new FetchTool(fetcher, callerProxy), namespace);
                }
            } else if (namespace.equals(SerpSearchToolProvider.NAMESPACE)) {
                if (replaced.add(namespace)) {
                    SerpSearchClient client = SerpSearchClient.builder()
                            .environment(context.environment())
                            .keyScheduler(redis.keyScheduler())
                            .build();
                    shared.register(new SerpSearchTool(client), namespace);
                }
            } else {
                shared.register(tool);
            }
        }
        return shared;
    }
}
