"""A team's own Card and Text field on a design system's tokens, as a user sees them built.

Usage: own_components_test.py SITE --project PROJECT --build-log LOG [--screenshots DIR] [--name NAME]
       own_components_test.py --add-components --name NAME --project PROJECT [--fixtures DIR]
         (writes the Card and the Text field into a project `init --from` made: DIR/NAME/templates/
          (DIR: fixtures/own-components), or for Kong without one the guide's fenced blocks; then
          merges DIR/NAME/map.json and dynamicType.json into PROJECT/styleguide.json)

SITE is the site `styleguide build PROJECT --out SITE` wrote, LOG its captured output. Checks:
- the build says nothing about the two components: no diagnostic (in LOG, and in SITE/report.json,
  which holds the ones the output leaves out) whose subject is card or text-field, whose file is
  under templates/ (a built-in's "(built-in)" file aside), of a dynamic-type/ code, or of a
  component/, contrast/ or template/ code naming one of them;
- in headless Chromium, on components/card.html and components/text-field.html with every <details>
  opened, in every shown column (permutation) and every state group:
  - each text element (.card__title, .card__body, the nested .standard-button; .text-field__label,
    __input, __help) has a computed font size that never shrinks from one step to the next
    (xSmall -> AX5), and is larger at AX5 than at Large and at Large than at xSmall;
  - the nested .standard-button's fill is opaque, is not its text colour, and is the colour of the
    token PROJECT/styleguide.json's "map" gives color.accent-fill in that column, read from the
    site's whole tokens stylesheet (assets/tokens.css) on an element carrying the canvas's data-*
    attributes (not from the page's own stylesheet);
  - the text field's error state is drawn at every step in every column (a canvas holding
    .text-field--error), its input border in another colour than the default's at the same step;
  - nothing clips: no element in a canvas is wider than the canvas or sticks out of it, the canvas
    does not scroll sideways, no text element's content overflows its own box (scrollWidth >
    clientWidth + 1, or the same in height), and the text elements' boxes lie inside the canvas's
    content box.
Prints FAIL lines, the card title's and the input's sizes at xSmall/Large/AX5 in the first column,
the checks passed, and RESULT:. Exit status: 0 pass, 1 fail, 2 usage.
With --screenshots DIR: the Card matrix's cells at Large and AX5 in the first light and the first dark
column, and the Text field's error state at AX5, as PNGs named NAME-....png.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

from sitecheck import make_driver, page_url

STEPS = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
PAGES = {
    "components/card.html": [("card title", ".card__title", None), ("card body", ".card__body", None),
                             ("nested button", ".standard-button", "standard-button")],
    "components/text-field.html": [("label", ".text-field__label", None), ("input", ".text-field__input", None),
                                   ("help", ".text-field__help", None)],
}
OWN = ("card", "text-field")
ERROR_CLASS = "text-field--error"
ACCENT_SLOT = "color.accent-fill"
TOLERANCE = 1.0  # px: Chromium lays out in 1/64 px and rounds scroll sizes
SIZE_EPSILON = 0.01

# ---- what the build said -----------------------------------------------------------------------------

# `FILE:LINE:COLUMN: SEVERITY: MESSAGE [SUBJECT] (CODE)`; the file part and the subject are optional.
DIAGNOSTIC = re.compile(r"^(?:(?P<file>.+?):\d+:\d+: )?(?P<severity>error|warning|note): (?P<message>.*?)"
                        r"(?: \[(?P<subject>[^\]]*)\])? \((?P<code>[a-z]+(?:-[a-z]+)*/[a-z0-9-]+)\)$")
NAMES = re.compile(r"(?<![\w.-])(card|text-field)(?![\w-])")


def about_own(file: str | None, subject: str | None, message: str, code: str) -> bool:
    """Whether a diagnostic concerns the project's Card or Text field."""
    if subject in OWN or code.startswith("dynamic-type/"):
        return True
    if file and file.startswith("templates/") and "(built-in)" not in file:
        return True
    family = code.split("/")[0]
    return family in ("component", "contrast", "template") and bool(NAMES.search(message))


def build_findings(log: Path, report: Path) -> tuple[list[str], int, int]:
    """The lines of the build's output and the report's diagnostics about the two components, and how
    many of each were read."""
    found: list[str] = []
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines() if log.is_file() else []
    parsed = 0
    for line in lines:
        match = DIAGNOSTIC.match(line.strip())
        parsed += bool(match)
        if match and about_own(match["file"], match["subject"], match["message"], match["code"]):
            found.append(f"build output: {line.strip()[:400]}")
    # A format the pattern no longer reads would make "nothing said" true of anything.
    unread = [line for line in lines if re.search(r"(^|: )(warning|error): ", line) and not DIAGNOSTIC.match(line.strip())]
    if unread and not parsed:
        found.append(f"build output: none of its {len(lines)} lines reads as a diagnostic (`FILE:L:C: warning: ... [SUBJECT] (CODE)`), "
                     f"e.g. {unread[0][:200]!r}")
    diagnostics = []
    if report.is_file():
        diagnostics = json.loads(report.read_text(encoding="utf-8")).get("diagnostics", [])
        for d in diagnostics:
            if about_own(d.get("file"), d.get("subject"), d.get("message", ""), d.get("code", "")):
                where = f"{d.get('file')}:{d.get('line')}:{d.get('column')}: " if d.get("file") else ""
                text = f"report.json: {where}{d.get('severity')}: {d.get('message', '')[:300]} [{d.get('subject')}] ({d.get('code')})"
                if not any(d.get("message", "")[:80] in line for line in found):
                    found.append(text)
    return found, len(lines), len(diagnostics)


# ---- the token the map gives the button's fill ----------------------------------------------------------

def kebab(segment: str) -> str:
    """A path segment as the stylesheet names it (CSSNaming.kebab, for ASCII names)."""
    out: list[str] = []
    previous = ""
    for char in segment:
        if char.isascii() and (char.isalnum() or char in "-_"):
            if char.isupper() and (previous.islower() or previous.isdigit()):
                out.append("-")
            out.append(char.lower())
        else:
            out.append("_")
        previous = char
    return "".join(out)


def mapped_token(mapping: dict, slot: str) -> str | None:
    """The token path a slot is filled with: the map's entry, followed through entries naming other slots."""
    seen = set()
    while slot in mapping and slot not in seen:
        seen.add(slot)
        target = mapping[slot]
        if not isinstance(target, str):
            return None
        target = target.strip()
        if target.startswith("{") and target.endswith("}"):
            target = target[1:-1]
        if target not in mapping:
            return target
        slot = target
    return None


# ---- the browser --------------------------------------------------------------------------------------

# Any CSS colour as [r, g, b, a] (0-255), drawn on a 1x1 canvas and read back: lch(), color-mix()...
RGBA_JS = """
const pixel = document.createElement('canvas').getContext('2d', {willReadFrequently: true});
window.__rgba = color => {
  pixel.clearRect(0, 0, 1, 1);
  pixel.fillStyle = 'rgba(0, 0, 0, 0)';
  pixel.fillStyle = color;
  pixel.fillRect(0, 0, 1, 1);
  return Array.from(pixel.getImageData(0, 0, 1, 1).data);
};
"""

MEASURE_JS = RGBA_JS + """
const selectors = arguments[0];
const rect = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
return [...document.querySelectorAll('.preview__canvas[data-dynamic-type]')].map((canvas, index) => {
  const details = canvas.closest('details.matrix__group');
  const summary = details ? details.querySelector('summary') : null;
  const group = summary ? summary.firstChild.textContent.trim() : '(no group)';
  const column = [...canvas.attributes].filter(a => a.name.startsWith('data-') && a.name !== 'data-dynamic-type')
    .map(a => a.name.slice(5) + '=' + a.value).join(' ');
  const attributes = Object.fromEntries([...canvas.attributes].filter(a => a.name.startsWith('data-')).map(a => [a.name, a.value]));
  const cs = getComputedStyle(canvas);
  const outer = rect(canvas);
  const content = {left: outer.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft),
                   right: outer.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight),
                   top: outer.top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop),
                   bottom: outer.bottom - parseFloat(cs.borderBottomWidth) - parseFloat(cs.paddingBottom)};
  const texts = [];
  for (const [name, selector, root] of selectors) {
    for (const e of canvas.querySelectorAll(selector)) {
      if (root && e.classList[0] !== root) continue;
      const s = getComputedStyle(e);
      texts.push({name, fontSize: parseFloat(s.fontSize), display: s.display,
                  color: __rgba(s.color), fill: __rgba(s.backgroundColor), fillText: s.backgroundColor,
                  border: __rgba(s.borderTopColor), text: (e.value || e.textContent).trim().slice(0, 30),
                  scrollWidth: e.scrollWidth, clientWidth: e.clientWidth, scrollHeight: e.scrollHeight, clientHeight: e.clientHeight,
                  box: rect(e)});
    }
  }
  const sticking = [];
  for (const e of canvas.querySelectorAll('*')) {
    const r = rect(e);
    if (r.width === 0 && r.height === 0) continue;
    if (r.width > canvas.clientWidth + 1 || r.left < outer.left - 1 || r.right > outer.right + 1)
      sticking.push({cls: (e.className && e.className.baseVal === undefined ? e.className : e.tagName).split(' ')[0] || e.tagName,
                     width: r.width, left: r.left - outer.left, right: r.right - outer.left});
  }
  return {index, group, step: canvas.dataset.dynamicType, column, attributes, texts, content, outer,
          clientWidth: canvas.clientWidth, scrollWidth: canvas.scrollWidth, sticking,
          error: !!canvas.querySelector('.' + arguments[1])};
});
"""

# The colour of a custom property on an element carrying the given attributes, under the page's stylesheets.
PROBE_JS = RGBA_JS + """
const property = arguments[0], columns = arguments[1];
return columns.map(attributes => {
  const holder = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) holder.setAttribute(name, value);
  const probe = document.createElement('span');
  probe.style.backgroundColor = 'var(' + property + ')';
  holder.appendChild(probe);
  document.body.appendChild(holder);
  const raw = getComputedStyle(holder).getPropertyValue(property).trim();
  const color = getComputedStyle(probe).backgroundColor;
  holder.remove();
  return {raw, color, rgba: raw ? __rgba(color) : null};
});
"""


def rgb_text(rgba: list[int] | None) -> str:
    if not rgba:
        return "(none)"
    text = "#" + "".join(f"{c:02x}" for c in rgba[:3])
    return text if rgba[3] == 255 else f"{text} alpha {rgba[3] / 255:.2f}"


def same(a: list[int], b: list[int]) -> bool:
    return all(abs(x - y) <= 1 for x, y in zip(a, b))


class Report:
    """Failures by kind (the same failure in several columns or steps said once), checks counted by kind."""

    def __init__(self) -> None:
        self.failures: list[tuple[str, str, str]] = []  # kind, message with the column as *, message
        self.counts: dict[str, int] = {}

    def check(self, ok: bool, kind: str, message: str, column: str | None = None, step: str | None = None) -> bool:
        """Counts a check; a failure's column and step are left out of the key its like are merged by."""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        if not ok:
            key = message.replace(column, "*") if column else message
            if step:
                key = key.replace(f"] {step} ", "] * ").replace(f" at {step} ", " at * ")
            self.failures.append((kind, key, message))
        return ok

    def failed(self, kind: str) -> int:
        return sum(1 for k, _, _ in self.failures if k == kind)

    def lines(self, per_kind: int = 10) -> list[str]:
        """One line per failure, those differing only in their column or step merged."""
        grouped: dict[tuple[str, str], list[str]] = {}
        for kind, key, message in self.failures:
            grouped.setdefault((kind, key), []).append(message)
        shown: dict[str, int] = {}
        out = []
        for (kind, _), messages in grouped.items():
            shown[kind] = shown.get(kind, 0) + 1
            if shown[kind] > per_kind:
                continue
            more = f" (and {len(messages) - 1} more like it, in other columns or steps)" if len(messages) > 1 else ""
            out.append(f"FAIL  {kind}: {messages[0]}{more}")
        for kind, count in shown.items():
            if count > per_kind:
                out.append(f"FAIL  {kind}: ... {count - per_kind} more")
        return out


def check_sizes(report: Report, page: str, canvases: list[dict], figures: dict) -> None:
    """Per group, column and text element: the font size at each step, never smaller than the step's before."""
    series: dict[tuple[str, str, str], dict[str, list[float]]] = {}
    for canvas in canvases:
        for text in canvas["texts"]:
            series.setdefault((canvas["group"], canvas["column"], text["name"]), {}).setdefault(canvas["step"], []).append(text["fontSize"])
    for (group, column, name), by_step in series.items():
        where = f"{page} [{group}] {column} {name}"
        missing = [step for step in STEPS if step not in by_step]
        if not report.check(not missing, "font sizes grow", f"{where}: no element at {', '.join(missing)}", column):
            continue
        sizes = [max(by_step[step]) for step in STEPS]
        shrinks = [f"{STEPS[i]} {sizes[i]:g}px -> {STEPS[i + 1]} {sizes[i + 1]:g}px" for i in range(len(STEPS) - 1)
                   if sizes[i + 1] < sizes[i] - SIZE_EPSILON]
        x_small, large, ax5 = (sizes[STEPS.index(step)] for step in ("xSmall", "Large", "AX5"))
        report.check(not shrinks, "font sizes grow", f"{where}: the font shrinks: {'; '.join(shrinks)}", column)
        report.check(large > x_small + SIZE_EPSILON and ax5 > large + SIZE_EPSILON, "font sizes grow",
                     f"{where}: font size xSmall {x_small:g}px, Large {large:g}px, AX5 {ax5:g}px: "
                     "expected xSmall < Large < AX5 (a size with no Dynamic Type rule stays put)", column)
        figures.setdefault((group, column, name), (x_small, large, ax5))


def check_clipping(report: Report, page: str, canvas: dict) -> None:
    column = canvas["column"]
    where = f"{page} [{canvas['group']}] {canvas['step']} {column}"
    report.check(canvas["scrollWidth"] <= canvas["clientWidth"] + TOLERANCE, "nothing clips",
                 f"{where}: the canvas scrolls sideways (scrollWidth {canvas['scrollWidth']} > clientWidth {canvas['clientWidth']})", column, canvas["step"])
    for part in canvas["sticking"][:3]:
        report.check(False, "nothing clips", f"{where}: .{part['cls']} is {part['width']:.1f}px wide at "
                     f"{part['left']:.1f}..{part['right']:.1f}, past the {canvas['clientWidth']}px canvas", column, canvas["step"])
    content = canvas["content"]
    for text in canvas["texts"]:
        label = f"{where} {text['name']} {text['text']!r} ({text['fontSize']:g}px)"
        if not report.check(text["clientWidth"] > 0, "nothing clips", f"{label}: no box of its own (display {text['display']})", column, canvas["step"]):
            continue
        report.check(text["scrollWidth"] <= text["clientWidth"] + TOLERANCE and text["scrollHeight"] <= text["clientHeight"] + TOLERANCE,
                     "nothing clips", f"{label}: its content overflows its box (scroll {text['scrollWidth']}x{text['scrollHeight']} > "
                     f"client {text['clientWidth']}x{text['clientHeight']})", column, canvas["step"])
        box = text["box"]
        report.check(box["left"] >= content["left"] - TOLERANCE and box["right"] <= content["right"] + TOLERANCE
                     and box["top"] >= content["top"] - TOLERANCE and box["bottom"] <= content["bottom"] + TOLERANCE,
                     "nothing clips", f"{label}: box {box['left'] - content['left']:.1f}..{box['right'] - content['left']:.1f} x "
                     f"{box['top'] - content['top']:.1f}..{box['bottom'] - content['top']:.1f} is not inside the canvas's content box "
                     f"0..{content['right'] - content['left']:.1f} x 0..{content['bottom'] - content['top']:.1f}", column, canvas["step"])


def screenshot_cells(driver, destination: Path, name: str, page: str, group: str, steps: list[str], columns: list[str],
                     canvases: list[dict]) -> list[Path]:
    """The matrix cells (td) of the canvases of a group at the steps and columns, one PNG each."""
    from selenium.webdriver.common.by import By
    saved = []
    elements = driver.find_elements(By.CSS_SELECTOR, ".preview__canvas[data-dynamic-type]")
    for canvas in canvases:
        if canvas["group"] != group or canvas["step"] not in steps or canvas["column"] not in columns:
            continue
        element = elements[canvas["index"]]
        cell = element.find_element(By.XPATH, "./ancestor::td[1]")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'center'});", cell)
        slug = re.sub(r"[^A-Za-z0-9.-]+", "-", f"{name}-{Path(page).stem}-{group}-{canvas['step']}-{canvas['column']}").strip("-")
        path = destination / f"{slug}.png"
        destination.mkdir(parents=True, exist_ok=True)
        cell.screenshot(str(path))
        saved.append(path)
    return saved


def number(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def run(site: Path, project: Path, log: Path, screenshots: Path | None, name: str) -> int:
    report = Report()
    own, lines, diagnostics = build_findings(log, site / "report.json")
    report.check(log.is_file(), "the build says nothing of them", f"no build output at {log}")
    report.check((site / "report.json").is_file(), "the build says nothing of them", f"no {site / 'report.json'}")
    for line in own:
        report.check(False, "the build says nothing of them", line)

    config = json.loads((project / "styleguide.json").read_text(encoding="utf-8"))
    token = mapped_token(config.get("map", {}), ACCENT_SLOT)
    report.check(token is not None, "button fill is the map's", f"{project / 'styleguide.json'}: \"map\" gives {ACCENT_SLOT} no token "
                 "(the button keeps the example's fill)")
    stylesheet = site / "assets" / "tokens.css"
    prop = "--" + "-".join(kebab(part) for part in token.split(".")) if token else None
    if prop:
        css = stylesheet.read_text(encoding="utf-8") if stylesheet.is_file() else ""
        report.check(re.search(r"(?m)^\s*" + re.escape(prop) + r":", css) is not None, "button fill is the map's",
                     f"{stylesheet} declares no {prop} ({ACCENT_SLOT} -> {token})")

    figures: dict = {}
    fills: dict[str, dict] = {}
    first_columns: list[str] = []
    previews = 0
    shots: list[Path] = []
    driver = make_driver(performance_log=False, height=1600)
    try:
        for page, selectors in PAGES.items():
            path = site / page
            if not report.check(path.is_file(), "every preview drawn", f"no {page} in {site}"):
                continue
            driver.get(page_url(path))
            # A matrix's state groups are closed <details>: laid out only once open.
            driver.execute_script("document.querySelectorAll('details').forEach(d => { d.open = true; });")
            canvases = driver.execute_script(MEASURE_JS, selectors, ERROR_CLASS)
            previews += len(canvases)
            groups = sorted({c["group"] for c in canvases})
            columns = list(dict.fromkeys(c["column"] for c in canvases if c["group"] == "Default"))
            first_columns = first_columns or columns
            report.check(bool(columns), "every preview drawn", f"{page}: no Default group of previews (groups: {groups})")
            for group in groups:
                cells = {(c["step"], c["column"]) for c in canvases if c["group"] == group}
                missing = [f"{s} {c}" for s in STEPS for c in columns if (s, c) not in cells]
                report.check(not missing, "every preview drawn", f"{page} [{group}]: no preview at {', '.join(missing[:4])}"
                             f"{' ...' if len(missing) > 4 else ''}")
            for canvas in canvases:
                names = {t["name"] for t in canvas["texts"]}
                absent = [label for label, _, _ in selectors if label not in names]
                report.check(not absent, "every preview drawn",
                             f"{page} [{canvas['group']}] {canvas['step']} {canvas['column']}: no {', '.join(absent)}", canvas["column"], canvas["step"])
                check_clipping(report, page, canvas)
            check_sizes(report, page, canvases, figures)

            if page.endswith("card.html") and prop:
                # The fill each column should have, from the whole tokens stylesheet on a page of its own.
                attribute_sets = {c["column"]: c["attributes"] for c in canvases}
                with tempfile.TemporaryDirectory() as scratch:
                    probe = Path(scratch) / "probe.html"
                    probe.write_text(f'<!doctype html><html><head><link rel="stylesheet" href="{page_url(stylesheet)}"></head>'
                                     "<body></body></html>", encoding="utf-8")
                    driver.get(page_url(probe))
                    keys = sorted(attribute_sets)
                    fills.update(zip(keys, driver.execute_script(PROBE_JS, prop, [attribute_sets[k] for k in keys])))
                for canvas in canvases:
                    column = canvas["column"]
                    where = f"{page} [{canvas['group']}] {canvas['step']} {column}"
                    expected = fills.get(column, {}).get("rgba")
                    for text in canvas["texts"]:
                        if text["name"] != "nested button":
                            continue
                        fill, color = text["fill"], text["color"]
                        report.check(fill[3] == 255, "button fill opaque", f"{where}: the button's fill {text['fillText']} is not opaque", column, canvas["step"])
                        report.check(not same(fill[:3], color[:3]), "button text not its fill",
                                     f"{where}: the button's text {rgb_text(color)} is its fill's colour", column, canvas["step"])
                        report.check(expected is not None and same(fill, expected), "button fill is the map's",
                                     f"{where}: the button's fill is {rgb_text(fill)} ({text['fillText']}), expected {ACCENT_SLOT} -> "
                                     f"{token} = {rgb_text(expected)} ({prop}: {fills.get(column, {}).get('raw') or 'undefined'} "
                                     "in assets/tokens.css)", column, canvas["step"])
                if screenshots:
                    driver.get(page_url(path))
                    light, dark = pick_light_dark(driver, columns)
                    shots += screenshot_cells(driver, screenshots, name, page, "Default", ["Large", "AX5"],
                                              [c for c in (light, dark) if c], driver.execute_script(MEASURE_JS, selectors, ERROR_CLASS))

            if page.endswith("text-field.html"):
                errors = [c for c in canvases if c["group"].lower().startswith("state: error")]
                report.check(bool(errors), "error state drawn", f"{page}: no \"State: error\" group (groups: {groups})")
                drawn = {(c["step"], c["column"]) for c in errors if c["error"]}
                for step in STEPS:
                    for column in columns:
                        report.check((step, column) in drawn, "error state drawn",
                                     f"{page}: no canvas with .{ERROR_CLASS} at {step} in {column}", column, step)
                report.check(not any(c["error"] for c in canvases if c["group"] == "Default"), "error state drawn",
                             f"{page}: a Default preview carries .{ERROR_CLASS}")
                borders = {(c["step"], c["column"]): t["border"] for c in canvases if c["group"] == "Default"
                           for t in c["texts"] if t["name"] == "input"}
                for canvas in errors:
                    for text in canvas["texts"]:
                        if text["name"] != "input":
                            continue
                        default = borders.get((canvas["step"], canvas["column"]))
                        report.check(default is not None and not same(default, text["border"]), "error state drawn",
                                     f"{page} [{canvas['group']}] {canvas['step']} {canvas['column']}: the input's border "
                                     f"{rgb_text(text['border'])} is the default's {rgb_text(default)}", canvas["column"], canvas["step"])
                if screenshots:
                    driver.get(page_url(path))
                    driver.execute_script("document.querySelectorAll('details').forEach(d => { d.open = true; });")
                    light, dark = pick_light_dark(driver, columns)
                    error_group = errors[0]["group"] if errors else "State: error"
                    shots += screenshot_cells(driver, screenshots, name, page, error_group, ["AX5"],
                                              [c for c in (light, dark) if c], driver.execute_script(MEASURE_JS, selectors, ERROR_CLASS))
    finally:
        driver.quit()

    for line in report.lines():
        print(line)
    first = first_columns[0] if first_columns else "?"
    sizes = []
    for label, key in (("card title", "card title"), ("input", "input")):
        size = figures.get(("Default", first, key))
        sizes.append(f"{label} " + ("/".join(number(s) for s in size) + " px" if size else "(not measured)"))
    print(f"sizes: {', '.join(sizes)} at xSmall/Large/AX5 in {first}")
    if first in fills:
        print(f"button fill in {first}: {rgb_text(fills[first].get('rgba'))} = {ACCENT_SLOT} -> {token} ({prop})")
    for shot in shots:
        print(f"screenshot {shot}")
    notes = {"the build says nothing of them": f"{lines} output lines, {diagnostics} report.json diagnostics",
             "every preview drawn": f"{previews} previews"}
    passed = [f"{kind} ({notes.get(kind, f'{count} checks')})" for kind, count in report.counts.items() if report.failed(kind) == 0]
    print(f"passed: {len(first_columns)} columns; {', '.join(passed) or 'nothing'}")
    failed = {kind: report.failed(kind) for kind in report.counts if report.failed(kind)}
    print("RESULT: " + ("PASS" if not failed else "FAIL (" + ", ".join(f"{kind}: {n}" for kind, n in failed.items()) + ")"))
    return 1 if failed else 0


LIGHT_DARK_JS = """
// The columns' appearance: the scheme the switchers give the value (data-scheme), else the canvas's own
// background's lightness.
const columns = arguments[0], out = {};
const lum = c => { const m = c.match(/[\\d.]+/g); return m ? (0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]) / 255 : 1; };
for (const canvas of document.querySelectorAll('.preview__canvas[data-dynamic-type]')) {
  const column = [...canvas.attributes].filter(a => a.name.startsWith('data-') && a.name !== 'data-dynamic-type')
    .map(a => a.name.slice(5) + '=' + a.value).join(' ');
  if (!columns.includes(column) || column in out) continue;
  let scheme = null;
  for (const a of canvas.attributes) {
    if (!a.name.startsWith('data-')) continue;
    const option = document.querySelector(`select[data-axis="${a.name}"] option[value="${CSS.escape(a.value)}"][data-scheme]`);
    if (option) scheme = option.dataset.scheme;
  }
  out[column] = scheme || (lum(getComputedStyle(canvas).backgroundColor) < 0.5 ? 'dark' : 'light');
}
return out;
"""


def pick_light_dark(driver, columns: list[str]) -> tuple[str | None, str | None]:
    schemes = driver.execute_script(LIGHT_DARK_JS, columns)
    light = next((c for c in columns if schemes.get(c) == "light"), None)
    dark = next((c for c in columns if schemes.get(c) == "dark"), None)
    return light, dark


HERE = Path(__file__).resolve().parent
GUIDE = HERE.parent.parent / "docs" / "guide" / "components.md"
FIXTURES = HERE / "fixtures" / "own-components"
COMPONENT_FILES = sorted(f"templates/components/{c}.{e}" for c in OWN for e in ("html", "css"))


def guide_files(guide: Path = GUIDE) -> dict[str, str]:
    """The guide's fenced blocks whose info string names a file (```css templates/components/card.css),
    as ComponentGuideTests reads them."""
    files: dict[str, str] = {}
    current: tuple[str, list[str]] | None = None
    for line in guide.read_text(encoding="utf-8").split("\n"):
        if current is not None:
            if line == "```":
                files[current[0]] = "\n".join(current[1]) + "\n"
                current = None
            else:
                current[1].append(line)
        elif line.startswith("```") and len(line.split(" ")) > 1 and "/" in line.split(" ")[1]:
            current = (line.split(" ")[1], [])
    return files


def add_components(name: str, project: Path, fixtures: Path = FIXTURES) -> int:
    """Writes the Card and the Text field into a project init made: FIXTURES/NAME/templates/ where
    there is one, else, for Kong, the guide's; then merges FIXTURES/NAME/map.json and dynamicType.json
    into its styleguide.json. Prints one line per file merged."""
    fixture = fixtures / name
    templates = fixture / "templates"
    if templates.is_dir():
        found = sorted(p.relative_to(fixture).as_posix() for p in templates.rglob("*") if p.is_file())
        if found != COMPONENT_FILES:
            print(f"{fixture} holds {found}, expected {COMPONENT_FILES}")
            return 1
        files = {path: (fixture / path).read_text(encoding="utf-8") for path in found}
    elif name == "kong":
        files = guide_files()
        if sorted(files) != COMPONENT_FILES:
            print(f"{GUIDE} names the files {sorted(files)}, expected {COMPONENT_FILES}")
            return 1
    else:
        print(f"no {templates}: the components of {name} are written nowhere")
        return 1
    for path, text in files.items():
        (project / path).parent.mkdir(parents=True, exist_ok=True)
        (project / path).write_text(text, encoding="utf-8")
    config_path = project / "styleguide.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    for key in ("map", "dynamicType"):
        extra = fixture / f"{key}.json"
        if extra.is_file():
            entries = json.loads(extra.read_text(encoding="utf-8"))
            config.setdefault(key, {}).update(entries)
            print(f"{name}: {len(entries)} {key} entr{'y' if len(entries) == 1 else 'ies'} from {extra.name}")
    config_path.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, nargs="?")
    parser.add_argument("--project", type=Path, required=True)
    parser.add_argument("--build-log", type=Path)
    parser.add_argument("--screenshots", type=Path)
    parser.add_argument("--name", default="")
    parser.add_argument("--fixtures", type=Path, default=FIXTURES, help="with --add-components: the fixtures folder")
    parser.add_argument("--add-components", action="store_true",
                        help="write the two components into PROJECT and merge the fixture's config entries")
    try:
        options = parser.parse_args(argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    name = options.name or options.project.name
    if not (options.project / "styleguide.json").is_file():
        print(f"usage: {options.project} has no styleguide.json (run styleguide init --from first)", file=sys.stderr)
        return 2
    if options.add_components:
        return add_components(name, options.project, options.fixtures)
    if options.site is None or not options.site.is_dir() or options.build_log is None:
        print("usage: own_components_test.py SITE --project PROJECT --build-log LOG [--screenshots DIR] [--name NAME]", file=sys.stderr)
        return 2
    return run(options.site, options.project, options.build_log, options.screenshots, name)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
