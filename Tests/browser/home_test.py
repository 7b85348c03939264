"""The home page at a glance, in headless Chromium, on a built site.

Usage: home_test.py SITE_DIR [--screenshot FILE]

- Palettes: every swatch's computed colour is its token's value in the default permutation (as
  the search index, made from the tokens, gives it), and swatches read the tokens stylesheet
  (`var(--…)`), so they follow the switchers.
- Type scale: every specimen's computed font size and line height are the sizes its row states
  (the Large step), and stay so at AX5: the scale is pinned at Large.
- Components: one thumbnail per component page, each inert (no focus reaches inside by Tab),
  drawn (non-zero height), following the page's appearance switcher when there is one.
- Counts and health: the token total is report.json's; every link of the health line lands on an
  element with that id.
Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from sitecheck import full_page_screenshot, make_driver, page_url

failures = 0


def check(condition: bool, message: str) -> None:
    global failures
    if condition:
        print(f"ok    {message}")
    else:
        print(f"FAIL  {message}")
        failures += 1


def token_hexes(site: Path) -> dict[str, str]:
    """Token path -> its default permutation's sRGB hex, from the search index."""
    text = (site / "assets" / "search-index.js").read_text()
    body = text[text.index("["):text.rindex("]") + 1]
    rows = json.loads(re.sub(r",\s*\]$", "]", body))
    hexes = {}
    for kind, title, detail, _ in rows:
        match = re.search(r"#[0-9a-f]{6}\b", detail) if kind == "token" else None
        if match:
            hexes[title] = match.group(0)
    return hexes


def rgb_hex(value: str) -> str | None:
    match = re.fullmatch(r"rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)", value.strip())
    if not match or (match.group(4) is not None and float(match.group(4)) < 1):
        return None
    return "#" + "".join(f"{int(match.group(i)):02x}" for i in (1, 2, 3))


def choose(driver, attribute: str, value: str) -> bool:
    selects = driver.find_elements(By.CSS_SELECTOR, f'select[data-axis="{attribute}"]')
    if not selects:
        return False
    Select(selects[0]).select_by_value(value)
    return True


def palettes(driver, site: Path) -> None:
    hexes = token_hexes(site)
    swatches = driver.execute_script("""
        return [...document.querySelectorAll('.palette__swatch')].map(li => {
            const color = li.querySelector('.palette__color');
            return [li.title, color.getAttribute('style'), getComputedStyle(color).backgroundColor];
        });""")
    if not swatches:
        print("skip  no palettes (a site without colour tokens)")
        return
    wrong = [(t, c, hexes.get(t)) for t, _, c in swatches if hexes.get(t) and rgb_hex(c) and rgb_hex(c) != hexes[t]]
    compared = sum(1 for t, _, c in swatches if hexes.get(t) and rgb_hex(c))
    check(compared > 0 and not wrong, f"{compared} of {len(swatches)} palette swatches are their token's default colour"
          + (f"; wrong: {wrong[:3]}" if wrong else ""))
    check(all(style.startswith("background: var(--") for _, style, _ in swatches), "every swatch reads the tokens stylesheet")


def type_scale(driver) -> None:
    def measured():
        return driver.execute_script("""
            return [...document.querySelectorAll('.type-sample__row')].map(row => {
                const style = getComputedStyle(row.querySelector('.type-sample__specimen'));
                return [row.querySelector('.type-sample__name').textContent, parseFloat(style.fontSize), parseFloat(style.lineHeight)];
            });""")
    rows = measured()
    if not rows:
        print("skip  no type scale (a site without typography tokens)")
        return
    def matches(rows):
        bad = []
        for name, size, line in rows:
            stated = re.search(r"([\d.]+) / ([\d.]+) pt", name)
            if not stated or abs(float(stated.group(1)) - size) > 0.01 or abs(float(stated.group(2)) - line) > 0.01:
                bad.append((name, size, line))
        return bad
    bad = matches(rows)
    check(not bad, f"{len(rows)} type-scale specimens are drawn at their stated Large size and line height" + (f"; wrong: {bad[:3]}" if bad else ""))
    sizes = [size for _, size, _ in rows]
    check(sizes == sorted(sizes, reverse=True), "the type scale runs largest first")
    choose(driver, "data-dynamic-type", "AX5")
    check(not matches(measured()), "the type scale stays at Large when the text size is AX5")
    choose(driver, "data-dynamic-type", "Large")


def thumbnails(driver, site: Path) -> None:
    items = driver.find_elements(By.CSS_SELECTOR, ".thumbnail")
    component_pages = [p for p in (site / "components").glob("*.html") if not p.name.endswith("-live.html")] if (site / "components").exists() else []
    check(len(items) == len(component_pages) and items, f"{len(items)} thumbnails, one per component page ({len(component_pages)})")
    state = driver.execute_script("""
        return [...document.querySelectorAll('.thumbnail__preview')].map(p => [p.inert, p.querySelector('.preview__canvas').getBoundingClientRect().height]);""")
    check(all(inert for inert, _ in state), "every thumbnail is inert")
    check(all(height > 0 for _, height in state), "every thumbnail is drawn")
    body = driver.find_element(By.TAG_NAME, "body")
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0)")
    inside = False
    for _ in range(200):
        body.send_keys(Keys.TAB) if driver.switch_to.active_element.tag_name == "body" else driver.switch_to.active_element.send_keys(Keys.TAB)
        if driver.execute_script("return !!document.activeElement.closest('.thumbnail__preview')"):
            inside = True
            break
    check(not inside, "Tab never reaches inside a thumbnail")
    before = driver.execute_script("return [...document.querySelectorAll('.thumbnail .preview__canvas')].map(c => getComputedStyle(c).backgroundColor)")
    appearance = driver.execute_script("""
        const s = [...document.querySelectorAll('select[data-axis]')].find(s => [...s.options].some(o => o.value === 'dark'));
        return s ? s.dataset.axis : null;""")
    if appearance and choose(driver, appearance, "dark"):
        after = driver.execute_script("return [...document.querySelectorAll('.thumbnail .preview__canvas')].map(c => getComputedStyle(c).backgroundColor)")
        check(before != after, "thumbnails follow the appearance switcher")
        choose(driver, appearance, "")
    else:
        print("skip  no light/dark switcher to follow")


def counts_and_health(driver, site: Path) -> None:
    report = json.loads((site / "report.json").read_text())
    total = report["tokens"]["total"]
    shown = driver.execute_script("const a = document.querySelector('.counts a strong'); return a ? a.textContent : null;")
    if total:
        check(shown is not None and int(shown.replace(",", "")) == total, f"the token count is report.json's ({total:,})")
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".health a")]
    warnings = sum(1 for d in report["diagnostics"] if d["severity"] == "warning")
    text = driver.find_element(By.CSS_SELECTOR, ".health").text
    check((f"{warnings:,} warning" in text) if warnings else ("no warnings" in text), f"the health line tells the build's {warnings} warnings")
    for href in links:
        driver.get(href)
        fragment = href.split("#", 1)[1] if "#" in href else None
        check(fragment is None or driver.find_elements(By.ID, fragment), f"health link {href.rsplit('/', 1)[-1]} lands on its target")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=Path)
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    home = args.site / "index.html"
    if not home.exists():
        print(f"no site at {args.site}", file=sys.stderr)
        return 2
    driver = make_driver()
    try:
        driver.get(page_url(home))
        palettes(driver, args.site)
        type_scale(driver)
        thumbnails(driver, args.site)
        if args.screenshot:
            driver.get(page_url(home))
            full_page_screenshot(driver, args.screenshot)
        driver.get(page_url(home))
        counts_and_health(driver, args.site)
    finally:
        driver.quit()
    print(f"home page: {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
