package io.agenttoolkit.web.fetch;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.tool.AllowedValuesProvider;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ParameterAvailability;
import io.agenttoolkit.core.tool.ToolMethod;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The {@code web/fetch} tool: {@code fetch_content} over a {@link Fetcher}, with the call parameters of
 * specification §4.9. The {@code strategy} enum lists only the strategies the fetcher has configured.
 *
 * <p>The {@code proxy} argument is refused unless the tool was created to allow it, so an agent cannot route
 * requests through a proxy of its choosing; without that permission the schema does not offer {@code proxy} at all.
 * Thread-safe.
 */
public final class FetchTool implements AllowedValuesProvider, ParameterAvailability {
    /** The namespace the tool is registered under. */
    public static final String NAMESPACE = "web/fetch";

    private final Fetcher fetcher;
    private final boolean allowCallerProxy;

    /** Creates the tool over the fetcher; a {@code proxy} argument is refused. */
    public FetchTool(Fetcher fetcher) {
        this(fetcher, false);
    }

    /** Creates the tool over the fetcher; {@code allowCallerProxy} lets calls name their own proxy. */
    public FetchTool(Fetcher fetcher, boolean allowCallerProxy) {
        this.fetcher = Objects.requireNonNull(fetcher, "fetcher");
        this.allowCallerProxy = allowCallerProxy;
    }

    /**
     * Returns the page's content as a fetch result (specification §2).
     *
     * @throws InvalidArgumentException when an argument is invalid or names an unconfigured strategy
     * @throws FetchException when nothing could be fetched, the content is binary, the budget ran out or the
     *     destination is refused
     */
    @ToolMethod(
            name = "fetch_content",
            description = "Fetch a web page and return its main content as clean Markdown (title, headings, lists, "
                    + "links, tables, code). Tries content negotiation, local extraction, browser rendering and a "
                    + "remote reader in turn; quality 'low' means only a weak local extraction was found.",
            readOnly = true,
            destructive = false,
            idempotent = true,
            openWorld = true)
    public FetchResult fetchContent(
            @Param(value = "url", description = "The http or https URL to fetch.") String url,
            @Param(
                            value = "timeout",
                            description = "Time budget for the whole call, in seconds.",
                            required = false,
                            defaultValue = "30.0",
                            minimum = 0.1,
                            maximum = 600)
                    double timeout,
            @Param(value = "proxy", description = "HTTP proxy URL for this call.", required = false) @Nullable
                    String proxy,
            @Param(
                            value = "strategy",
                            description = "'auto' runs the whole chain; any other value runs only that stage.",
                            required = false,
                            defaultValue = "\"auto\"")
                    String strategy) {
        if (!(timeout >= 0.1 && timeout <= 600)) {
            throw new InvalidArgumentException("timeout must be between 0.1 and 600 seconds, got " + timeout);
        }
        URI proxyUri = null;
        if (proxy != null && !proxy.isBlank()) {
            if (!allowCallerProxy) {
                throw new InvalidArgumentException("proxy is not allowed on this server");
            }
            try {
                proxyUri = new URI(proxy.strip());
            } catch (URISyntaxException e) {
                throw new InvalidArgumentException("proxy is not a valid URL", e);
            }
        }
        Duration budget = Duration.ofNanos((long) (timeout * 1_000_000_000L));
        return fetcher.fetchContent(new FetchRequest(url, budget, proxyUri, FetchStrategy.fromWireName(strategy)));
    }

    /** Returns false for {@code proxy} unless the tool was created to allow caller proxies; true otherwise. */
    @Override
    public boolean offers(String method, String parameter) {
        return allowCallerProxy || !"proxy".equals(parameter);
    }

    /** Returns the strategy names the fetcher accepts for {@code strategy}; null for any other parameter. */
    @Override
    public @Nullable List<String> allowedValues(String method, String parameter) {
        if ("fetch_content".equals(method) && "strategy".equals(parameter)) {
            return fetcher.strategies().stream().map(FetchStrategy::wireName).toList();
        }
        return null;
    }
}
