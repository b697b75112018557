/**
 * Reading files for an agent: text with line numbers, Jupyter notebooks, PDFs and images as content blocks. Start at
 * {@link io.agenttoolkit.reader.Reader}.
 */
@NullMarked
package io.agenttoolkit.reader;

import org.jspecify.annotations.NullMarked;
