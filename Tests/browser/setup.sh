#!/usr/bin/env bash
# Installs what the browser checks need, idempotently: Chromium + chromedriver + a Java runtime from
# Debian, and a venv with the pinned Python packages (Selenium, the vnu.jar and axe.min.js carriers).
# Prints the tool versions and the paths of vnu.jar and axe.min.js.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv"
python="${PYTHON:-python3}"

sudo_if_needed() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        echo "setup: need root (or sudo) to run: $*" >&2
        exit 1
    fi
}

# Debian packages, each only when its command is missing.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
# Chromium only recommends a font; without one, text metrics and screenshots depend on the machine.
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
if ! command -v "$python" >/dev/null 2>&1; then
    missing+=(python3 python3-venv)
elif ! "$python" -c 'import venv, ensurepip' >/dev/null 2>&1; then
    missing+=(python3-venv)
fi
if [ "${#missing[@]}" -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The venv, reinstalled only when requirements.txt changed since the last install.
if [ ! -x "$venv/bin/python" ]; then
    echo "setup: creating $venv"
    "$python" -m venv "$venv"
fi
stamp="$venv/.requirements.sha256"
wanted="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null || true)" != "$wanted" ]; then
    echo "setup: installing pinned Python packages"
    # --no-deps: the list is fully resolved, and axe-playwright-python must not pull in Playwright.
    "$venv/bin/python" -m pip install -q --disable-pip-version-check --no-deps \
        -r "$here/requirements.txt"
    echo "$wanted" > "$stamp"
fi

echo "chromium:     $(chromium --version 2>/dev/null)"
echo "chromedriver: $(chromedriver --version 2>/dev/null)"
echo "java:         $(java -version 2>&1 | head -n1)"
"$venv/bin/python" "$here/sitecheck.py" paths
