/** Web search through a SERP provider's API and web pages fetched as clean Markdown. */
module io.agenttoolkit.web {
    exports io.agenttoolkit.web.extract;
    exports io.agenttoolkit.web.fetch;
    exports io.agenttoolkit.web.search;

    requires transitive io.agenttoolkit.core;
    requires java.net.http;
    requires org.jsoup;
    requires com.github.benmanes.caffeine;
    // flexmark publishes no module names: these are the names Java derives from its jar files.
    requires flexmark.html2md.converter;
    requires flexmark.util.data;
    requires org.slf4j;

    provides io.agenttoolkit.core.tool.ToolProvider with
            io.agenttoolkit.web.fetch.FetchToolProvider,
            io.agenttoolkit.web.search.SerpSearchToolProvider;
}
