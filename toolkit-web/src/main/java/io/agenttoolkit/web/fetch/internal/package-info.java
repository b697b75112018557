/** Internals of the fetcher: HTTP within a budget, the address guard, the remote reader, sufficiency, cache. */
@NullMarked
package io.agenttoolkit.web.fetch.internal;

import org.jspecify.annotations.NullMarked;
