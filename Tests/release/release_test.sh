#!/usr/bin/env bash
# Checks a release tarball as CI would meet it: the checksum, the layout, no
# Swift, Foundation, libcmark, libxxhash or libcrypto shared library needed,
# and the example site it builds (with no toolchain on PATH or
# LD_LIBRARY_PATH) byte-identical to a reference site, e.g. one built by a
# development binary.
#
# Usage: Tests/release/release_test.sh [--tarball FILE] --reference SITE [--project DIR]
#   --tarball    dist/styleguide-VERSION-linux-x86_64.tar.gz (its .sha256 beside it);
#                without it, RELEASE_TEST=1 builds one with scripts/release.sh
#   --reference  the site to compare with, built from the same sources and project
#   --project    the project to build (default: this repository, the example)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
tarball="" reference="" project=$root

fail() { echo "release test: $*" >&2; exit 1; }
while [ $# -gt 0 ]; do
  case "$1" in
    --tarball) tarball=${2:?}; shift 2 ;;
    --reference) reference=${2:?}; shift 2 ;;
    --project) project=${2:?}; shift 2 ;;
    *) fail "unknown argument '$1' (see the usage at the top of $0)" ;;
  esac
done
[ -n "$reference" ] || fail "--reference SITE is required"
[ -d "$reference" ] || fail "no reference site at $reference"

if [ -z "$tarball" ]; then
  [ "${RELEASE_TEST:-0}" = 1 ] || fail "give --tarball, or set RELEASE_TEST=1 to build one with scripts/release.sh"
  "$root/scripts/release.sh"
  version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' "$root/Sources/StyleGuideGen/Version.swift")
  tarball=${DIST:-$root/dist}/styleguide-$version-linux-x86_64.tar.gz
fi
[ -f "$tarball" ] || fail "no tarball at $tarball"
tarball=$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")
name=$(basename "$tarball" .tar.gz)
[[ $name =~ ^styleguide-([0-9A-Za-z.+-]+)-linux-x86_64$ ]] || fail "unexpected file name $name.tar.gz"
version=${BASH_REMATCH[1]}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== sha256"
(cd "$(dirname "$tarball")" && sha256sum -c --strict "$name.tar.gz.sha256")

echo "== layout: one folder $name/, entries owned by 0:0, bin/styleguide executable"
listing=$(tar -tvzf "$tarball")
if grep -v " 0/0 " <<<"$listing"; then fail "entries above are not owned by 0/0"; fi
if tar -tzf "$tarball" | grep -v "^$name/"; then fail "entries above are outside $name/"; fi
tar -xzf "$tarball" -C "$work"
binary=$work/$name/bin/styleguide
[ -x "$binary" ] || fail "$name/bin/styleguide is missing or not executable"

echo "== ldd"
libs=$(env -i PATH=/usr/bin:/bin ldd "$binary")
echo "$libs"
if grep -Ei 'libswift|libFoundation|libcmark|libxxhash|libcrypto|libdispatch|libBlocksRuntime|not found' <<<"$libs"; then
  fail "the binary needs the shared libraries above"
fi

echo "== --version, with no toolchain in the environment"
printed=$(env -i PATH=/usr/bin:/bin "$binary" --version)
[ "$printed" = "styleguide $version" ] || fail "--version printed '$printed', expected 'styleguide $version'"

echo "== example site equals $reference"
# A copy in a folder of its own, so nothing beside it can be found by accident.
mkdir "$work/alone"
cp "$binary" "$work/alone/styleguide"
(cd "$work" && env -i PATH=/usr/bin:/bin "$work/alone/styleguide" build "$project" \
  --out "$work/site" --quiet --cache-dir "$work/cache")
diff -r "$reference" "$work/site" || fail "the release binary's site differs from $reference"
echo "release test passed: $name"
