package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolContext;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.parser.OpenAPIV3Parser;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Starts the REST server through the command line path on free ports and calls it over real HTTP. */
class RestToolServerIT {
    private static final String TOKEN = "it-secret-token";
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TempDir
    static Path dir;

    private static AutoCloseable secured;
    private static URI securedUri;
    private static AutoCloseable open;
    private static URI openUri;

    @BeforeAll
    static void start() throws Exception {
        Fixtures.write(dir);
        Files.writeString(
                dir.resolve("tools.jsonc"),
                "{\n  // the web tools need no network here\n  \"disabled\": [\"web\"],\n"
                        + "  \"tools\": [{\"class\": \"io.agenttoolkit.examples.EchoTools\", \"namespace\": \"test/echo\"},],\n}\n");
        ToolServer.Options options = ToolServer.Options.parse(List.of("openapi", "--host", "127.0.0.1", "--port", "0"));
        secured = ToolServer.start(
                options,
                new ToolContext(Map.of("API_BEARER_TOKEN", "other," + TOKEN), dir),
                InputStream.nullInputStream(),
                new PrintStream(System.err));
        securedUri = ((RestToolServer) secured).uri();
        open = ToolServer.start(
                options, new ToolContext(Map.of(), dir), InputStream.nullInputStream(), new PrintStream(System.err));
        openUri = ((RestToolServer) open).uri();
    }

    @AfterAll
    static void stop() throws Exception {
        secured.close();
        open.close();
    }

    @Test
    void calculatorEvaluate_answers8() throws Exception {
        HttpResponse<String> response =
                post(securedUri, "/tools/calculator/evaluate", "{\"expression\":\"2 + 2 * 3\"}");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        assertThat(MAPPER.readTree(response.body()).asDouble()).isEqualTo(8.0);
        assertThat(response.body()).isIn("8", "8.0");
    }

    @Test
    void calculatorEvaluate_withoutTokensConfigured_needsNoToken() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(openUri.resolve("/tools/calculator/evaluate"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"expression\":\"6 * 7\"}")));
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(MAPPER.readTree(response.body()).asInt()).isEqualTo(42);
    }

    @Test
    void invalidExpression_is400WithDetail() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/calculator/evaluate", "{\"expression\":\"2 +\"}");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(detail(response)).startsWith("Invalid expression");
    }

    @Test
    void stringTool_answersAJsonString() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/reader/read", "{\"path\":\"notes.txt\"}");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode body = MAPPER.readTree(response.body());
        assertThat(body.isTextual()).isTrue();
        assertThat(body.asText()).contains("alpha").contains("gamma");
    }

    @Test
    void missingFile_is404WithDetail() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/reader/read", "{\"path\":\"no-such-file.txt\"}");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(detail(response)).contains("no-such-file.txt");
    }

    @Test
    void glob_answersTheMatchingPaths() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/fs/file_search/glob", "{\"pattern\":\"**/*.md\"}");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode body = MAPPER.readTree(response.body());
        assertThat(body.isArray()).isTrue();
        assertThat(body.toString()).contains("guide.md");
    }

    @Test
    void readImage_answersTheContentBlocks() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/reader/read_image", "{\"path\":\"pixel.png\"}");
        assertThat(response.statusCode()).isEqualTo(200);
        JsonNode blocks = MAPPER.readTree(response.body());
        assertThat(blocks).hasSize(2);
        assertThat(blocks.get(0).path("type").asText()).isEqualTo("text");
        assertThat(blocks.get(0).path("text").asText()).startsWith("[Image: pixel.png (image/");
        assertThat(blocks.get(1).path("type").asText()).isEqualTo("image");
        assertThat(blocks.get(1).at("/source/type").asText()).isEqualTo("base64");
        assertThat(blocks.get(1).at("/source/media_type").asText()).startsWith("image/");
        assertThat(blocks.get(1).at("/source/data").asText()).isNotEmpty();
    }

    @Test
    void openApiJson_validatesAsOpenApi31AndListsEveryTool() throws Exception {
        HttpResponse<String> response = get(securedUri, "/openapi.json", null);
        assertThat(response.statusCode()).isEqualTo(200);
        ParseOptions options = new ParseOptions();
        options.setResolve(true);
        SwaggerParseResult parsed = new OpenAPIV3Parser().readContents(response.body(), null, options);
        assertThat(parsed.getMessages()).as("OpenAPI validation messages").isEmpty();
        assertThat(parsed.getOpenAPI().getSpecVersion()).isEqualTo(SpecVersion.V31);
        assertThat(parsed.getOpenAPI().getOpenapi()).isEqualTo("3.1.0");

        JsonNode document = MAPPER.readTree(response.body());
        JsonNode tools =
                MAPPER.readTree(get(securedUri, "/tools", "Bearer " + TOKEN).body());
        TreeSet<String> toolPaths = new TreeSet<>();
        for (JsonNode tool : tools) {
            toolPaths.add(tool.path("path").asText());
            JsonNode schema = document.path("paths")
                    .path(tool.path("path").asText())
                    .at("/post/requestBody/content/application~1json/schema");
            SchemaCheck.assertValidSchema(tool.path("name").asText(), schema);
        }
        TreeSet<String> documentPaths = new TreeSet<>();
        document.path("paths").fieldNames().forEachRemaining(documentPaths::add);
        assertThat(documentPaths).isEqualTo(toolPaths);
        assertThat(documentPaths)
                .contains(
                        "/tools/calculator/evaluate",
                        "/tools/fs/file_search/glob",
                        "/tools/reader/read",
                        "/tools/reader/read_image");
    }

    @Test
    void docs_servesSwaggerUiFromTheWebjar() throws Exception {
        HttpResponse<String> page = get(securedUri, "/docs", null);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.body()).contains("swagger-ui-bundle.js").contains("/openapi.json");
        HttpResponse<String> script = get(securedUri, "/docs/swagger-ui-bundle.js", null);
        assertThat(script.statusCode()).isEqualTo(200);
        assertThat(script.body()).contains("SwaggerUIBundle");
        assertThat(get(securedUri, "/docs/swagger-ui.css", null).statusCode()).isEqualTo(200);
        assertThat(get(securedUri, "/docs/no-such-asset.js", null).statusCode()).isEqualTo(404);
        // Jetty refuses an encoded separator before any routing; either way nothing outside the webjar is served.
        HttpResponse<String> traversal = get(securedUri, "/docs/..%2Fpom.properties", null);
        assertThat(traversal.statusCode()).isEqualTo(400);
        assertThat(detail(traversal)).doesNotContain("version");
    }

    @Test
    void toolsList_namesEveryToolWithItsSchema() throws Exception {
        HttpResponse<String> response = get(securedUri, "/tools", "Bearer " + TOKEN);
        assertThat(response.statusCode()).isEqualTo(200);
        List<String> names = new ArrayList<>();
        for (JsonNode tool : MAPPER.readTree(response.body())) {
            names.add(tool.path("name").asText());
            assertThat(tool.path("input_schema").path("type").asText()).isEqualTo("object");
            assertThat(tool.path("path").asText()).startsWith("/tools/");
        }
        assertThat(names).contains("calculator-evaluate", "fs_file_search-glob", "reader-read", "reader-read_image");
    }

    @Test
    void missingToken_is401WithBearerChallenge() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(securedUri.resolve("/tools/calculator/evaluate"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"expression\":\"1\"}")));
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValue("Bearer");
        assertThat(detail(response)).isEqualTo("Missing bearer token");
        assertThat(get(securedUri, "/tools", null).statusCode()).isEqualTo(401);
    }

    @Test
    void wrongToken_is401() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(securedUri.resolve("/tools/calculator/evaluate"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer not-the-token")
                .POST(HttpRequest.BodyPublishers.ofString("{\"expression\":\"1\"}")));
        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.headers().firstValue("WWW-Authenticate")).hasValue("Bearer");
        assertThat(detail(response)).isEqualTo("Invalid bearer token");
        assertThat(get(securedUri, "/tools", "Basic " + TOKEN).statusCode()).isEqualTo(401);
    }

    @Test
    void malformedJson_is400() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/test/echo/echo", "{\"text\": ");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(detail(response)).startsWith("Malformed JSON");
    }

    @Test
    void nonObjectBody_is400() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/test/echo/echo", "[1, 2]");
        assertThat(response.statusCode()).isEqualTo(400);
        assertThat(detail(response)).contains("JSON object");
    }

    @Test
    void wrongContentType_is415() throws Exception {
        HttpResponse<String> response = send(HttpRequest.newBuilder(securedUri.resolve("/tools/test/echo/echo"))
                .header("Authorization", "Bearer " + TOKEN)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("expression=1")));
        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(detail(response)).contains("application/json");
    }

    @Test
    void unknownTool_is404() throws Exception {
        HttpResponse<String> response = post(securedUri, "/tools/test/echo/no_such_operation", "{}");
        assertThat(response.statusCode()).isEqualTo(404);
        assertThat(detail(response)).contains("/tools/test/echo/no_such_operation");
        assertThat(get(securedUri, "/elsewhere", null).statusCode()).isEqualTo(404);
    }

    @Test
    void oversizedBody_is413() throws Exception {
        String big = "{\"text\":\"" + "1".repeat(RestToolServer.MAX_BODY_BYTES) + "\"}";
        HttpResponse<String> response = post(securedUri, "/tools/test/echo/echo", big);
        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(detail(response)).contains("1048576");
    }

    @Test
    void tenMegabyteBody_sentWholeByJavaNetHttp_reads413() throws Exception {
        byte[] big = new byte[10 * 1024 * 1024];
        java.util.Arrays.fill(big, (byte) '1');
        HttpResponse<String> response = send(HttpRequest.newBuilder(securedUri.resolve("/tools/test/echo/echo"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TOKEN)
                .POST(HttpRequest.BodyPublishers.ofByteArray(big)));
        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(detail(response)).isEqualTo("Request body exceeds 1048576 bytes");
    }

    @Test
    void tenMegabyteChunkedBody_reads413() throws Exception {
        byte[] big = new byte[10 * 1024 * 1024];
        HttpResponse<String> response = send(HttpRequest.newBuilder(securedUri.resolve("/tools/test/echo/echo"))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TOKEN)
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(big))));
        assertThat(response.statusCode()).isEqualTo(413);
        assertThat(detail(response)).contains("1048576");
    }

    @Test
    void tenMegabyteBody_writtenWholeOnARawSocket_reads413() throws Exception {
        RawHttp.Response response = RawHttp.send(
                securedUri,
                "POST",
                "/tools/test/echo/echo",
                "Host: 127.0.0.1\r\nContent-Type: application/json\r\nAuthorization: Bearer " + TOKEN + "\r\n",
                new byte[10 * 1024 * 1024]);
        assertThat(response.status()).isEqualTo(413);
        assertThat(MAPPER.readTree(response.body()).path("detail").asText()).contains("1048576");
    }

    @Test
    void tenMegabyteBody_withoutToken_reads401() throws Exception {
        RawHttp.Response response = RawHttp.send(
                securedUri,
                "POST",
                "/tools/test/echo/echo",
                "Host: 127.0.0.1\r\nContent-Type: application/json\r\n",
                new byte[10 * 1024 * 1024]);
        assertThat(response.status()).isEqualTo(401);
        assertThat(response.body()).isEqualTo("{\"detail\":\"Missing bearer token\"}");
    }

    @Test
    void wrongMethod_is405() throws Exception {
        HttpResponse<String> response = get(securedUri, "/tools/test/echo/echo", "Bearer " + TOKEN);
        assertThat(response.statusCode()).isEqualTo(405);
        assertThat(response.headers().firstValue("Allow")).hasValue("POST");
        HttpResponse<String> postDocs = send(HttpRequest.newBuilder(securedUri.resolve("/openapi.json"))
                .POST(HttpRequest.BodyPublishers.ofString("{}")));
        assertThat(postDocs.statusCode()).isEqualTo(405);
    }

    @Test
    void badArguments_are400NotA500() throws Exception {
        assertThat(post(securedUri, "/tools/test/echo/echo", "{\"text\":\"a\",\"bogus\":true}")
                        .statusCode())
                .isEqualTo(400);
        assertThat(post(securedUri, "/tools/test/echo/echo", "{\"text\":[1]}").statusCode())
                .isEqualTo(400);
        assertThat(post(securedUri, "/tools/test/echo/echo", "{}").statusCode()).isEqualTo(400);
    }

    @Test
    void customToolFromToolsJsonc_roundTrips() throws Exception {
        HttpResponse<String> echo = post(securedUri, "/tools/test/echo/echo", "{\"text\":\"héllo\"}");
        assertThat(echo.statusCode()).isEqualTo(200);
        assertThat(echo.body()).isEqualTo("\"héllo\"");
        HttpResponse<String> info = post(securedUri, "/tools/test/echo/info", "{\"text\":\"abc\"}");
        assertThat(MAPPER.readTree(info.body())).isEqualTo(MAPPER.readTree("{\"length\":3,\"upper\":\"ABC\"}"));
        HttpResponse<String> image = post(securedUri, "/tools/test/echo/image", "{}");
        assertThat(MAPPER.readTree(image.body()).get(1).at("/source/media_type").asText())
                .isEqualTo("image/gif");
    }

    @Test
    void toolErrors_answerTheStatusOfTheirKind() throws Exception {
        HttpResponse<String> invalid = post(securedUri, "/tools/test/echo/fail", "{\"kind\":\"invalid\"}");
        assertThat(invalid.statusCode()).isEqualTo(400);
        assertThat(detail(invalid)).isEqualTo("kind is invalid, got 'invalid'");
        HttpResponse<String> crash = post(securedUri, "/tools/test/echo/fail", "{\"kind\":\"crash\"}");
        assertThat(crash.statusCode()).isEqualTo(500);
        assertThat(detail(crash)).startsWith("Internal error");
    }

    @Test
    void selectionFromToolsJsonc_leavesOutTheDisabledTools() throws Exception {
        String tools = get(securedUri, "/tools", "Bearer " + TOKEN).body();
        assertThat(tools).doesNotContain("web/").contains("test/echo");
    }

    private static HttpResponse<String> post(URI base, String path, String json)
            throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(base.resolve(path))
                .header("Content-Type", "application/json")
                .header("Authorization", "Bearer " + TOKEN)
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private static HttpResponse<String> get(URI base, String path, String authorization)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).GET();
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return send(request);
    }

    private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String detail(HttpResponse<String> response) throws IOException {
        assertThat(response.headers().firstValue("Content-Type")).hasValue("application/json");
        JsonNode body = MAPPER.readTree(response.body());
        assertThat(body.size()).as("error body %s", body).isEqualTo(1);
        return body.path("detail").asText();
    }
}
