package io.agenttoolkit.fs.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SortedWalkerTest {
    @TempDir
    Path dir;

    private static List<SortedWalker.Entry> walkAll(SortedWalker walker) {
        List<SortedWalker.Entry> entries = new ArrayList<>();
        for (SortedWalker.Entry entry = walker.next(); entry != null; entry = walker.next()) {
            entries.add(entry);
        }
        return entries;
    }

    @Test
    void sortByName_ordersLikeStringCompareTo() {
        java.util.Random random = new java.util.Random(19);
        for (int size = 0; size < 200; size += 1 + size / 8) {
            SortedWalker.Child[] children = new SortedWalker.Child[size];
            for (int i = 0; i < size; i++) {
                String name = Integer.toString(random.nextInt(1000), 36) + (char) ('A' + random.nextInt(60)) + i;
                children[i] = new SortedWalker.Child(name, Path.of(name));
            }
            List<String> expected = new ArrayList<>();
            for (SortedWalker.Child child : children) {
                expected.add(child.name());
            }
            java.util.Collections.sort(expected);
            SortedWalker.sortByName(children, 0, size, children.clone());
            assertThat(children).extracting(SortedWalker.Child::name).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void directoriesStayOpenUntilTheWalkAndEveryFileTakenFromThemAreDone() throws IOException {
        for (String name : new String[] {"b/x.txt", "b/y.txt", "a/c/z.txt", "top.txt"}) {
            Files.createDirectories(dir.resolve(name).getParent());
            Files.writeString(dir.resolve(name), name);
        }
        SortedWalker walker = new SortedWalker(dir, true, null, null);
        List<SortedWalker.Entry> entries = walkAll(walker);
        assertThat(entries)
                .extracting(SortedWalker.Entry::relativePath)
                .containsExactly("a/c/z.txt", "b/x.txt", "b/y.txt", "top.txt");
        // The walk is over, but a/c, b and the root each still have files out.
        assertThat(walker.openDirectories()).isEqualTo(3);
        for (SortedWalker.Entry entry : entries) {
            try (FileChannel channel = entry.open()) {
                assertThat(channel.size()).isEqualTo(entry.size());
            }
            entry.release();
        }
        assertThat(walker.openDirectories()).isZero();
    }

    @Test
    void closingAWalkEarly_letsGoOfItsDirectories() throws IOException {
        for (int i = 0; i < 3; i++) {
            Path file = dir.resolve("d" + i + "/e/f.txt");
            Files.createDirectories(file.getParent());
            Files.writeString(file, "x");
        }
        SortedWalker walker = new SortedWalker(dir, true, null, null);
        SortedWalker.Entry first = walker.next();
        assertThat(first).isNotNull();
        assertThat(walker.openDirectories()).isEqualTo(3);
        walker.close();
        // Only d0/e, which the file taken still needs, stays open.
        assertThat(walker.openDirectories()).isEqualTo(1);
        first.release();
        assertThat(walker.openDirectories()).isZero();
    }

    @Test
    void deeperThanTheOpenDirectoryCap_stillFindsEverythingInOrder() throws IOException {
        Path deep = dir;
        List<String> expected = new ArrayList<>();
        String prefix = "";
        for (int level = 0; level < 80; level++) {
            Files.createDirectories(deep);
            Files.writeString(deep.resolve("f.txt"), "level " + level);
            expected.add(prefix + "f.txt");
            deep = deep.resolve("n");
            prefix += "n/";
        }
        SortedWalker walker = new SortedWalker(dir, true, null, null);
        List<SortedWalker.Entry> entries = walkAll(walker);
        assertThat(entries).extracting(SortedWalker.Entry::relativePath).containsExactlyElementsOf(expected);
        for (SortedWalker.Entry entry : entries) {
            try (FileChannel channel = entry.open()) {
                assertThat(channel.size()).isEqualTo(entry.size());
            }
            entry.release();
        }
        assertThat(walker.openDirectories()).isZero();
    }
}
