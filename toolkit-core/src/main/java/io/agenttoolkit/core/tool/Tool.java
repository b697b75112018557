package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.databind.JsonNode;
import io.agenttoolkit.core.ErrorKind;
import io.agenttoolkit.core.internal.Json;
import java.util.Map;

/**
 * One callable tool operation.
 *
 * <p>{@link #call(Map)} never throws for an expected failure (bad argument, not found, sandbox refusal, timeout,
 * upstream failure): it returns {@link ToolResult#error(ErrorKind, String)}. Implementations are thread-safe.
 */
public interface Tool {

    /** Returns the tool's description: names, schema and hints. */
    ToolSpec spec();

    /** Calls the tool with arguments as plain JSON values (maps, lists, strings, numbers, booleans, null). */
    ToolResult call(Map<String, Object> arguments);

    /** Calls the tool with arguments given as a JSON object text; malformed JSON is an error result. */
    default ToolResult call(String argumentsJson) {
        Map<String, Object> arguments;
        try {
            arguments = Json.readObject(argumentsJson);
        } catch (IllegalArgumentException e) {
            return ToolResult.error(ErrorKind.INVALID_ARGUMENT, e.getMessage());
        }
        return call(arguments);
    }

    /** Calls the tool with arguments given as a JSON object node; anything but an object is an error result. */
    default ToolResult call(JsonNode arguments) {
        if (arguments == null || arguments.isNull() || arguments.isMissingNode()) {
            return call(Map.of());
        }
        if (!arguments.isObject()) {
            return ToolResult.error(
                    ErrorKind.INVALID_ARGUMENT,
                    "Arguments must be a JSON object, got "
                            + arguments.getNodeType().name().toLowerCase());
        }
        return call(Json.toMap(arguments));
    }
}
