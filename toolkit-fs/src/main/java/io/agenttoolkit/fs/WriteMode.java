package io.agenttoolkit.fs;

/** How {@link FileOps#write} treats an existing file; on the wire {@code overwrite} or {@code append}. */
public enum WriteMode {
    /** Replace the file's contents. */
    OVERWRITE,
    /** Add the content at the end of the file. */
    APPEND
}
