/** HTML to Markdown main-content extraction used by the Fetcher: readability scoring, content selectors, cleanup. */
@NullMarked
package io.agenttoolkit.web.fetch.internal.extract;

import org.jspecify.annotations.NullMarked;
