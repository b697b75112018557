package io.agenttoolkit.web.search.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Deadline;
import io.agenttoolkit.web.search.SearchException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

class KeyPoolTest {
    private final AtomicLong offset = new AtomicLong();
    private final LongSupplier ticker = () -> System.nanoTime() + offset.get();

    private Deadline seconds(long seconds) {
        return Deadline.after(Duration.ofSeconds(seconds), ticker);
    }

    @Test
    void acquire_rotatesRoundRobin() throws Exception {
        KeyPool pool = new KeyPool(List.of("a", "b", "c"), Duration.ZERO, ticker);
        List<String> used = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            KeyPool.Lease lease = pool.acquire(seconds(1));
            used.add(lease.key());
            pool.release(lease);
        }

        assertThat(used).containsExactly("a", "b", "c", "a", "b", "c");
    }

    @Test
    void acquire_lendsEachKeyToOneRequestAtATime() throws Exception {
        KeyPool pool = new KeyPool(List.of("a", "b"), Duration.ZERO, ticker);
        KeyPool.Lease first = pool.acquire(seconds(1));
        KeyPool.Lease second = pool.acquire(seconds(1));

        assertThat(List.of(first.key(), second.key())).containsExactly("a", "b");
        assertThatThrownBy(() -> pool.acquire(Deadline.after(Duration.ofMillis(50), ticker)))
                .isInstanceOf(SearchException.class)
                .extracting(e -> ((SearchException) e).kind())
                .isEqualTo(ErrorKind.TIMEOUT);
        pool.release(second);
        assertThat(pool.acquire(seconds(1)).key()).isEqualTo("b");
    }

    @Test
    void rest_skipsTheKeyUntilTheRestIsOver() throws Exception {
        KeyPool pool = new KeyPool(List.of("a", "b"), Duration.ZERO, ticker);
        KeyPool.Lease a = pool.acquire(seconds(1));
        pool.rest(a, Duration.ofHours(1), new SearchException(ErrorKind.UNAUTHORIZED, "rejected"));

        for (int i = 0; i < 3; i++) {
            KeyPool.Lease lease = pool.acquire(seconds(1));
            assertThat(lease.key()).isEqualTo("b");
            pool.release(lease);
        }
        assertThat(pool.usable()).isEqualTo(1);

        offset.addAndGet(Duration.ofMinutes(59).toNanos());
        assertThat(pool.usable()).isEqualTo(1);
        offset.addAndGet(Duration.ofMinutes(2).toNanos());
        assertThat(pool.usable()).isEqualTo(2);
        List<String> used = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            KeyPool.Lease lease = pool.acquire(seconds(1));
            used.add(lease.key());
            pool.release(lease);
        }
        assertThat(used).containsExactlyInAnyOrder("a", "b");
    }

    @Test
    void acquire_whenEveryKeyRests_throwsTheCauseOfTheRest() throws Exception {
        KeyPool pool = new KeyPool(List.of("only"), Duration.ZERO, ticker);
        pool.rest(
                pool.acquire(seconds(1)),
                Duration.ofMinutes(5),
                new SearchException(ErrorKind.UPSTREAM, "rate limit reached (HTTP 429)"));

        assertThatThrownBy(() -> pool.acquire(seconds(1)))
                .isInstanceOf(SearchException.class)
                .hasMessage("rate limit reached (HTTP 429)")
                .extracting(e -> ((SearchException) e).kind())
                .isEqualTo(ErrorKind.UPSTREAM);
        offset.addAndGet(Duration.ofMinutes(5).toNanos());
        assertThat(pool.acquire(seconds(1)).key()).isEqualTo("only");
    }

    @Test
    void acquire_waitsTheDelayAfterTheKeysLastRequestEnded() throws Exception {
        KeyPool pool = new KeyPool(List.of("a"), Duration.ofMillis(150), System::nanoTime);
        KeyPool.Lease first = pool.acquire(Deadline.after(Duration.ofSeconds(1), System::nanoTime));
        long beforeRelease = System.nanoTime();
        pool.release(first);

        pool.acquire(Deadline.after(Duration.ofSeconds(5), System::nanoTime));

        assertThat(System.nanoTime() - beforeRelease)
                .isGreaterThanOrEqualTo(Duration.ofMillis(150).toNanos());
    }

    @Test
    void acquire_failsAtOnceWhenTheKeyIsReadyOnlyAfterTheDeadline() throws Exception {
        KeyPool pool = new KeyPool(List.of("a"), Duration.ofSeconds(30), System::nanoTime);
        pool.release(pool.acquire(Deadline.after(Duration.ofSeconds(1), System::nanoTime)));
        long start = System.nanoTime();

        assertThatThrownBy(() -> pool.acquire(Deadline.after(Duration.ofSeconds(2), System::nanoTime)))
                .isInstanceOf(SearchException.class)
                .hasMessageContaining("raise timeout");
        assertThat(System.nanoTime() - start).isLessThan(Duration.ofSeconds(1).toNanos());
    }

    @Test
    void lease_toStringNamesTheKeyByNumberOnly() throws Exception {
        KeyPool pool = new KeyPool(List.of("secret-one", "secret-two"), Duration.ZERO, ticker);
        pool.acquire(seconds(1));

        assertThat(pool.acquire(seconds(1)).toString()).isEqualTo("key #2");
    }
}
