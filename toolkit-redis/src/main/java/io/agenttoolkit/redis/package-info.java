/**
 * Several processes — tool server replicas behind a load balancer, agent workers embedding the library — sharing
 * their fetch cache and their search keys' rate limits through Redis: {@link io.agenttoolkit.redis.RedisSharing}.
 */
@NullMarked
package io.agenttoolkit.redis;

import org.jspecify.annotations.NullMarked;
