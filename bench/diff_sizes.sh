#!/usr/bin/env bash
# Review sizes on a real pull request (issue 47): a copy of Tests/Corpus/swisspost (192
# permutations) made a project (`init --from . .`) and committed on `master`, then a branch that
# changes the brand colour (the first `"$value": "#FFCC00"`, post.core.color.brand.postyellow,
# to #FFD22E) and the radius post.device.border-radius.7 of the Device/Desktop set
# ({post.core.dimension.12} -> {post.core.dimension.16}). Prints the bytes of
# `diff --base-ref master --format markdown` and of the diff.html page. Not a test: nothing is
# asserted (PullRequestSizeTests holds both to their budgets).
# Usage: bench/diff_sizes.sh [BIN] (default: the release build, built first)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-}"
if [ -z "$BIN" ]; then
  swift build -c release --product styleguide >/dev/null
  BIN="$PWD/.build/release/styleguide"
fi
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cp -R Tests/Corpus/swisspost "$WORK/repo"
cd "$WORK/repo"
"$BIN" init --from . . >/dev/null 2>&1
git init -q -b master
git add -A
git -c user.name=Bench -c user.email=bench@example.org -c commit.gpgsign=false commit -q -m base
git checkout -q -b pull-request
TOKENS=packages/tokens/tokensstudio-generated/tokens.json
sed -i '0,/"\$value": "#FFCC00"/s//"$value": "#FFD22E"/' "$TOKENS"
python3 - "$TOKENS" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
start = text.index('"Device/Desktop": {')
radius = text.index('"border-radius"', start)
seven = text.index('"7": {', radius)
old = '"$value": "{post.core.dimension.12}"'
at = text.index(old, seven)
assert at - seven < 400, "post.device.border-radius.7 not where expected"
open(path, "w", encoding="utf-8").write(text[:at] + '"$value": "{post.core.dimension.16}"' + text[at + len(old):])
EOF
git -c user.name=Bench -c user.email=bench@example.org -c commit.gpgsign=false commit -q -am "Brand yellow #FFD22E, desktop radius 7 from dimension 16"
"$BIN" diff --base-ref master . --format markdown >"$WORK/summary.md" 2>"$WORK/diff.log"
"$BIN" diff --base-ref master . --format markdown --link-base https://example.org/styleguide >"$WORK/summary-linked.md" 2>>"$WORK/diff.log"
"$BIN" diff --base-ref master . --out "$WORK/site" >/dev/null 2>>"$WORK/diff.log"
printf 'markdown summary: %s bytes\n' "$(wc -c <"$WORK/summary.md")"
printf 'markdown summary with --link-base: %s bytes\n' "$(wc -c <"$WORK/summary-linked.md")"
printf 'diff.html: %s bytes\n' "$(wc -c <"$WORK/site/diff.html")"
printf 'assets/diff-tokens.css: %s bytes\n' "$(wc -c <"$WORK/site/assets/diff-tokens.css")"
if [ -n "${DIFF_SIZES_KEEP:-}" ]; then
  mkdir -p "$DIFF_SIZES_KEEP"
  cp "$WORK/summary.md" "$WORK/summary-linked.md" "$WORK/site/diff.html" "$DIFF_SIZES_KEEP/"
fi
