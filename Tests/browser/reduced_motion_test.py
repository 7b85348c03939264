#!/usr/bin/env python3
"""Reduced motion in Chromium: Kong (a corpus system with a duration token) after `init --from`.

usage: reduced_motion_test.py STYLEGUIDE SCRATCH_DIR

Kong is copied into SCRATCH_DIR, `init --from` run on it, and `reducedMotion` set for its
`kui-animation-duration-20` (0.2s) to 50ms; its Settings row toggle keeps the example's transition
(250ms, none of Kong's tokens is a transition), which nothing reduces: removed, 0ms. The site is built,
then each page is opened twice, as is and with `prefers-reduced-motion: reduce` emulated (CDP):

1. the Settings row page: every toggle track (and its knob) computes `transition-duration` 0.25s,
   then 0s; `--transition-toggle-duration` 250ms, then 0ms;
2. the effects token page, which loads the whole tokens stylesheet: `--kui-animation-duration-20`
   and `--animation-duration-20` compute 200ms, then 50ms and 0ms, on the root and under
   `[data-theme="dark"]`.
Prints one line per check; exits 1 when any failed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitecheck import Checks, make_driver, page_url  # noqa: E402

REPOSITORY = Path(__file__).resolve().parent.parent.parent


def build_kong(styleguide: str, scratch: Path) -> Path:
    root = scratch / "kong"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(REPOSITORY / "Tests/Corpus/kong", root)
    subprocess.run([styleguide, "init", "--from", str(root), str(root)], check=True, capture_output=True)
    config_path = root / "styleguide.json"
    config = json.loads(config_path.read_text())
    config["reducedMotion"] = {"kui-animation-duration-20": "50ms"}
    config_path.write_text(json.dumps(config, indent=2))
    build = subprocess.run([styleguide, "build", str(root), "--quiet"], capture_output=True, text=True)
    if build.returncode != 0:
        sys.exit(f"build failed:\n{build.stderr[-2000:]}")
    return root / "site"


def emulate(driver, reduce: bool) -> None:
    features = [{"name": "prefers-reduced-motion", "value": "reduce" if reduce else "no-preference"}]
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})


COMPUTED = """
const [selector, properties] = arguments;
return [...document.querySelectorAll(selector)].map(element => {
  const style = getComputedStyle(element);
  const pseudo = getComputedStyle(element, '::after');
  return properties.map(p => p === 'after:transition-duration' ? pseudo.transitionDuration : style.getPropertyValue(p).trim());
});
"""

THEMED = """
const [theme, properties] = arguments;
const probe = document.createElement('div');
if (theme) probe.setAttribute('data-theme', theme);
document.body.appendChild(probe);
const style = getComputedStyle(probe);
const values = properties.map(p => style.getPropertyValue(p).trim());
probe.remove();
return values;
"""


def main() -> int:
    styleguide, scratch = sys.argv[1], Path(sys.argv[2])
    site = build_kong(styleguide, scratch)
    check = Checks()
    driver = make_driver()
    try:
        for reduce, duration, toggle in [(False, "0.25s", "250ms"), (True, "0s", "0ms")]:
            label = "reduced" if reduce else "normal"
            emulate(driver, reduce)
            driver.get(page_url(site / "components/settings-row.html"))
            matches = driver.execute_script("return matchMedia('(prefers-reduced-motion: reduce)').matches")
            check(matches == reduce, f"{label}: prefers-reduced-motion: reduce matches = {matches}")
            tracks = driver.execute_script(COMPUTED, ".settings-row__switch-track",
                                           ["transition-duration", "after:transition-duration", "--transition-toggle-duration"])
            check(len(tracks) > 0, f"{label}: {len(tracks)} toggle tracks on the Settings row page")
            wrong = [t for t in tracks if t != [duration, duration, toggle]]
            check(not wrong, f"{label}: every track and knob computes transition-duration {duration}, --transition-toggle-duration {toggle}"
                  + (f" (first wrong: {wrong[0]})" if wrong else ""))
            driver.get(page_url(site / "tokens/effects.html"))
            expected = ["200ms", "200ms"] if not reduce else ["50ms", "0ms"]
            for theme in [None, "dark"]:
                values = driver.execute_script(THEMED, theme, ["--kui-animation-duration-20", "--animation-duration-20"])
                check(values == expected, f"{label}, theme {theme or 'default'}: --kui-animation-duration-20, --animation-duration-20 = {values} (expected {expected})")
    finally:
        driver.quit()
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
