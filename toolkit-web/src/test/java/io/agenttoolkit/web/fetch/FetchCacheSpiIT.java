package io.agenttoolkit.web.fetch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A {@link FetchCache} given to the builder replaces the in-memory one and is offered high-quality results only. */
class FetchCacheSpiIT {
    private LoopbackServer site;

    /** A cache that records what it was asked and offered. */
    static final class RecordingCache implements FetchCache {
        final Map<String, FetchResult> entries = new ConcurrentHashMap<>();
        final List<String> lookups = new CopyOnWriteArrayList<>();

        @Override
        public Optional<FetchResult> get(String key) {
            lookups.add(key);
            return Optional.ofNullable(entries.get(key));
        }

        @Override
        public void put(String key, FetchResult result) {
            entries.put(key, result);
        }
    }

    @BeforeEach
    void start() throws IOException {
        site = LoopbackServer.start(exchange -> {
            if (exchange.getRequestURI().getPath().equals("/thin")) {
                LoopbackServer.respond(exchange, 200, "text/html", TestPages.thin());
            } else {
                LoopbackServer.respond(exchange, 200, "text/html", TestPages.article("Page"));
            }
        });
    }

    @AfterEach
    void stop() {
        site.close();
    }

    private static FetcherBuilder builder() {
        return Fetcher.builder()
                .environment(Map.of())
                .allowPrivateNetworks(true)
                .remoteReader(false);
    }

    @Test
    void customCache_isLookedUpAndOfferedTheHighQualityResult_thenServesTheHit() {
        RecordingCache cache = new RecordingCache();
        Fetcher fetcher = builder().cache(cache).build();
        String url = site.url("/a");

        FetchResult first = fetcher.fetchContent(url);
        FetchResult second = fetcher.fetchContent(url);

        assertThat(cache.lookups).containsExactly("auto " + url, "auto " + url);
        assertThat(cache.entries).containsOnlyKeys("auto " + url);
        assertThat(first.cached()).isFalse();
        assertThat(second.cached()).isTrue();
        assertThat(second.content()).isEqualTo(first.content());
    }

    @Test
    void customCache_isNeverOfferedALowQualityResult() {
        RecordingCache cache = new RecordingCache();
        Fetcher fetcher = builder().cache(cache).build();

        FetchResult thin = fetcher.fetchContent(site.url("/thin"));

        assertThat(thin.quality()).isEqualTo(FetchResult.LOW);
        assertThat(cache.entries).isEmpty();
    }

    @Test
    void cacheWithTtlAfterACustomCache_goesBackToTheInMemoryDefault() {
        RecordingCache cache = new RecordingCache();
        Fetcher fetcher = builder().cache(cache).cache(Duration.ofMinutes(1), 8).build();
        String url = site.url("/b");

        fetcher.fetchContent(url);

        assertThat(cache.lookups).isEmpty();
        assertThat(fetcher.fetchContent(url).cached()).isTrue();
    }

    @Test
    void inMemory_badSettings_areRefusedNamingTheValue() {
        assertThatThrownBy(() -> FetchCache.inMemory(Duration.ofSeconds(-2), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("PT-2S");
        assertThatThrownBy(() -> FetchCache.inMemory(Duration.ofMinutes(1), -3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got -3");
        FetchResult high = new FetchResult("x", "https://e.com/", "direct", "high", "text/plain", false, 1, Map.of());
        FetchCache disabled = FetchCache.inMemory(Duration.ZERO, 10);
        disabled.put("k", high);
        assertThat(disabled.get("k")).isEmpty();
    }
}
