package io.agenttoolkit.reader.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Renders lines of a UTF-8 text file with right-aligned line numbers.
 *
 * <p>Lines are found on the raw bytes ({@code \n}, {@code \r\n} and {@code \r} never occur inside a multi-byte UTF-8
 * sequence), so counting the lines of a 10 MiB file decodes nothing; only the lines shown are decoded, with malformed
 * bytes replaced by U+FFFD.
 */
public final class TextFileReader {
    /** Lines shown when the caller gives no limit. */
    public static final int DEFAULT_LIMIT = 2000;

    /** Characters of one line shown before the rest is cut. */
    public static final int MAX_LINE_CHARS = 2000;

    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long RETURNS = 0x0D0D0D0D0D0D0D0DL;

    private TextFileReader() {}

    /**
     * Returns the header and the lines {@code offset .. offset+limit-1} of {@code data[0..length)}.
     *
     * @param shownPath the path as the caller gave it, for the header
     */
    public static String render(byte[] data, int length, String shownPath, int offset, int limit) {
        int start = hasBom(data, length) ? 3 : 0;
        long lastWanted = (long) offset + limit - 1;
        int[] bounds = new int[2 * (int) Math.min(limit, 1024)];
        int shown = 0;
        int total = 0;
        int lineStart = start;
        int i = start;
        while (i < length) {
            i = nextLineBreak(data, i, length);
            if (i == length) {
                break;
            }
            byte b = data[i];
            int lineEnd = i;
            i++;
            if (b == '\r' && i < length && data[i] == '\n') {
                i++;
            }
            total++;
            if (total >= offset && total <= lastWanted) {
                bounds = record(bounds, shown++, lineStart, lineEnd);
            }
            lineStart = i;
        }
        if (lineStart < length) {
            total++;
            if (total >= offset && total <= lastWanted) {
                bounds = record(bounds, shown++, lineStart, length);
            }
        }
        return format(data, shownPath, offset, total, bounds, shown);
    }

    /**
     * Returns the index of the first {@code \n} or {@code \r} at or after {@code from}, or {@code length}. Looks at
     * eight bytes at a time: a word holds such a byte when XOR with that byte repeated leaves a zero byte.
     */
    static int nextLineBreak(byte[] data, int from, int length) {
        int i = from;
        int wordEnd = length - Long.BYTES;
        while (i <= wordEnd) {
            long word = (long) WORDS.get(data, i);
            long found = zeroBytes(word ^ NEWLINES) | zeroBytes(word ^ RETURNS);
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3);
            }
            i += Long.BYTES;
        }
        while (i < length && data[i] != '\n' && data[i] != '\r') {
            i++;
        }
        return i;
    }

    /** Sets the high bit of each byte of {@code word} that is zero (exact for the lowest such byte). */
    private static long zeroBytes(long word) {
        return (word - 0x0101010101010101L) & ~word & 0x8080808080808080L;
    }

    private static boolean hasBom(byte[] data, int length) {
        return length >= 3 && data[0] == (byte) 0xEF && data[1] == (byte) 0xBB && data[2] == (byte) 0xBF;
    }

    private static int[] record(int[] bounds, int index, int lineStart, int lineEnd) {
        int[] target = bounds;
        if (2 * index + 1 >= target.length) {
            target = Arrays.copyOf(target, target.length * 2);
        }
        target[2 * index] = lineStart;
        target[2 * index + 1] = lineEnd;
        return target;
    }

    private static String format(byte[] data, String shownPath, int offset, int total, int[] bounds, int shown) {
        StringBuilder out =
                new StringBuilder(128 + (shown == 0 ? 0 : (bounds[2 * shown - 1] - bounds[0]) + 10 * shown));
        out.append('[').append(shownPath).append("] ");
        if (total == 0) {
            return out.append("empty file (0 lines)").toString();
        }
        if (shown == 0) {
            return out.append("offset ")
                    .append(offset)
                    .append(" is past the end of the file (")
                    .append(total)
                    .append(total == 1 ? " line)" : " lines)")
                    .toString();
        }
        int last = offset + shown - 1;
        out.append("lines ")
                .append(offset)
                .append('-')
                .append(last)
                .append(" of ")
                .append(total);
        if (last < total) {
            out.append(" (use offset=").append(last + 1).append(" to read more)");
        }
        int width = Integer.toString(last).length();
        for (int k = 0; k < shown; k++) {
            out.append('\n');
            String number = Integer.toString(offset + k);
            for (int pad = width - number.length(); pad > 0; pad--) {
                out.append(' ');
            }
            out.append(number).append(" | ");
            appendLine(out, data, bounds[2 * k], bounds[2 * k + 1]);
        }
        return out.toString();
    }

    private static void appendLine(StringBuilder out, byte[] data, int from, int to) {
        String text = new String(data, from, to - from, StandardCharsets.UTF_8);
        if (text.length() <= MAX_LINE_CHARS) {
            out.append(text);
            return;
        }
        int cut = MAX_LINE_CHARS;
        if (Character.isHighSurrogate(text.charAt(cut - 1))) {
            cut--;
        }
        out.append(text, 0, cut)
                .append(" [... line truncated, ")
                .append(text.length() - cut)
                .append(" more characters]");
    }
}
