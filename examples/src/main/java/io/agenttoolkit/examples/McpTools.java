package io.agenttoolkit.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.tool.Tool;
import io.agenttoolkit.core.tool.ToolAnnotations;
import io.agenttoolkit.core.tool.ToolRegistry;
import io.agenttoolkit.core.tool.ToolResult;
import io.agenttoolkit.core.tool.ToolSpec;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns the tools of a {@link ToolRegistry} into MCP tool specifications for the official MCP Java SDK.
 *
 * <p>Each tool is offered under its {@link ToolSpec#name()} with its description, input schema, annotations
 * (read-only, destructive, idempotent and open-world hints) and, for a tool whose result is JSON, an
 * {@code outputSchema} (MCP 2025-06-18). Results map as: a string value to one text content; any other value to its
 * JSON text plus {@code structuredContent} that conforms to the output schema; content blocks to text and image
 * contents; and an error result to an {@code isError} result carrying the message. A tool that throws never becomes
 * a protocol error.
 *
 * <p>MCP requires the output schema to describe an object. A result that is an object is sent as it is; any other
 * JSON result (calculator's number, glob's list of paths) is wrapped as {@code {"result": value}}, under an output
 * schema that says so. String results (file text, trees) and content blocks declare no output schema: their text
 * content is the result.
 */
public final class McpTools {
    /** The property that holds a result that is not a JSON object in {@code structuredContent}. */
    public static final String RESULT_PROPERTY = "result";

    private static final Logger LOG = LoggerFactory.getLogger(McpTools.class);
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private McpTools() {}

    /**
     * Returns one synchronous MCP tool specification per registered tool, in registration order, with calls bounded
     * by a {@link ToolCallLimiter} of default limits.
     */
    public static List<SyncToolSpecification> specifications(ToolRegistry registry) {
        return specifications(registry, ToolCallLimiter.builder().build());
    }

    /**
     * Returns one synchronous MCP tool specification per registered tool, in registration order. Each call first
     * takes a permit from the limiter; a refused call answers an {@code isError} result saying the server is busy.
     */
    public static List<SyncToolSpecification> specifications(ToolRegistry registry, ToolCallLimiter limiter) {
        List<SyncToolSpecification> specifications = new ArrayList<>();
        for (Tool tool : registry.tools()) {
            specifications.add(SyncToolSpecification.builder()
                    .tool(describe(tool.spec()))
                    .callHandler((exchange, request) -> call(tool, request.arguments(), limiter))
                    .build());
        }
        return List.copyOf(specifications);
    }

    /**
     * Calls a tool once the limiter lets it run and returns its result as MCP content; when the server is busy,
     * returns an {@code isError} result saying so. Never throws.
     */
    public static CallToolResult call(Tool tool, Map<String, Object> arguments, ToolCallLimiter limiter) {
        ToolCallLimiter.Permit permit;
        try {
            permit = limiter.acquire(tool.spec());
        } catch (ToolCallLimiter.ServerBusyException e) {
            LOG.debug("Refused {}: {}", tool.spec().name(), e.getMessage());
            return CallToolResult.builder()
                    .isError(true)
                    .addTextContent(e.getMessage())
                    .build();
        }
        try {
            return call(tool, arguments);
        } finally {
            permit.close();
        }
    }

    /** Returns the MCP description of a tool: name, title, description, input and output schemas and hints. */
    public static McpSchema.Tool describe(ToolSpec spec) {
        ToolAnnotations hints = spec.annotations();
        McpSchema.Tool.Builder builder = McpSchema.Tool.builder()
                .name(spec.name())
                .title(spec.qualifiedName())
                .description(spec.description())
                .inputSchema(spec.inputSchema())
                .annotations(new McpSchema.ToolAnnotations(
                        spec.qualifiedName(),
                        hints.readOnly(),
                        hints.destructive(),
                        hints.idempotent(),
                        hints.openWorld(),
                        null));
        Map<String, Object> output = outputSchema(spec);
        if (output != null) {
            builder.outputSchema(output);
        }
        return builder.build();
    }

    /**
     * Returns the MCP output schema of a tool: its result schema when that describes an object, the schema of
     * {@code {"result": value}} for any other JSON result, or null when the tool answers with text or content
     * blocks or declares no result schema.
     */
    public static @Nullable Map<String, Object> outputSchema(ToolSpec spec) {
        Map<String, Object> schema = spec.outputSchema();
        if (schema.isEmpty() || spec.returnsContent() || "string".equals(schema.get("type"))) {
            return null;
        }
        if ("object".equals(schema.get("type"))) {
            return schema;
        }
        Map<String, Object> wrapped = new LinkedHashMap<>();
        wrapped.put("type", "object");
        wrapped.put("properties", Map.of(RESULT_PROPERTY, schema));
        wrapped.put("required", List.of(RESULT_PROPERTY));
        wrapped.put("additionalProperties", false);
        return wrapped;
    }

    /** Calls a tool and returns its result as MCP content; never throws. */
    public static CallToolResult call(Tool tool, Map<String, Object> arguments) {
        ToolResult result;
        try {
            result = tool.call(arguments == null ? Map.of() : arguments);
        } catch (RuntimeException e) {
            LOG.error("Tool {} failed", tool.spec().name(), e);
            return CallToolResult.builder()
                    .isError(true)
                    .addTextContent("Internal error in tool " + tool.spec().name())
                    .build();
        }
        return toCallToolResult(tool.spec(), result);
    }

    /**
     * Returns a tool result as MCP content, with {@code structuredContent} when the tool declares an
     * {@link #outputSchema(ToolSpec) output schema}.
     */
    public static CallToolResult toCallToolResult(ToolSpec spec, ToolResult result) {
        CallToolResult plain = toCallToolResult(result);
        JsonNode value = result.value();
        if (result.isError() || value == null || outputSchema(spec) == null) {
            return plain;
        }
        Object structured = MAPPER.convertValue(value, Object.class);
        if (!"object".equals(spec.outputSchema().get("type"))) {
            Map<String, Object> wrapper = new LinkedHashMap<>();
            wrapper.put(RESULT_PROPERTY, structured);
            structured = wrapper;
        }
        return CallToolResult.builder()
                .content(plain.content())
                .isError(false)
                .structuredContent(structured)
                .build();
    }

    /** Returns a tool result as MCP content, without {@code structuredContent}. */
    public static CallToolResult toCallToolResult(ToolResult result) {
        if (result.isError()) {
            return CallToolResult.builder()
                    .isError(true)
                    .addTextContent(String.valueOf(result.errorMessage()))
                    .build();
        }
        CallToolResult.Builder builder = CallToolResult.builder().isError(false);
        if (result.isContent()) {
            for (ContentBlock block : result.content()) {
                if (block instanceof ContentBlock.TextBlock text) {
                    builder.addContent(new McpSchema.TextContent(text.text()));
                } else if (block instanceof ContentBlock.ImageBlock image) {
                    builder.addContent(new McpSchema.ImageContent(
                            null, image.source().data(), image.source().mediaType()));
                }
            }
            return builder.build();
        }
        return builder.addTextContent(result.toText()).build();
    }
}
