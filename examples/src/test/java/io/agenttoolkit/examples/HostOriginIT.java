package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolContext;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DNS rebinding and cross-site requests on real sockets: every endpoint of both servers answers only to its allowed
 * hosts and their origins, while loopback clients keep working.
 */
class HostOriginIT {
    private static final String TOKEN = "host-it-token";
    private static final String REBIND = "rebind.attacker.example";
    private static final String JSON = "Content-Type: application/json\r\n";
    private static final String MCP_ACCEPT = "Accept: application/json, text/event-stream\r\n";
    private static final byte[] INITIALIZE = ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":"
                    + "{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"host-it\",\"version\":\"1\"}}}")
            .getBytes(StandardCharsets.UTF_8);
    private static final byte[] CALCULATION = "{\"expression\":\"6 * 7\"}".getBytes(StandardCharsets.UTF_8);

    @TempDir
    static Path dir;

    private static final List<AutoCloseable> SERVERS = new ArrayList<>();
    private static URI rest;
    private static URI restWithToken;
    private static URI restListing;
    private static URI streamable;
    private static URI sse;

    @BeforeAll
    static void start() throws Exception {
        Files.writeString(dir.resolve("tools.jsonc"), "{\"disabled\": [\"web\"]}");
        rest = ((RestToolServer) start(Map.of(), "openapi")).uri();
        restWithToken = ((RestToolServer) start(
                        Map.of("API_BEARER_TOKEN", TOKEN, ToolServer.ALLOWED_HOSTS_VARIABLE, "env.example"), "openapi"))
                .uri();
        restListing = ((RestToolServer) start(
                        Map.of(ToolServer.ALLOWED_HOSTS_VARIABLE, "ignored.example"),
                        "openapi",
                        "--allowed-hosts",
                        "tools.example, pinned.example:9443"))
                .uri();
        streamable = ((McpToolServer) start(Map.of(), "mcp", "--transport", "streamable-http")).uri();
        sse = ((McpToolServer) start(Map.of(), "mcp", "--transport", "sse")).uri();
    }

    private static AutoCloseable start(Map<String, String> environment, String... args) throws Exception {
        List<String> arguments = new ArrayList<>(List.of(args));
        arguments.addAll(List.of("--host", "127.0.0.1", "--port", "0"));
        AutoCloseable server = ToolServer.start(
                ToolServer.Options.parse(arguments),
                new ToolContext(environment, dir),
                InputStream.nullInputStream(),
                new PrintStream(System.err));
        SERVERS.add(server);
        return server;
    }

    @AfterAll
    static void stop() throws Exception {
        for (AutoCloseable server : SERVERS) {
            server.close();
        }
    }

    @Test
    void foreignHost_isRefusedOnEveryRestEndpoint() throws Exception {
        String host = "Host: " + REBIND + ":" + rest.getPort() + "\r\n";
        for (String path : List.of("/docs", "/docs/swagger-ui.css", "/openapi.json", "/tools", "/")) {
            assertRefused(RawHttp.send(rest, "GET", path, host), "Host not allowed");
        }
        assertRefused(
                RawHttp.send(rest, "POST", "/tools/calculator/evaluate", host + JSON, CALCULATION), "Host not allowed");
        assertRefused(
                RawHttp.send(restWithToken, "POST", "/tools/calculator/evaluate", host + JSON + bearer(), CALCULATION),
                "Host not allowed");
    }

    @Test
    void foreignHost_isRefusedOnStreamableHttp_andNoSessionIsHandedOut() throws Exception {
        RawHttp.Response response = RawHttp.send(
                streamable,
                "POST",
                "/mcp",
                "Host: " + REBIND + ":" + streamable.getPort() + "\r\n" + JSON + MCP_ACCEPT,
                INITIALIZE);
        assertRefused(response, "Host not allowed");
        assertThat(response.headers()).doesNotContainKey("mcp-session-id");
    }

    @Test
    void foreignHost_isRefusedOnSse() throws Exception {
        String host = "Host: " + REBIND + ":" + sse.getPort() + "\r\n";
        assertRefused(RawHttp.send(sse, "GET", "/sse", host + "Accept: text/event-stream\r\n"), "Host not allowed");
        assertRefused(
                RawHttp.send(sse, "POST", "/mcp/message?sessionId=x", host + JSON, INITIALIZE), "Host not allowed");
    }

    @Test
    void crossSiteOrigin_isRefused() throws Exception {
        String headers = "Host: 127.0.0.1:" + rest.getPort() + "\r\nOrigin: http://evil.example\r\n" + JSON;
        assertRefused(RawHttp.send(rest, "POST", "/tools/calculator/evaluate", headers, CALCULATION), "Origin");
        assertRefused(
                RawHttp.send(
                        streamable,
                        "POST",
                        "/mcp",
                        "Host: 127.0.0.1:" + streamable.getPort() + "\r\nOrigin: https://evil.example\r\n" + JSON
                                + MCP_ACCEPT,
                        INITIALIZE),
                "Origin");
    }

    @Test
    void originEqualToAForeignHost_isRefused() throws Exception {
        String authority = REBIND + ":" + streamable.getPort();
        RawHttp.Response response = RawHttp.send(
                streamable,
                "POST",
                "/mcp",
                "Host: " + authority + "\r\nOrigin: http://" + authority + "\r\n" + JSON + MCP_ACCEPT,
                INITIALIZE);
        assertRefused(response, "not allowed");
        String restAuthority = REBIND + ":" + rest.getPort();
        assertRefused(
                RawHttp.send(
                        rest,
                        "GET",
                        "/openapi.json",
                        "Host: " + restAuthority + "\r\nOrigin: http://" + restAuthority + "\r\n"),
                "not allowed");
    }

    @Test
    void originOfAnotherLocalPort_orOpaque_isRefused() throws Exception {
        String host = "Host: localhost:" + rest.getPort() + "\r\n";
        int otherPort = rest.getPort() == 3000 ? 3001 : 3000;
        assertRefused(
                RawHttp.send(
                        rest,
                        "POST",
                        "/tools/calculator/evaluate",
                        host + "Origin: http://localhost:" + otherPort + "\r\n" + JSON,
                        CALCULATION),
                "Origin");
        assertRefused(
                RawHttp.send(rest, "POST", "/tools/calculator/evaluate", host + "Origin: null\r\n" + JSON, CALCULATION),
                "Origin");
    }

    @Test
    void loopbackCalls_work_withAndWithoutToken() throws Exception {
        for (String authority : List.of("127.0.0.1", "localhost", "[::1]", "LOCALHOST.")) {
            String host = "Host: " + authority + ":" + rest.getPort() + "\r\n";
            String origin = "Origin: http://" + authority + ":" + rest.getPort() + "\r\n";
            RawHttp.Response response =
                    RawHttp.send(rest, "POST", "/tools/calculator/evaluate", host + origin + JSON, CALCULATION);
            assertThat(response.status())
                    .as("%s: %s", authority, response.body())
                    .isEqualTo(200);
            assertThat(response.body()).isIn("42", "42.0");
        }
        String host = "Host: localhost:" + restWithToken.getPort() + "\r\n";
        assertThat(RawHttp.send(
                                restWithToken,
                                "POST",
                                "/tools/calculator/evaluate",
                                host + JSON + bearer(),
                                CALCULATION)
                        .status())
                .isEqualTo(200);
        assertThat(RawHttp.send(restWithToken, "POST", "/tools/calculator/evaluate", host + JSON, CALCULATION)
                        .status())
                .isEqualTo(401);
        assertThat(RawHttp.send(restWithToken, "GET", "/openapi.json", host).status())
                .isEqualTo(200);
    }

    @Test
    void hostsFromTheEnvironment_areAllowed() throws Exception {
        assertThat(RawHttp.send(restWithToken, "GET", "/openapi.json", "Host: env.example\r\n")
                        .status())
                .isEqualTo(200);
        assertRefused(
                RawHttp.send(restWithToken, "GET", "/openapi.json", "Host: other.example\r\n"), "Host not allowed");
    }

    @Test
    void loopbackInitialize_onStreamableHttp_handsOutASession() throws Exception {
        String authority = "localhost:" + streamable.getPort();
        RawHttp.Response response = RawHttp.send(
                streamable,
                "POST",
                "/mcp",
                "Host: " + authority + "\r\nOrigin: http://" + authority + "\r\n" + JSON + MCP_ACCEPT,
                INITIALIZE);
        assertThat(response.status()).as(response.body()).isEqualTo(200);
        assertThat(response.headers()).containsKey("mcp-session-id");
    }

    @Test
    void listedHosts_areAllowed_withTheirOriginsOnly() throws Exception {
        String calculator = "/tools/calculator/evaluate";
        RawHttp.Response listed = RawHttp.send(
                restListing,
                "POST",
                calculator,
                "Host: tools.example\r\nOrigin: https://tools.example\r\n" + JSON,
                CALCULATION);
        assertThat(listed.status()).as(listed.body()).isEqualTo(200);
        assertThat(RawHttp.send(restListing, "GET", "/openapi.json", "Host: pinned.example:9443\r\n")
                        .status())
                .isEqualTo(200);
        assertRefused(
                RawHttp.send(restListing, "GET", "/openapi.json", "Host: pinned.example:9444\r\n"), "Host not allowed");
        assertRefused(
                RawHttp.send(
                        restListing,
                        "POST",
                        calculator,
                        "Host: tools.example\r\nOrigin: https://tools.example:8443\r\n" + JSON,
                        CALCULATION),
                "Origin");
        // --allowed-hosts replaces TOOLKIT_ALLOWED_HOSTS rather than adding to it.
        assertRefused(
                RawHttp.send(restListing, "GET", "/openapi.json", "Host: ignored.example\r\n"), "Host not allowed");
        assertThat(RawHttp.send(restListing, "GET", "/openapi.json", "Host: 127.0.0.1\r\n")
                        .status())
                .isEqualTo(200);
    }

    @Test
    void missingHost_isRefused() throws Exception {
        // HTTP/1.1 requires Host; Jetty already answers 400 to a request without one.
        RawHttp.Response response = RawHttp.send(rest, "GET", "/openapi.json", "");
        assertThat(response.status()).isIn(400, 403);
        assertThat(response.body()).doesNotContain("openapi");
    }

    private static void assertRefused(RawHttp.Response response, String detail) throws Exception {
        assertThat(response.status()).as(response.body()).isEqualTo(403);
        assertThat(response.headers().get("content-type")).isEqualTo("application/json");
        assertThat(new ObjectMapper().readTree(response.body()).path("detail").asText())
                .contains(detail);
    }

    private static String bearer() {
        return "Authorization: Bearer " + TOKEN + "\r\n";
    }
}
