package io.agenttoolkit.redis;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A second JVM running {@link PeerMain} with this test's classpath: another process sharing the same Redis, as a second
 * server replica would. Its stderr (logs) goes to the test's; its stdout lines are read by the test.
 */
final class SecondJvm implements AutoCloseable {
    private final Process process;
    private final BufferedReader out;
    private final Writer in;

    private SecondJvm(Process process) {
        this.process = process;
        this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    }

    static SecondJvm start(String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add("-Xshare:auto");
        command.add("-XX:TieredStopAtLevel=1");
        command.add(PeerMain.class.getName());
        command.addAll(List.of(args));
        return new SecondJvm(new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start());
    }

    /** Returns the next line the peer printed; fails when it exits first. */
    String readLine() throws IOException {
        String line = out.readLine();
        if (line == null) {
            throw new IOException("the second JVM ended before printing a line; see its log above");
        }
        return line;
    }

    void send(String line) throws IOException {
        in.write(line + "\n");
        in.flush();
    }

    /** Waits for the peer to end and returns its exit code. */
    int waitFor() throws InterruptedException {
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
