package io.agenttoolkit.web.fetch;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** HTML parsing is bounded: hostile documents served on 127.0.0.1 finish fast. */
class FetcherHugeDocumentIT {

    private static FetcherBuilder strict() {
        return Fetcher.builder().environment(Map.of()).remoteReader(false).cache(Duration.ZERO, 0);
    }

    @Test
    void hugeDocuments_finishFast() throws IOException {
        String deep =
                "<html><body>" + "<div>".repeat(200_000) + "deep text" + "</div>".repeat(200_000) + "</body></html>";
        String wide = "<html><body>" + "<p>w</p>".repeat(100_000) + "</body></html>";
        try (LoopbackServer server = LoopbackServer.start(exchange -> LoopbackServer.respond(
                exchange, 200, "text/html", exchange.getRequestURI().getPath().equals("/deep") ? deep : wide))) {
            Fetcher fetcher = strict().allowPrivateNetworks(true).build();
            // a guard against superlinear work (which takes minutes here), not a speed claim: loose for loaded CI
            assertTimeoutPreemptively(Duration.ofSeconds(40), () -> {
                for (String path : List.of("/deep", "/wide")) {
                    try {
                        fetcher.fetchContent(server.url(path));
                    } catch (FetchException e) {
                        // an empty extraction is acceptable; hanging or crashing is not
                    }
                }
            });
        }
    }
}
