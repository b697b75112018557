package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Evaluator;
import org.jsoup.select.QueryParser;

/**
 * Removes grids and carousels of other products from the content: a shop page's "You may also like", "Complete the
 * look" or "Customers also bought" strip, whatever its heading says (or when it has none). A grid is a block whose
 * children are at least {@link #MINIMUM_CARDS} alike cards (same tag and first class), each a short block with a link
 * to another page and a price. It goes only when the content keeps more text than the grid holds: where the cards are
 * most of the content (a category page), they are the content; unless there are several grids apart and the content
 * keeps some text besides: a category page lists its products in one grid, while a product page may stack strip after
 * strip of other products under a short description. A product page says so in its meta data: {@code og:type}
 * product, a price meta tag, schema.org {@code Product} microdata or a JSON-LD {@code Product} (read for its type
 * only, before the scripts are removed); or in the body class shop platforms set on a product's page
 * ({@code single-product} in WooCommerce, {@code template-product} in Shopify themes).
 */
final class ProductGrids {

    /** Alike cards a grid holds at least. */
    private static final int MINIMUM_CARDS = 3;

    /**
     * Separate grids that make a product page's strips ("Variations of this style", "How about these?"), not a
     * category page's one grid of its products.
     */
    private static final int MINIMUM_STRIPS = 2;

    /** Text besides several strips that is the product's own: a name, a price and a description. */
    private static final int MIN_REST_TEXT = 300;

    /** Text a product card holds at most: a name, a price, a rating, a colour count. */
    private static final int MAX_CARD_TEXT = 250;

    /** Text a grid's title holds at most. */
    private static final int MAX_TITLE = 80;

    /** A price: a currency sign or code next to a number. */
    private static final Pattern PRICE =
            Pattern.compile("(?:[$€£¥₹]|\\b(?:EUR|USD|GBP|CHF|AUD|CAD|SEK|NOK|DKK|PLN|kr|zł|Rs\\.?)\\s?)\\s?\\d"
                    + "|\\d(?:[\\d.,\\s]*\\d)?\\s?(?:[$€£¥₹]|\\b(?:EUR|USD|GBP|CHF|kr|zł|Kč|Ft|lei)\\b)");

    /** A JSON-LD script, as the selector {@code script[type=application/ld+json]} reads it. */
    private static final Evaluator LD_JSON = QueryParser.parse("script[type=application/ld+json]");

    /** A JSON-LD block's {@code "@type": "Product"} (or a list of types that opens with it). */
    private static final Pattern SCHEMA_PRODUCT = Pattern.compile("\"@type\"\\s*:\\s*\\[?\\s*\"Product\"");

    private ProductGrids() {}

    /**
     * Whether the page says it is one product's page: an {@code og:type} of {@code product}, a
     * {@code product:price:amount} meta tag, schema.org {@code Product} microdata, a body class {@code single-product}
     * or {@code template-product}, or a JSON-LD block whose type is {@code Product}. Reads the scripts, so it is
     * asked of the parsed page before its scripts are removed.
     */
    static boolean isProductPage(Document document) {
        Element body = document.body();
        if (body != null && (body.hasClass("single-product") || body.hasClass("template-product"))) {
            return true;
        }
        // One walk for the meta tags, microdata and JSON-LD scripts rather than one per kind: most pages are no
        // product's and would be walked whole each time.
        for (Element element : Walk.all(document)) {
            if (isProductSign(element)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isProductSign(Element element) {
        String tag = element.normalName();
        if (tag.equals("meta")) {
            String property = element.attr("property");
            if (property.equalsIgnoreCase("og:type")) {
                String type = element.attr("content").strip().toLowerCase(Locale.ROOT);
                if (type.equals("product") || type.equals("og:product") || type.equals("product.item")) {
                    return true;
                }
            } else if (property.equalsIgnoreCase("product:price:amount")) {
                return true;
            }
        }
        if (element.hasAttr("itemtype")) {
            String type = element.attr("itemtype");
            if (type.endsWith("schema.org/Product") || type.endsWith("schema.org/Product/")) {
                return true;
            }
        }
        return tag.equals("script")
                && element.is(LD_JSON)
                && SCHEMA_PRODUCT.matcher(element.data()).find();
    }

    /**
     * Removes the product grids under the content when the rest of the content outweighs them, or when they are
     * several strips apart and the content keeps {@link #MIN_REST_TEXT} besides.
     */
    static void prune(Element content) {
        List<Element> grids = Walk.outermost(content, ProductGrids::isGrid);
        if (grids.isEmpty()) {
            return;
        }
        int contentText = content.text().length();
        int gridText = 0;
        for (Element grid : grids) {
            gridText += grid.text().length();
        }
        if (gridText * 2 > contentText && (grids.size() < MINIMUM_STRIPS || contentText - gridText < MIN_REST_TEXT)) {
            return;
        }
        List<Element> removed = new ArrayList<>();
        for (Element grid : grids) {
            Element section = section(grid, content);
            Element heading = section.previousElementSibling();
            if (heading != null && isHeading(heading) && heading.text().length() <= MAX_TITLE) {
                removed.add(heading);
            }
            removed.add(section);
        }
        PageCleaner.removeAll(removed);
    }

    /**
     * Returns the grid's section: the outermost wrapper under the content that holds the grid and no more than a
     * title ("Complete the look", "Pour compléter votre achat") besides.
     */
    private static Element section(Element grid, Element content) {
        int gridText = grid.text().length();
        Element section = grid;
        for (Element parent = grid.parent();
                parent != null && parent != content && parent.text().length() - gridText <= MAX_TITLE;
                parent = parent.parent()) {
            section = parent;
        }
        return section;
    }

    /** Whether the element is a heading below the page's title: {@code h2} to {@code h6}. */
    private static boolean isHeading(Element element) {
        return Texts.isHeading(element) && !element.normalName().equals("h1");
    }

    /** Whether at least {@link #MINIMUM_CARDS} alike children of the element are product cards. */
    private static boolean isGrid(Element element) {
        if (element.childrenSize() < MINIMUM_CARDS) {
            return false;
        }
        Map<String, Integer> cards = new HashMap<>();
        for (Element child : element.children()) {
            if (isCard(child)) {
                String key = child.normalName() + ' ' + Texts.firstClass(child);
                if (cards.merge(key, 1, Integer::sum) >= MINIMUM_CARDS) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the element reads as one product's card: short, with a link to another page and a price. */
    private static boolean isCard(Element element) {
        String text = element.text();
        if (text.isEmpty()
                || text.length() > MAX_CARD_TEXT
                || !PRICE.matcher(text).find()) {
            return false;
        }
        for (Element link : Walk.elements(element, "a")) {
            String href = link.attr("href");
            if (!href.isEmpty() && !href.startsWith("#") && !href.startsWith("javascript:")) {
                return true;
            }
        }
        return false;
    }
}
