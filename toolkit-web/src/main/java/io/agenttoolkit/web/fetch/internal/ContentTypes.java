package io.agenttoolkit.web.fetch.internal;

import java.util.Locale;
import java.util.Set;

/** Which reply types are refused as binary, returned as they are, or extracted as HTML. */
public final class ContentTypes {
    private static final Set<String> BINARY_PREFIXES = Set.of("image/", "audio/", "video/", "font/");
    private static final Set<String> BINARY_TYPES = Set.of(
            "application/pdf",
            "application/zip",
            "application/gzip",
            "application/x-gzip",
            "application/x-tar",
            "application/x-7z-compressed",
            "application/x-rar-compressed",
            "application/vnd.rar",
            "application/octet-stream",
            "application/wasm",
            "application/msword",
            "application/vnd.ms-excel",
            "application/vnd.ms-powerpoint",
            "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            "application/vnd.openxmlformats-officedocument.presentationml.presentation");
    private static final Set<String> DIRECT_TYPES = Set.of(
            "text/plain",
            "text/csv",
            "text/markdown",
            "text/x-markdown",
            "text/xml",
            "text/yaml",
            "text/x-yaml",
            "application/json",
            "application/ld+json",
            "application/xml",
            "application/yaml",
            "application/x-yaml",
            "application/rss+xml",
            "application/atom+xml");

    private ContentTypes() {}

    /** Returns the media type of a Content-Type header value without its parameters, in lower case. */
    public static String mediaType(String contentType) {
        int semicolon = contentType.indexOf(';');
        String type = semicolon < 0 ? contentType : contentType.substring(0, semicolon);
        return type.trim().toLowerCase(Locale.ROOT);
    }

    /** Returns whether the media type is binary content the fetcher refuses. */
    public static boolean isBinary(String mediaType) {
        for (String prefix : BINARY_PREFIXES) {
            if (mediaType.startsWith(prefix)) {
                return true;
            }
        }
        return BINARY_TYPES.contains(mediaType);
    }

    /** Returns whether the media type is text that is returned as it is (strategy {@code direct}). */
    public static boolean isDirect(String mediaType) {
        return DIRECT_TYPES.contains(mediaType)
                || mediaType.endsWith("+json")
                || mediaType.endsWith("+xml") && !mediaType.equals("application/xhtml+xml");
    }
}
