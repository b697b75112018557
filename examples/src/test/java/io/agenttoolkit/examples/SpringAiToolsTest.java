package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.agenttoolkit.core.tool.ToolRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.Message;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.model.tool.DefaultToolCallingManager;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.model.tool.ToolExecutionResult;
import org.springframework.ai.tool.definition.ToolDefinition;

class SpringAiToolsTest {
    private final ToolRegistry registry = ToolRegistry.create().register(new EchoTools(), "test/echo");
    private final ToolCallingChatOptions options = ToolCallingChatOptions.builder()
            .toolCallbacks(SpringAiTools.of(registry))
            .build();
    private final DefaultToolCallingManager manager =
            DefaultToolCallingManager.builder().build();

    @Test
    void toolCallingManager_seesEveryToolWithItsSchema() throws Exception {
        List<ToolDefinition> definitions = manager.resolveToolDefinitions(options);
        assertThat(definitions)
                .extracting(ToolDefinition::name)
                .containsExactly("test_echo-echo", "test_echo-fail", "test_echo-image", "test_echo-info");
        ToolDefinition echo = definitions.get(0);
        assertThat(echo.description()).isEqualTo("Returns the text it is given.");
        assertThat(new ObjectMapper()
                        .readTree(echo.inputSchema())
                        .path("required")
                        .get(0)
                        .asText())
                .isEqualTo("text");
    }

    @Test
    void toolCallingManager_executesTheModelsToolCall() throws Exception {
        assertThat(execute("test_echo-echo", "{\"text\":\"from the tool\"}")).isEqualTo("from the tool");
        assertThat(new ObjectMapper().readTree(execute("test_echo-info", "{\"text\":\"ab\"}")))
                .isEqualTo(new ObjectMapper().readTree("{\"length\":2,\"upper\":\"AB\"}"));
    }

    @Test
    void toolCallingManager_toolErrorReachesTheModelAsText() {
        assertThat(execute("test_echo-fail", "{\"kind\":\"invalid\"}")).isEqualTo("kind is invalid, got 'invalid'");
        assertThat(execute("test_echo-echo", "not json")).startsWith("Malformed JSON");
    }

    private String execute(String tool, String arguments) {
        Prompt prompt = new Prompt(List.of(new UserMessage("use the tool")), options);
        AssistantMessage toolCall = AssistantMessage.builder()
                .content("")
                .toolCalls(List.of(new AssistantMessage.ToolCall("call-1", "function", tool, arguments)))
                .build();
        ToolExecutionResult result =
                manager.executeToolCalls(prompt, new ChatResponse(List.of(new Generation(toolCall))));
        List<Message> history = result.conversationHistory();
        ToolResponseMessage response = (ToolResponseMessage) history.get(history.size() - 1);
        assertThat(response.getResponses()).hasSize(1);
        assertThat(response.getResponses().get(0).name()).isEqualTo(tool);
        return response.getResponses().get(0).responseData();
    }
}
