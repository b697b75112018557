package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.fetch.internal.render.HeadlessChromium;
import io.agenttoolkit.web.fetch.internal.render.LoopbackSite;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The {@code cdp} stage through the Fetcher, against a real headless Chromium and pages on 127.0.0.1. */
class FetcherCdpIT {
    private static final String ARTICLE_TEXT = "The rendered article explains how single-page applications build"
            + " their content in the browser, after the scripts have run and the data has arrived from the server.";
    private static final String SPA_SHELL = "<!doctype html><html><head><title>SPA</title></head><body>"
            + "<div id=\"root\">Loading...</div>"
            + "<script>fetch('/api/article.json').then(r => r.json()).then(a => {"
            + "document.getElementById('root').innerHTML = '<main><article><h1>' + a.title + '</h1><p>'"
            + " + a.body + '</p><p>' + a.body + '</p></article></main>'; });</script></body></html>";

    private static HeadlessChromium chromium;
    private static LoopbackSite site;
    private static LoopbackSite canary;

    @BeforeAll
    static void start() throws Exception {
        chromium = HeadlessChromium.start();
        canary = LoopbackSite.start().page("/secret", "<p>secret</p>");
        site = LoopbackSite.start()
                .page("/spa", SPA_SHELL)
                .resource(
                        "/api/article.json",
                        "application/json",
                        "{\"title\": \"Rendered by JavaScript\", \"body\": " + Json.write(ARTICLE_TEXT) + "}")
                .page("/never-loads", "<html><body><div id=\"root\">Loading...</div><img src=\"/hang\"></body></html>")
                .hang("/hang")
                .page(
                        "/navigates-to-private",
                        "<html><body><div id=\"root\">Loading...</div><script>location.href = '" + canary.url("/secret")
                                + "';</script></body></html>");
    }

    @AfterAll
    static void stop() throws Exception {
        if (site != null) {
            site.close();
        }
        if (canary != null) {
            canary.close();
        }
        if (chromium != null) {
            chromium.close();
        }
    }

    private static FetcherBuilder builder() {
        return Fetcher.builder()
                .environment(Map.of())
                .remoteReader(false)
                .cache(Duration.ZERO, 0)
                .cdpEndpoint(chromium.endpoint());
    }

    @Test
    void auto_singlePageApp_isRenderedByTheBrowserAfterLocalExtractionIsInsufficient() {
        try (Fetcher fetcher = builder().allowPrivateNetworks(true).build()) {
            FetchResult result = fetcher.fetchContent(site.url("/spa"));

            assertThat(result.strategy()).isEqualTo("cdp");
            assertThat(result.quality()).isEqualTo(FetchResult.HIGH);
            assertThat(result.content()).contains("Rendered by JavaScript").contains(ARTICLE_TEXT);
            assertThat(result.content()).doesNotContain("Loading...");
        }
    }

    @Test
    void explicitCdp_singlePageApp_returnsRenderedContent() {
        try (Fetcher fetcher = builder().allowPrivateNetworks(true).build()) {
            assertThat(fetcher.strategies()).contains(FetchStrategy.CDP);

            FetchResult result =
                    fetcher.fetchContent(FetchRequest.of(site.url("/spa")).withStrategy(FetchStrategy.CDP));

            assertThat(result.strategy()).isEqualTo("cdp");
            assertThat(result.content()).contains(ARTICLE_TEXT);
        }
    }

    @Test
    void auto_pageThatNeverFinishesLoading_fallsBackWithinTheCallBudget() {
        try (Fetcher fetcher = builder().allowPrivateNetworks(true).build()) {
            long start = System.nanoTime();
            FetchResult result = fetcher.fetchContent(
                    FetchRequest.of(site.url("/never-loads")).withTimeout(Duration.ofSeconds(3)));
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

            assertThat(result.strategy()).isEqualTo("local_fallback");
            assertThat(result.quality()).isEqualTo(FetchResult.LOW);
            // the 3 s budget plus at most 2 s of browser cleanup, with slack for a loaded CI machine
            assertThat(elapsed).isLessThan(Duration.ofSeconds(9));
        }
    }

    @Test
    void explicitCdp_browserNavigationToPrivateAddress_isRefusedAndNeverReachesIt() {
        try (Fetcher fetcher =
                builder().allowAddresses("127.0.0.1:" + site.port()).build()) {
            FetchException e = catchThrowableOfType(
                    FetchException.class,
                    () -> fetcher.fetchContent(
                            FetchRequest.of(site.url("/navigates-to-private")).withStrategy(FetchStrategy.CDP)));

            assertThat(e.kind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        }
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void auto_browserNavigationToPrivateAddress_neverReachesIt() {
        try (Fetcher fetcher =
                builder().allowAddresses("127.0.0.1:" + site.port()).build()) {
            try {
                FetchResult result = fetcher.fetchContent(site.url("/navigates-to-private"));
                assertThat(result.strategy()).isNotEqualTo("cdp");
                assertThat(result.content()).doesNotContain("secret");
            } catch (FetchException e) {
                assertThat(e.getMessage()).doesNotContain("secret</p>");
            }
        }
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void auto_twentyConcurrentFetches_allRenderedAndNoTargetLeftOpen() throws Exception {
        try (Fetcher fetcher = builder().allowPrivateNetworks(true).build()) {
            List<CompletableFuture<FetchResult>> results = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                results.add(fetcher.fetchContentAsync(
                        FetchRequest.of(site.url("/spa?n=" + i)).withTimeout(Duration.ofSeconds(60))));
            }
            for (CompletableFuture<FetchResult> result : results) {
                FetchResult fetched = result.get(90, TimeUnit.SECONDS);
                assertThat(fetched.strategy()).isEqualTo("cdp");
                assertThat(fetched.content()).contains(ARTICLE_TEXT);
            }
        }
        assertThat(pageTargets()).as("page targets besides the start page").isEqualTo(1);
    }

    private static int pageTargets() throws Exception {
        HttpResponse<String> list = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + chromium.port() + "/json/list"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        int pages = 0;
        for (JsonNode target : Json.mapper().readTree(list.body())) {
            if ("page".equals(target.path("type").asText())) {
                pages++;
            }
        }
        return pages;
    }
}
