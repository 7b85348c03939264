"""Touch targets in Chromium: the sizes a component page states against the elements' boxes.

Usage: touch_targets_test.py STYLEGUIDE SCRATCH_DIR [--screenshot PNG]

Builds the example site (the repository) and two corpus systems after `init --from` (Kong and
Swiss Post), and on the pages of the built-in components that declare touch targets (the two
buttons and the Settings row) reads the "Touch targets" rows under the matrix. For every target,
every step and every column a row names, each element the target's selector finds in that cell of
every matrix group must measure (getBoundingClientRect, 0.5 px) the stated height, and the stated
width where one is given; where the target's text runs on more lines than one, at least the stated
height. Every (target, step, column) must be met once on one line.

Then Swiss Post again with its own `standard-button.css` whose padding is 10 px: the buttons'
`component/small-touch-target` warnings in report.json are one per set of failing steps its
permutations have (report.json's `touchTargets`), each naming exactly those steps, its
permutations briefly; the button measured in Chromium in the shown permutation is under 44 px at
exactly the steps one of them names, and the page marks those cells and no others.
Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from sitecheck import make_driver, page_url

REPOSITORY = Path(__file__).resolve().parent.parent.parent
PAGES = ["standard-button", "destructive-button", "settings-row"]
STEPS = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
TOLERANCE = 0.5

MEASURE = """
const rows = [...document.querySelectorAll('tr[data-touch-target]')].map(tr => ({
  selector: tr.dataset.touchTarget, columns: tr.dataset.columns.split(' ').map(Number), groups: tr.dataset.groups.split(' '),
  cells: [...tr.querySelectorAll('td[data-step]')].map(td => ({step: td.dataset.step, height: td.dataset.height, width: td.dataset.width,
                                                            fails: td.classList.contains('contrast__fails'), text: td.textContent}))}));
for (const d of document.querySelectorAll('details')) d.open = true;
// Wide canvases: a target's text runs on one line where it can, so its box is the one-line size.
for (const c of document.querySelectorAll('.matrix .preview__canvas')) { c.style.boxSizing = 'border-box'; c.style.width = '1000px'; }
const lines = element => {
  const tops = new Set();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    if (!walker.currentNode.textContent.trim()) continue;
    const range = document.createRange(); range.selectNodeContents(walker.currentNode);
    for (const r of range.getClientRects()) if (r.height > 0) tops.add(Math.round(r.top));
  }
  return tops.size;
};
const measured = [];
for (const table of document.querySelectorAll('.matrix__table')) {
  const group = table.closest('details').querySelector('summary').id;
  for (const tr of table.querySelectorAll('tbody tr')) {
    const step = tr.querySelector('th').textContent.trim().split(' ')[0];
    [...tr.querySelectorAll('td')].forEach((td, column) => {
      for (const row of rows) {
        if (!row.columns.includes(column) || !row.groups.includes(group)) continue;
        for (const e of td.querySelectorAll(row.selector)) {
          const r = e.getBoundingClientRect();
          measured.push({group, step, column, selector: row.selector, width: r.width, height: r.height, lines: lines(e)});
        }
      }
    });
  }
}
return {rows, measured};
"""


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def corpus(styleguide: str, scratch: Path, name: str) -> Path:
    root = scratch / name
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(REPOSITORY / "Tests/Corpus" / name, root)
    init = run([styleguide, "init", "--from", str(root), str(root)])
    if not (root / "styleguide.json").exists():
        sys.exit(f"init --from {name} failed:\n{init.stderr[-2000:]}")
    return root


def build(styleguide: str, root: Path, out: Path) -> Path:
    shutil.rmtree(out, ignore_errors=True)
    result = run([styleguide, "build", str(root), "--out", str(out), "--quiet"])
    if result.returncode != 0:
        sys.exit(f"build of {root.name} failed:\n{result.stderr[-2000:]}")
    return out


class Checker:
    def __init__(self) -> None:
        self.failures: list[str] = []
        self.checks = 0

    def expect(self, ok: bool, message: str) -> None:
        self.checks += 1
        if not ok:
            self.failures.append("FAIL " + message)


def measure_site(driver, site: Path, name: str, checker: Checker) -> dict:
    """Compares every stated size with the boxes; returns {page: (rows, measured)}."""
    found = {}
    for page in PAGES:
        path = site / "components" / f"{page}.html"
        driver.get(page_url(path))
        data = driver.execute_script(MEASURE)
        found[page] = data
        checker.expect(bool(data["rows"]), f"{name} {page}: no touch-target rows under the matrix")
        for row in data["rows"]:
            stated = {c["step"]: c for c in row["cells"]}
            checker.expect(sorted(stated, key=STEPS.index) == STEPS, f"{name} {page} {row['selector']}: a cell per step")
            for step in STEPS:
                cell = stated.get(step)
                if not cell or not cell["height"]:
                    continue
                height = float(cell["height"])
                width = float(cell["width"]) if cell["width"] else None
                checker.expect(("under 44" in cell["text"]) == (height < 44 - 0.005) and cell["fails"] == (height < 44 - 0.005 or (width or 44) < 44 - 0.005),
                               f"{name} {page} {row['selector']} {step}: verdict in text {cell['text']!r}")
                for column in row["columns"]:
                    boxes = [m for m in data["measured"] if m["selector"] == row["selector"] and m["step"] == step and m["column"] == column]
                    one_line = [m for m in boxes if m["lines"] <= 1]
                    checker.expect(bool(one_line), f"{name} {page} {row['selector']} {step} column {column}: never drawn on one line ({len(boxes)} drawn)")
                    for m in boxes:
                        where = f"{name} {page} {row['selector']} {step} column {column} ({m['group']})"
                        if m["lines"] <= 1:
                            checker.expect(abs(m["height"] - height) <= TOLERANCE, f"{where}: measured height {m['height']:.2f}, page says {height}")
                        else:
                            checker.expect(m["height"] >= height - TOLERANCE, f"{where}: {m['lines']} lines measure {m['height']:.2f}, under the one-line {height}")
                        if width is not None:
                            checker.expect(abs(m["width"] - width) <= TOLERANCE, f"{where}: measured width {m['width']:.2f}, page says {width}")
    return found


def expand(runs: str) -> set[str]:
    steps: set[str] = set()
    for part in runs.split(", "):
        first, _, last = part.partition("–")
        steps.update(STEPS[STEPS.index(first):STEPS.index(last or first) + 1])
    return steps


def failing_system(styleguide: str, scratch: Path, driver, checker: Checker) -> None:
    root = corpus(styleguide, scratch, "swisspost")
    css = (REPOSITORY / "templates/components/standard-button.css").read_text()
    # The button's padding made 10 px, and its minimum height (the row's 44 pt) taken out.
    padded = re.sub(r"padding: calc\(var\(--spacing-s\) \+ var\(--spacing-xs\)\) var\(--spacing-m\);", "padding: 10px var(--spacing-m);", css)
    padded = re.sub(r"\n *min-height: var\(--size-row-min-height\);", "", padded)
    checker.expect(padded != css, "the 10 px padding replaced the built-in button's padding")
    (root / "templates/components").mkdir(parents=True, exist_ok=True)
    (root / "templates/components/standard-button.css").write_text(padded)
    site = build(styleguide, root, scratch / "swisspost-10px-site")
    report = json.loads((site / "report.json").read_text())
    found = measure_site(driver, site, "swisspost 10px", checker)
    for component in ["standard-button", "destructive-button"]:
        # What the build found, by permutation: the steps each one is under 44 at.
        by_permutation: dict[str, set[str]] = {}
        for result in report["touchTargets"]:
            if result["component"] == component and not result["passes"]:
                key = json.dumps(result["permutation"], sort_keys=True)
                by_permutation.setdefault(key, set()).add(result["step"])
        warned_sets: list[frozenset[str]] = []
        for d in report["diagnostics"]:
            if d["code"] == "component/small-touch-target" and d.get("subject") == component:
                checker.expect(d["severity"] == "warning" and d.get("file", "").endswith("templates/components/standard-button.css") and d.get("line") == 13,
                               f"{component}: warning placed on the project's stylesheet's padding: {d.get('file')}:{d.get('line')}")
                checker.expect(len(d["message"]) < 600, f"{component}: a warning names its permutations briefly ({len(d['message'])} characters)")
                match = re.search(r"minimum at (.+?)(?: in [^:]+)?: ", d["message"])
                checker.expect(match is not None, f"{component}: warning names its steps: {d['message']}")
                if match:
                    warned_sets.append(frozenset(expand(match.group(1))))
        # One warning per set of failing steps the permutations have, naming exactly those steps.
        found_sets = {frozenset(steps) for steps in by_permutation.values()}
        checker.expect(sorted(map(sorted, warned_sets)) == sorted(map(sorted, found_sets)),
                       f"{component}: warnings at {sorted(map(sorted, warned_sets))}, the build's failing steps by permutation {sorted(map(sorted, found_sets))}")
        # The shown permutation's button, measured in Chromium, is under 44 at exactly one warning's steps.
        measured = frozenset(m["step"] for m in found[component]["measured"] if m["lines"] <= 1 and m["height"] < 44 - 0.005)
        checker.expect(bool(measured), f"{component}: the 10 px padding makes the button small somewhere")
        checker.expect(measured in warned_sets, f"{component}: measured under 44 at {sorted(measured, key=STEPS.index)}, no warning names exactly those steps")
        print(f"  swisspost 10px {component}: measured under 44 at {', '.join(sorted(measured, key=STEPS.index))}; "
              f"warnings at {'; '.join(', '.join(sorted(w, key=STEPS.index)) for w in warned_sets)}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("styleguide")
    parser.add_argument("scratch", type=Path)
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    started = time.time()
    args.scratch.mkdir(parents=True, exist_ok=True)
    sites = {"example": build(args.styleguide, REPOSITORY, args.scratch / "example-site")}
    for name in ["kong", "swisspost"]:
        sites[name] = build(args.styleguide, corpus(args.styleguide, args.scratch, name), args.scratch / f"{name}-site")
    print(f"  built in {time.time() - started:.0f} s")
    checker = Checker()
    driver = make_driver()
    try:
        for name, site in sites.items():
            before = checker.checks
            measure_site(driver, site, name, checker)
            print(f"  {name}: {checker.checks - before} checks ({time.time() - started:.0f} s)")
        failing_system(args.styleguide, args.scratch, driver, checker)
        if args.screenshot:
            driver.set_window_size(1400, 1000)
            driver.get(page_url(sites["example"] / "components/settings-row.html") + "#touch-targets")
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(args.screenshot))
    finally:
        driver.quit()
    for failure in checker.failures[:60]:
        print(failure)
    print(f"{checker.checks} checks, {len(checker.failures)} failures, {time.time() - started:.0f} s")
    print("RESULT: " + ("FAIL" if checker.failures else "PASS"))
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
