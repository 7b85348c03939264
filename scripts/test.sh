#!/usr/bin/env bash
# The whole test suite, from a fresh Debian 12 machine with Swift on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh libcmark-dev pkg-config
swift build --build-tests
swift test --skip-build 2>&1 | tee .build/swift-test.log | grep -E "CommonMark|Mustache|spec|✘|Test run|error:" || true
grep -q "Test run with .* passed" .build/swift-test.log || { echo "swift test failed" >&2; exit 1; }
echo "all tests passed"
