#!/usr/bin/env bash
# Measures every component preview in headless Chromium (components_test.py).
# Usage: components_test.sh SITE_DIR [--screenshots DIR] [--pages GLOB...]
#        components_test.sh            builds a scratch project of component matrices with
#                                      .build/debug/styleguide and checks that
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/setup.sh"
python="$here/.venv/bin/python"
if [ "$#" -ge 1 ] && [ "${1#--}" = "$1" ]; then
    exec "$python" "$here/components_test.py" "$@"
fi
repository="$(cd "$here/../.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$python" "$here/components_test.py" --make-project "$scratch/project"
"$repository/.build/debug/styleguide" build "$scratch/project" --out "$scratch/site"
"$python" "$here/components_test.py" "$scratch/site" "$@"
