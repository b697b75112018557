package io.agenttoolkit.reader.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import org.junit.jupiter.api.Test;

class PageRangeTest {
    @Test
    void parse_acceptedForms() {
        assertThat(PageRange.parse("3")).isEqualTo(new PageRange(3, 3));
        assertThat(PageRange.parse("1-5")).isEqualTo(new PageRange(1, 5));
        assertThat(PageRange.parse("3-")).isEqualTo(new PageRange(3, Integer.MAX_VALUE));
        assertThat(PageRange.parse(" 2 - 4 ")).isEqualTo(new PageRange(2, 4));
        assertThat(PageRange.parse(null)).isEqualTo(PageRange.all());
    }

    @Test
    void parse_badForms_nameTheRange() {
        for (String bad : new String[] {"abc", "", "-3", "1-2-3", "1,2", "3-x", "99999999999"}) {
            assertThatThrownBy(() -> PageRange.parse(bad))
                    .isInstanceOf(InvalidArgumentException.class)
                    .hasMessage("Invalid page range '" + bad + "': use N, N-M or N- with 1-based page numbers");
        }
    }

    @Test
    void parse_zeroAndReversed_areRefused() {
        assertThatThrownBy(() -> PageRange.parse("0")).hasMessage("Invalid page range '0': pages are numbered from 1");
        assertThatThrownBy(() -> PageRange.parse("2-0"))
                .hasMessage("Invalid page range '2-0': pages are numbered from 1");
        assertThatThrownBy(() -> PageRange.parse("5-3"))
                .hasMessage("Invalid page range '5-3': the end page 3 comes before the start page 5");
    }
}
