/** Errors, content blocks and the path sandbox shared by every Agent Toolkit module. */
@NullMarked
package io.agenttoolkit.core;

import org.jspecify.annotations.NullMarked;
