package io.agenttoolkit.web.fetch.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UserAgentsTest {

    @Test
    void next_rotatesThroughBrowsersWithMatchingHeaders() {
        UserAgents agents = new UserAgents();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < UserAgents.PROFILES.size(); i++) {
            Map<String, String> headers = agents.next();
            String agent = headers.get("User-Agent");
            seen.add(agent);
            assertThat(headers.get("Accept-Language")).startsWith("en-US,en;q=");
            if (agent.contains("Firefox")) {
                assertThat(headers.get("Accept")).doesNotContain("signed-exchange");
            } else {
                assertThat(agent).contains("Chrome/");
                assertThat(headers.get("Accept")).contains("signed-exchange");
            }
        }
        assertThat(seen).hasSize(UserAgents.PROFILES.size());
        assertThat(String.join(" ", seen)).contains("Edg/", "Firefox/", "Chrome/");
        assertThat(agents.next().get("User-Agent"))
                .isEqualTo(UserAgents.PROFILES.get(0).get(0));
    }
}
