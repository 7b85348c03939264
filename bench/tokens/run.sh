#!/usr/bin/env bash
# Generates the benchmark project and times loading it with a release build.
# Until the CLI exposes TokenBenchmark.run(path:), it runs through a test that
# is skipped unless STYLEGUIDE_TOKEN_BENCH names the project folder.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT="${1:-bench/out/tokens}"
python3 bench/tokens/generate.py "$OUT"
du -sh "$OUT"
STYLEGUIDE_TOKEN_BENCH="$PWD/$OUT" swift test -c release -Xswiftc -enable-testing \
  --filter TokenBenchmarkTests 2>&1 | grep -E "BENCH|passed|failed|error"
