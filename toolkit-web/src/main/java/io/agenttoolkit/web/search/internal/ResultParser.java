package io.agenttoolkit.web.search.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import io.agenttoolkit.web.search.SearchException;
import io.agenttoolkit.web.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Reads the provider's parsed Google page (specification §2): organic results under {@code organic}; URL from
 * {@code link}, else {@code url}; content from {@code description}, else {@code snippet}; position from {@code rank},
 * else the item's index + 1; {@code score = 1.0 - 0.05 * position} clamped to 0..1. Items without a URL are skipped;
 * a missing title becomes the URL and a missing description the empty string.
 */
public final class ResultParser {
    private ResultParser() {}

    /**
     * Returns the organic results of a page, in the provider's order; empty when there are none.
     *
     * @throws SearchException when the page wraps its content in a {@code body} string that is not valid JSON
     */
    public static List<SearchResult> parse(JsonNode page) {
        JsonNode organic = page.path("organic");
        if (!organic.isArray() && page.path("body").isTextual()) {
            // Some provider formats wrap the parsed page as a JSON string under "body".
            organic = parseEmbedded(page.path("body").asText()).path("organic");
        }
        if (!organic.isArray()) {
            return List.of();
        }
        List<SearchResult> results = new ArrayList<>();
        for (int index = 0; index < organic.size(); index++) {
            JsonNode item = organic.get(index);
            if (!item.isObject()) {
                continue;
            }
            String url = firstText(item, "link", "url");
            if (url == null) {
                continue;
            }
            String title = firstText(item, "title");
            String content = firstText(item, "description", "snippet");
            Double rank = rank(item.get("rank"));
            double position = rank != null ? rank : index + 1;
            results.add(new SearchResult(
                    title == null ? url : title, url, content == null ? "" : content, score(position)));
        }
        return List.copyOf(results);
    }

    /** Returns {@code 1.0 - 0.05 * position} clamped to 0..1, exact to the decimal for whole positions. */
    public static double score(double position) {
        double score = position == Math.rint(position) ? (100.0 - 5.0 * position) / 100.0 : 1.0 - 0.05 * position;
        return Math.max(0.0, Math.min(1.0, score));
    }

    private static JsonNode parseEmbedded(String body) {
        try {
            JsonNode node = Json.mapper().readTree(body);
            return node == null ? MissingNode.getInstance() : node;
        } catch (JsonProcessingException e) {
            throw new SearchException(
                    ErrorKind.UPSTREAM, "search provider answer's embedded page (\"body\") is not valid JSON", e);
        }
    }

    private static @Nullable String firstText(JsonNode item, String... names) {
        for (String name : names) {
            JsonNode value = item.get(name);
            if (value != null && value.isTextual() && !value.asText().isBlank()) {
                return value.asText().strip();
            }
        }
        return null;
    }

    private static @Nullable Double rank(@Nullable JsonNode value) {
        if (value == null) {
            return null;
        }
        if (value.isNumber()) {
            return value.asDouble();
        }
        if (value.isTextual()) {
            try {
                return Double.valueOf(value.asText().strip());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return null;
    }
}
