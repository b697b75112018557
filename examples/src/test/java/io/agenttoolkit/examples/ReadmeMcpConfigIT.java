package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson2.JacksonMcpJsonMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Reads the stdio config snippet of the README's "Use it from an MCP client" section and starts the server exactly as
 * a desktop MCP client would with it (only the placeholder jar path is replaced by the jar this build made).
 */
class ReadmeMcpConfigIT {
    private static final Path README = Path.of("../README.md");
    private static final String HEADING = "## Use it from an MCP client";
    private static final String JAR_SUFFIX = "examples/target/toolkit-server.jar";

    @Test
    void readmeStdioConfig_startsTheBuiltJarAndServesTools() throws Exception {
        JsonNode config = new ObjectMapper().readTree(firstJsonBlockAfterHeading());
        JsonNode servers = config.path("mcpServers");
        assertThat(servers.size())
                .as("one server under mcpServers in %s", config)
                .isEqualTo(1);
        JsonNode server = servers.elements().next();
        assertThat(server.path("command").asText()).isEqualTo("java");
        List<String> args = new ArrayList<>();
        server.path("args").forEach(arg -> args.add(arg.asText()));
        assertThat(args).hasSizeGreaterThanOrEqualTo(3);
        assertThat(args.get(0)).isEqualTo("-jar");
        assertThat(args.get(1)).endsWith(JAR_SUFFIX);
        assertThat(args.get(2)).isEqualTo("mcp");
        int transport = args.indexOf("--transport");
        if (transport >= 0) {
            assertThat(args.get(transport + 1)).isEqualTo("stdio");
        }

        List<String> actualArgs = new ArrayList<>(args);
        actualArgs.set(1, McpStdioIT.serverJar().toAbsolutePath().toString());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ServerParameters.Builder parameters = ServerParameters.builder(java).args(actualArgs);
        for (Iterator<Map.Entry<String, JsonNode>> env = server.path("env").fields(); env.hasNext(); ) {
            Map.Entry<String, JsonNode> variable = env.next();
            parameters.addEnvVar(variable.getKey(), variable.getValue().asText());
        }
        StdioClientTransport transportClient =
                new StdioClientTransport(parameters.build(), new JacksonMcpJsonMapper(new ObjectMapper()));
        try (McpSyncClient client = McpClient.sync(transportClient)
                .requestTimeout(Duration.ofSeconds(60))
                .initializationTimeout(Duration.ofSeconds(60))
                .build()) {
            client.initialize();
            assertThat(client.listTools().tools()).extracting(t -> t.name()).contains("calculator-evaluate");
            String eight = McpAssertions.text(
                    McpAssertions.call(client, "calculator-evaluate", Map.of("expression", "2 + 2 * 3")));
            assertThat(Double.parseDouble(eight)).isEqualTo(8.0);
        }
    }

    private static String firstJsonBlockAfterHeading() throws Exception {
        assertThat(README).as("README.md at the repository root").isRegularFile();
        List<String> lines = Files.readAllLines(README);
        int heading = lines.indexOf(HEADING);
        assertThat(heading).as("README.md needs the heading '%s'", HEADING).isNotNegative();
        int start = -1;
        for (int i = heading + 1; i < lines.size(); i++) {
            if (lines.get(i).startsWith("## ")) {
                break;
            }
            if (lines.get(i).strip().equals("```json")) {
                start = i + 1;
                break;
            }
        }
        assertThat(start).as("a ```json block under '%s' in README.md", HEADING).isPositive();
        StringBuilder json = new StringBuilder();
        for (int i = start; i < lines.size() && !lines.get(i).strip().equals("```"); i++) {
            json.append(lines.get(i)).append('\n');
        }
        return json.toString();
    }
}
