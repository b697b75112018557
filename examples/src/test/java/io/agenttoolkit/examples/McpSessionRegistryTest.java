package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class McpSessionRegistryTest {
    private final AtomicLong now = new AtomicLong();
    private final List<String> closed = new ArrayList<>();
    private final McpSessionRegistry registry = new McpSessionRegistry(2, Duration.ofSeconds(10), now::get);

    private void open(String id) {
        assertThat(registry.reserve()).as("reserve for %s", id).isTrue();
        registry.register(id, () -> closed.add(id));
    }

    @Test
    void reserve_atCap_closesLeastRecentlyUsedIdleSession() {
        open("a");
        open("b");
        registry.begin("a"); // a is now the more recently used
        registry.end("a");

        open("c");

        assertThat(closed).containsExactly("b");
        assertThat(registry.ids()).containsExactly("a", "c");
        assertThat(registry.begin("b")).isFalse();
    }

    @Test
    void reserve_atCapWithEverySessionBusy_isRefused() {
        open("a");
        open("b");
        registry.begin("a");
        registry.begin("b");

        assertThat(registry.reserve()).isFalse();
        assertThat(closed).isEmpty();

        registry.end("b");
        assertThat(registry.reserve()).isTrue();
        assertThat(closed).containsExactly("b");
    }

    @Test
    void reservedSlots_countAgainstTheCap_untilReleased() {
        assertThat(registry.reserve()).isTrue();
        assertThat(registry.reserve()).isTrue();
        assertThat(registry.reserve()).isFalse();

        registry.release();
        assertThat(registry.reserve()).isTrue();
    }

    @Test
    void expireIdle_closesOnlySessionsIdleForTheTimeout() {
        open("a");
        now.addAndGet(Duration.ofSeconds(6).toNanos());
        open("b");
        now.addAndGet(Duration.ofSeconds(5).toNanos());

        assertThat(registry.expireIdle()).isEqualTo(1);
        assertThat(closed).containsExactly("a");
        assertThat(registry.size()).isEqualTo(1);
    }

    @Test
    void expireIdle_sparesSessionsWithARequestRunning() {
        open("a");
        registry.begin("a");
        now.addAndGet(Duration.ofMinutes(5).toNanos());

        assertThat(registry.expireIdle()).isZero();

        registry.end("a");
        now.addAndGet(Duration.ofSeconds(10).toNanos());
        assertThat(registry.expireIdle()).isEqualTo(1);
    }

    @Test
    void remove_forgetsWithoutClosing() {
        open("a");
        registry.remove("a");

        assertThat(registry.size()).isZero();
        assertThat(closed).isEmpty();
    }

    @Test
    void close_closesEverySessionAndRefusesNewOnes() {
        open("a");
        open("b");

        registry.close();

        assertThat(closed).containsExactlyInAnyOrder("a", "b");
        assertThat(registry.reserve()).isFalse();
    }

    @Test
    void reaper_expiresIdleSessionsOnItsOwn() throws InterruptedException {
        McpSessionRegistry live = new McpSessionRegistry(5, Duration.ofMillis(100), System::nanoTime);
        try {
            live.startReaper();
            assertThat(live.reserve()).isTrue();
            live.register("a", () -> {});
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (live.size() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(live.size()).isZero();
        } finally {
            live.close();
        }
    }

    @Test
    void badLimits_nameTheValue() {
        assertThatThrownBy(() -> new McpSessionRegistry(0, Duration.ofSeconds(1), now::get))
                .hasMessage("maxSessions must be at least 1, got 0");
        assertThatThrownBy(() -> new McpSessionRegistry(1, Duration.ZERO, now::get))
                .hasMessage("sessionIdleTimeout must be positive, got PT0S");
    }
}
