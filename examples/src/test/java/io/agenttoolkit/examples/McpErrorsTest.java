package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import org.junit.jupiter.api.Test;

class McpErrorsTest {
    @Test
    void mcpError_isWrittenAsAJsonRpcErrorObject() throws Exception {
        McpError error = McpError.builder(McpSchema.ErrorCodes.INVALID_REQUEST)
                .message("Invalid message format: Unexpected end-of-input\n at [Source: REDACTED; line: 1]")
                .build();
        assertThat(McpErrors.mapper().writeValueAsString(error))
                .isEqualTo(
                        "{\"jsonrpc\":\"2.0\",\"id\":null,"
                                + "\"error\":{\"code\":-32600,\"message\":\"Invalid message format: Unexpected end-of-input\"}}");
    }

    @Test
    void message_withAJavaClassName_keepsOnlyItsLead() {
        assertThat(McpErrors.message("Invalid message format: Cannot construct instance of"
                        + " `io.modelcontextprotocol.spec.McpSchema$JSONRPCRequest`"))
                .isEqualTo("Invalid message format: the body is not a valid JSON-RPC message");
        assertThat(McpErrors.message("Session not found: abc")).isEqualTo("Session not found: abc");
        assertThat(McpErrors.message(null)).isEqualTo("Invalid request");
    }
}
