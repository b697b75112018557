package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.redis.RedisSharing;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code TOOLKIT_REDIS_URL} turns sharing on in the example server, and the start-up line says so. */
class SharedStateIT {
    @TempDir
    Path dir;

    @Test
    void start_withRedisUrl_saysSoInTheStartUpLine() throws Exception {
        String url = "redis://:s3cret@127.0.0.1:" + unusedPort();
        ToolServer.Options options = ToolServer.Options.parse(List.of("openapi", "--host", "127.0.0.1", "--port", "0"));
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try (AutoCloseable server = ToolServer.start(
                options,
                new ToolContext(Map.of(RedisSharing.URL_VARIABLE, url), dir),
                InputStream.nullInputStream(),
                new PrintStream(original))) {
            assertThat(server).isInstanceOf(RestToolServer.class);
        } finally {
            System.setErr(original);
        }
        String log = captured.toString(StandardCharsets.UTF_8);
        original.print(log);
        assertThat(log)
                .contains("fetch cache and search keys shared through Redis at redis://***@127.0.0.1:")
                .doesNotContain("s3cret");
    }

    @Test
    void share_keepsEveryToolInOrder_andTheFetchToolLooksUpThroughRedis() throws Exception {
        ToolContext context = new ToolContext(Map.of("SERP_API_KEY", "sk-test"), dir);
        ToolRegistry discovered = ToolServer.registry(context, null);
        try (RedisSharing redis =
                RedisSharing.builder().url("redis://127.0.0.1:" + unusedPort()).build()) {
            ToolRegistry shared = SharedState.share(discovered, context, redis);

            assertThat(shared.tools().stream().map(tool -> tool.spec().name()))
                    .containsExactlyElementsOf(discovered.tools().stream()
                            .map(tool -> tool.spec().name())
                            .toList());
            assertThat(shared.tools().stream().map(Tool::spec).map(spec -> spec.namespace()))
                    .contains("web/fetch", "web/serp_search");
            // The fetch tool consults its cache before anything else: an unreachable Redis shows as one outage, and the
            // call still gets its ordinary answer (here: the loopback address is refused).
            shared.call("web_fetch-fetch_content", Map.of("url", "http://127.0.0.1:9/"));
            assertThat(redis.outages()).isEqualTo(1);
        }
    }

    @Test
    void fromEnvironment_malformedUrl_namesTheVariable() {
        ToolContext context = new ToolContext(Map.of(RedisSharing.URL_VARIABLE, "http://cache:6379"), dir);

        assertThatThrownBy(() -> SharedState.fromEnvironment(context))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(RedisSharing.URL_VARIABLE)
                .hasMessageContaining("http://cache:6379");
        assertThat(SharedState.fromEnvironment(new ToolContext(Map.of(), dir))).isEmpty();
    }

    private static int unusedPort() throws java.io.IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
