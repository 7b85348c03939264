"""The preview switchers, checked the way a user uses them: with the keyboard,
across pages, and with JavaScript off.

Usage: switchers_test.py SITE_DIR [--screenshots DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

from sitecheck import computed, computed_px, full_page_screenshot, make_driver, page_url, set_color_scheme  # noqa: E402

failures: list[str] = []


def check(condition: bool, message: str) -> None:
    print(("ok    " if condition else "FAIL  ") + message)
    if not condition:
        failures.append(message)


def choose_with_keyboard(driver, attribute: str, label: str) -> None:
    """Focus the select by tabbing to it, then type the option's label, as a keyboard user would."""
    select = driver.find_element(By.CSS_SELECTOR, f'select[data-axis="{attribute}"]')
    driver.execute_script("arguments[0].focus()", select)
    check(driver.switch_to.active_element == select, f"{attribute} switcher takes keyboard focus")
    select.send_keys(label)
    select.send_keys(Keys.TAB)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=Path)
    parser.add_argument("--screenshots", type=Path)
    args = parser.parse_args()
    screen = args.site / "components" / "settings-screen-live.html"
    other = args.site / "index.html"

    driver = make_driver()
    try:
        set_color_scheme(driver, "light")
        driver.get(page_url(screen))
        check(driver.find_element(By.CSS_SELECTOR, "[data-switchers]").is_displayed(), "switchers are shown when JavaScript runs")
        title = ".phone .settings-row__title"
        check(computed_px(driver, title, "font-size") == 17, "row title is 17px at Large")
        light_cell = computed(driver, ".phone .settings-row", "background-color")

        choose_with_keyboard(driver, "data-dynamic-type", "AX5")
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("data-dynamic-type") == "AX5", "text size switcher sets data-dynamic-type")
        check(computed_px(driver, title, "font-size") == 53, "row title is 53px at AX5")
        check(computed_px(driver, title, "line-height") == 62, "row title line height is 62px at AX5")

        choose_with_keyboard(driver, "data-theme", "dark")
        dark_cell = computed(driver, ".phone .settings-row", "background-color")
        check(dark_cell == "rgb(28, 28, 30)" and dark_cell != light_cell, f"theme switcher makes rows dark ({light_cell} -> {dark_cell})")
        check(computed(driver, "body", "background-color") == "rgb(28, 28, 30)", "the site's own colours follow the dark appearance")

        choose_with_keyboard(driver, "data-brand", "ocean")
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("data-brand") == "ocean", "brand switcher sets data-brand")
        if args.screenshots:
            args.screenshots.mkdir(parents=True, exist_ok=True)
            full_page_screenshot(driver, args.screenshots / "settings-screen-live-AX5-dark-ocean.png")

        driver.get(page_url(other))
        html = driver.find_element(By.TAG_NAME, "html")
        check(html.get_attribute("data-dynamic-type") == "AX5" and html.get_attribute("data-theme") == "dark", "choices are remembered on the next page")
        select = driver.find_element(By.CSS_SELECTOR, 'select[data-axis="data-dynamic-type"]')
        check(select.get_attribute("value") == "AX5", "the next page's switcher shows the remembered choice")

        choose_with_keyboard(driver, "data-theme", "Auto")
        check(driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") is None, "Auto removes the theme attribute")
        set_color_scheme(driver, "dark")
        check(computed(driver, "body", "background-color") == "rgb(28, 28, 30)", "Auto follows prefers-color-scheme: dark")
        set_color_scheme(driver, "light")
        check(computed(driver, "body", "background-color") == "rgb(255, 255, 255)", "Auto follows prefers-color-scheme: light")
    finally:
        driver.quit()

    nojs = make_driver(javascript=False)
    try:
        nojs.get(page_url(screen))
        check(not nojs.find_element(By.CSS_SELECTOR, "[data-switchers]").is_displayed(), "without JavaScript the switchers stay hidden")
        check(computed_px(nojs, ".phone .settings-row__title", "font-size") == 17, "without JavaScript the screen shows Large")
        check(len(nojs.find_elements(By.CSS_SELECTOR, ".phone .settings-row")) == 10, "without JavaScript the whole screen is there")
    finally:
        nojs.quit()

    print(f"switchers: {len(failures)} failure(s)")
    print("RESULT: " + ("PASS" if not failures else "FAIL"))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
