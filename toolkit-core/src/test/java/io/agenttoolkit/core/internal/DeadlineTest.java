package io.agenttoolkit.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class DeadlineTest {
    private final AtomicLong now = new AtomicLong(1_000);

    @Test
    void remaining_countsDownToZeroAndNeverBelow() {
        Deadline deadline = Deadline.after(Duration.ofMillis(10), now::get);
        assertThat(deadline.remaining()).isEqualTo(Duration.ofMillis(10));
        assertThat(deadline.expired()).isFalse();
        now.addAndGet(9_999_999);
        assertThat(deadline.remainingNanos()).isEqualTo(1);
        assertThat(deadline.remainingMillis()).isEqualTo(1);
        now.addAndGet(5);
        assertThat(deadline.remaining()).isZero();
        assertThat(deadline.remainingMillis()).isZero();
        assertThat(deadline.expired()).isTrue();
        assertThat(deadline.budget()).isEqualTo(Duration.ofMillis(10));
    }

    @Test
    void capped_takesTheEarlierEnd_andClampShortens() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(10), now::get);
        assertThat(deadline.capped(Duration.ofSeconds(2)).remaining()).isEqualTo(Duration.ofSeconds(2));
        assertThat(deadline.capped(Duration.ofSeconds(20))).isSameAs(deadline);
        assertThat(deadline.capped(Duration.ofSeconds(2)).budget()).isEqualTo(Duration.ofSeconds(10));
        assertThat(deadline.clamp(Duration.ofSeconds(3))).isEqualTo(Duration.ofSeconds(3));
        assertThat(deadline.clamp(Duration.ofSeconds(30))).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void hugeAndNegativeBudgets_doNotOverflow() {
        Deadline forever = Deadline.after(Duration.ofSeconds(Long.MAX_VALUE), now::get);
        assertThat(forever.expired()).isFalse();
        assertThat(forever.remainingNanos()).isPositive();
        assertThat(Deadline.after(Duration.ofSeconds(-5), now::get).expired()).isTrue();
    }
}
