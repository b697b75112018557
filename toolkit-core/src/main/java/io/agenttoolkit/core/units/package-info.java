/** Unit conversions (temperature, length, weight, data, energy, …) by name, with the factors of the reference. */
@NullMarked
package io.agenttoolkit.core.units;

import org.jspecify.annotations.NullMarked;
