package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.DocTrees;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Every public type and member of the published packages has a doc comment (the release's javadoc leaves doclint's
 * "missing" group off, because it also asks for {@code @param} and {@code @return} tags; this is the part kept).
 */
class ApiDocsIT {
    @Test
    void publicApi_hasADocCommentEverywhere() throws Exception {
        List<String> missing = new ArrayList<>();
        for (String module : LibraryBuild.MODULES) {
            missing.addAll(undocumented(LibraryBuild.root().resolve(module).resolve("src/main/java")));
        }
        assertThat(missing).as("public types and members without a doc comment").isEmpty();
    }

    private static List<String> undocumented(Path sources) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> !p.getFileName().toString().equals("module-info.java"))
                    .filter(p -> !sources.relativize(p).toString().contains("internal"))
                    .sorted()
                    .toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("javac (run the tests on a JDK, not a JRE)").isNotNull();
        List<String> missing = new ArrayList<>();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            JavacTask task = (JavacTask) javac.getTask(
                    null,
                    fileManager,
                    d -> {},
                    List.of("-proc:none"),
                    null,
                    fileManager.getJavaFileObjectsFromPaths(files));
            DocTrees docs = DocTrees.instance(task);
            for (CompilationUnitTree unit : task.parse()) {
                new TreePathScanner<Void, Void>() {
                    @Override
                    public Void visitClass(ClassTree type, Void unused) {
                        if (!exposed(getCurrentPath())) {
                            return null;
                        }
                        check(getCurrentPath(), type.getSimpleName().toString());
                        return super.visitClass(type, unused);
                    }

                    @Override
                    public Void visitMethod(MethodTree method, Void unused) {
                        boolean overrides = method.getModifiers().getAnnotations().stream()
                                .anyMatch(a -> a.getAnnotationType().toString().equals("Override"));
                        if (exposed(getCurrentPath()) && !overrides) {
                            check(getCurrentPath(), method.getName() + "()");
                        }
                        return null; // local classes inside bodies are not API
                    }

                    @Override
                    public Void visitVariable(VariableTree variable, Void unused) {
                        if (getCurrentPath().getParentPath().getLeaf() instanceof ClassTree
                                && exposed(getCurrentPath())) {
                            check(getCurrentPath(), variable.getName().toString());
                        }
                        return null;
                    }

                    private void check(TreePath path, String name) {
                        if (docs.getDocCommentTree(path) == null) {
                            missing.add(sources.relativize(
                                            Path.of(unit.getSourceFile().toUri())) + ": " + name);
                        }
                    }
                }.scan(unit, null);
            }
        }
        return missing;
    }

    /** Returns whether a declaration is visible outside its package: it and every enclosing type public. */
    private static boolean exposed(TreePath path) {
        for (TreePath at = path; at != null; at = at.getParentPath()) {
            Tree leaf = at.getLeaf();
            ModifiersTree modifiers;
            if (leaf instanceof ClassTree type) {
                modifiers = type.getModifiers();
            } else if (leaf instanceof MethodTree method) {
                modifiers = method.getModifiers();
            } else if (leaf instanceof VariableTree variable) {
                modifiers = variable.getModifiers();
            } else {
                continue;
            }
            boolean inInterface = at.getParentPath().getLeaf() instanceof ClassTree enclosing
                    && (enclosing.getKind() == Tree.Kind.INTERFACE || enclosing.getKind() == Tree.Kind.ANNOTATION_TYPE);
            boolean enumConstant = leaf instanceof VariableTree
                    && at.getParentPath().getLeaf().getKind() == Tree.Kind.ENUM
                    && modifiers.getFlags().isEmpty();
            boolean visible = modifiers.getFlags().contains(Modifier.PUBLIC)
                    || modifiers.getFlags().contains(Modifier.PROTECTED)
                    || enumConstant
                    || (inInterface && !modifiers.getFlags().contains(Modifier.PRIVATE));
            if (!visible) {
                return false;
            }
        }
        return true;
    }
}
