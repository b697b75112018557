package io.agenttoolkit.examples;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

/** Serves Swagger UI from the {@code org.webjars:swagger-ui} jar at {@code /docs}, pointed at {@code /openapi.json}. */
final class SwaggerUi {
    private static final String WEBJAR = "META-INF/resources/webjars/swagger-ui/";
    private static final String POM_PROPERTIES = "META-INF/maven/org.webjars/swagger-ui/pom.properties";
    private static final Pattern ASSET = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final Map<String, String> TYPES = Map.of(
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "png", "image/png",
            "html", "text/html; charset=utf-8",
            "map", "application/json");

    private final byte[] page;
    private final String assetRoot;

    SwaggerUi(String title) {
        this.assetRoot = WEBJAR + webjarVersion() + "/";
        this.page = ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                        + "<title>" + escape(title) + " - API docs</title>\n"
                        + "<link rel=\"stylesheet\" href=\"/docs/swagger-ui.css\">\n"
                        + "<link rel=\"icon\" type=\"image/png\" href=\"/docs/favicon-32x32.png\">\n"
                        + "</head>\n<body>\n<div id=\"swagger-ui\"></div>\n"
                        + "<script src=\"/docs/swagger-ui-bundle.js\"></script>\n"
                        + "<script src=\"/docs/swagger-ui-standalone-preset.js\"></script>\n"
                        + "<script>\nwindow.onload = function () {\n"
                        + "  window.ui = SwaggerUIBundle({url: \"/openapi.json\", dom_id: \"#swagger-ui\",\n"
                        + "    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],\n"
                        + "    layout: \"StandaloneLayout\"});\n};\n</script>\n</body>\n</html>\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    void serve(HttpServletRequest request, HttpServletResponse response, String path) throws IOException {
        if (path.equals("/docs") || path.equals("/docs/") || path.equals("/docs/index.html")) {
            HttpResponses.send(response, 200, TYPES.get("html"), page);
            return;
        }
        String name = path.substring("/docs/".length());
        String extension = name.substring(name.lastIndexOf('.') + 1);
        if (!ASSET.matcher(name).matches() || !TYPES.containsKey(extension)) {
            HttpResponses.sendDetail(request, response, 404, "Not found: " + path);
            return;
        }
        byte[] asset;
        try (InputStream in = SwaggerUi.class.getClassLoader().getResourceAsStream(assetRoot + name)) {
            if (in == null) {
                HttpResponses.sendDetail(request, response, 404, "Not found: " + path);
                return;
            }
            asset = in.readAllBytes();
        }
        response.setHeader("Cache-Control", "public, max-age=86400");
        HttpResponses.send(response, 200, TYPES.get(extension), asset);
    }

    private static String webjarVersion() {
        try (InputStream in = SwaggerUi.class.getClassLoader().getResourceAsStream(POM_PROPERTIES)) {
            if (in == null) {
                throw new IllegalStateException("the org.webjars:swagger-ui jar is not on the classpath");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + POM_PROPERTIES, e);
        }
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
