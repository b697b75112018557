#!/usr/bin/env bash
# Builds toolkit-redis and its siblings into target-bench/ (beside any other build) and runs the sharing overhead
# benchmark: Redis vs in-memory for a cache hit, the key scheduler, and a whole search request, on loopback.
# Needs Debian's redis-server (apt-get install redis-server). Argument: samples per case (default 5000).
set -euo pipefail
cd "$(dirname "$0")/../.."
./mvnw -B -q -o -pl toolkit-redis -am -Dbuild.dir.name=target-bench test-compile dependency:build-classpath \
  -Dmdep.includeScope=test '-Dmdep.outputFile=${project.build.directory}/classpath.txt'
cp="toolkit-redis/target-bench/test-classes:toolkit-redis/target-bench/classes:$(cat toolkit-redis/target-bench/classpath.txt)"
exec java -Xmx512m -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "$cp" \
  io.agenttoolkit.redis.bench.SharingOverheadBenchmark "${1:-5000}"
