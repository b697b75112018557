package io.agenttoolkit.web.fetch.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.web.extract.ContentExtractor;
import io.agenttoolkit.web.extract.ExtractedContent;
import io.agenttoolkit.web.extract.ExtractionStrategy;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.zip.GZIPInputStream;
import net.dankito.readability4j.Readability4J;
import org.jsoup.Jsoup;

/**
 * Writes one prediction file per page of the extraction benchmark for the {@code auto} extractor, readability4j alone
 * and jsoup body text, and measures warm pages per second on one thread.
 *
 * <p>Arguments: {@code BENCH_DIR OUT_DIR [extractor ...]} with extractors among {@code auto}, {@code readability},
 * {@code soup}, {@code readability4j}, {@code jsoup} (default: auto, readability4j, jsoup). Predictions go to
 * {@code OUT_DIR/<extractor>/<id>.md}; score them with {@code python3 BENCH_DIR/score.py OUT_DIR/<extractor>}.
 * System properties: {@code -Dsplit=dev} keeps only the pages of that split, {@code -Dwarm=false} skips the timed
 * second pass. {@code BENCH_DIR --trace ID} prints instead the trace of the {@code auto} extraction of one page (what
 * each stage removed, and the pick), then its Markdown.
 */
public final class ExtractionHarness {

    private record Page(String id, String url, String html) {}

    private ExtractionHarness() {}

    public static void main(String[] args) throws IOException {
        Path bench = Path.of(args[0]);
        if (args.length == 3 && args[1].equals("--trace")) {
            trace(bench, args[2]);
            return;
        }
        Path out = Path.of(args[1]);
        List<String> extractors =
                args.length > 2 ? List.of(args).subList(2, args.length) : List.of("auto", "readability4j", "jsoup");
        List<Page> pages = load(bench);
        for (String name : extractors) {
            BiFunction<String, String, String> function = function(name);
            Path dir = out.resolve(name);
            Files.createDirectories(dir);
            long start = System.nanoTime();
            for (Page page : pages) {
                String markdown;
                try {
                    markdown = function.apply(page.html(), page.url());
                } catch (RuntimeException e) {
                    System.err.println(page.id() + ": " + e);
                    markdown = "";
                }
                Files.writeString(dir.resolve(page.id() + ".md"), markdown, StandardCharsets.UTF_8);
            }
            double coldSeconds = (System.nanoTime() - start) / 1e9;
            // Warm pass: the same pages again, nothing written, one thread.
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            long warmStart = System.nanoTime();
            long warmCpuStart = threads.getCurrentThreadCpuTime();
            long sink = 0;
            if (!Boolean.parseBoolean(System.getProperty("warm", "true"))) {
                System.out.printf(Locale.ROOT, "%-14s pages=%d first pass %.1f s%n", name, pages.size(), coldSeconds);
                continue;
            }
            for (Page page : pages) {
                try {
                    sink += function.apply(page.html(), page.url()).length();
                } catch (RuntimeException e) {
                    sink--;
                }
            }
            double warmSeconds = (System.nanoTime() - warmStart) / 1e9;
            // The thread's own CPU time: comparable between runs on a busy machine, where wall time is not.
            double warmCpuSeconds = (threads.getCurrentThreadCpuTime() - warmCpuStart) / 1e9;
            System.out.printf(
                    Locale.ROOT,
                    "%-14s pages=%d first pass %.1f s, warm pass %.1f s = %.0f pages/s, thread CPU %.1f s = %.0f"
                            + " pages/CPU-s (chars %d)%n",
                    name,
                    pages.size(),
                    coldSeconds,
                    warmSeconds,
                    pages.size() / warmSeconds,
                    warmCpuSeconds,
                    pages.size() / warmCpuSeconds,
                    sink);
        }
    }

    /** Prints the traced extraction of one page: each stage's removals, the pick, then the Markdown. */
    private static void trace(Path bench, String id) throws IOException {
        for (Page page : load(bench)) {
            if (page.id().equals(id)) {
                ExtractedContent content =
                        ContentExtractor.builder().trace(true).build().extract(page.html(), URI.create(page.url()));
                System.out.print(content.traceText());
                System.out.println("---- " + content.strategy() + ", quality " + content.quality() + ", "
                        + content.markdown().length() + " characters");
                System.out.println(content.markdown());
                return;
            }
        }
        throw new IllegalArgumentException("no page " + id + " in " + bench.resolve("truth.jsonl"));
    }

    private static BiFunction<String, String, String> function(String name) {
        ContentExtractor auto = ContentExtractor.create();
        ContentExtractor readability =
                auto.toBuilder().strategy(ExtractionStrategy.READABILITY).build();
        ContentExtractor soup =
                auto.toBuilder().strategy(ExtractionStrategy.SOUP).build();
        return switch (name) {
            case "auto" -> (html, url) -> auto.extract(html, URI.create(url)).markdown();
            case "readability" ->
                (html, url) -> readability.extract(html, URI.create(url)).markdown();
            case "soup" -> (html, url) -> soup.extract(html, URI.create(url)).markdown();
            case "readability4j" ->
                (html, url) -> new Readability4J(url, html).parse().getTextContent();
            case "jsoup" -> (html, url) -> Jsoup.parse(html, url).body().text();
            default -> throw new IllegalArgumentException("unknown extractor " + name);
        };
    }

    private static List<Page> load(Path bench) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        List<Page> pages = new ArrayList<>();
        for (String line : Files.readAllLines(bench.resolve("truth.jsonl"), StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode record = mapper.readTree(line);
            String split = System.getProperty("split", "");
            if (!split.isEmpty() && !split.equals(record.path("split").asText())) {
                continue;
            }
            String id = record.get("id").asText();
            String html;
            try (InputStream in = new GZIPInputStream(
                    Files.newInputStream(bench.resolve("pages").resolve(id + ".html.gz")))) {
                html = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            pages.add(new Page(id, record.get("url").asText(), html));
        }
        return pages;
    }
}
