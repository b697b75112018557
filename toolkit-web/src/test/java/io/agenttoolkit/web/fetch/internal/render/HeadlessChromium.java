package io.agenttoolkit.web.fetch.internal.render;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A real headless Chromium started for a test class, listening for DevTools on a loopback port it chose itself.
 * Tests never skip when the browser is missing: they fail and say how to install it.
 */
public final class HeadlessChromium implements AutoCloseable {
    private static final List<String> CANDIDATES = List.of(
            "/usr/bin/chromium",
            "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome",
            "/usr/bin/google-chrome-stable");

    private final Process process;
    private final Path userDataDir;
    private final int port;

    private HeadlessChromium(Process process, Path userDataDir, int port) {
        this.process = process;
        this.userDataDir = userDataDir;
        this.port = port;
    }

    /** Returns the browser executable: {@code CHROMIUM_PATH} when set, else the usual Debian locations. */
    public static Path executable() {
        String configured = System.getenv("CHROMIUM_PATH");
        if (configured != null && !configured.isBlank()) {
            Path path = Path.of(configured);
            if (Files.isExecutable(path)) {
                return path;
            }
            throw new IllegalStateException(
                    "Chromium not found at CHROMIUM_PATH=" + configured + ": apt-get install chromium");
        }
        for (String candidate : CANDIDATES) {
            Path path = Path.of(candidate);
            if (Files.isExecutable(path)) {
                return path;
            }
        }
        throw new IllegalStateException("Chromium not found: apt-get install chromium");
    }

    /**
     * Starts a headless Chromium with a fresh profile and waits until its DevTools port is known.
     *
     * @param extraArguments further command-line switches, such as {@code --host-resolver-rules=...}
     */
    public static HeadlessChromium start(String... extraArguments) throws IOException, InterruptedException {
        Path executable = executable();
        Path userDataDir = Files.createTempDirectory("render-chromium-");
        List<String> command = new ArrayList<>(List.of(
                executable.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
                "--user-data-dir=" + userDataDir,
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--no-first-run",
                "--disable-quic",
                "--disable-extensions",
                "--disable-default-apps"));
        command.addAll(List.of(extraArguments));
        command.add("about:blank");
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(userDataDir.resolve("chromium.log").toFile())
                .start();
        Path portFile = userDataDir.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IllegalStateException(
                        "Chromium exited with " + process.exitValue() + ": " + log(userDataDir));
            }
            if (Files.exists(portFile)) {
                List<String> lines = Files.readAllLines(portFile, StandardCharsets.UTF_8);
                if (!lines.isEmpty() && !lines.get(0).isBlank()) {
                    return new HeadlessChromium(
                            process, userDataDir, Integer.parseInt(lines.get(0).strip()));
                }
            }
            Thread.sleep(50);
        }
        process.destroyForcibly();
        throw new IllegalStateException("Chromium did not report a DevTools port within 30 s: " + log(userDataDir));
    }

    private static String log(Path userDataDir) {
        try {
            return Files.readString(userDataDir.resolve("chromium.log"));
        } catch (IOException e) {
            return "(no log)";
        }
    }

    /** Returns the DevTools port. */
    public int port() {
        return port;
    }

    /** Returns the endpoint in the form users configure: {@code ws://127.0.0.1:<port>}. */
    public String endpoint() {
        return "ws://127.0.0.1:" + port;
    }

    /** Kills the browser and deletes its profile. */
    @Override
    public void close() throws IOException {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(userDataDir)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        }
    }
}
