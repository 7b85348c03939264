#!/usr/bin/env bash
# Site size as the docs grow: the docs-site benchmark at 2,000 and 4,000 pages (folders of 100),
# built by the release binary (or BIN), with the total bytes, bytes per page and build time of
# each. A page's navigation opens its own section only, so bytes per page should stay about the
# same as the pages double. Not a test: nothing is asserted.
# Usage: bench/site_bytes.sh [BIN]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="$PWD/bench/out/site-bytes"
BIN="${1:-}"
if [ -z "$BIN" ]; then
  swift build -c release --product styleguide >/dev/null
  BIN="$PWD/.build/release/styleguide"
fi
mkdir -p "$OUT"
for pages in 2000 4000; do
  [ -d "$OUT/docs-$pages/project/docs" ] || python3 bench/gen/docs_site.py "$OUT/docs-$pages" "$pages" >/dev/null
  rm -rf "$OUT/site-$pages"
  start=$(date +%s.%N)
  "$BIN" build "$OUT/docs-$pages/project" --out "$OUT/site-$pages" --quiet --clean
  end=$(date +%s.%N)
  bytes=$(du -sb "$OUT/site-$pages" | cut -f1)
  html=$(find "$OUT/site-$pages" -name '*.html' | wc -l)
  python3 -c "import sys; p,b,h,s,e=sys.argv[1:]; print(f'{p} docs: {int(b):,} bytes, {int(b)//int(h):,} bytes per page ({h} pages), {float(e)-float(s):.2f} s')" \
    "$pages" "$bytes" "$html" "$start" "$end"
done
