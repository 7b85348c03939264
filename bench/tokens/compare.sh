#!/usr/bin/env bash
# `styleguide check` of the 10,000-token benchmark project against the naive Python resolver
# (naive_resolver.py), whole process, interleaved round by round; medians of RUNS (default 7).
# With BASELINE (another styleguide binary, such as the release archive of the commit an
# optimisation started from), it runs in the same rounds and the speed-up over it is printed too.
# Each command's CPU time (user and system, from wait4) is printed beside its wall time: on a
# virtual machine that sometimes runs both of a process's threads on one virtual CPU, the wall
# time of a two-threaded check swings with the minute, and the CPU time shows the work itself.
# Figures only. Usage: bench/tokens/compare.sh [STYLEGUIDE] [RUNS] [BASELINE]
set -euo pipefail
cd "$(dirname "$0")/../.."
styleguide="${1:-$(swift build -c release --show-bin-path)/styleguide}"
runs="${2:-7}"
baseline="${3:-}"
out=bench/out/tokens
[ -f "$out/bench.resolver.json" ] || python3 bench/tokens/generate.py "$out" >/dev/null
python3 - "$styleguide" "$out/bench.resolver.json" "$runs" "$baseline" <<'PY'
import os, statistics, subprocess, sys, time
styleguide, resolver, runs, baseline = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
commands = {"styleguide check": [styleguide, "check", resolver],
            "naive Python resolver": [sys.executable, "bench/tokens/naive_resolver.py", resolver]}
if baseline:
    commands["baseline check"] = [baseline, "check", resolver]
times = {name: [] for name in commands}
cpu = {name: ([], []) for name in commands}
for round in range(runs):
    # Each round starts with a different command, so a slow second does not always fall on one.
    names = list(commands)
    for name in names[round % len(names):] + names[:round % len(names)]:
        start = time.perf_counter()
        process = subprocess.Popen(commands[name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        times[name].append(time.perf_counter() - start)
        if status != 0:
            sys.exit(f"{name} failed (status {status})")
        cpu[name][0].append(usage.ru_utime)
        cpu[name][1].append(usage.ru_stime)
medians = {name: statistics.median(values) for name, values in times.items()}
for name, median in medians.items():
    user, system = (statistics.median(values) * 1000 for values in cpu[name])
    print(f"{name}: median {median * 1000:.1f} ms over {runs} runs (CPU: user {user:.1f} ms, system {system:.1f} ms)")
print(f"styleguide check / naive Python: {medians['styleguide check'] / medians['naive Python resolver']:.3f}")
if baseline:
    print(f"baseline / styleguide check: {medians['baseline check'] / medians['styleguide check']:.2f} times faster")
PY
