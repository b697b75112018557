package io.agenttoolkit.fs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** glob, grep and tree inside a git work tree honour .gitignore, .ignore and .git/info/exclude as git documents. */
class IgnoreFilesTest {
    private static final String[] FILES = {
        "src/Main.java",
        "target/classes/Main.class",
        "target/gen/Gen.java",
        "sub/target/Deep.java",
        "target.txt",
        "sub/build.log",
        "app.log",
        "keep.log",
        "sub/x.log",
        "anchored.txt",
        "sub/anchored.txt",
        "sub/local.txt",
        "sub/deeper/local.txt",
        "docs/gen/a.md",
        "docs/a/b/gen/b.md",
        "docs/genx/c.md",
        "x/tmp/y.txt",
        "tmp/z.txt",
        "out/inside.txt",
        "out/deep/inside.txt",
        "#hash",
        "!bang",
        "trailing ",
        "trailing",
        "foo1.txt",
        "fooa.txt",
        "other.tmp",
        "important.tmp",
        "secret.txt",
        "sub/secret.txt",
        "bracket[1].txt",
        ".hidden/h.txt",
    };

    @TempDir
    Path root;

    private FileSearch search;

    @BeforeEach
    void createTree() throws IOException {
        for (String file : FILES) {
            Path path = root.resolve(file);
            Files.createDirectories(path.getParent());
            Files.writeString(path, "needle in " + file + "\n");
        }
        Files.createDirectories(root.resolve(".git/info"));
        Files.writeString(root.resolve(".git/HEAD"), "needle ref: refs/heads/main\n");
        Files.writeString(root.resolve(".git/info/exclude"), "# local excludes\nsecret.txt\n");
        Files.writeString(
                root.resolve(".gitignore"),
                String.join(
                        "\n",
                        "# build output",
                        "target/",
                        "*.log",
                        "!keep.log",
                        "/anchored.txt",
                        "docs/**/gen",
                        "**/tmp",
                        "out/**",
                        "\\#hash",
                        "\\!bang",
                        "trailing\\ ",
                        "foo[0-9].txt",
                        "*.tmp",
                        "bracket\\[1].txt   ",
                        ""));
        Files.writeString(root.resolve(".ignore"), "!important.tmp\n");
        Files.writeString(root.resolve("sub/.gitignore"), "!x.log\r\n/local.txt\r\n!secret.txt\r\n");
        search = FileSearch.builder().baseDirectory(root).build();
    }

    private static final List<String> KEPT = List.of(
            ".gitignore",
            ".hidden/h.txt",
            ".ignore",
            "docs/genx/c.md",
            "fooa.txt",
            "important.tmp",
            "keep.log",
            "src/Main.java",
            "sub/.gitignore",
            "sub/anchored.txt",
            "sub/deeper/local.txt",
            "sub/secret.txt",
            "sub/x.log",
            "target.txt",
            "trailing");

    @Test
    void glob_leavesOutWhatTheRulesIgnore() {
        assertThat(search.glob("**/*")).containsExactlyInAnyOrderElementsOf(KEPT);
    }

    @Test
    void grep_leavesOutWhatTheRulesIgnore() {
        List<String> files = search
                .grep(GrepRequest.builder("needle").maxResults(200).build())
                .stream()
                .map(GrepMatch::file)
                .toList();
        assertThat(files)
                .containsExactlyInAnyOrderElementsOf(
                        KEPT.stream().filter(f -> !f.endsWith("ignore")).toList());
    }

    @Test
    void includeIgnored_searchesEverythingAsBefore() {
        List<String> all = search.glob("**/*", ".", true, true);
        assertThat(all).contains("target/classes/Main.class", "app.log", ".git/HEAD", "secret.txt", "trailing ");
        assertThat(all).hasSize(FILES.length + 5);
        assertThat(search.grep(GrepRequest.builder("needle")
                        .maxResults(200)
                        .includeIgnored(true)
                        .build()))
                .hasSize(FILES.length + 1);
        FileSearch off = search.toBuilder().respectIgnoreFiles(false).build();
        assertThat(off.glob("**/*")).hasSize(FILES.length + 5);
    }

    @Test
    void explicitPath_intoAnIgnoredDirectory_isSearched() {
        assertThat(search.grep(GrepRequest.builder("needle").path("target").build()))
                .extracting(GrepMatch::file)
                .containsExactly("classes/Main.class", "gen/Gen.java");
        assertThat(search.glob("**/*.java", "target", true)).containsExactly("gen/Gen.java");
        // Rules of the files above still apply inside it: sub/local.txt is ignored by sub/.gitignore.
        assertThat(search.glob("**/*.txt", "sub", true))
                .containsExactlyInAnyOrder("deeper/local.txt", "secret.txt", "anchored.txt");
    }

    @Test
    void tree_leavesOutIgnoredEntries() {
        String tree =
                search.tree(TreeRequest.builder().maxDepth(5).showHidden(true).build());
        assertThat(tree).doesNotContain("target/", "app.log", ".git/", "tmp/", "other.tmp");
        assertThat(tree).contains("+-- src/", "+-- keep.log", "+-- .hidden/", "+-- out/");
        String all = search.tree(TreeRequest.builder()
                .maxDepth(5)
                .showHidden(true)
                .includeIgnored(true)
                .build());
        assertThat(all).contains("+-- target/", "+-- app.log", "+-- .git/");
    }

    @Test
    void outsideAGitWorkTree_noRulesApply() throws IOException {
        deleteRecursively(root.resolve(".git"));
        assertThat(search.glob("**/*")).hasSize(FILES.length + 3);
    }

    @Test
    void linkedWorkTree_readsExcludeFromTheCommonDirectory() throws IOException {
        deleteRecursively(root.resolve(".git"));
        Path common = root.resolve("../" + root.getFileName() + "-repo.git").normalize();
        Path gitDir = common.resolve("worktrees/w");
        Files.createDirectories(gitDir);
        Files.createDirectories(common.resolve("info"));
        Files.writeString(common.resolve("info/exclude"), "secret.txt\n");
        Files.writeString(gitDir.resolve("commondir"), "../..\n");
        Files.writeString(root.resolve(".git"), "gitdir: " + gitDir + "\n");
        try {
            assertThat(search.glob("**/*")).containsExactlyInAnyOrderElementsOf(KEPT);
        } finally {
            deleteRecursively(common);
        }
    }

    private static void deleteRecursively(Path path) throws IOException {
        try (var walk = Files.walk(path)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
