#!/usr/bin/env bash
# Builds and runs fuzz targets for a given time each.
# Usage: fuzz/run.sh TARGET|all SECONDS [extra libFuzzer flags...]
# Targets: tokens resolver markdown mustache. Crashes, timeouts and
# out-of-memory inputs land in fuzz/crashes/TARGET/, logs in fuzz/logs/.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
all=(tokens resolver markdown mustache)
[ $# -ge 2 ] || { echo "usage: $0 TARGET|all SECONDS [libFuzzer flags...]" >&2; exit 2; }
which="$1"; seconds="$2"; shift 2
if [ "$which" = all ]; then targets=("${all[@]}"); else targets=("$which"); fi

"$here/build.sh" "${targets[@]}" 2>&1 | grep -v 'Cannot export local symbol' | grep -E '^(building|error)' || true
[ -d "$here/corpus/tokens" ] || "$here/make-corpus.sh"

for target in "${targets[@]}"; do
    dict="$here/dicts/$target.dict"
    [ "$target" = resolver ] && dict="$here/dicts/tokens.dict"
    mkdir -p "$here/crashes/$target" "$here/corpus/$target" "$here/logs"
    echo "fuzzing $target for ${seconds}s (log: fuzz/logs/$target.log)"
    status=0
    # LeakSanitizer's exit-time check reports the process-wide fixtures built
    # once per run (Swift keeps some pointers in enum spare bits); leaks are not
    # what we hunt here, so it is off. Crashes, overflows and use-after-free still stop the run.
    ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$here/.build/bin/$target" "$here/corpus/$target" \
        -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -detect_leaks=0 \
        -artifact_prefix="$here/crashes/$target/" "$@" >"$here/logs/$target.log" 2>&1 || status=$?
    grep -E '^#[0-9]+.*(DONE|pulse|INITED)' "$here/logs/$target.log" | tail -1 || true
    grep -E '^stat::' "$here/logs/$target.log" || true
    [ "$status" -eq 0 ] || echo "$target stopped with status $status; see fuzz/crashes/$target/ and the log"
done
