package io.agenttoolkit.web.search.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.search.SearchException;
import io.agenttoolkit.web.search.SearchResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultParserTest {

    private static List<SearchResult> parse(String json) throws Exception {
        JsonNode node = Json.mapper().readTree(json);
        return ResultParser.parse(node);
    }

    @Test
    void parse_prefersLinkOverUrlAndDescriptionOverSnippet() throws Exception {
        List<SearchResult> results = parse("""
                {"organic": [
                  {"link": "https://a.example/", "url": "https://ignored.example/", "title": "A",
                   "description": "from description", "snippet": "ignored", "rank": 1},
                  {"url": "https://b.example/", "title": "B", "snippet": "from snippet", "rank": 2}
                ]}
                """);

        assertThat(results)
                .containsExactly(
                        new SearchResult("A", "https://a.example/", "from description", 0.95),
                        new SearchResult("B", "https://b.example/", "from snippet", 0.90));
    }

    @Test
    void parse_skipsItemsWithoutUrlAndDefaultsMissingTitleAndContent() throws Exception {
        List<SearchResult> results = parse("""
                {"organic": [
                  {"title": "no url", "description": "x"},
                  {"link": "  ", "title": "blank url"},
                  {"link": "https://c.example/"},
                  "not an object"
                ]}
                """);

        assertThat(results).containsExactly(new SearchResult("https://c.example/", "https://c.example/", "", 0.85));
    }

    @Test
    void parse_positionFromRankElseIndexPlusOne() throws Exception {
        List<SearchResult> results = parse("""
                {"organic": [
                  {"link": "https://1.example/"},
                  {"link": "https://2.example/", "rank": "7"},
                  {"link": "https://3.example/"}
                ]}
                """);

        assertThat(results).extracting(SearchResult::score).containsExactly(0.95, 0.65, 0.85);
    }

    @Test
    void score_isClampedToZeroAndOne() {
        assertThat(ResultParser.score(1)).isEqualTo(0.95);
        assertThat(ResultParser.score(2)).isEqualTo(0.90);
        assertThat(ResultParser.score(3)).isEqualTo(0.85);
        assertThat(ResultParser.score(20)).isEqualTo(0.0);
        assertThat(ResultParser.score(35)).isEqualTo(0.0);
        assertThat(ResultParser.score(0)).isEqualTo(1.0);
        assertThat(ResultParser.score(-4)).isEqualTo(1.0);
        assertThat(ResultParser.score(1.5)).isEqualTo(0.925, org.assertj.core.data.Offset.offset(1e-12));
    }

    @Test
    void parse_withoutOrganic_isEmpty() throws Exception {
        assertThat(parse("{}")).isEmpty();
        assertThat(parse("{\"organic\": {}}")).isEmpty();
        assertThat(parse("[]")).isEmpty();
    }

    @Test
    void parse_readsAPageWrappedAsJsonTextUnderBody() throws Exception {
        List<SearchResult> results = parse(
                "{\"status_code\": 200, \"body\": \"{\\\"organic\\\": [{\\\"link\\\": \\\"https://w.example/\\\"}]}\"}");

        assertThat(results).extracting(SearchResult::url).containsExactly("https://w.example/");
    }

    @Test
    void parse_embeddedPageThatIsNotJson_isAProviderFailureNotAnEmptyPage() {
        assertThatThrownBy(() -> parse("{\"body\": \"<html>not json</html>\"}"))
                .isInstanceOf(SearchException.class)
                .hasMessage("search provider answer's embedded page (\"body\") is not valid JSON");
    }
}
