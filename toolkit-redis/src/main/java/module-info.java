/**
 * Several tool servers or agent workers sharing their fetch cache and search keys' rate limits through Redis: {@link
 * io.agenttoolkit.redis.RedisSharing}.
 */
module io.agenttoolkit.redis {
    exports io.agenttoolkit.redis;

    requires transitive io.agenttoolkit.web;
    requires redis.clients.jedis;
    requires org.slf4j;
}
