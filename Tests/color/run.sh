#!/usr/bin/env bash
# Regenerates the ColorAide expectations and runs the Swift comparison against them.
# Creates .venv/ under the repository (gitignored) with coloraide from PyPI.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
fi
.venv/bin/pip install --quiet coloraide
fixture=Tests/StyleGuideGenTests/Fixtures/Color/random-colors.json
.venv/bin/python Tests/color/check_coloraide.py "$fixture"
if ! git diff --quiet -- "$fixture" 2>/dev/null; then
    echo "note: $fixture changed (different coloraide version?); review and commit it" >&2
fi
log="$(mktemp)"
status=0
swift test --filter ColoraideComparisonTests >"$log" 2>&1 || status=$?
grep -E "largest difference|Test run|error:" "$log" || cat "$log"
rm -f "$log"
exit "$status"
