package io.agenttoolkit.web.fetch.internal.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DevToolsEndpointTest {
    @ParameterizedTest
    @CsvSource({
        "ws://127.0.0.1:9222, false, http://127.0.0.1:9222/",
        "ws://127.0.0.1:9222/, false, http://127.0.0.1:9222/",
        "http://chrome.internal:9222, false, http://chrome.internal:9222/",
        "wss://browser.example/, false, https://browser.example/",
        "ws://127.0.0.1:9222/devtools/browser/abc-123, true, http://127.0.0.1:9222/",
        "ws://[::1]:9222, false, http://[::1]:9222/"
    })
    void parse_endpointForms_directOnlyWithPathAndHttpRootFromHost(String endpoint, boolean direct, String root) {
        URI uri = DevToolsEndpoint.parse(endpoint);

        assertThat(DevToolsEndpoint.isDirect(uri)).isEqualTo(direct);
        assertThat(DevToolsEndpoint.httpRoot(uri)).hasToString(root);
    }

    @ParameterizedTest
    @CsvSource({
        "ws://127.0.0.1:9222, true",
        "http://127.9.8.7:9222, true",
        "ws://localhost:9222, true",
        "ws://LOCALHOST:9222/devtools/browser/abc, true",
        "ws://[::1]:9222, true",
        "ws://10.0.0.5:9222, false",
        "ws://chrome.internal:9222, false",
        "ws://127.0.0.1.example:9222, false",
        "wss://browser.example/, false",
        "ws://[2001:db8::1]:9222, false"
    })
    void isLoopback_onlyLocalhostAndLoopbackLiterals_noLookup(String endpoint, boolean loopback) {
        assertThat(DevToolsEndpoint.isLoopback(DevToolsEndpoint.parse(endpoint)))
                .isEqualTo(loopback);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://127.0.0.1:9222", "127.0.0.1:9222", "ws://", "not a url", "file:///tmp/socket"})
    void parse_unusableEndpoint_throwsIllegalArgumentNamingIt(String endpoint) {
        assertThatThrownBy(() -> DevToolsEndpoint.parse(endpoint))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cdpEndpoint")
                .hasMessageContaining(endpoint);
    }
}
