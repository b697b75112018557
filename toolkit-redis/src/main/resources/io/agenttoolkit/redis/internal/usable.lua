-- Counts the keys that are not resting now. KEYS: the state hash of each key.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local usable = 0
for _, key in ipairs(KEYS) do
  if (tonumber(redis.call('HGET', key, 'restUntil')) or 0) <= now then usable = usable + 1 end
end
return usable
