package io.agenttoolkit.fs.bench;

import io.agenttoolkit.fs.FileSearch;
import io.agenttoolkit.fs.GrepRequest;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The grep rows of {@link FileSearchBenchmark} measured in CPU time as well as wall time, for a machine other
 * processes load: a busy machine stretches wall times unevenly (the JVM's threads wait for cores longer than one rg
 * process does), while the CPU each search spends barely changes. FileSearch's CPU is this process's
 * ({@code OperatingSystemMXBean.getProcessCpuTime}, all threads, so JIT and GC included); ripgrep's is its children's
 * user + system time from {@code /proc/self/stat}. Linux only. Run with {@code toolkit-fs/bench/cpu-time.sh}.
 */
public final class FileSearchCpuTime {
    private FileSearchCpuTime() {}

    /** One search: FileSearch in process and ripgrep as a process. */
    private record Row(String name, Supplier<Object> fileSearch, List<String> rg) {}

    /**
     * Runs every row {@code args[1]} times (default 5) after {@code args[2]} warm-up calls each (default 2) and prints
     * a Markdown table. The first rows of a process run while the JIT is still compiling the search code (its CPU
     * counts as FileSearch's), so more warm-up calls measure the warm state the in-process figures stand for.
     */
    public static void main(String[] args) throws Exception {
        Path corpus = Path.of(args.length > 0 ? args[0] : "/tmp/fs-corpus").toAbsolutePath();
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        int warmUp = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        Path gitTree = Path.of(corpus + "-git");
        FileSearch search = FileSearch.builder()
                .baseDirectory(corpus)
                .grepDeadline(Duration.ofMinutes(5))
                .build();
        FileSearch gitSearch = search.toBuilder().baseDirectory(gitTree).build();
        String c = corpus.toString();
        List<Row> rows = List.of(
                new Row(
                        "rare literal `" + FileSearchBenchmark.RARE + "`",
                        () -> grep(search, FileSearchBenchmark.RARE),
                        List.of("rg", "--no-ignore", "--hidden", "-n", FileSearchBenchmark.RARE, c)),
                new Row(
                        "caseless `" + FileSearchBenchmark.CASELESS + "`",
                        () -> grep(search, FileSearchBenchmark.CASELESS),
                        List.of("rg", "--no-ignore", "--hidden", "-n", "(?i-u)heap exhausted", c)),
                new Row(
                        "caseless `" + FileSearchBenchmark.CASELESS_UNICODE + "`",
                        () -> grep(search, FileSearchBenchmark.CASELESS_UNICODE),
                        List.of("rg", "--no-ignore", "--hidden", "-n", "-i", "heap exhausted", c)),
                new Row(
                        "no literal `" + FileSearchBenchmark.NO_LITERAL + "`",
                        () -> grep(search, FileSearchBenchmark.NO_LITERAL),
                        List.of("rg", "--no-ignore", "--hidden", "-n", FileSearchBenchmark.NO_LITERAL, c)),
                new Row(
                        "git tree, rare literal (ignored target/ skipped)",
                        () -> grep(gitSearch, FileSearchBenchmark.RARE),
                        List.of("rg", "-n", FileSearchBenchmark.RARE, gitTree.toString())));
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        System.out.println("| search | FileSearch wall | FileSearch CPU | rg wall | rg CPU | wall ratio | CPU ratio |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|");
        for (Row row : rows) {
            for (int i = 0; i < warmUp; i++) {
                row.fileSearch().get();
                run(row.rg());
            }
            long fsWall = 0;
            long fsCpu = 0;
            long rgWall = 0;
            long rgCpu = 0;
            for (int i = 0; i < repetitions; i++) {
                long cpu = os.getProcessCpuTime();
                long wall = System.nanoTime();
                row.fileSearch().get();
                fsWall += System.nanoTime() - wall;
                fsCpu += os.getProcessCpuTime() - cpu;
                long children = childrenCpuNanos();
                wall = System.nanoTime();
                run(row.rg());
                rgWall += System.nanoTime() - wall;
                rgCpu += childrenCpuNanos() - children;
            }
            System.out.printf(
                    "| %s | %d ms | %d ms | %d ms | %d ms | %.2f× | %.2f× |%n",
                    row.name(),
                    fsWall / repetitions / 1_000_000,
                    fsCpu / repetitions / 1_000_000,
                    rgWall / repetitions / 1_000_000,
                    rgCpu / repetitions / 1_000_000,
                    (double) fsWall / rgWall,
                    (double) fsCpu / rgCpu);
        }
    }

    private static Object grep(FileSearch search, String pattern) {
        return search.grep(GrepRequest.builder(pattern).maxResults(200).build());
    }

    private static void run(List<String> command) throws Exception {
        Process process = new ProcessBuilder(new ArrayList<>(command))
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        process.waitFor();
    }

    /** Returns the user + system CPU of this process's waited-for children (fields 16 and 17 of /proc/self/stat). */
    private static long childrenCpuNanos() throws Exception {
        String stat = Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // fields[0] is field 3 of the file; cutime and cstime are fields 16 and 17, in clock ticks of 1/100 s.
        long ticks = Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
        return ticks * 10_000_000L;
    }
}
