package io.agenttoolkit.web.fetch.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ContentTypesTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "image/png",
                "audio/mpeg",
                "video/mp4",
                "font/woff2",
                "application/pdf",
                "application/zip",
                "application/gzip",
                "application/x-tar",
                "application/x-7z-compressed",
                "application/x-rar-compressed",
                "application/octet-stream",
                "application/wasm",
                "application/msword",
                "application/vnd.ms-excel",
                "application/vnd.ms-powerpoint",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "application/vnd.openxmlformats-officedocument.presentationml.presentation"
            })
    void isBinary_binaryTypes(String type) {
        assertThat(ContentTypes.isBinary(type)).isTrue();
        assertThat(ContentTypes.isDirect(type)).isFalse();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "text/plain",
                "text/csv",
                "text/markdown",
                "application/json",
                "application/xml",
                "text/xml",
                "application/yaml",
                "text/yaml",
                "application/ld+json",
                "application/rss+xml"
            })
    void isDirect_textTypes(String type) {
        assertThat(ContentTypes.isDirect(type)).isTrue();
        assertThat(ContentTypes.isBinary(type)).isFalse();
    }

    @Test
    void html_isNeitherBinaryNorDirect() {
        for (String type : new String[] {"text/html", "application/xhtml+xml", ""}) {
            assertThat(ContentTypes.isBinary(type)).isFalse();
            assertThat(ContentTypes.isDirect(type)).isFalse();
        }
    }

    @Test
    void mediaType_dropsParametersAndCase() {
        assertThat(ContentTypes.mediaType("Text/HTML; charset=UTF-8")).isEqualTo("text/html");
        assertThat(ContentTypes.mediaType("")).isEmpty();
    }
}
