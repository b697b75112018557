package io.agenttoolkit.examples;

import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolSpec;
import java.util.ArrayList;
import java.util.List;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.definition.ToolDefinition;

/**
 * Recipe: the toolkit's tools in Spring AI. Each tool becomes a {@link ToolCallback} whose definition carries the
 * tool's name, description and input schema; pass them to a chat client ({@code
 * ChatClient.create(model).prompt(question).toolCallbacks(SpringAiTools.of(registry)).call()}) or to {@code
 * ToolCallingChatOptions.builder().toolCallbacks(...)}.
 *
 * <p>The callback answers the model with the result as text: strings as they are, other values as JSON, and an
 * error's message (a failing call never throws into the chat loop).
 */
public final class SpringAiTools {
    private SpringAiTools() {}

    /** Returns one callback per registered tool, in registration order. */
    public static List<ToolCallback> of(ToolRegistry registry) {
        List<ToolCallback> callbacks = new ArrayList<>();
        for (Tool tool : registry.tools()) {
            callbacks.add(new RegistryToolCallback(tool));
        }
        return List.copyOf(callbacks);
    }

    private static final class RegistryToolCallback implements ToolCallback {
        private final Tool tool;
        private final ToolDefinition definition;

        RegistryToolCallback(Tool tool) {
            ToolSpec spec = tool.spec();
            this.tool = tool;
            this.definition = ToolDefinition.builder()
                    .name(spec.name())
                    .description(spec.description())
                    .inputSchema(spec.inputSchemaJson())
                    .build();
        }

        @Override
        public ToolDefinition getToolDefinition() {
            return definition;
        }

        @Override
        public String call(String toolInput) {
            return tool.call(toolInput).toText();
        }
    }
}
