package io.agenttoolkit.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DeadlineBoundsTest {
    @Test
    void after_zeroOrNegative_isExpiredWithNothingRemaining() {
        assertThat(Deadline.after(Duration.ZERO).expired()).isTrue();
        assertThat(Deadline.after(Duration.ofSeconds(-5)).remaining()).isEqualTo(Duration.ZERO);
    }

    @Test
    void after_hugeDuration_doesNotOverflow() {
        Deadline deadline = Deadline.after(Duration.ofSeconds(Long.MAX_VALUE));

        assertThat(deadline.expired()).isFalse();
        assertThat(deadline.remaining()).isGreaterThan(Duration.ofDays(365));
    }

    @Test
    void capped_takesTheEarlierDeadline() {
        Deadline far = Deadline.after(Duration.ofMinutes(10));

        assertThat(far.capped(Duration.ofSeconds(1)).remaining()).isLessThanOrEqualTo(Duration.ofSeconds(1));
        assertThat(Deadline.after(Duration.ofSeconds(1))
                        .capped(Duration.ofMinutes(10))
                        .remaining())
                .isLessThanOrEqualTo(Duration.ofSeconds(1));
    }
}
