#!/usr/bin/env bash
# Checks a built site in a real browser and with the W3C validator: installs what is missing
# (setup.sh), then runs check_site.py. Usage: run.sh SITE_DIR [check_site.py options...]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ "$#" -lt 1 ]; then
    echo "usage: $0 SITE_DIR [--screenshots DIR] [--pages GLOB...] [--axe-fail-on IMPACT] [--axe-max-bytes N]" >&2
    exit 2
fi
"$here/setup.sh"
exec "$here/.venv/bin/python" "$here/check_site.py" "$@"
