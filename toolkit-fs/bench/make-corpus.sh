#!/bin/sh
# Builds the toolkit-fs benchmark corpus (never committed): the JDK 17 sources (Debian's openjdk-17-source), a second
# JDK's sources when one is installed (to reach ~30,000 files), two 72 MB logs and two large binaries.
# Also builds a git work tree beside it (CORPUS-git): the JDK 17 sources under src/ and, ignored by its .gitignore, a
# large target/ (the other JDK's sources, the logs and the binaries), for the ignore-file rows.
# Usage: toolkit-fs/bench/make-corpus.sh [/tmp/fs-corpus]
# Needs: apt-get install -y openjdk-17-source ripgrep fd-find tree unzip python3
set -eu
CORPUS=${1:-/tmp/fs-corpus}
mkdir -p "$CORPUS/jdk17" "$CORPUS/logs" "$CORPUS/bin"
unzip -q -o "$(ls /usr/lib/jvm/*17*/lib/src.zip | head -1)" -d "$CORPUS/jdk17"
OTHER=$(ls /usr/lib/jvm/*/lib/src.zip | grep -v 17 | head -1 || true)
if [ -n "$OTHER" ]; then mkdir -p "$CORPUS/jdk-other" && unzip -q -o "$OTHER" -d "$CORPUS/jdk-other"; fi
python3 - "$CORPUS/logs/app.log" <<'PY'
import random, sys
random.seed(1)
words = "request served user session cache miss hit timeout retry connection closed opened latency ok error warn debug".split()
with open(sys.argv[1], "w") as f:
    for i in range(800000):
        f.write("2026-11-22T03:%02d:%02d.%03dZ INFO  [worker-%d] %s\n" % (i // 60000 % 60, i // 1000 % 60, i % 1000, i % 16,
                " ".join(random.choice(words) for _ in range(8))))
PY
cp "$CORPUS/logs/app.log" "$CORPUS/logs/app2.log"
JDK=$(dirname "$(dirname "$(ls /usr/lib/jvm/*17*/lib/modules | head -1)")")
cp "$JDK/lib/modules" "$CORPUS/bin/modules.bin"
cp "$JDK/lib/server/libjvm.so" "$CORPUS/bin/"
echo "corpus: $(find "$CORPUS" -type f | wc -l) files, $(du -sh "$CORPUS" | cut -f1)"
GIT_TREE="$CORPUS-git"
mkdir -p "$GIT_TREE/src" "$GIT_TREE/target"
git init -q "$GIT_TREE"
printf 'target/\n*.log\n' > "$GIT_TREE/.gitignore"
cp -r "$CORPUS/jdk17/." "$GIT_TREE/src/"
for d in jdk-other logs bin; do [ -d "$CORPUS/$d" ] && cp -r "$CORPUS/$d" "$GIT_TREE/target/"; done
echo "git tree: $(find "$GIT_TREE/src" -type f | wc -l) files kept, $(find "$GIT_TREE/target" -type f | wc -l) ignored under target/"
