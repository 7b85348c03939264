#!/usr/bin/env bash
# `styleguide check` of the 10,000-token benchmark project against the naive Python resolver
# (naive_resolver.py), whole process, interleaved round by round; medians of RUNS (default 7).
# Figures only. Usage: bench/tokens/compare.sh [STYLEGUIDE] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
styleguide="${1:-$(swift build -c release --show-bin-path)/styleguide}"
runs="${2:-7}"
out=bench/out/tokens
[ -f "$out/bench.resolver.json" ] || python3 bench/tokens/generate.py "$out" >/dev/null
python3 - "$styleguide" "$out/bench.resolver.json" "$runs" <<'PY'
import statistics, subprocess, sys, time
styleguide, resolver, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
commands = {"styleguide check": [styleguide, "check", resolver],
            "naive Python resolver": [sys.executable, "bench/tokens/naive_resolver.py", resolver]}
times = {name: [] for name in commands}
for _ in range(runs):
    for name, command in commands.items():
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - start)
medians = {name: statistics.median(values) for name, values in times.items()}
for name, median in medians.items():
    print(f"{name}: median {median * 1000:.0f} ms over {runs} runs")
print(f"styleguide check / naive Python: {medians['styleguide check'] / medians['naive Python resolver']:.2f}")
PY
