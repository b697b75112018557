package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class CustomerReviewsTest {

    private static final String DESCRIPTION = "<h1>Trail Runner 3 Shoe</h1>"
            + ("<p>The Trail Runner 3 has a grippy lugged outsole, a rock plate under the forefoot and a breathable"
                            + " mesh upper that drains quickly after a river crossing.</p>")
                    .repeat(6);

    /** About 600 characters of shoppers' reviews. */
    private static final String REVIEWS = ("<div class=review><span>5 stars</span><p>review-Great grip on wet rock,"
                    + " fits true to size and my feet stayed dry all day on the trail.</p></div>")
            .repeat(5);

    private static Element body(String html) {
        return Jsoup.parse("<html><body>" + html + "</body></html>").body();
    }

    @Test
    void prune_blockNamedForReviews_isRemoved() {
        Element byClass = body("<div class=product>" + DESCRIPTION + "</div>"
                + "<section class=\"pdp-customer-reviews\"><h2>Customer reviews</h2>" + REVIEWS + "</section>");
        Element byId = body("<div class=product>" + DESCRIPTION + "</div>"
                + "<div id=ratingsAndReviews><h2>Ratings and reviews</h2>" + REVIEWS + "</div>");

        for (Element body : new Element[] {byClass, byId}) {
            CustomerReviews.prune(body);

            assertThat(body.text())
                    .contains("Trail Runner 3 Shoe", "rock plate")
                    .doesNotContain("review-", "Customer reviews", "Ratings and reviews");
        }
    }

    @Test
    void prune_shortRatingSummary_stays() {
        Element body = body("<div class=product>" + DESCRIPTION + "</div>"
                + "<div class=customer-reviews>Recent Reviews: Very Positive (1,204)</div>");

        CustomerReviews.prune(body);

        assertThat(body.text()).contains("Recent Reviews: Very Positive");
    }

    @Test
    void prune_singleReviewBlock_wrapperWithTheH1_orMostOfThePage_stay() {
        Element single = body(
                "<div class=product>" + DESCRIPTION + "</div>" + "<div class=product-review>" + REVIEWS + "</div>");
        Element withTitle = body("<div class=product-reviews-wrapper><h1>Trail Runner 3</h1>" + REVIEWS + "</div>"
                + DESCRIPTION.replace("h1", "h2"));
        Element mostOfThePage = body("<p>Trail Runner 3</p><div class=customer-reviews>" + REVIEWS + "</div>");
        Element article = body("<article class=product-reviews>" + REVIEWS + "</article>" + DESCRIPTION);

        for (Element body : new Element[] {single, withTitle, mostOfThePage, article}) {
            CustomerReviews.prune(body);

            assertThat(body.text()).contains("review-Great grip");
        }
    }

    @Test
    void prune_noBody_doesNothing() {
        CustomerReviews.prune(null);
    }
}
