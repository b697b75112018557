#!/usr/bin/env bash
# Session soak of the MCP Streamable HTTP server (issue 23), run by hand from the repository root:
#   ./mvnw -B -q -o -pl examples -am package -DskipTests && examples/bench/session-soak.sh [sessions] [jar]
# For each configuration it starts `toolkit-server.jar mcp --transport streamable-http` with -Xmx256m on a free
# loopback port, floods it with `initialize` calls that never DELETE (wrk, 4 threads, 16 connections), and records
# sessions/s, resident memory (VmRSS from /proc) before and after, the median calculator latency idle and while a
# second flood runs, non-2xx answers, ERROR lines in the server log, and the exit code after SIGTERM.
set -euo pipefail
SESSIONS=${1:-200000}
JAR=$(realpath "${2:-examples/target/toolkit-server.jar}")
HERE=$(cd "$(dirname "$0")" && pwd)
command -v wrk >/dev/null || { echo "wrk is required: sudo apt-get install wrk" >&2; exit 1; }
[ -f "$JAR" ] || { echo "no server jar at $JAR: ./mvnw -B -q -pl examples -am package -DskipTests" >&2; exit 1; }

rss() { awk '/VmRSS/ {print int($2 / 1024)}' "/proc/$1/status"; }

# Heap in use right after a full collection, in KB: what the live sessions really hold.
heap() {
  jcmd "$1" GC.run >/dev/null
  jcmd "$1" GC.heap_info | awk '/garbage-first heap|def new generation|PSYoungGen|total/ && /used/ {for (i=1;i<=NF;i++) if ($i=="used") {print int($(i+1)); exit}}'
}

# The text of the first "50%" latency line of a wrk --latency report, e.g. "1.23ms".
median() { awk '/Latency Distribution/ {d=1} d && $1=="50%" {print $2; exit}'; }

session() {
  local url=$1 id
  id=$(curl -s -D - -o /dev/null -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \
    -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}' \
    "$url" | awk -F': ' 'tolower($1)=="mcp-session-id" {print $2}' | tr -d '\r')
  curl -s -o /dev/null -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \
    -H "Mcp-Session-Id: $id" -d '{"jsonrpc":"2.0","method":"notifications/initialized"}' "$url"
  echo "$id"
}

run() {
  local label=$1; shift
  local dir port pid url
  dir=$(mktemp -d)
  echo '{"disabled": ["web"]}' > "$dir/tools.jsonc"
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  (cd "$dir" && exec java -Xmx256m -jar "$JAR" mcp --transport streamable-http --port "$port" "$@" 2>"$dir/server.log") &
  pid=$!
  for _ in $(seq 1 600); do grep -q 'Serving' "$dir/server.log" 2>/dev/null && break; sleep 0.1; done
  url="http://127.0.0.1:$port/mcp"
  # Warm the JIT a little so the idle latency is not the interpreter's.
  wrk -t1 -c1 -d3s -s "$HERE/calculator.lua" "$url" -- "$(session "$url")" >/dev/null
  local rss_start; rss_start=$(rss "$pid")
  local idle; idle=$(wrk -t1 -c1 -d5s --latency -s "$HERE/calculator.lua" "$url" -- "$(session "$url")" | median)

  local heap_start; heap_start=$(heap "$pid")
  # wrk stops on time, not count: flood in 10 s rounds until the sessions are made (at most 60 rounds).
  local made=0 seconds=0 rounds=0 non2xx=0 series=""
  while [ "$made" -lt "$SESSIONS" ] && [ "$rounds" -lt 60 ]; do
    local out; out=$(wrk -t4 -c16 -d10s --timeout 10s -s "$HERE/initialize.lua" "$url" -- 0)
    made=$((made + $(echo "$out" | awk '/requests in/ {print $1}')))
    non2xx=$((non2xx + $(echo "$out" | awk '/Non-2xx/ {print $NF}' | grep . || echo 0)))
    seconds=$((seconds + 10)); rounds=$((rounds + 1))
    series="$series $(rss "$pid")"
  done
  local rss_flood; rss_flood=$(rss "$pid")
  local heap_flood; heap_flood=$(heap "$pid")

  # Latency of ordinary calls while a second flood runs (the session stays live because it is in use).
  local calc_session; calc_session=$(session "$url")
  wrk -t4 -c16 -d10s --timeout 10s -s "$HERE/initialize.lua" "$url" -- 0 >"$dir/flood2.txt" &
  local flood2=$!
  local busy; busy=$(wrk -t1 -c1 -d8s --latency --timeout 10s -s "$HERE/calculator.lua" "$url" -- "$calc_session")
  wait "$flood2"
  local rss_end; rss_end=$(rss "$pid")

  kill -TERM "$pid"
  local code=0; wait "$pid" || code=$?
  echo "== $label (args: $*)"
  echo "  flood: $made initialize calls in ${seconds} s = $((made / seconds))/s, non-2xx: $non2xx"
  echo "  RSS MB: start $rss_start, after each 10 s round:$series; after overload $rss_end"
  echo "  heap after full GC, KB: start $heap_start, after flood $heap_flood"
  echo "  calculator median: idle $idle, during a second flood $(echo "$busy" | median)" \
    "($(echo "$busy" | awk '/requests in/ {print $1}') calls, non-2xx: $(echo "$busy" | awk '/Non-2xx/ {print $NF}' | grep . || echo 0))"
  echo "  second flood: $(grep -E 'Requests/sec' "$dir/flood2.txt")"
  echo "  server log: $(grep -c ' ERROR ' "$dir/server.log" || true) ERROR lines, $(grep -c 'WARN' "$dir/server.log" || true) WARN lines; exit code after SIGTERM: $code"
  rm -rf "$dir"
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1)"
run "bounded (defaults: --max-sessions 1000, --session-idle-timeout 30m)"
run "reference: cap and idle timeout out of reach" --max-sessions 100000000 --session-idle-timeout 24h
