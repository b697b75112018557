/** Implementation of the reader tools; not part of the API. */
@NullMarked
package io.agenttoolkit.reader.internal;

import org.jspecify.annotations.NullMarked;
