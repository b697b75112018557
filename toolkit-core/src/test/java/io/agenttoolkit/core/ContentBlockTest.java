package io.agenttoolkit.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.agenttoolkit.core.internal.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContentBlockTest {
    @Test
    void blocks_serialiseToSpecificationJson() {
        List<ContentBlock> blocks = List.of(
                ContentBlock.text("[Image: a.png (image/png, 3 bytes)]"), ContentBlock.image("image/png", "AAEC"));
        assertThat(Json.write(blocks))
                .isEqualTo(
                        "[{\"type\":\"text\",\"text\":\"[Image: a.png (image/png, 3 bytes)]\"},"
                                + "{\"type\":\"image\",\"source\":{\"type\":\"base64\",\"media_type\":\"image/png\",\"data\":\"AAEC\"}}]");
    }

    @Test
    void errorKinds_mapToHttpStatuses() {
        assertThat(new InvalidArgumentException("x").httpStatus()).isEqualTo(400);
        assertThat(new PathNotFoundException("x").httpStatus()).isEqualTo(404);
        assertThat(new IsADirectoryException("x").httpStatus()).isEqualTo(400);
        assertThat(new PermissionDeniedException("x").httpStatus()).isEqualTo(403);
        assertThat(new TooLargeException("x").httpStatus()).isEqualTo(413);
        assertThat(new MissingDependencyException("x").httpStatus()).isEqualTo(503);
        assertThat(new DeadlineExceededException("x").httpStatus()).isEqualTo(504);
        assertThat(ErrorKind.UPSTREAM.httpStatus()).isEqualTo(502);
        assertThat(ErrorKind.UNAUTHORIZED.httpStatus()).isEqualTo(401);
        assertThat(ErrorKind.INTERNAL.httpStatus()).isEqualTo(500);
    }
}
