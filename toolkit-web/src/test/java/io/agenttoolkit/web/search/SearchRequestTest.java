package io.agenttoolkit.web.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.InvalidArgumentException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class SearchRequestTest {

    @Test
    void of_usesDefaults() {
        SearchRequest request = SearchRequest.of("java records");

        assertThat(request.query()).isEqualTo("java records");
        assertThat(request.maxResults()).isEqualTo(5);
        assertThat(request.timeout()).isEqualTo(Duration.ofSeconds(10));
        assertThat(request.cursor()).isEqualTo("0");
        assertThat(request.page()).isZero();
    }

    @Test
    void maxResults_outsideOneTo180_isRejectedNamingTheValue() {
        assertThatThrownBy(() -> SearchRequest.of("q").withMaxResults(0))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("maxResults must be between 1 and 180, got 0");
        assertThatThrownBy(() -> SearchRequest.of("q").withMaxResults(181))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("maxResults must be between 1 and 180, got 181")
                .extracting(e -> ((InvalidArgumentException) e).kind())
                .isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(SearchRequest.of("q").withMaxResults(180).maxResults()).isEqualTo(180);
        assertThat(SearchRequest.of("q").withMaxResults(1).maxResults()).isEqualTo(1);
    }

    @Test
    void timeout_notPositiveOrOverTenMinutes_isRejectedNamingTheValue() {
        assertThatThrownBy(() -> SearchRequest.of("q").withTimeout(Duration.ZERO))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("got 0.0 s");
        assertThatThrownBy(() -> SearchRequest.of("q").withTimeout(Duration.ofSeconds(-1)))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("got -1.0 s");
        assertThatThrownBy(() -> SearchRequest.of("q").withTimeout(Duration.ofMinutes(11)))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("got 660.0 s");
    }

    @Test
    void cursor_mustBeANonNegativePageNumber() {
        assertThat(SearchRequest.of("q").withCursor("3").page()).isEqualTo(3);
        assertThat(SearchRequest.of("q").withCursor(" 2 ").page()).isEqualTo(2);
        assertThatThrownBy(() -> SearchRequest.of("q").withCursor("abc"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("cursor must be a page number >= 0, got 'abc'");
        assertThatThrownBy(() -> SearchRequest.of("q").withCursor("-1"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("cursor must be a page number >= 0, got '-1'");
        assertThatThrownBy(() -> SearchRequest.of("q").withCursor("1.5")).isInstanceOf(InvalidArgumentException.class);
    }
}
