package io.agenttoolkit.web.fetch.internal.extract;

/**
 * Repairs a page whose UTF-8 text was decoded once too often as Latin-1 or Windows-1252 somewhere on its way (a
 * database column of the wrong charset, a proxy that re-encoded it): "We’re" reads "Weâ\u0080\u0099re" or
 * "Weâ€™re", "–" reads "â\u0080\u0093", "™" reads "â\u0084¢". Each such run of characters is the UTF-8 bytes of one
 * character, so it is decoded back.
 *
 * <p>Only a page that shows the damage is touched: at least {@value #MINIMUM_SIGNS} times a lead character of a UTF-8
 * sequence followed by a C1 control character (U+0080 to U+009F, never text) or by "€" after "â" (the Windows-1252
 * form of "’", "–", "“"). Then every run that decodes as one valid UTF-8 sequence is replaced; "Ä" or "é" followed by
 * ordinary text stays, since the character after them is no continuation byte. One scan for pages without damage.
 */
final class Mojibake {

    /** Signs of double decoding a page must show to be repaired. */
    static final int MINIMUM_SIGNS = 3;

    /** The Windows-1252 characters of bytes 0x80 to 0x9F; U+FFFD where the byte is undefined. */
    private static final String WINDOWS_1252_HIGH = "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021"
            + "\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd"
            + "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014"
            + "\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

    private Mojibake() {}

    /** Returns the text with its doubly decoded UTF-8 sequences decoded back; unchanged without enough signs. */
    static String repair(String text) {
        if (!damaged(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int length = sequenceLength(text, i);
            if (length == 0) {
                out.append(text.charAt(i));
                i++;
                continue;
            }
            int codePoint = byteOf(text.charAt(i)) & (length == 2 ? 0x1f : length == 3 ? 0x0f : 0x07);
            for (int k = 1; k < length; k++) {
                codePoint = codePoint << 6 | byteOf(text.charAt(i + k)) & 0x3f;
            }
            out.appendCodePoint(codePoint);
            i += length;
        }
        return out.toString();
    }

    private static boolean damaged(String text) {
        int signs = 0;
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80 || c > 0x9f && c != '\u20ac') {
                continue;
            }
            char previous = text.charAt(i - 1);
            boolean sign = c == '\u20ac' ? previous == '\u00e2' : previous >= 0xc2 && previous <= 0xf4;
            if (sign && ++signs >= MINIMUM_SIGNS) {
                return true;
            }
        }
        return false;
    }

    /**
     * Returns how many characters from {@code start} form the bytes of one valid UTF-8 sequence of two to four
     * bytes (no overlong form, no surrogate, nothing past U+10FFFF), or 0.
     */
    private static int sequenceLength(String text, int start) {
        char lead = text.charAt(start);
        if (lead < 0xc2 || lead > 0xf4) {
            return 0;
        }
        int length = lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
        if (start + length > text.length()) {
            return 0;
        }
        for (int k = 1; k < length; k++) {
            int b = byteOf(text.charAt(start + k));
            if (b < 0x80 || b > 0xbf) {
                return 0;
            }
        }
        int second = byteOf(text.charAt(start + 1));
        if (lead == 0xe0 && second < 0xa0
                || lead == 0xed && second >= 0xa0
                || lead == 0xf0 && second < 0x90
                || lead == 0xf4 && second >= 0x90) {
            return 0;
        }
        return length;
    }

    /** The byte a character stands for when Latin-1 or Windows-1252 decoded it; -1 for any other character. */
    private static int byteOf(char c) {
        if (c <= 0xff) {
            return c;
        }
        int index = WINDOWS_1252_HIGH.indexOf(c);
        return index < 0 || c == '\ufffd' ? -1 : 0x80 + index;
    }
}
