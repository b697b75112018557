package io.agenttoolkit.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.web.search.KeyLease;
import io.agenttoolkit.web.search.KeyOutcome;
import io.agenttoolkit.web.search.KeyScheduler;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Redis key scheduler's rules, with two schedulers (two sharing instances) standing for two processes. */
class RedisKeySchedulerIT {
    private static RedisServer redis;
    private static RedisSharing first;
    private static RedisSharing second;

    @BeforeAll
    static void start() throws Exception {
        redis = RedisServer.start();
        first = RedisSharing.builder().url(redis.url()).build();
        second = RedisSharing.builder().url(redis.url()).build();
    }

    @AfterAll
    static void stop() {
        first.close();
        second.close();
        redis.close();
    }

    @AfterEach
    void flush() throws Exception {
        redis.cli("FLUSHALL");
    }

    private static KeyScheduler scheduler(RedisSharing sharing, String keys, Duration delay) {
        return sharing.keyScheduler().create(List.of(keys.split(",")), delay);
    }

    @Test
    void acquire_keyLentByAnotherProcess_waitsUntilItIsGivenBackAndTheDelayPassed() throws Exception {
        KeyScheduler a = scheduler(first, "k1", Duration.ofMillis(300));
        KeyScheduler b = scheduler(second, "k1", Duration.ofMillis(300));
        KeyLease lease = a.acquire(Duration.ofSeconds(1)).orElseThrow();

        assertThat(b.acquire(Duration.ofMillis(200))).isEmpty();
        a.release(lease, KeyOutcome.OK, "");
        long released = System.nanoTime();
        KeyLease next = b.acquire(Duration.ofSeconds(2)).orElseThrow();

        assertThat((System.nanoTime() - released) / 1_000_000).isGreaterThanOrEqualTo(290);
        assertThat(next.number()).isEqualTo(1);
        assertThat(next.apiKey()).isEqualTo("k1");
        b.release(next, KeyOutcome.OK, "");
    }

    @Test
    void acquire_twoKeys_lendsTheFreeOneAtOnce() throws Exception {
        KeyScheduler a = scheduler(first, "k1,k2", Duration.ofSeconds(5));
        KeyScheduler b = scheduler(second, "k1,k2", Duration.ofSeconds(5));
        KeyLease one = a.acquire(Duration.ofSeconds(1)).orElseThrow();
        KeyLease two = b.acquire(Duration.ofSeconds(1)).orElseThrow();

        assertThat(List.of(one.apiKey(), two.apiKey())).containsExactlyInAnyOrder("k1", "k2");
        assertThat(a.acquire(Duration.ofMillis(100))).isEmpty();
    }

    @Test
    void lease_neverGivenBack_expiresAfterTheBudgetAndTheGrace() throws Exception {
        KeyScheduler crashed = scheduler(first, "k1", Duration.ZERO);
        KeyScheduler survivor = scheduler(second, "k1", Duration.ZERO);
        crashed.acquire(Duration.ofMillis(200)).orElseThrow();
        long taken = System.nanoTime();

        Optional<KeyLease> lease = survivor.acquire(Duration.ofSeconds(5));

        assertThat(lease).isPresent();
        long waitedMs = (System.nanoTime() - taken) / 1_000_000;
        assertThat(waitedMs).isBetween(900L, 4000L);
    }

    @Test
    void release_unauthorized_restsTheKeyInEveryProcess() throws Exception {
        KeyScheduler a = scheduler(first, "k-bad", Duration.ZERO);
        KeyScheduler b = scheduler(second, "k-bad", Duration.ZERO);
        KeyLease lease = a.acquire(Duration.ofSeconds(1)).orElseThrow();
        a.release(
                lease, KeyOutcome.UNAUTHORIZED, "search provider rejected the API key (HTTP 401); check SERP_API_KEY");

        assertThat(b.usableKeys()).isZero();
        assertThatThrownBy(() -> b.acquire(Duration.ofSeconds(1)))
                .isInstanceOf(SearchException.class)
                .hasMessage("search provider rejected the API key (HTTP 401); check SERP_API_KEY")
                .satisfies(e -> assertThat(((SearchException) e).kind()).isEqualTo(ErrorKind.UNAUTHORIZED));
        long ttl = Long.parseLong(redis.cli("PTTL", redis.cli("--scan", "--pattern", "agent-toolkit:serp:key:*")));
        assertThat(ttl).isGreaterThan(Duration.ofMinutes(59).toMillis());
    }

    @Test
    void state_namesKeysByHashOnly() throws Exception {
        KeyScheduler a = scheduler(first, "sk-secret-value", Duration.ZERO);
        KeyLease lease = a.acquire(Duration.ofSeconds(1)).orElseThrow();
        a.release(
                lease, KeyOutcome.RATE_LIMITED, "search provider rate limit reached (HTTP 429); raise rateLimitDelay");

        String key = redis.cli("--scan", "--pattern", "*");
        assertThat(key).matches("agent-toolkit:serp:key:[0-9a-f]{64}");
        assertThat(redis.cli("HGETALL", key)).doesNotContain("sk-secret-value").contains("RATE_LIMITED");
        assertThat(lease.toString()).isEqualTo("key #1");
    }

    @Test
    void scriptsFlushedByTheServer_areLoadedAgainWithoutAnOutage() throws Exception {
        KeyScheduler a = scheduler(first, "k1", Duration.ZERO);
        a.release(a.acquire(Duration.ofSeconds(1)).orElseThrow(), KeyOutcome.OK, "");
        redis.cli("SCRIPT", "FLUSH");

        KeyLease lease = a.acquire(Duration.ofSeconds(1)).orElseThrow();
        a.release(lease, KeyOutcome.OK, "");

        assertThat(first.outages()).isZero();
        assertThat(first.available()).isTrue();
    }
}
