package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.web.fetch.internal.render.HeadlessChromium;
import io.agenttoolkit.web.fetch.internal.render.LoopbackSite;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * DNS rebinding against the browser stage, with a real headless Chromium: the fetcher's resolver (the answer the guard
 * checks) says {@code rebind.example} is 127.0.0.2, where the site listens; the browser's own resolver is scripted
 * ({@code --host-resolver-rules}) to say 127.0.0.1, where a canary listens on the same port. A browser that looked the
 * name up itself would reach the canary; through the fetcher's tunnel it reaches only the checked address.
 */
class FetcherCdpRebindingIT {
    private static final String ARTICLE =
            "The checked site answered this page. It has enough words in two paragraphs to"
                    + " count as an article for the extractor, which wants more than a line or two of text before it"
                    + " believes a page holds content worth returning to the caller.";

    private static HeadlessChromium chromium;
    private static LoopbackSite site;
    private static LoopbackSite canary;

    @BeforeAll
    static void start() throws Exception {
        site = LoopbackSite.startAt("127.0.0.2", 0)
                .page(
                        "/article",
                        "<html><head><title>Checked</title></head><body><main><article><h1>Checked</h1><p>" + ARTICLE
                                + "</p><p>" + ARTICLE + "</p></article></main></body></html>");
        canary = LoopbackSite.startAt("127.0.0.1", site.port())
                .page(
                        "/article",
                        "<html><body><main><p>canary reached: the browser resolved the name itself</p>"
                                + "</main></body></html>");
        chromium = HeadlessChromium.start("--host-resolver-rules=MAP rebind.example 127.0.0.1");
    }

    @AfterAll
    static void stop() throws Exception {
        for (AutoCloseable closeable : new AutoCloseable[] {chromium, site, canary}) {
            if (closeable != null) {
                closeable.close();
            }
        }
    }

    @Test
    void browserStage_connectsOnlyToTheAddressTheGuardChecked_notToTheBrowsersOwnDnsAnswer() throws Exception {
        try (Fetcher fetcher = Fetcher.builder()
                .environment(Map.of())
                .remoteReader(false)
                .cache(Duration.ZERO, 0)
                .cdpEndpoint(chromium.endpoint())
                .resolver(host -> List.of(InetAddress.getByName("127.0.0.2")))
                .allowAddresses("127.0.0.2:" + site.port())
                .build()) {
            FetchResult result =
                    fetcher.fetchContent(FetchRequest.of("http://rebind.example:" + site.port() + "/article")
                            .withStrategy(FetchStrategy.CDP));

            assertThat(result.strategy()).isEqualTo("cdp");
            assertThat(result.content()).contains("The checked site answered this page");
            assertThat(site.requests()).contains("/article");
        }
        assertThat(canary.requests()).isEmpty();
    }
}
