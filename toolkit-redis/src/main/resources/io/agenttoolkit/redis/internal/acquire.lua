-- Lends one API key for one request, atomically across every process sharing this Redis.
-- KEYS: the state hash of each key (named by the key's hash), in the caller's round-robin order.
-- ARGV[1]: the lease token; ARGV[2]: how long the lease lives (ms) if its holder never gives it back.
-- A hash holds: lease, leaseUntil (a request is in flight until then), readyAt (no request before),
-- restUntil, restOutcome, restReason (the key is skipped until then). Times are the server's clock in ms,
-- so processes on hosts with different clocks agree.
-- Returns {'lent', index} | {'wait', ms, 'ready'|'busy'} | {'resting', outcome, reason}.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local chosen, earliest, busyUntil = nil, nil, nil
local anyUsable = false
local restUntilMax, restOutcome, restReason = -1, '', ''
for i, key in ipairs(KEYS) do
  local s = redis.call('HMGET', key, 'leaseUntil', 'readyAt', 'restUntil', 'restOutcome', 'restReason')
  local restUntil = tonumber(s[3]) or 0
  if restUntil > now then
    if restUntil > restUntilMax then
      restUntilMax, restOutcome, restReason = restUntil, s[4] or '', s[5] or ''
    end
  else
    anyUsable = true
    local leaseUntil = tonumber(s[1]) or 0
    if leaseUntil > now then
      if busyUntil == nil or leaseUntil < busyUntil then busyUntil = leaseUntil end
    else
      local readyAt = tonumber(s[2]) or 0
      if chosen == nil or readyAt < earliest then chosen, earliest = i, readyAt end
    end
  end
end
if not anyUsable then
  return {'resting', restOutcome, restReason}
end
if chosen ~= nil and earliest <= now then
  local leaseUntil = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[chosen], 'lease', ARGV[1], 'leaseUntil', leaseUntil)
  redis.call('PEXPIRE', KEYS[chosen], leaseUntil - now + 60000)
  return {'lent', chosen}
end
if chosen ~= nil then
  return {'wait', earliest - now, 'ready'}
end
return {'wait', busyUntil - now, 'busy'}
