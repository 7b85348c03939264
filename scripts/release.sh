#!/usr/bin/env bash
# Builds a relocatable Linux x86_64 release of `styleguide` and packs it as
#   dist/styleguide-VERSION-linux-x86_64.tar.gz (+ .sha256, sha256sum format)
# so CI can install it in seconds instead of compiling (see action.yml, Dockerfile).
#
# Linked statically: the Swift runtime, Foundation (with its ICU data) and
# Dispatch (--static-swift-stdlib), and Debian's libcmark.a, libxxhash.a and
# libcrypto.a (libssl-dev).
# Left dynamic, all present on a bare Debian 12 (debian:12-slim): glibc
# (libc, libm; static glibc breaks NSS/dlopen and is not supported by Swift),
# libstdc++ and libgcc_s (the toolchain's static-stdlib link line names them
# as shared libraries; both come with apt on every Debian install).
#
# Environment: SCRATCH (build folder, default /tmp/styleguide-release),
# DIST (output folder, default dist/), SOURCE_DATE_EPOCH (mtime of the
# archive entries, default 0), STRIP=0 to keep the symbol table.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SCRATCH:-/tmp/styleguide-release}
dist=${DIST:-$PWD/dist}
epoch=${SOURCE_DATE_EPOCH:-0}
arch=linux-x86_64

fail() { echo "release: $*" >&2; exit 1; }

[ "$(uname -s)/$(uname -m)" = Linux/x86_64 ] || fail "builds $arch only, this is $(uname -s)/$(uname -m)"
command -v swift >/dev/null || fail "swift is not on PATH"
scripts/install-deps.sh libcmark-dev libxxhash-dev libssl-dev pkg-config binutils

# Version.swift is the single source; the built binary is checked against it below.
version=$(sed -n 's/^ *public static let current = "\([^"]*\)".*/\1/p' Sources/StyleGuideGen/Version.swift)
[[ $version =~ ^[0-9A-Za-z.+-]+$ ]] || fail "cannot read the version from Sources/StyleGuideGen/Version.swift"
name=styleguide-$version-$arch

# The module maps (CCmark, CXXHash, CCrypto) autolink `-lcmark`, `-lxxhash`
# and `-lcrypto` before any -Xlinker flag on the link line, so `-Bstatic -lcmark`
# given there comes too late and the linker has already taken the .so. Instead
# private pkg-config files point -L at a folder holding only the .a files;
# SwiftPM puts that -L ahead of the system ones.
static=$scratch/static-libs
mkdir -p "$static/lib" "$static/pkgconfig"
# link_static PACKAGE LIB [FLAG...]: PACKAGE.pc linking $static/lib/libLIB.a (and FLAGs).
link_static() {
  local package=$1 lib=$2 libdir
  shift 2
  libdir=$(pkg-config --variable=libdir "$package")
  [ -f "$libdir/lib$lib.a" ] || fail "$libdir/lib$lib.a is missing (Debian 12's -dev package ships it)"
  ln -sfn "$libdir/lib$lib.a" "$static/lib/lib$lib.a"
  sed "s|^Libs:.*|Libs: -L$static/lib -l$lib${*:+ $*}|" "$(pkg-config --variable=pcfiledir "$package")/$package.pc" \
    > "$static/pkgconfig/$package.pc"
}
link_static libcmark cmark
link_static libxxhash xxhash
# libcrypto.a also needs its Libs.private, `-ldl -pthread`; SwiftPM refuses
# -pthread in a .pc file, and -lpthread links the same (in libc since glibc 2.34).
link_static libcrypto crypto -ldl -lpthread
export PKG_CONFIG_PATH=$static/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}

build=(swift build -c release --product styleguide --static-swift-stdlib --scratch-path "$scratch")
echo "== ${build[*]}" >&2
"${build[@]}"
binary=$("${build[@]}" --show-bin-path)/styleguide

# The folder as it is packed: fixed modes so the umask does not leak into the archive.
stage=$scratch/package
rm -rf "$stage"
mkdir -p "$stage/$name/bin"
if [ "${STRIP:-1}" = 0 ]; then
  cp "$binary" "$stage/$name/bin/styleguide"
else
  # Debug info and the symbol table are most of the size; Swift needs neither
  # at run time (crash backtraces show addresses instead of names).
  strip -o "$stage/$name/bin/styleguide" "$binary"
fi
for license in LICENSE LICENSE.md LICENSE.txt COPYING; do
  if [ -f "$license" ]; then cp "$license" "$stage/$name/"; fi
done
# The oldest glibc and libstdc++ the binary accepts, for the README.
symbols=$(objdump -T "$stage/$name/bin/styleguide")
glibc=$(grep -o 'GLIBC_[0-9.]*' <<<"$symbols" | sort -uV | tail -1 || true)
glibcxx=$(grep -o 'GLIBCXX_[0-9.]*' <<<"$symbols" | sort -uV | tail -1 || true)
cat > "$stage/$name/README.txt" <<EOF
styleguide $version for Linux x86_64

Design tokens and Markdown docs to a static style-guide site.

  bin/styleguide --help

The Swift runtime, Foundation, libcmark, libxxhash and libcrypto are linked
in. The binary needs only glibc ${glibc#GLIBC_} or newer and libstdc++ with
$glibcxx (with libgcc_s), as on Debian 12 and Ubuntu 22.04 or later. Put
bin/ on PATH or copy bin/styleguide anywhere.
EOF
find "$stage" -type d -exec chmod 755 {} +
find "$stage" -type f -exec chmod 644 {} +
chmod 755 "$stage/$name/bin/styleguide"

# Deterministic archive: sorted names, one mtime, no owner names, no gzip timestamp.
# The binary itself is byte-identical for the same sources built at the same
# checkout path and SCRATCH; another path changes the compiler's module hashes
# (.swift_modhash, hence the build-id) even with -file-prefix-map.
mkdir -p "$dist"
tarball=$dist/$name.tar.gz
tar --sort=name --format=gnu --mtime="@$epoch" --owner=0 --group=0 --numeric-owner \
    -C "$stage" -cf - "$name" | gzip -9 -n > "$tarball.tmp"
mv "$tarball.tmp" "$tarball"
(cd "$dist" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

# Check what was packed, not the build folder: from a fresh extraction, with no
# toolchain on PATH or LD_LIBRARY_PATH.
check=$scratch/check
rm -rf "$check"
mkdir -p "$check"
(cd "$dist" && sha256sum -c --quiet "$name.tar.gz.sha256")
tar -xzf "$tarball" -C "$check"
packed=$check/$name/bin/styleguide
libs=$(env -i PATH=/usr/bin:/bin ldd "$packed")
echo "== ldd bin/styleguide" >&2
echo "$libs" >&2
if grep -Ei 'libswift|libFoundation|libcmark|libxxhash|libcrypto|libdispatch|libBlocksRuntime|libicu|libcurl|libxml2|not found' <<<"$libs"; then
  fail "the binary still needs the libraries above"
fi
printed=$(env -i PATH=/usr/bin:/bin "$packed" --version)
[ "$printed" = "styleguide $version" ] || fail "bin/styleguide --version printed '$printed', expected 'styleguide $version'"

echo "$tarball ($(du -h "$tarball" | cut -f1))"
cat "$tarball.sha256"
