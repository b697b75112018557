package io.agenttoolkit.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.web.fetch.FetchCache;
import io.agenttoolkit.web.fetch.FetchResult;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Redis fetch cache keeps the in-memory cache's rules, as versioned JSON under hashed keys. */
class RedisFetchCacheIT {
    private static RedisServer redis;
    private static RedisSharing sharing;

    @BeforeAll
    static void start() throws Exception {
        redis = RedisServer.start();
        sharing = RedisSharing.builder().url(redis.url()).build();
    }

    @AfterAll
    static void stop() {
        sharing.close();
        redis.close();
    }

    @AfterEach
    void flush() throws Exception {
        redis.cli("FLUSHALL");
    }

    private static FetchResult result(String url, String quality, String content) {
        return new FetchResult(
                content,
                url,
                "readability",
                quality,
                "text/html",
                false,
                12.5,
                Map.of("readability_score", 140.5, "content_length", 42));
    }

    @Test
    void put_thenGetFromAnotherInstance_returnsTheSameResult() {
        FetchCache writer = sharing.fetchCache();
        try (RedisSharing other = RedisSharing.builder().url(redis.url()).build()) {
            FetchResult stored = result("https://example.com/a", FetchResult.HIGH, "# Title\n\nBody text.");
            writer.put("auto https://example.com/a", stored);

            FetchResult read =
                    other.fetchCache().get("auto https://example.com/a").orElseThrow();

            assertThat(read.content()).isEqualTo(stored.content());
            assertThat(read.url()).isEqualTo(stored.url());
            assertThat(read.strategy()).isEqualTo("readability");
            assertThat(read.quality()).isEqualTo(FetchResult.HIGH);
            assertThat(read.contentType()).isEqualTo("text/html");
            assertThat(read.metadata())
                    .containsEntry("readability_score", 140.5)
                    .containsEntry("content_length", 42);
            assertThat(other.fetchCache().get("auto https://example.com/other")).isEmpty();
        }
    }

    @Test
    void entries_areVersionedJsonUnderAHashOfTheKey() throws Exception {
        sharing.fetchCache().put("auto https://example.com/p?token=abc", result("https://example.com/p", "high", "x"));

        String keys = redis.cli("--scan", "--pattern", "agent-toolkit:fetch:*");
        assertThat(keys).matches("agent-toolkit:fetch:[0-9a-f]{64}").doesNotContain("token");
        assertThat(redis.cli("GET", keys)).startsWith("{\"v\":1,");
    }

    @Test
    void get_entryOfAnotherVersion_isAbsent() throws Exception {
        FetchCache cache = sharing.fetchCache();
        cache.put("auto https://example.com/v", result("https://example.com/v", "high", "x"));
        String key = redis.cli("--scan", "--pattern", "agent-toolkit:fetch:*");
        redis.cli("SET", key, "{\"v\":2,\"content\":\"x\"}");

        assertThat(cache.get("auto https://example.com/v")).isEmpty();
    }

    @Test
    void put_lowQuality_isNotStored() throws Exception {
        FetchCache cache = sharing.fetchCache();
        cache.put("auto https://example.com/low", result("https://example.com/low", FetchResult.LOW, "x"));

        assertThat(cache.get("auto https://example.com/low")).isEmpty();
        assertThat(redis.cli("DBSIZE")).isEqualTo("0");
    }

    @Test
    void put_pastMaxEntries_evictsTheOldestWrites_evenWithinOneMillisecond() throws Exception {
        FetchCache cache = sharing.fetchCache(Duration.ofMinutes(5), 3);
        // Forty writes in a loop: many share a millisecond, and their order must still decide which go.
        for (int i = 1; i <= 40; i++) {
            cache.put("k" + i, result("https://example.com/" + i, "high", "page " + i));
        }

        for (int i = 1; i <= 37; i++) {
            assertThat(cache.get("k" + i)).as("k" + i).isEmpty();
        }
        for (int i = 38; i <= 40; i++) {
            assertThat(cache.get("k" + i)).as("k" + i).isPresent();
        }
        assertThat(redis.cli("ZCARD", "agent-toolkit:fetch-index")).isEqualTo("3");
    }

    @Test
    void get_afterTheTtl_isAbsent() throws Exception {
        FetchCache cache = sharing.fetchCache(Duration.ofMillis(300), 10);
        cache.put("short", result("https://example.com/s", "high", "x"));
        assertThat(cache.get("short")).isPresent();

        Thread.sleep(600);

        assertThat(cache.get("short")).isEmpty();
    }

    @Test
    void put_largerThanTheEntryBound_staysInThisProcessOnly() throws Exception {
        try (RedisSharing small =
                RedisSharing.builder().url(redis.url()).maxEntryBytes(1000).build()) {
            FetchCache cache = small.fetchCache();
            cache.put("big", result("https://example.com/big", "high", "x".repeat(2000)));

            assertThat(cache.get("big")).isPresent();
            assertThat(redis.cli("DBSIZE")).isEqualTo("0");
            assertThat(small.fetchCache().get("big")).isEmpty();
        }
    }

    @Test
    void zeroTtl_keepsNothing() throws Exception {
        FetchCache cache = sharing.fetchCache(Duration.ZERO, 10);
        cache.put("k", result("https://example.com/z", "high", "x"));

        assertThat(cache.get("k")).isEmpty();
        assertThat(redis.cli("DBSIZE")).isEqualTo("0");
    }

    @Test
    void settings_outOfRange_areRefusedNamingTheValue() {
        assertThatThrownBy(() -> sharing.fetchCache(Duration.ofSeconds(-1), 10))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("PT-1S");
        assertThatThrownBy(() -> sharing.fetchCache(Duration.ofMinutes(1), -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("got -1");
        assertThatThrownBy(() ->
                        RedisSharing.builder().url("http://127.0.0.1:6379").build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("http://127.0.0.1:6379");
        assertThatThrownBy(() -> RedisSharing.builder()
                        .url("redis://:hunter2@127.0.0.1:6379/x")
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'/x'")
                .hasMessageNotContaining("hunter2");
        assertThatThrownBy(() -> RedisSharing.builder().build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("url is required");
    }
}
