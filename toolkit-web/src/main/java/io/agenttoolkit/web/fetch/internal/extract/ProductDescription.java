package io.agenttoolkit.web.fetch.internal.extract;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Locale;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The description a shop declares for its product in JSON-LD ({@code "@type": "Product"}). Many shops render the
 * visible description with scripts only, so the static page lacks it; the structured data still carries it.
 */
final class ProductDescription {

    /** Words of the description's start that must appear in the extracted text for it to count as present. */
    private static final int PRESENCE_WORDS = 8;

    /**
     * Descriptions shorter than this are search-snippet summaries (search engines show about 160 characters), not the
     * product text itself.
     */
    private static final int MINIMUM_LENGTH = 200;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ProductDescription() {}

    /** Returns the first JSON-LD Product description of the (not yet cleaned) document, or the empty string. */
    static String find(Document document) {
        for (Element script : document.select("script[type=application/ld+json]")) {
            String description = fromJson(script.data());
            if (!description.isEmpty()) {
                return description;
            }
        }
        return "";
    }

    /** Returns the markdown with the description added under its title heading, unless the text already has it. */
    static String addIfMissing(String markdown, String description) {
        String words = normalizedWords(description);
        if (words.isEmpty()) {
            return markdown;
        }
        if (normalizedWords(markdown).contains(leadingWords(words))) {
            return markdown;
        }
        if (markdown.startsWith("# ")) {
            int end = markdown.indexOf('\n');
            if (end < 0) {
                return markdown + "\n\n" + description;
            }
            return markdown.substring(0, end) + "\n\n" + description + "\n\n"
                    + markdown.substring(end).strip();
        }
        return markdown.isEmpty() ? description : description + "\n\n" + markdown;
    }

    private static String fromJson(String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            return "";
        }
        if (root == null) {
            return "";
        }
        if (root.isArray()) {
            for (JsonNode item : root) {
                String description = productDescription(item);
                if (!description.isEmpty()) {
                    return description;
                }
            }
            return "";
        }
        JsonNode graph = root.path("@graph");
        if (graph.isArray()) {
            for (JsonNode item : graph) {
                String description = productDescription(item);
                if (!description.isEmpty()) {
                    return description;
                }
            }
        }
        return productDescription(root);
    }

    private static String productDescription(JsonNode product) {
        if (!isProduct(product.path("@type"))) {
            return "";
        }
        JsonNode node = product.path("description");
        String description = node.isTextual() ? node.asText().strip() : "";
        return isFullText(description) ? description : "";
    }

    /** A full description is long, and neither cut short ("...") nor left URL-encoded by the shop's template. */
    private static boolean isFullText(String description) {
        return description.length() >= MINIMUM_LENGTH
                && !description.endsWith("...")
                && !description.endsWith("\u2026")
                && !description.contains("%20");
    }

    private static boolean isProduct(JsonNode type) {
        if (type.isTextual()) {
            return type.asText().equals("Product");
        }
        if (type.isArray()) {
            for (JsonNode item : type) {
                if (item.isTextual() && item.asText().equals("Product")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Returns the letters and digits of {@code text}, lower case, one space between words. */
    static String normalizedWords(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean space = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isLetterOrDigit(c)) {
                if (space && out.length() > 0) {
                    out.append(' ');
                }
                out.append(Character.toLowerCase(c));
                space = false;
            } else {
                space = true;
            }
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }

    private static String leadingWords(String words) {
        int index = -1;
        for (int i = 0; i < PRESENCE_WORDS; i++) {
            index = words.indexOf(' ', index + 1);
            if (index < 0) {
                return words;
            }
        }
        return words.substring(0, index);
    }
}
