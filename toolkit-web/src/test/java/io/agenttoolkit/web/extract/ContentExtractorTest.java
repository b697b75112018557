package io.agenttoolkit.web.extract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import java.net.URI;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ContentExtractorTest {

    private static final URI BASE = URI.create("https://example.com/post");

    private static final String PARAGRAPH = "<p>Charles Babbage designed the Analytical Engine, a general-purpose"
            + " mechanical computer, in 1837; Ada Lovelace wrote the first program for it, a method for computing"
            + " Bernoulli numbers, in her notes.</p>";

    private static final String PAGE = "<html lang=\"en\"><head><title>Engines | Site</title>"
            + "<meta name=\"author\" content=\"Ada Lovelace\">"
            + "<meta property=\"article:published_time\" content=\"2024-05-01T10:00:00Z\"></head><body>"
            + "<nav><a href=\"/\">Home</a> <a href=\"/about\">About</a></nav>"
            + "<article><h1>The Analytical Engine</h1>" + PARAGRAPH + PARAGRAPH.replace("1837", "1838")
            + "<p>See <a href=\"/notes\">the notes</a> and <em>more</em>.</p>"
            + "<img src=\"/pic.png\" alt=\"The engine\">"
            + "<table><tr><th>Year</th><th>Event</th></tr><tr><td>1843</td><td>Notes published</td></tr></table>"
            + "<div class=\"comments\"><div class=\"comment\"><p>Great post, thanks for writing it, I learned a lot"
            + " from it and will share it with my friends.</p></div></div>"
            + "</article><footer>Copyright</footer></body></html>";

    private final ContentExtractor extractor = ContentExtractor.create();

    @Test
    void extract_article_returnsMarkdownTitleMetadataAndHighQuality() {
        ExtractedContent content = extractor.extract(PAGE, BASE);

        assertThat(content.markdown())
                .startsWith("# The Analytical Engine\n\nCharles Babbage")
                .contains("[the notes](https://example.com/notes)", "![The engine](https://example.com/pic.png)")
                .contains("| 1843 |")
                .doesNotContain("Home", "Copyright", "Great post");
        assertThat(content.title()).isEqualTo("The Analytical Engine");
        assertThat(content.byline()).isEqualTo("Ada Lovelace");
        assertThat(content.published()).isEqualTo("2024-05-01T10:00:00Z");
        assertThat(content.language()).isEqualTo("en");
        assertThat(content.strategy()).isEqualTo("readability");
        assertThat(content.quality()).isEqualTo(ExtractedContent.HIGH);
        assertThat(content.problem()).isNull();
        assertThat(content.inputTruncated()).isFalse();
        assertThat(content.trace()).isEmpty();
    }

    @Test
    void text_isTheMarkdownWithoutMarkup() {
        String text = extractor.extract(PAGE, BASE).text();

        assertThat(text)
                .startsWith("The Analytical Engine\n\nCharles Babbage")
                .contains("See the notes and more.", "1843  Notes published")
                .doesNotContain("#", "](", "*", "|");
    }

    @Test
    void builder_options_leaveOutLinksPicturesTablesAndKeepComments() {
        ContentExtractor plain = ContentExtractor.builder()
                .includeComments(true)
                .includeLinks(false)
                .includeImages(false)
                .includeTables(false)
                .build();

        String markdown = plain.extract(PAGE, BASE).markdown();

        assertThat(markdown)
                .contains("See the notes and", "Great post, thanks for writing it")
                .doesNotContain("](", "![", "| 1843");
    }

    @Test
    void trace_listsEveryStageInPipelineOrder_andNamesTheStageThatRemovedTheComments() {
        ExtractedContent content =
                ContentExtractor.builder().trace(true).build().extract(PAGE, BASE);

        List<String> stages =
                content.trace().stream().map(s -> s.phase() + "/" + s.stage()).toList();
        assertThat(stages)
                .containsSubsequence(
                        "cleaning/parse",
                        "cleaning/chrome",
                        "readability/top-candidate",
                        "readability/comments",
                        "readability/render",
                        "pick/pick",
                        "lines/repeated-lines");
        TraceStep comments = content.trace().stream()
                .filter(s -> s.stage().equals("comments"))
                .findFirst()
                .orElseThrow();
        assertThat(comments.charactersRemoved()).isPositive();
        assertThat(comments.removed()).singleElement().asString().contains("div.comments", "Great post");
        TraceStep chrome = content.trace().get(stages.indexOf("cleaning/chrome"));
        assertThat(chrome.removed()).anySatisfy(line -> assertThat(line).contains("nav", "Home About"));
        // Soup's article is readability's content with nothing more to add: soup does not run.
        assertThat(stages).noneMatch(stage -> stage.startsWith("soup/"));
        assertThat(content.trace().get(stages.indexOf("pick/pick")).note())
                .startsWith("readability kept, soup not tried: soup's content element holds readability's content");
        assertThat(content.traceText()).contains("readability  comments").contains("- html > body > article");
        assertThat(content.markdown()).isEqualTo(extractor.extract(PAGE, BASE).markdown());
    }

    @Test
    void strategy_soupAlone_returnsTheContentSelectorsContent() {
        ExtractedContent soup =
                extractor.toBuilder().strategy(ExtractionStrategy.SOUP).build().extract(PAGE, BASE);

        assertThat(soup.strategy()).isEqualTo("soup");
        assertThat(soup.markdown()).contains("Charles Babbage", "Great post");
    }

    @Test
    void extract_null_throwsInvalidArgument() {
        assertThatThrownBy(() -> extractor.extract(null, BASE))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("html must not be null");
    }

    @Test
    void extract_relativeBase_throwsInvalidArgumentNamingIt() {
        assertThatThrownBy(() -> extractor.extract(PAGE, URI.create("posts/1")))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("baseUrl must be an absolute URI, got 'posts/1'");
    }

    @Test
    void extract_emptyOrBlank_returnsEmptyLowQualityContent() {
        for (String html : new String[] {"", "   \n", "<html><body></body></html>"}) {
            ExtractedContent content = extractor.extract(html);

            assertThat(content.markdown()).isEmpty();
            assertThat(content.quality()).isEqualTo(ExtractedContent.LOW);
            assertThat(content.problem()).isEqualTo("shorter than 100 characters");
        }
    }

    @Test
    void extract_binaryGarbage_throwsInvalidArgument() {
        byte[] bytes = new byte[4096];
        new Random(17).nextBytes(bytes);
        String garbage = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);

        assertThatThrownBy(() -> extractor.extract(garbage, BASE))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageStartingWith("html looks like binary data: ");
    }

    @Test
    void extract_controlCharactersWithoutNul_throwsInvalidArgument() {
        String controls = "\u0001\u0002\u0003\u0004".repeat(100) + "<p>text</p>";

        assertThatThrownBy(() -> extractor.extract(controls, BASE))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessage("html looks like binary data: 400 control characters in its first 411");
    }

    @Test
    void extract_200000DeepNesting_returnsABoundedResultWithoutStackOverflow() {
        String html = "<div>".repeat(200_000) + "deep text at the bottom" + "</div>".repeat(200_000);

        // The parser flattens nesting past its bound (256 levels), so no stage recurses deeper than that.
        ExtractedContent content = extractor.extract(html, BASE);

        assertThat(content.markdown()).hasSizeLessThan(1000);
        assertThat(content.quality()).isEqualTo(ExtractedContent.LOW);
    }

    @Test
    void extract_50MegabytesOfHtml_isCutToMaxInputBytes() {
        String paragraph = "<p>" + "word, ".repeat(160) + "</p>\n";
        String html = "<html><body><article>" + paragraph.repeat(50 * 1024 * 1024 / paragraph.length()) + "</article>";
        ContentExtractor bounded =
                ContentExtractor.builder().maxInputBytes(200_000).build();

        ExtractedContent content = bounded.extract(html, BASE);

        assertThat(html.length()).isGreaterThan(50_000_000);
        assertThat(content.inputTruncated()).isTrue();
        assertThat(content.markdown()).startsWith("word, word,").hasSizeLessThan(200_000);
    }

    @Test
    void extract_multiByteTextAtTheBound_isCutBetweenCharacters() {
        String html = "<p>" + "\uD83D\uDE00é".repeat(100) + "</p>";
        ContentExtractor bounded = ContentExtractor.builder().maxInputBytes(10).build();

        ExtractedContent content = bounded.extract(html, BASE);

        // "<p>" (3 bytes) + one emoji (4) + "é" (2) = 9 bytes; the next emoji would pass 10.
        assertThat(content.inputTruncated()).isTrue();
        assertThat(content.markdown()).isEqualTo("\uD83D\uDE00é");
    }

    @Test
    void build_maxInputBytesBelowOne_failsNamingTheSetting() {
        assertThatThrownBy(() -> ContentExtractor.builder().maxInputBytes(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxInputBytes must be >= 1, got 0");
    }

    @Test
    void toBuilder_copiesEverySetting() {
        ContentExtractor traced = ContentExtractor.builder()
                .maxInputBytes(1234)
                .trace(true)
                .strategy(ExtractionStrategy.READABILITY)
                .build();

        ContentExtractor copy = traced.toBuilder().build();

        assertThat(copy.maxInputBytes()).isEqualTo(1234);
        assertThat(copy.traces()).isTrue();
        assertThat(copy.strategy()).isEqualTo(ExtractionStrategy.READABILITY);
    }
}
