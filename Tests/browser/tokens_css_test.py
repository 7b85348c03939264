"""Checks the generated tokens stylesheet in headless Chromium and with the W3C CSS validator.

Inputs (written by the Swift test CSSBrowserExportTests): .build/css-test/tokens.css (the bundled
example's stylesheet) and .build/css-test/expected.json (every property's resolved value in every
permutation at every step, from the Swift model). A page holds one preview per cell (every permutation
at every step: light and dark side by side, xSmall to AX5, both brands); in each, the computed value of
every custom property, and the font size and line height of text set with `font: var(--typography-body)`,
must equal the model's value. The same under prefers-color-scheme: dark for previews without a theme
attribute, and for the page root. Exit 0 pass, 1 fail.
"""

from __future__ import annotations

import html
import json
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sitecheck import make_driver, page_url, run_vnu, set_color_scheme  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
OUTPUT = REPO / ".build" / "css-test"

COMPUTE = """
const props = arguments[0];
return Array.from(document.querySelectorAll('.cell')).map(cell => {
  const style = getComputedStyle(cell);
  const text = getComputedStyle(cell.querySelector('.body-text'));
  const values = {};
  for (const p of props) values[p] = style.getPropertyValue(p);
  return {id: cell.id, values, fontSize: text.fontSize, lineHeight: text.lineHeight};
});
"""


def normalize(value: str) -> str:
    """Whitespace-insensitive form: the browser may re-space a substituted token stream."""
    text = re.sub(r"\s+", " ", value.strip())
    return re.sub(r"\s*([,/()])\s*", r"\1", text)


def cell_markup(index: int, attributes: dict[str, str]) -> str:
    attrs = "".join(f' {name}="{html.escape(value)}"' for name, value in sorted(attributes.items()))
    return (f'<div class="cell" id="cell-{index}"{attrs}>'
            f'<p class="body-text" style="font: var(--typography-body)">Body</p></div>\n')


def write_page(folder: Path, cells: list[dict], stylesheet: Path) -> Path:
    (folder / "tokens.css").write_bytes(stylesheet.read_bytes())
    body = "".join(cell_markup(i, c["attributes"]) for i, c in enumerate(cells))
    page = folder / "cells.html"
    page.write_text('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tokens.css cells</title>'
                    '<link rel="stylesheet" href="tokens.css"><style>.cell{display:inline-block;margin:4px}</style>'
                    f'</head><body>\n{body}</body></html>\n', encoding="utf-8")
    return page


def compare(label: str, cells: list[dict], results: list[dict], properties: list[str]) -> list[str]:
    failures = []
    for cell, result in zip(cells, results):
        where = f"{label} {json.dumps(cell['attributes'], sort_keys=True)}"
        for prop in properties:
            want = cell["values"].get(prop, "")
            got = result["values"][prop]
            if normalize(got) != normalize(want):
                failures.append(f"FAIL {where} {prop}: computed {got!r}, expected {want!r}")
        size, leading = cell["values"]["--typography-body-font-size"], cell["values"]["--typography-body-line-height"]
        if result["fontSize"] != size or result["lineHeight"] != leading:
            failures.append(f"FAIL {where} body text: {result['fontSize']}/{result['lineHeight']}, expected {size}/{leading}")
    return failures


def check_browser(expected: dict, stylesheet: Path) -> tuple[list[str], int]:
    properties = expected["properties"]
    cells = expected["cells"]
    theme = expected["appearanceAttribute"]
    # Previews without the appearance attribute (dark cells only): prefers-color-scheme decides.
    unthemed = [dict(c, attributes={k: v for k, v in c["attributes"].items() if k != theme})
                for c in cells if theme and c["appearanceContext"] == expected["mediaContext"]]
    failures: list[str] = []
    checked = 0
    driver = make_driver()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for label, group, scheme in (("light page", cells, "light"), ("dark page", cells, "dark"),
                                         ("no theme attribute, dark page", unthemed, "dark")):
                set_color_scheme(driver, scheme)
                driver.get(page_url(write_page(Path(tmp), group, stylesheet)))
                results = driver.execute_script(COMPUTE, properties)
                failures += compare(label, group, results, properties)
                checked += len(group) * (len(properties) + 2)
            # The page root itself follows prefers-color-scheme.
            for scheme in ("light", "dark"):
                set_color_scheme(driver, scheme)
                driver.get(page_url(Path(tmp) / "cells.html"))
                root = driver.execute_script(
                    "const s = getComputedStyle(document.documentElement);"
                    "return Object.fromEntries(arguments[0].map(p => [p, s.getPropertyValue(p)]));", properties)
                want = next(c for c in cells if c["attributes"].get("data-dynamic-type") == "Large"
                            and c["appearanceContext"] == scheme and all(
                                v == expected["defaults"].get(k, v) for k, v in c["attributes"].items()
                                if k not in (theme, "data-dynamic-type")))
                for prop in properties:
                    checked += 1
                    if normalize(root[prop]) != normalize(want["values"].get(prop, "")):
                        failures.append(f"FAIL root ({scheme}) {prop}: {root[prop]!r}, expected {want['values'].get(prop)!r}")
    finally:
        driver.quit()
    return failures, checked


def check_validator(stylesheet: Path, strict: bool) -> list[str]:
    """vnu's CSS checker. Its CSS profile predates CSS Color 4, so in a stylesheet with wide-gamut colours
    the one thing it may reject is the colour probe of the @supports prelude (`color(display-p3 0 0 0)`);
    the bundled example has none and must pass outright."""
    lines = stylesheet.read_text(encoding="utf-8").splitlines()
    failures = []
    for message in run_vnu([stylesheet]):
        line = message.line or 0
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        if not strict and text.startswith("@supports (color: "):
            print(f"NOTE vnu (CSS Color 4 probe in @supports, not understood by vnu): {message}")
            continue
        failures.append(f"FAIL vnu {stylesheet}: {message}")
    return failures


def main() -> int:
    status = 0
    for folder, strict in ((OUTPUT, True), (OUTPUT / "six", False)):
        expected = json.loads((folder / "expected.json").read_text(encoding="utf-8"))
        failures, checked = check_browser(expected, folder / "tokens.css")
        failures += check_validator(folder / "tokens.css", strict)
        for line in failures[:50]:
            print(line)
        print(f"{folder.relative_to(REPO)}/tokens.css: {len(expected['cells'])} cells x {len(expected['properties'])} "
              f"properties, {checked} computed values checked; {len(failures)} failures")
        status |= 1 if failures else 0
    print("RESULT:", "PASS" if status == 0 else "FAIL")
    return status


if __name__ == "__main__":
    sys.exit(main())
