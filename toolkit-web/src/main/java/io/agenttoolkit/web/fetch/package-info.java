/**
 * Clean Markdown from any URL: the {@link io.agenttoolkit.web.fetch.Fetcher} and its strategy chain, with SSRF-safe
 * defaults, a per-instance cache and the {@code web/fetch} tool.
 */
@NullMarked
package io.agenttoolkit.web.fetch;

import org.jspecify.annotations.NullMarked;
