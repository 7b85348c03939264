#!/usr/bin/env python3
"""The diff page's before/after components, checked in Chromium against the two sites they review.

usage: diff_review_test.py STYLEGUIDE SCRATCH_DIR

Two versions of each design system are made in SCRATCH_DIR: the bundled example theme, and the
github-like foreign system with its map. The head changes the accent fill, lowers the destructive
fill below 4.5:1 under the on-accent text, and grows the Settings icon tile. Each side is built as a
site of its own; `styleguide diff BASE HEAD` writes the review into the head's site. Then:

1. every before preview renders exactly as the base site's matrix cell of the same component,
   permutation and step (every element's computed colours, sizes, type and spacing, both drawn at
   the same width), and every after preview as the head site's; each named changed property has the
   listed value on its side, and at Large that value is the token's (`styleguide tokens`);
2. the icon tile's change is drawn at all 12 steps, its width differing in every pair;
3. the destructive fill's crossing is marked on the destructive button's pairs and linked from the
   contrast table;
4. the checks fail on a page whose base and head stylesheets are swapped;
5. the page passes check_site.py (axe, vnu, links, no-JS).
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

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
SYSTEMS = REPOSITORY / "Tests/StyleGuideGenTests/Fixtures/DesignSystems"

# Computed properties compared between a review preview and its matrix cell.
PROPERTIES = ["color", "background-color", "background-image", "font-family", "font-size", "font-weight",
              "line-height", "letter-spacing", "width", "height", "padding-top", "padding-left", "min-height",
              "border-top-left-radius", "box-shadow", "opacity"]

# Every element of a canvas drawn at one width: [tag.class, value per property].
FINGERPRINT_JS = """
const canvas = arguments[0], props = arguments[1];
canvas.style.width = '340px';
canvas.style.boxSizing = 'border-box';
// The canvas itself is the page's frame (a table cell's, or the review's); the component is inside.
const rows = [...canvas.querySelectorAll('*')].map(element => {
  const style = getComputedStyle(element);
  const name = typeof element.className === 'string' ? element.className : (element.className.baseVal || '');
  return [element.tagName + '.' + name, ...props.map(p => style.getPropertyValue(p))];
});
canvas.style.width = '';
canvas.style.boxSizing = '';
return rows;
"""

PAIRS_JS = """
return [...document.querySelectorAll('.review-pair')].map((pair, index) => {
  const canvas = pair.querySelector('[data-version="base"] .preview__canvas');
  const attributes = {};
  for (const a of canvas.attributes) if (a.name.startsWith('data-')) attributes[a.name] = a.value;
  return {
    index,
    component: pair.closest('.review').querySelector('h3').id.replace(/^review-/, ''),
    group: pair.closest('.review-group').id,
    step: pair.dataset.step,
    attributes,
    crossing: pair.classList.contains('review-pair--failing'),
    crossingText: [...pair.querySelectorAll('.review-pair__crossing')].map(p => p.textContent),
    changes: [...pair.querySelectorAll('.review-change')].map(li => ({
      property: li.dataset.property,
      mapped: li.querySelector('.review-change__mapped') ? li.querySelector('.review-change__mapped').textContent.replace(/^from /, '') : null,
      before: li.querySelector('.review-change__before').textContent,
      after: li.querySelector('.review-change__after').textContent,
    })),
  };
});
"""


check = Checks()


def run(*arguments: str, cwd: Path | None = None) -> str:
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"FAIL  {' '.join(arguments)} exited {result.returncode}:\n{result.stderr}")
    return result.stdout


# ---- the two versions of each system ---------------------------------------------------------------

def edit_json(path: Path, edit) -> None:
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data, indent=2) + "\n")


def example_pair(scratch: Path) -> tuple[Path, Path, dict]:
    """The bundled theme; the head's accent fill, destructive fill and icon tile (and its cap) change."""
    for side in ("base", "head"):
        folder = scratch / "example" / side
        shutil.copytree(REPOSITORY / "tokens", folder / "tokens")
        shutil.copy(REPOSITORY / "styleguide.json", folder / "styleguide.json")
        (folder / "docs").mkdir()
        (folder / "docs/index.md").write_text("# Example theme\n")

    def edit(data: dict) -> None:
        color = data["color"]
        color["accent-fill"]["$value"] = {"colorSpace": "srgb", "components": [0.3686, 0.3608, 0.902], "hex": "#5e5ce6"}
        color["destructive-fill"]["$value"] = {"colorSpace": "srgb", "components": [1.0, 0.2314, 0.1882], "hex": "#ff3b30"}
        tile = data["size"]["icon-frame"]
        tile["$value"] = {"value": 32, "unit": "px"}
        tile["$extensions"]["styleguide"]["max"] = 68
    edit_json(scratch / "example/head/tokens/base.tokens.json", edit)
    return scratch / "example/base", scratch / "example/head", {"tile": "settings-row", "cap": None}


def github_pair(scratch: Path) -> tuple[Path, Path, dict]:
    """The github-like system mapped by its roles; the head retargets the accent and danger fills and
    grows the small control size its icon tile is mapped to."""
    roles = json.loads((SYSTEMS / "github-like/roles.json").read_text())
    roles["size.icon-frame"] = "control.small.size"
    config = {"tokens": "primer.resolver.json", "appearance": "mode",
              "map": {slot: token for slot, token in roles.items() if token is not None},
              "contrast": {"level": "AA", "pairs": [{"foreground": "fgColor.onEmphasis", "background": "bgColor.danger.emphasis"},
                                                     {"foreground": "fgColor.onEmphasis", "background": "bgColor.accent.emphasis"}]}}
    for side in ("base", "head"):
        folder = scratch / "github" / side
        shutil.copytree(SYSTEMS / "github-like", folder)
        (folder / "styleguide.json").write_text(json.dumps(config, indent=2) + "\n")

    def colors(data: dict) -> None:
        data["bgColor"]["accent"]["emphasis"]["$value"] = "{base.color.blue.6}"
        data["bgColor"]["danger"]["emphasis"]["$value"] = "{base.color.red.4}"
    edit_json(scratch / "github/head/src/functional/color/light.json", colors)

    def size(data: dict) -> None:
        data["control"]["small"]["size"]["$value"] = "{base.size.32}"
    edit_json(scratch / "github/head/src/functional/size/size.json", size)
    # The mapped size scales as the slot does: with Body, at most 60 pt.
    return scratch / "github/base", scratch / "github/head", {"tile": "settings-row", "cap": 60}


# ---- checks ----------------------------------------------------------------------------------------

class Matrices:
    """Fingerprints of a site's matrix cells, one page load per component."""

    def __init__(self, driver, site: Path) -> None:
        self.driver, self.site, self.cells = driver, site, {}

    def cell(self, component: str, attributes: dict) -> list | None:
        if component not in self.cells:
            self.driver.get(page_url(self.site / f"components/{component}.html"))
            canvases = self.driver.execute_script(
                "return [...document.querySelectorAll('.matrix .preview__canvas')]")
            found = {}
            for canvas in canvases:
                key = json.dumps({a: canvas.get_attribute(a) for a in attributes}, sort_keys=True)
                found.setdefault(key, self.driver.execute_script(FINGERPRINT_JS, canvas, PROPERTIES))
            self.cells[component] = found
        return self.cells[component].get(json.dumps(attributes, sort_keys=True))


def token_value(styleguide: str, project: Path, attributes: dict, token: str) -> str | None:
    """A colour's hex or a dimension's px, as `styleguide tokens` resolves it in the permutation."""
    modifiers = modifier_names(styleguide, project)
    # An attribute names its modifier in lower case, words apart (`data-scheme-static` is SchemeStatic).
    choices = ",".join(f"{modifiers.get(name[5:].replace('-', ''), name[5:])}={value}"
                       for name, value in attributes.items() if name != "data-dynamic-type")
    key = (str(project), choices)
    if key not in TOKEN_CACHE:
        arguments = [styleguide, "tokens", str(project)] + (["--input", choices] if choices else [])
        TOKEN_CACHE[key] = json.loads(run(*arguments))
    entry = TOKEN_CACHE[key].get(token)
    if entry is None:
        return None
    value = entry["$value"]
    if entry["$type"] == "color":
        return value["hex"].lower() if value.get("alpha", 1) == 1 else None
    if entry["$type"] == "dimension" and value["unit"] == "px":
        return f"{value['value']:g}px"
    return None


TOKEN_CACHE: dict = {}
MODIFIER_CACHE: dict = {}


def modifier_names(styleguide: str, project: Path) -> dict:
    """Each modifier of the project by its name lower-cased without separators, from what
    `styleguide tokens --input` answers to an unknown one ("expected one of A, B")."""
    if project not in MODIFIER_CACHE:
        probe = subprocess.run([styleguide, "tokens", str(project), "--input", "no-such-modifier=x"], capture_output=True, text=True)
        listed = probe.stderr.split("expected one of ", 1)[1].split("\n", 1)[0] if "expected one of " in probe.stderr else ""
        MODIFIER_CACHE[project] = {name.replace("-", "").lower(): name for name in listed.split(", ") if name}
    return MODIFIER_CACHE[project]


def check_pairs(driver, name: str, page: Path, base: Path, head: Path, styleguide: str, report=check) -> bool:
    """Checks 1: every preview against its site's matrix cell, every named value on its side."""
    driver.get(page_url(page))
    pairs = driver.execute_script(PAIRS_JS)
    previews = []
    for pair in pairs:
        element = driver.find_elements("css selector", ".review-pair")[pair["index"]]
        sides = {version: driver.execute_script(FINGERPRINT_JS, element.find_element(
            "css selector", f'[data-version="{version}"] .preview__canvas'), PROPERTIES) for version in ("base", "head")}
        values = {version: driver.execute_script(
            "const c = arguments[0].querySelector('[data-version=\"' + arguments[1] + '\"] .preview__canvas');"
            "return arguments[2].map(p => getComputedStyle(c).getPropertyValue(p).trim());",
            element, version, [change["property"] for change in pair["changes"]]) for version in ("base", "head")}
        previews.append((pair, sides, values))
    matrices = {"base": Matrices(driver, base / "site"), "head": Matrices(driver, head / "site")}
    mismatched, drawn_alike, wrong_value, wrong_token, tokens_checked = [], [], [], [], 0
    for pair, sides, values in previews:
        where = f"{pair['component']} {pair['attributes']}"
        for version in ("base", "head"):
            if matrices[version].cell(pair["component"], pair["attributes"]) != sides[version]:
                mismatched.append(f"{version}: {where}")
        if pair["changes"] and sides["base"] == sides["head"]:
            drawn_alike.append(where)
        for change, before, after in zip(pair["changes"], values["base"], values["head"]):
            if (before, after) != (change["before"], change["after"]):
                wrong_value.append(f"{where} {change['property']}: page says {change['before']} → {change['after']}, computed {before} → {after}")
            if pair["step"] != "Large":
                continue
            token = change["mapped"] or change["property"][2:].replace("-", ".", 1)
            for project, shown in ((base, before), (head, after)):
                expected = token_value(styleguide, project, pair["attributes"], token)
                if expected is None:
                    continue
                tokens_checked += 1
                if expected != shown:
                    wrong_token.append(f"{where} {token} in {project.name}: token {expected}, preview {shown}")
    report(bool(previews), f"{name}: the page draws {len(previews)} before/after pairs")
    report(not mismatched, f"{name}: every before preview renders as the base site's matrix cell, every after as the head's"
          + (f" ({len(mismatched)} differ, first {mismatched[:2]})" if mismatched else ""))
    report(not drawn_alike, f"{name}: every pair with a named change looks different before and after" + (f" ({drawn_alike[:2]})" if drawn_alike else ""))
    report(not wrong_value, f"{name}: each named property has the listed value on its side" + (f" ({wrong_value[:2]})" if wrong_value else ""))
    if any(pair["changes"] for pair, _, _ in previews):
        report(tokens_checked > 0 and not wrong_token, f"{name}: at Large, {tokens_checked} listed values equal their tokens' in base and head"
               + (f" ({wrong_token[:2]})" if wrong_token else ""))
    return not (mismatched or wrong_value)


def check_tile(driver, name: str, page: Path, component: str, cap: float | None) -> None:
    """Check 2: the tile is drawn at every one of the 12 steps in every group, larger after than
    before at each, but where both sides reach the tile's cap."""
    driver.get(page_url(page))
    groups = driver.execute_script("""
      return [...document.querySelectorAll('.review-group')]
        .filter(g => g.id.startsWith('review-' + arguments[0] + '-'))
        .map(g => [...g.querySelectorAll('.review-pair')].map(pair => [pair.dataset.step,
          ...['base', 'head'].map(v => pair.querySelector('[data-version="' + v + '"] .settings-row__tile').getBoundingClientRect().width)]));
    """, component)
    steps = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"]
    check(bool(groups) and all([row[0] for row in group] == steps for group in groups),
          f"{name}: {component} is drawn at all 12 steps in each of its {len(groups)} groups")
    rows = [row for group in groups for row in group]
    larger = [row for row in rows if row[1] < row[2]]
    capped = [row for row in rows if cap is not None and row[1] == row[2] == cap]
    check(bool(rows) and len(larger) + len(capped) == len(rows) and len(larger) >= 7 * len(groups),
          f"{name}: the icon tile is larger after than before at {len(larger)} of {len(rows)} pairs"
          + (f", and at the {cap:g} pt cap on both sides at the other {len(capped)}" if capped else "")
          + (f" (e.g. {groups[0][3]} at Large)" if groups and len(groups[0]) > 3 else ""))


def check_crossing(driver, name: str, page: Path) -> None:
    """Check 3: the crossing is marked on the destructive button's pairs, and linked from the table."""
    driver.get(page_url(page))
    state = driver.execute_script("""
      const pairs = [...document.querySelectorAll('.review-group')].filter(g => g.id.startsWith('review-destructive-button-'))
        .flatMap(g => [...g.querySelectorAll('.review-pair')]);
      const links = [...document.querySelectorAll('.diff-contrast a')].map(a => a.getAttribute('href'));
      return {pairs: pairs.map(p => [p.classList.contains('review-pair--failing'), !!p.querySelector('.review-pair__crossing--fail') && p.textContent.includes('now fails AA')]),
              links, targets: links.filter(h => h.startsWith('#')).map(h => !!document.getElementById(h.slice(1)))};
    """)
    check(bool(state["pairs"]) and all(marked and said for marked, said in state["pairs"]),
          f"{name}: all {len(state['pairs'])} destructive-button pairs are marked with the crossing (now fails AA)")
    check(any(link.startswith("#review-destructive-button-") for link in state["links"]) and all(state["targets"]),
          f"{name}: the contrast table links each crossing to the pairs drawing it")


def check_swapped_fails(driver, name: str, page: Path, base: Path, head: Path, styleguide: str) -> None:
    """Check 4: with base and head stylesheets swapped the preview checks fail."""
    stylesheet = page.parent / "assets/diff-tokens.css"
    original = stylesheet.read_text()
    stylesheet.write_text(original.replace('data-version="base"', "SWAP").replace('data-version="head"', 'data-version="base"').replace("SWAP", 'data-version="head"'))
    try:
        caught = not check_pairs(driver, name, page, base, head, styleguide, report=lambda condition, message: condition)
    finally:
        stylesheet.write_text(original)
    check(caught, f"{name}: the checks fail when base and head stylesheets are swapped")


def check_page(name: str, site: Path) -> None:
    """Check 5: the review page through check_site.py (axe, vnu, links, no-JS)."""
    site_check = subprocess.run([sys.executable, str(HERE / "check_site.py"), str(site), "--pages", "diff.html",
                                 "--axe-fail-on", "moderate"], capture_output=True, text=True)
    check(site_check.returncode == 0, f"{name}: diff.html passes axe, vnu, links and no-JS"
          + ("" if site_check.returncode == 0 else ":\n" + site_check.stdout[-2000:]))


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    styleguide, scratch = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2])
    driver = make_driver(width=1280, height=900)
    try:
        for make in (example_pair, github_pair):
            base, head, parts = make(scratch)
            name = base.parent.name
            for side in (base, head):
                run(styleguide, "build", str(side), "--quiet")
            run(styleguide, "diff", str(base), str(head), "--out", str(head / "site"), cwd=head)
            page = head / "site/diff.html"
            check_pairs(driver, name, page, base, head, styleguide)
            check_tile(driver, name, page, parts["tile"], parts["cap"])
            check_crossing(driver, name, page)
            check_swapped_fails(driver, name, page, base, head, styleguide)
            markdown = run(styleguide, "diff", str(base), str(head), "--format", "markdown", "--link-base", "https://example.org/pr/", cwd=head)
            check("](https://example.org/pr/diff.html#review-destructive-button" in markdown.split("### Contrast crossings")[1].split("###")[0],
                  f"{name}: the Markdown comment lists the crossing first, linked to its before/after")
            check_page(name, head / "site")
    finally:
        driver.quit()
    return check.finish()


if __name__ == "__main__":
    sys.exit(main())
