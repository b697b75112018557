package io.agenttoolkit.web.fetch.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyRingTest {

    /** A clock the test moves by hand. */
    private static final class ManualClock extends Clock {
        private Instant now = Instant.parse("2026-01-01T00:00:00Z");

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }

        void advance(Duration duration) {
            now = now.plus(duration);
        }
    }

    @Test
    void nextIndex_rotatesRoundRobin() {
        KeyRing ring = new KeyRing(List.of("a", "b", "c"), Clock.systemUTC());
        List<String> used = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            used.add(ring.key(ring.nextIndex().orElseThrow()));
        }
        assertThat(used).containsExactly("a", "b", "c", "a", "b", "c");
    }

    @Test
    void rest_skipsKeyUntilItsTimeIsOver() {
        ManualClock clock = new ManualClock();
        KeyRing ring = new KeyRing(List.of("a", "b"), clock);
        ring.rest(0, KeyRing.RATE_LIMITED_REST);
        assertThat(ring.key(ring.nextIndex().orElseThrow())).isEqualTo("b");
        assertThat(ring.key(ring.nextIndex().orElseThrow())).isEqualTo("b");
        clock.advance(Duration.ofMinutes(5));
        assertThat(List.of(
                        ring.key(ring.nextIndex().orElseThrow()),
                        ring.key(ring.nextIndex().orElseThrow())))
                .containsExactlyInAnyOrder("a", "b");
    }

    @Test
    void nextIndex_allResting_isEmpty() {
        ManualClock clock = new ManualClock();
        KeyRing ring = new KeyRing(List.of("a"), clock);
        ring.rest(0, KeyRing.UNAUTHORIZED_REST);
        clock.advance(Duration.ofMinutes(59));
        assertThat(ring.nextIndex()).isEmpty();
        clock.advance(Duration.ofMinutes(1));
        assertThat(ring.nextIndex()).contains(0);
    }
}
