/** File reading with line numbers: text, notebooks, PDFs and images. */
module io.agenttoolkit.reader {
    exports io.agenttoolkit.reader;

    requires transitive io.agenttoolkit.core;
    requires java.desktop;
    requires org.apache.pdfbox;
    requires org.apache.pdfbox.io;
    // Never referenced in code: an ImageIO plugin (WebP) found through ImageIO's service registry.
    requires com.twelvemonkeys.imageio.webp;
    requires org.slf4j;

    provides io.agenttoolkit.core.tool.ToolProvider with
            io.agenttoolkit.reader.ReaderToolProvider;
}
