package io.agenttoolkit.web.fetch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A raw-socket HTTP/1.1 server on 127.0.0.1 that records every request line that reaches it and answers each
 * connection's requests with a script: {@code "reset"} reads the request and resets the connection (RST, no byte of
 * reply), {@code "ok"} answers 200 with a small HTML page and keeps the connection alive. The last step repeats.
 */
final class ResettingServer implements AutoCloseable {
    private final ServerSocket socket;
    private final List<String> requestLines = new CopyOnWriteArrayList<>();
    private final List<String> script;
    private final Thread acceptor;
    private int served;

    private ResettingServer(List<String> script) throws IOException {
        this.script = List.copyOf(script);
        this.socket = new ServerSocket();
        socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        acceptor = new Thread(this::acceptLoop, "resetting-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Starts a server that answers requests, in arrival order, as the script says. */
    static ResettingServer start(String... script) throws IOException {
        return new ResettingServer(List.of(script));
    }

    String url(String path) {
        return "http://127.0.0.1:" + socket.getLocalPort() + path;
    }

    /** Returns the request lines that reached the server, e.g. {@code GET /page HTTP/1.1}. */
    List<String> requestLines() {
        return List.copyOf(requestLines);
    }

    private void acceptLoop() {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                Thread handler = new Thread(() -> serve(connection), "resetting-server-connection");
                handler.setDaemon(true);
                handler.start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket connection) {
        try (connection) {
            InputStream in = connection.getInputStream();
            OutputStream out = connection.getOutputStream();
            while (true) {
                String head = readHead(in);
                if (head == null) {
                    return;
                }
                requestLines.add(head.substring(0, head.indexOf("\r\n")));
                String step;
                synchronized (this) {
                    step = script.get(Math.min(served++, script.size() - 1));
                }
                if (step.equals("reset")) {
                    connection.setSoLinger(true, 0); // close() now sends RST
                    return;
                }
                byte[] body = "<html><body><p>fine</p></body></html>".getBytes(StandardCharsets.UTF_8);
                out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: " + body.length + "\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                out.write(body);
                out.flush();
            }
        } catch (IOException e) {
            // the client went away
        }
    }

    // Reads up to the blank line that ends a request head (GET requests carry no body); null at end of stream.
    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int b;
        while ((b = in.read()) != -1) {
            head.append((char) b);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                return head.toString();
            }
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
