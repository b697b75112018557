-- Stores one fetch result and keeps at most ARGV[3] of them: the index orders entries by write time and the
-- oldest go first past the bound (expired ones leave the index on the way).
-- KEYS[1]: the entry; KEYS[2]: the index. ARGV[1]: the value; ARGV[2]: time to live (ms); ARGV[3]: max entries.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
-- Writes in the same millisecond must still keep their order (the oldest goes first, not the lowest hash), so a
-- write's score is past the newest one's by a thousandth of a millisecond at least.
local order = now
local newest = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if newest[2] ~= nil and tonumber(newest[2]) >= order then
  order = tonumber(newest[2]) + 0.001
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ttl)
redis.call('ZADD', KEYS[2], order, KEYS[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - ttl)
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[3])
if over > 0 then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, over - 1)
  for _, entry in ipairs(oldest) do
    redis.call('DEL', entry)
  end
  redis.call('ZREMRANGEBYRANK', KEYS[2], 0, over - 1)
end
redis.call('PEXPIRE', KEYS[2], ttl)
return math.max(over, 0)
