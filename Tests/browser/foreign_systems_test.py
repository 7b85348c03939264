"""Checks that a foreign design system's site styles every component preview, in headless Chromium.

Usage: foreign_systems_test.py SITE --check unstyled [--pages GLOB...]
       foreign_systems_test.py SITE --check mapped --project PROJECT [--config FILE]
                               [--styleguide BIN] [--pages GLOB...]
       foreign_systems_test.py --selftest        (the var() parser's own cases, no browser)

--check unstyled: for every `.preview__canvas` of the component pages, the component it shows (its
  first element child's first class) and every component nested in it: each custom property their
  sections of assets/components.css read through `var(--x)` without a fallback must compute to a
  non-empty value on the canvas's root element (a `var(--x, F)` fails only when --x is unset and
  its fallback F needs something unset too). One execute_script per page.
--check mapped: PROJECT/styleguide.json's "map" (slot -> the project's token path) and every
  permutation's resolved tokens (`styleguide tokens PROJECT --all`, or PROJECT/TOKENS when the
  config names its "tokens"): in the canvases of each
  permutation at xSmall, Large and AX5, the buttons', labels', rows', icon tiles' and screen's
  computed colours equal the mapped tokens' values (1/255 per channel, 0.01 alpha); a slot the map
  lacks is skipped, unless the project has a token of that name (the build's "own" slot). And the body, title, row title and button font sizes grow strictly from
  xSmall to Large to AX5 in every permutation. A slot the map leaves out that the project has a
  token of the same name for is checked against that token (the build's "own" slots).
Report lines start with FAIL or skip, then counts and RESULT:. Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from sitecheck import canvas_pages, make_driver, page_url, site_pages

HERE = Path(__file__).resolve().parent
DEFAULT_STYLEGUIDE = HERE.parent.parent / ".build/debug/styleguide"
DEFAULT_PAGES = ["components/*.html"]
CHANNEL_TOLERANCE = 1 / 255 + 1e-6
ALPHA_TOLERANCE = 0.01 + 1e-9
MAPPED_STEPS = ["xSmall", "Large", "AX5"]  # increasing text size

# (selector, CSS property, slot): the computed colour must equal the slot's mapped token.
COLOR_CHECKS = [
    (".standard-button", "background-color", "color.accent-fill"),
    (".standard-button", "color", "color.on-accent"),
    (".destructive-button", "background-color", "color.destructive-fill"),
    (".body-label", "color", "color.label"),
    (".caption-label", "color", "color.secondary-label"),
    (".settings-row", "background-color", "color.cell-background"),
    (".settings-row__title", "color", "color.label"),
    (".settings-row__secondary", "color", "color.secondary-label"),
    (".settings-screen", "background-color", "color.grouped-background"),
]
ICON_SLOT_PREFIX = "color.icon."  # color.icon.wifi -> .settings-row__tile--wifi
# Components' root classes: such a selector matches only elements whose first class it is.
ROOT_SELECTORS = [".standard-button", ".destructive-button", ".body-label", ".caption-label", ".title-label",
                  ".settings-row", ".settings-screen"]
# Text whose font size must grow with the text size.
SCALING_TEXT = [".body-label", ".title-label", ".settings-row__title", ".standard-button"]


# ---- var() references in a stylesheet --------------------------------------------------------------

@dataclass(frozen=True)
class VarRef:
    """One `var(--name)` or `var(--name, fallback)`; fallback is None without one, else the
    references inside the fallback (empty for a constant fallback)."""
    name: str
    fallback: tuple["VarRef", ...] | None

    def names(self) -> set[str]:
        found = {self.name}
        for ref in self.fallback or ():
            found |= ref.names()
        return found


HEADER = re.compile(r"\s*([a-z][a-z0-9-]*)\s*")  # a section's comment: /* standard-button */
VAR_START = re.compile(r"(?<![\w-])var\(", re.IGNORECASE)
URL_START = re.compile(r"(?<![\w-])url\(", re.IGNORECASE)
CUSTOM_NAME = re.compile(r"--(?:[A-Za-z0-9_-]|\\.|[^\x00-\x7f])*")
LOCAL_DEFINITION = re.compile(r"(?:^|[{;])\s*(--(?:[A-Za-z0-9_-]|[^\x00-\x7f])+)\s*:")


class CSSParseError(ValueError):
    pass


def split_sections(css: str) -> dict[str, str]:
    """Component name -> its part of components.css (comments gone, strings emptied to "").

    A section starts at a top-level comment holding only a component name (`/* settings-row */`)."""
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    depth, i, n = 0, 0, len(css)
    while i < n:
        c = css[i]
        if css.startswith("/*", i):
            end = css.find("*/", i + 2)
            end = n if end < 0 else end
            header = HEADER.fullmatch(css[i + 2:end])
            if depth == 0 and header:
                current = sections.setdefault(header.group(1), [])
            i = end + 2
            continue
        if c in "\"'":
            j = i + 1
            while j < n and css[j] != c and css[j] != "\n":
                j += 2 if css[j] == "\\" else 1
            if current is not None:
                current.append('""')
            i = j + 1
            continue
        if c == "\\" and i + 1 < n:  # an escape outside a string: keep both characters
            if current is not None:
                current.append(css[i:i + 2])
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth = max(depth - 1, 0)
        if current is not None:
            current.append(c)
        i += 1
    return {name: "".join(parts) for name, parts in sections.items()}


def _closing_paren(text: str, start: int) -> int:
    """The index of the `)` closing the group opened just before `start`."""
    depth = 1
    for j in range(start, len(text)):
        if text[j] == "\\":
            continue
        if text[j] in "([":
            depth += 1
        elif text[j] in ")]":
            depth -= 1
            if depth == 0:
                return j
    raise CSSParseError(f"unclosed parenthesis in {text[max(start - 40, 0):start + 40]!r}")


def parse_vars(text: str) -> list[VarRef]:
    """The top-level var() references of a value or a whole stylesheet, in order (calc(), gradients
    and other functions are looked through; a var() inside a fallback hangs under its var())."""
    refs: list[VarRef] = []
    i = 0
    while True:
        var = VAR_START.search(text, i)
        url = URL_START.search(text, i)
        if url and (not var or url.start() < var.start()):
            i = _closing_paren(text, url.end()) + 1  # an unquoted url(...) is opaque
            continue
        if not var:
            return refs
        j = var.end()
        while j < len(text) and text[j].isspace():
            j += 1
        name = CUSTOM_NAME.match(text, j)
        if not name or name.end() - name.start() <= 2:
            raise CSSParseError(f"var() without a custom property name: {text[var.start():var.start() + 60]!r}")
        j = name.end()
        while j < len(text) and text[j].isspace():
            j += 1
        if j < len(text) and text[j] == ")":
            refs.append(VarRef(name.group(0), None))
            i = j + 1
        elif j < len(text) and text[j] == ",":
            close = _closing_paren(text, j + 1)
            refs.append(VarRef(name.group(0), tuple(parse_vars(text[j + 1:close]))))
            i = close + 1
        else:
            raise CSSParseError(f"malformed var(): {text[var.start():var.start() + 60]!r}")


def local_definitions(section: str) -> set[str]:
    """Custom properties a section declares itself (`--x: ...`), on some element of the component."""
    return set(LOCAL_DEFINITION.findall(section))


@dataclass
class Reads:
    """What one component's section reads."""
    refs: list[VarRef]  # unique, top-level
    local: set[str]


def component_reads(css: str) -> dict[str, Reads]:
    result = {}
    for name, section in split_sections(css).items():
        local = local_definitions(section)
        unique: dict[VarRef, None] = {}
        for ref in parse_vars(section):
            if ref.name not in local:
                unique.setdefault(ref)
        result[name] = Reads(list(unique), local)
    return result


def unmet(ref: VarRef, values: dict[str, str]) -> list[str]:
    """Why a reference computes to nothing: [] when it resolves, else the unset names that break it."""
    if values.get(ref.name, ""):
        return []
    if ref.fallback is None:
        return [ref.name]
    broken = [name for inner in ref.fallback for name in unmet(inner, values)]
    return [ref.name, *broken] if broken else []


# ---- pages and canvases ------------------------------------------------------------------------------

def canvas_label(canvas: dict) -> str:
    """`dynamic-type=AX5,theme=dark,brand=ocean`, or `unpinned#3` for a canvas following the page."""
    attrs = canvas["attrs"]
    if not attrs:
        return f"unpinned#{canvas['index'] + 1}"
    return ",".join(f"{k}={v}" for k, v in attrs.items())


# CSS Syntax 3's non-ASCII identifier code points (CSSNaming.isIdentifierScalar).
IDENTIFIER_RANGES = [(0xB7, 0xB7), (0xC0, 0xD6), (0xD8, 0xF6), (0xF8, 0x37D), (0x37F, 0x1FFF), (0x200C, 0x200D),
                     (0x203F, 0x2040), (0x2070, 0x218F), (0x2C00, 0x2FEF), (0x3001, 0xD7FF), (0xF900, 0xFDCF),
                     (0xFDF0, 0xFFFD), (0x10000, 0x10FFFF)]


def kebab(name: str) -> str:
    """CSSNaming.kebab: `colorScheme` -> `color-scheme`, `Tokens — Completed` -> `tokens__2014_completed`
    (the modifier's data attribute)."""
    out, previous = [], ""
    for ch in name:
        if ch.isascii() and (ch.isalnum() or ch in "-_"):
            if ch.isupper() and (previous.islower() or previous.isdigit()):
                out.append("-")
            out.append(ch.lower())
        elif ch.isascii():
            out.append("_")
        elif any(low <= ord(ch) <= high for low, high in IDENTIFIER_RANGES):
            out.append(ch)
        else:
            out.append("_" + format(ord(ch), "x"))
        previous = ch if ch.isascii() else ""
    return "".join(out)


UNSTYLED_SCRIPT = """
const reads = arguments[0];
const has = name => Object.prototype.hasOwnProperty.call(reads, name);
return [...document.querySelectorAll('.preview__canvas')].map((canvas, index) => {
  const attrs = {};
  for (const a of canvas.attributes) if (a.name.startsWith('data-')) attrs[a.name.slice(5)] = a.value;
  const root = canvas.firstElementChild;
  if (!root) return {index, attrs, component: null, nested: [], values: {}};
  const component = root.classList.length ? root.classList[0] : null;
  const present = new Set(component && has(component) ? [component] : []);
  for (const e of root.querySelectorAll('[class]')) for (const c of e.classList) if (has(c)) present.add(c);
  const style = getComputedStyle(root), values = {};
  for (const c of present) for (const name of reads[c]) if (!(name in values)) values[name] = style.getPropertyValue(name).trim();
  return {index, attrs, component, nested: [...present].filter(c => c !== component), values};
});
"""


def check_unstyled(site: Path, patterns: list[str]) -> int:
    css_path = site / "assets/components.css"
    if not css_path.is_file():
        print(f"FAIL {css_path} is missing")
        return 1
    try:
        reads = component_reads(css_path.read_text(encoding="utf-8"))
    except CSSParseError as error:
        print(f"FAIL assets/components.css: {error}")
        return 1
    pages = canvas_pages(site, patterns)
    if not pages:
        print(f"FAIL no page of {site} matching {' '.join(patterns)} has a .preview__canvas")
        return 1
    names_by_component = {c: sorted(set().union(*(ref.names() for ref in r.refs))) for c, r in reads.items()}
    failures: list[str] = []
    canvases = checked = with_fallback = 0
    seen_names: set[str] = set()
    components_seen: set[str] = set()
    driver = make_driver(performance_log=False)
    try:
        for page in pages:
            relative = page.relative_to(site).as_posix()
            driver.get(page_url(page))
            for canvas in driver.execute_script(UNSTYLED_SCRIPT, names_by_component):
                canvases += 1
                where = f"{relative} {canvas_label(canvas)}"
                component = canvas["component"]
                if component is None:
                    failures.append(f"FAIL {where} (the canvas shows no element with a class)")
                    continue
                if component not in reads:
                    failures.append(f"FAIL {where} (.{component} has no /* {component} */ section in components.css)")
                    continue
                components_seen.add(component)
                refs: dict[VarRef, None] = {}
                for name in [component, *canvas["nested"]]:
                    for ref in reads[name].refs:
                        refs.setdefault(ref)
                values = canvas["values"]
                for ref in refs:
                    checked += 1
                    seen_names.add(ref.name)
                    if ref.fallback is not None:
                        with_fallback += 1
                    broken = unmet(ref, values)
                    if broken:
                        note = f" (its fallback needs {' '.join(broken[1:])})" if len(broken) > 1 else ""
                        failures.append(f"FAIL {where} {ref.name}{note}")
    finally:
        driver.quit()
    for line in failures:
        print(line)
    print(f"{len(reads)} sections in components.css; components shown: {', '.join(sorted(components_seen))}")
    print(f"{len(pages)} pages, {canvases} canvases checked, {checked} properties checked "
          f"({len(seen_names)} distinct, {with_fallback} with a fallback), {len(failures)} failures")
    print("RESULT: " + ("FAIL" if failures else "PASS"))
    return 1 if failures else 0


# ---- colours -----------------------------------------------------------------------------------------

Color = tuple[float, float, float, float]  # sRGB 0..1 (may leave the gamut), alpha 0..1

NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?"
LEGACY_RGB = re.compile(rf"rgba?\(\s*({NUMBER})\s*,\s*({NUMBER})\s*,\s*({NUMBER})\s*(?:,\s*({NUMBER})\s*)?\)", re.I)
MODERN_RGB = re.compile(rf"rgba?\(\s*({NUMBER})\s+({NUMBER})\s+({NUMBER})\s*(?:/\s*({NUMBER})\s*)?\)", re.I)
COLOR_SRGB = re.compile(rf"color\(\s*srgb\s+({NUMBER})\s+({NUMBER})\s+({NUMBER})\s*(?:/\s*({NUMBER})\s*)?\)", re.I)


def parse_color(text: str) -> Color | None:
    """Chromium's computed forms: rgb(r, g, b), rgba(r, g, b, a), color(srgb r g b / a)."""
    text = text.strip()
    if text.lower() == "transparent":
        return (0.0, 0.0, 0.0, 0.0)
    for pattern, scale in ((LEGACY_RGB, 255), (MODERN_RGB, 255), (COLOR_SRGB, 1)):
        match = pattern.fullmatch(text)
        if match:
            r, g, b, a = match.groups()
            return (float(r) / scale, float(g) / scale, float(b) / scale, 1.0 if a is None else float(a))
    return None


# Chromium converts any colour to sRGB when mixing in sRGB: color-mix(in srgb, X, X) computes to
# color(srgb r g b / a), out of gamut when X is. So other spaces need no conversion code here.
NORMALIZE_SCRIPT = """
const probe = document.createElement('span');
document.body.appendChild(probe);
const out = arguments[0].map(text => {
  if (!CSS.supports('color', text)) return null;
  probe.style.color = 'color-mix(in srgb, ' + text + ', ' + text + ')';
  return getComputedStyle(probe).color;
});
probe.remove();
return out;
"""


def normalize_colors(driver, texts: list[str]) -> dict[str, Color | None]:
    """Any CSS colours, in sRGB, as Chromium converts them."""
    unique = sorted(set(texts))
    if not unique:
        return {}
    return {text: (parse_color(value) if value else None)
            for text, value in zip(unique, driver.execute_script(NORMALIZE_SCRIPT, unique))}


def format_number(value: float) -> str:
    return f"{value:.6g}"


def token_color_css(value) -> tuple[Color | None, str]:
    """A colour token's $value as sRGB (directly, for srgb) and as CSS text (for the browser)."""
    if isinstance(value, str):
        return parse_color(value), value
    if not isinstance(value, dict) or "components" not in value:
        raise ValueError(f"not a colour value: {json.dumps(value)[:120]}")
    space = str(value.get("colorSpace", "srgb"))
    alpha = float(value.get("alpha", 1))
    components = value["components"]
    if space == "srgb" and all(isinstance(c, (int, float)) for c in components):
        return (float(components[0]), float(components[1]), float(components[2]), alpha), value.get("hex", "")
    parts = []
    for index, component in enumerate(components):
        text = "none" if not isinstance(component, (int, float)) else format_number(float(component))
        if space in ("hsl", "hwb") and index > 0 and text != "none":
            text += "%"
        parts.append(text)
    body = " ".join(parts)
    if space in ("hsl", "hwb", "lab", "lch", "oklab", "oklch"):
        css = f"{space}({body}"
    else:
        css = f"color({space} {body}"
    css += f" / {format_number(alpha)})" if alpha < 1 else ")"
    return None, css


def same_color(actual: Color, expected: Color) -> bool:
    return (all(abs(a - e) <= CHANNEL_TOLERANCE for a, e in zip(actual[:3], expected[:3]))
            and abs(actual[3] - expected[3]) <= ALPHA_TOLERANCE)


def color_text(color: Color | None) -> str:
    if color is None:
        return "(unparsed)"
    r, g, b, a = color
    in_gamut = all(-1e-6 <= c <= 1 + 1e-6 for c in (r, g, b))
    if in_gamut:
        text = "#" + "".join(f"{round(min(max(c, 0), 1) * 255):02x}" for c in (r, g, b))
    else:
        text = f"color(srgb {r:.4f} {g:.4f} {b:.4f})"
    if a >= 1:
        return text
    return f"{text} alpha {a:.3f}" if in_gamut else f"{text[:-1]} / {a:.3f})"


# ---- the mapped check ----------------------------------------------------------------------------------

MAPPED_SCRIPT = """
const steps = new Set(arguments[0]), probes = arguments[1], roots = new Set(arguments[2]);
const out = [];
document.querySelectorAll('.preview__canvas[data-dynamic-type]').forEach((canvas, index) => {
  if (!steps.has(canvas.getAttribute('data-dynamic-type'))) return;
  const attrs = {};
  for (const a of canvas.attributes) if (a.name.startsWith('data-')) attrs[a.name.slice(5)] = a.value;
  const found = {};
  for (const [selector, props] of probes) {
    const list = [];
    // `.standard-button` means a standard button: not a component built on it, whose root carries
    // its own name first (`destructive-button standard-button`).
    const root = roots.has(selector) ? selector.slice(1) : null;
    for (const e of canvas.querySelectorAll(selector)) {
      if (root && e.classList[0] !== root) continue;
      const s = getComputedStyle(e);
      list.push(props.map(p => s.getPropertyValue(p)));
    }
    if (list.length) found[selector] = list;
  }
  out.push({index, attrs, found});
});
return out;
"""


def slot_path(target) -> str | None:
    """A map entry's token path (`{a.b}` or `a.b`); None for a members object."""
    if not isinstance(target, str):
        return None
    text = target.strip()
    return text[1:-1] if text.startswith("{") and text.endswith("}") else text


def tokens_input(project: Path, config: Path) -> Path:
    """What the build reads tokens from: the config's "tokens" (relative to the project), else the
    project folder (whose tokens/ folder `styleguide tokens` looks in, as the build does)."""
    try:
        named = json.loads(config.read_text(encoding="utf-8")).get("tokens")
    except (OSError, json.JSONDecodeError):
        named = None
    return project / named if isinstance(named, str) else project


def load_permutations(styleguide: Path, tokens: Path) -> list[dict]:
    command = [str(styleguide), "tokens", str(tokens), "--all"]
    done = subprocess.run(command, capture_output=True, text=True)
    # Status 1 with output: tokens with errors were left out and the rest printed, as a build draws them.
    if done.returncode != 0 and not (done.returncode == 1 and done.stdout.strip()):
        raise RuntimeError(f"`{' '.join(command)}` exited {done.returncode}:\n{done.stderr.strip()[:4000]}")
    return json.loads(done.stdout)["permutations"]


def inputs_label(inputs: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in inputs.items()) or "(no modifiers)"


def check_mapped(site: Path, patterns: list[str], project: Path, config: Path, styleguide: Path) -> int:
    try:
        mapping = json.loads(config.read_text(encoding="utf-8")).get("map")
    except (OSError, json.JSONDecodeError) as error:
        print(f"FAIL cannot read {config}: {error}")
        return 1
    if mapping is None:
        print(f"note  {config} has no \"map\": every slot is the project's own token or the example's")
        mapping = {}
    if not isinstance(mapping, dict):
        print(f"FAIL {config}: \"map\" is not an object")
        return 1
    try:
        permutations = load_permutations(styleguide, tokens_input(project, config))
    except (OSError, RuntimeError, json.JSONDecodeError, KeyError) as error:
        print(f"FAIL styleguide tokens: {error}")
        return 1
    if not permutations:
        print("FAIL styleguide tokens printed no permutation")
        return 1
    # Slot -> the token that fills it: the map's, else the project's token of the slot's own name
    # (the build's "own" slots: a project named like the example needs no map).
    targets: dict[str, str] = {}
    origin: dict[str, str] = {}
    for slot, target in mapping.items():
        if slot_path(target) is not None:
            targets[slot], origin[slot] = slot_path(target), "map"
    own_names = set.intersection(*(set(p["tokens"]) for p in permutations))
    pages = canvas_pages(site, patterns)
    if not pages:
        print(f"FAIL no page of {site} matching {' '.join(patterns)} has a .preview__canvas")
        return 1

    checks = list(COLOR_CHECKS)
    icons = {slot for slot in mapping if slot.startswith(ICON_SLOT_PREFIX)}
    icons |= {name for name in own_names if name.startswith(ICON_SLOT_PREFIX) and name not in mapping}
    for slot in sorted(icons):
        checks.append((f".settings-row__tile--{slot[len(ICON_SLOT_PREFIX):]}", "background-color", slot))
    active, skipped = [], []
    for selector, prop, slot in checks:
        if slot in mapping and slot not in targets:
            skipped.append(f"skip  {selector} {prop}: {slot} maps to members, not a token")
            continue
        if slot not in targets and slot in own_names:
            targets[slot], origin[slot] = slot, "own"
        if slot in targets:
            active.append((selector, prop, slot))
        else:
            skipped.append(f"skip  {selector} {prop}: {slot} is not in the map (nor a token of the project)")
    probes: dict[str, list[str]] = {}
    for selector, prop, _ in active:
        probes.setdefault(selector, [])
        if prop not in probes[selector]:
            probes[selector].append(prop)
    for selector in SCALING_TEXT:
        probes.setdefault(selector, [])
        if "font-size" not in probes[selector]:
            probes[selector].append("font-size")

    # Every canvas at the three steps: (page, canvas) with computed values per selector.
    canvases: list[tuple[str, dict]] = []
    failures: list[str] = []
    driver = make_driver(performance_log=False)
    try:
        for page in pages:
            relative = page.relative_to(site).as_posix()
            driver.get(page_url(page))
            for canvas in driver.execute_script(MAPPED_SCRIPT, MAPPED_STEPS, list(probes.items()), ROOT_SELECTORS):
                canvases.append((relative, canvas))

        # Expected colours, per permutation and slot.
        expected: dict[tuple[int, str], Color | None] = {}
        to_normalize: dict[tuple[int, str], str] = {}
        for index, permutation in enumerate(permutations):
            tokens = permutation["tokens"]
            for _, _, slot in active:
                if (index, slot) in expected or (index, slot) in to_normalize:
                    continue
                path = targets[slot]
                token = tokens.get(path)
                where = f"{inputs_label(permutation['inputs'])} {slot} -> {path}"
                if token is None:
                    failures.append(f"FAIL {where}: no such token in this permutation")
                    expected[(index, slot)] = None
                    continue
                if token.get("$type") != "color":
                    failures.append(f"FAIL {where}: a {token.get('$type')} token, not a colour")
                    expected[(index, slot)] = None
                    continue
                try:
                    color, css = token_color_css(token["$value"])
                except ValueError as error:
                    failures.append(f"FAIL {where}: {error}")
                    expected[(index, slot)] = None
                    continue
                if color is None:
                    to_normalize[(index, slot)] = css
                else:
                    expected[(index, slot)] = color
        converted = normalize_colors(driver, list(to_normalize.values()))
        for key, css in to_normalize.items():
            expected[key] = converted.get(css)
            if expected[key] is None:
                failures.append(f"FAIL {inputs_label(permutations[key[0]]['inputs'])} {key[1]}: "
                                f"Chromium does not read the token's colour {css!r}")
        # Actual colours Chromium wrote in a form other than rgb()/color(srgb).
        odd = [values[i] for _, canvas in canvases for selector, rows in canvas["found"].items()
               for values in rows for i in range(len(values)) if probes[selector][i] != "font-size"
               and parse_color(values[i]) is None]
        actual_converted = normalize_colors(driver, odd)
    finally:
        driver.quit()

    def actual_color(text: str) -> Color | None:
        return parse_color(text) or actual_converted.get(text)

    # A component the site does not show at all (excluded, or an icon no row uses) is skipped.
    shown_anywhere = {selector for _, canvas in canvases for selector in canvas["found"]}
    for selector, prop, slot in list(active):
        if selector not in shown_anywhere:
            skipped.append(f"skip  {selector} {prop}: {slot} has a token ({origin[slot]}), but no preview shows a {selector}")
            active.remove((selector, prop, slot))
    scaling = [selector for selector in SCALING_TEXT if selector in shown_anywhere]
    skipped += [f"skip  {selector} font-size: no preview shows a {selector}" for selector in SCALING_TEXT
                if selector not in shown_anywhere]
    comparisons = {f"{selector} {prop} == {slot}": 0 for selector, prop, slot in active}
    sources = {f"{selector} {prop} == {slot}": f"{origin[slot]} {targets[slot]}" for selector, prop, slot in active}
    font_comparisons = 0
    checked_permutations = 0
    # A modifier of one context is no axis of the pages: its canvases carry no attribute for it.
    fixed = {modifier for modifier in permutations[0]["inputs"] if len({str(p["inputs"].get(modifier)) for p in permutations}) == 1}
    for index, permutation in enumerate(permutations):
        inputs = permutation["inputs"]
        wanted = {kebab(modifier): str(context) for modifier, context in inputs.items() if modifier not in fixed}
        label = inputs_label(inputs)
        by_step: dict[str, list[tuple[str, dict]]] = {step: [] for step in MAPPED_STEPS}
        for relative, canvas in canvases:
            attrs = canvas["attrs"]
            if all(attrs.get(name) == context for name, context in wanted.items()):
                by_step[attrs["dynamic-type"]].append((relative, canvas))
        # With many permutations the matrices show some (the appearance's; `show` chooses others):
        # one shown at no step is skipped; one shown at some steps only is a failure.
        if not any(by_step.values()):
            skipped.append(f"skip  {label}: no matrix shows this permutation")
            continue
        checked_permutations += 1
        for step, shown in by_step.items():
            if not shown:
                failures.append(f"FAIL no canvas shows {label} at {step}")
                continue
            for selector, prop, slot in active:
                want = expected.get((index, slot))
                column = probes[selector].index(prop)
                seen = 0
                for relative, canvas in shown:
                    wrong: dict[str, int] = {}  # actual value -> how many elements of the canvas show it
                    for values in canvas["found"].get(selector, []):
                        seen += 1
                        if want is None:
                            continue
                        comparisons[f"{selector} {prop} == {slot}"] += 1
                        got = actual_color(values[column])
                        if got is None or not same_color(got, want):
                            wrong[values[column]] = wrong.get(values[column], 0) + 1
                    for value, count in wrong.items():
                        times = f" (x{count} elements)" if count > 1 else ""
                        failures.append(
                            f"FAIL {relative} {canvas_label(canvas)} {selector} {prop}: {value} ({color_text(actual_color(value))}), "
                            f"expected {slot} -> {targets[slot]} = {color_text(want)}{times}")
                if seen == 0:
                    failures.append(f"FAIL no {selector} in any canvas of {label} at {step}")
        # Font sizes grow with the text size: every size at a step above every size at the step below.
        for selector in scaling:
            column = probes[selector].index("font-size")
            sizes: dict[str, list[float]] = {}
            for step, shown in by_step.items():
                for relative, canvas in shown:
                    for values in canvas["found"].get(selector, []):
                        text = values[column].strip()
                        try:
                            sizes.setdefault(step, []).append(float(text[:-2]) if text.endswith("px") else float("nan"))
                        except ValueError:
                            sizes.setdefault(step, []).append(float("nan"))
            missing = [step for step in MAPPED_STEPS if not sizes.get(step)]
            if missing:
                failures.append(f"FAIL {label} {selector} font-size: no element at {', '.join(missing)}")
                continue
            for lower, higher in zip(MAPPED_STEPS, MAPPED_STEPS[1:]):
                font_comparisons += 1
                top_of_lower, bottom_of_higher = max(sizes[lower]), min(sizes[higher])
                if not bottom_of_higher > top_of_lower:  # also false for NaN
                    failures.append(f"FAIL {label} {selector} font-size: {higher} {bottom_of_higher:g}px is not "
                                    f"larger than {lower} {top_of_lower:g}px")
    if checked_permutations == 0:
        failures.append("FAIL no matrix shows any permutation of the tokens")
    for line in skipped:
        print(line)
    for line in failures:
        print(line)
    print(f"{len(pages)} pages, {len(canvases)} canvases at {'/'.join(MAPPED_STEPS)}, {checked_permutations} of {len(permutations)} permutations shown")
    for name, count in comparisons.items():
        print(f"  {count:5d}  {name:<70} ({sources[name]})")
    total = sum(comparisons.values())
    print(f"{total} colour comparisons ({len(active)} checks, {len(skipped)} skipped), "
          f"{font_comparisons} font-size comparisons, {len(failures)} failures")
    print("RESULT: " + ("FAIL" if failures else "PASS"))
    return 1 if failures else 0


# ---- the parser's own cases ------------------------------------------------------------------------------

def selftest() -> int:
    def refs(text: str) -> list[tuple]:
        def shape(ref: VarRef):
            return (ref.name,) if ref.fallback is None else (ref.name, [shape(r) for r in ref.fallback])
        return [shape(r) for r in parse_vars(text)]

    cases = [
        ("color: var(--a);", [("--a",)]),
        ("padding: calc(var(--s) + var(--xs)) var(--m);", [("--s",), ("--xs",), ("--m",)]),
        ("color: var(--a, red);", [("--a", [])]),
        ("color: var( --a , var(--b) );", [("--a", [("--b",)])]),
        ("width: var(--a, calc(var(--b) * 2 + var(--c, 1px)));", [("--a", [("--b",), ("--c", [])])]),
        ("background: linear-gradient(135deg, var(--g)), url(var(--not-read).png);", [("--g",)]),
        ("background-image: linear-gradient(var(--o), var(--o));", [("--o",), ("--o",)]),
        ("margin: calc(-1 * var(--s));top:VAR(--upper)", [("--s",), ("--upper",)]),
        ("--local: var(--x); grid-template-areas: myvar(--no);", [("--x",)]),
    ]
    failures = 0
    for text, want in cases:
        got = refs(text)
        if got != want:
            failures += 1
            print(f"FAIL parse_vars({text!r}) = {got}, expected {want}")
    css = ('/* alpha */\n.alpha { color: var(--a); content: "var(--in-string)"; }\n'
           '/* A comment, not a section */\n.alpha__x { --own: 1px; width: var(--own); }\n'
           '@media (min-width: 1px) { /* not-a-header */ .alpha { gap: var(--b, 2px); } }\n'
           '/* beta */\n.beta { background: var(--c, var(--d)); }\n')
    reads = component_reads(css)
    shapes = {name: [(r.name, r.fallback is not None) for r in value.refs] for name, value in reads.items()}
    want_shapes = {"alpha": [("--a", False), ("--b", True)], "beta": [("--c", True)]}
    if shapes != want_shapes or reads["alpha"].local != {"--own"}:
        failures += 1
        print(f"FAIL component_reads = {shapes} (local {reads.get('alpha') and reads['alpha'].local}), expected {want_shapes}")
    beta = reads["beta"].refs[0]
    for values, want in (({"--c": "x"}, []), ({"--d": "y"}, []), ({}, ["--c", "--d"])):
        if unmet(beta, values) != want:
            failures += 1
            print(f"FAIL unmet(var(--c, var(--d)), {values}) = {unmet(beta, values)}, expected {want}")
    for text, want in (("rgb(0, 113, 227)", (0, 113 / 255, 227 / 255, 1.0)), ("rgba(60, 60, 67, 0.78)", (60 / 255, 60 / 255, 67 / 255, 0.78)),
                       ("color(srgb 1.09 -0.2 0 / 0.5)", (1.09, -0.2, 0.0, 0.5)), ("transparent", (0, 0, 0, 0)), ("red", None)):
        got = parse_color(text)
        if (got is None) != (want is None) or (got and not same_color(got, want)):
            failures += 1
            print(f"FAIL parse_color({text!r}) = {got}, expected {want}")
    if kebab("colorScheme") != "color-scheme" or kebab("theme") != "theme" or kebab("Tokens — Completed") != "tokens__2014_completed":
        failures += 1
        print("FAIL kebab")
    print(f"parser self-test: {len(cases) + 9} cases, {failures} failures")
    print("RESULT: " + ("FAIL" if failures else "PASS"))
    return 1 if failures else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, nargs="?")
    parser.add_argument("--check", choices=["unstyled", "mapped"])
    parser.add_argument("--project", type=Path, help="the project the site was built from (for --check mapped)")
    parser.add_argument("--config", type=Path, help="the file holding the map (default: PROJECT/styleguide.json)")
    parser.add_argument("--styleguide", type=Path, default=DEFAULT_STYLEGUIDE, help="the styleguide binary")
    parser.add_argument("--pages", nargs="*", default=DEFAULT_PAGES, help="globs of site paths (default: components/*.html)")
    parser.add_argument("--selftest", action="store_true")
    try:
        options = parser.parse_args(argv)
    except SystemExit as exit_:
        return 2 if exit_.code else 0
    if options.selftest:
        return selftest()
    if options.site is None or not options.site.is_dir():
        print(f"not a folder: {options.site}", file=sys.stderr)
        return 2
    if options.check == "unstyled":
        return check_unstyled(options.site, options.pages)
    if options.check == "mapped":
        if options.project is None:
            print("--check mapped needs --project PROJECT", file=sys.stderr)
            return 2
        config = options.config or options.project / "styleguide.json"
        return check_mapped(options.site, options.pages, options.project, config, options.styleguide)
    print("give --check unstyled or --check mapped", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
