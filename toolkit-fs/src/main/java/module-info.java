/** File search ({@code glob}, {@code grep}, {@code tree}) and digest-guarded file edits, confined to a sandbox. */
module io.agenttoolkit.fs {
    exports io.agenttoolkit.fs;
    // The file_search tool object lives here; core's registry calls its @ToolMethod methods by reflection.
    exports io.agenttoolkit.fs.internal to
            io.agenttoolkit.core;

    requires transitive io.agenttoolkit.core;
    requires org.slf4j;

    provides io.agenttoolkit.core.tool.ToolProvider with
            io.agenttoolkit.fs.FileOpsToolProvider,
            io.agenttoolkit.fs.FileSearchToolProvider;
}
