package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;

class StageTest {

    private static final String HTML = "<html><body><div id=c><p>The ferry leaves at seven.</p></div></body></html>";

    private static PageContext page(boolean declaredArticle) {
        PageContext page = new PageContext(HTML, "https://example.com/news/ferry", ExtractionOptions.DEFAULTS);
        page.content(Jsoup.parse(HTML).getElementById("c"));
        page.declaredArticle(declaredArticle);
        return page;
    }

    @Test
    void articleContent_runsOnDeclaredArticlesOnly() {
        List<String> seen = new ArrayList<>();
        Stage stage = Stage.articleContent("probe", content -> seen.add(content.id()));

        stage.action().accept(page(false));
        assertThat(seen).isEmpty();
        stage.action().accept(page(true));
        assertThat(seen).containsExactly("c");
    }
}
