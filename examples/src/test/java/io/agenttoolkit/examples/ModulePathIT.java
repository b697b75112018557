package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolContext;
import io.agenttoolkit.core.tool.ToolRegistry;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Uses the built library jars as JPMS modules: a module layer of the four jars and their run-time dependencies (all
 * of them real or automatic modules, none on the class path), and javac with the jars on the module path.
 */
class ModulePathIT {
    private static final Map<String, Set<String>> PUBLIC_PACKAGES = Map.of(
            "io.agenttoolkit.core",
                    Set.of(
                            "io.agenttoolkit.core",
                            "io.agenttoolkit.core.calculator",
                            "io.agenttoolkit.core.datetime",
                            "io.agenttoolkit.core.tool",
                            "io.agenttoolkit.core.units"),
            "io.agenttoolkit.fs", Set.of("io.agenttoolkit.fs"),
            "io.agenttoolkit.reader", Set.of("io.agenttoolkit.reader"),
            "io.agenttoolkit.web",
                    Set.of("io.agenttoolkit.web.extract", "io.agenttoolkit.web.fetch", "io.agenttoolkit.web.search"));

    @TempDir
    static Path dir;

    private static List<Path> modulePath;
    private static ModuleLayer layer;

    @BeforeAll
    static void defineLayer() {
        Set<Path> paths = new LinkedHashSet<>();
        for (String module : LibraryBuild.MODULES) {
            paths.add(LibraryBuild.jar(module));
        }
        for (String module : LibraryBuild.MODULES) {
            for (Path entry : LibraryBuild.runtimeClasspath(module)) {
                // The toolkit's own modules come from the jars above, not from a sibling's classes folder.
                if (!entry.toAbsolutePath().startsWith(LibraryBuild.root())) {
                    paths.add(entry);
                }
            }
        }
        modulePath = List.copyOf(paths);
        ModuleFinder finder = ModuleFinder.of(modulePath.toArray(Path[]::new));
        Configuration configuration =
                ModuleLayer.boot().configuration().resolveAndBind(finder, ModuleFinder.of(), PUBLIC_PACKAGES.keySet());
        layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    }

    @Test
    void discover_findsEveryToolTheClassPathFinds() throws Exception {
        ToolContext context = context();
        Set<String> onClassPath = ToolRegistry.discover(context).tools().stream()
                .map(tool -> tool.spec().name())
                .collect(Collectors.toCollection(TreeSet::new));

        Object registry = discoverInLayer(context);
        Set<String> asModules = new TreeSet<>();
        Class<?> toolType = layerClass(Tool.class);
        Method spec = toolType.getMethod("spec");
        Method name = layerClass(io.agenttoolkit.core.tool.ToolSpec.class).getMethod("name");
        for (Object tool : (List<?>) registry.getClass().getMethod("tools").invoke(registry)) {
            asModules.add((String) name.invoke(spec.invoke(tool)));
        }

        assertThat(asModules).isEqualTo(onClassPath);
        // One tool of each module's providers, so a provider missing from a module-info would show.
        assertThat(asModules)
                .contains(
                        "calculator-evaluate",
                        "datetime-now",
                        "unit_converter-convert",
                        "fs_file_search-glob",
                        "file_ops-read",
                        "reader-read",
                        "web_fetch-fetch_content",
                        "web_serp_search-search");
    }

    @Test
    void tools_runInsideTheModules() throws Exception {
        Files.writeString(dir.resolve("notes.txt"), "first line\nsecond line\n");
        Object registry = discoverInLayer(context());

        assertThat(callInLayer(registry, "calculator-evaluate", Map.of("expression", "2 + 2 * 3")))
                .isEqualTo("8");
        // file_search's tool object is in fs.internal: core calls it through the qualified export to core.
        assertThat(callInLayer(registry, "fs_file_search-glob", Map.of("pattern", "*.txt")))
                .contains("notes.txt");
        assertThat(callInLayer(registry, "reader-read", Map.of("path", "notes.txt")))
                .contains("second line");
    }

    @Test
    void internalPackages_areNotExported() throws Exception {
        for (Map.Entry<String, Set<String>> expected : PUBLIC_PACKAGES.entrySet()) {
            ModuleDescriptor descriptor =
                    layer.findModule(expected.getKey()).orElseThrow().getDescriptor();
            Set<String> unqualified = descriptor.exports().stream()
                    .filter(export -> !export.isQualified())
                    .map(ModuleDescriptor.Exports::source)
                    .collect(Collectors.toSet());
            assertThat(unqualified).as(expected.getKey() + " exports").isEqualTo(expected.getValue());
            assertThat(descriptor.opens()).as(expected.getKey() + " opens").isEmpty();
        }
        Module core = layer.findModule("io.agenttoolkit.core").orElseThrow();
        assertThat(core.isExported("io.agenttoolkit.core.internal")).isFalse();

        // A public method of a public class in an internal package cannot be called from outside the toolkit.
        Class<?> json = core.getClassLoader().loadClass("io.agenttoolkit.core.internal.Json");
        assertThatThrownBy(() -> json.getMethod("mapper").invoke(null))
                .isInstanceOf(IllegalAccessException.class)
                .hasMessageContaining("does not export io.agenttoolkit.core.internal");
    }

    @Test
    void javac_compilesAgainstThePublicPackagesOnlyAndRefusesAnInternalOne() throws Exception {
        String moduleInfo = "module probe { requires io.agenttoolkit.fs; requires io.agenttoolkit.web; }";
        String publicUse =
                "package probe; import io.agenttoolkit.fs.FileSearch; import io.agenttoolkit.web.fetch.Fetcher;"
                        + " public class Uses { FileSearch files = FileSearch.create(); Class<?> fetcher = Fetcher.class; }";
        assertThat(compile(moduleInfo, publicUse)).isEmpty();

        String internalUse =
                "package probe; public class Uses { Object searcher = io.agenttoolkit.fs.internal.FileSearchTools.class; }";
        assertThat(compile(moduleInfo, internalUse)).anySatisfy(message -> assertThat(message)
                .contains("package io.agenttoolkit.fs.internal is declared in module io.agenttoolkit.fs")
                .contains("does not export it"));
    }

    private static ToolContext context() {
        // A key makes web/serp_search available; nothing is called over the network.
        return new ToolContext(Map.of("SERP_API_KEY", "module-path-test"), dir);
    }

    private static Object discoverInLayer(ToolContext context) throws Exception {
        Class<?> contextType = layerClass(ToolContext.class);
        Object layerContext = contextType
                .getConstructor(Map.class, Path.class)
                .newInstance(context.environment(), context.workingDirectory());
        return layerClass(ToolRegistry.class).getMethod("discover", contextType).invoke(null, layerContext);
    }

    /** Calls a tool in the layer and returns its value or content as text; fails with the tool's error. */
    private static String callInLayer(Object registry, String name, Map<String, Object> arguments) throws Exception {
        Object result = layerClass(ToolRegistry.class)
                .getMethod("call", String.class, Map.class)
                .invoke(registry, name, arguments);
        Class<?> resultType = layerClass(io.agenttoolkit.core.tool.ToolResult.class);
        boolean error = (Boolean) resultType.getMethod("isError").invoke(result);
        assertThat(error).as(name + " answered " + result).isFalse();
        Object value = resultType.getMethod("value").invoke(result);
        Object text = value != null ? value : resultType.getMethod("content").invoke(result);
        return String.valueOf(text).replace("\"", "");
    }

    private static Class<?> layerClass(Class<?> type) throws ClassNotFoundException {
        Class<?> loaded = layer.findLoader("io.agenttoolkit.core").loadClass(type.getName());
        assertThat(loaded.getModule().getName()).isEqualTo("io.agenttoolkit.core");
        return loaded;
    }

    /** Compiles a module with the library on the module path; returns the error messages. */
    private static List<String> compile(String moduleInfo, String source) throws Exception {
        Path sources = Files.createTempDirectory(dir, "probe");
        Files.writeString(sources.resolve("module-info.java"), moduleInfo);
        Files.createDirectories(sources.resolve("probe"));
        Files.writeString(sources.resolve("probe/Uses.java"), source);
        Path classes = Files.createDirectories(sources.resolve("classes"));
        JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("javac (run the tests on a JDK, not a JRE)").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
            List<String> options = new ArrayList<>(List.of(
                    "--module-path",
                    modulePath.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator)),
                    // Not the test's own class path, which holds the library's classes outside any module.
                    "--class-path",
                    Files.createDirectories(sources.resolve("empty")).toString(),
                    "-d",
                    classes.toString(),
                    "-proc:none"));
            javac.getTask(
                            null,
                            files,
                            diagnostics,
                            options,
                            null,
                            files.getJavaFileObjects(
                                    sources.resolve("module-info.java"), sources.resolve("probe/Uses.java")))
                    .call();
        }
        return diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR)
                .map(d -> d.getMessage(null))
                .toList();
    }
}
