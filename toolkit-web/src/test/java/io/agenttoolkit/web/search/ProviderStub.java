package io.agenttoolkit.web.search;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** A WireMock stand-in for the search provider on 127.0.0.1, with helpers to stub Google pages. */
final class ProviderStub implements AutoCloseable {
    final WireMockServer server;

    ProviderStub() {
        server = new WireMockServer(options()
                .bindAddress("127.0.0.1")
                .dynamicPort()
                .asynchronousResponseEnabled(true)
                .containerThreads(40));
        server.start();
    }

    URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.port());
    }

    /** A client against the stub: no zone check, no delay, keys {@code keys}. */
    SerpSearchClient.Builder client(String keys) {
        return SerpSearchClient.builder()
                .environment(Map.of())
                .apiKeys(keys)
                .endpoint(endpoint())
                .ensureZone(false)
                .rateLimitDelay(java.time.Duration.ZERO);
    }

    /** The JSON of a parsed Google page with results ranked {@code firstRank .. firstRank + count - 1}. */
    static String page(int firstRank, int count) {
        StringBuilder json = new StringBuilder("{\"general\": {\"query\": \"q\"}, \"organic\": [");
        for (int i = 0; i < count; i++) {
            int rank = firstRank + i;
            if (i > 0) {
                json.append(',');
            }
            json.append("{\"link\": \"https://example.com/r")
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

    /**
     * Stubs pages 0..pages-1: page {@code p} holds {@code perPage} results starting at rank {@code 10p + 1} (Google's
     * pages advance by 10, so a 20-per-page provider overlaps the next page), answering after {@code delayMs}.
     */
    void stubPages(int perPage, int pages, int delayMs) {
        for (int p = 0; p < pages; p++) {
            server.stubFor(post(urlEqualTo("/request"))
                    .withRequestBody(matchingJsonPath("$.url", containing("&start=" + 10 * p + "&")))
                    .willReturn(okJson(page(10 * p + 1, perPage)).withFixedDelay(delayMs)));
        }
    }

    /** Stubs every page request with the same answer. */
    void stubAll(com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder response) {
        server.stubFor(post(urlEqualTo("/request")).willReturn(response));
    }

    /** Returns an answer with the status and a small JSON error body. */
    static com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder status(int status) {
        return aResponse().withStatus(status).withBody("{\"error\": \"stub\"}");
    }

    /** Returns the page requests in the order they arrived. */
    List<ServeEvent> pageRequests() {
        List<ServeEvent> events = new ArrayList<>();
        for (ServeEvent event : server.getAllServeEvents()) {
            if (event.getRequest().getUrl().equals("/request")) {
                events.add(event);
            }
        }
        events.sort(Comparator.comparing(e -> e.getRequest().getLoggedDate()));
        return events;
    }

    /** Returns the bearer keys of the page requests in arrival order. */
    List<String> keysUsed() {
        List<String> keys = new ArrayList<>();
        for (ServeEvent event : pageRequests()) {
            keys.add(event.getRequest().getHeader("Authorization").substring("Bearer ".length()));
        }
        return keys;
    }

    int pageRequestCount() {
        return server.countRequestsMatching(
                        postRequestedFor(urlEqualTo("/request")).build())
                .getCount();
    }

    @Override
    public void close() {
        server.stop();
    }
}
