/** The current time in any time zone, and conversion of a wall-clock time between zones. */
@NullMarked
package io.agenttoolkit.core.datetime;

import org.jspecify.annotations.NullMarked;
