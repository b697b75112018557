package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.tool.OpenApi;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.media.Schema;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The OpenAPI document of every built-in tool is what client generators need: typed 200 responses (asserted for
 * calculator/evaluate and fs/file_search/grep, and checked against real results), and the checks common linters make.
 */
class OpenApiContractTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    static Path dir;

    private static ToolRegistry registry;
    private static ObjectNode document;

    @BeforeAll
    static void build() throws Exception {
        Files.writeString(dir.resolve("notes.txt"), "alpha\nbeta\ngamma\n");
        registry = ToolRegistry.discover(new ToolContext(Map.of(), dir));
        document = OpenApi.document(registry, "Agent Toolkit", "1.0", "http://127.0.0.1:8000");
    }

    @Test
    void calculatorEvaluate_200IsANumberBooleanOrList() {
        JsonNode schema = okSchema("/tools/calculator/evaluate");
        List<String> types = new ArrayList<>();
        schema.at("/anyOf/0/anyOf")
                .forEach(branch -> types.add(branch.path("type").asText()));
        assertThat(types).containsExactly("number", "boolean", "string");
        assertThat(schema.at("/anyOf/1/type").asText()).isEqualTo("array");
        for (String expression : List.of("2 + 2", "2 / 3", "1 < 2", "mode([3, 3, 1])", "nan")) {
            ToolResult result = registry.call("calculator/evaluate", Map.of("expression", expression));
            assertThat(SchemaCheck.validate(schema, result.toJson()))
                    .as(expression)
                    .isEmpty();
        }
    }

    @Test
    void fileSearchGrep_200IsAListOfTypedMatches() {
        JsonNode schema = okSchema("/tools/fs/file_search/grep");
        assertThat(schema.path("type").asText()).isEqualTo("array");
        JsonNode match = schema.path("items");
        assertThat(match.path("type").asText()).isEqualTo("object");
        assertThat(match.path("required"))
                .containsExactly(
                        MAPPER.valueToTree("file"), MAPPER.valueToTree("line_number"), MAPPER.valueToTree("content"));
        assertThat(match.at("/properties/file/type").asText()).isEqualTo("string");
        assertThat(match.at("/properties/line_number/type").asText()).isEqualTo("integer");
        assertThat(match.at("/properties/content/type").asText()).isEqualTo("string");
        ToolResult result = registry.call("fs/file_search/grep", Map.of("pattern", "a", "path", dir.toString()));
        assertThat(result.isError()).as("%s", result).isFalse();
        assertThat(result.toJson()).hasSize(3);
        assertThat(SchemaCheck.validate(schema, result.toJson())).isEmpty();
    }

    @Test
    void aGeneratorsParser_seesTheTypedResults() throws Exception {
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult parsed =
                new OpenAPIV3Parser().readContents(MAPPER.writeValueAsString(document), null, options);
        assertThat(parsed.getMessages()).isEmpty();
        OpenAPI api = parsed.getOpenAPI();
        assertThat(api.getServers()).singleElement().satisfies(s -> assertThat(s.getUrl())
                .isEqualTo("http://127.0.0.1:8000"));
        assertThat(api.getInfo().getLicense().getName()).isEqualTo(OpenApi.LICENSE_NAME);
        Schema<?> grep = api.getPaths()
                .get("/tools/fs/file_search/grep")
                .getPost()
                .getResponses()
                .get("200")
                .getContent()
                .get("application/json")
                .getSchema();
        assertThat(grep.getTypes()).containsExactly("array");
        assertThat(grep.getItems().getProperties()).containsOnlyKeys("file", "line_number", "content");
        assertThat(grep.getItems().getProperties().get("line_number").getTypes())
                .containsExactly("integer");
    }

    @Test
    void document_passesTheCommonLintChecks() {
        List<String> problems = new ArrayList<>();
        if (!document.path("servers").isArray() || document.path("servers").isEmpty()) {
            problems.add("no servers");
        }
        if (!document.at("/info/license/name").isTextual()) {
            problems.add("no info.license");
        }
        for (JsonNode tag : document.path("tags")) {
            if (tag.path("description").asText("").isBlank()) {
                problems.add("tag without description: " + tag.path("name").asText());
            }
        }
        for (Iterator<Map.Entry<String, JsonNode>> paths =
                        document.path("paths").fields();
                paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            JsonNode operation = path.getValue().path("post");
            if (operation.path("operationId").asText("").isEmpty()) {
                problems.add(path.getKey() + ": no operationId");
            }
            if (operation.path("summary").asText("").isBlank()) {
                problems.add(path.getKey() + ": no summary");
            }
            if (operation.at("/responses/200/content/application~1json/schema").isEmpty()) {
                problems.add(path.getKey() + ": untyped 200 response");
            }
            if (operation.at("/responses/400/content/application~1json/schema").isMissingNode()) {
                problems.add(path.getKey() + ": no 4xx response schema");
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void fetchSchema_offersNoProxyUnlessCallerProxiesAreAllowed() {
        JsonNode body = document.at("/paths/~1tools~1web~1fetch~1fetch_content/post/requestBody/content/"
                + "application~1json/schema/properties");
        assertThat(body.has("url")).isTrue();
        assertThat(body.has("proxy")).isFalse();
        ToolRegistry allowing = ToolRegistry.discover(
                new ToolContext(Map.of(io.agenttoolkit.web.fetch.FetchToolProvider.ALLOW_PROXY_VARIABLE, "true"), dir));
        JsonNode allowed = OpenApi.document(allowing, "t", "1")
                .at("/paths/~1tools~1web~1fetch~1fetch_content/post/requestBody/content/application~1json/schema/"
                        + "properties");
        assertThat(allowed.has("proxy")).isTrue();
    }

    private static JsonNode okSchema(String path) {
        JsonNode schema = document.path("paths").path(path).at("/post/responses/200/content/application~1json/schema");
        SchemaCheck.assertValidSchema(path, schema);
        return schema;
    }
}
