package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.agenttoolkit.core.tool.ToolRegistry;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loads {@code /docs} in headless Chromium: Swagger UI renders the operations from the webjar, with no network. */
class SwaggerUiRenderIT {
    @TempDir
    Path profile;

    @Test
    void docs_rendersEveryOperationInABrowser() throws Exception {
        ToolRegistry registry = ToolRegistry.create().register(new EchoTools(), "test/echo");
        try (RestToolServer server =
                RestToolServer.builder().registry(registry).port(0).build().start()) {
            Process browser = new ProcessBuilder(
                            chromium(),
                            "--headless=new",
                            "--no-sandbox",
                            "--disable-gpu",
                            "--user-data-dir=" + profile,
                            "--virtual-time-budget=15000",
                            "--dump-dom",
                            server.uri() + "/docs")
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String dom = new String(browser.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(browser.waitFor(60, TimeUnit.SECONDS)).isTrue();
            for (String path : List.of("/tools/test/echo/echo", "/tools/test/echo/fail", "/tools/test/echo/info")) {
                assertThat(dom).as("Swagger UI shows %s", path).contains("data-path=\"" + path + "\"");
            }
            assertThat(dom).contains("Agent Toolkit");
        }
    }

    private static String chromium() {
        Optional<String> found = List.of("chromium", "chromium-browser", "google-chrome").stream()
                .flatMap(
                        name -> List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)).stream()
                                .map(dir -> Path.of(dir, name)))
                .filter(Files::isExecutable)
                .map(Path::toString)
                .findFirst();
        if (found.isEmpty()) {
            fail("This test needs a headless Chromium on the PATH: apt-get install chromium");
        }
        return found.get();
    }
}
