/** Internals of the search client: key pool, provider wire calls, result parsing and pagination. Not part of the API. */
@NullMarked
package io.agenttoolkit.web.search.internal;

import org.jspecify.annotations.NullMarked;
