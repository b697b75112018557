package io.agenttoolkit.examples;

import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.InvalidArgumentException;
import io.agenttoolkit.core.tool.Param;
import io.agenttoolkit.core.tool.ToolMethod;
import java.util.List;
import java.util.Map;

/** A custom tool class the tests register through {@code tools.jsonc}. */
public class EchoTools {
    /** Creates the tools. */
    public EchoTools() {}

    /** Returns the text. */
    @ToolMethod(name = "echo", description = "Returns the text it is given.")
    public String echo(@Param(value = "text", description = "What to return.") String text) {
        return text;
    }

    /** Returns an object. */
    @ToolMethod(name = "info", description = "Describes a text.")
    public Map<String, Object> info(@Param(value = "text", description = "What to describe.") String text) {
        return Map.of("length", text.length(), "upper", text.toUpperCase(java.util.Locale.ROOT));
    }

    /** Fails as asked. */
    @ToolMethod(name = "fail", description = "Fails: invalid (400) or crash (500).")
    public String fail(@Param(value = "kind", description = "invalid or crash") String kind) {
        if (kind.equals("invalid")) {
            throw new InvalidArgumentException("kind is invalid, got 'invalid'");
        }
        throw new IllegalStateException("crash on purpose");
    }

    /** Returns a text block and a one-pixel image block. */
    @ToolMethod(name = "image", description = "Returns a tiny image.")
    public List<ContentBlock> image() {
        return List.of(
                ContentBlock.text("[Image: dot.gif (image/gif, 35 bytes)]"),
                ContentBlock.image("image/gif", "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="));
    }
}
