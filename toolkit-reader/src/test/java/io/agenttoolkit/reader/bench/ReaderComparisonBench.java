package io.agenttoolkit.reader.bench;

import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.reader.Reader;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * Times the reader tools against the command-line tools that do the same job, in one run on the same files: {@code
 * read} of a 10 MB text file against {@code cat -n} and {@code sed -n}, {@code read_pdf} of 20 pages of a long manual
 * against poppler's {@code pdftotext}, and {@code read_image} downsampling of a 12-megapixel photo. Prints medians of
 * warm runs. See BENCHMARKS.md for how to run it.
 *
 * <p>Arguments: {@code [pdf] [first page]}; default {@code /usr/share/R/doc/manual/fullrefman.pdf} (Debian's {@code
 * r-doc-pdf}, 2,415 pages) from page 1000.
 */
public final class ReaderComparisonBench {
    private static final int WARMUP = 15;
    private static final int RUNS = 25;

    private ReaderComparisonBench() {}

    public static void main(String[] args) throws Exception {
        Path pdf = Path.of(args.length > 0 ? args[0] : "/usr/share/R/doc/manual/fullrefman.pdf");
        int firstPage = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        Path work = Files.createTempDirectory("reader-bench");
        Reader reader = Reader.builder().baseDirectory(work).build();

        String sections = System.getProperty("sections", "text,pdf,image");
        if (sections.contains("text")) {
            textSection(reader, work);
        }
        if (sections.contains("pdf")) {
            pdfSection(reader, pdf, firstPage);
        }
        if (sections.contains("image")) {
            imageSection(reader, work);
        }
        try (var files = Files.list(work)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(work);
    }

    private static void textSection(Reader reader, Path work) throws Exception {
        Path text = work.resolve("ten-mb.txt");
        int lines = writeTextFile(text, 10_000_000);
        System.out.printf("text file: %d bytes, %d lines%n", Files.size(text), lines);
        int nearEnd = lines - 1999;
        for (int i = 0; i < 30; i++) {
            reader.read(text.toString());
            reader.read(text.toString(), nearEnd, null);
        }
        double readFirst = median(() -> reader.read(text.toString()));
        double readEnd = median(() -> reader.read(text.toString(), nearEnd, null));
        double catN = median(() -> run("cat", "-n", text.toString()));
        double sedFirst = median(() -> run("sed", "-n", "1,2000p", text.toString()));
        double sedEnd = median(() -> run("sed", "-n", nearEnd + "," + lines + "p", text.toString()));
        double spawn = median(() -> run("true"));
        row("read offset=1 (2000 lines)", readFirst);
        row("read offset=" + nearEnd + " (last 2000 lines)", readEnd);
        row("cat -n (whole file)", catN);
        row("sed -n 1,2000p", sedFirst);
        row("sed -n " + nearEnd + "," + lines + "p", sedEnd);
        row("process spawn alone (true)", spawn);
        System.out.printf(
                "ratio read(offset=1)/cat -n = %.2f, read(near end)/cat -n = %.2f%n", readFirst / catN, readEnd / catN);
    }

    private static void pdfSection(Reader reader, Path pdf, int firstPage) throws Exception {
        if (Files.exists(pdf)) {
            String pages = firstPage + "-" + (firstPage + 19);
            String sample = reader.readPdf(pdf.toString(), pages);
            System.out.printf("%npdf: %s pages %s -> %d characters%n", pdf, pages, sample.length());
            double ours = median(() -> reader.readPdf(pdf.toString(), pages));
            double poppler = median(
                    () -> run("pdftotext", "-f", "" + firstPage, "-l", "" + (firstPage + 19), pdf.toString(), "-"));
            double opened = median(() -> Reader.create().readPdf(pdf.toString(), pages));
            row("read_pdf " + pages + " (document kept open)", ours);
            row("read_pdf " + pages + " (new Reader: opened per call)", opened);
            row("pdftotext -f " + firstPage + " -l " + (firstPage + 19), poppler);
            System.out.printf(
                    "ratio read_pdf/pdftotext = %.2f kept open, %.2f opened per call (wall)%n",
                    ours / poppler, opened / poppler);
            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
            double oursCpu = medianOfValues(() -> {
                long start = threads.getCurrentThreadCpuTime();
                reader.readPdf(pdf.toString(), pages);
                return (threads.getCurrentThreadCpuTime() - start) / 1e6;
            });
            double popplerCpu = medianOfValues(() -> childCpuMillis(
                    "pdftotext", "-f", "" + firstPage, "-l", "" + (firstPage + 19), pdf.toString(), "/dev/null"));
            double openedCpu = medianOfValues(() -> {
                long start = threads.getCurrentThreadCpuTime();
                Reader.create().readPdf(pdf.toString(), pages);
                return (threads.getCurrentThreadCpuTime() - start) / 1e6;
            });
            com.sun.management.ThreadMXBean allocation = (com.sun.management.ThreadMXBean) threads;
            long before = allocation.getCurrentThreadAllocatedBytes();
            Reader.create().readPdf(pdf.toString(), pages);
            System.out.printf(
                    "  read_pdf opened per call allocates %.0f MB%n",
                    (allocation.getCurrentThreadAllocatedBytes() - before) / 1e6);
            row("read_pdf CPU time, kept open (calling thread)", oursCpu);
            row("read_pdf CPU time, opened per call", openedCpu);
            row("pdftotext CPU time (user+sys, 10 ms resolution)", popplerCpu);
            System.out.printf(
                    "ratio read_pdf/pdftotext = %.2f kept open, %.2f opened per call (CPU)%n",
                    oursCpu / popplerCpu, openedCpu / popplerCpu);
        } else {
            System.out.println("\nno PDF at " + pdf + ": apt-get install -y r-doc-pdf poppler-utils");
        }
    }

    private static void imageSection(Reader reader, Path work) throws Exception {
        Path photo = work.resolve("photo.jpg");
        Files.write(photo, photoJpeg(4000, 3000));
        List<ContentBlock> blocks = reader.readImage(photo.toString());
        ContentBlock.ImageSource source = ((ContentBlock.ImageBlock) blocks.get(1)).source();
        BufferedImage result = ImageIO.read(
                new java.io.ByteArrayInputStream(Base64.getDecoder().decode(source.data())));
        System.out.printf(
                "%nimage: 4000x3000 JPEG, %d bytes (%d base64) -> %s %dx%d, %d base64 bytes (max 5242880)%n",
                Files.size(photo),
                4 * ((Files.size(photo) + 2) / 3),
                source.mediaType(),
                result.getWidth(),
                result.getHeight(),
                source.data().length());
        row("read_image 12 MP photo to 5 MiB", median(() -> reader.readImage(photo.toString()), 3, 7));
        List<ContentBlock> small = reader.readImage(photo.toString(), 1024 * 1024);
        ContentBlock.ImageSource smallSource = ((ContentBlock.ImageBlock) small.get(1)).source();
        BufferedImage smallImage = ImageIO.read(
                new java.io.ByteArrayInputStream(Base64.getDecoder().decode(smallSource.data())));
        System.out.printf(
                "image: same photo, max_size 1 MiB -> %s %dx%d, %d base64 bytes%n",
                smallSource.mediaType(),
                smallImage.getWidth(),
                smallImage.getHeight(),
                smallSource.data().length());
        row("read_image 12 MP photo to 1 MiB", median(() -> reader.readImage(photo.toString(), 1024 * 1024), 3, 7));
    }

    private static int writeTextFile(Path file, long bytes) throws IOException {
        Random random = new Random(42);
        String[] words = {
            "INFO",
            "request",
            "served",
            "in",
            "ms",
            "user",
            "path",
            "/api/v1/items",
            "status",
            "200",
            "cache",
            "miss",
            "upstream",
            "latency",
            "WARN",
            "retry",
            "connection",
            "reset"
        };
        int lines = 0;
        long written = 0;
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            StringBuilder line = new StringBuilder();
            while (written < bytes) {
                line.setLength(0);
                line.append("2026-11-22T03:").append(10 + lines % 50).append(' ');
                int count = 4 + random.nextInt(14);
                for (int i = 0; i < count; i++) {
                    line.append(words[random.nextInt(words.length)]).append(' ');
                }
                line.append(random.nextInt(100_000)).append('\n');
                out.write(line.toString());
                written += line.length();
                lines++;
            }
        }
        return lines;
    }

    private static byte[] photoJpeg(int width, int height) throws IOException {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Random random = new Random(7);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int r = (int) (127 + 110 * Math.sin(x / 90.0 + y / 170.0)) + random.nextInt(40) - 20;
                int g = (int) (127 + 110 * Math.cos(y / 60.0)) + random.nextInt(40) - 20;
                int b = x * 255 / width + random.nextInt(40) - 20;
                image.setRGB(x, y, clamp(r) << 16 | clamp(g) << 8 | clamp(b));
            }
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream stream = new MemoryCacheImageOutputStream(out)) {
            writer.setOutput(stream);
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(0.95f);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }

    private static Object run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        int exit = process.waitFor();
        if (exit != 0) {
            throw new IllegalStateException(String.join(" ", command) + " exited with " + exit);
        }
        return exit;
    }

    /** Runs a command under {@code /usr/bin/time} and returns its user + system CPU time. */
    private static double childCpuMillis(String... command) throws IOException, InterruptedException {
        List<String> timed = new ArrayList<>(List.of("/usr/bin/time", "-f", "%U %S"));
        timed.addAll(List.of(command));
        Process process = new ProcessBuilder(timed)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String[] lines = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8)
                .strip()
                .split("\n");
        process.waitFor();
        String[] fields = lines[lines.length - 1].trim().split(" ");
        return (Double.parseDouble(fields[0]) + Double.parseDouble(fields[1])) * 1000;
    }

    /** Returns the median of the values the task returns (CPU times), after warm-up runs. */
    private static double medianOfValues(Callable<Double> task) throws Exception {
        for (int i = 0; i < WARMUP; i++) {
            task.call();
        }
        double[] values = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            values[i] = task.call();
        }
        Arrays.sort(values);
        return values[RUNS / 2];
    }

    private static double median(Callable<?> task) throws Exception {
        return median(task, WARMUP, RUNS);
    }

    private static double median(Callable<?> task, int warmup, int runs) throws Exception {
        for (int i = 0; i < warmup; i++) {
            task.call();
        }
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            task.call();
            times.add((System.nanoTime() - start) / 1e6);
        }
        double[] sorted = times.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static void row(String name, double millis) {
        System.out.printf("  %-45s %9.2f ms%n", name, millis);
    }
}
