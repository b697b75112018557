package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Builds a throw-away Maven project from the README's "Use the library" snippet against the freshly built artifacts,
 * offline, as a user who ran the README's install command would.
 *
 * <p>The artifacts are copied, as {@code install} would, into a private local repository under {@code target/}
 * (never into {@code ~/.m2}, which other builds share); third-party artifacts come read-only from the build's own
 * local repository ({@code maven.repo.local.tail}), so the run needs nothing the build did not download.
 */
class ReadmeMavenSnippetIT {
    private static final Pattern FENCE = Pattern.compile("```(\\w+)\\n(.*?)```", Pattern.DOTALL);

    @Test
    void mavenSnippet_buildsAProjectAgainstTheInstalledArtifacts() throws Exception {
        String snippet = snippet("xml");
        assertThat(coordinates(snippet))
                .as("the modules the README's Maven snippet adds")
                .containsExactlyElementsOf(LibraryBuild.MODULES);
        assertThat(snippet).contains("<artifactId>toolkit-bom</artifactId>", "<version>" + LibraryBuild.version());

        Path work = LibraryBuild.buildDirectory("examples").resolve("readme-snippet");
        deleteRecursively(work);
        Path repository = install(work.resolve("repository"));
        Path project = project(work.resolve("project"), snippet);

        List<String> command = new ArrayList<>(List.of(
                maven().toString(),
                "-B",
                "-o",
                "-Dmaven.repo.local=" + repository,
                "-Dmaven.repo.local.tail=" + thirdPartyRepository(),
                "-f",
                project.resolve("pom.xml").toString(),
                "compile"));
        ProcessBuilder builder =
                new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().remove("MAVEN_ARGS");
        Path log = work.resolve("build.log");
        builder.redirectOutput(log.toFile());
        Process maven = builder.start();
        assertThat(maven.waitFor(10, TimeUnit.MINUTES))
                .as("the throw-away build finished")
                .isTrue();
        String output = Files.readString(log);
        assertThat(maven.exitValue())
                .as("exit status of %s; output:%n%s", command, output)
                .isZero();
        assertThat(project.resolve("target/classes/com/example/App.class")).isRegularFile();
    }

    @Test
    void gradleSnippet_namesTheSameBomAndModules() throws Exception {
        String snippet = snippet("kotlin");
        assertThat(snippet)
                .contains("implementation(platform(\"io.agenttoolkit:toolkit-bom:" + LibraryBuild.version() + "\"))");
        List<String> modules = new ArrayList<>();
        Matcher module = Pattern.compile("implementation\\(\"io\\.agenttoolkit:([\\w-]+)\"\\)")
                .matcher(snippet);
        while (module.find()) {
            modules.add(module.group(1));
        }
        assertThat(modules).containsExactlyElementsOf(LibraryBuild.MODULES);
    }

    /** Returns the first code block of the given language in the README's "Use the library" section. */
    private static String snippet(String language) throws IOException {
        String readme = Files.readString(LibraryBuild.root().resolve("README.md"));
        int start = readme.indexOf("\n## Use the library\n");
        assertThat(start).as("README.md has a '## Use the library' section").isNotNegative();
        int end = readme.indexOf("\n## ", start + 1);
        Matcher block = FENCE.matcher(readme.substring(start, end < 0 ? readme.length() : end));
        while (block.find()) {
            if (block.group(1).equals(language)) {
                return block.group(2);
            }
        }
        throw new AssertionError("no ```" + language + " block in README.md's 'Use the library' section");
    }

    /** Returns the artifactIds of the snippet's dependencies (the BOM import left out), in order. */
    private static List<String> coordinates(String snippet) {
        String dependencies = snippet.substring(snippet.indexOf("</dependencyManagement>"));
        List<String> artifactIds = new ArrayList<>();
        Matcher artifact = Pattern.compile("<artifactId>([\\w-]+)</artifactId>").matcher(dependencies);
        while (artifact.find()) {
            artifactIds.add(artifact.group(1));
        }
        return artifactIds;
    }

    /** Lays out the parent, the BOM and each library module (POM and jar) as {@code install} does. */
    private static Path install(Path repository) throws IOException {
        Path root = LibraryBuild.root();
        copy(root.resolve("pom.xml"), artifact(repository, "toolkit-parent", "pom"));
        copy(root.resolve("toolkit-bom/pom.xml"), artifact(repository, "toolkit-bom", "pom"));
        for (String module : LibraryBuild.MODULES) {
            copy(root.resolve(module).resolve("pom.xml"), artifact(repository, module, "pom"));
            copy(LibraryBuild.jar(module), artifact(repository, module, "jar"));
        }
        return repository;
    }

    private static Path artifact(Path repository, String artifactId, String extension) {
        String version = LibraryBuild.version();
        return repository.resolve(
                "io/agenttoolkit/" + artifactId + "/" + version + "/" + artifactId + "-" + version + "." + extension);
    }

    /** Writes a project whose POM holds the snippet and whose code uses a public type of every module. */
    private static Path project(Path project, String snippet) throws Exception {
        Path root = LibraryBuild.root();
        String pom = String.join(
                "\n",
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">",
                "  <modelVersion>4.0.0</modelVersion>",
                "  <groupId>com.example</groupId>",
                "  <artifactId>readme-snippet</artifactId>",
                "  <version>1</version>",
                "  <properties>",
                "    <maven.compiler.release>17</maven.compiler.release>",
                "    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>",
                "  </properties>",
                snippet,
                "  <build>",
                "    <pluginManagement>",
                "      <plugins>",
                // The versions the toolkit's own build downloaded: the offline run can find nothing else.
                plugin(root, "maven-resources-plugin"),
                plugin(root, "maven-compiler-plugin"),
                "      </plugins>",
                "    </pluginManagement>",
                "  </build>",
                "</project>",
                "");
        Files.createDirectories(project);
        Files.writeString(project.resolve("pom.xml"), pom);
        Path source = project.resolve("src/main/java/com/example/App.java");
        Files.createDirectories(source.getParent());
        Files.writeString(
                source,
                String.join(
                        "\n",
                        "package com.example;",
                        "",
                        "import io.agenttoolkit.core.tool.ToolRegistry;",
                        "import io.agenttoolkit.fs.FileSearch;",
                        "import io.agenttoolkit.reader.Reader;",
                        "import io.agenttoolkit.web.fetch.Fetcher;",
                        "import io.agenttoolkit.web.search.SerpSearchClient;",
                        "",
                        "public class App {",
                        "    public static void main(String[] args) {",
                        "        ToolRegistry registry = ToolRegistry.discover();",
                        "        FileSearch files = FileSearch.create();",
                        "        Reader reader = Reader.create();",
                        "        Class<?> web = Fetcher.class;",
                        "        Class<?> search = SerpSearchClient.class;",
                        "        System.out.println(registry.tools().size() + \" \" + files + reader + web + search);",
                        "    }",
                        "}",
                        ""),
                StandardCharsets.UTF_8);
        return project;
    }

    /** Returns a plugin element with the version the root POM's pluginManagement pins. */
    private static String plugin(Path root, String artifactId) throws Exception {
        NodeList plugins = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(root.resolve("pom.xml").toFile())
                .getElementsByTagName("plugin");
        for (int i = 0; i < plugins.getLength(); i++) {
            Element plugin = (Element) plugins.item(i);
            NodeList ids = plugin.getElementsByTagName("artifactId");
            NodeList versions = plugin.getElementsByTagName("version");
            if (ids.getLength() > 0 && ids.item(0).getTextContent().equals(artifactId) && versions.getLength() > 0) {
                return "        <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>" + artifactId
                        + "</artifactId><version>" + versions.item(0).getTextContent() + "</version></plugin>";
            }
        }
        throw new AssertionError("the root pom.xml pins no version of " + artifactId);
    }

    /** Returns the Maven that runs this build (or the wrapper when the property is missing). */
    private static Path maven() {
        String home = System.getProperty("maven.home");
        Path mvn = home == null || home.isBlank() ? LibraryBuild.root().resolve("mvnw") : Path.of(home, "bin", "mvn");
        assertThat(mvn).as("Maven (system property maven.home)").isExecutable();
        return mvn;
    }

    private static Path thirdPartyRepository() {
        String repository = System.getProperty("toolkit.local.repository");
        assertThat(repository).as("system property toolkit.local.repository").isNotBlank();
        return Path.of(repository);
    }

    private static void copy(Path from, Path to) throws IOException {
        assertThat(from).isRegularFile();
        Files.createDirectories(to.getParent());
        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(path)) {
            for (Path each :
                    paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(each);
            }
        }
    }
}
