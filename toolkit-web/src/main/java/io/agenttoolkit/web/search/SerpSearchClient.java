package io.agenttoolkit.web.search;

import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.web.search.internal.ApiKeys;
import io.agenttoolkit.web.search.internal.SearchEngine;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Google search through the search provider's API (specification §4.1): organic results with a position score,
 * several API keys load-balanced round-robin with a per-key rate limit, and automatic pagination up to 180 results.
 *
 * <p>Before its first search (never in {@link Builder#build()}) the client checks once that its zone exists and, with
 * {@link Builder#ensureZone(boolean)} on, creates it; a failure there is one WARN line and the search goes on.
 *
 * <p>A failure or a search that finds nothing returns an empty list and logs one WARN line naming the cause; with
 * {@link Builder#failOnError(boolean) failOnError(true)} failures throw {@link SearchException} instead. A key the
 * provider refuses (HTTP 401/403, or its error header on an HTTP 200) rests for an hour, a rate-limited key (HTTP 429)
 * for five minutes, and the next key is tried.
 *
 * <p>Immutable and thread-safe: one client shared by many threads keeps every key's delay. API keys never appear in
 * {@link #toString()}, log lines or exception messages.
 */
public final class SerpSearchClient {
    private static final Logger LOG = LoggerFactory.getLogger(SerpSearchClient.class);

    /** Environment variable with the comma-separated API keys. */
    public static final String API_KEY_VARIABLE = "SERP_API_KEY";

    /** Environment variable with the zone name. */
    public static final String ZONE_VARIABLE = "SERP_ZONE";

    /** The zone used unless one is configured. */
    public static final String DEFAULT_ZONE = "mcp_unlocker";

    /** The provider's public API base, used unless an endpoint is configured. */
    public static final URI DEFAULT_ENDPOINT = URI.create("https://api.brightdata.com");

    /** The delay between two requests on the same key unless one is configured. */
    public static final Duration DEFAULT_RATE_LIMIT_DELAY = Duration.ofSeconds(1);

    private static final Pattern ZONE_NAME = Pattern.compile("[A-Za-z0-9_-]{1,128}");

    private final List<String> apiKeys;
    private final String zone;
    private final Duration rateLimitDelay;
    private final URI endpoint;
    private final @Nullable HttpClient explicitHttpClient;
    private final boolean ensureZone;
    private final boolean failOnError;
    private final Map<String, String> environment;
    private final KeyScheduler.Factory keyScheduler;
    private final SearchEngine engine;

    private SerpSearchClient(Builder builder, List<String> apiKeys, String zone) {
        this.apiKeys = List.copyOf(apiKeys);
        this.zone = zone;
        this.rateLimitDelay = builder.rateLimitDelay;
        this.endpoint = builder.endpoint;
        this.explicitHttpClient = builder.httpClient;
        this.ensureZone = builder.ensureZone;
        this.failOnError = builder.failOnError;
        this.environment = builder.environment;
        this.keyScheduler = builder.keyScheduler;
        HttpClient http = explicitHttpClient != null
                ? explicitHttpClient
                : HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        KeyScheduler scheduler =
                Objects.requireNonNull(keyScheduler.create(this.apiKeys, rateLimitDelay), "keyScheduler created null");
        this.engine = new SearchEngine(apiKeys, zone, scheduler, endpoint, http, ensureZone, System::nanoTime);
    }

    /** Returns a builder with the defaults; API key and zone fall back to the environment in {@code build()}. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns a client configured from the environment ({@value #API_KEY_VARIABLE}, {@value #ZONE_VARIABLE}).
     *
     * @throws IllegalArgumentException when {@value #API_KEY_VARIABLE} is not set
     */
    public static SerpSearchClient create() {
        return builder().build();
    }

    /** Returns a builder holding this client's settings, for a variant; the variant has its own key state. */
    public Builder toBuilder() {
        Builder builder = new Builder()
                .apiKeys(apiKeys)
                .zone(zone)
                .rateLimitDelay(rateLimitDelay)
                .endpoint(endpoint)
                .ensureZone(ensureZone)
                .failOnError(failOnError)
                .environment(environment)
                .keyScheduler(keyScheduler);
        if (explicitHttpClient != null) {
            builder.httpClient(explicitHttpClient);
        }
        return builder;
    }

    /**
     * Returns up to 5 results for the query, within the default 10 s budget.
     *
     * @throws SearchException only with {@code failOnError(true)}: when the provider failed or the budget ran out
     */
    public List<SearchResult> search(String query) {
        return search(SearchRequest.of(query));
    }

    /**
     * Returns up to {@code maxResults} results for the query (1..180; above 20 the client paginates), within the
     * default 10 s budget.
     *
     * @throws InvalidArgumentException when {@code maxResults} is outside 1..180
     * @throws SearchException only with {@code failOnError(true)}: when the provider failed or the budget ran out
     */
    public List<SearchResult> search(String query, int maxResults) {
        return search(SearchRequest.of(query).withMaxResults(maxResults));
    }

    /**
     * Returns up to {@code request.maxResults()} results, deduplicated by URL, in the provider's order, starting at the
     * request's page; the request's timeout bounds the whole call. A blank query returns an empty list without a
     * request. When pagination stops early (a page fails or the budget runs out after some results came in), the
     * results collected so far are returned and the cause is logged at WARN.
     *
     * @throws SearchException only with {@code failOnError(true)}: {@link io.agenttoolkit.core.ErrorKind#UNAUTHORIZED}
     *     when every key was refused, {@link io.agenttoolkit.core.ErrorKind#TIMEOUT} when the budget ran out,
     *     {@link io.agenttoolkit.core.ErrorKind#UPSTREAM} for other provider failures
     */
    public List<SearchResult> search(SearchRequest request) {
        return search(request, failOnError);
    }

    /** Searches, throwing failures when {@code strict} is set; the tool surface always asks for strict. */
    List<SearchResult> search(SearchRequest request, boolean strict) {
        Objects.requireNonNull(request, "request");
        String query = request.query();
        if (query.isBlank()) {
            LOG.debug("Web search skipped: the query is blank");
            return List.of();
        }
        return engine.search(
                query,
                request.maxResults(),
                SearchRequest.SINGLE_PAGE_LIMIT,
                request.timeout(),
                request.page(),
                strict);
    }

    /** Returns the zone the client searches through. */
    public String zone() {
        return zone;
    }

    /** Returns the provider API base the client talks to. */
    public URI endpoint() {
        return endpoint;
    }

    /** Returns the least time between the end of one request and the start of the next on the same key. */
    public Duration rateLimitDelay() {
        return rateLimitDelay;
    }

    /** Returns how many API keys the client rotates through. */
    public int keyCount() {
        return apiKeys.size();
    }

    @Override
    public String toString() {
        return "SerpSearchClient{keys=" + apiKeys.size() + ", zone=" + zone + ", endpoint=" + endpoint
                + ", rateLimitDelay=" + rateLimitDelay + ", ensureZone=" + ensureZone + ", failOnError=" + failOnError
                + "}";
    }

    /** Configures a {@link SerpSearchClient}; not thread-safe. */
    public static final class Builder {
        private @Nullable List<String> apiKeys;
        private @Nullable String zone;
        private Duration rateLimitDelay = DEFAULT_RATE_LIMIT_DELAY;
        private URI endpoint = DEFAULT_ENDPOINT;
        private @Nullable HttpClient httpClient;
        private boolean ensureZone = true;
        private boolean failOnError;
        private Map<String, String> environment = System.getenv();
        private KeyScheduler.Factory keyScheduler = KeyScheduler.local();

        private Builder() {}

        /** Sets the API keys as one comma-separated string; default {@value SerpSearchClient#API_KEY_VARIABLE}. */
        public Builder apiKeys(String commaSeparated) {
            Objects.requireNonNull(commaSeparated, "apiKeys");
            return apiKeys(List.of(commaSeparated.split(",", -1)));
        }

        /** Sets the API keys; blank entries are ignored, duplicates kept once; default {@value SerpSearchClient#API_KEY_VARIABLE}. */
        public Builder apiKeys(List<String> apiKeys) {
            Objects.requireNonNull(apiKeys, "apiKeys");
            List<String> keys = new ArrayList<>();
            for (String key : apiKeys) {
                for (String part : Objects.requireNonNull(key, "apiKeys entry").split(",", -1)) {
                    keys.add(part.strip());
                }
            }
            this.apiKeys = keys;
            return this;
        }

        /** Sets the provider zone; default {@value SerpSearchClient#ZONE_VARIABLE}, else {@value SerpSearchClient#DEFAULT_ZONE}. */
        public Builder zone(String zone) {
            this.zone = Objects.requireNonNull(zone, "zone");
            return this;
        }

        /** Sets the least time between the end of one request and the start of the next on one key; default 1 s. */
        public Builder rateLimitDelay(Duration rateLimitDelay) {
            this.rateLimitDelay = Objects.requireNonNull(rateLimitDelay, "rateLimitDelay");
            return this;
        }

        /** Sets the provider's API base; default {@code https://api.brightdata.com}. Tests point it at a stub. */
        public Builder endpoint(URI endpoint) {
            this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
            return this;
        }

        /** Sets the HTTP client; default a client with a 10 s connect timeout. */
        public Builder httpClient(HttpClient httpClient) {
            this.httpClient = Objects.requireNonNull(httpClient, "httpClient");
            return this;
        }

        /** Sets whether the zone is checked and, when missing, created before the first search; default true. */
        public Builder ensureZone(boolean ensureZone) {
            this.ensureZone = ensureZone;
            return this;
        }

        /** Sets whether failures throw {@link SearchException} instead of returning an empty list; default false. */
        public Builder failOnError(boolean failOnError) {
            this.failOnError = failOnError;
            return this;
        }

        /**
         * Sets what schedules the keys: which key a request uses, the delay between requests on a key and the rests of
         * refused keys; default {@link KeyScheduler#local()}, state in this client's memory. {@code toolkit-redis}
         * offers a factory whose schedulers share that state between processes using the same keys. Each client built
         * (and each {@link SerpSearchClient#toBuilder()} variant) gets its own scheduler from the factory.
         */
        public Builder keyScheduler(KeyScheduler.Factory keyScheduler) {
            this.keyScheduler = Objects.requireNonNull(keyScheduler, "keyScheduler");
            return this;
        }

        /** Sets the environment the fallbacks are read from in {@code build()}; default the process's environment. */
        public Builder environment(Map<String, String> environment) {
            this.environment = Map.copyOf(Objects.requireNonNull(environment, "environment"));
            return this;
        }

        /**
         * Returns the client; reads {@value SerpSearchClient#API_KEY_VARIABLE} and {@value SerpSearchClient#ZONE_VARIABLE} for settings not
         * given. Contacts nothing.
         *
         * @throws IllegalArgumentException when no API key is configured, a key holds whitespace or control
         *     characters, the zone is not a zone name, the delay is negative, or the endpoint is not an absolute
         *     http(s) URI
         */
        public SerpSearchClient build() {
            List<String> keys = ApiKeys.resolve(apiKeys, env(API_KEY_VARIABLE), API_KEY_VARIABLE);
            String resolvedZone = zone != null ? zone.strip() : env(ZONE_VARIABLE);
            if (resolvedZone == null) {
                resolvedZone = DEFAULT_ZONE;
            }
            if (!ZONE_NAME.matcher(resolvedZone).matches()) {
                throw new IllegalArgumentException(
                        "zone must be 1 to 128 letters, digits, '_' or '-', got '" + resolvedZone + "'");
            }
            if (rateLimitDelay.isNegative()) {
                throw new IllegalArgumentException("rateLimitDelay must be >= 0, got " + rateLimitDelay);
            }
            String scheme = endpoint.getScheme();
            if (!endpoint.isAbsolute()
                    || endpoint.getHost() == null
                    || !("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))) {
                throw new IllegalArgumentException("endpoint must be an absolute http or https URI, got " + endpoint);
            }
            return new SerpSearchClient(this, keys, resolvedZone);
        }

        private @Nullable String env(String name) {
            String value = environment.get(name);
            return value == null || value.isBlank() ? null : value.strip();
        }
    }
}
