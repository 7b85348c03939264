"""Every preview and type specimen of a site is drawn in a font the page loads, or its font-family
ends with a generic family (a reader without the font sees a face of the same kind, never the
browser's default Times), in headless Chromium.

Usage: fonts_test.py SITE [--loaded FAMILY...] [--pages GLOB...] [--screenshot PNG]

For each page (default: the home page, the component pages and the token pages), once
`document.fonts.ready`: every element inside `.preview__canvas` and every element with a
`font-family` in its style attribute (token specimens) has a computed `font-family` whose first
family is loaded (`document.fonts`, status "loaded") or whose list holds a generic family.
--loaded FAMILY: the family must be loaded on at least one page, and every text whose first family
  it is must be drawn in it (`document.fonts.check`).
--screenshot PNG: the first component page, as the reader sees it.
Report lines start with FAIL, then counts and RESULT:. Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from sitecheck import make_driver, page_url

GENERIC = {"serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "math", "emoji", "fangsong",
           "ui-serif", "ui-sans-serif", "ui-monospace", "ui-rounded"}
DEFAULT_PAGES = ["index.html", "components/*.html", "tokens/*.html"]

# The computed font-family of every preview and specimen element, and the families loaded.
_FONTS = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => {
  const elements = new Set([...document.querySelectorAll('.preview__canvas *, [style*="font-family"]')]);
  const stacks = {}, undrawn = {};
  for (const element of elements) {
    if (!element.textContent.trim()) continue;
    const style = getComputedStyle(element);
    stacks[style.fontFamily] = (stacks[style.fontFamily] || 0) + 1;
    // A face of the expected family at this element's weight and style, loaded: the text is drawn in it.
    for (const family of arguments[0]) {
      if (!style.fontFamily.replace(/"/g, '').startsWith(family + ',')) continue;
      const font = `${style.fontStyle} ${style.fontWeight} 16px "${family}"`;
      if (!document.fonts.check(font)) undrawn[font] = (undrawn[font] || 0) + 1;
    }
  }
  const loaded = [...document.fonts].filter(f => f.status === 'loaded').map(f => f.family.replace(/^["']|["']$/g, ''));
  done({stacks, loaded: [...new Set(loaded)], undrawn});
});
"""


def families(stack: str) -> list[str]:
    """`"Sage UI", sans-serif` -> ['Sage UI', 'sans-serif'] (computed values quote names with spaces)."""
    parts, current, quote = [], "", None
    for character in stack:
        if quote:
            if character == quote:
                quote = None
            else:
                current += character
        elif character in "\"'":
            quote = character
        elif character == ",":
            parts.append(current.strip())
            current = ""
        else:
            current += character
    parts.append(current.strip())
    return [part for part in parts if part]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", type=Path)
    parser.add_argument("--loaded", nargs="*", default=[])
    parser.add_argument("--pages", nargs="*", default=DEFAULT_PAGES)
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    pages = sorted({page for pattern in args.pages for page in args.site.glob(pattern)})
    if not pages:
        print(f"no pages match {args.pages} in {args.site}")
        return 2
    failures, checked, loaded_anywhere = 0, 0, set()
    driver = make_driver()
    try:
        for page in pages:
            driver.get(page_url(page))
            result = driver.execute_async_script(_FONTS, args.loaded)
            loaded = set(result["loaded"])
            loaded_anywhere |= loaded
            for stack, count in sorted(result["stacks"].items()):
                checked += count
                names = families(stack)
                # A generic family anywhere in the list gives every glyph a face (emoji fonts may follow it).
                if not names or (names[0] not in loaded and not any(name in GENERIC for name in names)):
                    failures += 1
                    print(f"FAIL  {page.relative_to(args.site)}: {count} element(s) in font-family {stack!r}: "
                          f"not loaded ({sorted(loaded) or 'none'}) and no generic family in the list")
            for font, count in sorted(result["undrawn"].items()):
                failures += 1
                print(f"FAIL  {page.relative_to(args.site)}: {count} element(s) in {font!r}, which the page has not loaded")
        for family in args.loaded:
            if family not in loaded_anywhere:
                failures += 1
                print(f"FAIL  {family} is loaded on no page")
        if args.screenshot:
            component = next((page for page in pages if page.parent.name == "components"), pages[0])
            driver.get(page_url(component))
            driver.execute_async_script("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done());")
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(args.screenshot))
    finally:
        driver.quit()
    print(f"{len(pages)} pages, {checked} elements checked, loaded: {sorted(loaded_anywhere) or 'none'}")
    print("RESULT: " + ("PASS" if failures == 0 else f"FAIL ({failures})"))
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
