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
   `[data-theme="dark"]`; its Durations table shows each token's value and its reduced value with
   where that comes from (the config for `kui-animation-duration-20`, none given for the other),
   under a "Reduced motion" column, the same text whether or not reduced motion is asked for;
3. the Settings row page's "Tokens it reads" says `--transition-toggle` is 0ms with reduced motion.
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


ROW_TEXT = """
const [id] = arguments;
const header = document.getElementById(id);
if (!header) return null;
const row = header.closest('tr');
const table = row.closest('table');
const columns = [...table.querySelectorAll('thead th')].map(th => th.innerText.trim());
return [columns, [...row.cells].map(cell => cell.innerText.replace(/\\s+/g, ' ').trim())];
"""

ANATOMY_TEXT = """
const [property] = arguments;
const header = [...document.querySelectorAll('#anatomy ~ .anatomy th[scope=row]')].find(th => th.innerText.trim() === property);
return header ? [...header.closest('tr').cells].slice(1).map(cell => cell.innerText.replace(/\\s+/g, ' ').trim()) : null;
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
            for anchor, reduced in [("token-kui-animation-duration-20", "50 ms from reducedMotion in the config"),
                                    ("token-animation-duration-20", "0 ms removed: none given")]:
                found = driver.execute_script(ROW_TEXT, anchor)
                columns, cells = found if found else ([], [])
                check(columns == ["Token", "Value", "Drawn", "Reduced motion"] and len(cells) == 4 and cells[1] == "200 ms" and cells[3] == reduced,
                      f"{label}: the effects page shows {anchor[6:]} at 200 ms and, with reduced motion, {reduced!r} (found {found})")
            driver.get(page_url(site / "components/settings-row.html"))
            cells = driver.execute_script(ANATOMY_TEXT, "--transition-toggle") or []
            expected_cell = "250ms cubic-bezier(0.25, 0.1, 0.25, 1) 0ms with reduced motion: 0ms cubic-bezier(0.25, 0.1, 0.25, 1) 0ms"
            check(len(cells) == 6 and all(cell == expected_cell for cell in cells),
                  f"{label}: the Settings row's Tokens it reads gives --transition-toggle with its reduced value in each of {len(cells)} themes"
                  + ("" if not cells or cells[0] == expected_cell else f" (first: {cells[0]!r})"))
    finally:
        driver.quit()
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
