#!/usr/bin/env bash
# A team's own components on a design system's tokens, as a user makes and sees them: the Card and the
# Text field (with its error state) of docs/guide/components.md on a scratch copy of Kong's repository,
# and the same two components written on Swiss Post's (Tokens Studio, one file) and Sage's (Tokens
# Studio, several files) own tokens (fixtures/own-components/SYSTEM/). Per system: `styleguide init
# --from` on the copy (on the first of its sources where it holds several), the fixture's map.json /
# dynamicType.json merged into the styleguide.json init wrote (fixtures/own-components/README.md
# says why each is there), the components added, `styleguide build --quiet`, then
# own_components_test.py:
#   - the build says nothing about card or text-field (no warning of theirs, none at a file under
#     templates/, no dynamic-type/*, no contrast failure of theirs), in its output and report.json,
#   - in headless Chromium, in every column and state group of both matrices: every text element's
#     font grows from xSmall to AX5, the nested standard button's fill is opaque, is not its text
#     colour and is the token the map gives color.accent-fill, the error state is drawn at every
#     step in every column, and nothing clips or leaves its canvas.
# Prints a line per system: the card title's and the input's sizes at xSmall/Large/AX5, the checks passed.
# Usage: own_components_test.sh [--screenshots DIR] [SYSTEM...]   (kong, swisspost, sage by default;
#        STYLEGUIDE=/path/to/styleguide, default .build/debug/styleguide;
#        OWN_COMPONENTS_FIXTURES=DIR: another fixtures folder, e.g. a broken variant, DIR/kong/templates/
#        standing in for the guide's files)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
styleguide="${STYLEGUIDE:-$repository/.build/debug/styleguide}"
fixtures="${OWN_COMPONENTS_FIXTURES:-$here/fixtures/own-components}"
screenshots=()
if [ "${1:-}" = "--screenshots" ]; then
    [ -n "${2:-}" ] || { echo "usage: own_components_test.sh [--screenshots DIR] [SYSTEM...]" >&2; exit 2; }
    screenshots=(--screenshots "$2"); shift 2
fi
[ -x "$styleguide" ] || { echo "FAIL  no styleguide binary at $styleguide (swift build, or set STYLEGUIDE)"; exit 1; }
"$here/setup.sh" >/dev/null || exit 1
python="$here/.venv/bin/python"
. "$here/init_from_root.sh"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failures=0
systems=("$@")
[ ${#systems[@]} -gt 0 ] || systems=(kong swisspost sage)

for name in "${systems[@]}"; do
    started=$SECONDS
    project="$scratch/$name"
    if [ ! -d "$repository/Tests/Corpus/$name" ]; then
        echo "FAIL  $name: no Tests/Corpus/$name"; failures=$((failures + 1)); continue
    fi
    cp -R "$repository/Tests/Corpus/$name" "$project"
    if ! source="$(init_from_root "$project" "$scratch/$name-init.log")"; then
        echo "FAIL  $name: init --from wrote no styleguide.json"; tail -n 5 "$scratch/$name-init.log"
        failures=$((failures + 1)); continue
    fi
    # The components: Kong's are the guide's own fenced blocks, the others' the fixture's files; then
    # the fixture's map.json / dynamicType.json entries merged into the config init wrote.
    if ! "$python" "$here/own_components_test.py" --add-components --name "$name" --project "$project" --fixtures "$fixtures" > "$scratch/$name-setup.log" 2>&1; then
        echo "FAIL  $name: could not add the components"; sed 's/^/      /' "$scratch/$name-setup.log"
        failures=$((failures + 1)); continue
    fi
    site="$scratch/$name-site"
    "$styleguide" build "$project" --out "$site" --cache-dir "$scratch/cache-$name" --quiet > "$scratch/$name-build.log" 2>&1
    status=$?
    if [ ! -f "$site/components/card.html" ] || [ ! -f "$site/components/text-field.html" ]; then
        echo "FAIL  $name: the build (exit $status) wrote no card or text-field page"; grep -E 'error|card|text-field' "$scratch/$name-build.log" | head -n 5
        failures=$((failures + 1)); continue
    fi
    "$python" "$here/own_components_test.py" "$site" --project "$project" --build-log "$scratch/$name-build.log" \
        --name "$name" "${screenshots[@]}" > "$scratch/$name-check.log" 2>&1
    result=$?
    merged="$(sed 's/^[^:]*: //' "$scratch/$name-setup.log" | paste -sd ';' -)"
    sizes="$(grep '^sizes:' "$scratch/$name-check.log" | sed 's/^sizes: //')"
    passed="$(grep '^passed:' "$scratch/$name-check.log" | sed 's/^passed: //')"
    label="$name${source:+ ($source)}${merged:+ [$merged]}"
    if [ $result -eq 0 ]; then
        echo "ok    $label: $sizes; $passed ($((SECONDS - started)) s)"
    else
        failures=$((failures + 1))
        echo "FAIL  $label: $(grep '^RESULT:' "$scratch/$name-check.log" | sed 's/^RESULT: //') ($((SECONDS - started)) s)"
        grep -E '^FAIL' "$scratch/$name-check.log" | head -n 12 | sed 's/^/      /'
        echo "      $sizes; $passed"
    fi
    grep '^screenshot ' "$scratch/$name-check.log" | sed 's/^/      /'
done
echo "RESULT: $(( ${#systems[@]} - failures )) of ${#systems[@]} systems pass"
[ "$failures" -eq 0 ]
