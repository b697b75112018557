package io.agenttoolkit.web.fetch.bench;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * Compares the extraction speed of two or more builds in one JVM: each build's classes and libraries in a class loader
 * of their own, the warm passes over the shared page set taken in turn (ABBA order) and timed by the thread's CPU time.
 * On a machine shared with other work, where two runs a minute apart differ by more than a change can cost, builds
 * that alternate within one process see the same load. Arguments: {@code BENCH_DIR PASSES LIMIT NAME=CLASSPATH_FILE...}
 * where each file holds a class path (colon-separated: the build's classes, then its libraries, as written by
 * {@code dependency:build-classpath}); LIMIT keeps the first pages only. A build that has the public
 * {@code ContentExtractor} is called through it (as {@link ExtractionHarness} does), an older one through
 * {@code HtmlExtractor.extract(html, url)}. Prints each pass and, per build, the median pages per CPU-second.
 */
public final class ExtractionAbHarness {

    private static final Pattern ID = Pattern.compile("\"id\"\\s*:\\s*\"([^\"]+)\"");
    private static final Pattern URL_FIELD = Pattern.compile("\"url\"\\s*:\\s*\"([^\"]+)\"");

    private ExtractionAbHarness() {}

    private record Page(String id, String url, String html) {}

    /** One build's extraction: HTML and address in, Markdown out. */
    @FunctionalInterface
    private interface Extractor {
        String markdown(String html, String url) throws ReflectiveOperationException;
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 4) {
            throw new IllegalArgumentException(
                    "usage: BENCH_DIR PASSES LIMIT NAME=CLASSPATH_FILE [NAME=CLASSPATH_FILE...], got " + args.length
                            + " arguments");
        }
        Path bench = Path.of(args[0]);
        int passes = Integer.parseInt(args[1]);
        int limit = Integer.parseInt(args[2]);
        List<Page> pages = load(bench, limit);
        int builds = args.length - 3;
        String[] names = new String[builds];
        Extractor[] extractors = new Extractor[builds];
        List<List<Double>> rates = new ArrayList<>();
        for (int k = 0; k < builds; k++) {
            String[] nameAndFile = args[k + 3].split("=", 2);
            if (nameAndFile.length != 2) {
                throw new IllegalArgumentException("expected NAME=CLASSPATH_FILE, got '" + args[k + 3] + "'");
            }
            names[k] = nameAndFile[0];
            extractors[k] = extractor(Files.readString(Path.of(nameAndFile[1])).strip());
            rates.add(new ArrayList<>());
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        // Pass -1 warms every build up and is not counted.
        for (int pass = -1; pass < passes; pass++) {
            for (int turn = 0; turn < builds; turn++) {
                int k = (pass & 1) == 0 ? turn : builds - 1 - turn;
                long cpuStart = threads.getCurrentThreadCpuTime();
                long wallStart = System.nanoTime();
                long sink = 0;
                for (Page page : pages) {
                    try {
                        sink += extractors[k].markdown(page.html(), page.url()).length();
                    } catch (ReflectiveOperationException | RuntimeException e) {
                        sink--;
                    }
                }
                double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
                double wall = (System.nanoTime() - wallStart) / 1e9;
                if (pass >= 0) {
                    rates.get(k).add(pages.size() / cpu);
                }
                System.out.printf(
                        Locale.ROOT,
                        "pass %d %-8s CPU %.2f s = %.1f pages/CPU-s, wall %.2f s = %.1f pages/s (chars %d)%n",
                        pass,
                        names[k],
                        cpu,
                        pages.size() / cpu,
                        wall,
                        pages.size() / wall,
                        sink);
            }
        }
        for (int k = 0; k < builds; k++) {
            List<Double> sorted = new ArrayList<>(rates.get(k));
            Collections.sort(sorted);
            double median = sorted.size() % 2 == 1
                    ? sorted.get(sorted.size() / 2)
                    : (sorted.get(sorted.size() / 2 - 1) + sorted.get(sorted.size() / 2)) / 2;
            System.out.printf(
                    Locale.ROOT,
                    "%-8s median %.1f pages/CPU-s over %d passes %s%n",
                    names[k],
                    median,
                    sorted.size(),
                    rates.get(k));
        }
    }

    private static Extractor extractor(String classPath) throws Exception {
        List<URL> urls = new ArrayList<>();
        for (String entry : classPath.split(":")) {
            if (!entry.isEmpty()) {
                urls.add(Path.of(entry).toUri().toURL());
            }
        }
        // The platform loader as parent: each build brings its own jsoup and flexmark, compiled and profiled apart.
        ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        Class<?> publicApi;
        try {
            publicApi = Class.forName("io.agenttoolkit.web.extract.ContentExtractor", true, loader);
        } catch (ClassNotFoundException e) {
            Class<?> engine = Class.forName("io.agenttoolkit.web.fetch.internal.extract.HtmlExtractor", true, loader);
            Object extractor = engine.getMethod("create").invoke(null);
            Method extract = engine.getMethod("extract", String.class, String.class);
            Method markdown = Class.forName("io.agenttoolkit.web.fetch.internal.extract.Extraction", true, loader)
                    .getMethod("markdown");
            return (html, url) -> (String) markdown.invoke(extract.invoke(extractor, html, url));
        }
        Object extractor = publicApi.getMethod("create").invoke(null);
        Method extract = publicApi.getMethod("extract", String.class, URI.class);
        Method markdown = Class.forName("io.agenttoolkit.web.extract.ExtractedContent", true, loader)
                .getMethod("markdown");
        return (html, url) -> (String) markdown.invoke(extract.invoke(extractor, html, URI.create(url)));
    }

    private static List<Page> load(Path bench, int limit) throws IOException {
        List<Page> pages = new ArrayList<>();
        for (String line : Files.readAllLines(bench.resolve("truth.jsonl"), StandardCharsets.UTF_8)) {
            if (line.isBlank() || pages.size() >= limit) {
                continue;
            }
            Matcher id = ID.matcher(line);
            Matcher url = URL_FIELD.matcher(line);
            if (!id.find() || !url.find()) {
                throw new IllegalArgumentException("a line of truth.jsonl without id or url: " + line);
            }
            try (InputStream in = new GZIPInputStream(
                    Files.newInputStream(bench.resolve("pages").resolve(id.group(1) + ".html.gz")))) {
                pages.add(new Page(id.group(1), url.group(1), new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            }
        }
        return pages;
    }
}
