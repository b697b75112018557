/**
 * The Fetcher's HTML-to-Markdown engine for HTML you already have: {@link io.agenttoolkit.web.extract.ContentExtractor}
 * returns a page's main content as Markdown and plain text with its title, byline, date and language, and on request
 * a trace of what each stage of the engine removed.
 */
@NullMarked
package io.agenttoolkit.web.extract;

import org.jspecify.annotations.NullMarked;
