package io.agenttoolkit.examples;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket, for what {@code java.net.http} will not send: a foreign {@code Host} header, a body
 * sent whole whatever the server answers. One request per connection ({@code Connection: close}).
 */
final class RawHttp {
    private RawHttp() {}

    /** A response: status code, headers with lower-case names, body as text. */
    record Response(int status, Map<String, String> headers, String body) {}

    /**
     * Sends one request to the server at {@code base} and reads the whole response. {@code headers} is the header
     * block without the final empty line, e.g. {@code "Host: x\r\nOrigin: y\r\n"}; a {@code Content-Length} is added
     * when there is a body.
     */
    static Response send(URI base, String method, String path, String headers, byte[] body) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), 5_000);
            socket.setSoTimeout(30_000);
            OutputStream out = socket.getOutputStream();
            StringBuilder head = new StringBuilder()
                    .append(method)
                    .append(' ')
                    .append(path)
                    .append(" HTTP/1.1\r\n")
                    .append(headers)
                    .append("Connection: close\r\n");
            if (body.length > 0) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            head.append("\r\n");
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            return read(socket.getInputStream());
        }
    }

    /** Sends a request without a body. */
    static Response send(URI base, String method, String path, String headers) throws IOException {
        return send(base, method, path, headers, new byte[0]);
    }

    private static Response read(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        in.transferTo(all);
        String text = all.toString(StandardCharsets.UTF_8);
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            throw new IOException("no complete response head in: " + text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(
                    lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                    lines[i].substring(colon + 1).trim());
        }
        String body = text.substring(end + 4);
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            body = unchunk(body);
        }
        return new Response(status, headers, body);
    }

    private static String unchunk(String chunked) {
        StringBuilder body = new StringBuilder();
        int at = 0;
        while (at < chunked.length()) {
            int lineEnd = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(chunked.substring(at, lineEnd).trim(), 16);
            if (size == 0) {
                break;
            }
            body.append(chunked, lineEnd + 2, lineEnd + 2 + size);
            at = lineEnd + 2 + size + 2;
        }
        return body.toString();
    }
}
