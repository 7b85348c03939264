#!/usr/bin/env bash
# Profiles one release build of the 5,000-token style guide and of the
# 2,000-page docs site (and, with `markdown`, styleguide-bench rendering the
# Markdown corpus) with valgrind's callgrind (slow: tens of minutes) and
# lists the top functions by instruction count, demangled.
# Run bench/run.sh first (it builds and generates the inputs).
# Usage: bench/profile.sh [style-guide|docs|markdown|all] [TOP]   (default: all, 25)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="$PWD/bench/out"
WHICH="${1:-all}"
TOP="${2:-25}"
BIN="$(swift build -c release --show-bin-path)"
# valgrind 3.19 (Debian 12's) gave up on a whole binary over clang 21's DWARF 5 for the thread-locals
# our C had (Sources/CSystemShims), so the binaries profiled have their C built with DWARF 4.
for product in styleguide styleguide-bench; do
  swift build -c release -Xcc -gdwarf-4 --product "$product" > /dev/null
done
# profile NAME COMMAND...: one run of COMMAND under callgrind, then the tables.
profile() {
  local name="$1"; shift
  valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.$name.out" "$@"
  callgrind_annotate --inclusive=no "$OUT/callgrind.$name.out" 2>/dev/null \
    | swift demangle --simplified | head -n $((TOP + 25)) > "$OUT/callgrind.$name.txt"
  callgrind_annotate --inclusive=yes "$OUT/callgrind.$name.out" 2>/dev/null \
    | swift demangle --simplified | head -n $((TOP + 25)) > "$OUT/callgrind.$name.inclusive.txt"
  echo "== $name: top functions (self) in bench/out/callgrind.$name.txt"
  cat "$OUT/callgrind.$name.txt"
}
# profile_build NAME PROJECT: one `styleguide build` of PROJECT into a fresh folder.
profile_build() {
  rm -rf "$OUT/profile-$1-site"
  profile "$1" "$BIN/styleguide" build "$2" --out "$OUT/profile-$1-site" --quiet
}
case "$WHICH" in all|style-guide) profile_build style-guide "$OUT/design-system" ;; esac
case "$WHICH" in all|docs) profile_build docs "$OUT/docs/project" ;; esac
case "$WHICH" in markdown) profile markdown "$BIN/styleguide-bench" markdown "$OUT/corpus.md" 1 ;; esac
