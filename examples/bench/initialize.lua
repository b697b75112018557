-- wrk script: MCP Streamable HTTP `initialize` without DELETE, as the issue's flood did.
-- Each thread stops after its share of the requests: wrk ... -s initialize.lua <url> -- <requests per thread>
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",'
  .. '"capabilities":{},"clientInfo":{"name":"soak","version":"1"}}}'

local limit = 0
local seen = 0

function init(args)
  limit = tonumber(args[1] or "0")
end

function response(status, headers, body)
  seen = seen + 1
  if limit > 0 and seen >= limit then
    wrk.thread:stop()
  end
end
