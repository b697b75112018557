package io.agenttoolkit.core.tool;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a {@link ToolProvider} may read to build its tools: the environment variables and the working directory.
 * Tests pass their own map instead of touching the real environment.
 *
 * @param environment environment variables (for example {@code SERP_API_KEY})
 * @param workingDirectory what relative paths mean for file tools
 */
public record ToolContext(Map<String, String> environment, Path workingDirectory) {

    /**
     * Environment variable that confines the file and reader tools to these directories, separated by the platform's
     * path separator ({@code :} on Unix).
     */
    public static final String ALLOWED_ROOTS_VARIABLE = "TOOLKIT_ALLOWED_ROOTS";

    /** Creates a context; both components are copied and must not be null. */
    public ToolContext {
        environment = Map.copyOf(Objects.requireNonNull(environment, "environment"));
        workingDirectory =
                Objects.requireNonNull(workingDirectory, "workingDirectory").toAbsolutePath();
    }

    /** Returns the process's environment and working directory. */
    public static ToolContext fromSystem() {
        return new ToolContext(System.getenv(), Path.of(""));
    }

    /** Returns the value of an environment variable, or null when it is unset or blank. */
    public @Nullable String env(String name) {
        String value = environment.get(name);
        return value == null || value.isBlank() ? null : value.trim();
    }

    /** Returns the directories named by {@value #ALLOWED_ROOTS_VARIABLE}; empty when unset. */
    public List<Path> allowedRoots() {
        String value = env(ALLOWED_ROOTS_VARIABLE);
        List<Path> roots = new ArrayList<>();
        if (value != null) {
            for (String part : value.split(File.pathSeparator)) {
                if (!part.isBlank()) {
                    roots.add(workingDirectory.resolve(part.trim()));
                }
            }
        }
        return List.copyOf(roots);
    }
}
