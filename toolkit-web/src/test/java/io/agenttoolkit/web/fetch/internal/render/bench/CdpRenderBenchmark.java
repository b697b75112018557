package io.agenttoolkit.web.fetch.internal.render.bench;

import io.agenttoolkit.web.fetch.internal.render.CdpProbe;
import io.agenttoolkit.web.fetch.internal.render.CdpRenderer;
import io.agenttoolkit.web.fetch.internal.render.HeadlessChromium;
import io.agenttoolkit.web.fetch.internal.render.LoopbackSite;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times CDP renders of a small single-page app against a headless Chromium this harness starts itself, and
 * compares the wall time of each render with the page's own timings (Navigation Timing {@code loadEventEnd} and the
 * moment its script finished building the content), so the overhead of the protocol client shows apart from the
 * page's load time. A harness rather than a JMH benchmark because the page-side timings come back per render.
 *
 * <p>Run: {@code ./mvnw -B -q -o -pl toolkit-web -Dbuild.dir.name=target-render test-compile exec:java
 * -Dexec.classpathScope=test -Dexec.mainClass=io.agenttoolkit.web.fetch.internal.render.bench.CdpRenderBenchmark
 * -Dexec.args="50 20"} (renders measured, concurrent renders in the throughput round).
 */
public final class CdpRenderBenchmark {
    private static final Pattern TIMING =
            Pattern.compile("data-load-event-end=\"([0-9.]+)\" data-content-ready=\"([0-9.]+)\"");

    private static final String SPA = "<!doctype html><html><head><title>Bench SPA</title></head><body>"
            + "<div id=\"root\">Loading...</div><script>"
            + "fetch('/api/items.json').then(r => r.json()).then(items => {"
            + "document.getElementById('root').innerHTML = '<main><h1>Items</h1><ul>' + items.map(i => '<li>' + i"
            + " + '</li>').join('') + '</ul></main>';"
            + "window.contentReady = performance.now(); stamp(); });"
            + "function stamp() { const n = performance.getEntriesByType('navigation')[0];"
            + " if (window.contentReady !== undefined && n && n.loadEventEnd > 0) {"
            + " document.body.setAttribute('data-timing', '');"
            + " document.body.insertAdjacentHTML('beforeend', '<i data-load-event-end=\"' + n.loadEventEnd"
            + " + '\" data-content-ready=\"' + window.contentReady + '\"></i>'); } }"
            + "addEventListener('load', () => setTimeout(stamp, 0));"
            + "</script></body></html>";

    /** The same content as static HTML, no script: what a render costs when the page has nothing to wait for. */
    private static final String STATIC = "<!doctype html><html><head><title>Static</title></head><body><main>"
            + "<h1>Items</h1><ul>" + "<li>Item number of the list</li>".repeat(30) + "</ul></main></body></html>";

    private CdpRenderBenchmark() {}

    public static void main(String[] args) throws Exception {
        int measured = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        int concurrent = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        StringBuilder items = new StringBuilder("[");
        for (int i = 0; i < 30; i++) {
            items.append(i == 0 ? "" : ",").append("\"Item number ").append(i).append(" of the list\"");
        }
        items.append(']');
        HttpClient http = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        try (HeadlessChromium chromium = HeadlessChromium.start();
                LoopbackSite site = LoopbackSite.start()
                        .page("/spa", SPA)
                        .page("/static", STATIC)
                        .resource("/api/items.json", "application/json", items.toString());
                CdpRenderer renderer = new CdpRenderer(chromium.endpoint(), http)) {
            String url = site.url("/spa");
            for (int i = 0; i < 10; i++) {
                renderer.render(url, Duration.ofSeconds(15), uri -> true);
            }
            List<Double> staticWall = new ArrayList<>();
            for (int i = 0; i < measured; i++) {
                long start = System.nanoTime();
                renderer.render(site.url("/static"), Duration.ofSeconds(15), uri -> true);
                staticWall.add((System.nanoTime() - start) / 1e6);
            }
            List<Double> wall = new ArrayList<>();
            List<Double> loadEventEnd = new ArrayList<>();
            List<Double> contentReady = new ArrayList<>();
            List<Double> overhead = new ArrayList<>();
            for (int i = 0; i < measured; i++) {
                long start = System.nanoTime();
                String html = renderer.render(url, Duration.ofSeconds(15), uri -> true);
                double ms = (System.nanoTime() - start) / 1e6;
                Matcher timing = TIMING.matcher(html);
                if (!timing.find()) {
                    throw new IllegalStateException("page timings missing from the rendered HTML");
                }
                double load = Double.parseDouble(timing.group(1));
                double ready = Double.parseDouble(timing.group(2));
                wall.add(ms);
                loadEventEnd.add(load);
                contentReady.add(ready);
                overhead.add(ms - Math.max(load, ready));
            }
            System.out.printf(
                    Locale.ROOT,
                    "sequential renders: %d%n  wall time          median %.1f ms  p90 %.1f ms%n"
                            + "  page loadEventEnd  median %.1f ms%n  page content ready median %.1f ms%n"
                            + "  client overhead    median %.1f ms  p90 %.1f ms  (wall - max(loadEventEnd,"
                            + " content ready))%n  static page wall   median %.1f ms  (same content, no script: the"
                            + " fixed cost of a fresh context, target, navigation, snapshot and cleanup)%n",
                    measured,
                    percentile(wall, 50),
                    percentile(wall, 90),
                    percentile(loadEventEnd, 50),
                    percentile(contentReady, 50),
                    percentile(overhead, 50),
                    percentile(overhead, 90),
                    percentile(staticWall, 50));

            List<Double> roundTrips = CdpProbe.commandRoundTrips(chromium.endpoint(), 200);
            List<Double> cycles = CdpProbe.blankPageCycles(chromium.endpoint(), measured);
            System.out.printf(
                    Locale.ROOT,
                    "protocol client:%n  command round trip median %.2f ms  p90 %.2f ms  (Browser.getVersion, 200 calls)%n"
                            + "  blank page cycle   median %.1f ms  (create context + about:blank target + attach,"
                            + " close both; no navigation)%n",
                    percentile(roundTrips, 50),
                    percentile(roundTrips, 90),
                    percentile(cycles, 50));

            ExecutorService pool = Executors.newFixedThreadPool(concurrent);
            try {
                long start = System.nanoTime();
                List<Future<String>> results = new ArrayList<>();
                for (int i = 0; i < concurrent; i++) {
                    results.add(pool.submit(() -> renderer.render(url, Duration.ofSeconds(60), uri -> true)));
                }
                for (Future<String> result : results) {
                    result.get();
                }
                double seconds = (System.nanoTime() - start) / 1e9;
                System.out.printf(
                        Locale.ROOT,
                        "concurrent renders: %d submitted at once in %.2f s = %.2f renders/s on one connection"
                                + " (at most %s pages at a time)%n",
                        concurrent,
                        seconds,
                        concurrent / seconds,
                        Math.max(2, Runtime.getRuntime().availableProcessors()));
            } finally {
                pool.shutdownNow();
            }
        }
    }

    private static double percentile(List<Double> values, int percent) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int index = (int) Math.ceil(percent / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }
}
