/**
 * Google results through the search provider's API: the {@link io.agenttoolkit.web.search.SerpSearchClient} with key
 * rotation, per-key rate limits and automatic pagination, and the {@code web/serp_search} tool.
 */
@NullMarked
package io.agenttoolkit.web.search;

import org.jspecify.annotations.NullMarked;
