package io.agenttoolkit.web.fetch.internal.extract;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * Removes a product page's customer reviews block before the content is picked: the element a shop names for its
 * reviews ({@code customer-reviews}, {@code app_reviews_area}, {@code ratingsAndReviews}, {@code stamped-reviews}),
 * holding shoppers' ratings and comments. They are other people's text about the product, not the product's own,
 * and a popular product's reviews easily outweigh its description, so that the scorer would pick them. Only on a
 * page that says it is a product page ({@link ProductGrids#isProductPage}), and only the plural "reviews": a
 * single review's block ({@code product-review}, {@code write_review}) may be a review article's own text. A short
 * block ("Recent Reviews: Very Positive", a critics' quote strip) stays; so does a block holding three quarters of
 * the page or its {@code h1} (a wrapper of the whole product).
 */
final class CustomerReviews {

    /** Text a reviews block holds at least: a rating summary line is shorter and may be the product's own. */
    private static final int MIN_TEXT = 400;

    private CustomerReviews() {}

    /**
     * Removes the outermost elements named for reviews that hold {@link #MIN_TEXT}, less than three quarters of the
     * body's text and no {@code h1}.
     */
    static void prune(@Nullable Element body) {
        if (body == null) {
            return;
        }
        List<Element> reviews = Walk.outermost(body, CustomerReviews::isReviews);
        if (reviews.isEmpty()) {
            return;
        }
        int bodyText = body.text().length();
        List<Element> removed = new ArrayList<>();
        for (Element element : reviews) {
            int length = element.text().length();
            if (length >= MIN_TEXT
                    && length * 4 < bodyText * 3
                    && Walk.elements(element, "h1").isEmpty()) {
                removed.add(element);
            }
        }
        PageCleaner.removeAll(removed);
    }

    private static boolean isReviews(Element element) {
        String tag = element.normalName();
        if (tag.equals("main") || tag.equals("article")) {
            return false;
        }
        return named(element.className()) || named(element.id());
    }

    private static boolean named(String name) {
        return name.length() >= 7 && Texts.containsIgnoreCase(name, "reviews");
    }
}
