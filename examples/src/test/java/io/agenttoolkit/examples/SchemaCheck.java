package io.agenttoolkit.examples;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/** Checks schemas against the JSON Schema 2020-12 meta-schema bundled with the validator (no network). */
final class SchemaCheck {
    private static final SchemaRegistry REGISTRY =
            SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static final Schema META =
            REGISTRY.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));

    private SchemaCheck() {}

    /** Returns the messages of validating the instance against the schema; empty when it is valid. */
    static java.util.List<com.networknt.schema.Error> validate(Object schema, JsonNode instance) {
        return REGISTRY.getSchema(new com.fasterxml.jackson.databind.ObjectMapper().valueToTree(schema))
                .validate(instance);
    }

    static void assertValidSchema(String what, JsonNode schema) {
        assertThat(META.validate(schema))
                .as("%s: meta-schema violations of %s", what, schema)
                .isEmpty();
        REGISTRY.getSchema(schema);
    }
}
