#!/usr/bin/env bash
# A second theme, written here: other colours and a lower cap on the icon
# tile (frame at most 36 pt, radius at most 8 pt). Its component matrices are
# measured in Chromium, so the cap shows in the measured sizes (AX steps stop
# at 36 x 36 instead of 60 x 60), and the colours reach the previews.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repository="$(cd "$here/../.." && pwd)"
"$here/setup.sh" >/dev/null
python="$here/.venv/bin/python"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
"$repository/.build/debug/styleguide" init "$scratch/theme" >/dev/null
"$python" - "$scratch/theme/tokens" <<'PY'
import json, sys
from pathlib import Path
tokens = Path(sys.argv[1])
base = json.loads((tokens / "base.tokens.json").read_text())
base["size"]["icon-frame"]["$extensions"]["styleguide"]["max"] = 36
base["radius"]["icon-tile"]["$extensions"]["styleguide"]["max"] = 8
(tokens / "base.tokens.json").write_text(json.dumps(base, indent=2))
for mode, hex_ in (("light", "#8a2be2"), ("dark", "#b57aff")):
    palette = json.loads((tokens / f"{mode}.tokens.json").read_text())
    r, g, b = (int(hex_[i:i + 2], 16) / 255 for i in (1, 3, 5))
    palette["color"]["system"]["blue"]["$value"] = {"colorSpace": "srgb", "components": [round(r, 4), round(g, 4), round(b, 4)], "hex": hex_}
    (tokens / f"{mode}.tokens.json").write_text(json.dumps(palette, indent=2))
PY
"$repository/.build/debug/styleguide" build "$scratch/theme" --out "$scratch/site" --quiet
# The new colour reaches the Wi-Fi tile (blue in the example, violet here).
grep -q "#8a2be2" "$scratch/site/assets/tokens.css" || { echo "FAIL the second theme's colour is not in tokens.css"; exit 1; }
"$python" "$here/components_test.py" "$scratch/site" --pages "components/*" --icon-frame-max 36 --icon-radius-max 8
# And the measurement does see the cap: expecting the example's 60 pt cap must fail.
if "$python" "$here/components_test.py" "$scratch/site" --pages "components/settings-row.html" > "$scratch/uncapped.log" 2>&1; then
    echo "FAIL measuring with the example's caps passed on the capped theme"; exit 1
fi
echo "ok    the example's 60 pt cap is rejected on the capped theme ($(grep -c FAIL "$scratch/uncapped.log") mismatches)"
