package io.agenttoolkit.examples;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.IOException;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Makes the MCP SDK's HTTP error answers JSON-RPC error objects. The SDK's servlets (2.1.0) answer a malformed body, a
 * missing {@code Accept} or an unknown session by serialising the {@link McpError} exception itself, stack trace and
 * class names included; the serializer here, registered on the mapper the SDK writes with, turns that into {@code
 * {"jsonrpc":"2.0","id":null,"error":{"code":...,"message":...}}} with a one-line message and no Java internals.
 */
final class McpErrors {
    /** A dotted Java class name such as {@code io.modelcontextprotocol.spec.McpSchema$JSONRPCRequest}. */
    private static final Pattern CLASS_NAME = Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_$]*");

    private McpErrors() {}

    /** Returns a Jackson mapper for the MCP SDK that writes {@link McpError}s as JSON-RPC error objects. */
    static ObjectMapper mapper() {
        SimpleModule module = new SimpleModule("agent-toolkit-mcp-errors");
        module.addSerializer(McpError.class, new JsonSerializer<>() {
            @Override
            public void serialize(McpError error, JsonGenerator json, SerializerProvider provider) throws IOException {
                McpSchema.JSONRPCResponse.JSONRPCError rpc = error.getJsonRpcError();
                int code = rpc == null || rpc.code() == null ? McpSchema.ErrorCodes.INTERNAL_ERROR : rpc.code();
                json.writeTree(
                        HttpResponses.jsonRpcError(code, message(rpc == null ? error.getMessage() : rpc.message())));
            }
        });
        return new ObjectMapper().registerModule(module);
    }

    /**
     * Returns the first line of an SDK message, without the parser's source location, and with the part after the
     * first colon replaced when it names a Java class (a Jackson message about an SDK type).
     */
    static String message(@Nullable String message) {
        if (message == null || message.isBlank()) {
            return "Invalid request";
        }
        String line = message.strip();
        int newline = line.indexOf('\n');
        if (newline >= 0) {
            line = line.substring(0, newline).strip();
        }
        if (CLASS_NAME.matcher(line).find()) {
            int colon = line.indexOf(':');
            line = (colon > 0 ? line.substring(0, colon) + ": " : "") + "the body is not a valid JSON-RPC message";
        }
        return line;
    }
}
