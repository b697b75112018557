package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.tool.BearerTokens;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolServerOptionsTest {
    @TempDir
    Path dir;

    @Test
    void parse_openapiDefaults() {
        ToolServer.Options options = ToolServer.Options.parse(List.of("openapi"));
        assertThat(options.command()).isEqualTo("openapi");
        assertThat(options.host()).isEqualTo("127.0.0.1");
        assertThat(options.port()).isEqualTo(8000);
        assertThat(options.config()).isNull();
    }

    @Test
    void parse_mcpDefaultsToStdio() {
        assertThat(ToolServer.Options.parse(List.of("mcp")).transport()).isEqualTo(McpToolServer.Transport.STDIO);
    }

    @Test
    void parse_allOptionsInBothForms() {
        ToolServer.Options options = ToolServer.Options.parse(List.of(
                "mcp", "--transport", "streamable-http", "--host=0.0.0.0", "--port", "9001", "--config=my.jsonc"));
        assertThat(options.transport()).isEqualTo(McpToolServer.Transport.STREAMABLE_HTTP);
        assertThat(options.host()).isEqualTo("0.0.0.0");
        assertThat(options.port()).isEqualTo(9001);
        assertThat(options.config()).isEqualTo(Path.of("my.jsonc"));
        assertThat(ToolServer.Options.parse(List.of("mcp", "--transport=SSE")).transport())
                .isEqualTo(McpToolServer.Transport.SSE);
    }

    @Test
    void parse_allowedHostsAndInsecureNoAuth() {
        ToolServer.Options options = ToolServer.Options.parse(
                List.of("openapi", "--allowed-hosts", "a.example, b.example:8443,[::1]", "--insecure-no-auth"));
        assertThat(options.allowedHosts()).containsExactly("a.example", "b.example:8443", "[::1]");
        assertThat(options.insecureNoAuth()).isTrue();
        ToolServer.Options defaults = ToolServer.Options.parse(List.of("mcp"));
        assertThat(defaults.allowedHosts()).isEmpty();
        assertThat(defaults.insecureNoAuth()).isFalse();
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--allowed-hosts=http://a.example")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--allowed-hosts: ")
                .hasMessageContaining("'http://a.example'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--allowed-hosts", "*.example")))
                .hasMessageContaining("'*.example'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--allowed-hosts", "a.example:99999")))
                .hasMessageContaining("'a.example:99999'");
    }

    @Test
    void nonLoopbackHostWithoutToken_refusesToStartNamingTheFix() {
        for (List<String> args : List.of(
                List.of("openapi", "--host", "0.0.0.0", "--port", "0"),
                List.of("mcp", "--transport", "streamable-http", "--host", "192.0.2.1", "--port", "0"),
                List.of("mcp", "--transport", "sse", "--host", "::", "--port", "0"))) {
            assertThatThrownBy(() -> start(args, Map.of()))
                    .as("%s", args)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("refusing to serve " + args.get(args.indexOf("--host") + 1))
                    .hasMessageContaining("API_BEARER_TOKEN")
                    .hasMessageContaining("--insecure-no-auth");
        }
    }

    @Test
    void nonLoopbackHost_withATokenOrInsecureNoAuth_goesOnToBind() {
        // 192.0.2.1 (TEST-NET-1) is no address of this machine: passing the check shows as a failure to bind.
        assertThatThrownBy(() -> start(
                        List.of("openapi", "--host", "192.0.2.1", "--port", "0"), Map.of("API_BEARER_TOKEN", "t")))
                .isInstanceOf(java.io.IOException.class);
        assertThatThrownBy(() ->
                        start(List.of("openapi", "--host", "192.0.2.1", "--port", "0", "--insecure-no-auth"), Map.of()))
                .isInstanceOf(java.io.IOException.class);
    }

    @Test
    void stdioTransport_needsNoTokenWhateverTheHost() {
        ToolServer.requireTokenOffLoopback(
                ToolServer.Options.parse(List.of("mcp", "--host", "0.0.0.0")), BearerTokens.disabled());
    }

    private AutoCloseable start(List<String> args, Map<String, String> environment) throws Exception {
        Files.writeString(dir.resolve("tools.jsonc"), "{\"disabled\": [\"web\"]}");
        AutoCloseable server = ToolServer.start(
                ToolServer.Options.parse(args),
                new ToolContext(environment, dir),
                java.io.InputStream.nullInputStream(),
                new java.io.PrintStream(System.err));
        server.close();
        return server;
    }

    @Test
    void parse_rejectsBadInputNamingIt() {
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("openapi or mcp");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("serve"))).hasMessageContaining("'serve'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--port", "http")))
                .hasMessage("--port must be a number, got 'http'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--port", "70000")))
                .hasMessage("--port must be between 0 and 65535, got 70000");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--port")))
                .hasMessage("--port needs a value");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--verbose", "1")))
                .hasMessage("unknown option '--verbose'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("mcp", "--transport", "websocket")))
                .hasMessage("--transport must be stdio, streamable-http or sse, got 'websocket'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--transport", "sse")))
                .hasMessage("--transport applies to the mcp command only");
    }

    @Test
    void registry_appliesToolsJsoncFromTheWorkingDirectory() throws Exception {
        ToolContext context = new ToolContext(Map.of(), dir);
        int all = ToolServer.registry(context, null).tools().size();
        Files.writeString(
                dir.resolve("tools.jsonc"),
                "{\"mode\": \"allowlist\", \"enabled\": [\"test/echo\"],"
                        + " \"tools\": [{\"class\": \"io.agenttoolkit.examples.EchoTools\", \"namespace\": \"test/echo\"}]}");
        ToolRegistry selected = ToolServer.registry(context, null);
        assertThat(selected.tools()).extracting(t -> t.spec().namespace()).containsOnly("test/echo");
        assertThat(selected.tools().size()).isNotEqualTo(all);
    }

    @Test
    void registry_explicitConfigWinsAndAMissingOneFailsNamingIt() throws Exception {
        Files.writeString(
                dir.resolve("only-echo.jsonc"),
                "{\"tools\": [{\"class\": \"io.agenttoolkit.examples.EchoTools\","
                        + " \"namespace\": \"test/echo\"}], \"mode\": \"allowlist\", \"enabled\": [\"test/echo/echo\"]}");
        ToolRegistry selected = ToolServer.registry(new ToolContext(Map.of(), dir), Path.of("only-echo.jsonc"));
        assertThat(selected.tools()).extracting(t -> t.spec().name()).containsExactly("test_echo-echo");
        assertThatThrownBy(() -> ToolServer.registry(new ToolContext(Map.of(), dir), Path.of("missing.jsonc")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("missing.jsonc");
    }
}
