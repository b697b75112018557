package io.agenttoolkit.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Turns the path strings an agent sends into real paths, and keeps them inside the allowed roots.
 *
 * <p>Without allowed roots a path resolves against the base directory, as the specification describes. With roots,
 * every path is resolved component by component with symbolic links followed, and the result must lie inside a root;
 * otherwise {@link PermissionDeniedException}. Roots are compared component-wise, so {@code /data-evil} is not inside
 * {@code /data}. The error message never reveals where an escaping path really points.
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class PathSandbox {
    private static final int MAX_LINK_HOPS = 40;
    private static final Set<Path> FORBIDDEN_ROOTS =
            Set.of(Path.of("/"), Path.of("/proc"), Path.of("/sys"), Path.of("/dev"));

    private final Path baseDirectory;
    private final List<Path> allowedRoots;

    private PathSandbox(Path baseDirectory, List<Path> allowedRoots) {
        this.baseDirectory = baseDirectory;
        this.allowedRoots = allowedRoots;
    }

    /** Returns a sandbox with the working directory as base and no roots: every path is allowed. */
    public static PathSandbox unrestricted() {
        return of(Path.of("").toAbsolutePath(), List.of());
    }

    /**
     * Returns a sandbox that resolves relative paths against {@code baseDirectory} and, when {@code allowedRoots} is
     * not empty, keeps every path inside one of them.
     *
     * @throws IllegalArgumentException when a root does not exist, is not a directory, or is {@code /}, {@code /proc},
     *     {@code /sys} or {@code /dev}
     */
    public static PathSandbox of(Path baseDirectory, Collection<Path> allowedRoots) {
        Objects.requireNonNull(baseDirectory, "baseDirectory");
        List<Path> roots = new ArrayList<>();
        for (Path root : allowedRoots) {
            Objects.requireNonNull(root, "allowedRoots element");
            Path real;
            try {
                real = root.toAbsolutePath().toRealPath();
            } catch (IOException e) {
                throw new IllegalArgumentException("allowedRoots: " + root + " does not exist", e);
            }
            if (!Files.isDirectory(real)) {
                throw new IllegalArgumentException("allowedRoots: " + root + " is not a directory");
            }
            if (FORBIDDEN_ROOTS.contains(real)
                    || FORBIDDEN_ROOTS.contains(root.toAbsolutePath().normalize())) {
                throw new IllegalArgumentException("allowedRoots: " + root + " is too broad to be a sandbox root");
            }
            roots.add(real);
        }
        return new PathSandbox(baseDirectory.toAbsolutePath().normalize(), List.copyOf(roots));
    }

    /** Returns the directory relative paths resolve against. */
    public Path baseDirectory() {
        return baseDirectory;
    }

    /** Returns the allowed roots as real paths; empty when every path is allowed. */
    public List<Path> allowedRoots() {
        return allowedRoots;
    }

    /** Returns whether paths are confined to {@link #allowedRoots()}. */
    public boolean isRestricted() {
        return !allowedRoots.isEmpty();
    }

    /**
     * Resolves a path argument.
     *
     * <p>Unrestricted, the result is the path resolved against the base directory and normalised. Restricted, it is
     * the real path (symbolic links resolved; a missing tail is kept as written) and lies inside a root.
     *
     * @throws PermissionDeniedException when the path holds a NUL byte or lies outside every root
     * @throws InvalidArgumentException when the string is not a valid path
     */
    public Path resolve(String path) {
        Objects.requireNonNull(path, "path");
        if (path.indexOf('\0') >= 0) {
            throw new PermissionDeniedException("Access denied: the path contains a NUL byte");
        }
        Path given;
        try {
            given = Path.of(path);
        } catch (InvalidPathException e) {
            throw new InvalidArgumentException("Invalid path: '" + path + "'", e);
        }
        return resolve(given, path);
    }

    /** Resolves a path the same way as {@link #resolve(String)}. */
    public Path resolve(Path path) {
        return resolve(path, path.toString());
    }

    private Path resolve(Path path, String shown) {
        Path absolute = baseDirectory.resolve(path);
        if (!isRestricted()) {
            return absolute.normalize();
        }
        Path real = realise(absolute, shown);
        if (!isInsideRoot(real)) {
            throw new PermissionDeniedException("Access denied: '" + shown + "' is outside the allowed directories");
        }
        return real;
    }

    /** Returns whether an already-real path lies inside one of the roots (always true when unrestricted). */
    public boolean isInsideRoot(Path realPath) {
        if (!isRestricted()) {
            return true;
        }
        for (Path root : allowedRoots) {
            if (realPath.startsWith(root)) {
                return true;
            }
        }
        return false;
    }

    /** Resolves symbolic links component by component; components that do not exist are kept as written. */
    private static Path realise(Path absolute, String shown) {
        Path current = absolute.getRoot();
        List<Path> pending = new ArrayList<>();
        absolute.forEach(pending::add);
        int hops = 0;
        while (!pending.isEmpty()) {
            String name = pending.remove(0).toString();
            if (name.equals(".") || name.isEmpty()) {
                continue;
            }
            if (name.equals("..")) {
                Path parent = current.getParent();
                current = parent == null ? current : parent;
                continue;
            }
            Path candidate = current.resolve(name);
            if (Files.isSymbolicLink(candidate)) {
                if (++hops > MAX_LINK_HOPS) {
                    throw new PermissionDeniedException("Access denied: too many symbolic links in '" + shown + "'");
                }
                Path target;
                try {
                    target = Files.readSymbolicLink(candidate);
                } catch (IOException e) {
                    throw new PermissionDeniedException("Access denied: cannot resolve '" + shown + "'");
                }
                List<Path> expanded = new ArrayList<>();
                target.forEach(expanded::add);
                pending.addAll(0, expanded);
                if (target.isAbsolute()) {
                    current = target.getRoot();
                }
            } else {
                current = candidate;
            }
        }
        if (Files.exists(current, LinkOption.NOFOLLOW_LINKS)) {
            try {
                return current.toRealPath();
            } catch (IOException e) {
                return current;
            }
        }
        return current;
    }

    @Override
    public String toString() {
        return "PathSandbox{baseDirectory=" + baseDirectory + ", allowedRoots=" + allowedRoots + "}";
    }
}
