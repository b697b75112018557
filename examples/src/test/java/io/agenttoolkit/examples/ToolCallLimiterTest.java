package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolSpec;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ToolCallLimiterTest {
    private final ToolRegistry registry =
            ToolRegistry.create().register(new SlowTools(), "test/slow").register(new EchoTools(), "test/echo");
    private final ToolSpec fetch =
            registry.find("/tools/test/slow/fetch").orElseThrow().spec();
    private final ToolSpec echo =
            registry.find("/tools/test/echo/echo").orElseThrow().spec();

    @Test
    void networkPoolFull_cpuToolStillRuns() {
        ToolCallLimiter limiter = ToolCallLimiter.builder()
                .maxCalls(1)
                .maxNetworkCalls(1)
                .maxWait(Duration.ZERO)
                .build();
        ToolCallLimiter.Permit slow = limiter.acquire(fetch);

        ToolCallLimiter.Permit quick = limiter.acquire(echo);

        assertThat(limiter.running()).isEqualTo(2);
        quick.close();
        slow.close();
        assertThat(limiter.running()).isZero();
    }

    @Test
    void poolFull_waitRunsOut_isBusy() {
        ToolCallLimiter limiter = ToolCallLimiter.builder()
                .maxNetworkCalls(1)
                .maxWait(Duration.ofMillis(50))
                .build();
        limiter.acquire(fetch);

        assertThatThrownBy(() -> limiter.acquire(fetch))
                .isInstanceOf(ToolCallLimiter.ServerBusyException.class)
                .hasMessageContaining("The server is busy")
                .hasMessageContaining("no slot freed within 50 ms")
                .hasMessageContaining("test_slow-fetch");
    }

    @Test
    void waitingCall_runsWhenASlotFrees() throws Exception {
        ToolCallLimiter limiter = ToolCallLimiter.builder()
                .maxNetworkCalls(1)
                .maxWait(Duration.ofSeconds(30))
                .build();
        ToolCallLimiter.Permit first = limiter.acquire(fetch);
        CompletableFuture<ToolCallLimiter.Permit> second = CompletableFuture.supplyAsync(() -> limiter.acquire(fetch));

        first.close();
        first.close(); // a second close must not free a second slot

        second.get(10, TimeUnit.SECONDS).close();
        assertThat(limiter.running()).isZero();
    }

    @Test
    void queueFull_isBusyAtOnce() throws Exception {
        ToolCallLimiter limiter = ToolCallLimiter.builder()
                .maxNetworkCalls(1)
                .maxWait(Duration.ofSeconds(30))
                .build();
        ToolCallLimiter.Permit running = limiter.acquire(fetch);
        // One running call admits two waiting ones.
        CompletableFuture<?> waiting1 =
                CompletableFuture.runAsync(() -> limiter.acquire(fetch).close());
        CompletableFuture<?> waiting2 =
                CompletableFuture.runAsync(() -> limiter.acquire(fetch).close());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (limiter.waiting() < 2 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }

        long start = System.nanoTime();
        assertThatThrownBy(() -> limiter.acquire(fetch)).hasMessageContaining("the queue of 2 waiting calls is full");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5_000);

        running.close();
        waiting1.get(10, TimeUnit.SECONDS);
        waiting2.get(10, TimeUnit.SECONDS);
    }

    @Test
    void drain_refusesNewCallsAndWaitsForRunningOnes() throws Exception {
        ToolCallLimiter limiter = ToolCallLimiter.builder().build();
        ToolCallLimiter.Permit running = limiter.acquire(echo);
        CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS).execute(running::close);

        assertThat(limiter.drain(Duration.ofSeconds(10))).isTrue();
        assertThatThrownBy(() -> limiter.acquire(echo)).hasMessageContaining("shutting down");
    }

    @Test
    void drain_gracePassed_returnsFalse() throws Exception {
        ToolCallLimiter limiter = ToolCallLimiter.builder().build();
        limiter.acquire(echo);

        assertThat(limiter.drain(Duration.ofMillis(50))).isFalse();
    }

    @Test
    void badSettings_nameTheValue() {
        assertThatThrownBy(() -> ToolCallLimiter.builder().maxCalls(0))
                .hasMessage("maxCalls must be at least 1, got 0");
        assertThatThrownBy(() -> ToolCallLimiter.builder().maxWait(Duration.ofSeconds(-1)))
                .hasMessage("maxWait must not be negative, got PT-1S");
    }
}
