package io.agenttoolkit.web.search.bench;

import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.agenttoolkit.web.search.SearchRequest;
import io.agenttoolkit.web.search.SearchResult;
import io.agenttoolkit.web.search.SerpSearchClient;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Wall time and request count of a 50-result search with 1, 2 and 4 keys against a stub provider that answers every
 * page after 200 ms with 10 results, for the default 1 s rate-limit delay and for none. Prints a Markdown table.
 *
 * <p>Run: {@code ./mvnw -q -o -pl toolkit-web -Dbuild.dir.name=target-search test-compile exec:java
 * -Dexec.mainClass=io.agenttoolkit.web.search.bench.SearchPaginationHarness -Dexec.classpathScope=test}
 */
public final class SearchPaginationHarness {
    private static final int LATENCY_MS = 200;
    private static final int RESULTS = 50;
    private static final int ROUNDS = 3;

    private SearchPaginationHarness() {}

    /** Runs the measurements and prints the table to standard output. */
    public static void main(String[] args) {
        WireMockServer server = new WireMockServer(options()
                .bindAddress("127.0.0.1")
                .dynamicPort()
                .asynchronousResponseEnabled(true)
                .containerThreads(40));
        server.start();
        try {
            for (int p = 0; p < 20; p++) {
                server.stubFor(post(urlEqualTo("/request"))
                        .withRequestBody(matchingJsonPath("$.url", containing("&start=" + 10 * p + "&")))
                        .willReturn(okJson(page(10 * p + 1)).withFixedDelay(LATENCY_MS)));
            }
            URI endpoint = URI.create("http://127.0.0.1:" + server.port());
            System.out.println("| keys | rateLimitDelay | results | requests | wall time (median of " + ROUNDS + ") |");
            System.out.println("|---:|---:|---:|---:|---:|");
            for (Duration delay : List.of(Duration.ofSeconds(1), Duration.ZERO)) {
                for (int keys : new int[] {1, 2, 4}) {
                    measure(server, endpoint, keys, delay);
                }
            }
        } finally {
            server.stop();
        }
    }

    private static void measure(WireMockServer server, URI endpoint, int keyCount, Duration delay) {
        long[] times = new long[ROUNDS];
        int requests = 0;
        int results = 0;
        StringBuilder keys = new StringBuilder();
        for (int k = 1; k <= keyCount; k++) {
            keys.append(k > 1 ? "," : "").append("bench-key-").append(k);
        }
        for (int round = 0; round < ROUNDS; round++) {
            // A new client per round: every key starts rested, as in a fresh process.
            SerpSearchClient client = SerpSearchClient.builder()
                    .environment(Map.of())
                    .apiKeys(keys.toString())
                    .endpoint(endpoint)
                    .ensureZone(false)
                    .rateLimitDelay(delay)
                    .failOnError(true)
                    .build();
            server.resetRequests();
            long start = System.nanoTime();
            List<SearchResult> found = client.search(
                    SearchRequest.of("benchmark").withMaxResults(RESULTS).withTimeout(Duration.ofSeconds(60)));
            times[round] = System.nanoTime() - start;
            results = found.size();
            requests = server.countRequestsMatching(
                            postRequestedFor(urlEqualTo("/request")).build())
                    .getCount();
        }
        java.util.Arrays.sort(times);
        System.out.printf(
                "| %d | %d ms | %d | %d | %d ms |%n",
                keyCount, delay.toMillis(), results, requests, times[ROUNDS / 2] / 1_000_000);
    }

    private static String page(int firstRank) {
        StringBuilder json = new StringBuilder("{\"organic\": [");
        for (int i = 0; i < 10; i++) {
            int rank = firstRank + i;
            json.append(i > 0 ? "," : "")
                    .append("{\"link\": \"https://example.com/r")
                    .append(rank)
                    .append("\", \"title\": \"Result ")
                    .append(rank)
                    .append("\", \"description\": \"About ")
                    .append(rank)
                    .append("\", \"rank\": ")
                    .append(rank)
                    .append('}');
        }
        return json.append("]}").toString();
    }
}
