#!/usr/bin/env bash
# A large design system (fixtures/large_system.py: about 3,000 tokens in 24 permutations, and
# twice that): every page under 1.5 MB of HTML, the site's bytes growing linearly with the
# tokens (double the tokens, at most 2.1 times the bytes), and the 3,000-token site through the
# browser checks (load, console, requests, vnu, links, no-JS on every page; axe on the pages of
# at most 300 KB, which cover every template: axe alone took minutes on each 400-650 KB token
# page of thousands of rows) and search (a token by name and by hex value), and its home page at
# a glance (home_test.py).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
styleguide="${STYLEGUIDE:-$repository/.build/debug/styleguide}"
"$here/setup.sh" >/dev/null
python="$here/.venv/bin/python"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
for scale in 1 2; do
    python3 "$here/fixtures/large_system.py" "$scratch/large$scale" "$scale"
    "$styleguide" build "$scratch/large$scale" --out "$scratch/site$scale" --quiet
done
python3 - "$scratch/site1" "$scratch/site2" <<'PY'
import json, sys
from pathlib import Path
limit = 1.5 * 1024 * 1024
failures = 0
sizes = []
for site in map(Path, sys.argv[1:]):
    tokens = json.loads((site / "report.json").read_text())["tokens"]["total"]
    pages = sorted(site.rglob("*.html"))
    total = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
    largest = max(pages, key=lambda p: p.stat().st_size)
    sizes.append((tokens, total))
    print(f"      {tokens:,} tokens: {len(pages)} pages, {total:,} bytes, largest {largest.relative_to(site)} {largest.stat().st_size:,} bytes")
    if site == Path(sys.argv[1]):
        for page in pages:
            if page.stat().st_size > limit:
                print(f"FAIL {page.relative_to(site)} is {page.stat().st_size:,} bytes, over 1.5 MB")
                failures += 1
(t1, b1), (t2, b2) = sizes
ratio = b2 / b1
print(f"      {t2 / t1:.2f}x the tokens: {ratio:.2f}x the bytes")
if t2 < 1.9 * t1 or ratio > 2.1:
    print("FAIL the site does not grow linearly with its tokens")
    failures += 1
sys.exit(1 if failures else 0)
PY
echo "ok    every page of the 3,000-token site is under 1.5 MB; bytes grow linearly"
"$here/run.sh" "$scratch/site1" --axe-max-bytes 300000
"$python" "$here/search_test.py" "$scratch/site1" \
    "bgColor.accent.rest=colors-bg-color.html#token-bg-color-accent-rest" \
    "#ffffff=colors-bg-color.html#token-bg-color-default" \
    "spacing.12=dimensions-spacing.html#token-spacing-12"
"$python" "$here/home_test.py" "$scratch/site1"
