package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.service.AiServices;
import io.agenttoolkit.core.tool.ToolRegistry;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LangChain4jToolsTest {
    interface Assistant {
        String chat(String message);
    }

    private final ToolRegistry registry = ToolRegistry.create().register(new EchoTools(), "test/echo");

    @Test
    void of_describesEveryToolWithItsSchema() {
        List<ToolSpecification> specifications =
                new ArrayList<>(LangChain4jTools.of(registry).keySet());
        assertThat(specifications)
                .extracting(ToolSpecification::name)
                .containsExactly("test_echo-echo", "test_echo-fail", "test_echo-image", "test_echo-info");
        ToolSpecification echo = specifications.get(0);
        assertThat(echo.description()).isEqualTo("Returns the text it is given.");
        assertThat(echo.parameters().required()).containsExactly("text");
        assertThat(echo.parameters().properties().get("text")).isInstanceOf(JsonStringSchema.class);
    }

    @Test
    void aiService_seesTheToolsAndACallRoundTrips() {
        ScriptedModel model = new ScriptedModel(ToolExecutionRequest.builder()
                .id("call-1")
                .name("test_echo-echo")
                .arguments("{\"text\":\"from the tool\"}")
                .build());
        Assistant assistant = AiServices.builder(Assistant.class)
                .chatModel(model)
                .tools(LangChain4jTools.of(registry))
                .build();

        assertThat(assistant.chat("echo something")).isEqualTo("The tool said: from the tool");
        assertThat(model.offeredTools).contains("test_echo-echo", "test_echo-info");
    }

    @Test
    void aiService_toolErrorReachesTheModelAsText() {
        ScriptedModel model = new ScriptedModel(ToolExecutionRequest.builder()
                .id("call-1")
                .name("test_echo-fail")
                .arguments("{\"kind\":\"invalid\"}")
                .build());
        Assistant assistant = AiServices.builder(Assistant.class)
                .chatModel(model)
                .tools(LangChain4jTools.of(registry))
                .build();

        assertThat(assistant.chat("fail please")).isEqualTo("The tool said: kind is invalid, got 'invalid'");
    }

    /** A chat model that asks for one tool call, then answers with the tool's result. */
    private static final class ScriptedModel implements ChatModel {
        private final ToolExecutionRequest toolCall;
        final List<String> offeredTools = new ArrayList<>();

        ScriptedModel(ToolExecutionRequest toolCall) {
            this.toolCall = toolCall;
        }

        @Override
        public ChatResponse doChat(ChatRequest request) {
            request.toolSpecifications().forEach(spec -> offeredTools.add(spec.name()));
            ChatMessage last = request.messages().get(request.messages().size() - 1);
            if (last instanceof ToolExecutionResultMessage result) {
                return ChatResponse.builder()
                        .aiMessage(AiMessage.from("The tool said: " + result.text()))
                        .build();
            }
            return ChatResponse.builder().aiMessage(AiMessage.from(toolCall)).build();
        }
    }
}
