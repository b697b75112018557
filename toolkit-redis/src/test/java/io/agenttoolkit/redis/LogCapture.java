package io.agenttoolkit.redis;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Captures what slf4j-simple writes to {@code System.err} (it looks the stream up on every line) while a test runs,
 * still echoing it to the real stream.
 */
final class LogCapture implements AutoCloseable {
    private final PrintStream original = System.err;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

    LogCapture() {
        PrintStream tee = new PrintStream(
                new java.io.OutputStream() {
                    @Override
                    public synchronized void write(int b) {
                        buffer.write(b);
                        original.write(b);
                    }

                    @Override
                    public synchronized void write(byte[] bytes, int offset, int length) {
                        buffer.write(bytes, offset, length);
                        original.write(bytes, offset, length);
                    }
                },
                true,
                StandardCharsets.UTF_8);
        System.setErr(tee);
    }

    synchronized String text() {
        return buffer.toString(StandardCharsets.UTF_8);
    }

    List<String> warnings() {
        return Arrays.stream(text().split("\\R"))
                .filter(line -> line.contains(" WARN "))
                .toList();
    }

    @Override
    public void close() {
        System.setErr(original);
    }
}
