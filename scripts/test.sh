#!/usr/bin/env bash
# The whole test suite, from a fresh Debian 12 machine with Swift on PATH:
# Swift tests (with the CommonMark and Mustache conformance suites), then the
# bundled example site checked in headless Chromium, axe and the W3C validator.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh libcmark-dev libxxhash-dev libssl-dev pkg-config

# Each stage is announced with "==" and closed with the seconds it took, so a slow run says where.
stage_name=""
stage_started=$SECONDS
stage() {
    if [ -n "$stage_name" ]; then echo "   ($((SECONDS - stage_started)) s)"; fi
    stage_name="$1"
    stage_started=$SECONDS
    [ -z "$1" ] || echo "== $1"
}

stage "swift tests"
swift build --build-tests
swift test --skip-build 2>&1 | tee .build/swift-test.log | grep -E "CommonMark|mustache spec|✘|Test run|error:" || true
grep -q "Test run with .* passed" .build/swift-test.log || { echo "swift test failed (log: .build/swift-test.log)" >&2; exit 1; }

stage "example site in the browser (load, console, requests, axe, vnu, links, no-JS)"
rm -rf .build/test-site
.build/debug/styleguide build . --out .build/test-site
Tests/browser/run.sh .build/test-site --screenshots .build/screenshots

stage "component matrices measured in the browser (HIG sizes, scaled metrics, clipping)"
Tests/browser/components_test.sh .build/test-site --pages 'components/*'

stage "touch targets: the sizes component pages state against the elements' boxes (example, Kong, Swiss Post), and a 10 px padding warned at exactly the small steps"
touch_scratch="$(mktemp -d)"
Tests/browser/.venv/bin/python Tests/browser/touch_targets_test.py .build/debug/styleguide "$touch_scratch" --screenshot .build/screenshots/review/touch-targets.png
rm -rf "$touch_scratch"

stage "a second theme (other colours, icon capped at 36 pt) measured the same way"
Tests/browser/second_theme_test.sh

stage "search: tokens by path, custom property and hex value, components, doc headings; hidden without JavaScript"
Tests/browser/.venv/bin/python Tests/browser/search_test.py .build/test-site --screenshot .build/screenshots/review/search.png

stage "the home page at a glance: palettes, type scale at Large, live thumbnails, counts, health"
Tests/browser/.venv/bin/python Tests/browser/home_test.py .build/test-site

stage "a large design system (3,000 and 6,000 tokens, 24 permutations): page sizes, linear growth, browser checks, search"
Tests/browser/large_system_test.sh

stage "three foreign design systems: styled with no map, then with the map init --from guesses"
Tests/browser/foreign_systems_test.sh

stage "token sources: a Tokens Studio project, Style Dictionary files, a Figma export: built, mapped by init --from, checked"
Tests/browser/token_sources_test.sh

stage "fonts: a project's own font files loaded and drawn; sage, koobiq and little-league fall back to a generic family, never Times"
Tests/browser/fonts_test.sh .build/screenshots/review

stage "the first build of every corpus system: init --from, build; buttons in the mapped colours, their text 4.5:1 on the fill, fonts loaded or generic"
Tests/browser/first_build_test.sh

stage "a team's own Card and Text field (the guide's on Kong, the same on Swiss Post and Sage): nothing said of them, fonts grow, the button's fill is the map's, the error state drawn, nothing clips"
Tests/browser/own_components_test.sh

stage "diff review: components before and after, against the base and head sites (the example theme and a foreign system)"
review_scratch="$(mktemp -d)"
Tests/browser/.venv/bin/python Tests/browser/diff_review_test.py .build/debug/styleguide "$review_scratch"
rm -rf "$review_scratch"

stage "a pull request on Swiss Post (tokens only, CSS only, both), its base built from main: each review names what changed, every before renders as main's site, every after as the branch's"
pull_request_scratch="$(mktemp -d)"
Tests/browser/.venv/bin/python Tests/browser/pull_request_test.py .build/debug/styleguide "$pull_request_scratch"
rm -rf "$pull_request_scratch"

stage "serve: an HTTP client and Chromium (reload on save, the overlay on a broken save, traversal and methods refused, Ctrl-C)"
serve_scratch="$(mktemp -d)"
Tests/browser/.venv/bin/python Tests/browser/serve_test.py .build/debug/styleguide "$serve_scratch"
rm -rf "$serve_scratch"

stage "switchers: keyboard, remembered across pages, prefers-color-scheme, JavaScript off"
Tests/browser/.venv/bin/python Tests/browser/switchers_test.py .build/test-site --screenshots .build/screenshots

stage "colour vision: the switcher by keyboard and without JavaScript on the colour page and the Settings screen, each simulation's filter, a swatch's pixels equal to the Swift simulation, axe, vnu"
Tests/browser/.venv/bin/python Tests/browser/color_vision_test.py .build/test-site --screenshots .build/screenshots/review/color-vision

stage "screenshots for review (home, docs, embedded component; Large and AX5; light and dark)"
Tests/browser/.venv/bin/python Tests/browser/screenshots.py .build/test-site .build/screenshots/review

stage "reduced motion on Kong after init --from: toggle transitions and duration tokens, as is and with prefers-reduced-motion: reduce emulated"
motion_scratch="$(mktemp -d)"
Tests/browser/.venv/bin/python Tests/browser/reduced_motion_test.py .build/debug/styleguide "$motion_scratch"
rm -rf "$motion_scratch"

stage "tokens stylesheet: computed custom properties in every cell, CSS validator"
Tests/browser/tokens_css_test.sh

stage "browser harness self-test"
Tests/browser/selftest.sh > .build/browser-selftest.log 2>&1 || { tail -40 .build/browser-selftest.log; echo "browser self-test failed" >&2; exit 1; }
tail -3 .build/browser-selftest.log

stage "release binary: Swift runtime, libcmark, libxxhash and libcrypto linked in, no toolchain needed, the same example site as the development build"
release_scratch="$(mktemp -d)"
.build/debug/styleguide build . --out "$release_scratch/reference" --quiet --cache-dir "$release_scratch/cache"
RELEASE_TEST=1 DIST="$release_scratch/dist" Tests/release/release_test.sh --reference "$release_scratch/reference"
rm -rf "$release_scratch"

stage ""
echo "all tests passed in $SECONDS s"
