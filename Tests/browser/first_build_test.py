"""A design system's first build, as a reader sees it in headless Chromium: its buttons can be read.

Usage: first_build_test.py SITE --config STYLEGUIDE_JSON [--pages GLOB...] [--screenshot PNG]

On the standard and destructive button pages and the body label's (default), in every preview canvas
(every shown permutation at every text size): the button's text on its own fill, and the body
text on the canvas, composited over what is behind them as drawn, reach 4.5:1 (WCAG 2), unless the
config's "map" leaves one of the two slots unmapped (the build then reports it and draws the
example's value). Prints one line per failing canvas (FAIL), then the counts, the appearance the
config names and RESULT:. Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from sitecheck import make_driver, page_url

DEFAULT_PAGES = ["components/standard-button.html", "components/destructive-button.html", "components/body-label.html"]
MINIMUM = 4.5
# (selector, text slot, the slot of what it is drawn on; None: the canvas behind it)
PAIRS = [
    (".standard-button", "color.on-accent", "color.accent-fill"),
    (".destructive-button", "color.on-accent", "color.destructive-fill"),
    (".body-label", "color.label", None),
]

# Per canvas and selector: the text colour and the colours behind it, nearest first.
_PROBE = """
const pairs = arguments[0];
const found = [];
// Any CSS colour (lch(), color-mix()...) as rgba(): drawn on a 1x1 canvas and read back.
const pixel = document.createElement('canvas').getContext('2d', {willReadFrequently: true});
const rgba = color => {
  pixel.clearRect(0, 0, 1, 1);
  pixel.fillStyle = 'rgba(0, 0, 0, 0)';
  pixel.fillStyle = color;
  pixel.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
  return `rgba(${r}, ${g}, ${b}, ${a / 255})`;
};
document.querySelectorAll('.preview__canvas').forEach((canvas, index) => {
  for (const selector of pairs) {
    // A component's root: the element whose first class is the selector's (the destructive
    // button is also a .standard-button, second).
    const element = [...canvas.querySelectorAll(selector)].find(e => e.classList[0] === selector.slice(1));
    if (!element || !element.textContent.trim()) continue;
    const layers = [];
    for (let node = element; node; node = node.parentElement) {
      layers.push(rgba(getComputedStyle(node).backgroundColor));
      if (node === document.documentElement) break;
    }
    const label = Object.entries(canvas.dataset).map(([key, value]) => key + '=' + value).join(' ') || ('canvas ' + index);
    found.push({selector, label, text: rgba(getComputedStyle(element).color), layers});
  }
});
return found;
"""

RGB = re.compile(r"rgba?\(([^)]*)\)")


def parse(color: str) -> tuple[float, float, float, float] | None:
    """`rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)` as 0-1 channels and alpha; None for other forms."""
    match = RGB.fullmatch(color.strip())
    if not match:
        return None
    parts = [float(part) for part in re.split(r"[,\s/]+", match.group(1).strip()) if part]
    if len(parts) < 3:
        return None
    return (parts[0] / 255, parts[1] / 255, parts[2] / 255, parts[3] if len(parts) > 3 else 1.0)


def over(top: tuple, bottom: tuple) -> tuple:
    """`top` composited over an opaque `bottom` (sRGB, as browsers blend)."""
    alpha = top[3]
    return tuple(top[i] * alpha + bottom[i] * (1 - alpha) for i in range(3)) + (1.0,)


def backdrop(layers: list[str]) -> tuple:
    """The opaque colour behind an element: its background and its ancestors', nearest on top, over white."""
    result = (1.0, 1.0, 1.0, 1.0)
    for layer in reversed(layers):
        color = parse(layer)
        if color and color[3] > 0:
            result = over(color, result)
    return result


def luminance(color: tuple) -> float:
    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple, b: tuple) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--config", type=Path, required=True)
    parser.add_argument("--pages", nargs="*", default=DEFAULT_PAGES)
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    config = json.loads(args.config.read_text(encoding="utf-8")) if args.config.is_file() else {}
    mapping = config.get("map", {})
    pages = [args.site / page for page in args.pages if (args.site / page).is_file()]
    if not pages:
        print(f"no pages {args.pages} in {args.site}")
        return 2
    failures, checked, excused = 0, 0, 0
    lowest: dict[str, float] = {}
    driver = make_driver()
    try:
        for page in pages:
            driver.get(page_url(page))
            for probe in driver.execute_script(_PROBE, [pair[0] for pair in PAIRS]):
                selector, text_slot, fill_slot = next(pair for pair in PAIRS if pair[0] == probe["selector"])
                back = backdrop(probe["layers"])
                text = parse(probe["text"])
                if text is None:
                    continue
                ratio = contrast(over(text, back), back)
                checked += 1
                lowest[selector] = min(lowest.get(selector, ratio), ratio)
                if ratio >= MINIMUM:
                    continue
                if text_slot not in mapping or (fill_slot is not None and fill_slot not in mapping):
                    excused += 1
                    continue
                failures += 1
                print(f"FAIL  {page.relative_to(args.site)} {probe['label']}: {selector} text {probe['text']} on "
                      f"{back[:3]} is {ratio:.2f}:1, under {MINIMUM}:1 ({text_slot} on {fill_slot or 'the canvas'})")
        if args.screenshot:
            driver.get(page_url(pages[0]))
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(args.screenshot))
    finally:
        driver.quit()
    slots = [pair[1] for pair in PAIRS] + [pair[2] for pair in PAIRS if pair[2]]
    mapped = sorted({slot for slot in slots if slot in mapping})
    print(f"{checked} canvases checked, {excused} under {MINIMUM}:1 with a slot left unmapped; lowest: "
          + ", ".join(f"{selector} {ratio:.2f}:1" for selector, ratio in sorted(lowest.items())))
    print(f"map: {len(mapping)} slots; of the buttons' and body's: {', '.join(mapped) or 'none'}; appearance: {config.get('appearance', 'none')}")
    print("RESULT: " + ("PASS" if failures == 0 else f"FAIL ({failures})"))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
