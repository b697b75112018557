-- Gives a key back after its request ended: the next request on it waits the delay from now, and an outcome
-- other than OK rests it everywhere. A lease that already expired (and may have been lent again) is not cleared,
-- but the delay and the rest still apply.
-- KEYS[1]: the key's state hash. ARGV: token, delay ms, rest ms, outcome, reason.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local s = redis.call('HMGET', KEYS[1], 'lease', 'readyAt', 'restUntil')
if s[1] == ARGV[1] then
  redis.call('HDEL', KEYS[1], 'lease', 'leaseUntil')
end
local readyAt = math.max(tonumber(s[2]) or 0, now + tonumber(ARGV[2]))
local restUntil = tonumber(s[3]) or 0
redis.call('HSET', KEYS[1], 'readyAt', readyAt)
if tonumber(ARGV[3]) > 0 then
  restUntil = math.max(restUntil, now + tonumber(ARGV[3]))
  redis.call('HSET', KEYS[1], 'restUntil', restUntil, 'restOutcome', ARGV[4], 'restReason', ARGV[5])
end
local leaseUntil = tonumber(redis.call('HGET', KEYS[1], 'leaseUntil')) or 0
redis.call('PEXPIRE', KEYS[1], math.max(readyAt, restUntil, leaseUntil) - now + 60000)
return 1
