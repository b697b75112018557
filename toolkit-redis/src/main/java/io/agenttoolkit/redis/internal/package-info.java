/** The Redis implementations behind {@link io.agenttoolkit.redis.RedisSharing}; not part of the API. */
@NullMarked
package io.agenttoolkit.redis.internal;

import org.jspecify.annotations.NullMarked;
