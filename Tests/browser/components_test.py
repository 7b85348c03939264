"""Measures every component preview of a built site in headless Chromium.

Usage: components_test.py SITE_DIR [--screenshots DIR] [--pages GLOB...]
       components_test.py --make-project DIR   (a scratch project: a doc per component, a block per
                                                step in light and dark, and per state and variant at Large and AX5)

For every `.preview__canvas[data-dynamic-type=STEP]` on the site's pages (the component pages'
matrices, every state and variant group opened, or any doc with `component` blocks), with the canvas set to 375 px wide (an iPhone):
- each text element's computed font size and line height equal the HIG table's values for its
  text style at that step (Body 17/22 at Large, 53/62 at AX5...); the button font is Body-relative
  (round(17 x factor), at most 28 pt);
- the icon tile's box and corner radius equal the scaled metrics (28 and 6 x leading(step)/22 on
  the 1/3 pt grid, capped at 60 and 13); the switch stays 51 x 31; the avatar stays 60 x 60;
- no text is clipped (scrollWidth <= clientWidth, scrollHeight <= clientHeight, no ellipsis) and no
  component sticks out of its canvas; at accessibility sizes a row's secondary text sits under the
  title; a switch is named by its row's title; chevrons and tiles are hidden from assistive tech;
- every button has a fill (not transparent) and text of another colour, the buttons a team's card
  includes by name (`{{> standard-button label=action}}`, the scratch project's `card`) too.
With --screenshots, saves the Settings screen at Large and AX5, light and dark.
Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
from dataclasses import dataclass
from pathlib import Path

from sitecheck import canvas_pages, make_driver, page_url, site_pages

HERE = Path(__file__).resolve().parent
TABLE_CSV = HERE.parent / "StyleGuideGenTests/Fixtures/DynamicType/dynamic-type-ios.csv"
PREVIEW_WIDTH = 375
TOLERANCE = 0.05  # Chromium lays out in 1/64 px

# Which text style each text element of the built-in components is set in.
TEXT_STYLES = {
    ".title-label": "Large Title",
    ".heading-label": "Title 2",
    ".subheading-label": "Headline",
    ".body-label": "Body",
    ".caption-label": "Caption 1",
    ".settings-header__name": "Body",
    ".settings-header__subtitle": "Caption 1",
    ".settings-row__title": "Body",
    ".settings-row__secondary": "Body",
    ".settings-screen__title": "Large Title",
    ".card__title": "Headline",
}
BUTTONS = ".standard-button, .destructive-button"
BUTTON_BASE_SIZE, BUTTON_MAX_SIZE = 17, 28
ICON_FRAME, ICON_FRAME_MAX = 28, 60
ICON_RADIUS, ICON_RADIUS_MAX = 6, 13
# The caps the theme under test sets (a second theme may cap lower).
CAPS = {"frame": ICON_FRAME_MAX, "radius": ICON_RADIUS_MAX}
AVATAR = 60
SWITCH = (51, 31)

# One script per canvas: every measurement the checks need, in one round trip.
MEASURE = """
const canvas = arguments[0], textSelectors = arguments[1], buttons = arguments[2], width = arguments[3];
canvas.style.boxSizing = 'border-box';
canvas.style.width = width + 'px';
const box = e => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; };
const text = (e, style) => {
  const s = getComputedStyle(e);
  return {style, text: e.textContent.trim().slice(0, 40), fontSize: s.fontSize, lineHeight: s.lineHeight,
          textOverflow: s.textOverflow, whiteSpace: s.whiteSpace,
          scrollWidth: e.scrollWidth, clientWidth: e.clientWidth, scrollHeight: e.scrollHeight, clientHeight: e.clientHeight,
          box: box(e)};
};
const texts = [];
for (const [selector, style] of Object.entries(textSelectors))
  for (const e of canvas.querySelectorAll(selector)) texts.push(text(e, style));
for (const e of canvas.querySelectorAll(buttons)) {
  const s = getComputedStyle(e);
  texts.push(Object.assign(text(e, 'button'), {fill: s.backgroundColor, color: s.color}));
}
const rows = [...canvas.querySelectorAll('.settings-row')].map(row => {
  const title = row.querySelector('.settings-row__title'), secondary = row.querySelector('.settings-row__secondary');
  const tile = row.querySelector('.settings-row__tile'), input = row.querySelector('input');
  const track = row.querySelector('.settings-row__switch');
  return {title: title ? title.textContent.trim() : null, titleBox: title ? box(title) : null,
          secondaryBox: secondary ? box(secondary) : null,
          tile: tile ? {box: box(tile), radius: getComputedStyle(tile).borderTopLeftRadius, hidden: tile.getAttribute('aria-hidden')} : null,
          input: input ? {type: input.type, role: input.getAttribute('role'), name: input.getAttribute('aria-label'),
                          labels: input.labels ? input.labels.length : 0} : null,
          switchBox: track ? box(track) : null, box: box(row)};
});
const chevrons = [...canvas.querySelectorAll('.disclosure-chevron')].map(e => e.getAttribute('aria-hidden'));
const avatars = [...canvas.querySelectorAll('.settings-header__avatar')].map(e => ({box: box(e), hidden: e.getAttribute('aria-hidden')}));
const parts = [...canvas.querySelectorAll('.settings-row, .settings-header, .settings-screen, ' + buttons)].map(e => ({cls: e.className, box: box(e)}));
const cs = getComputedStyle(canvas);
const inner = box(canvas);
inner.left += parseFloat(cs.paddingLeft); inner.right -= parseFloat(cs.paddingRight);
return {step: canvas.dataset.dynamicType, theme: canvas.dataset.theme || '', texts, rows, chevrons, avatars, parts,
        canvas: inner, scrollWidth: canvas.scrollWidth, clientWidth: canvas.clientWidth};
"""


@dataclass(frozen=True)
class Scale:
    """The HIG table: size and leading per (step, style), and the Body-relative scale factor."""
    table: dict[tuple[str, str], tuple[int, int]]

    @staticmethod
    def load(path: Path = TABLE_CSV) -> "Scale":
        with path.open(newline="", encoding="utf-8") as handle:
            rows = csv.DictReader(handle)
            return Scale({(r["category"], r["style"]): (int(r["size_pt"]), int(r["leading_pt"])) for r in rows})

    def factor(self, step: str) -> float:
        """leading(Body, step) / leading(Body, Large): UIFontMetrics' scale."""
        return self.table[(step, "Body")][1] / self.table[("Large", "Body")][1]

    def metric(self, base: float, step: str, cap: float) -> float:
        """A @ScaledMetric value on the 1/3 pt grid, capped."""
        return min(math.floor(base * self.factor(step) * 3 + 0.5) / 3, cap)

    def font(self, base: float, step: str, cap: float) -> float:
        """A UIFontMetrics-scaled font size: whole points, capped."""
        return min(math.floor(base * self.factor(step) + 0.5), cap)


def px(value: str) -> float:
    return float(value[:-2]) if value.endswith("px") else float("nan")


def close(actual: float, expected: float) -> bool:
    return abs(actual - expected) <= TOLERANCE


class Checker:
    """Collects failures and counts checks for one site."""

    def __init__(self, scale: Scale):
        self.scale = scale
        self.failures: list[str] = []
        self.checks = 0
        self.figures: dict[str, dict[str, str]] = {}

    def expect(self, ok: bool, where: str, message: str) -> None:
        self.checks += 1
        if not ok:
            self.failures.append(f"FAIL {where}: {message}")

    def canvas(self, where: str, m: dict) -> None:
        step = m["step"]
        if not any(s == step for s, _ in self.scale.table):
            self.expect(False, where, f"unknown data-dynamic-type {step!r}")
            return
        where = f"{where} [{step} {m['theme']}]"
        for t in m["texts"]:
            self.text(where, step, t, m["canvas"])
        for row in m["rows"]:
            self.row(where, step, row)
        for hidden in m["chevrons"]:
            self.expect(hidden == "true", where, "a disclosure chevron is not aria-hidden")
        for avatar in m["avatars"]:
            b = avatar["box"]
            self.expect(close(b["width"], AVATAR) and close(b["height"], AVATAR), where,
                        f"avatar is {b['width']:.2f} x {b['height']:.2f}, expected {AVATAR} x {AVATAR} at every step")
            self.figures.setdefault(step, {})["avatar"] = f"{b['width']:.2f}"
        for part in m["parts"]:
            b, c = part["box"], m["canvas"]
            self.expect(b["left"] >= c["left"] - TOLERANCE and b["right"] <= c["right"] + TOLERANCE, where,
                        f".{part['cls'].split()[0]} spans {b['left']:.1f}..{b['right']:.1f}, outside the "
                        f"{PREVIEW_WIDTH} px preview's content {c['left']:.1f}..{c['right']:.1f}")
        self.expect(m["scrollWidth"] <= m["clientWidth"], where,
                    f"the {PREVIEW_WIDTH} px preview overflows sideways (scrollWidth {m['scrollWidth']} > {m['clientWidth']})")

    def text(self, where: str, step: str, t: dict, canvas: dict) -> None:
        label = f"{where} {t['style']} {t['text']!r}"
        size, leading = px(t["fontSize"]), px(t["lineHeight"])
        if t["style"] == "button":
            want_size = self.scale.font(BUTTON_BASE_SIZE, step, BUTTON_MAX_SIZE)
            body_size, body_leading = self.scale.table[("Large", "Body")]
            want_leading = want_size * body_leading / body_size  # the button font keeps Body's 22/17 ratio
            self.expect(close(size, want_size), label, f"font-size {size}, expected {want_size}")
            self.expect(abs(leading - want_leading) <= 0.5, label, f"line-height {leading}, expected {want_leading:.2f}")
            self.expect(t["fill"] not in ("transparent", "rgba(0, 0, 0, 0)"), label, f"no fill (background-color {t['fill']})")
            self.expect(t["color"] != t["fill"], label, f"text colour {t['color']} is the fill's")
        else:
            want_size, want_leading = self.scale.table[(step, t["style"])]
            self.expect(close(size, want_size), label, f"font-size {size}, expected {want_size} ({t['style']} at {step})")
            self.expect(close(leading, want_leading), label, f"line-height {leading}, expected {want_leading} ({t['style']} at {step})")
            if t["style"] == "Body":
                self.figures.setdefault(step, {})["body"] = f"{size:g}/{leading:g}"
        self.expect(t["textOverflow"] != "ellipsis", label, "text-overflow: ellipsis")
        self.expect(t["scrollWidth"] <= t["clientWidth"] and t["scrollHeight"] <= t["clientHeight"], label,
                    f"clipped: scroll {t['scrollWidth']}x{t['scrollHeight']} > client {t['clientWidth']}x{t['clientHeight']}")
        b = t["box"]
        self.expect(b["right"] <= canvas["right"] + TOLERANCE, label,
                    f"text ends at {b['right']:.1f}, past the preview's content edge {canvas['right']:.1f}")

    def row(self, where: str, step: str, row: dict) -> None:
        label = f"{where} row {row['title']!r}"
        tile = row["tile"]
        self.expect(tile is not None, label, "no .settings-row__tile")
        if tile:
            frame = self.scale.metric(ICON_FRAME, step, CAPS["frame"])
            radius = self.scale.metric(ICON_RADIUS, step, CAPS["radius"])
            b = tile["box"]
            self.expect(close(b["width"], frame) and close(b["height"], frame), label,
                        f"icon tile {b['width']:.3f} x {b['height']:.3f}, expected {frame:.3f}")
            self.expect(close(px(tile["radius"]), radius), label, f"tile radius {tile['radius']}, expected {radius:.3f}")
            self.expect(tile["hidden"] == "true", label, "icon tile is not aria-hidden")
            self.figures.setdefault(step, {})["tile"] = f"{b['width']:.2f}"
        if row["input"]:
            i = row["input"]
            self.expect(i["type"] == "checkbox" and i["role"] == "switch", label, f"toggle is {i['type']} role={i['role']}")
            self.expect((i["name"] or "").strip() == row["title"] or i["labels"] > 0, label,
                        f"switch named {i['name']!r}, not by the row title {row['title']!r}")
            b = row["switchBox"]
            self.expect(close(b["width"], SWITCH[0]) and close(b["height"], SWITCH[1]), label,
                        f"switch {b['width']:.2f} x {b['height']:.2f}, expected {SWITCH[0]} x {SWITCH[1]} at every step")
        if row["secondaryBox"] and row["titleBox"]:
            s, t = row["secondaryBox"], row["titleBox"]
            if step.startswith("AX"):
                self.expect(s["top"] >= t["bottom"] - TOLERANCE, label,
                            "at an accessibility size the secondary text must sit under the title")


STEPS = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]


# A team's component that includes built-in ones by name, with arguments: its buttons must be
# styled (fill, text colour, font at every step) like the built-in ones on their own pages.
CARD_PARTIAL = """{{!
title: Card
description: A title and two actions, the buttons included by name.
example.title: Travel mug
example.action: Add to cart
variant.busy.action: Adding…
}}
<div class="card">
<p class="card__title">{{title}}</p>
{{> standard-button label=action}}
{{> components/destructive-button label="Remove" variant="pressed"}}
</div>
"""
CARD_STYLESHEET = """.card {
  display: grid;
  gap: var(--spacing-s);
  padding: var(--spacing-m);
  background: var(--color-cell-background);
}
.card__title {
  margin: 0;
  font-family: var(--typography-headline-font-family);
  font-size: var(--typography-headline-font-size);
  font-weight: var(--typography-headline-font-weight);
  line-height: var(--typography-headline-line-height);
  color: var(--color-label);
  overflow-wrap: anywhere;
}
"""


def make_project(destination: Path) -> None:
    """Copies the repository's templates and tokens, adds the card, and writes one doc of `component`
    blocks per component."""
    import re
    import shutil
    repository = HERE.parent.parent
    if destination.exists():
        raise SystemExit(f"{destination} exists; give a new folder")
    shutil.copytree(repository / "templates", destination / "templates")
    shutil.copytree(repository / "tokens", destination / "tokens")
    (destination / "templates" / "components" / "card.html").write_text(CARD_PARTIAL, encoding="utf-8")
    (destination / "templates" / "components" / "card.css").write_text(CARD_STYLESHEET, encoding="utf-8")
    docs = destination / "docs" / "components"
    docs.mkdir(parents=True)
    (destination / "docs" / "index.md").write_text("---\ntitle: Component matrices\n---\n\n# Component matrices\n\nScratch pages.\n")
    for partial in sorted((destination / "templates" / "components").glob("*.html")):
        # States and variants alike: a `variant:` argument names either.
        variants = sorted(set(re.findall(r"^(?:state|variant)\.([\w-]+)\.", partial.read_text(encoding="utf-8"), re.M)))
        blocks = [f"---\ntitle: {partial.stem}\n---\n\n# {partial.stem}\n"]
        for theme in ("light", "dark"):
            blocks.append(f"\n## {theme}\n")
            blocks += [f"```component {partial.stem}\nstep: {step}\ntheme: {theme}\n```\n" for step in STEPS]
        for variant in variants:
            blocks.append(f"\n## {variant}\n")
            blocks += [f"```component {partial.stem}\nstep: {step}\ntheme: {theme}\nvariant: {variant}\n```\n"
                       for theme in ("light", "dark") for step in ("Large", "AX5")]
        (docs / f"{partial.stem}.md").write_text("\n".join(blocks), encoding="utf-8")


def screenshot_settings(driver, site: Path, pages: list[Path], destination: Path) -> list[Path]:
    """PNGs of the Settings screen preview at Large and AX5, light and dark (the first of each)."""
    from selenium.webdriver.common.by import By
    saved: list[Path] = []
    wanted = {(step, theme) for step in ("Large", "AX5") for theme in ("light", "dark")}
    for page in pages:
        driver.get(page_url(page))
        for canvas in driver.find_elements(By.CSS_SELECTOR, ".preview__canvas"):
            if not canvas.find_elements(By.CSS_SELECTOR, ".settings-screen"):
                continue
            key = (canvas.get_attribute("data-dynamic-type"), canvas.get_attribute("data-theme"))
            if key not in wanted:
                continue
            wanted.discard(key)
            driver.execute_script(f"arguments[0].style.boxSizing='border-box';arguments[0].style.width='{PREVIEW_WIDTH}px'", canvas)
            height = driver.execute_script("return Math.ceil(arguments[0].getBoundingClientRect().height)", canvas)
            driver.set_window_size(PREVIEW_WIDTH + 200, height + 200)
            driver.execute_script("arguments[0].scrollIntoView()", canvas)
            path = destination / f"settings-screen-{key[0]}-{key[1]}.png"
            destination.mkdir(parents=True, exist_ok=True)
            canvas.screenshot(str(path))
            saved.append(path)
    return saved


def run(site: Path, patterns: list[str], screenshots: Path | None) -> int:
    from selenium.webdriver.common.by import By
    checker = Checker(Scale.load())
    pages = canvas_pages(site, patterns)
    if not pages:
        print(f"FAIL no page of {site} has a .preview__canvas", file=sys.stderr)
        return 1
    driver = make_driver(performance_log=False, height=2000)
    canvases = 0
    try:
        for page in pages:
            driver.get(page_url(page))
            # A matrix's state and variant groups are closed <details>: laid out only once open.
            driver.execute_script("document.querySelectorAll('details').forEach(d => { d.open = true; });")
            relative = page.relative_to(site).as_posix()
            for index, canvas in enumerate(driver.find_elements(By.CSS_SELECTOR, ".preview__canvas[data-dynamic-type]")):
                checker.canvas(f"{relative}#{index + 1}", driver.execute_script(
                    MEASURE, canvas, TEXT_STYLES, BUTTONS, PREVIEW_WIDTH))
                canvases += 1
        shots = screenshot_settings(driver, site, pages, screenshots) if screenshots else []
    finally:
        driver.quit()
    for line in checker.failures[:200]:
        print(line)
    print("step      body    tile   avatar")
    for step in sorted(checker.figures, key=lambda s: [k for k, _ in checker.scale.table].index(s)):
        f = checker.figures[step]
        print(f"{step:<9} {f.get('body', '-'):<7} {f.get('tile', '-'):<6} {f.get('avatar', '-')}")
    for shot in shots:
        print(f"screenshot {shot}")
    print(f"{len(pages)} pages, {canvases} previews, {checker.checks} checks, {len(checker.failures)} failures")
    print("RESULT: " + ("FAIL" if checker.failures else "PASS"))
    return 1 if checker.failures else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, nargs="?")
    parser.add_argument("--make-project", type=Path)
    parser.add_argument("--screenshots", type=Path)
    parser.add_argument("--pages", nargs="*", default=[])
    parser.add_argument("--icon-frame-max", type=float, default=ICON_FRAME_MAX)
    parser.add_argument("--icon-radius-max", type=float, default=ICON_RADIUS_MAX)
    try:
        options = parser.parse_args(argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    CAPS["frame"], CAPS["radius"] = options.icon_frame_max, options.icon_radius_max
    if options.make_project:
        make_project(options.make_project)
        return 0
    if options.site is None or not options.site.is_dir():
        print(f"not a folder: {options.site}", file=sys.stderr)
        return 2
    return run(options.site, options.pages, options.screenshots)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
