#!/usr/bin/env bash
# Generates the token benchmark project (10,000 tokens, 3,000 aliases in
# chains, 2 x 3 contexts) and times loading it in process with a release
# build of styleguide-bench. bench/run.sh runs it too, with the others.
# Usage: bench/tokens/run.sh [OUT_DIR] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT="${1:-bench/out/tokens}"
python3 bench/tokens/generate.py "$OUT"
du -sh "$OUT"
swift build -c release --product styleguide-bench 2>&1 | tail -1
"$(swift build -c release --show-bin-path)/styleguide-bench" tokens "$OUT/bench.resolver.json" "${2:-7}"
