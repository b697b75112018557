package io.agenttoolkit.web.search.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class GoogleSearchUrlTest {

    @Test
    void of_encodesQueryAndAsksForTenTimesThePage() {
        assertThat(GoogleSearchUrl.of("java & kotlin?", 0))
                .isEqualTo("https://www.google.com/search?q=java+%26+kotlin%3F&start=0&brd_json=1");
        assertThat(GoogleSearchUrl.of("x", 3)).isEqualTo("https://www.google.com/search?q=x&start=30&brd_json=1");
        assertThat(GoogleSearchUrl.of("ü", 1)).isEqualTo("https://www.google.com/search?q=%C3%BC&start=10&brd_json=1");
    }
}
