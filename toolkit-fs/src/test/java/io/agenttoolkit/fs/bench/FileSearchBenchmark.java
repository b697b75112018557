package io.agenttoolkit.fs.bench;

import io.agenttoolkit.fs.FileSearch;
import io.agenttoolkit.fs.GrepMatch;
import io.agenttoolkit.fs.GrepRequest;
import io.agenttoolkit.fs.TreeRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link FileSearch} in process (warm) against ripgrep, fd, find and tree run as processes on the same corpus in the
 * same run. The corpus directory comes from the system property {@code corpus} (default {@code /tmp/fs-corpus}); see
 * {@code toolkit-fs/bench/make-corpus.sh} and BENCHMARKS.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
        value = 1,
        jvmArgs = {"-Xmx1g"})
public class FileSearchBenchmark {
    static final String RARE = "InflaterOutputStream";
    static final String COMMON = "public";
    /** Case-insensitive with a required literal: ASCII-only case folding, then Unicode case folding. */
    static final String CASELESS = "(?i)heap exhausted";

    static final String CASELESS_UNICODE = "(?iu)heap exhausted";
    /** A regular expression with no literal every match must contain. */
    static final String NO_LITERAL = "[0-9]{6}[a-z]{6}";

    Path corpus;
    /** A git work tree whose .gitignore excludes a large target/ (see make-corpus.sh). */
    Path gitTree;

    FileSearch search;
    FileSearch gitSearch;

    @Setup
    public void setUp() {
        corpus = Path.of(System.getProperty("corpus", "/tmp/fs-corpus")).toAbsolutePath();
        if (!Files.isDirectory(corpus)) {
            throw new IllegalStateException("no corpus at " + corpus + "; run toolkit-fs/bench/make-corpus.sh");
        }
        search = FileSearch.builder()
                .baseDirectory(corpus)
                .grepDeadline(Duration.ofMinutes(5))
                .build();
        gitTree = Path.of(System.getProperty("gitTree", corpus + "-git")).toAbsolutePath();
        if (!Files.isDirectory(gitTree.resolve(".git"))) {
            throw new IllegalStateException("no git tree at " + gitTree + "; run toolkit-fs/bench/make-corpus.sh");
        }
        gitSearch = FileSearch.builder()
                .baseDirectory(gitTree)
                .grepDeadline(Duration.ofMinutes(5))
                .build();
    }

    // ---- grep of a rare literal: a full scan

    @Benchmark
    public List<GrepMatch> grepRare_fileSearch() {
        return search.grep(GrepRequest.builder(RARE).maxResults(200).build());
    }

    @Benchmark
    public int grepRare_rg() throws Exception {
        return run("rg", "--no-ignore", "--hidden", "-n", RARE, corpus.toString());
    }

    @Benchmark
    public int grepRare_naiveJava() throws IOException {
        Pattern pattern = Pattern.compile(RARE);
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(corpus)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile).sorted()::iterator) {
                try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
                    String line;
                    int number = 0;
                    while ((line = reader.readLine()) != null) {
                        number++;
                        Matcher matcher = pattern.matcher(line);
                        if (matcher.find()) {
                            found.add(file + ":" + number + ":" + line.strip());
                        }
                    }
                }
            }
        }
        return found.size();
    }

    // ---- case-insensitive grep with a required literal: (?i) folds ASCII only, (?iu) Unicode (rg -i folds Unicode)

    @Benchmark
    public List<GrepMatch> grepCaseless_fileSearch() {
        return search.grep(GrepRequest.builder(CASELESS).maxResults(200).build());
    }

    @Benchmark
    public int grepCaseless_rg() throws Exception {
        return run("rg", "--no-ignore", "--hidden", "-n", "(?i-u)heap exhausted", corpus.toString());
    }

    @Benchmark
    public List<GrepMatch> grepCaselessUnicode_fileSearch() {
        return search.grep(GrepRequest.builder(CASELESS_UNICODE).maxResults(200).build());
    }

    @Benchmark
    public int grepCaselessUnicode_rg() throws Exception {
        return run("rg", "--no-ignore", "--hidden", "-n", "-i", "heap exhausted", corpus.toString());
    }

    // ---- a regular expression without a required literal: a full scan

    @Benchmark
    public List<GrepMatch> grepNoLiteral_fileSearch() {
        return search.grep(GrepRequest.builder(NO_LITERAL).maxResults(200).build());
    }

    @Benchmark
    public int grepNoLiteral_rg() throws Exception {
        return run("rg", "--no-ignore", "--hidden", "-n", NO_LITERAL, corpus.toString());
    }

    // ---- a git work tree with a large ignored target/: the library's default against rg's and fd's defaults

    @Benchmark
    public List<GrepMatch> gitTreeGrepRare_fileSearch() {
        return gitSearch.grep(GrepRequest.builder(RARE).maxResults(200).build());
    }

    @Benchmark
    public int gitTreeGrepRare_rg() throws Exception {
        return run("rg", "-n", RARE, gitTree.toString());
    }

    @Benchmark
    public List<String> gitTreeGlobJava_fileSearch() {
        return gitSearch.glob("**/*.java");
    }

    @Benchmark
    public int gitTreeGlobJava_fdStatSort() throws Exception {
        return run("sh", "-c", "fdfind -t f -g '**/*.java' " + gitTree + " -X stat -c '%Y %n' | sort -rn | head -1000");
    }

    // ---- grep stopped at 200 matches of a common word, sorted path order

    @Benchmark
    public List<GrepMatch> grepCommon200_fileSearch() {
        return search.grep(GrepRequest.builder(COMMON).maxResults(200).build());
    }

    @Benchmark
    public int grepCommon200_rgSortPath() throws Exception {
        return run("sh", "-c", "rg --no-ignore --hidden --sort path -n " + COMMON + " " + corpus + " | head -200");
    }

    // ---- glob **/*.java, newest 1000

    @Benchmark
    public List<String> globJava_fileSearch() {
        return search.glob("**/*.java");
    }

    @Benchmark
    public int globJava_fdStatSort() throws Exception {
        return run(
                "sh",
                "-c",
                "fdfind --no-ignore --hidden -t f -g '**/*.java' " + corpus
                        + " -X stat -c '%Y %n' | sort -rn | head -1000");
    }

    @Benchmark
    public int globJava_findSort() throws Exception {
        return run(
                "sh", "-c", "find " + corpus + " -type f -name '*.java' -printf '%T@ %p\\n' | sort -rn | head -1000");
    }

    @Benchmark
    public int globJava_fdListOnly() throws Exception {
        return run("fdfind", "--no-ignore", "--hidden", "-t", "f", "-g", "**/*.java", corpus.toString());
    }

    // ---- tree depth 3

    @Benchmark
    public String tree3_fileSearch() {
        return search.tree(TreeRequest.builder().maxDepth(3).build());
    }

    @Benchmark
    public int tree3_tree() throws Exception {
        return run("tree", "-L", "3", corpus.toString());
    }

    private static int run(String... command) throws Exception {
        Process process = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        return process.waitFor();
    }
}
