package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.internal.Json;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OpenApiTest {
    private final ToolRegistry registry = ToolRegistry.create().register(new SampleTools(), "test/sample");
    private final ObjectNode document = OpenApi.document(registry, "Agent Toolkit", "1.2.3");

    @Test
    void document_declaresOpenApi31WithInfo() {
        assertThat(document.path("openapi").asText()).isEqualTo("3.1.0");
        assertThat(document.path("info").path("title").asText()).isEqualTo("Agent Toolkit");
        assertThat(document.path("info").path("version").asText()).isEqualTo("1.2.3");
    }

    @Test
    void document_hasOnePostOperationPerToolAtItsPath() {
        List<String> paths = new ArrayList<>();
        document.path("paths").fieldNames().forEachRemaining(paths::add);
        assertThat(paths)
                .containsExactly(
                        "/tools/test/sample/echo",
                        "/tools/test/sample/fail",
                        "/tools/test/sample/image",
                        "/tools/test/sample/points");
        for (JsonNode pathItem : document.path("paths")) {
            List<String> methods = new ArrayList<>();
            pathItem.fieldNames().forEachRemaining(methods::add);
            assertThat(methods).containsExactly("post");
        }
        JsonNode echo = document.at("/paths/~1tools~1test~1sample~1echo/post");
        assertThat(echo.path("operationId").asText()).isEqualTo("test_sample-echo");
        assertThat(echo.path("description").asText()).isEqualTo("Repeats a text.");
        assertThat(echo.path("summary").asText()).isEqualTo("Repeats a text");
        assertThat(echo.path("tags").get(0).asText()).isEqualTo("test/sample");
    }

    @Test
    void document_operationIdsAreUnique() {
        List<String> ids = new ArrayList<>();
        for (JsonNode pathItem : document.path("paths")) {
            ids.add(pathItem.path("post").path("operationId").asText());
        }
        assertThat(ids).doesNotHaveDuplicates().hasSize(registry.tools().size());
    }

    @Test
    void document_requestBodyIsTheToolsInputSchema() {
        for (Tool tool : registry.tools()) {
            JsonNode body =
                    document.path("paths").path(tool.spec().path()).path("post").path("requestBody");
            assertThat(body.path("required").asBoolean()).isTrue();
            JsonNode schema = body.path("content").path("application/json").path("schema");
            assertThat(schema).isEqualTo(Json.toTree(tool.spec().inputSchema()));
            SchemaAssert.assertValidSchema(schema);
        }
    }

    @Test
    void document_everyErrorResponseUsesTheDetailBody() {
        JsonNode error = document.at("/components/schemas/Error");
        assertThat(error.path("type").asText()).isEqualTo("object");
        assertThat(error.at("/properties/detail/type").asText()).isEqualTo("string");
        assertThat(error.path("required").get(0).asText()).isEqualTo("detail");
        SchemaAssert.assertValidSchema(error);
        assertThat(SchemaAssert.validate(error, Map.of("detail", "offset must be >= 1, got 0")))
                .isEmpty();
        assertThat(SchemaAssert.validate(error, Map.of("message", "x"))).isNotEmpty();

        for (JsonNode pathItem : document.path("paths")) {
            JsonNode responses = pathItem.path("post").path("responses");
            assertThat(responses.has("200")).isTrue();
            for (String status : List.of("400", "401", "404", "413", "500", "502", "503", "504")) {
                assertThat(responses
                                .path(status)
                                .at("/content/application~1json/schema/$ref")
                                .asText())
                        .as("response %s", status)
                        .isEqualTo("#/components/schemas/Error");
                assertThat(responses.path(status).path("description").asText()).isNotBlank();
            }
        }
    }

    @Test
    void document_declaresBearerSecurityScheme() {
        JsonNode scheme = document.at("/components/securitySchemes/bearerAuth");
        assertThat(scheme.path("type").asText()).isEqualTo("http");
        assertThat(scheme.path("scheme").asText()).isEqualTo("bearer");
        assertThat(document.path("security").get(0).has("bearerAuth")).isTrue();
    }

    @Test
    void document_hasOpenApi31Structure() {
        // The required fields and value types of the OpenAPI 3.1 object model, checked by hand; the examples module
        // validates the served document with a full OpenAPI parser.
        assertThat(fieldNames(document))
                .containsOnly("openapi", "info", "servers", "security", "paths", "tags", "components");
        assertThat(document.path("openapi").asText()).matches("3\\.1\\.\\d+");
        for (Iterator<Map.Entry<String, JsonNode>> it = document.path("paths").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            assertThat(entry.getKey()).startsWith("/");
            JsonNode operation = entry.getValue().path("post");
            assertThat(fieldNames(operation))
                    .containsOnly("operationId", "summary", "description", "tags", "requestBody", "responses");
            for (Iterator<Map.Entry<String, JsonNode>> responses =
                            operation.path("responses").fields();
                    responses.hasNext(); ) {
                Map.Entry<String, JsonNode> response = responses.next();
                assertThat(response.getKey()).matches("[1-5]\\d\\d");
                assertThat(response.getValue().path("description").isTextual()).isTrue();
            }
        }
        for (JsonNode tag : document.path("tags")) {
            assertThat(tag.path("name").isTextual()).isTrue();
        }
    }

    @Test
    void document_passesTheChecksCommonLintersMake() {
        ObjectNode served = OpenApi.document(registry, "Agent Toolkit", "1.2.3", "http://127.0.0.1:8123");
        assertThat(OpenApiLint.problems(served)).isEmpty();
        assertThat(served.at("/servers/0/url").asText()).isEqualTo("http://127.0.0.1:8123");
        assertThat(served.at("/info/license/name").asText()).isEqualTo(OpenApi.LICENSE_NAME);
        assertThat(served.at("/tags/0/description").asText())
                .isEqualTo("The test/sample tools: echo, fail, image, points.");
        // without a URL the document names the server that serves it
        assertThat(OpenApiLint.problems(document)).isEmpty();
        assertThat(document.at("/servers/0/url").asText()).isEqualTo("/");
    }

    @Test
    void lint_reportsWhatTheOldDocumentLacked() {
        ObjectNode old = document.deepCopy();
        old.remove("servers");
        ((ObjectNode) old.path("info")).remove("license");
        ((ObjectNode) old.path("tags").get(0)).remove("description");
        ((ObjectNode) old.at("/paths/~1tools~1test~1sample~1echo/post/responses/200/content/application~1json"))
                .putObject("schema");
        assertThat(OpenApiLint.problems(old))
                .containsExactly(
                        "servers: missing",
                        "info.license: missing",
                        "tag test/sample: no description",
                        "POST /tools/test/sample/echo: 200 response has no typed schema");
    }

    @Test
    void document_200ResponsesCarryTheResultSchemas() {
        JsonNode echo =
                document.at("/paths/~1tools~1test~1sample~1echo/post/responses/200/content/application~1json/schema");
        assertThat(echo).isEqualTo(Json.toTree(Map.of("type", "string")));
        JsonNode points =
                document.at("/paths/~1tools~1test~1sample~1points/post/responses/200/content/application~1json/schema");
        assertThat(points.path("type").asText()).isEqualTo("array");
        assertThat(points.at("/items/required")).isEqualTo(Json.toTree(List.of("x", "y_value")));
        assertThat(points.at("/items/properties/x/type").asText()).isEqualTo("integer");
        assertThat(points.at("/items/properties/y_value/type").asText()).isEqualTo("number");
        SchemaAssert.assertValidSchema(points);
        Object result =
                registry.call("test_sample-points", Map.of("xs", List.of(1, 2))).toJson();
        assertThat(SchemaAssert.validate(points, result)).isEmpty();
        assertThat(SchemaAssert.validate(points, List.of(Map.of("x", "1", "y_value", 0.5))))
                .isNotEmpty();

        JsonNode image =
                document.at("/paths/~1tools~1test~1sample~1image/post/responses/200/content/application~1json/schema");
        SchemaAssert.assertValidSchema(image);
        ToolResult blocks = registry.call("test_sample-image", Map.of());
        assertThat(SchemaAssert.validate(image, blocks.toJson())).isEmpty();
        assertThat(SchemaAssert.validate(image, List.of(Map.of("type", "text"))))
                .isNotEmpty();
    }

    @Test
    void document_rejectsABlankServerUrl() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> OpenApi.document(registry, "t", "1", " "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("serverUrl must not be blank, got ' '");
    }

    @Test
    void document_ofEmptyRegistryHasNoPaths() {
        ObjectNode empty = OpenApi.document(ToolRegistry.create(), "t", "1");
        assertThat(empty.path("paths").isObject()).isTrue();
        assertThat(empty.path("paths").size()).isZero();
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
