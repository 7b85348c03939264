#!/usr/bin/env bash
# Self-test of the browser checks: the good site passes everything, the bad site fails once for
# each planted problem, and the helper library works in a real Chromium.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/setup.sh" || exit 1
python="$here/.venv/bin/python"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "SELFTEST FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "SELFTEST ok:   $*"; }

# expect_line REPORT REGEX WHAT: the report has a line matching the extended regex.
expect_line() {
    if grep -Eq -- "$2" "$1"; then pass "$3"; else fail "$3 (no line matching: $2)"; fi
}

echo "== unit tests"
"$python" "$here/selftest/test_staticrefs.py" -q 2>&1 | tail -n 1
[ "${PIPESTATUS[0]}" -eq 0 ] && pass "staticrefs unit tests" || fail "staticrefs unit tests"
"$python" "$here/selftest/test_sitecheck.py" -q 2>&1 | tail -n 1
[ "${PIPESTATUS[0]}" -eq 0 ] && pass "sitecheck browser helper tests" || fail "sitecheck browser helper tests"

echo "== good site"
"$python" "$here/check_site.py" "$here/selftest/good" --screenshots "$work/shots" > "$work/good.txt" 2>&1
status=$?
cat "$work/good.txt"
[ "$status" -eq 0 ] && pass "good site exits 0" || fail "good site exits $status"
expect_line "$work/good.txt" '^RESULT: PASS$' "good site reports PASS"
expect_line "$work/good.txt" ': 2 pages checked' "good site checks both pages"
if grep -q '^FAIL' "$work/good.txt"; then fail "good site has FAIL lines"; else pass "good site has no FAIL line"; fi
for shot in index.png docs/form.png; do
    if [ -s "$work/shots/$shot" ] && [ "$(head -c 8 "$work/shots/$shot" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ]; then
        pass "screenshot $shot is a PNG"
    else
        fail "screenshot $shot missing or not a PNG"
    fi
done

echo "== good site, one page selected"
"$python" "$here/check_site.py" "$here/selftest/good" --pages 'docs/*' > "$work/pages.txt" 2>&1
expect_line "$work/pages.txt" ': 1 pages checked' "--pages selects docs/form.html only"

echo "== bad site"
"$python" "$here/check_site.py" "$here/selftest/bad" > "$work/bad.txt" 2>&1
status=$?
cat "$work/bad.txt"
[ "$status" -eq 1 ] && pass "bad site exits 1" || fail "bad site exits $status, expected 1"
expect_line "$work/bad.txt" '^RESULT: FAIL' "bad site reports FAIL"
expect_line "$work/bad.txt" '^FAIL request +index\.html: images/missing\.png .*no such file' "missing image (markup)"
expect_line "$work/bad.txt" '^FAIL request +script-only\.html: images/from-script\.png \(net::ERR_FILE_NOT_FOUND\)' "missing image (requested by script, seen by the browser)"
expect_line "$work/bad.txt" '^FAIL console +index\.html: .*Uncaught ReferenceError: selfTestFunctionThatDoesNotExist' "console error from a script"
expect_line "$work/bad.txt" '^FAIL axe +index\.html: image-alt \(critical\).*dot\.svg' "img without alt (axe)"
expect_line "$work/bad.txt" '^FAIL vnu +index\.html:11:[0-9]+: An “img” element must have an “alt” attribute' "img without alt (vnu)"
expect_line "$work/bad.txt" '^FAIL vnu +index\.html:12:[0-9]+: Element “div” not allowed as child of element “span”' "invalid element nesting (vnu)"
expect_line "$work/bad.txt" '^FAIL vnu +style\.css:3:[0-9]+: CSS: “color”: “bluish”' "invalid CSS value (vnu --also-check-css)"
expect_line "$work/bad.txt" '^FAIL link +index\.html:14: a href="missing-page\.html": no such file' "broken link"
expect_line "$work/bad.txt" '^FAIL link +index\.html:15: .*no id "nowhere" in script-only\.html' "broken fragment"
expect_line "$work/bad.txt" '^FAIL external +index\.html: http://example\.com/remote-logo\.png' "external request (markup)"
expect_line "$work/bad.txt" '^FAIL external +script-only\.html: https://example\.org/beacon\.gif' "external request (by script, seen by the browser)"
expect_line "$work/bad.txt" '^FAIL nojs +script-only\.html: <main> has no visible text' "empty main without JavaScript"
expect_line "$work/bad.txt" '^  failed requests: +2$' "summary counts 2 failed requests"
expect_line "$work/bad.txt" '^  broken links: +2$' "summary counts 2 broken links"
expect_line "$work/bad.txt" '^  vnu errors: +3$' "summary counts 3 vnu errors"
expect_line "$work/bad.txt" '^  axe violations: +1 failing \(critical 1, serious 0' "summary counts axe violations by impact"

echo "== usage errors"
"$python" "$here/check_site.py" "$work/no-such-folder" > /dev/null 2>&1
status=$?
[ "$status" -eq 2 ] && pass "missing site folder exits 2" || fail "missing site folder exits $status, expected 2"

echo
if [ "$failures" -eq 0 ]; then echo "SELFTEST PASSED"; else echo "SELFTEST FAILED: $failures check(s)"; fi
[ "$failures" -eq 0 ]
