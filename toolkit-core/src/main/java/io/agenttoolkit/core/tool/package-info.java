/** The tool model: annotations, specs, results, the registry, selection, OpenAPI and bearer tokens. */
@NullMarked
package io.agenttoolkit.core.tool;

import org.jspecify.annotations.NullMarked;
