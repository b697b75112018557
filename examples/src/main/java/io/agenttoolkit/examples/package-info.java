/**
 * The tool server of the specification assembled from the library: REST/OpenAPI ({@link
 * io.agenttoolkit.examples.RestToolServer}) and MCP ({@link io.agenttoolkit.examples.McpToolServer}) started by
 * {@link io.agenttoolkit.examples.ToolServer}, plus recipes for embedding the tools in agent frameworks.
 */
@NullMarked
package io.agenttoolkit.examples;

import org.jspecify.annotations.NullMarked;
