#!/usr/bin/env bash
# The token sources designers export (Tests/StyleGuideGenTests/Fixtures/TokenSources): a Tokens
# Studio project, a Style Dictionary v3 project and a Figma variables export, each made a project
# (the fixture as tokens/, or as the project itself when it has its own tokens/) with one doc:
#   1. `styleguide build` exits 0, and every preview has every custom property it reads
#      (foreign_systems_test.py --check unstyled);
#   2. `styleguide init --from` guesses the map, pointing at the tokens where they are (`convert`
#      writes Tokens Studio and Figma as DTCG files, the same values); the rebuilt site's previews
#      show the mapped tokens, their text grows (--check mapped);
#   3. the Tokens Studio site passes the browser checks (run.sh: load, console, axe, vnu, links,
#      no-JS), and with the map the home page checks (home_test.py).
# Usage: token_sources_test.sh   (STYLEGUIDE=/path/to/styleguide, default .build/debug/styleguide)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
styleguide="${STYLEGUIDE:-$repository/.build/debug/styleguide}"
fixtures="$repository/Tests/StyleGuideGenTests/Fixtures/TokenSources"
"$here/setup.sh" >/dev/null || exit 1
python="$here/.venv/bin/python"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failures=0
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }
ok() { echo "ok    $*"; }

for name in tokens-studio style-dictionary figma-variables; do
    project="$scratch/$name"
    if [ -d "$fixtures/$name/tokens" ]; then
        cp -R "$fixtures/$name" "$project"
    else
        mkdir -p "$project" && cp -R "$fixtures/$name" "$project/tokens"
    fi
    find "$project" -name EXPECTED.md -delete
    mkdir -p "$project/docs" && printf '# %s\n\nA style guide from a %s source.\n' "$name" "$name" > "$project/docs/index.md"

    if ! "$styleguide" build "$project" --out "$scratch/$name-site" --quiet > "$scratch/$name-build.log" 2>&1; then
        grep -E 'error' "$scratch/$name-build.log" | head -n 20
        fail "$name: styleguide build exits non-zero"
        continue
    fi
    ok "$name: builds ($(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['tokens']['total'], 'tokens,', len(r['permutations']), 'permutations,', len(r['pages']), 'pages')" "$scratch/$name-site/report.json"))"
    if "$python" "$here/foreign_systems_test.py" "$scratch/$name-site" --check unstyled > "$scratch/$name-unstyled.log" 2>&1; then
        ok "$name: every preview has every custom property it reads"
    else
        grep '^FAIL' "$scratch/$name-unstyled.log" | head -n 10
        fail "$name: --check unstyled"
    fi

    if ! "$styleguide" init --from "$project/tokens" "$project" > "$scratch/$name-init.log" 2>&1; then
        sed 's/^/      /' "$scratch/$name-init.log" | tail -n 10
        fail "$name: styleguide init --from exits non-zero"
        continue
    fi
    grep -E '^assumed' "$scratch/$name-init.log" | sed 's/^/      /'
    if grep -q '^wrote tokens/' "$scratch/$name-init.log"; then
        fail "$name: init --from wrote copies of the tokens (the config must point at the source)"
    fi
    ok "$name: init --from ($(tail -n 1 "$scratch/$name-init.log"))"
    # Tokens Studio and Figma: `convert` writes DTCG files elsewhere and checks them value by value.
    if [ "$name" != style-dictionary ]; then
        if (cd "$project" && "$styleguide" convert tokens --out converted) > "$scratch/$name-convert.log" 2>&1; then
            ok "$name: convert ($(grep '^checked' "$scratch/$name-convert.log"))"
        else
            sed 's/^/      /' "$scratch/$name-convert.log" | tail -n 5
            fail "$name: convert exits non-zero"
        fi
        rm -rf "$project/converted"
    fi
    if ! "$styleguide" build "$project" --out "$scratch/$name-mapped" --quiet > "$scratch/$name-mapped.log" 2>&1; then
        grep -E 'error' "$scratch/$name-mapped.log" | head -n 20
        fail "$name: styleguide build exits non-zero with the map"
        continue
    fi
    if "$python" "$here/foreign_systems_test.py" "$scratch/$name-mapped" --check mapped --project "$project" --styleguide "$styleguide" \
            > "$scratch/$name-check.log" 2>&1; then
        ok "$name: the previews show the mapped tokens, and their text grows"
    else
        grep '^FAIL' "$scratch/$name-check.log" | head -n 10
        fail "$name: --check mapped ($(grep -c '^FAIL' "$scratch/$name-check.log") failures)"
    fi
done

# The site as it comes (the map guessed from a design system's names may pair colours that fail
# contrast, which axe rightly reports): the browser checks; and the home page with the map.
if [ -d "$scratch/tokens-studio-site" ]; then
    "$here/run.sh" "$scratch/tokens-studio-site" > "$scratch/ts-run.log" 2>&1 && ok "tokens-studio: browser checks pass" \
        || { grep -E 'FAIL|failing|errors:|RESULT' "$scratch/ts-run.log" | head -n 20; fail "tokens-studio: browser checks"; }
    "$python" "$here/home_test.py" "$scratch/tokens-studio-mapped" > "$scratch/ts-home.log" 2>&1 && ok "tokens-studio: home page checks pass" \
        || { grep -E '^FAIL|Error' "$scratch/ts-home.log" | head -n 10; fail "tokens-studio: home_test.py"; }
fi

if [ "$failures" -gt 0 ]; then
    echo "RESULT: FAIL ($failures)"
    exit 1
fi
echo "RESULT: PASS"
