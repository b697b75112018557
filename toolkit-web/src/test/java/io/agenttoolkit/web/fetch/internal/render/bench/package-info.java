/** Measurements of the rendering stages against a real headless Chromium; see BENCHMARKS.md. */
@NullMarked
package io.agenttoolkit.web.fetch.internal.render.bench;

import org.jspecify.annotations.NullMarked;
