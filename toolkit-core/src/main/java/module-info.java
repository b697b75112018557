/**
 * The tool model (annotations, specs, results, the registry, OpenAPI), the errors every tool reports, and the
 * calculator, date-time and unit-converter tools.
 *
 * <p>{@link io.agenttoolkit.core.tool.ToolRegistry#discover()} finds tools through {@link
 * io.agenttoolkit.core.tool.ToolProvider} services: each tool module {@code provides} one.
 */
module io.agenttoolkit.core {
    exports io.agenttoolkit.core;
    exports io.agenttoolkit.core.calculator;
    exports io.agenttoolkit.core.datetime;
    exports io.agenttoolkit.core.tool;
    exports io.agenttoolkit.core.units;
    // Shared helpers (Json, Deadline) for the toolkit's own modules only; not API.
    exports io.agenttoolkit.core.internal to
            io.agenttoolkit.fs,
            io.agenttoolkit.reader,
            io.agenttoolkit.redis,
            io.agenttoolkit.web;

    // OpenApi and ToolRegistry return Jackson trees; annotations are in signatures but not needed at run time.
    requires transitive com.fasterxml.jackson.databind;
    requires static transitive org.jspecify;
    requires org.slf4j;

    uses io.agenttoolkit.core.tool.ToolProvider;

    provides io.agenttoolkit.core.tool.ToolProvider with
            io.agenttoolkit.core.calculator.CalculatorToolProvider,
            io.agenttoolkit.core.datetime.DateTimeToolProvider,
            io.agenttoolkit.core.units.UnitConverterToolProvider;
}
