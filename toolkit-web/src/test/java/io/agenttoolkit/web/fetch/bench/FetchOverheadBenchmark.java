package io.agenttoolkit.web.fetch.bench;

import com.sun.net.httpserver.HttpServer;
import io.agenttoolkit.web.fetch.FetchRequest;
import io.agenttoolkit.web.fetch.FetchResult;
import io.agenttoolkit.web.fetch.Fetcher;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;

/**
 * Measures the fetcher over loopback against a bare {@link HttpClient} GET of the same page, in one run and
 * interleaved (bare, chain, bare, chain, …) so machine load hits both sides alike:
 *
 * <ol>
 *   <li>an HTML article (~30 KB): the whole auto chain (negotiation GET with its body reused, address check, local
 *       extraction to Markdown) versus the bare GET;
 *   <li>a {@code text/markdown} page: the chain's HTTP layer alone (address check, redirect handling, bounded body,
 *       budget) versus the bare GET;
 *   <li>throughput with 64 fetches in flight: {@code fetchContentAsync} with {@code maxConcurrentFetches(64)} versus
 *       64 concurrent {@code sendAsync} GETs.
 * </ol>
 *
 * A harness rather than JMH because the comparison needs both sides interleaved in one process; the server runs in
 * the same JVM. Run: {@code ./mvnw -B -q -o -pl toolkit-web -Dbuild.dir.name=target-fetch test-compile exec:java
 * -Dexec.classpathScope=test -Dexec.mainClass=io.agenttoolkit.web.fetch.bench.FetchOverheadBenchmark
 * -Dexec.args="2000 3000"} (timed single fetches per side, fetches in the throughput round).
 */
public final class FetchOverheadBenchmark {
    private FetchOverheadBenchmark() {}

    public static void main(String[] args) throws Exception {
        int samples = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int throughputFetches = args.length > 1 ? Integer.parseInt(args[1]) : 3000;
        // The JDK server's Nagle delay (40 ms on split header/body writes) would swamp what is measured here.
        System.setProperty("sun.net.httpserver.nodelay", "true");
        byte[] html = article().getBytes(StandardCharsets.UTF_8);
        byte[] markdown = ("# Notes\n\n" + "A line of markdown text for the benchmark.\n".repeat(300))
                .getBytes(StandardCharsets.UTF_8);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
        server.createContext("/", exchange -> {
            boolean md = exchange.getRequestURI().getPath().startsWith("/md");
            byte[] body = md ? markdown : html;
            exchange.getResponseHeaders().set("Content-Type", md ? "text/markdown" : "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.setExecutor(Executors.newCachedThreadPool());
        server.start();
        String base = "http://127.0.0.1:" + server.getAddress().getPort();
        HttpClient bare = HttpClient.newBuilder()
                .proxy(HttpClient.Builder.NO_PROXY)
                .version(HttpClient.Version.HTTP_1_1)
                .build();
        Fetcher fetcher = Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .remoteReader(false)
                .cache(Duration.ZERO, 0)
                .maxConcurrentFetches(64)
                .build();
        // The default, strict guard with the server's address allowed: every checked fetch is pinned through the
        // loopback tunnel (PinningTunnel), the path a production fetch takes.
        Fetcher pinned = Fetcher.builder()
                .environment(Map.of())
                .allowAddresses("127.0.0.1:" + server.getAddress().getPort())
                .remoteReader(false)
                .cache(Duration.ZERO, 0)
                .maxConcurrentFetches(64)
                .build();
        System.out.printf(
                Locale.ROOT,
                "page sizes: html %d bytes, markdown %d bytes; %d cores%n",
                html.length,
                markdown.length,
                Runtime.getRuntime().availableProcessors());
        FetchResult sample = fetcher.fetchContent(base + "/article");
        System.out.printf(
                Locale.ROOT,
                "auto chain on the article: strategy %s, %d chars of Markdown%n",
                sample.strategy(),
                sample.content().length());
        for (String mode : List.of("open", "pinned")) {
            measure(mode, mode.equals("open") ? fetcher : pinned, bare, base, samples, throughputFetches);
        }
        fetcher.close();
        pinned.close();
        server.stop(0);
        System.exit(0);
    }

    /** Times single fetches against bare GETs, then throughput with 64 in flight, for both pages. */
    private static void measure(
            String mode, Fetcher fetcher, HttpClient bare, String base, int samples, int throughputFetches)
            throws Exception {
        for (String path : List.of("/article", "/md")) {
            String url = base + path;
            for (int i = 0; i < samples / 2; i++) { // warm-up
                bareGet(bare, url);
                fetcher.fetchContent(url);
            }
            long[] bareNanos = new long[samples];
            long[] chainNanos = new long[samples];
            for (int i = 0; i < samples; i++) {
                long t0 = System.nanoTime();
                bareGet(bare, url);
                long t1 = System.nanoTime();
                fetcher.fetchContent(url);
                long t2 = System.nanoTime();
                bareNanos[i] = t1 - t0;
                chainNanos[i] = t2 - t1;
            }
            double bareMedian = median(bareNanos);
            double chainMedian = median(chainNanos);
            System.out.printf(
                    Locale.ROOT,
                    "%-6s %-9s median bare GET %.3f ms, fetcher %.3f ms, overhead %.3f ms (x%.2f); p90 bare %.3f, fetcher %.3f%n",
                    mode,
                    path,
                    bareMedian / 1e6,
                    chainMedian / 1e6,
                    (chainMedian - bareMedian) / 1e6,
                    chainMedian / bareMedian,
                    percentile(bareNanos, 0.9) / 1e6,
                    percentile(chainNanos, 0.9) / 1e6);
        }
        for (String path : List.of("/article", "/md")) {
            String url = base + path;
            throughputBare(bare, url, throughputFetches / 3);
            throughputFetcher(fetcher, url, throughputFetches / 3);
            double barePerSecond = throughputBare(bare, url, throughputFetches);
            double fetcherPerSecond = throughputFetcher(fetcher, url, throughputFetches);
            System.out.printf(
                    Locale.ROOT,
                    "%-6s %-9s 64 in flight: bare %.0f pages/s, fetcher %.0f pages/s (%.0f %% of bare)%n",
                    mode,
                    path,
                    barePerSecond,
                    fetcherPerSecond,
                    100 * fetcherPerSecond / barePerSecond);
        }
    }

    private static void bareGet(HttpClient client, String url) throws Exception {
        HttpResponse<byte[]> response =
                client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode());
        }
    }

    private static double throughputBare(HttpClient client, String url, int fetches) throws Exception {
        Semaphore slots = new Semaphore(64);
        List<CompletableFuture<HttpResponse<byte[]>>> futures = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < fetches; i++) {
            slots.acquire();
            futures.add(client.sendAsync(
                            HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofByteArray())
                    .whenComplete((r, e) -> slots.release()));
        }
        CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).join();
        return fetches / ((System.nanoTime() - start) / 1e9);
    }

    private static double throughputFetcher(Fetcher fetcher, String url, int fetches) {
        List<CompletableFuture<FetchResult>> futures = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < fetches; i++) {
            futures.add(fetcher.fetchContentAsync(FetchRequest.of(url)));
        }
        CompletableFuture.allOf(futures.toArray(CompletableFuture[]::new)).join();
        return fetches / ((System.nanoTime() - start) / 1e9);
    }

    private static double median(long[] values) {
        return percentile(values, 0.5);
    }

    private static double percentile(long[] values, double p) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[(int) Math.min(sorted.length - 1, Math.round(p * (sorted.length - 1)))];
    }

    private static String article() {
        StringBuilder html = new StringBuilder("<!doctype html><html><head><title>Harbour report</title>"
                + "<style>body{font-family:serif}</style><script>var tracking = 1;</script></head><body>"
                + "<header><nav><a href='/'>Home</a> <a href='/news'>News</a> <a href='/about'>About</a></nav></header>"
                + "<main><article><h1>Harbour report</h1>");
        for (int i = 0; i < 40; i++) {
            html.append("<h2>Section ")
                    .append(i)
                    .append("</h2><p>The harbour authority published its yearly report, ")
                    .append("describing how container traffic grew by <a href='/stats/")
                    .append(i)
                    .append("'>several percent</a> while passenger ferries kept their winter timetable. ")
                    .append("Dock workers, pilots and tug crews were interviewed for the report, which also covers ")
                    .append("dredging, berth maintenance and the new shore-power connections.</p><ul><li>Item one ")
                    .append(i)
                    .append("</li><li>Item two</li></ul>");
        }
        html.append("</article></main><aside>Related links</aside><footer>Copyright</footer></body></html>");
        return html.toString();
    }
}
