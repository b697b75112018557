package io.agenttoolkit.examples;

import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.internal.JsonSchemaElementJsonUtils;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.service.tool.ToolExecutor;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Recipe: the toolkit's tools in LangChain4j. Each tool becomes a {@link ToolSpecification} (name, description, the
 * input schema as parameters) with a {@link ToolExecutor} that calls it; hand the map to {@code
 * AiServices.builder(Assistant.class).chatModel(model).tools(LangChain4jTools.of(registry))}.
 *
 * <p>The executor answers the model with the result as text: strings as they are, other values as JSON, and an
 * error's message (a failing call never throws into the agent loop).
 */
public final class LangChain4jTools {
    private LangChain4jTools() {}

    /** Returns one specification and executor per registered tool, in registration order. */
    public static Map<ToolSpecification, ToolExecutor> of(ToolRegistry registry) {
        Map<ToolSpecification, ToolExecutor> tools = new LinkedHashMap<>();
        for (Tool tool : registry.tools()) {
            ToolSpec spec = tool.spec();
            ToolSpecification specification = ToolSpecification.builder()
                    .name(spec.name())
                    .description(spec.description())
                    .parameters((JsonObjectSchema) JsonSchemaElementJsonUtils.fromMap(spec.inputSchema()))
                    .build();
            tools.put(specification, (request, memoryId) -> tool.call(request.arguments())
                    .toText());
        }
        return tools;
    }
}
