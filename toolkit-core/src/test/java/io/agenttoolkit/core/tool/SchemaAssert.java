package io.agenttoolkit.core.tool;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import io.agenttoolkit.core.internal.Json;
import java.util.Set;

/** Validates schemas against the JSON Schema 2020-12 meta-schema (bundled with the validator, no network). */
final class SchemaAssert {
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
    private static final JsonSchema META =
            FACTORY.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));

    private SchemaAssert() {}

    static void assertValidSchema(Object schema) {
        JsonNode node = Json.toTree(schema);
        Set<ValidationMessage> errors = META.validate(node);
        assertThat(errors).as("meta-schema violations of %s", node).isEmpty();
        FACTORY.getSchema(node); // must also load as a schema
    }

    static Set<ValidationMessage> validate(Object schema, Object instance) {
        return FACTORY.getSchema(Json.toTree(schema)).validate(Json.toTree(instance));
    }
}
