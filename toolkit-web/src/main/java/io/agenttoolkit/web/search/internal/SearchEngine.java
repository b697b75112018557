package io.agenttoolkit.web.search.internal;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.search.KeyLease;
import io.agenttoolkit.web.search.KeyOutcome;
import io.agenttoolkit.web.search.KeyScheduler;
import io.agenttoolkit.web.search.SearchException;
import io.agenttoolkit.web.search.SearchResult;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client's search machinery: the zone check, the key scheduler, the page requests and pagination.
 *
 * <p>Pagination asks for pages {@code first, first+1, …}, one at a time per usable key (so with several keys pages are
 * fetched concurrently), keeps results in page order, drops URLs already seen, and stops when enough results are in,
 * a page adds nothing new, {@value #MAX_PAGES} pages were asked for, or the budget is spent. Thread-safe.
 */
public final class SearchEngine {
    // WARN lines of the library form appear under the public class users configure logging for.
    private static final ObjectReader STRICT_READER =
            Json.mapper().reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final Logger LOG = LoggerFactory.getLogger("io.agenttoolkit.web.search.SerpSearchClient");

    /** How long a key the provider refused (HTTP 401/403) rests. */
    public static final Duration UNAUTHORIZED_REST = KeyOutcome.UNAUTHORIZED.rest();

    /** How long a rate-limited key (HTTP 429) rests. */
    public static final Duration RATE_LIMIT_REST = KeyOutcome.RATE_LIMITED.rest();

    /** How long a key rests after the provider's error header on an HTTP 200 (account suspended, quota reached). */
    public static final Duration PROVIDER_ERROR_REST = KeyOutcome.PROVIDER_ERROR.rest();

    /** The most pages one search asks for. */
    public static final int MAX_PAGES = 180;

    /** New results a further page is expected to add: Google pages advance by 10 (API.md §9). */
    private static final int PAGE_ESTIMATE = GoogleSearchUrl.RESULTS_PER_GOOGLE_PAGE;

    private static final ExecutorService PAGES = pageThreads();

    private final KeyScheduler keys;
    private final SerpApi api;
    private final ZoneCheck zoneCheck;
    private final String zone;
    private final LongSupplier ticker;

    /** What a search brought back: the results, and the failure that cut pagination short after some results. */
    public record Outcome(
            List<SearchResult> results, @Nullable SearchException stoppedBy) {}

    /** Creates the engine of one client. */
    public SearchEngine(
            List<String> apiKeys,
            String zone,
            KeyScheduler keys,
            URI endpoint,
            HttpClient http,
            boolean ensureZone,
            LongSupplier ticker) {
        this.keys = keys;
        this.api = new SerpApi(http, endpoint);
        this.zoneCheck = new ZoneCheck(api, apiKeys, zone, ensureZone);
        this.zone = zone;
        this.ticker = ticker;
    }

    /**
     * Searches and reports as the library form does: a failure, nothing found or pagination cut short is one WARN line
     * naming the cause; a failure returns an empty list unless {@code strict}.
     *
     * @throws SearchException only when {@code strict}: the cause when nothing could be collected
     */
    public List<SearchResult> search(
            String query, int maxResults, int singlePageLimit, Duration timeout, int firstPage, boolean strict) {
        Outcome outcome;
        try {
            outcome = collect(query, maxResults, singlePageLimit, timeout, firstPage);
        } catch (SearchException e) {
            if (strict) {
                throw e;
            }
            LOG.warn("Web search for {} failed: {}", quoted(query), e.getMessage());
            return List.of();
        }
        SearchException stoppedBy = outcome.stoppedBy();
        if (stoppedBy != null) {
            LOG.warn(
                    "Web search for {} stopped after {} of {} results: {}",
                    quoted(query),
                    outcome.results().size(),
                    maxResults,
                    stoppedBy.getMessage());
        } else if (outcome.results().isEmpty()) {
            LOG.warn("Web search for {} found no results", quoted(query));
        }
        return outcome.results();
    }

    /**
     * Searches: one page when {@code maxResults <= singlePageLimit}, else paginates.
     *
     * @throws SearchException when nothing could be collected: the cause of the first failure
     */
    public Outcome collect(String query, int maxResults, int singlePageLimit, Duration timeout, int firstPage) {
        Deadline deadline = Deadline.after(timeout, ticker);
        try {
            zoneCheck.ensure(deadline);
            if (maxResults <= singlePageLimit) {
                Map<String, SearchResult> unique = new LinkedHashMap<>();
                addNew(unique, fetchPage(query, firstPage, deadline));
                return new Outcome(first(unique, maxResults), null);
            }
            return paginate(query, maxResults, firstPage, deadline);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SearchException(ErrorKind.UPSTREAM, "search was interrupted", e);
        }
    }

    private Outcome paginate(String query, int target, long firstPage, Deadline deadline) throws InterruptedException {
        Map<String, SearchResult> unique = new LinkedHashMap<>();
        int parallelism = Math.max(1, keys.usableKeys());
        Deque<Future<List<SearchResult>>> inFlight = new ArrayDeque<>();
        long nextPage = firstPage;
        int asked = 0;
        SearchException stoppedBy = null;
        try {
            while (true) {
                while (inFlight.size() < parallelism
                        && asked < MAX_PAGES
                        && unique.size() + inFlight.size() * PAGE_ESTIMATE < target) {
                    long pageNumber = nextPage++;
                    asked++;
                    inFlight.add(PAGES.submit(() -> fetchPage(query, pageNumber, deadline)));
                }
                Future<List<SearchResult>> head = inFlight.poll();
                if (head == null) {
                    break;
                }
                List<SearchResult> page;
                try {
                    page = head.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    stoppedBy = SearchTimeout.exceeded(deadline);
                    break;
                } catch (ExecutionException e) {
                    stoppedBy = asSearchException(e.getCause());
                    break;
                }
                if (addNew(unique, page) == 0 || unique.size() >= target) {
                    break;
                }
            }
        } finally {
            inFlight.forEach(future -> future.cancel(true));
        }
        if (stoppedBy != null && unique.isEmpty()) {
            throw stoppedBy;
        }
        return new Outcome(first(unique, target), stoppedBy);
    }

    /** Asks for one page, moving on to the next key when the provider refuses one. */
    private List<SearchResult> fetchPage(String query, long page, Deadline deadline) throws InterruptedException {
        String url = GoogleSearchUrl.of(query, page);
        while (true) {
            KeyLease lease = keys.acquire(deadline.remaining()).orElseThrow(() -> SearchTimeout.exceeded(deadline));
            SerpApi.Reply reply;
            try {
                reply = api.request(lease.apiKey(), zone, url, deadline);
            } catch (Throwable failure) {
                keys.release(lease, KeyOutcome.OK, "");
                throw failure;
            }
            int status = reply.status();
            if (status / 100 == 2 && reply.errorCode() == null) {
                keys.release(lease, KeyOutcome.OK, "");
                return parse(reply.body());
            }
            if (status / 100 == 2) {
                String detail = reply.errorMessage() == null ? "" : " (" + reply.errorMessage() + ")";
                keys.release(
                        lease,
                        KeyOutcome.PROVIDER_ERROR,
                        "search provider reported error " + reply.errorCode() + detail
                                + "; the account may be suspended or out of quota");
            } else if (status == 401 || status == 403) {
                keys.release(
                        lease,
                        KeyOutcome.UNAUTHORIZED,
                        "search provider rejected the API key (HTTP " + status + "); check SERP_API_KEY");
            } else if (status == 429) {
                keys.release(
                        lease,
                        KeyOutcome.RATE_LIMITED,
                        "search provider rate limit reached (HTTP 429); raise rateLimitDelay");
            } else {
                keys.release(lease, KeyOutcome.OK, "");
                if (status == 422) {
                    throw new SearchException(
                            ErrorKind.UPSTREAM,
                            "search zone '" + zone
                                    + "' not found (HTTP 422); use an existing zone or the default mcp_unlocker");
                }
                throw new SearchException(ErrorKind.UPSTREAM, "search provider answered HTTP " + status);
            }
        }
    }

    // A 200 answer that is empty or not one JSON object is a provider failure, not "no results": with failOnError
    // the caller must see it (API.md), and the library form must warn with the cause.
    private static List<SearchResult> parse(byte[] body) {
        if (new String(body, StandardCharsets.UTF_8).isBlank()) {
            throw new SearchException(
                    ErrorKind.UPSTREAM, "search provider answer is empty (HTTP 200 with an empty body)");
        }
        JsonNode root;
        try {
            root = STRICT_READER.readTree(body);
        } catch (IOException e) {
            throw new SearchException(ErrorKind.UPSTREAM, "search provider answer is not valid JSON", e);
        }
        if (root == null || !root.isObject()) {
            throw new SearchException(
                    ErrorKind.UPSTREAM,
                    "search provider answer is not a JSON object, got "
                            + (root == null
                                    ? "nothing"
                                    : root.getNodeType().name().toLowerCase(Locale.ROOT)));
        }
        return ResultParser.parse(root);
    }

    private static int addNew(Map<String, SearchResult> unique, List<SearchResult> page) {
        int added = 0;
        for (SearchResult result : page) {
            if (unique.putIfAbsent(result.url(), result) == null) {
                added++;
            }
        }
        return added;
    }

    private static List<SearchResult> first(Map<String, SearchResult> unique, int count) {
        List<SearchResult> results = new ArrayList<>(unique.values());
        return List.copyOf(results.size() <= count ? results : results.subList(0, count));
    }

    private static SearchException asSearchException(@Nullable Throwable failure) {
        if (failure instanceof SearchException searchException) {
            return searchException;
        }
        String what = failure == null ? "unknown failure" : failure.getClass().getSimpleName();
        return new SearchException(ErrorKind.UPSTREAM, "search page request failed: " + what, failure);
    }

    private static String quoted(String query) {
        String shown = query.length() <= 100 ? query : query.substring(0, 100) + "...";
        return "'" + shown.replaceAll("\\p{Cntrl}", " ") + "'";
    }

    private static ExecutorService pageThreads() {
        AtomicInteger count = new AtomicInteger();
        return new ThreadPoolExecutor(0, Integer.MAX_VALUE, 30, TimeUnit.SECONDS, new SynchronousQueue<>(), task -> {
            Thread thread = new Thread(task, "serp-search-page-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }
}
