-- wrk script: one calculator call per request in an existing session: wrk ... -s calculator.lua <url> -- <session id>
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.body = '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"calculator-evaluate",'
  .. '"arguments":{"expression":"(2 + 3) * sqrt(16)"}}}'

function init(args)
  wrk.headers["Mcp-Session-Id"] = args[1]
end
