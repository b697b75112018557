package io.agenttoolkit.reader.internal;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** The image formats {@code read_image} accepts, told apart by their magic bytes. */
public enum ImageFormat {
    /** Portable Network Graphics. */
    PNG("image/png", "png", List.of(".png")),
    /** JPEG / JFIF / Exif. */
    JPEG("image/jpeg", "jpeg", List.of(".jpg", ".jpeg")),
    /** GIF 87a and 89a. */
    GIF("image/gif", "gif", List.of(".gif")),
    /** WebP (lossy, lossless and extended), read through the TwelveMonkeys ImageIO plugin. */
    WEBP("image/webp", "webp", List.of(".webp"));

    /** The accepted extensions, sorted, as the error message lists them. */
    public static final String SUPPORTED_EXTENSIONS = ".gif, .jpeg, .jpg, .png, .webp";

    private final String mediaType;
    private final String imageIoName;
    private final List<String> extensions;

    ImageFormat(String mediaType, String imageIoName, List<String> extensions) {
        this.mediaType = mediaType;
        this.imageIoName = imageIoName;
        this.extensions = extensions;
    }

    /** Returns the MIME type, e.g. {@code image/png}. */
    public String mediaType() {
        return mediaType;
    }

    /** Returns the format name ImageIO knows the reader by. */
    String imageIoName() {
        return imageIoName;
    }

    /** Returns the format an extension (with its dot, any case) names, or null when it names none. */
    public static @Nullable ImageFormat ofExtension(String extension) {
        String lower = extension.toLowerCase(Locale.ROOT);
        for (ImageFormat format : values()) {
            if (format.extensions.contains(lower)) {
                return format;
            }
        }
        return null;
    }

    /** Returns the format whose signature starts {@code data}, or null when none does. */
    public static @Nullable ImageFormat sniff(byte[] data, int length) {
        if (startsWith(data, length, 0, new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'})) {
            return PNG;
        }
        if (startsWith(data, length, 0, new byte[] {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF})) {
            return JPEG;
        }
        if (startsWith(data, length, 0, ascii("GIF87a")) || startsWith(data, length, 0, ascii("GIF89a"))) {
            return GIF;
        }
        if (startsWith(data, length, 0, ascii("RIFF")) && startsWith(data, length, 8, ascii("WEBP"))) {
            return WEBP;
        }
        return null;
    }

    /** Returns what the bytes look like, for an error message: {@code a PDF document}, {@code a ZIP archive}, …. */
    public static String describe(byte[] data, int length) {
        ImageFormat format = sniff(data, length);
        if (format != null) {
            return "a " + format.name() + " image";
        }
        if (startsWith(data, length, 0, ascii("%PDF"))) {
            return "a PDF document";
        }
        if (startsWith(data, length, 0, ascii("PK\u0003\u0004"))) {
            return "a ZIP archive";
        }
        if (startsWith(data, length, 0, ascii("BM"))) {
            return "a BMP image";
        }
        if (length == 0) {
            return "empty";
        }
        return "not an image in any supported format";
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.ISO_8859_1);
    }

    private static boolean startsWith(byte[] data, int length, int at, byte[] signature) {
        if (length < at + signature.length) {
            return false;
        }
        for (int i = 0; i < signature.length; i++) {
            if (data[at + i] != signature[i]) {
                return false;
            }
        }
        return true;
    }
}
