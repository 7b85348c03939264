"""The colour vision switcher, checked the way a user uses it: chosen by keyboard on the colour page
and the Settings screen, remembered across pages, and with JavaScript off (the select alone, through
CSS `:has()`). Each simulation's filter must be the page's main content's computed `filter`, and a
known swatch (`color.accent-fill`, first permutation) must be drawn in the colour the Swift
simulation gives it (the colour page's "Colour vision" table prints that colour), within a small
tolerance. axe on each page under a simulation, vnu on both pages.

Usage: color_vision_test.py SITE_DIR [--screenshots DIR]
"""

from __future__ import annotations

import argparse
import base64
import re
import struct
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

from sitecheck import Checks, computed, full_page_screenshot, make_driver, page_url, run_axe, run_vnu  # noqa: E402

SIMULATIONS = ["protanopia", "deuteranopia", "tritanopia", "achromatopsia"]
# 8-bit steps per channel: the filter runs in linear light on 8-bit input, the table rounds once.
TOLERANCE = 3

check = Checks()


def png_pixels(data: bytes) -> tuple[int, int, list[list[tuple[int, int, int]]]]:
    """Decodes a non-interlaced 8-bit RGB or RGBA PNG (what Chromium's screenshots are)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat, width, height, channels = 8, b"", 0, 0, 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and color_type in (2, 6), (depth, color_type, interlace)
            channels = 3 if color_type == 2 else 4
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows: list[bytearray] = []
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[x] = (line[x] + predictor) & 0xFF
        rows.append(line)
        previous = line
    pixels = [[tuple(row[x * channels:x * channels + 3]) for x in range(width)] for row in rows]
    return width, height, pixels


def pixel_at_center(driver, element) -> tuple[int, int, int]:
    """The colour drawn at the middle of an element, from a screenshot of a 2x2 px clip there."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    # The clip is in document coordinates: the viewport's rectangle plus the scroll.
    rect = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.x + r.width / 2 + window.scrollX, r.y + r.height / 2 + window.scrollY]", element)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": {"x": rect[0] - 1, "y": rect[1] - 1, "width": 2, "height": 2, "scale": 1}})
    _, _, pixels = png_pixels(base64.b64decode(shot["data"]))
    return pixels[0][0]


def hex_rgb(text: str) -> tuple[int, int, int]:
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


def expected_accent_fill(driver, simulation: str | None) -> tuple[int, int, int] | None:
    """color.accent-fill in the first permutation as the Swift simulation gives it: the second hex of the
    built-in pair's row for the simulation in the colour page's Colour vision table (or as it is)."""
    title = simulation.capitalize() if simulation else "As they are"
    text = driver.execute_script("""
        const rows = Array.from(document.querySelectorAll('.token-table--vision tbody tr'));
        let pair = '';
        for (const row of rows) {
          const header = row.querySelector('th');
          if (header) pair = header.textContent;
          const view = row.querySelector('td');
          if (pair.includes('color.accent-fill') && view && view.textContent.trim() === arguments[0]) {
            return row.querySelectorAll('td')[1].textContent;
          }
        }
        return null;""", title)
    hexes = re.findall(r"#[0-9a-f]{6}", text or "")
    return hex_rgb(hexes[1]) if len(hexes) >= 2 else None


def accent_swatch(driver):
    """The first permutation's swatch of color.accent-fill in the colour tables (not the Live column)."""
    return driver.execute_script("""
        const row = document.getElementById('token-color-accent-fill').closest('tr');
        const cells = Array.from(row.querySelectorAll('td')).filter(td => td.querySelector('.token-hex'));
        return cells[0].querySelector('.swatch__color');""")


def choose_with_keyboard(driver, label: str) -> None:
    """Focus the select, type the option's label, leave with Tab, as a keyboard user would."""
    select = driver.find_element(By.CSS_SELECTOR, "select[data-color-vision]")
    driver.execute_script("arguments[0].focus()", select)
    check(driver.switch_to.active_element == select, f"colour vision switcher takes keyboard focus ({label})")
    select.send_keys(label)
    select.send_keys(Keys.TAB)


def filter_of_main(driver) -> str:
    return computed(driver, "main", "filter")


def close(a: tuple[int, int, int], b: tuple[int, int, int] | None) -> bool:
    return b is not None and all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


def check_simulation(driver, page: str, simulation: str, colors: bool, how: str) -> None:
    applied = filter_of_main(driver)
    check(f"#color-vision-{simulation}" in applied, f"{page} {how}: main is filtered through #color-vision-{simulation} ({applied})")
    check(computed(driver, "select[data-color-vision]", "filter") == "none", f"{page} {how}: the switcher itself is not filtered")
    if colors:
        seen = pixel_at_center(driver, accent_swatch(driver))
        expected = expected_accent_fill(driver, simulation)
        check(close(seen, expected), f"{page} {how}: accent-fill swatch drawn as {seen}, Swift simulation {expected} (±{TOLERANCE})")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=Path)
    parser.add_argument("--screenshots", type=Path)
    args = parser.parse_args()
    colors = args.site / "tokens" / "colors.html"
    screen = args.site / "components" / "settings-screen-live.html"
    component = args.site / "components" / "settings-screen.html"
    home = args.site / "index.html"

    vnu = run_vnu([colors, screen, component])
    check(not vnu, "vnu: the colour page, the Settings screen and its component page are valid" + "".join(f"\n      {m.file}:{m.line}: {m.message}" for m in vnu))

    driver = make_driver()
    try:
        driver.get(page_url(colors))
        select = driver.find_element(By.CSS_SELECTOR, "select[data-color-vision]")
        check(select.is_displayed(), "the colour vision switcher is shown on the colour page")
        label = driver.execute_script("return arguments[0].labels[0].textContent.trim().split('\\n')[0]", select)
        check(label.startswith("Colour vision"), f"the switcher's accessible name is its label ({label!r})")
        check(filter_of_main(driver) == "none", "typical vision: main is not filtered")
        plain = pixel_at_center(driver, accent_swatch(driver))
        check(close(plain, expected_accent_fill(driver, None)), f"typical vision: accent-fill drawn as {plain}")
        if args.screenshots:
            full_page_screenshot(driver, args.screenshots / "colors-typical.png")
        for simulation in SIMULATIONS:
            choose_with_keyboard(driver, simulation.capitalize())
            check(driver.find_element(By.TAG_NAME, "html").get_attribute("data-color-vision") == simulation, f"colors: {simulation} sets data-color-vision")
            check_simulation(driver, "colors", simulation, True, "keyboard")
            violations = run_axe(driver)
            serious = [v["id"] for v in violations if v.get("impact") in ("serious", "critical")]
            check(not serious, f"colors under {simulation}: axe finds nothing serious {serious}")
            if args.screenshots:
                full_page_screenshot(driver, args.screenshots / f"colors-{simulation}.png")

        # Remembered: the Settings screen opens as achromatopsia, the last choice.
        driver.get(page_url(screen))
        check(driver.find_element(By.CSS_SELECTOR, "select[data-color-vision]").get_attribute("value") == "achromatopsia",
              "the next page's switcher shows the remembered choice")
        check_simulation(driver, "settings screen", "achromatopsia", False, "remembered")
        for simulation in SIMULATIONS:
            choose_with_keyboard(driver, simulation.capitalize())
            check_simulation(driver, "settings screen", simulation, False, "keyboard")
            violations = run_axe(driver)
            serious = [v["id"] for v in violations if v.get("impact") in ("serious", "critical")]
            check(not serious, f"settings screen under {simulation}: axe finds nothing serious {serious}")
            if args.screenshots:
                full_page_screenshot(driver, args.screenshots / f"settings-screen-{simulation}.png")
        choose_with_keyboard(driver, "Typical")
        check(filter_of_main(driver) == "none" and driver.find_element(By.TAG_NAME, "html").get_attribute("data-color-vision") is None,
              "Typical removes the filter")
        if args.screenshots:
            full_page_screenshot(driver, args.screenshots / "settings-screen-typical.png")

        driver.get(page_url(component))
        check(driver.find_elements(By.CSS_SELECTOR, "select[data-color-vision]") != [], "the Settings screen's component page has the switcher")
        driver.get(page_url(home))
        check(driver.find_elements(By.CSS_SELECTOR, "select[data-color-vision]") == [], "the home page has no colour vision switcher")
    finally:
        driver.quit()

    nojs = make_driver(javascript=False)
    try:
        for page, path in [("colors", colors), ("settings screen", screen)]:
            nojs.get(page_url(path))
            select = nojs.find_element(By.CSS_SELECTOR, "select[data-color-vision]")
            check(select.is_displayed(), f"{page} without JavaScript: the switcher is shown")
            check(filter_of_main(nojs) == "none", f"{page} without JavaScript: typical vision at first")
            for simulation in ["deuteranopia", "achromatopsia"]:
                choose_with_keyboard(nojs, simulation.capitalize())
                check(nojs.find_element(By.TAG_NAME, "html").get_attribute("data-color-vision") is None, f"{page} without JavaScript: no script set the attribute")
                check_simulation(nojs, page, simulation, path == colors, "without JavaScript")
    finally:
        nojs.quit()

    print(f"color vision: {len(check.failures)} failure(s)")
    print("RESULT: " + ("PASS" if not check.failures else "FAIL"))
    return 0 if not check.failures else 1


if __name__ == "__main__":
    sys.exit(main())
