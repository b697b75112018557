package io.agenttoolkit.reader.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class TextFileReaderTest {
    @Test
    void nextLineBreak_matchesByteByByteSearch() {
        Random random = new Random(11);
        for (int round = 0; round < 200; round++) {
            byte[] data = new byte[random.nextInt(200)];
            for (int i = 0; i < data.length; i++) {
                int pick = random.nextInt(40);
                data[i] = pick == 0 ? (byte) '\n' : pick == 1 ? (byte) '\r' : (byte) (random.nextInt(256) - 128);
            }
            for (int from = 0; from <= data.length; from++) {
                assertThat(TextFileReader.nextLineBreak(data, from, data.length))
                        .as("round %d from %d", round, from)
                        .isEqualTo(naive(data, from));
            }
        }
    }

    @Test
    void render_countsLinesAcrossWordBoundaries() {
        byte[] data = "a\r\nbb\rccc\n\n0123456789012345678901234567\r\n".getBytes();
        assertThat(TextFileReader.render(data, data.length, "f", 1, 10))
                .isEqualTo("[f] lines 1-5 of 5\n1 | a\n2 | bb\n3 | ccc\n4 | \n5 | 0123456789012345678901234567");
    }

    private static int naive(byte[] data, int from) {
        int i = from;
        while (i < data.length && data[i] != '\n' && data[i] != '\r') {
            i++;
        }
        return i;
    }
}
