#!/bin/sh
# Runs FileSearchCpuTime: the grep rows of FileSearchBenchmark in wall and CPU time, FileSearch in process against rg
# as a process, on a corpus made by make-corpus.sh (and its -git tree). For machines other processes load.
# Usage (from the repository root): toolkit-fs/bench/cpu-time.sh [/tmp/fs-corpus] [repetitions] [warm-up calls, default 2]
set -eu
CORPUS=${1:-/tmp/fs-corpus}
REPS=${2:-5}
WARMUP=${3:-2}
./mvnw -B -q -o -pl toolkit-fs -am -Dbuild.dir.name=target-fs test-compile dependency:build-classpath \
    -Dmdep.outputFile="$PWD/toolkit-fs/target-fs/bench-classpath.txt" -Dmdep.includeScope=test
CP=toolkit-fs/target-fs/test-classes:toolkit-fs/target-fs/classes:$(cat toolkit-fs/target-fs/bench-classpath.txt)
exec java -Xmx1g -cp "$CP" io.agenttoolkit.fs.bench.FileSearchCpuTime "$CORPUS" "$REPS" "$WARMUP"
