package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The raw fetch's attempts are the attempts on the wire. Java 17's HttpClient sends a GET a second time by itself
 * when the connection ends before the first byte of a reply (no system property turns that off for GET), which made a
 * reset reach the server six times for the specification's three attempts. Through the fetcher's address-pinning
 * tunnel, the default for every checked destination, the JDK gets a reply it can read and sends nothing more.
 */
class FetcherRetryOnTheWireIT {

    private static Fetcher fetcher(ResettingServer server) {
        URI url = URI.create(server.url("/"));
        return Fetcher.builder()
                .environment(Map.of())
                // the safety rules stay on (so the tunnel is used) and open only this server
                .allowAddresses("127.0.0.1:" + url.getPort())
                .retryBackoff(Duration.ofMillis(20))
                .cache(Duration.ZERO, 0)
                .build();
    }

    @Test
    void connectionResetOnEveryRequest_reachesTheServerExactlyThreeTimes() throws Exception {
        try (ResettingServer server = ResettingServer.start("reset")) {
            Throwable failure = catchThrowable(() -> fetcher(server)
                    .fetchContent(new FetchRequest(
                            server.url("/page"), Duration.ofSeconds(20), null, FetchStrategy.READABILITY)));
            assertThat(server.requestLines())
                    .containsExactly("GET /page HTTP/1.1", "GET /page HTTP/1.1", "GET /page HTTP/1.1");
            assertThat(failure)
                    .isInstanceOf(FetchException.class)
                    .hasMessageContaining("reset the connection without a reply");
        }
    }

    @Test
    void resetThenReply_isOneRetry() throws Exception {
        try (ResettingServer server = ResettingServer.start("reset", "ok")) {
            FetchResult result = fetcher(server)
                    .fetchContent(
                            new FetchRequest(server.url("/page"), Duration.ofSeconds(20), null, FetchStrategy.SOUP));
            assertThat(result.content()).contains("fine");
            assertThat(server.requestLines()).containsExactly("GET /page HTTP/1.1", "GET /page HTTP/1.1");
        }
    }
}
