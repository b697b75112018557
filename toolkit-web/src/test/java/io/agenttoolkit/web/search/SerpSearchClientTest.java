package io.agenttoolkit.web.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SerpSearchClientTest {
    private static final Map<String, String> NO_ENV = Map.of();

    @Test
    void build_withoutKey_namesTheVariableToSet() {
        assertThatThrownBy(() -> SerpSearchClient.builder().environment(NO_ENV).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SERP_API_KEY");
        assertThatThrownBy(() -> SerpSearchClient.builder()
                        .environment(Map.of("SERP_API_KEY", " , "))
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("SERP_API_KEY");
    }

    @Test
    void build_readsKeysAndZoneFromEnvironment() {
        SerpSearchClient client = SerpSearchClient.builder()
                .environment(Map.of("SERP_API_KEY", "k1, k2,,k1", "SERP_ZONE", "my_zone"))
                .build();

        assertThat(client.keyCount()).isEqualTo(2);
        assertThat(client.zone()).isEqualTo("my_zone");
    }

    @Test
    void build_explicitSettingsWinOverEnvironment() {
        SerpSearchClient client = SerpSearchClient.builder()
                .environment(Map.of("SERP_API_KEY", "env1,env2,env3", "SERP_ZONE", "env_zone"))
                .apiKeys(List.of("a", "b,c", " "))
                .zone("explicit")
                .build();

        assertThat(client.keyCount()).isEqualTo(3);
        assertThat(client.zone()).isEqualTo("explicit");
    }

    @Test
    void build_defaults() {
        SerpSearchClient client =
                SerpSearchClient.builder().environment(NO_ENV).apiKeys("k").build();

        assertThat(client.zone()).isEqualTo("mcp_unlocker");
        assertThat(client.endpoint()).isEqualTo(URI.create("https://api.brightdata.com"));
        assertThat(client.rateLimitDelay()).isEqualTo(Duration.ofSeconds(1));
        assertThat(client.toString()).contains("ensureZone=true", "failOnError=false");
    }

    @Test
    void build_keyWithWhitespace_isRejectedWithoutShowingTheKey() {
        assertThatThrownBy(() -> SerpSearchClient.builder()
                        .environment(NO_ENV)
                        .apiKeys(List.of("good-key", "secret part"))
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("#2")
                .hasMessageNotContaining("secret");
    }

    @Test
    void build_invalidSettings_areRejectedNamingTheSetting() {
        SerpSearchClient.Builder builder =
                SerpSearchClient.builder().environment(NO_ENV).apiKeys("k");
        assertThatThrownBy(() -> builder.zone("bad zone").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("zone")
                .hasMessageContaining("'bad zone'");
        assertThatThrownBy(() ->
                        builder.zone("ok").rateLimitDelay(Duration.ofMillis(-1)).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rateLimitDelay");
        assertThatThrownBy(() -> builder.rateLimitDelay(Duration.ZERO)
                        .endpoint(URI.create("ftp://example.com"))
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("endpoint");
        assertThatThrownBy(() -> builder.endpoint(URI.create("/relative")).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("endpoint");
    }

    @Test
    void toString_neverShowsKeys() {
        SerpSearchClient client = SerpSearchClient.builder()
                .environment(NO_ENV)
                .apiKeys("sk-live-AAAA,sk-live-BBBB")
                .build();

        assertThat(client.toString()).contains("keys=2").doesNotContain("sk-live");
        assertThat(client.toBuilder().toString()).doesNotContain("sk-live");
        assertThat(new SerpSearchTool(client).toString()).doesNotContain("sk-live");
    }

    @Test
    void toBuilder_keepsSettings() {
        SerpSearchClient client = SerpSearchClient.builder()
                .environment(NO_ENV)
                .apiKeys("a,b")
                .zone("z1")
                .rateLimitDelay(Duration.ofMillis(250))
                .endpoint(URI.create("http://127.0.0.1:9/"))
                .ensureZone(false)
                .failOnError(true)
                .build();

        SerpSearchClient copy = client.toBuilder().build();

        assertThat(copy.toString()).isEqualTo(client.toString());
        assertThat(copy.keyCount()).isEqualTo(2);
        assertThat(client.toBuilder().zone("z2").build().zone()).isEqualTo("z2");
    }

    @Test
    void search_blankQuery_returnsEmptyWithoutContactingAnyone() {
        // Port 9 (discard) on loopback is never served here: a request would fail, not hang.
        SerpSearchClient client = SerpSearchClient.builder()
                .environment(NO_ENV)
                .apiKeys("k")
                .endpoint(URI.create("http://127.0.0.1:9"))
                .failOnError(true)
                .build();

        assertThat(client.search("   ")).isEmpty();
        assertThat(client.search("")).isEmpty();
    }
}
