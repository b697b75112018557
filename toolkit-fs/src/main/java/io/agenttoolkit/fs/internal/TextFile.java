package io.agenttoolkit.fs.internal;

import io.agenttoolkit.core.InvalidArgumentException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The text of a file together with what is needed to write it back the same way: its encoding (UTF-8 with or
 * without a byte-order mark, UTF-16 LE or BE by their mark) and its line-ending style.
 *
 * <p>Callers work on the {@linkplain #normalized() normalised} text, where a CRLF file's line breaks are plain
 * {@code \n}, and turn new text back with {@link #encode(String)}, which restores the file's line endings and mark.
 */
public final class TextFile {
    /** How a file's bytes become text. */
    public enum Encoding {
        UTF_8(StandardCharsets.UTF_8, new byte[0]),
        UTF_8_BOM(StandardCharsets.UTF_8, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}),
        UTF_16LE(StandardCharsets.UTF_16LE, new byte[] {(byte) 0xFF, (byte) 0xFE}),
        UTF_16BE(StandardCharsets.UTF_16BE, new byte[] {(byte) 0xFE, (byte) 0xFF});

        private final Charset charset;
        private final byte[] bom;

        Encoding(Charset charset, byte[] bom) {
            this.charset = charset;
            this.bom = bom;
        }
    }

    /** How lines end in a file. */
    public enum LineEnding {
        /** Every line break is {@code \n} (or there is none). */
        LF,
        /** Every line break is {@code \r\n}. */
        CRLF,
        /** Both kinds occur; text is then kept exactly as written. */
        MIXED
    }

    private final String text;
    private final Encoding encoding;
    private final LineEnding lineEnding;

    private TextFile(String text, Encoding encoding, LineEnding lineEnding) {
        this.text = text;
        this.encoding = encoding;
        this.lineEnding = lineEnding;
    }

    /** Returns an empty UTF-8 file with {@code \n} line endings, the form of a new file. */
    public static TextFile empty() {
        return new TextFile("", Encoding.UTF_8, LineEnding.LF);
    }

    /**
     * Decodes a file's bytes.
     *
     * @throws InvalidArgumentException when the bytes are not valid text in the encoding their mark (or its absence)
     *     announces; the message names the file as {@code shownPath} and the byte offset
     */
    public static TextFile decode(byte[] bytes, String shownPath) {
        Encoding encoding = Encoding.UTF_8;
        for (Encoding candidate : new Encoding[] {Encoding.UTF_8_BOM, Encoding.UTF_16LE, Encoding.UTF_16BE}) {
            if (startsWith(bytes, candidate.bom)) {
                encoding = candidate;
                break;
            }
        }
        int offset = encoding.bom.length;
        CharsetDecoder decoder = encoding.charset
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer input = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
        CharBuffer output =
                CharBuffer.allocate((int) Math.ceil((bytes.length - offset) * (double) decoder.maxCharsPerByte()) + 1);
        var result = decoder.decode(input, output, true);
        if (!result.isError()) {
            result = decoder.flush(output);
        }
        if (result.isError()) {
            String name = encoding == Encoding.UTF_16LE || encoding == Encoding.UTF_16BE ? "UTF-16" : "UTF-8";
            throw new InvalidArgumentException(
                    "'" + shownPath + "' is not valid " + name + " text (invalid bytes at offset " + input.position()
                            + "); only UTF-8 and UTF-16 text files with a byte-order mark can be read");
        }
        output.flip();
        String text = output.toString();
        return new TextFile(text, encoding, lineEnding(text));
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    static LineEnding lineEnding(String text) {
        int lf = 0;
        int crlf = 0;
        for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
            lf++;
            if (i > 0 && text.charAt(i - 1) == '\r') {
                crlf++;
            }
        }
        if (crlf == 0) {
            return LineEnding.LF;
        }
        return crlf == lf ? LineEnding.CRLF : LineEnding.MIXED;
    }

    /** Returns the text as decoded, without the byte-order mark. */
    public String text() {
        return text;
    }

    /** Returns the text with a CRLF file's line breaks turned into {@code \n}; other files' text unchanged. */
    public String normalized() {
        return lineEnding == LineEnding.CRLF ? text.replace("\r\n", "\n") : text;
    }

    /** Returns text a caller wrote in {@code \n} form (or CRLF) in this file's line-ending style. */
    public String inFileStyle(String text) {
        return switch (lineEnding) {
            case CRLF -> text.replace("\r\n", "\n").replace("\n", "\r\n");
            case LF -> text.replace("\r\n", "\n");
            case MIXED -> text;
        };
    }

    /** Returns text a caller wrote, with line breaks in the normalised form {@link #normalized()} uses. */
    public String inNormalizedStyle(String text) {
        return lineEnding == LineEnding.CRLF ? text.replace("\r\n", "\n") : text;
    }

    /** Returns the bytes of {@code normalizedText} written in this file's encoding, mark and line endings. */
    public byte[] encode(String normalizedText) {
        return encodeRaw(inFileStyle(normalizedText));
    }

    /** Returns the bytes of text already in the file's line-ending style, with the file's encoding and mark. */
    public byte[] encodeRaw(String fileStyleText) {
        byte[] body = fileStyleText.getBytes(encoding.charset);
        byte[] bytes = new byte[encoding.bom.length + body.length];
        System.arraycopy(encoding.bom, 0, bytes, 0, encoding.bom.length);
        System.arraycopy(body, 0, bytes, encoding.bom.length, body.length);
        return bytes;
    }

    /** Returns the encoding. */
    public Encoding encoding() {
        return encoding;
    }

    /** Returns the line-ending style. */
    public LineEnding lineEnding() {
        return lineEnding;
    }
}
