package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.Toolkit;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Where the reactor left the library modules' jars, POMs and run-time class paths (failsafe runs after package). */
final class LibraryBuild {
    /** The published library modules, in dependency order. */
    static final List<String> MODULES = List.of("toolkit-core", "toolkit-fs", "toolkit-reader", "toolkit-web");

    private LibraryBuild() {}

    /** Returns the checkout's root folder. */
    static Path root() {
        String root = System.getProperty("toolkit.root");
        assertThat(root)
                .as("system property toolkit.root (set by examples/pom.xml)")
                .isNotNull();
        return Path.of(root).toAbsolutePath().normalize();
    }

    /** Returns the version the build gave every module. */
    static String version() {
        return Toolkit.version();
    }

    /** Returns a module's build folder. */
    static Path buildDirectory(String module) {
        return root().resolve(module).resolve(System.getProperty("toolkit.build.dir.name", "target"));
    }

    /** Returns a module's main jar, failing with what to run when the package phase has not built it. */
    static Path jar(String module) {
        Path jar = buildDirectory(module).resolve(module + "-" + version() + ".jar");
        assertThat(jar).as(module + "'s jar (run ./mvnw package first)").isRegularFile();
        return jar;
    }

    /** Returns the jars a module needs at run time, as its build wrote them (runtime-classpath.txt). */
    static List<Path> runtimeClasspath(String module) {
        Path file = buildDirectory(module).resolve("runtime-classpath.txt");
        assertThat(file)
                .as(module + "'s runtime-classpath.txt (run ./mvnw package first)")
                .isRegularFile();
        List<Path> jars = new ArrayList<>();
        try {
            for (String entry : Files.readString(file).trim().split(java.io.File.pathSeparator)) {
                if (!entry.isBlank()) {
                    jars.add(Path.of(entry));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jars;
    }
}
