package io.agenttoolkit.core;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.jspecify.annotations.Nullable;

/** Facts about this build of the Agent Toolkit. */
public final class Toolkit {
    private static final String RESOURCE = "toolkit.properties";
    private static volatile @Nullable String version;

    private Toolkit() {}

    /**
     * Returns the version of the Agent Toolkit modules in use, as in their Maven coordinates ({@code 0.1.0},
     * {@code 0.2.0-SNAPSHOT}). Servers report it as the MCP {@code serverInfo.version} and the OpenAPI
     * {@code info.version}.
     *
     * @throws IllegalStateException when the build did not write {@code io/agenttoolkit/core/toolkit.properties}
     *     (classes compiled outside Maven)
     */
    public static String version() {
        String known = version;
        if (known == null) {
            known = read();
            version = known;
        }
        return known;
    }

    private static String read() {
        Properties properties = new Properties();
        try (InputStream in = Toolkit.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(
                        "io/agenttoolkit/core/" + RESOURCE + " is missing: build toolkit-core with Maven");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String value = properties.getProperty("version", "");
        if (value.isBlank() || value.startsWith("${")) {
            throw new IllegalStateException(
                    "io/agenttoolkit/core/" + RESOURCE + " holds no version: got '" + value + "'");
        }
        return value;
    }
}
