package io.agenttoolkit.web.fetch.internal.extract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

class CandidateWideningTest {

    private static final String BASE = "https://example.com/guide";

    private static String paragraphs(String label, int count) {
        StringBuilder html = new StringBuilder();
        for (int i = 0; i < count; i++) {
            html.append("<p>")
                    .append(label)
                    .append(' ')
                    .append(i)
                    .append(": the guide explains, in plain words and with examples, how to plan a long walk, pack")
                    .append(" the right gear, and stay safe on the trail.</p>");
        }
        return html.toString();
    }

    /** The page parsed and measured, with its paragraphs scored, and the element with the id as the top candidate. */
    private static PageContext page(String body, String top) {
        PageContext page = new PageContext(body, BASE, ExtractionOptions.DEFAULTS);
        page.document(Jsoup.parse("<html><body>" + body + "</body></html>", BASE));
        ContentScorer.measure(page);
        ContentScorer.score(page);
        page.top(byId(page, top));
        return page;
    }

    private static Element byId(PageContext page, String id) {
        return page.document().getElementById(id);
    }

    @Test
    void widen_toAParentWithMuchMoreParagraphText_butNotToOneWithLittleMore() {
        PageContext split = page(
                "<div id=wrap><div id=a>" + paragraphs("a", 3) + "</div><div id=b>" + paragraphs("b", 3)
                        + "</div></div>",
                "a");
        PageContext little = page(
                "<div id=wrap><div id=a>" + paragraphs("a", 6) + "</div><div id=b>" + paragraphs("b", 1)
                        + "</div></div>",
                "a");

        CandidateWidening.widen(split);
        CandidateWidening.widen(little);

        assertThat(split.top().id()).isEqualTo("wrap");
        assertThat(little.top().id()).isEqualTo("a");
    }

    @Test
    void climb_whileTheParentScoresAboutAsWell_andNoFurther() {
        PageContext page =
                page("<div id=outer><div id=inner><div id=top>" + paragraphs("t", 2) + "</div></div></div>", "top");
        setScore(page, "top", 100);
        setScore(page, "inner", 80);
        setScore(page, "outer", 40);

        CandidateWidening.climb(page);

        assertThat(page.top().id()).isEqualTo("inner");
    }

    @Test
    void climb_onADeclaredArticle_notToALowerScoringParentThatAddsNoText() {
        String body = "<div id=page><p>City of Fairmont</p><ul><li><a href=/a>Residents</a></li></ul>" + "<div id=top>"
                + paragraphs("t", 2) + "</div></div>";
        PageContext article = page(body, "top");
        article.declaredArticle(true);
        PageContext other = page(body, "top");
        // A parent that adds paragraphs of its own is still taken.
        PageContext more = page(
                "<div id=page>" + paragraphs("m", 1) + "<div id=top>" + paragraphs("t", 2) + "</div></div>", "top");
        more.declaredArticle(true);
        for (PageContext page : List.of(article, other, more)) {
            setScore(page, "top", 100);
            setScore(page, "page", 80);
            CandidateWidening.climb(page);
        }

        assertThat(article.top().id()).isEqualTo("top");
        assertThat(other.top().id()).isEqualTo("page");
        assertThat(more.top().id()).isEqualTo("page");
    }

    @Test
    void climb_onAStory_notFromATitledBodyToALowerScoringParentThatAddsAnAlertBar() {
        String alert = "<div id=header><p><strong>Fairmont Alerts:</strong> Get emergency notifications, road closures"
                + " and severe weather warnings by text or email. <a href=/alerts>Sign up today</a></p></div>";
        PageContext titled = page(
                "<div id=page>" + alert + "<div id=top><h1>Boil water advisory lifted</h1>" + paragraphs("t", 2)
                        + "</div></div>",
                "top");
        titled.declaredArticle(true);
        // Without the title inside, the parent may be where the story's title and byline are.
        PageContext untitled = page(
                "<div id=page>" + alert + "<h1>Boil water advisory lifted</h1><div id=top>" + paragraphs("t", 2)
                        + "</div></div>",
                "top");
        untitled.declaredArticle(true);
        for (PageContext page : List.of(titled, untitled)) {
            setScore(page, "top", 100);
            setScore(page, "page", 95);
            CandidateWidening.climb(page);
        }

        assertThat(titled.top().id()).isEqualTo("top");
        assertThat(untitled.top().id()).isEqualTo("page");
    }

    @Test
    void climb_onAStory_notToAParentThatAddsListsOfOtherStories_butToOneThatAddsText() {
        StringBuilder latest = new StringBuilder("<h2>Latest news</h2>");
        for (int i = 0; i < 6; i++) {
            latest.append("<h3><a href=/story/")
                    .append(i)
                    .append(">Council approves the new harbour bridge budget ")
                    .append(i)
                    .append("</a></h3><p>2 September</p>");
        }
        String body = "<main id=page><div id=top>" + paragraphs("t", 2) + "</div>" + latest + "</main>";
        PageContext story = page(body, "top");
        story.headlineAddress(true);
        PageContext other = page(body, "top");
        PageContext prose = page(
                "<main id=page><div id=top>" + paragraphs("t", 2) + "</div>" + paragraphs("m", 2)
                        + "<p><a href=/more>More on the trail</a></p></main>",
                "top");
        prose.headlineAddress(true);
        for (PageContext page : List.of(story, other, prose)) {
            setScore(page, "top", 100);
            setScore(page, "page", 110);
            CandidateWidening.climb(page);
        }

        assertThat(story.top().id()).isEqualTo("top");
        assertThat(other.top().id()).isEqualTo("page");
        assertThat(prose.top().id()).isEqualTo("page");
    }

    @Test
    void climb_stopsAtAnUnscoredParent() {
        PageContext page = page("<div id=outer><div id=top>" + paragraphs("t", 2) + "</div></div>", "top");
        setScore(page, "top", 100);
        page.stats().get(byId(page, "outer")).score = 90;
        page.stats().get(byId(page, "outer")).scored = false;

        CandidateWidening.climb(page);

        assertThat(page.top().id()).isEqualTo("top");
    }

    @Test
    void widenToRepeats_aThreadsPosts_butNotSiblingsOfAnotherKind() {
        String post = "<div class=\"post reply\">%s</div>";
        PageContext thread = page(
                "<div id=thread><div id=first class=\"post first\">" + paragraphs("p", 2) + "</div>"
                        + post.formatted(paragraphs("q", 1)) + post.formatted(paragraphs("r", 1)) + "</div>",
                "first");
        PageContext other = page(
                "<div id=thread><div id=first class=post>" + paragraphs("p", 2) + "</div>"
                        + "<div class=box>" + paragraphs("q", 1) + "</div><div class=box>" + paragraphs("r", 1)
                        + "</div></div>",
                "first");

        CandidateWidening.widenToRepeats(thread);
        CandidateWidening.widenToRepeats(other);

        assertThat(thread.top().id()).isEqualTo("thread");
        assertThat(other.top().id()).isEqualTo("first");
    }

    @Test
    void widenToRepeats_onADeclaredArticle_notToOtherTitledArticlesLoadedUnderIt() {
        // An endless-scroll news page: the story, then two more stories, each under its own title.
        String story = "<div class=detail><h2>%s</h2>%s</div>";
        String body = "<div id=list><div id=first class=detail><h2>Council approves the bridge</h2>"
                + paragraphs("p", 3) + "</div>" + story.formatted("Tram line delayed", paragraphs("q", 2))
                + story.formatted("Winter market opens", paragraphs("r", 2)) + "</div>";
        PageContext declared = page(body, "first");
        declared.declaredArticle(true);
        PageContext undeclared = page(body, "first");
        // A thread whose posts have no titles of their own widens on a declared article as anywhere.
        String post = "<div class=\"post reply\">%s</div>";
        PageContext thread = page(
                "<div id=thread><div id=first class=\"post first\">" + paragraphs("p", 2) + "</div>"
                        + post.formatted(paragraphs("q", 1)) + post.formatted(paragraphs("r", 1)) + "</div>",
                "first");
        thread.declaredArticle(true);

        CandidateWidening.widenToRepeats(declared);
        CandidateWidening.widenToRepeats(undeclared);
        CandidateWidening.widenToRepeats(thread);

        assertThat(declared.top().id()).isEqualTo("first");
        assertThat(undeclared.top().id()).isEqualTo("list");
        assertThat(thread.top().id()).isEqualTo("thread");
    }

    @Test
    void widenToSections_ofAServicePage_butNeverOutOfAnArticle() {
        String sections = "<section>" + paragraphs("s", 2) + "</section><section>" + paragraphs("t", 2) + "</section>";
        PageContext service =
                page("<div id=page><div id=main>" + paragraphs("m", 4) + "</div>" + sections + "</div>", "main");
        PageContext article = page(
                "<div id=page><article id=main>" + paragraphs("m", 4) + "</article>" + sections + "</div>", "main");

        CandidateWidening.widenToSections(service);
        CandidateWidening.widenToSections(article);

        assertThat(service.top().id()).isEqualTo("page");
        assertThat(article.top().id()).isEqualTo("main");
    }

    @Test
    void widenToIntro_printedInABlockOfItsOwn_butNotPastALinkHeavyParent() {
        PageContext intro = page(
                "<div id=page><div id=intro>" + paragraphs("i", 4) + "</div><div id=main>" + paragraphs("m", 6)
                        + "</div></div>",
                "main");
        StringBuilder links = new StringBuilder("<ul>");
        for (int i = 0; i < 40; i++) {
            links.append("<li><a href=\"/walk-")
                    .append(i)
                    .append("\">Another long walk in the hills, number ")
                    .append(i)
                    .append("</a></li>");
        }
        PageContext menu = page(
                "<div id=page><div id=intro>" + paragraphs("i", 4) + "</div><div id=main>" + paragraphs("m", 6)
                        + "</div>" + links + "</ul></div>",
                "main");

        CandidateWidening.widenToIntro(intro);
        CandidateWidening.widenToIntro(menu);

        assertThat(intro.top().id()).isEqualTo("page");
        assertThat(menu.top().id()).isEqualTo("main");
    }

    @Test
    void commonAncestor_ofThreeOtherStrongCandidates_butNotOfWeakerOnes() {
        String body = "<div id=main><section><div id=a>" + paragraphs("a", 3) + "</div></section><section><div id=b>"
                + paragraphs("b", 3) + "</div></section><section><div id=c>" + paragraphs("c", 3)
                + "</div></section><section><div id=d>" + paragraphs("d", 3) + "</div></section></div>";
        PageContext strong = candidates(body, 18);
        PageContext weak = candidates(body, 14);

        CandidateWidening.commonAncestor(strong);
        CandidateWidening.commonAncestor(weak);

        assertThat(strong.top().id()).isEqualTo("main");
        assertThat(weak.top().id()).isEqualTo("a");
    }

    /** The page with #a as the top candidate scoring 20 and #b, #c, #d as the other candidates with the score. */
    private static PageContext candidates(String body, double others) {
        PageContext page = page(body, "a");
        setScore(page, "a", 20);
        page.topScore(20);
        for (String id : new String[] {"b", "c", "d"}) {
            setScore(page, id, others);
        }
        page.candidates(List.of(byId(page, "a"), byId(page, "b"), byId(page, "c"), byId(page, "d")));
        return page;
    }

    private static void setScore(PageContext page, String id, double score) {
        ContentScorer.Stats stats = page.stats().get(byId(page, id));
        stats.scored = true;
        stats.score = score;
    }
}
