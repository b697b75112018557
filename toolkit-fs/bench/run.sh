#!/bin/sh
# Runs FileSearchBenchmark (JMH, in process) with rg / fd / find / tree as processes on the same corpus.
# Usage (from the repository root): toolkit-fs/bench/run.sh [/tmp/fs-corpus] [benchmark regex] [extra JMH options]
set -eu
CORPUS=${1:-/tmp/fs-corpus}
[ $# -gt 0 ] && shift
BENCH=FileSearchBenchmark
case "${1:-}" in ""|-*) ;; *) BENCH=$1; shift ;; esac
./mvnw -B -q -o -pl toolkit-fs -am -Dbuild.dir.name=target-fs test-compile dependency:build-classpath \
    -Dmdep.outputFile="$PWD/toolkit-fs/target-fs/bench-classpath.txt" -Dmdep.includeScope=test
CP=toolkit-fs/target-fs/test-classes:toolkit-fs/target-fs/classes:$(cat toolkit-fs/target-fs/bench-classpath.txt)
exec java -Dcorpus="$CORPUS" -cp "$CP" org.openjdk.jmh.Main "$BENCH" -jvmArgsAppend "-Dcorpus=$CORPUS" "$@"
