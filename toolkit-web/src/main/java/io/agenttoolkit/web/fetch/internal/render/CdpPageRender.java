package io.agenttoolkit.web.fetch.internal.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.core.internal.Json;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One render: a fresh browser context and page target on a shared connection, every request of the page checked
 * against the destination guard, navigation, waiting for the page to settle, the DOM snapshot, and cleanup.
 */
final class CdpPageRender {
    private static final Logger LOG = LoggerFactory.getLogger(CdpPageRender.class);

    /** Longest wait after the load event for the network to go quiet or the main content to appear. */
    static final Duration MAX_SETTLE = Duration.ofSeconds(5);

    /** How long to wait before probing again after a probe failed, and between load checks. */
    private static final long PROBE_INTERVAL_MILLIS = 100;

    /** How long cleanup may wait for the browser to dispose the context, beyond the call's budget. */
    private static final Duration CLEANUP_WAIT = Duration.ofSeconds(2);

    /** Largest document snapshot taken, in UTF-16 characters. */
    static final int MAX_HTML_CHARS = 32 * 1024 * 1024;

    static final List<String> MAIN_CONTENT_SELECTORS = List.of(
            "main",
            "article",
            "[role=main]",
            "#content",
            ".content",
            "#main-content",
            ".main-content",
            ".post-content",
            ".entry-content",
            ".article-body");

    /** Minimum text a main content element needs before the page counts as rendered without network quiet. */
    static final int MIN_MAIN_CONTENT_CHARS = 100;

    /**
     * Resolves true as soon as a main content element holds enough text (watching DOM mutations, so there is no
     * polling delay), or false after {@code %d} milliseconds.
     */
    private static final String PROBE_SCRIPT = "new Promise(resolve => {"
            + " const ready = () => { for (const e of document.querySelectorAll("
            + Json.write(String.join(", ", MAIN_CONTENT_SELECTORS))
            + ")) { if ((e.textContent || '').trim().length >= " + MIN_MAIN_CONTENT_CHARS
            + ") return true; } return false; };"
            + " if (ready()) { resolve(true); return; }"
            + " let timer = 0;"
            + " const observer = new MutationObserver(() => { if (ready()) { observer.disconnect();"
            + " clearTimeout(timer); resolve(true); } });"
            + " observer.observe(document, {subtree: true, childList: true, characterData: true});"
            + " timer = setTimeout(() => { observer.disconnect(); resolve(ready()); }, %d); })";

    /** Longest a single probe waits in the page before the loop looks again at navigations and the network. */
    private static final long PROBE_WAIT_MILLIS = 1000;

    /** The document's address, HTTP status (Navigation Timing; 0 when unknown) and HTML, unless too large. */
    private static final String SNAPSHOT_SCRIPT = "(() => { const h = document.documentElement"
            + " ? document.documentElement.outerHTML : '';"
            + " const n = performance.getEntriesByType('navigation')[0];"
            + " return {href: location.href, status: (n && n.responseStatus) || 0, tooLarge: h.length > "
            + MAX_HTML_CHARS + ", html: h.length > " + MAX_HTML_CHARS + " ? '' : h}; })()";

    /**
     * Run in every document and worker before its own scripts: takes away the ways out of the page that the Fetch
     * domain cannot intercept (WebSocket, WebTransport, WebRTC) and service workers, whose requests no page session
     * sees.
     */
    static final String LOCKDOWN_SCRIPT = "(() => { const g = globalThis;"
            + " const blocked = function () { throw new DOMException('blocked by the fetcher', 'SecurityError'); };"
            + " for (const name of ['WebSocket', 'WebTransport', 'RTCPeerConnection', 'webkitRTCPeerConnection']) {"
            + " if (name in g) { try { Object.defineProperty(g, name, {value: blocked, writable: false,"
            + " configurable: false}); } catch (e) {} } }"
            + " if (g.Navigator && 'serviceWorker' in g.Navigator.prototype) { try {"
            + " Object.defineProperty(g.Navigator.prototype, 'serviceWorker', {get: () => undefined,"
            + " configurable: false}); } catch (e) {} } })()";

    private final CdpConnection connection;
    private final Executor events;
    private final String url;
    private final Predicate<URI> destinationAllowed;
    /** The context's forward proxy (the fetcher's address-checking tunnel), or null to connect directly. */
    private final @Nullable String proxyServer;

    private final Deadline deadline;
    /** Lifecycle events of the main frame, keyed {@code loaderId + "/" + name}, whichever side comes first. */
    private final Map<String, CompletableFuture<Void>> lifecycle = new ConcurrentHashMap<>();

    private final CompletableFuture<Void> detached = new CompletableFuture<>();
    private volatile @Nullable String mainFrameId;
    /** The loader of the main frame's current document: from the navigate reply, then from later commits. */
    private volatile @Nullable String loaderId;

    private volatile @Nullable String refusedMainUrl;
    private volatile @Nullable String sessionId;
    private final java.util.Set<String> childSessions = ConcurrentHashMap.newKeySet();

    CdpPageRender(
            CdpConnection connection,
            Executor events,
            String url,
            Predicate<URI> destinationAllowed,
            @Nullable String proxyServer,
            Deadline deadline) {
        this.connection = connection;
        this.events = events;
        this.url = url;
        this.destinationAllowed = destinationAllowed;
        this.proxyServer = proxyServer;
        this.deadline = deadline;
    }

    /** Renders the page and returns its HTML; always disposes the browser context it created. */
    String run() {
        String browserContextId = null;
        String targetId = null;
        long start = System.nanoTime();
        long[] marks = new long[6];
        try {
            ObjectNode contextParams = params();
            contextParams.put("disposeOnDetach", true);
            if (proxyServer != null) {
                // Every connection, loopback ones too (which Chromium otherwise sends around a proxy), goes through
                // the tunnel, which resolves and checks the host itself: the browser never looks up a name.
                contextParams.put("proxyServer", proxyServer);
                contextParams.put("proxyBypassList", "<-loopback>");
            }
            browserContextId = call(null, "Target.createBrowserContext", contextParams)
                    .path("browserContextId")
                    .asText();
            ObjectNode downloads = params();
            downloads.put("behavior", "deny");
            downloads.put("browserContextId", browserContextId);
            CompletableFuture<JsonNode> noDownloads = connection.send(null, "Browser.setDownloadBehavior", downloads);
            ObjectNode targetParams = params();
            targetParams.put("url", "about:blank");
            targetParams.put("browserContextId", browserContextId);
            targetId = call(null, "Target.createTarget", targetParams)
                    .path("targetId")
                    .asText();
            mainFrameId = targetId;
            await(noDownloads, "Browser.setDownloadBehavior");
            ObjectNode attachParams = params();
            attachParams.put("targetId", targetId);
            attachParams.put("flatten", true);
            String session = call(null, "Target.attachToTarget", attachParams)
                    .path("sessionId")
                    .asText();
            sessionId = session;
            connection.addSession(session, message -> onEvent(session, message));
            marks[0] = System.nanoTime();
            enableDomains(session);
            marks[1] = System.nanoTime();
            navigate(session);
            marks[2] = System.nanoTime();
            awaitLoad();
            marks[3] = System.nanoTime();
            settle(session);
            marks[4] = System.nanoTime();
            String html = snapshot(session);
            marks[5] = System.nanoTime();
            if (LOG.isDebugEnabled()) {
                LOG.debug(
                        "rendered {} in {} ms: target {} ms, domains {} ms, navigate {} ms, load {} ms, settle {} ms,"
                                + " snapshot {} ms",
                        url,
                        millis(start, marks[5]),
                        millis(start, marks[0]),
                        millis(marks[0], marks[1]),
                        millis(marks[1], marks[2]),
                        millis(marks[2], marks[3]),
                        millis(marks[3], marks[4]),
                        millis(marks[4], marks[5]));
            }
            return html;
        } finally {
            long cleanupStart = System.nanoTime();
            cleanup(browserContextId, targetId);
            LOG.debug("closed the page of {} in {} ms", url, millis(cleanupStart, System.nanoTime()));
        }
    }

    private static long millis(long fromNanos, long toNanos) {
        return TimeUnit.NANOSECONDS.toMillis(toNanos - fromNanos);
    }

    private void enableDomains(String session) {
        ObjectNode lifecycle = params();
        lifecycle.put("enabled", true);
        ObjectNode lockdown = params();
        lockdown.put("source", LOCKDOWN_SCRIPT);
        List<CompletableFuture<JsonNode>> replies = List.of(
                connection.send(session, "Fetch.enable", interceptAll()),
                connection.send(session, "Page.enable", null),
                connection.send(session, "Page.setLifecycleEventsEnabled", lifecycle),
                connection.send(session, "Page.addScriptToEvaluateOnNewDocument", lockdown),
                connection.send(session, "Target.setAutoAttach", autoAttach()));
        for (CompletableFuture<JsonNode> reply : replies) {
            await(reply, "enabling the page domains");
        }
    }

    private static ObjectNode interceptAll() {
        ObjectNode fetchParams = params();
        ObjectNode pattern = fetchParams.putArray("patterns").addObject();
        pattern.put("urlPattern", "*");
        pattern.put("requestStage", "Request");
        return fetchParams;
    }

    /** Out-of-process frames and workers start paused so their requests are intercepted too. */
    private static ObjectNode autoAttach() {
        ObjectNode attach = params();
        attach.put("autoAttach", true);
        attach.put("waitForDebuggerOnStart", true);
        attach.put("flatten", true);
        return attach;
    }

    /**
     * A frame or worker the page started (an out-of-process iframe, a worker): intercept its requests as well,
     * lock it down, then let it run. A child whose requests cannot be intercepted stays paused and never loads.
     */
    private void adoptChild(JsonNode params) {
        String child = params.path("sessionId").asText("");
        String type = params.path("targetInfo").path("type").asText("");
        if (child.isEmpty() || detached.isDone()) {
            return;
        }
        childSessions.add(child);
        connection.addSession(child, message -> onEvent(child, message));
        try {
            List<CompletableFuture<JsonNode>> replies = new java.util.ArrayList<>();
            replies.add(connection.send(child, "Fetch.enable", interceptAll()));
            replies.add(connection.send(child, "Target.setAutoAttach", autoAttach()));
            ObjectNode lockdown = params();
            if (type.equals("iframe") || type.equals("page")) {
                lockdown.put("source", LOCKDOWN_SCRIPT);
                replies.add(connection.send(child, "Page.addScriptToEvaluateOnNewDocument", lockdown));
            } else {
                lockdown.put("expression", LOCKDOWN_SCRIPT);
                replies.add(connection.send(child, "Runtime.evaluate", lockdown));
            }
            for (CompletableFuture<JsonNode> reply : replies) {
                reply.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
            }
            connection.send(child, "Runtime.runIfWaitingForDebugger", null);
        } catch (ExecutionException | TimeoutException e) {
            LOG.debug("left a {} of {} paused: its requests cannot be intercepted", type, url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void navigate(String session) {
        ObjectNode navigateParams = params();
        navigateParams.put("url", url);
        JsonNode reply = call(session, "Page.navigate", navigateParams);
        String errorText = reply.path("errorText").asText("");
        if (!errorText.isEmpty()) {
            throwIfRefused();
            throw new RenderException(ErrorKind.UPSTREAM, "Browser could not load " + url + ": " + errorText, null);
        }
        String loader = reply.path("loaderId").asText("");
        if (loaderId == null && !loader.isEmpty()) {
            loaderId = loader;
        }
        throwIfRefused();
    }

    /** Waits for the load event of the main frame's current document (it may change while waiting). */
    private void awaitLoad() {
        while (true) {
            String loader = loaderId;
            CompletableFuture<Void> loaded = loader == null ? new CompletableFuture<>() : lifecycle(loader, "load");
            try {
                CompletableFuture.anyOf(loaded, detached)
                        .get(
                                Math.min(
                                        deadline.remainingNanos(),
                                        TimeUnit.MILLISECONDS.toNanos(PROBE_INTERVAL_MILLIS)),
                                TimeUnit.NANOSECONDS);
                break;
            } catch (TimeoutException e) {
                throwIfRefused();
                if (deadline.expired()) {
                    throw new RenderException(
                            ErrorKind.TIMEOUT, "Page " + url + " did not finish loading within the time budget", e);
                }
            } catch (InterruptedException e) {
                throw interrupted(e);
            } catch (ExecutionException e) {
                throw new RenderException(ErrorKind.UPSTREAM, "Rendering " + url + " failed", e.getCause());
            }
        }
        throwIfDetached();
        throwIfRefused();
    }

    private CompletableFuture<Void> lifecycle(String loader, String name) {
        return lifecycle.computeIfAbsent(loader + "/" + name, key -> new CompletableFuture<>());
    }

    /** Waits, within a cap, for the network to go quiet or a main content element with text to appear. */
    private void settle(String session) {
        Duration budget = deadline.remaining();
        Duration reserve =
                budget.dividedBy(5).compareTo(Duration.ofSeconds(1)) < 0 ? budget.dividedBy(5) : Duration.ofSeconds(1);
        Deadline settleBy = Deadline.after(budget.minus(reserve)).capped(MAX_SETTLE);
        while (!settleBy.expired() && !detached.isDone()) {
            String loader = loaderId;
            CompletableFuture<Void> networkIdle =
                    loader == null ? new CompletableFuture<>() : lifecycle(loader, "networkIdle");
            if (networkIdle.isDone()) {
                return;
            }
            long waitMillis =
                    Math.max(1, Math.min(PROBE_WAIT_MILLIS, TimeUnit.NANOSECONDS.toMillis(settleBy.remainingNanos())));
            ObjectNode probe = params();
            probe.put("expression", String.format(Locale.ROOT, PROBE_SCRIPT, waitMillis));
            probe.put("returnByValue", true);
            probe.put("awaitPromise", true);
            CompletableFuture<JsonNode> reply = connection.send(session, "Runtime.evaluate", probe);
            try {
                CompletableFuture.anyOf(reply, networkIdle, detached)
                        .get(settleBy.remainingNanos(), TimeUnit.NANOSECONDS);
                if (reply.isDone() && reply.get().path("result").path("value").asBoolean(false)) {
                    return;
                }
                if (reply.isDone() && reply.get().has("exceptionDetails")) {
                    // the document went away under the probe (a navigation); give it a moment
                    CompletableFuture.anyOf(networkIdle, detached)
                            .get(
                                    Math.min(
                                            settleBy.remainingNanos(),
                                            TimeUnit.MILLISECONDS.toNanos(PROBE_INTERVAL_MILLIS)),
                                    TimeUnit.NANOSECONDS);
                }
            } catch (TimeoutException e) {
                // the settle cap was reached; take the document as it is
            } catch (InterruptedException e) {
                throw interrupted(e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof CdpProtocolException cdp && cdp.connectionLost()) {
                    throw lostConnection(cdp);
                }
                // the probe's context was destroyed by a navigation; look again
                pause(settleBy);
            }
        }
        throwIfDetached();
    }

    private void pause(Deadline settleBy) {
        try {
            Thread.sleep(Math.min(
                    PROBE_INTERVAL_MILLIS, Math.max(0, TimeUnit.NANOSECONDS.toMillis(settleBy.remainingNanos()))));
        } catch (InterruptedException e) {
            throw interrupted(e);
        }
    }

    private String snapshot(String session) {
        throwIfRefused();
        ObjectNode evaluate = params();
        evaluate.put("expression", SNAPSHOT_SCRIPT);
        evaluate.put("returnByValue", true);
        JsonNode reply = call(session, "Runtime.evaluate", evaluate);
        JsonNode value = reply.path("result").path("value");
        throwIfRefused();
        if (reply.has("exceptionDetails") || !value.isObject()) {
            throw new RenderException(ErrorKind.UPSTREAM, "Browser could not read the document of " + url, null);
        }
        if (value.path("tooLarge").asBoolean(false)) {
            throw new RenderException(
                    ErrorKind.UPSTREAM,
                    "Rendered document of " + url + " is larger than " + MAX_HTML_CHARS + " characters",
                    null);
        }
        String href = value.path("href").asText("");
        if (href.startsWith("chrome-error:")) {
            throw new RenderException(ErrorKind.UPSTREAM, "Browser showed an error page for " + url, null);
        }
        int status = value.path("status").asInt(0);
        if (status >= 400) {
            throw new RenderException(
                    ErrorKind.UPSTREAM,
                    "Browser got HTTP " + status + " for " + href + " (rendering " + url + ")",
                    null);
        }
        if (!allowed(href)) {
            throw new RenderException(
                    ErrorKind.PERMISSION_DENIED, "Browser ended on a refused destination " + href, null);
        }
        return value.path("html").asText("");
    }

    private void onEvent(String session, JsonNode message) {
        String method = message.path("method").asText("");
        JsonNode params = message.path("params");
        switch (method) {
            case "Fetch.requestPaused" -> onRequestPaused(session, params);
            case "Page.lifecycleEvent" -> onLifecycle(params);
            case "Page.frameNavigated" -> onFrameNavigated(params.path("frame"));
            case "Target.attachedToTarget" -> execute(() -> adoptChild(params));
            case "Page.javascriptDialogOpening" -> {
                // an alert or prompt would stop the page's scripts until answered
                ObjectNode dismiss = params();
                dismiss.put("accept", false);
                connection.send(session, "Page.handleJavaScriptDialog", dismiss);
            }
            case "Target.detachedFromTarget" -> {
                String gone = params.path("sessionId").asText("");
                if (gone.equals(sessionId)) {
                    LOG.debug("page of {} was detached", url);
                    detached.complete(null);
                } else if (childSessions.remove(gone)) {
                    connection.removeSession(gone);
                }
            }
            case "Inspector.detached", "Inspector.targetCrashed" -> {
                if (session.equals(sessionId)) {
                    LOG.debug("page of {} went away: {}", url, method);
                    detached.complete(null);
                }
            }
            default -> {}
        }
    }

    private void onLifecycle(JsonNode params) {
        if (params.path("frameId").asText("").equals(mainFrameId)) {
            lifecycle(params.path("loaderId").asText(""), params.path("name").asText(""))
                    .complete(null);
        }
    }

    /** A new document committed in the main frame (a redirect by script, say): wait for that one instead. */
    private void onFrameNavigated(JsonNode frame) {
        if (frame.path("parentId").isMissingNode()
                && frame.path("id").asText("").equals(mainFrameId)
                && !frame.path("loaderId").asText("").isEmpty()) {
            loaderId = frame.path("loaderId").asText();
        }
    }

    private void onRequestPaused(String session, JsonNode params) {
        execute(() -> decide(session, params));
    }

    private void execute(Runnable task) {
        try {
            events.execute(task);
        } catch (RejectedExecutionException e) {
            detached.complete(null);
        }
    }

    private void decide(String session, JsonNode params) {
        String requestId = params.path("requestId").asText();
        String requestUrl = params.path("request").path("url").asText("");
        boolean isMainDocument = session.equals(sessionId)
                && "Document".equals(params.path("resourceType").asText())
                && params.path("frameId").asText("").equals(mainFrameId);
        ObjectNode reply = params();
        reply.put("requestId", requestId);
        if (allowed(requestUrl)) {
            connection.send(session, "Fetch.continueRequest", reply);
            return;
        }
        LOG.debug("refused a request of the page {} to {}", url, requestUrl);
        if (isMainDocument) {
            refusedMainUrl = requestUrl;
        }
        reply.put("errorReason", "AccessDenied");
        connection.send(session, "Fetch.failRequest", reply);
    }

    /** Network destinations go through the guard; local schemes that never touch the network pass. */
    private boolean allowed(String requestUrl) {
        URI uri;
        try {
            uri = URI.create(requestUrl);
        } catch (IllegalArgumentException e) {
            return false;
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        switch (scheme) {
            case "data", "blob", "about" -> {
                return true;
            }
            case "http", "https", "ws", "wss" -> {
                try {
                    return destinationAllowed.test(uri);
                } catch (RuntimeException e) {
                    LOG.debug("destination guard failed for {}", requestUrl, e);
                    return false;
                }
            }
            default -> {
                return false;
            }
        }
    }

    private void throwIfRefused() {
        String refused = refusedMainUrl;
        if (refused != null) {
            throw new RenderException(
                    ErrorKind.PERMISSION_DENIED,
                    "Browser navigation of " + url + " to a refused destination " + refused + " was blocked",
                    null);
        }
    }

    private void throwIfDetached() {
        if (detached.isDone()) {
            throw new RenderException(ErrorKind.UPSTREAM, "Browser page of " + url + " closed or crashed", null);
        }
    }

    private JsonNode call(@Nullable String session, String method, @Nullable ObjectNode params) {
        return await(connection.send(session, method, params), method);
    }

    private JsonNode await(CompletableFuture<JsonNode> reply, String what) {
        try {
            return reply.get(deadline.remainingNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            throwIfRefused();
            throw new RenderException(
                    ErrorKind.TIMEOUT, "Rendering " + url + " ran out of its time budget (" + what + ")", e);
        } catch (InterruptedException e) {
            throw interrupted(e);
        } catch (ExecutionException e) {
            throwIfRefused();
            if (e.getCause() instanceof CdpProtocolException cdp) {
                if (cdp.connectionLost()) {
                    throw lostConnection(cdp);
                }
                throw new RenderException(
                        ErrorKind.UPSTREAM, "Browser refused " + what + " for " + url + ": " + cdp.getMessage(), cdp);
            }
            throw new RenderException(ErrorKind.UPSTREAM, "Rendering " + url + " failed", e.getCause());
        }
    }

    private RenderException lostConnection(CdpProtocolException cause) {
        return new RenderException(
                ErrorKind.UPSTREAM, "Lost the connection to the browser while rendering " + url, cause);
    }

    private RenderException interrupted(InterruptedException e) {
        Thread.currentThread().interrupt();
        return new RenderException(ErrorKind.UPSTREAM, "Rendering " + url + " was interrupted", e);
    }

    private void cleanup(@Nullable String browserContextId, @Nullable String targetId) {
        String session = sessionId;
        if (session != null) {
            connection.removeSession(session);
        }
        for (String child : childSessions) {
            connection.removeSession(child);
        }
        if (!connection.isOpen()) {
            return;
        }
        CompletableFuture<JsonNode> closed = CompletableFuture.completedFuture(null);
        if (targetId != null) {
            ObjectNode closeParams = params();
            closeParams.put("targetId", targetId);
            closed = connection.send(null, "Target.closeTarget", closeParams);
        }
        CompletableFuture<JsonNode> disposed = CompletableFuture.completedFuture(null);
        if (browserContextId != null) {
            ObjectNode disposeParams = params();
            disposeParams.put("browserContextId", browserContextId);
            disposed = connection.send(null, "Target.disposeBrowserContext", disposeParams);
        }
        try {
            CompletableFuture.allOf(closed.exceptionally(e -> null), disposed)
                    .get(CLEANUP_WAIT.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException | ExecutionException e) {
            LOG.debug("browser did not confirm closing the page of {}", url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ObjectNode params() {
        return Json.mapper().createObjectNode();
    }
}
