package io.agenttoolkit.web.fetch.internal.render;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.internal.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Measurements of the protocol client alone, for the render benchmark (which lives in another package). */
public final class CdpProbe {
    private CdpProbe() {}

    /** Returns the round-trip time in milliseconds of {@code count} trivial commands ({@code Browser.getVersion}). */
    public static List<Double> commandRoundTrips(String endpoint, int count) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        URI browser = DevToolsEndpoint.resolve(DevToolsEndpoint.parse(endpoint), http, Duration.ofSeconds(10));
        CdpConnection connection = CdpConnection.open(browser, http, Duration.ofSeconds(10));
        try {
            List<Double> millis = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                long start = System.nanoTime();
                connection.send(null, "Browser.getVersion", null).get(10, TimeUnit.SECONDS);
                millis.add((System.nanoTime() - start) / 1e6);
            }
            return millis;
        } finally {
            connection.close();
        }
    }

    /**
     * Returns, in milliseconds, {@code count} cycles of what every render does besides the page itself: create a
     * browser context and an {@code about:blank} target, attach, then close both.
     */
    public static List<Double> blankPageCycles(String endpoint, int count) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        URI browser = DevToolsEndpoint.resolve(DevToolsEndpoint.parse(endpoint), http, Duration.ofSeconds(10));
        CdpConnection connection = CdpConnection.open(browser, http, Duration.ofSeconds(10));
        try {
            List<Double> millis = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                long start = System.nanoTime();
                String context = connection
                        .send(null, "Target.createBrowserContext", null)
                        .get(10, TimeUnit.SECONDS)
                        .path("browserContextId")
                        .asText();
                ObjectNode target = Json.mapper().createObjectNode();
                target.put("url", "about:blank");
                target.put("browserContextId", context);
                String targetId = connection
                        .send(null, "Target.createTarget", target)
                        .get(10, TimeUnit.SECONDS)
                        .path("targetId")
                        .asText();
                ObjectNode attach = Json.mapper().createObjectNode();
                attach.put("targetId", targetId);
                attach.put("flatten", true);
                connection.send(null, "Target.attachToTarget", attach).get(10, TimeUnit.SECONDS);
                ObjectNode close = Json.mapper().createObjectNode();
                close.put("targetId", targetId);
                connection.send(null, "Target.closeTarget", close).get(10, TimeUnit.SECONDS);
                ObjectNode dispose = Json.mapper().createObjectNode();
                dispose.put("browserContextId", context);
                connection.send(null, "Target.disposeBrowserContext", dispose).get(10, TimeUnit.SECONDS);
                millis.add((System.nanoTime() - start) / 1e6);
            }
            return millis;
        } finally {
            connection.close();
        }
    }
}
