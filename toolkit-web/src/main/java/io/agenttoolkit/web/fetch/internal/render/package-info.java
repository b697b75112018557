/**
 * The rendering stages of the fetch chain: a remote render service ({@link RemoteRenderClient}) and a real browser
 * driven over the Chrome DevTools Protocol ({@link CdpRenderer}). Not part of the API.
 */
@NullMarked
package io.agenttoolkit.web.fetch.internal.render;

import org.jspecify.annotations.NullMarked;
