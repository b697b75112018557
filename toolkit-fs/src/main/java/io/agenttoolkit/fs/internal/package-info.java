/** Internals of the file tools: walker, glob matcher, searcher, diff. Not part of the API. */
@NullMarked
package io.agenttoolkit.fs.internal;

import org.jspecify.annotations.NullMarked;
