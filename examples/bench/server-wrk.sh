#!/usr/bin/env bash
# Calculator calls per second and latency of the tool server's REST and MCP (streamable HTTP) sides, measured with
# wrk on loopback in one run. Usage:
#   examples/bench/server-wrk.sh [duration] [label=jar ...]
# Each jar's REST side (openapi) is measured; the first jar's MCP side too. Default: this checkout's
# examples/target/toolkit-server.jar, 10 s per measurement. wrk must be installed (apt-get install wrk).
set -euo pipefail

duration=${1:-10s}
shift || true
jars=("$@")
if [ ${#jars[@]} -eq 0 ]; then
  jars=("this=$(cd "$(dirname "$0")/../.." && pwd)/examples/target/toolkit-server.jar")
fi
command -v wrk >/dev/null || { echo "wrk is not installed: apt-get install wrk" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
echo '{"disabled": ["web"]}' > "$work/tools.jsonc"

# Starts a server (java -jar <jar> <args> --port 0) in $work and sets $base to its URL once it listens.
start() {
  local jar=$1; shift
  local log
  log=$(mktemp -p "$work")
  (cd "$work" && exec java -jar "$jar" "$@" --port 0 >/dev/null 2>"$log") &
  pids+=($!)
  for _ in $(seq 1 600); do
    base=$(grep -o 'http://127\.0\.0\.1:[0-9]*[/a-z]*' "$log" | head -1 || true)
    if [ -n "$base" ]; then
      return
    fi
    sleep 0.1
  done
  echo "server did not start: $(cat "$log")" >&2
  exit 1
}

cat > "$work/rest.lua" <<'LUA'
wrk.method = "POST"
wrk.body = '{"expression":"2 + 2 * 3"}'
wrk.headers["Content-Type"] = "application/json"
LUA

# Prints "median p99 calls/s" of one wrk run.
measure() {
  local connections=$1 script=$2 url=$3
  wrk -t"$([ "$connections" -gt 1 ] && echo 2 || echo 1)" -c"$connections" -d"$duration" --latency -s "$script" "$url" \
    | awk '/^ +50%/{median=$2} /^ +99%/{p99=$2} /^Requests\/sec/{rate=$2} END{printf "%s %s %s\n", median, p99, rate}'
}

printf '%-26s %5s %10s %10s %10s\n' side conns median p99 calls/s
first=1
for entry in "${jars[@]}"; do
  label=${entry%%=*}; jar=${entry#*=}
  start "$jar" openapi
  curl -fsS -X POST "$base/tools/calculator/evaluate" -H 'Content-Type: application/json' \
    -d '{"expression":"2 + 2 * 3"}' >/dev/null
  for c in 1 64; do
    read -r median p99 rate < <(measure "$c" "$work/rest.lua" "$base/tools/calculator/evaluate")
    printf '%-26s %5s %10s %10s %10s\n' "REST $label" "$c" "$median" "$p99" "$rate"
  done
  if [ $first -eq 1 ]; then
    first=0
    start "$jar" mcp --transport streamable-http
    mcp=$base
    session=$(curl -fsS -D - -o /dev/null -X POST "$mcp" -H 'Content-Type: application/json' \
      -H 'Accept: application/json, text/event-stream' \
      -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"wrk","version":"1"}}}' \
      | awk -F': ' 'tolower($1)=="mcp-session-id"{print $2}' | tr -d '\r')
    curl -fsS -o /dev/null -X POST "$mcp" -H 'Content-Type: application/json' -H "Mcp-Session-Id: $session" \
      -H 'Accept: application/json, text/event-stream' -d '{"jsonrpc":"2.0","method":"notifications/initialized"}'
    cat > "$work/mcp.lua" <<LUA
wrk.method = "POST"
wrk.body = '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"calculator-evaluate","arguments":{"expression":"2 + 2 * 3"}}}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept"] = "application/json, text/event-stream"
wrk.headers["Mcp-Session-Id"] = "$session"
LUA
    for c in 1 64; do
      read -r median p99 rate < <(measure "$c" "$work/mcp.lua" "$mcp")
      printf '%-26s %5s %10s %10s %10s\n' "MCP $label" "$c" "$median" "$p99" "$rate"
    done
  fi
done
