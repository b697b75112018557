package io.agenttoolkit.fs.internal;

/**
 * A rough ranking of how common each byte is in source code and text, used to pick the byte of a literal to scan for:
 * the rarer the byte, the fewer false candidates to check. Lower rank means rarer.
 */
final class ByteFrequency {
    /** ASCII bytes from most to least common in code and prose (letters by English frequency). */
    private static final String COMMON_FIRST =
            " e\ntaoinsrlhdcu\t;(),.=mpfgbywv/*\"_-kSETRCIALONx0123456789:>{}<[]'PDMFBGUHqVWjzKXYJQZ#@!$%&|^~`?+\\";

    private static final int[] RANK = new int[256];

    static {
        for (int b = 0; b < 256; b++) {
            RANK[b] = b < 128 ? 200 : 150;
        }
        for (int i = 0; i < COMMON_FIRST.length(); i++) {
            RANK[COMMON_FIRST.charAt(i)] = 255 - i;
        }
    }

    private ByteFrequency() {}

    /** Returns the rank of a byte given as a char in 0..255; lower is rarer. */
    static int rank(char latin1) {
        return RANK[latin1 & 0xFF];
    }
}
