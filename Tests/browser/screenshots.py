"""Screenshots for review: the home page, a docs page, a page with an
embedded component, the live Settings screen, the colour and typography token
pages, at Large and AX5, light and dark, chosen through the
page's own switchers (as a reader would).

Usage: screenshots.py SITE_DIR OUT_DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select  # noqa: E402

from sitecheck import full_page_screenshot, make_driver, page_url  # noqa: E402

PAGES = ["index.html", "guide/dynamic-type.html", "getting-started.html", "components/settings-screen-live.html",
         "tokens/colors.html", "tokens/typography.html"]


def choose(driver, attribute: str, value: str) -> None:
    Select(driver.find_element(By.CSS_SELECTOR, f'select[data-axis="{attribute}"]')).select_by_value(value)


def main() -> int:
    site, out = Path(sys.argv[1]), Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    driver = make_driver()
    written = []
    try:
        for page in PAGES:
            for step in ["Large", "AX5"]:
                for theme in ["light", "dark"]:
                    driver.get(page_url(site / page))
                    choose(driver, "data-dynamic-type", step)
                    choose(driver, "data-theme", theme)
                    name = page.replace("/", "_").removesuffix(".html") + f"-{step}-{theme}.png"
                    full_page_screenshot(driver, out / name)
                    written.append(name)
    finally:
        driver.quit()
    print(f"screenshots: {len(written)} written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
