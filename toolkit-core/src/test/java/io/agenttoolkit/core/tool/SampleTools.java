package io.agenttoolkit.core.tool;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.agenttoolkit.core.ContentBlock;
import io.agenttoolkit.core.InvalidArgumentException;
import java.util.List;
import java.util.Map;

/** Tools used by the registry tests; public with a no-argument constructor so tools.jsonc can name it. */
public class SampleTools {
    public enum Mode {
        FAST,
        SLOW
    }

    public record Point(int x, @JsonProperty("y_value") double y) {}

    @ToolMethod(name = "echo", description = "Repeats a text.")
    public String echo(
            @Param(value = "text", description = "What to repeat.") String text,
            @Param(value = "times", required = false, defaultValue = "1", minimum = 1, maximum = 5) int times,
            @Param(value = "suffix", description = "Appended once.", required = false) String suffix,
            @Param(value = "mode", required = false, defaultValue = "\"fast\"") Mode mode) {
        return text.repeat(times) + (suffix == null ? "" : suffix) + "/" + mode;
    }

    @ToolMethod(name = "points", description = "Makes points.")
    public List<Point> points(
            @Param("xs") List<Integer> xs,
            @Param(value = "labels", required = false) Map<String, String> labels,
            @Param(
                            value = "color",
                            required = false,
                            allowedValues = {"red", "blue"})
                    String color) {
        return xs.stream().map(x -> new Point(x, x / 2.0)).toList();
    }

    @ToolMethod(name = "fail", description = "Fails as asked.", readOnly = false, destructive = true)
    public String fail(@Param("kind") String kind) {
        if (kind.equals("invalid")) {
            throw new InvalidArgumentException("kind must be valid, got 'invalid'");
        }
        throw new IllegalStateException("boom");
    }

    @ToolMethod(name = "image", description = "Returns an image.", openWorld = true)
    public List<ContentBlock> image() {
        return List.of(
                ContentBlock.text("[Image: x.png (image/png, 1 bytes)]"), ContentBlock.image("image/png", "AA=="));
    }
}
