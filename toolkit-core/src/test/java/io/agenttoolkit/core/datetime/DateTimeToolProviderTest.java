package io.agenttoolkit.core.datetime;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DateTimeToolProviderTest {
    private final ToolRegistry registry = ToolRegistry.discover(new ToolContext(Map.of(), Path.of(".")));

    @Test
    void discover_registersDatetimeTools() {
        assertThat(new DateTimeToolProvider().namespace()).isEqualTo("datetime");
        assertThat(registry.find("datetime/now")).isPresent();
        assertThat(registry.find("datetime-convert_timezone")).isPresent();
        assertThat(registry.find("datetime/convert_timezone")
                        .orElseThrow()
                        .spec()
                        .inputSchema()
                        .get("required"))
                .isEqualTo(List.of("time", "source_timezone", "target_timezone"));
    }

    @Test
    void now_roundTripsThroughRegistry() {
        ToolResult result = registry.call("datetime/now", Map.of("timezone", "UTC+5:30"));
        assertThat(result.value().asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+05:30");
        assertThat(registry.call("datetime/now", Map.of()).value().asText()).endsWith("+00:00");
        ToolResult bad = registry.call("datetime/now", Map.of("timezone", "Atlantis"));
        assertThat(bad.errorKind()).isEqualTo(ErrorKind.INVALID_ARGUMENT);
        assertThat(bad.errorMessage()).isEqualTo("Invalid timezone: Atlantis");
    }

    @Test
    void convertTimezone_roundTripsWithSnakeCaseFields() {
        ToolResult result = registry.call(
                "datetime/convert_timezone",
                Map.of(
                        "time",
                        "12:00",
                        "source_timezone",
                        "America/New_York",
                        "target_timezone",
                        "Asia/Kathmandu",
                        "date",
                        "2026-01-15"));
        JsonNode value = result.value();
        assertThat(value.get("source_time").asText()).isEqualTo("2026-01-15T12:00:00-05:00");
        assertThat(value.get("target_time").asText()).isEqualTo("2026-01-15T22:45:00+05:45");
        assertThat(value.get("time_difference").asText()).isEqualTo("+10.75h");
        assertThat(value.get("source_timezone").asText()).isEqualTo("America/New_York");
        assertThat(value.get("target_timezone").asText()).isEqualTo("Asia/Kathmandu");
        ToolResult bad = registry.call(
                "datetime/convert_timezone",
                Map.of("time", "25:00", "source_timezone", "UTC", "target_timezone", "UTC"));
        assertThat(bad.errorMessage()).isEqualTo("Invalid time format. Expected HH:MM [24-hour format]");
    }
}
