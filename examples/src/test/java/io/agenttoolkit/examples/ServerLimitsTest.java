package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServerLimitsTest {
    @Test
    void defaults_matchTheDocumentedValues() {
        ServerLimits limits = ServerLimits.defaults();

        assertThat(limits.maxSessions()).isEqualTo(1000);
        assertThat(limits.sessionIdleTimeout()).isEqualTo(Duration.ofMinutes(30));
        assertThat(limits.maxCalls()).isEqualTo(4 * Runtime.getRuntime().availableProcessors());
        assertThat(limits.maxNetworkCalls()).isEqualTo(16);
        assertThat(limits.callQueueWait()).isEqualTo(Duration.ofSeconds(10));
        assertThat(limits.shutdownGrace()).isEqualTo(Duration.ofSeconds(10));
    }

    @Test
    void commandLine_setsEveryLimit() {
        ToolServer.Options options = ToolServer.Options.parse(List.of(
                "mcp",
                "--max-sessions",
                "50",
                "--session-idle-timeout=90s",
                "--max-calls",
                "3",
                "--max-network-calls=2",
                "--call-queue-wait",
                "250ms",
                "--shutdown-grace",
                "2m"));

        assertThat(options.limits())
                .isEqualTo(new ServerLimits(
                        50, Duration.ofSeconds(90), 3, 2, Duration.ofMillis(250), Duration.ofMinutes(2)));
    }

    @Test
    void duration_acceptsUnitsAndBareSeconds() {
        assertThat(ServerLimits.duration("--x", "15")).isEqualTo(Duration.ofSeconds(15));
        assertThat(ServerLimits.duration("--x", "2h")).isEqualTo(Duration.ofHours(2));
        assertThat(ServerLimits.duration("--x", " 30M ")).isEqualTo(Duration.ofMinutes(30));
    }

    @Test
    void badValues_nameTheOptionAndValue() {
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("mcp", "--max-sessions", "0")))
                .hasMessage("--max-sessions must be at least 1, got 0");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("mcp", "--max-calls", "many")))
                .hasMessage("--max-calls must be a whole number, got 'many'");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("mcp", "--session-idle-timeout", "0s")))
                .hasMessage("sessionIdleTimeout must be positive, got PT0S");
        assertThatThrownBy(() -> ToolServer.Options.parse(List.of("openapi", "--shutdown-grace", "10 minutes")))
                .hasMessage("--shutdown-grace must be a duration such as 500ms, 10s, 30m or 2h, got '10 minutes'");
    }
}
