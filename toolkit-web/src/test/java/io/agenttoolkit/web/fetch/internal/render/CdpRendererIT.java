package io.agenttoolkit.web.fetch.internal.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The CDP renderer against a real headless Chromium and pages served from 127.0.0.1. */
class CdpRendererIT {
    static final String ARTICLE_TEXT = "The rendered article explains how single-page applications build their"
            + " content in the browser, after the scripts have run and the data has arrived from the server.";

    /** A shell whose content exists only after its script fetched data and built the DOM. */
    static final String SPA_SHELL = "<!doctype html><html><head><title>SPA</title></head><body>"
            + "<div id=\"root\">Loading...</div>"
            + "<script>fetch('/api/article.json').then(r => r.json()).then(a => {"
            + "document.getElementById('root').innerHTML = '<main><article><h1>' + a.title + '</h1><p>'"
            + " + a.body + '</p></article></main>'; });</script></body></html>";

    static final String ARTICLE_JSON =
            "{\"title\": \"Rendered by JavaScript\", \"body\": " + Json.write(ARTICLE_TEXT) + "}";

    private static final HttpClient HTTP = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private static final Duration BUDGET = Duration.ofSeconds(15);

    private static HeadlessChromium chromium;
    private static LoopbackSite site;
    private static LoopbackSite canary;
    private static CdpRenderer renderer;
    private static Predicate<URI> guard;

    @BeforeAll
    static void start() throws Exception {
        chromium = HeadlessChromium.start();
        canary = LoopbackSite.start().page("/", "<p>canary</p>").page("/secret", "<p>secret</p>");
        String refused = canary.url("/secret");
        site = LoopbackSite.start()
                .page("/spa", SPA_SHELL)
                .resource("/api/article.json", "application/json", ARTICLE_JSON)
                .page("/static", "<html><body><main><p>" + ARTICLE_TEXT + "</p></main></body></html>")
                .page("/never-loads", "<html><body><p>" + ARTICLE_TEXT + "</p><img src=\"/hang\"></body></html>")
                .hang("/hang")
                .page(
                        "/busy",
                        "<html><body><p>busy</p><script>onload = () => { while (true) {} };</script>"
                                + "</body></html>")
                .redirect("/redirect-to-refused", refused)
                .redirect("/redirect-to-file", "file:///etc/passwd")
                .page(
                        "/script-navigates",
                        "<html><body><script>location.href = '" + refused + "';</script>" + "</body></html>")
                .page(
                        "/script-navigates-later",
                        "<html><body><p>first</p><script>onload = () => setTimeout(" + "() => { location.href = '"
                                + refused + "'; }, 50);</script></body></html>")
                .page(
                        "/subresources",
                        "<html><head><link rel=\"stylesheet\" href=\"" + refused + "?css\">"
                                + "<script src=\"" + refused + "?js\"></script></head><body><main><p>" + ARTICLE_TEXT
                                + "</p><img src=\"" + refused + "?img\"><iframe src=\"" + refused + "?frame\"></iframe>"
                                + "<script>fetch('" + refused + "?fetch').catch(() => {});"
                                + "navigator.sendBeacon && navigator.sendBeacon('" + refused + "?beacon');</script>"
                                + "</main></body></html>")
                .page(
                        "/set-cookie",
                        "<html><body><script>document.cookie = 'visitor=first; path=/';"
                                + "localStorage.setItem('visitor', 'first');</script><p>set</p></body></html>")
                .page(
                        "/show-cookie",
                        "<html><body><script>document.write('<p id=c>cookie=[' + document.cookie"
                                + " + '] storage=[' + localStorage.getItem('visitor') + ']</p>');</script></body></html>");
        String canaryWs = "ws://127.0.0.1:" + canary.port() + "/socket";
        site.page(
                        "/cross-site-frame",
                        "<html><body><main><p>" + ARTICLE_TEXT + "</p><iframe src=\"http://localhost:" + site.port()
                                + "/frame-inner\"></iframe></main></body></html>")
                .page(
                        "/frame-inner",
                        "<html><body><p>inner</p><img src=\"" + refused + "?oopif-img\"><script>fetch('" + refused
                                + "?oopif-fetch', {mode: 'no-cors'}).catch(() => {});</script></body></html>")
                .page(
                        "/starts-worker",
                        "<html><body><main><p>" + ARTICLE_TEXT + "</p></main><script>new Worker('/worker.js');"
                                + "</script></body></html>")
                .resource(
                        "/worker.js",
                        "text/javascript",
                        "fetch('" + refused + "?worker-fetch', {mode: 'no-cors'}).catch(() => {});"
                                + " try { new WebSocket('" + canaryWs + "'); } catch (e) {}")
                .page(
                        "/opens-websocket",
                        "<html><body><main><p>" + ARTICLE_TEXT + "</p></main><script>"
                                + "try { new WebSocket('" + canaryWs + "'); } catch (e) {}"
                                + "const f = document.body.appendChild(document.createElement('iframe'));"
                                + "try { new f.contentWindow.WebSocket('" + canaryWs + "?frame'); } catch (e) {}"
                                + "</script></body></html>")
                .page(
                        "/registers-service-worker",
                        "<html><body><main><p>" + ARTICLE_TEXT + "</p></main><script>navigator.serviceWorker &&"
                                + " navigator.serviceWorker.register('/service-worker.js');</script></body></html>")
                .resource(
                        "/service-worker.js",
                        "text/javascript",
                        "fetch('" + refused + "?service-worker-fetch', {mode: 'no-cors'}).catch(() => {});");
        site.page(
                        "/alerts",
                        "<html><body><main><p>" + ARTICLE_TEXT + "</p></main><script>alert('hello');"
                                + " onload = () => confirm('sure?');</script></body></html>")
                .resource("/download.bin", "application/octet-stream", "binary payload");
        guard = uri -> uri.getPort() != canary.port();
        renderer = new CdpRenderer(chromium.endpoint(), HTTP);
    }

    @AfterAll
    static void stop() throws Exception {
        if (renderer != null) {
            renderer.close();
        }
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

    @BeforeEach
    void forgetCanaryRequests() {
        canary.clearRequests();
    }

    @AfterEach
    void leavesNoPagesOrContextsOpen() throws Exception {
        assertThat(openBrowserContexts()).as("browser contexts left open").isZero();
        assertThat(openPageTargets()).as("page targets besides the start page").isEqualTo(1);
    }

    @Test
    void render_singlePageApp_returnsContentBuiltByJavaScript() {
        String html = renderer.render(site.url("/spa"), BUDGET, guard);

        assertThat(html).contains("<h1>Rendered by JavaScript</h1>").contains(ARTICLE_TEXT);
        assertThat(html).doesNotContain("Loading...");
    }

    @Test
    void render_staticPage_returnsItsDocument() {
        String html = renderer.render(site.url("/static"), BUDGET, guard);

        assertThat(html).startsWith("<html>").contains(ARTICLE_TEXT);
    }

    @Test
    void render_pageThatNeverFinishesLoading_stopsAtBudgetWithTimeout() {
        long start = System.nanoTime();
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/never-loads"), Duration.ofSeconds(2), guard));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT);
        // the budget plus at most 2 s of cleanup, with slack for a loaded CI machine
        assertThat(elapsed).isGreaterThanOrEqualTo(Duration.ofMillis(1900)).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void render_pageBusyInScriptForever_stopsAtBudgetWithTimeout() {
        long start = System.nanoTime();
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/busy"), Duration.ofSeconds(2), guard));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(elapsed).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void render_refusedUrl_isRefusedBeforeTheBrowserSeesIt() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(canary.url("/secret"), BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_nonHttpUrl_isRefused() {
        for (String url : List.of("file:///etc/passwd", "chrome://version", "javascript:alert(1)", "not a url")) {
            RenderException e =
                    catchThrowableOfType(RenderException.class, () -> renderer.render(url, BUDGET, uri -> true));
            assertThat(e.kind()).as(url).isIn(ErrorKind.PERMISSION_DENIED, ErrorKind.UPSTREAM);
        }
    }

    @Test
    void render_redirectToRefusedDestination_isRefused() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/redirect-to-refused"), BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        assertThat(e.getMessage()).contains(canary.url("/secret"));
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_redirectToFileUrl_neverReturnsTheFile() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/redirect-to-file"), BUDGET, uri -> true));

        assertThat(e.kind()).isIn(ErrorKind.PERMISSION_DENIED, ErrorKind.UPSTREAM);
        assertThat(e.getMessage()).doesNotContain("root:");
    }

    @Test
    void render_scriptNavigationToRefusedDestination_isRefused() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/script-navigates"), BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_scriptNavigationAfterLoadToRefusedDestination_isRefused() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/script-navigates-later"), BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.PERMISSION_DENIED);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_subresourcesOnRefusedDestination_areNeverRequested() throws Exception {
        String html = renderer.render(site.url("/subresources"), BUDGET, guard);

        assertThat(html).contains(ARTICLE_TEXT);
        Thread.sleep(300);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_crossSiteFrame_itsRequestsToRefusedDestination_areNeverMade() throws Exception {
        String html = renderer.render(site.url("/cross-site-frame"), BUDGET, guard);

        assertThat(html).contains(ARTICLE_TEXT);
        Thread.sleep(300);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_workerStartedByPage_neverReachesRefusedDestination() throws Exception {
        String html = renderer.render(site.url("/starts-worker"), BUDGET, guard);

        assertThat(html).contains(ARTICLE_TEXT);
        Thread.sleep(300);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_webSocketsOfPageAndFrames_areBlocked() throws Exception {
        String html = renderer.render(site.url("/opens-websocket"), BUDGET, guard);

        assertThat(html).contains(ARTICLE_TEXT);
        Thread.sleep(300);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_serviceWorkerRegisteredByPage_neverReachesRefusedDestination() throws Exception {
        String html = renderer.render(site.url("/registers-service-worker"), BUDGET, guard);

        assertThat(html).contains(ARTICLE_TEXT);
        Thread.sleep(300);
        assertThat(canary.requests()).isEmpty();
    }

    @Test
    void render_pageOpeningDialogs_isNotBlockedByThem() {
        String html = renderer.render(site.url("/alerts"), BUDGET, guard);

        assertThat(html).contains(ARTICLE_TEXT);
    }

    @Test
    void render_download_failsWithoutHanging() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/download.bin"), BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
    }

    @Test
    void render_pageAnsweringHttpError_throwsUpstreamNamingTheStatus() {
        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render(site.url("/missing-page"), BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
        assertThat(e.getMessage()).contains("HTTP 404");
    }

    @Test
    void render_twoCalls_doNotShareCookiesOrStorage() {
        renderer.render(site.url("/set-cookie"), BUDGET, guard);

        String html = renderer.render(site.url("/show-cookie"), BUDGET, guard);

        assertThat(html).contains("cookie=[] storage=[null]");
    }

    @Test
    void render_renderLimit_capsTheBrowsersWorkInsideALongerBudget() {
        long start = System.nanoTime();
        RenderException e = catchThrowableOfType(
                RenderException.class,
                () -> renderer.render(site.url("/never-loads"), Duration.ofSeconds(60), Duration.ofSeconds(2), guard));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertThat(e.kind()).isEqualTo(ErrorKind.TIMEOUT);
        assertThat(elapsed).isGreaterThanOrEqualTo(Duration.ofMillis(1900)).isLessThan(Duration.ofSeconds(8));
    }

    @Test
    void render_timeQueuedForAFreePage_isNotCountedAgainstTheRenderLimit() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(CdpRenderer.MAX_CONCURRENT_PAGES + 1);
        try {
            List<Future<?>> blockers = new ArrayList<>();
            for (int i = 0; i < CdpRenderer.MAX_CONCURRENT_PAGES; i++) {
                blockers.add(pool.submit(() -> catchThrowableOfType(
                        RenderException.class,
                        // held for 12 s: longer than the 5 s allowed to fill them plus the queued call's 6 s limit
                        () -> renderer.render(site.url("/never-loads"), Duration.ofSeconds(12), guard))));
            }
            long fillBy = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (renderer.freePages() > 0 && System.nanoTime() < fillBy) {
                Thread.sleep(10);
            }
            assertThat(renderer.freePages())
                    .as("pages free once the blockers started")
                    .isZero();
            long start = System.nanoTime();
            String html = pool.submit(() ->
                            renderer.render(site.url("/spa"), Duration.ofSeconds(60), Duration.ofSeconds(6), guard))
                    .get(90, TimeUnit.SECONDS);
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

            assertThat(html).contains(ARTICLE_TEXT);
            // it waited for a page longer than its own render limit, and still had the whole limit to render
            assertThat(elapsed).isGreaterThan(Duration.ofSeconds(6));
            for (Future<?> blocker : blockers) {
                blocker.get(30, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void render_twentyConcurrentCalls_allSucceedOnOneConnection() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(20);
        try {
            List<Future<String>> results = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                results.add(pool.submit(() -> renderer.render(site.url("/spa"), Duration.ofSeconds(60), guard)));
            }
            for (Future<String> result : results) {
                assertThat(result.get(90, TimeUnit.SECONDS)).contains(ARTICLE_TEXT);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void render_afterConnectionDropped_reconnects() {
        assertThat(renderer.render(site.url("/static"), BUDGET, guard)).contains(ARTICLE_TEXT);

        renderer.dropConnectionForTest();

        assertThat(renderer.render(site.url("/static"), BUDGET, guard)).contains(ARTICLE_TEXT);
    }

    @Test
    void render_unreachablePage_throwsUpstreamNamingTheNetworkError() throws Exception {
        int freePort;
        try (ServerSocket socket = new ServerSocket(0)) {
            freePort = socket.getLocalPort();
        }

        RenderException e = catchThrowableOfType(
                RenderException.class, () -> renderer.render("http://127.0.0.1:" + freePort + "/", BUDGET, guard));

        assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
        assertThat(e.getMessage()).contains("ERR_CONNECTION_REFUSED");
    }

    @Test
    void render_endpointForms_allReachTheBrowser() throws Exception {
        String direct = DevToolsEndpoint.resolve(DevToolsEndpoint.parse(chromium.endpoint()), HTTP, BUDGET)
                .toString();
        assertThat(direct).startsWith("ws://127.0.0.1:" + chromium.port() + "/devtools/browser/");
        for (String endpoint :
                List.of("ws://127.0.0.1:" + chromium.port() + "/", "http://127.0.0.1:" + chromium.port(), direct)) {
            try (CdpRenderer other = new CdpRenderer(endpoint, HTTP)) {
                assertThat(other.render(site.url("/static"), BUDGET, guard))
                        .as(endpoint)
                        .contains(ARTICLE_TEXT);
            }
        }
    }

    @Test
    void render_browserNotListening_throwsUpstream() throws Exception {
        int freePort;
        try (ServerSocket socket = new ServerSocket(0)) {
            freePort = socket.getLocalPort();
        }
        try (CdpRenderer other = new CdpRenderer("ws://127.0.0.1:" + freePort, HTTP)) {
            RenderException e =
                    catchThrowableOfType(RenderException.class, () -> other.render(site.url("/static"), BUDGET, guard));

            assertThat(e.kind()).isEqualTo(ErrorKind.UPSTREAM);
        }
    }

    @Test
    void render_afterClose_throwsIllegalState() {
        CdpRenderer other = new CdpRenderer(chromium.endpoint(), HTTP);
        other.close();

        assertThatThrownBy(() -> other.render(site.url("/static"), BUDGET, guard))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void constructor_unsupportedEndpoint_throwsIllegalArgumentNamingIt() {
        assertThatThrownBy(() -> new CdpRenderer("ftp://127.0.0.1:9222", HTTP))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ftp://127.0.0.1:9222");
    }

    private static int openPageTargets() throws Exception {
        HttpResponse<String> list = HTTP.send(
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

    private static int openBrowserContexts() throws Exception {
        URI browser = DevToolsEndpoint.resolve(DevToolsEndpoint.parse(chromium.endpoint()), HTTP, BUDGET);
        CdpConnection connection = CdpConnection.open(browser, HTTP, BUDGET);
        try {
            JsonNode reply =
                    connection.send(null, "Target.getBrowserContexts", null).get(10, TimeUnit.SECONDS);
            return reply.path("browserContextIds").size();
        } finally {
            connection.close();
        }
    }
}
