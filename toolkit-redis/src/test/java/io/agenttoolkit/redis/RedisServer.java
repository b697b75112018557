package io.agenttoolkit.redis;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real {@code redis-server} (Debian's package) run by a test as a child process on a free loopback port, without
 * persistence, so that a restart starts empty. {@link #kill()} and {@link #restart()} simulate an outage.
 */
public final class RedisServer implements AutoCloseable {
    private static final Path BINARY = Path.of("/usr/bin/redis-server");

    private final int port;
    private final Path directory;
    private Process process;

    private RedisServer(int port, Path directory) throws IOException {
        this.port = port;
        this.directory = directory;
        this.process = launch();
    }

    /** Starts a server on a free port; fails the test, saying how to install it, when redis-server is missing. */
    public static RedisServer start() throws IOException {
        if (!Files.isExecutable(BINARY)) {
            fail("redis-server not found at " + BINARY + "; install it with: apt-get install redis-server");
        }
        return new RedisServer(freePort(), Files.createTempDirectory("toolkit-redis-test"));
    }

    public String url() {
        return "redis://127.0.0.1:" + port;
    }

    int port() {
        return port;
    }

    /** Stops the server at once (SIGKILL), as a crash would. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
    }

    /** Starts the server again on the same port; it comes back empty. */
    void restart() throws IOException {
        process = launch();
    }

    /** Runs one command through redis-cli and returns its output. */
    String cli(String... command) throws IOException, InterruptedException {
        List<String> args = new java.util.ArrayList<>(List.of("redis-cli", "-h", "127.0.0.1", "-p", "" + port));
        args.addAll(List.of(command));
        Process cli = new ProcessBuilder(args).redirectErrorStream(true).start();
        String out = new String(cli.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        cli.waitFor(10, TimeUnit.SECONDS);
        return out.strip();
    }

    private Process launch() throws IOException {
        Process started = new ProcessBuilder(
                        BINARY.toString(),
                        "--port",
                        Integer.toString(port),
                        "--bind",
                        "127.0.0.1",
                        "--save",
                        "",
                        "--appendonly",
                        "no",
                        "--dir",
                        directory.toString())
                .redirectErrorStream(true)
                .redirectOutput(directory.resolve("redis.log").toFile())
                .start();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < end) {
            if (!started.isAlive()) {
                fail("redis-server exited with " + started.exitValue() + ": "
                        + Files.readString(directory.resolve("redis.log")));
            }
            if (answersPing()) {
                return started;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while starting redis-server", e);
            }
        }
        started.destroyForcibly();
        throw new IOException("redis-server did not answer on port " + port + " within 20 s");
    }

    private boolean answersPing() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
            socket.setSoTimeout(500);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] reply = new byte[7];
            int read = in.readNBytes(reply, 0, 7);
            return read == 7 && new String(reply, StandardCharsets.US_ASCII).equals("+PONG\r\n");
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
