#!/usr/bin/env bash
# Foreign design systems through the built-in components (foreign_systems_test.py), in Chromium.
# Usage: foreign_systems_test.sh [SYSTEMS_DIR]   (default: Tests/StyleGuideGenTests/Fixtures/DesignSystems)
#        STYLEGUIDE=/path/to/styleguide foreign_systems_test.sh   (default: .build/debug/styleguide)
#
# For each subfolder of SYSTEMS_DIR holding a *.resolver.json, in a scratch copy (whose
# styleguide.json gets "tokens": RESOLVER when the resolver is not the one the build finds in tokens/):
#   1. `styleguide build` (must exit 0), then every preview must have every custom property its
#      component reads (--check unstyled);
#   2. `styleguide init --from RESOLVER COPY` guesses the "map" (when that command is missing, the
#      fixture's roles.json is merged into styleguide.json instead), the site is rebuilt, and the
#      previews' colours must be the mapped tokens' and their font sizes must grow (--check mapped);
#   3. the checks must reject a swapped map, a truncated tokens.css and a fixed font size.
# With no such subfolder, a scratch copy of the bundled example (`styleguide init`) stands in, with
# a roles.json mapping every slot its components read to the token of the same name.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
styleguide="${STYLEGUIDE:-$repository/.build/debug/styleguide}"
systems="${1:-$repository/Tests/StyleGuideGenTests/Fixtures/DesignSystems}"
"$here/setup.sh" >/dev/null || exit 1
python="$here/.venv/bin/python"
test_py="$here/foreign_systems_test.py"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failures=0

[ -x "$styleguide" ] || { echo "FAIL no styleguide binary at $styleguide (build it, or set STYLEGUIDE)"; exit 1; }
fail() { echo "FAIL  $*"; failures=$((failures + 1)); }
ok() { echo "ok    $*"; }

# run_check LOG ARGS...: runs foreign_systems_test.py, keeps its report in LOG, prints its summary.
run_check() {
    local log="$1"; shift
    "$python" "$test_py" "$@" > "$log" 2>&1
    local status=$?
    grep -E '^(FAIL|skip)' "$log" | head -n 40
    grep -Ev '^(FAIL|skip)' "$log" | sed 's/^/      /'
    return $status
}

# name_resolver CONFIG RESOLVER: the build reads PROJECT/tokens/ (its one resolver, else its
# *.tokens.json) unless styleguide.json names the tokens, so a resolver elsewhere (beside tokens/, or
# with no tokens/ folder) is named there. Status 0 when it wrote the name.
name_resolver() {
    "$python" - "$1" "$2" <<'PY'
import json, sys
from pathlib import Path
config_path, relative = Path(sys.argv[1]), sys.argv[2]
config = json.loads(config_path.read_text()) if config_path.is_file() else {}
tokens = config_path.parent / "tokens"
conventional = relative.startswith("tokens/") and len(list(tokens.rglob("*.resolver.json"))) == 1
if "tokens" in config or conventional:
    sys.exit(1)
config["tokens"] = relative
config_path.write_text(json.dumps(config, indent=2) + "\n")
PY
}

# The negative checks, on $work/mapped-site of the system $name (project $copy).
# A map with two colour slots swapped (a foreground and its background, so their values differ):
reject_swapped_map() {
    local swapped
    swapped="$("$python" - "$copy/styleguide.json" "$work/swapped.json" <<'PY'
import json, sys
from pathlib import Path
config = json.loads(Path(sys.argv[1]).read_text())
mapping = config.setdefault("map", {})
target = lambda slot: mapping.get(slot, slot)  # a slot the map leaves out is the project's own token
for a, b in (("color.label", "color.cell-background"), ("color.on-accent", "color.accent-fill")):
    if isinstance(target(a), str) and isinstance(target(b), str) and target(a).strip("{}") != target(b).strip("{}"):
        mapping[a], mapping[b] = target(b), target(a)
        Path(sys.argv[2]).write_text(json.dumps(config, indent=2))
        print(f"{a} <-> {b}")
        break
PY
)"
    if [ -z "$swapped" ]; then
        fail "$name: no pair of colour slots to swap in the map"
    elif "$python" "$test_py" "$work/mapped-site" --check mapped --project "$copy" --config "$work/swapped.json" \
            --styleguide "$styleguide" > "$work/swapped.log" 2>&1; then
        fail "$name: --check mapped passed with a swapped map ($swapped)"
    elif ! grep -q "^FAIL .*expected ${swapped%% *} " "$work/swapped.log"; then
        tail -n 5 "$work/swapped.log"
        fail "$name: --check mapped failed a swapped map, but not on its colours"
    else
        ok "$name: a swapped map ($swapped) is rejected ($(grep -c '^FAIL' "$work/swapped.log") mismatches)"
    fi
}

# The tokens stylesheets (tokens.css and each component page's own) cut to a tenth of their length:
reject_truncated_tokens() {
    local site="$work/truncated-site" css
    cp -R "$work/mapped-site" "$site"
    for css in "$site/assets/tokens.css" "$site"/assets/tokens/*.css; do
        head -c "$(( $(wc -c < "$css") / 10 ))" "$css" > "$css.cut" && mv "$css.cut" "$css"
    done
    if "$python" "$test_py" "$site" --check unstyled > "$work/truncated.log" 2>&1; then
        fail "$name: --check unstyled passed with a truncated tokens.css"
    else
        ok "$name: a truncated tokens.css is rejected ($(grep -c '^FAIL' "$work/truncated.log") unset properties)"
    fi
    rm -rf "$site"
}

# A body text that keeps one size at every step: that, and only that, must fail.
reject_fixed_font_size() {
    local site="$work/fixed-site" status
    cp -R "$work/mapped-site" "$site"
    printf '\n.body-label { font-size: 17px !important; }\n' >> "$site/assets/components.css"
    "$python" "$test_py" "$site" --check mapped --project "$copy" --styleguide "$styleguide" > "$work/fixed.log" 2>&1
    status=$?
    if [ "$status" -ne 1 ] || ! grep -q '^FAIL .* \.body-label font-size' "$work/fixed.log"; then
        fail "$name: --check mapped did not reject a fixed .body-label font size (exit $status)"
    elif grep '^FAIL' "$work/fixed.log" | grep -vq '\.body-label font-size'; then
        grep '^FAIL' "$work/fixed.log" | grep -v '\.body-label font-size' | head -n 5
        fail "$name: a fixed .body-label font size also failed other checks"
    else
        ok "$name: a fixed .body-label font size is rejected ($(grep -c '^FAIL' "$work/fixed.log") size comparisons)"
    fi
    rm -rf "$site"
}

"$python" "$test_py" --selftest > "$scratch/selftest.log" 2>&1 \
    && ok "the var() parser's own cases pass" || { cat "$scratch/selftest.log"; fail "the var() parser's self-test"; }

# The systems: every subfolder holding a resolver (found up to two folders down).
found=()
if [ -d "$systems" ]; then
    for dir in "$systems"/*/; do
        [ -n "$(find "$dir" -maxdepth 3 -name '*.resolver.json' -print -quit)" ] && found+=("${dir%/}")
    done
fi
if [ "${#found[@]}" -eq 0 ]; then
    echo "no design system under $systems: using a scratch copy of the bundled example"
    example="$scratch/systems/example"
    "$styleguide" init "$example" >/dev/null || { echo "FAIL styleguide init $example"; exit 1; }
    "$styleguide" build "$example" --out "$scratch/systems/example-site" --quiet || { echo "FAIL building the example"; exit 1; }
    # roles.json: every slot (a token the components read) mapped to the token of the same name.
    "$styleguide" tokens "$example" > "$scratch/systems/example-tokens.json" || exit 1
    "$python" - "$here" "$scratch/systems/example-site/assets/components.css" "$scratch/systems/example-tokens.json" \
        "$example/roles.json" <<'PY' || exit 1
import json, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from foreign_systems_test import component_reads, kebab
read = {ref.name for reads in component_reads(Path(sys.argv[2]).read_text()).values() for ref in reads.refs}
tokens = json.loads(Path(sys.argv[3]).read_text())  # path -> token, default permutation
roles = {}
for path in tokens:
    prop = "--" + "-".join(kebab(segment) for segment in path.split("."))
    if prop in read or any(name.startswith(prop + "-") and name[len(prop) + 1:] in
                           ("font-family", "font-size", "font-weight", "line-height", "letter-spacing") for name in read):
        roles[path] = path
Path(sys.argv[4]).write_text(json.dumps(roles, indent=2) + "\n")
print(f"example roles.json: {len(roles)} slots, each mapped to itself")
PY
    rm -rf "$scratch/systems/example-site" "$scratch/systems/example-tokens.json"
    found=("$example")
fi

for system in "${found[@]}"; do
    name="$(basename "$system")"
    work="$scratch/$name"
    copy="$work/project"
    mkdir -p "$work"
    echo "== $name"
    cp -R "$system" "$copy"
    resolver="$(cd "$copy" && find . -maxdepth 3 -name '*.resolver.json' | sort | head -n 1)"
    resolver="$copy/${resolver#./}"
    # The fixture's slot -> token map: SYSTEM/roles.json, or SYSTEM.roles.json beside the folder.
    roles=""
    for candidate in "$system/roles.json" "$system.roles.json"; do
        [ -f "$candidate" ] && { roles="$candidate"; break; }
    done

    relative="${resolver#"$copy"/}"  # the resolver, inside the copy
    [ -f "$copy/styleguide.json" ] && cp "$copy/styleguide.json" "$work/styleguide.json.orig"
    if name_resolver "$copy/styleguide.json" "$relative"; then
        echo "note  $name: $relative is not the tokens/ folder's one resolver: styleguide.json names it (\"tokens\")"
    fi

    # 1. As it comes (its resolver named): it builds, and no preview lacks a custom property.
    if ! "$styleguide" build "$copy" --out "$work/site" --quiet > "$work/build.log" 2>&1; then
        sed 's/^/      /' "$work/build.log" | head -n 40
        fail "$name: styleguide build exits non-zero"
        continue
    fi
    ok "$name: builds"
    if run_check "$work/unstyled.log" "$work/site" --check unstyled; then
        ok "$name: every preview has every custom property it reads"
    else
        fail "$name: --check unstyled ($(grep -c '^FAIL' "$work/unstyled.log") unset properties)"
    fi

    # 2. Mapped: the guessed map (or roles.json), rebuilt, and the colours and sizes it gives.
    # init --from sees the folder as it came (it keeps a styleguide.json it finds).
    rm -f "$copy/styleguide.json"
    [ -f "$work/styleguide.json.orig" ] && cp "$work/styleguide.json.orig" "$copy/styleguide.json"
    "$styleguide" init --from "$resolver" "$copy" > "$work/init.log" 2>&1
    status=$?
    if [ "$status" -eq 2 ]; then
        echo "init --from not available: using roles.json"
        # The folder as it came again (and its resolver named, as for the first build), then the map.
        rm -f "$copy/styleguide.json"
        [ -f "$work/styleguide.json.orig" ] && cp "$work/styleguide.json.orig" "$copy/styleguide.json"
        name_resolver "$copy/styleguide.json" "$relative"
        if [ -z "$roles" ]; then
            fail "$name: no roles.json beside the fixture, so no map"
            continue
        fi
        "$python" - "$roles" "$copy/styleguide.json" <<'PY' || { fail "$name: merging roles.json"; continue; }
import json, sys
from pathlib import Path
roles = json.loads(Path(sys.argv[1]).read_text())
if isinstance(roles.get("map"), dict):
    roles = roles["map"]
# A slot the system has no token for is null in roles.json: left out, so the example's value fills it.
roles = {slot: target for slot, target in roles.items() if not slot.startswith("$") and target is not None}
config_path = Path(sys.argv[2])
config = json.loads(config_path.read_text()) if config_path.is_file() else {}
config["map"] = {**config.get("map", {}), **roles}
config_path.write_text(json.dumps(config, indent=2) + "\n")
print(f"      styleguide.json: {len(config['map'])} slots mapped")
PY
    elif [ "$status" -ne 0 ]; then
        sed 's/^/      /' "$work/init.log" | head -n 40
        fail "$name: styleguide init --from exits $status"
        continue
    elif [ ! -f "$copy/styleguide.json" ]; then
        sed 's/^/      /' "$work/init.log" | tail -n 5
        fail "$name: init --from exits 0 but wrote no styleguide.json"
        continue
    else
        ok "$name: init --from wrote styleguide.json ($(tail -n 1 "$work/init.log"))"
        # How the guess compares with the fixture's roles.json (a note, not a check).
        [ -n "$roles" ] && "$python" - "$roles" "$copy/styleguide.json" <<'PY'
import json, sys
from pathlib import Path
roles = json.loads(Path(sys.argv[1]).read_text())
roles = roles.get("map", roles) if isinstance(roles.get("map"), dict) else roles
guess = json.loads(Path(sys.argv[2]).read_text()).get("map", {})
norm = lambda t: t.strip("{}") if isinstance(t, str) else {k: v.strip("{}") for k, v in t.items()}
roles = {s: t for s, t in roles.items() if not s.startswith("$") and t is not None}
same = [s for s in roles if s in guess and norm(guess[s]) == norm(roles[s])]
print(f"      the guessed map has {len(guess)} slots; {len(same)} of roles.json's {len(roles)} agree")
PY
    fi
    if ! "$styleguide" build "$copy" --out "$work/mapped-site" --quiet > "$work/build-mapped.log" 2>&1; then
        sed 's/^/      /' "$work/build-mapped.log" | head -n 40
        fail "$name: styleguide build exits non-zero with the map"
        continue
    fi
    ok "$name: builds with the map"
    if "$python" "$here/home_test.py" "$work/mapped-site" > "$work/home.log" 2>&1; then
        ok "$name: the home page's palettes, type scale, thumbnails and health ($(grep -c '^ok' "$work/home.log") checks)"
    else
        grep -E '^FAIL|Error' "$work/home.log" | head -n 10
        fail "$name: home_test.py ($(grep -c '^FAIL' "$work/home.log") failures)"
    fi
    mapped_ok=0 unstyled_ok=0
    if run_check "$work/mapped.log" "$work/mapped-site" --check mapped --project "$copy" --styleguide "$styleguide"; then
        ok "$name: the previews show the mapped tokens, and their text grows"
        mapped_ok=1
    else
        fail "$name: --check mapped ($(grep -c '^FAIL' "$work/mapped.log") failures)"
    fi
    if run_check "$work/mapped-unstyled.log" "$work/mapped-site" --check unstyled > /dev/null; then
        ok "$name: with the map too, every preview has every custom property it reads"
        unstyled_ok=1
    else
        grep '^FAIL' "$work/mapped-unstyled.log" | head -n 20
        fail "$name: --check unstyled with the map ($(grep -c '^FAIL' "$work/mapped-unstyled.log") unset properties)"
    fi

    # 3. The checks can fail (a rejection only says something when the real site passed).
    if [ "$mapped_ok" -eq 1 ]; then
        reject_swapped_map
        reject_fixed_font_size
    else
        echo "skip  $name: a swapped map, a fixed font size (--check mapped already fails the real map)"
    fi
    if [ "$unstyled_ok" -eq 1 ]; then
        reject_truncated_tokens
    else
        echo "skip  $name: a truncated tokens.css (--check unstyled already fails the real site)"
    fi
done

if [ "$failures" -gt 0 ]; then
    echo "RESULT: FAIL ($failures)"
    exit 1
fi
echo "RESULT: PASS (${#found[@]} systems)"
