package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.internal.Json;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Which tools a server offers, as read from a {@code tools.jsonc} file (JSON with comments and trailing commas).
 *
 * <pre>{@code
 * {
 *   "mode": "denylist",              // or "allowlist"
 *   "disabled": ["web/serp_search"], // denylist: everything but these
 *   "enabled": ["fs/file_search"],   // allowlist: only these
 *   "tools": [{"class": "com.example.MyTools", "namespace": "my_tools"}]
 * }
 * }</pre>
 *
 * <p>A name matches a tool by its namespace ({@code fs/file_search}, or a namespace prefix such as {@code fs}), its
 * qualified name ({@code fs/file_search/grep}) or its protocol name ({@code fs_file_search-grep}). Immutable.
 */
public final class ToolSelection {
    /** The file name {@link #discover(Path)} looks for. */
    public static final String FILE_NAME = "tools.jsonc";

    /** How the listed names are applied. */
    public enum Mode {
        /** Every tool except the listed ones. */
        DENYLIST,
        /** Only the listed tools. */
        ALLOWLIST
    }

    /**
     * A class registered by the selection file.
     *
     * @param className the fully qualified class name; the class needs a public no-argument constructor
     * @param namespace the namespace its tools are registered under
     */
    public record CustomTool(String className, String namespace) {
        /** Validates the components. */
        public CustomTool {
            Objects.requireNonNull(className, "className");
            Objects.requireNonNull(namespace, "namespace");
        }

        /**
         * Loads the class and creates an instance with its public no-argument constructor.
         *
         * @throws IllegalArgumentException naming the class when it cannot be loaded or instantiated
         */
        public Object instantiate() {
            ClassLoader loader = Thread.currentThread().getContextClassLoader();
            if (loader == null) {
                loader = ToolSelection.class.getClassLoader();
            }
            Class<?> type;
            try {
                type = Class.forName(className, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalArgumentException(
                        "Custom tool class '" + className + "' (namespace '" + namespace + "') was not found", e);
            }
            try {
                Constructor<?> constructor = type.getConstructor();
                return constructor.newInstance();
            } catch (NoSuchMethodException e) {
                throw new IllegalArgumentException(
                        "Custom tool class '" + className + "' needs a public no-argument constructor", e);
            } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                Throwable cause = e instanceof InvocationTargetException ite ? ite.getCause() : e;
                throw new IllegalArgumentException(
                        "Custom tool class '" + className + "' could not be created: " + cause, cause);
            }
        }
    }

    private static final ToolSelection ALL = new ToolSelection(Mode.DENYLIST, Set.of(), List.of());

    private final Mode mode;
    private final Set<String> names;
    private final List<CustomTool> customTools;

    private ToolSelection(Mode mode, Set<String> names, List<CustomTool> customTools) {
        this.mode = mode;
        this.names = Set.copyOf(names);
        this.customTools = List.copyOf(customTools);
    }

    /** Returns the selection that keeps every tool. */
    public static ToolSelection all() {
        return ALL;
    }

    /** Returns a selection that keeps every tool except the named ones. */
    public static ToolSelection denylist(Collection<String> disabled) {
        return new ToolSelection(Mode.DENYLIST, new LinkedHashSet<>(disabled), List.of());
    }

    /** Returns a selection that keeps only the named tools. */
    public static ToolSelection allowlist(Collection<String> enabled) {
        return new ToolSelection(Mode.ALLOWLIST, new LinkedHashSet<>(enabled), List.of());
    }

    /**
     * Reads a selection file.
     *
     * @throws IllegalArgumentException naming the file when it cannot be read or is not a valid selection
     */
    public static ToolSelection load(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read tool selection file " + file + ": " + e, e);
        }
        return parse(text, file.toString());
    }

    /** Reads {@code tools.jsonc} from a directory when it exists there. */
    public static Optional<ToolSelection> discover(Path directory) {
        Path file = directory.resolve(FILE_NAME);
        return Files.isRegularFile(file) ? Optional.of(load(file)) : Optional.empty();
    }

    /**
     * Parses the text of a selection file.
     *
     * @param source what to call the text in error messages, usually its file name
     * @throws IllegalArgumentException naming the source when the text is not a valid selection
     */
    public static ToolSelection parse(String jsonc, String source) {
        JsonNode root;
        try {
            root = Json.lenientMapper().readTree(jsonc);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "Invalid tool selection file " + source + ": " + e.getOriginalMessage() + " at line "
                            + e.getLocation().getLineNr(),
                    e);
        }
        if (root == null || root.isMissingNode()) {
            return ALL;
        }
        if (!root.isObject()) {
            throw invalid(source, "the top level must be a JSON object");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!Set.of("mode", "disabled", "enabled", "tools").contains(field)) {
                throw invalid(source, "unknown field '" + field + "' (expected mode, disabled, enabled, tools)");
            }
        }
        Mode mode = Mode.DENYLIST;
        JsonNode modeNode = root.get("mode");
        if (modeNode != null && !modeNode.isNull()) {
            String value = modeNode.asText();
            if (!modeNode.isTextual() || !(value.equals("denylist") || value.equals("allowlist"))) {
                throw invalid(source, "mode must be \"denylist\" or \"allowlist\", got " + modeNode);
            }
            mode = Mode.valueOf(value.toUpperCase(Locale.ROOT));
        }
        Set<String> names = strings(root, mode == Mode.DENYLIST ? "disabled" : "enabled", source);
        List<CustomTool> custom = new ArrayList<>();
        JsonNode tools = root.get("tools");
        if (tools != null && !tools.isNull()) {
            if (!tools.isArray()) {
                throw invalid(source, "tools must be an array of {class, namespace} objects");
            }
            int index = 0;
            for (JsonNode entry : tools) {
                JsonNode className = entry.get("class");
                JsonNode namespace = entry.get("namespace");
                if (!entry.isObject()
                        || className == null
                        || !className.isTextual()
                        || className.asText().isBlank()
                        || namespace == null
                        || !namespace.isTextual()
                        || namespace.asText().isBlank()) {
                    throw invalid(
                            source, "tools[" + index + "] must have string fields class and namespace, got " + entry);
                }
                custom.add(new CustomTool(
                        className.asText().trim(), namespace.asText().trim()));
                index++;
            }
        }
        return new ToolSelection(mode, names, custom);
    }

    private static Set<String> strings(JsonNode root, String field, String source) {
        Set<String> values = new LinkedHashSet<>();
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return values;
        }
        if (!node.isArray()) {
            throw invalid(source, field + " must be an array of tool names, got " + node);
        }
        for (JsonNode element : node) {
            if (!element.isTextual() || element.asText().isBlank()) {
                throw invalid(source, field + " must hold tool names (strings), got " + element);
            }
            values.add(element.asText().trim());
        }
        return values;
    }

    private static IllegalArgumentException invalid(String source, String why) {
        return new IllegalArgumentException("Invalid tool selection file " + source + ": " + why);
    }

    /** Returns how the names are applied. */
    public Mode mode() {
        return mode;
    }

    /** Returns the listed names: disabled ones in denylist mode, enabled ones in allowlist mode. */
    public Set<String> names() {
        return names;
    }

    /** Returns the classes this selection registers. */
    public List<CustomTool> customTools() {
        return customTools;
    }

    /** Returns whether this selection keeps the tool. */
    public boolean allows(ToolSpec spec) {
        boolean listed = false;
        for (String name : names) {
            if (matches(name, spec)) {
                listed = true;
                break;
            }
        }
        return mode == Mode.DENYLIST ? !listed : listed;
    }

    private static boolean matches(String name, ToolSpec spec) {
        return name.equals(spec.name())
                || name.equals(spec.qualifiedName())
                || name.equals(spec.namespace())
                || spec.namespace().startsWith(name + "/");
    }

    @Override
    public String toString() {
        return "ToolSelection{mode=" + mode + ", names=" + names + ", customTools=" + customTools + "}";
    }
}
