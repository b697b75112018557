package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/** Streamable HTTP by hand, for tests that need the raw status codes, headers and bodies the SDK client hides. */
final class RawMcp {
    static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"load-test\","
            + "\"version\":\"1\"}}}";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();
    private final URI endpoint;

    RawMcp(URI endpoint) {
        this.endpoint = endpoint;
    }

    /** Sends {@code initialize} without a session; returns the raw response. */
    HttpResponse<String> initialize() throws IOException, InterruptedException {
        return post(null, INITIALIZE);
    }

    /** Initializes a session and sends {@code notifications/initialized}; returns the session id. */
    String open() throws IOException, InterruptedException {
        HttpResponse<String> response = initialize();
        assertThat(response.statusCode()).as("initialize: %s", response.body()).isEqualTo(200);
        String session = response.headers().firstValue("Mcp-Session-Id").orElseThrow();
        HttpResponse<String> initialized =
                post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertThat(initialized.statusCode()).isEqualTo(202);
        return session;
    }

    /** Calls a tool in the session; returns the raw response (its body an event stream when it succeeds). */
    HttpResponse<String> callTool(String session, String tool, Map<String, Object> arguments)
            throws IOException, InterruptedException {
        String body = MAPPER.writeValueAsString(Map.of(
                "jsonrpc",
                "2.0",
                "id",
                2,
                "method",
                "tools/call",
                "params",
                Map.of("name", tool, "arguments", arguments)));
        return post(session, body);
    }

    /** Returns the JSON-RPC message carried by a response: the JSON body, or the event stream's last data line. */
    static JsonNode message(HttpResponse<String> response) throws IOException {
        String body = response.body();
        String json = body;
        for (String line : body.split("\n")) {
            if (line.startsWith("data:")) {
                json = line.substring("data:".length()).trim();
            }
        }
        return MAPPER.readTree(json);
    }

    HttpResponse<String> post(String session, String body) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(endpoint)
                .timeout(Duration.ofSeconds(60))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            request.header("Mcp-Session-Id", session);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
