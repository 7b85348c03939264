#!/usr/bin/env bash
# Builds the libFuzzer targets: the library once (coverage-instrumented, with
# AddressSanitizer), then one executable per file in targets/.
# Usage: fuzz/build.sh [TARGET...]   (default: every target)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/.build"
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
mkdir -p "$out/lib" "$out/bin" "$out/shims"
# Two runs started side by side must not build the library at the same time.
exec 9>"$out/build.lock"
flock 9

# The plugin writes EmbeddedTemplates.swift & co.; a plain build refreshes them.
(cd "$root" && swift build --target StyleGuideGen >/dev/null)
generated=$(find "$root/.build/plugins/outputs" -path '*StyleGuideGen/destination/EmbedTemplatesPlugin/*.swift' | sort)
[ -n "$generated" ] || { echo "no generated template sources under .build/plugins/outputs" >&2; exit 1; }

# SwiftPM synthesises CSystemShims' module map from its umbrella header; do the same by hand.
cat > "$out/shims/module.modulemap" <<MAP
module CSystemShims {
    umbrella header "$root/Sources/CSystemShims/include/CSystemShims.h"
    export *
}
MAP

# Others may edit Sources/ or rerun `swift build` (which rewrites the generated
# files) while this compiles; swiftc then fails with "modified during the
# build". Compile a snapshot instead (same relative paths under $out/src).
snapshot="$out/src"
rm -rf "$snapshot.new" && mkdir -p "$snapshot.new/Sources" "$snapshot.new/generated"
cp -R "$root/Sources/StyleGuideGen" "$snapshot.new/Sources/"
cp $generated "$snapshot.new/generated/"
rm -rf "$snapshot" && mv "$snapshot.new" "$snapshot"
generated=$(find "$snapshot/generated" -name '*.swift' | sort)
sources=$(find "$snapshot/Sources/StyleGuideGen" -name '*.swift' | sort)
stamp="$out/lib/libStyleGuideGen.a"
# Rebuild when the sources' content changed (swift build rewrites the
# generated files, so modification times say nothing).
digest=$(cat $sources $generated "$root"/Sources/CSystemShims/*.c "$0" | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$out/lib/sources.sha256" 2>/dev/null)" != "$digest" ]; then
    echo "building StyleGuideGen (-sanitize=$sanitizers)..."
    for shim in "$root"/Sources/CSystemShims/*.c; do
        clang -O1 -fsanitize=address -c "$shim" -I "$root/Sources/CSystemShims/include" -o "$out/lib/$(basename "$shim" .c).o"
    done
    # A static library is never linked here, so -sanitize=fuzzer only adds the
    # coverage instrumentation; libFuzzer's main() comes in with each target.
    (cd "$out/lib" && swiftc -O -g -parse-as-library -module-name StyleGuideGen \
        -sanitize="$sanitizers" \
        -I "$root/Sources/CCmark" -I "$root/Sources/CXXHash" -I "$root/Sources/CCrypto" -I "$out/shims" \
        -emit-module -emit-module-path "$out/lib/StyleGuideGen.swiftmodule" \
        -emit-library -static -o "$stamp" $sources $generated)
    echo "$digest" > "$out/lib/sources.sha256"
fi

shims=()
for shim in "$root"/Sources/CSystemShims/*.c; do shims+=("$out/lib/$(basename "$shim" .c).o"); done

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(cd "$here/targets" && ls *.swift | sed 's/\.swift$//'))
for target in "${targets[@]}"; do
    echo "building $target..."
    swiftc -O -g -parse-as-library -sanitize="$sanitizers" \
        -I "$out/lib" -I "$root/Sources/CCmark" -I "$root/Sources/CXXHash" -I "$root/Sources/CCrypto" -I "$out/shims" \
        "$here/targets/$target.swift" "$root/Tests/StyleGuideGenTests/Hostile/FuzzEntryPoints.swift" \
        "$stamp" "${shims[@]}" -lcmark -lxxhash -lcrypto \
        -o "$out/bin/$target"
done
