package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.AnnotatedTool;
import io.agenttoolkit.core.internal.Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The set of tools a server offers: discovered from the classpath, registered by hand, narrowed by a
 * {@link ToolSelection}, and called by name.
 *
 * <p>Thread-safe: registration and lookups may run concurrently; {@link #tools()} returns a snapshot.
 */
public final class ToolRegistry {
    private static final Logger LOG = LoggerFactory.getLogger(ToolRegistry.class);

    private final Object lock = new Object();
    private volatile Map<String, Tool> toolsByName = Map.of();
    private volatile Map<String, String> unavailable = Map.of();

    private ToolRegistry() {}

    /** Returns an empty registry. */
    public static ToolRegistry create() {
        return new ToolRegistry();
    }

    /** Returns a registry with every tool the classpath's {@link ToolProvider}s offer in the process's environment. */
    public static ToolRegistry discover() {
        return discover(ToolContext.fromSystem());
    }

    /**
     * Returns a registry with every tool the classpath's {@link ToolProvider}s offer in the given context. A provider
     * whose configuration is missing is skipped, with one INFO line saying why; see {@link #unavailable()}.
     */
    public static ToolRegistry discover(ToolContext context) {
        return discover(context, ToolRegistry.class.getClassLoader());
    }

    /** Like {@link #discover(ToolContext)}, loading providers through the given class loader. */
    public static ToolRegistry discover(ToolContext context, ClassLoader classLoader) {
        ToolRegistry registry = new ToolRegistry();
        List<ToolProvider> providers = new ArrayList<>();
        ServiceLoader.load(ToolProvider.class, classLoader).forEach(providers::add);
        providers.sort((a, b) -> a.namespace().compareTo(b.namespace()));
        Map<String, String> skipped = new LinkedHashMap<>();
        for (ToolProvider provider : providers) {
            Object instance;
            try {
                instance = provider.create(context);
            } catch (ToolUnavailableException e) {
                skipped.put(provider.namespace(), e.getMessage());
                LOG.info("Tool {} not registered: {}", provider.namespace(), e.getMessage());
                continue;
            }
            registry.register(instance, provider.namespace());
        }
        registry.unavailable = Collections.unmodifiableMap(skipped);
        return registry;
    }

    /**
     * Registers every {@link ToolMethod} method of an object under a namespace.
     *
     * @return this registry
     * @throws IllegalArgumentException when the object has no tool methods, a method is declared wrongly, or a tool
     *     of the same name is already registered
     */
    public ToolRegistry register(Object instance, String namespace) {
        Objects.requireNonNull(instance, "instance");
        Objects.requireNonNull(namespace, "namespace");
        for (Tool tool : AnnotatedTool.toolsOf(instance, namespace)) {
            register(tool);
        }
        return this;
    }

    /**
     * Registers one tool.
     *
     * @return this registry
     * @throws IllegalArgumentException when a tool of the same name is already registered
     */
    public ToolRegistry register(Tool tool) {
        Objects.requireNonNull(tool, "tool");
        synchronized (lock) {
            String name = tool.spec().name();
            if (toolsByName.containsKey(name)) {
                throw new IllegalArgumentException("a tool named " + name + " is already registered");
            }
            Map<String, Tool> copy = new LinkedHashMap<>(toolsByName);
            copy.put(name, tool);
            toolsByName = Collections.unmodifiableMap(copy);
        }
        return this;
    }

    /**
     * Returns a new registry with the tools this selection keeps, plus the custom classes it registers.
     *
     * @throws IllegalArgumentException when a custom class cannot be loaded or instantiated (the message names it)
     */
    public ToolRegistry select(ToolSelection selection) {
        Objects.requireNonNull(selection, "selection");
        ToolRegistry selected = new ToolRegistry();
        for (ToolSelection.CustomTool custom : selection.customTools()) {
            for (Tool tool : AnnotatedTool.toolsOf(custom.instantiate(), custom.namespace())) {
                if (!toolsByName.containsKey(tool.spec().name())) {
                    selected.register(tool);
                }
            }
        }
        List<Tool> kept = new ArrayList<>();
        for (Tool tool : toolsByName.values()) {
            if (selection.allows(tool.spec())) {
                kept.add(tool);
            }
        }
        for (Tool tool : selected.tools()) {
            if (selection.allows(tool.spec())) {
                kept.add(tool);
            }
        }
        ToolRegistry result = new ToolRegistry();
        kept.forEach(result::register);
        result.unavailable = unavailable;
        return result;
    }

    /** Returns the registered tools in registration order. */
    public List<Tool> tools() {
        return List.copyOf(toolsByName.values());
    }

    /**
     * Finds a tool by its {@link ToolSpec#name() name} ({@code fs_file_search-grep}), its qualified name
     * ({@code fs/file_search/grep}) or its REST path ({@code /tools/fs/file_search/grep}).
     */
    public Optional<Tool> find(String name) {
        Objects.requireNonNull(name, "name");
        Map<String, Tool> tools = toolsByName;
        Tool tool = tools.get(name);
        if (tool != null) {
            return Optional.of(tool);
        }
        for (Tool candidate : tools.values()) {
            ToolSpec spec = candidate.spec();
            if (spec.qualifiedName().equals(name) || spec.path().equals(name)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Calls a tool by name; an unknown name is an error result of kind {@link ErrorKind#NOT_FOUND}. */
    public ToolResult call(String name, Map<String, Object> arguments) {
        Optional<Tool> tool = find(name);
        if (tool.isEmpty()) {
            return ToolResult.error(ErrorKind.NOT_FOUND, "Unknown tool: '" + name + "'");
        }
        return tool.get().call(arguments);
    }

    /**
     * Returns a new JSON array describing the registered tools as the {@code tools} of the common chat-completion
     * APIs' function calling: {@code [{"type": "function", "function": {"name", "description", "parameters"}}]},
     * where {@code name} is {@link ToolSpec#name()} and {@code parameters} the input schema. Call a chosen tool back
     * with {@link #call(String, Map)}, passing the name and the model's parsed arguments.
     */
    public ArrayNode functionTools() {
        ArrayNode array = Json.mapper().createArrayNode();
        for (Tool tool : tools()) {
            ToolSpec spec = tool.spec();
            ObjectNode entry = array.addObject();
            entry.put("type", "function");
            ObjectNode function = entry.putObject("function");
            function.put("name", spec.name());
            function.put("description", spec.description());
            function.set("parameters", Json.toTree(spec.inputSchema()));
        }
        return array;
    }

    /** Returns the namespaces {@link #discover()} skipped, each with the reason. */
    public Map<String, String> unavailable() {
        return unavailable;
    }

    @Override
    public String toString() {
        return "ToolRegistry" + toolsByName.keySet();
    }
}
