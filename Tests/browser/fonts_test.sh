#!/usr/bin/env bash
# Fonts in the browser (fonts_test.py): every preview and specimen is drawn in a font the page
# loads, or its font-family ends with a generic family.
#   1. Tests/StyleGuideGenTests/Fixtures/Fonts/project, which ships Fixture Sans (tiny fonts made by
#      its make_fonts.py): the build's @font-face rules load it, and the previews are drawn in it;
#      the site passes the browser checks (run.sh: console, requests, axe, vnu on HTML and CSS).
#   2. Corpus systems whose fonts are not in their repositories (sage: Tokens Studio, "Sage UI";
#      koobiq: Style Dictionary JSON5, Inter; little-league: a DTCG resolver), made projects with
#      `init --from`: every preview falls back to a generic family of its kind, never Times.
# Usage: fonts_test.sh [SCREENSHOTS]   (STYLEGUIDE=/path/to/styleguide, default .build/debug/styleguide)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
styleguide="${STYLEGUIDE:-$repository/.build/debug/styleguide}"
screenshots="${1:-$repository/.build/screenshots/review}"
"$here/setup.sh" >/dev/null || exit 1
python="$here/.venv/bin/python"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failures=0
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }
ok() { echo "ok    $*"; }

cp -R "$repository/Tests/StyleGuideGenTests/Fixtures/Fonts/project" "$scratch/fixture"
if "$styleguide" build "$scratch/fixture" --out "$scratch/fixture-site" --cache-dir "$scratch/cache" --quiet > "$scratch/fixture.log" 2>&1; then
    "$python" "$here/fonts_test.py" "$scratch/fixture-site" --loaded "Fixture Sans" --screenshot "$screenshots/fonts-fixture.png" > "$scratch/fixture-fonts.log" 2>&1 \
        && ok "fixture: Fixture Sans loaded and drawn ($(tail -n 2 "$scratch/fixture-fonts.log" | head -n 1))" \
        || { grep -E '^FAIL' "$scratch/fixture-fonts.log" | head -n 10; fail "fixture: fonts_test.py"; }
    "$here/run.sh" "$scratch/fixture-site" > "$scratch/fixture-run.log" 2>&1 && ok "fixture: browser checks pass" \
        || { grep -E 'FAIL|failing|errors:|RESULT' "$scratch/fixture-run.log" | head -n 20; fail "fixture: browser checks"; }
else
    grep error "$scratch/fixture.log" | head -n 10
    fail "fixture: styleguide build exits non-zero"
fi

for system in sage koobiq little-league; do
    project="$scratch/$system"
    cp -R "$repository/Tests/Corpus/$system" "$project"
    "$styleguide" init --from "$project" "$project" > "$scratch/$system-init.log" 2>&1 || { fail "$system: init --from"; continue; }
    if ! "$styleguide" build "$project" --out "$scratch/$system-site" --cache-dir "$scratch/cache" --quiet > "$scratch/$system.log" 2>&1; then
        grep error "$scratch/$system.log" | head -n 10
        fail "$system: styleguide build exits non-zero"
        continue
    fi
    "$python" "$here/fonts_test.py" "$scratch/$system-site" --pages 'index.html' 'components/*.html' 'tokens/typography*.html' \
        --screenshot "$screenshots/fonts-$system.png" > "$scratch/$system-fonts.log" 2>&1 \
        && ok "$system: every preview ends with a generic family ($(grep -c '(css/missing-font)$' "$scratch/$system.log") missing-font warnings; $(tail -n 2 "$scratch/$system-fonts.log" | head -n 1))" \
        || { grep -E '^FAIL' "$scratch/$system-fonts.log" | head -n 10; fail "$system: fonts_test.py"; }
done

if [ "$failures" -gt 0 ]; then
    echo "RESULT: FAIL ($failures)"
    exit 1
fi
echo "RESULT: PASS"
