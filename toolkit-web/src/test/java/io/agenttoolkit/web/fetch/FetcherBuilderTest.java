package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.InvalidArgumentException;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FetcherBuilderTest {

    @Test
    void build_defaults_offerTheFiveAlwaysValidStrategies() {
        Fetcher fetcher = Fetcher.builder().environment(Map.of()).build();
        assertThat(fetcher.strategies())
                .containsExactly(
                        FetchStrategy.AUTO,
                        FetchStrategy.MARKDOWN,
                        FetchStrategy.READABILITY,
                        FetchStrategy.SOUP,
                        FetchStrategy.REMOTEREADER);
    }

    @Test
    void build_readsEnvironmentFallbacks() {
        Fetcher fetcher = Fetcher.builder()
                .environment(Map.of(
                        "CDP_ENDPOINT", "ws://127.0.0.1:9222",
                        "REMOTERENDER_ENDPOINT", "http://render.example:3000",
                        "REMOTERENDER_TOKEN", "render-secret",
                        "REMOTEREADER_API_KEY", "reader-secret"))
                .build();
        assertThat(fetcher.strategies()).contains(FetchStrategy.REMOTERENDER, FetchStrategy.CDP);
        assertThat(fetcher.toString()).doesNotContain("secret").contains("cdp");
        fetcher.close();
    }

    @Test
    void toBuilder_keepsSettings() {
        Fetcher fetcher = Fetcher.builder()
                .environment(Map.of())
                .remoteRenderEndpoint(URI.create("http://render.example"))
                .build();
        Fetcher variant = fetcher.toBuilder().remoteReader(false).build();
        assertThat(variant.strategies())
                .contains(FetchStrategy.REMOTERENDER)
                .doesNotContain(FetchStrategy.REMOTEREADER);
        assertThat(fetcher.strategies()).contains(FetchStrategy.REMOTEREADER);
    }

    @Test
    void build_invalidSettings_namesTheSettingAndValue() {
        assertThatThrownBy(() -> Fetcher.builder().maxBodyBytes(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxBodyBytes")
                .hasMessageContaining("0");
        assertThatThrownBy(
                        () -> Fetcher.builder().cache(Duration.ofSeconds(-1), 5).build())
                .hasMessageContaining("cache ttl");
        assertThatThrownBy(
                        () -> Fetcher.builder().cache(Duration.ofSeconds(1), -1).build())
                .hasMessageContaining("maxEntries");
        assertThatThrownBy(() -> Fetcher.builder().maxConcurrentFetches(0).build())
                .hasMessageContaining("maxConcurrentFetches");
        assertThatThrownBy(() ->
                        Fetcher.builder().retryBackoff(Duration.ofMillis(-1)).build())
                .hasMessageContaining("retryBackoff");
        assertThatThrownBy(() -> Fetcher.builder()
                        .remoteReaderEndpoint(URI.create("ftp://x/"))
                        .build())
                .hasMessageContaining("remoteReaderEndpoint");
        assertThatThrownBy(() -> Fetcher.builder().allowAddresses("10.0.0.0/99").build())
                .hasMessageContaining("allowAddresses");
        assertThatThrownBy(() -> Fetcher.builder()
                        .httpClient(HttpClient.newBuilder()
                                .followRedirects(HttpClient.Redirect.NORMAL)
                                .build())
                        .build())
                .hasMessageContaining("httpClient must not follow redirects");
    }

    @Test
    void fetchRequest_validatesTimeoutAndUrl() {
        assertThatThrownBy(() -> FetchRequest.of("http://x/").withTimeout(Duration.ZERO))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("timeout must be > 0");
        assertThatThrownBy(() -> FetchRequest.of(" ")).isInstanceOf(InvalidArgumentException.class);
        assertThat(FetchRequest.of("http://x/").timeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(FetchRequest.of("http://x/").strategy()).isEqualTo(FetchStrategy.AUTO);
    }

    @Test
    void fetchStrategy_wireNames() {
        assertThat(FetchStrategy.fromWireName(" RemoteReader ")).isEqualTo(FetchStrategy.REMOTEREADER);
        assertThat(FetchStrategy.CDP.wireName()).isEqualTo("cdp");
        assertThatThrownBy(() -> FetchStrategy.fromWireName("edge"))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageContaining("edge");
    }

    @Test
    void fetchContent_proxyWithCredentialsOrOtherScheme_isInvalidArgument() {
        Fetcher fetcher = Fetcher.builder().environment(Map.of()).build();
        assertThatThrownBy(() -> fetcher.fetchContent(
                        FetchRequest.of("http://example.com/").withProxy(URI.create("http://u:pw@proxy:3128"))))
                .isInstanceOf(InvalidArgumentException.class)
                .hasMessageNotContaining("pw");
        assertThatThrownBy(() -> fetcher.fetchContent(
                        FetchRequest.of("http://example.com/").withProxy(URI.create("socks5://proxy:1080"))))
                .isInstanceOf(InvalidArgumentException.class);
    }
}
