package io.agenttoolkit.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ToolkitTest {
    @Test
    void version_isTheProjectVersionTheBuildWrote() {
        // The POM passes ${project.version} to the tests; the resource got it through filtering.
        assertThat(Toolkit.version()).isEqualTo(System.getProperty("toolkit.expected.version"));
        assertThat(Toolkit.version()).matches("\\d+\\.\\d+\\.\\d+(-[A-Za-z0-9.]+)?");
    }
}
