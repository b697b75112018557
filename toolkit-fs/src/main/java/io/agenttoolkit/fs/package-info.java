/**
 * File search ({@link io.agenttoolkit.fs.FileSearch}: glob, grep, tree) and file editing
 * ({@link io.agenttoolkit.fs.FileOps}: read, edit, write with digests), confined to allowed roots when configured.
 */
@NullMarked
package io.agenttoolkit.fs;

import org.jspecify.annotations.NullMarked;
