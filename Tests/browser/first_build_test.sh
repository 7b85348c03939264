#!/usr/bin/env bash
# The first build of every corpus design system and of the fixture systems, as a new user makes it:
# a scratch copy of the repository, `styleguide init --from` on its root (on the first of its
# sources where it holds several), `styleguide build`, then in headless Chromium on the standard
# and destructive button pages and the body label's:
#   - the previews' colours are the mapped tokens' (foreign_systems_test.py --check mapped),
#   - text on each fill and body text on the canvas reach 4.5:1 in every shown permutation and text
#     size, or a slot of the pair is left unmapped (first_build_test.py),
#   - every preview is drawn in a font the page loads or ends with a generic family (fonts_test.py).
# Prints a line per system: slots mapped, the checks passed, the appearance found.
# Usage: first_build_test.sh [SYSTEM...]   (STYLEGUIDE=/path/to/styleguide, default .build/debug/styleguide)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
styleguide="${STYLEGUIDE:-$repository/.build/debug/styleguide}"
"$here/setup.sh" >/dev/null || exit 1
python="$here/.venv/bin/python"
. "$here/init_from_root.sh"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
pages=(components/standard-button.html components/destructive-button.html components/body-label.html)
failures=0

systems=("$@")
if [ ${#systems[@]} -eq 0 ]; then
    for folder in "$repository"/Tests/Corpus/*/ "$repository"/Tests/StyleGuideGenTests/Fixtures/DesignSystems/*/; do
        systems+=("${folder%/}")
    done
fi

for folder in "${systems[@]}"; do
    [ -d "$folder" ] || folder="$repository/Tests/Corpus/$folder"
    name="$(basename "$folder")"
    project="$scratch/$name"
    cp -R "$folder" "$project"
    if ! source="$(init_from_root "$project" "$scratch/$name-init.log")"; then
        echo "FAIL  $name: init --from wrote no styleguide.json"; tail -n 5 "$scratch/$name-init.log"
        failures=$((failures + 1)); continue
    fi
    site="$scratch/$name-site"
    # A system's own defects (Tests/Corpus/README.md) fail the build, around a complete site.
    "$styleguide" build "$project" --out "$site" --cache-dir "$scratch/cache-$name" --quiet > "$scratch/$name-build.log" 2>&1
    if [ ! -f "$site/components/standard-button.html" ]; then
        echo "FAIL  $name: build wrote no site"; grep error "$scratch/$name-build.log" | head -n 5
        failures=$((failures + 1)); continue
    fi
    passed=()
    failed=()
    "$python" "$here/foreign_systems_test.py" "$site" --check mapped --project "$project" --config "$project/styleguide.json" \
        --styleguide "$styleguide" --pages "${pages[@]}" > "$scratch/$name-mapped.log" 2>&1 && passed+=("colours are the mapped tokens'") || failed+=("mapped colours")
    "$python" "$here/first_build_test.py" "$site" --config "$project/styleguide.json" > "$scratch/$name-readable.log" 2>&1 \
        && passed+=("text 4.5:1 on its fill") || failed+=("text on its fill")
    "$python" "$here/fonts_test.py" "$site" --pages "${pages[@]}" > "$scratch/$name-fonts.log" 2>&1 && passed+=("fonts loaded or generic") || failed+=("fonts")
    summary="$(grep '^map:' "$scratch/$name-readable.log" | sed 's/^map: //')"
    if [ ${#failed[@]} -eq 0 ]; then
        echo "ok    $name${source:+ ($source)}: ${passed[*]/%/;} $summary"
    else
        failures=$((failures + 1))
        echo "FAIL  $name${source:+ ($source)}: ${failed[*]/%/;} passed: ${passed[*]:-none}; $summary"
        for log in mapped readable fonts; do grep -E '^FAIL' "$scratch/$name-$log.log" | head -n 3 | sed 's/^/      /'; done
    fi
done
echo "RESULT: $(( ${#systems[@]} - failures )) of ${#systems[@]} systems pass"
[ "$failures" -eq 0 ]
