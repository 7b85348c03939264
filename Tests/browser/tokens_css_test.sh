#!/usr/bin/env bash
# Checks the tokens stylesheet in headless Chromium and with vnu: the Swift test CSSBrowserExportTests
# writes .build/css-test/{tokens.css,expected.json} (the bundled example) and .build/css-test/six/ (a
# six-permutation fixture with wide-gamut colours); tokens_css_test.py compares every computed value.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
"$here/setup.sh" >/dev/null
(cd "$repo" && swift test --filter CSSBrowserExportTests >/dev/null)
exec "$here/.venv/bin/python" "$here/tokens_css_test.py"
