package io.agenttoolkit.web.fetch.internal;

import java.net.URI;
import java.net.http.HttpHeaders;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A reply read within the budget: the final URL after redirects, the status, the headers and the decompressed body,
 * cut off at the byte limit.
 *
 * @param uri the URL that answered, after redirects
 * @param status the HTTP status
 * @param headers the reply's headers
 * @param body the decompressed body, at most the byte limit
 * @param truncated whether the body was cut off at the limit
 */
public record HttpReply(URI uri, int status, HttpHeaders headers, byte[] body, boolean truncated) {
    private static final Pattern CHARSET =
            Pattern.compile("charset\\s*=\\s*[\"']?([\\w.:-]+)", Pattern.CASE_INSENSITIVE);

    /** Returns whether the status is 2xx. */
    public boolean isSuccess() {
        return status >= 200 && status < 300;
    }

    /** Returns the Content-Type header, or an empty string. */
    public String contentTypeHeader() {
        return headers.firstValue("content-type").orElse("");
    }

    /** Returns the media type without parameters, lower case ({@code text/html}); empty when absent. */
    public String mediaType() {
        return ContentTypes.mediaType(contentTypeHeader());
    }

    /** Returns the body decoded with the declared charset, a {@code <meta charset>} for HTML, else UTF-8. */
    public String text() {
        Charset charset = declaredCharset(contentTypeHeader());
        if (charset == null && mediaType().contains("html")) {
            String head = new String(body, 0, Math.min(body.length, 2048), StandardCharsets.ISO_8859_1);
            charset = declaredCharset(head);
        }
        int offset = 0;
        if (body.length >= 3 && (body[0] & 0xff) == 0xef && (body[1] & 0xff) == 0xbb && (body[2] & 0xff) == 0xbf) {
            charset = StandardCharsets.UTF_8;
            offset = 3;
        }
        return new String(body, offset, body.length - offset, charset == null ? StandardCharsets.UTF_8 : charset);
    }

    private static @Nullable Charset declaredCharset(String text) {
        Matcher matcher = CHARSET.matcher(text);
        if (!matcher.find()) {
            return null;
        }
        try {
            return Charset.forName(matcher.group(1).toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
