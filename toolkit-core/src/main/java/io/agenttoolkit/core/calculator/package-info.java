/**
 * A calculator for expressions an agent writes ({@code sqrt(16) + 2 ** 10}), evaluated by its own parser with exact
 * integers and Python's rules for division, flooring and rounding.
 */
@NullMarked
package io.agenttoolkit.core.calculator;

import org.jspecify.annotations.NullMarked;
