package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks the common OpenAPI linters' recommended rule sets make (Spectral's {@code oas3-api-servers},
 * {@code info-license}, {@code tag-description}, {@code operation-operationId}, {@code operation-operationId-unique},
 * {@code operation-summary}/{@code operation-description}, {@code operation-tag-defined}, {@code
 * operation-success-response}; Redocly's {@code operation-4xx-response}), plus the one that made generated clients
 * type every result as {@code unknown}: a 200 response whose schema is empty.
 */
final class OpenApiLint {
    private OpenApiLint() {}

    /** Returns one line per problem, in document order; empty when the document passes. */
    static List<String> problems(JsonNode document) {
        List<String> problems = new ArrayList<>();
        JsonNode servers = document.path("servers");
        if (!servers.isArray() || servers.isEmpty()) {
            problems.add("servers: missing");
        } else {
            for (JsonNode server : servers) {
                String url = server.path("url").asText("");
                if (url.isEmpty() || url.contains("example.com") || (url.length() > 1 && url.endsWith("/"))) {
                    problems.add("servers: bad url '" + url + "'");
                }
            }
        }
        if (!document.at("/info/license/name").isTextual()) {
            problems.add("info.license: missing");
        }
        if (document.at("/info/description").asText("").isBlank()) {
            problems.add("info.description: missing");
        }
        Set<String> tags = new HashSet<>();
        for (JsonNode tag : document.path("tags")) {
            tags.add(tag.path("name").asText());
            if (tag.path("description").asText("").isBlank()) {
                problems.add("tag " + tag.path("name").asText() + ": no description");
            }
        }
        Set<String> operationIds = new HashSet<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths =
                        document.path("paths").fields();
                paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> operations =
                            path.getValue().fields();
                    operations.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = operations.next();
                String where = entry.getKey().toUpperCase() + " " + path.getKey();
                JsonNode operation = entry.getValue();
                String id = operation.path("operationId").asText("");
                if (id.isEmpty()) {
                    problems.add(where + ": no operationId");
                } else if (!operationIds.add(id)) {
                    problems.add(where + ": duplicate operationId " + id);
                }
                if (operation.path("summary").asText("").isBlank()) {
                    problems.add(where + ": no summary");
                }
                if (operation.path("description").asText("").isBlank()) {
                    problems.add(where + ": no description");
                }
                for (JsonNode tag : operation.path("tags")) {
                    if (!tags.contains(tag.asText())) {
                        problems.add(where + ": tag " + tag.asText() + " is not declared");
                    }
                }
                JsonNode responses = operation.path("responses");
                JsonNode ok = responses.path("200").at("/content/application~1json/schema");
                if (ok.isMissingNode()) {
                    problems.add(where + ": no 200 response with a schema");
                } else if (ok.isEmpty()) {
                    problems.add(where + ": 200 response has no typed schema");
                }
                boolean clientError = false;
                for (Iterator<String> statuses = responses.fieldNames(); statuses.hasNext(); ) {
                    String status = statuses.next();
                    JsonNode schema = responses.path(status).at("/content/application~1json/schema");
                    if (status.startsWith("4") && !schema.isMissingNode() && !schema.isEmpty()) {
                        clientError = true;
                    }
                    if (responses.path(status).path("description").asText("").isBlank()) {
                        problems.add(where + ": response " + status + " has no description");
                    }
                }
                if (!clientError) {
                    problems.add(where + ": no 4xx response with a schema");
                }
            }
        }
        return problems;
    }
}
