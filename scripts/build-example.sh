#!/usr/bin/env bash
# Builds the bundled example site (this repository's docs/) into site/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh libcmark-dev libxxhash-dev libssl-dev pkg-config
swift build -c release --product styleguide
.build/release/styleguide build . --out site
echo "open site/index.html"
