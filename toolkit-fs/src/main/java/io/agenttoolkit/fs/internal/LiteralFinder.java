package io.agenttoolkit.fs.internal;

import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Finds the next place where one of a {@link RequiredLiteral.Requirement}'s literals occurs in a Latin-1 view of a
 * file's bytes (one char per byte), exactly or ASCII-caselessly.
 *
 * <p>Each literal is found by its least common byte alone, with the JDK's vectorised {@code String.indexOf(char)}
 * (tens of GB/s), and compared in full only there; a caseless literal's rare byte is a letter only when it has to be,
 * and then both cases are scanned for. Each literal remembers its next occurrence, so several literals (an
 * alternation) cost one pass over the text each, not one per candidate. Not thread-safe; {@link #reset()} before each
 * new text.
 */
final class LiteralFinder {
    private final Needle[] needles;

    private LiteralFinder(Needle[] needles) {
        this.needles = needles;
    }

    /** Returns a finder for the requirement's literals, or null when there is no requirement. */
    static @Nullable LiteralFinder of(RequiredLiteral.@Nullable Requirement requirement) {
        if (requirement == null) {
            return null;
        }
        Needle[] needles = new Needle[requirement.literals().size()];
        for (int i = 0; i < needles.length; i++) {
            needles[i] = new Needle(requirement.literals().get(i), requirement.caseless());
        }
        return new LiteralFinder(needles);
    }

    /** Forgets the occurrences remembered in the previous text. */
    void reset() {
        for (Needle needle : needles) {
            needle.reset();
        }
    }

    /** Returns where the first occurrence of any literal at or after {@code from} starts, or -1. */
    int find(String bytes, int from) {
        int best = -1;
        for (Needle needle : needles) {
            int hit = needle.find(bytes, from);
            if (hit >= 0 && (best < 0 || hit < best)) {
                best = hit;
            }
        }
        return best;
    }

    /** One literal as Latin-1 chars (its UTF-8 bytes; lower-cased when caseless), with its remembered next hit. */
    private static final class Needle {
        private static final int NONE = Integer.MAX_VALUE;

        private final String text;
        private final boolean caseless;
        private final int rareOffset;
        private final char rareLower;
        private final char rareUpper;
        /** The last answer and the smallest {@code from} it holds for; -2 when there is none. */
        private int answeredFrom = -2;

        private int answer;
        /** The next occurrence of each case of the rare byte at or after the last scan's start; -1 unknown. */
        private int nextLower = -1;

        private int nextUpper = -1;

        Needle(String literal, boolean caseless) {
            this.caseless = caseless;
            String bytes = new String(literal.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
            this.text = caseless ? asciiLower(bytes) : bytes;
            int offset = 0;
            for (int i = 1; i < text.length(); i++) {
                if (cost(text.charAt(i)) < cost(text.charAt(offset))) {
                    offset = i;
                }
            }
            this.rareOffset = offset;
            char rare = text.charAt(offset);
            this.rareLower = rare;
            this.rareUpper = caseless && rare >= 'a' && rare <= 'z' ? (char) (rare - 0x20) : rare;
        }

        /** How costly scanning for a byte is: its rank, and a letter under caseless search needs two scans. */
        private int cost(char c) {
            if (caseless && c >= 'a' && c <= 'z') {
                return Math.max(ByteFrequency.rank(c), ByteFrequency.rank((char) (c - 0x20))) + 8;
            }
            return ByteFrequency.rank(c);
        }

        void reset() {
            answeredFrom = -2;
            nextLower = -1;
            nextUpper = -1;
        }

        int find(String bytes, int from) {
            // Asked again for a place before the last answer: that answer still holds.
            if (answeredFrom != -2 && answeredFrom <= from && (answer < 0 || answer >= from)) {
                return answer;
            }
            answeredFrom = from;
            answer = search(bytes, from);
            return answer;
        }

        private int search(String bytes, int from) {
            int at = from + rareOffset;
            while (true) {
                int candidate;
                if (rareLower == rareUpper) {
                    candidate = bytes.indexOf(rareLower, at);
                } else {
                    if (nextLower != NONE && nextLower < at) {
                        nextLower = orNone(bytes.indexOf(rareLower, at));
                    }
                    if (nextUpper != NONE && nextUpper < at) {
                        nextUpper = orNone(bytes.indexOf(rareUpper, at));
                    }
                    candidate = Math.min(nextLower, nextUpper);
                    if (candidate == NONE) {
                        candidate = -1;
                    }
                }
                if (candidate < 0) {
                    return -1;
                }
                int start = candidate - rareOffset;
                if (matchesAt(bytes, start)) {
                    return start;
                }
                at = candidate + 1;
            }
        }

        private boolean matchesAt(String bytes, int start) {
            if (!caseless) {
                return bytes.startsWith(text, start);
            }
            int length = text.length();
            if (start < 0 || start + length > bytes.length()) {
                return false;
            }
            for (int k = 0; k < length; k++) {
                char expected = text.charAt(k);
                char actual = bytes.charAt(start + k);
                if (actual != expected && !(expected >= 'a' && expected <= 'z' && (actual | 0x20) == expected)) {
                    return false;
                }
            }
            return true;
        }

        private static int orNone(int index) {
            return index < 0 ? NONE : index;
        }

        private static String asciiLower(String s) {
            StringBuilder out = new StringBuilder(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                out.append(c >= 'A' && c <= 'Z' ? (char) (c + 0x20) : c);
            }
            return out.toString();
        }
    }
}
