"""The header's search box in headless Chromium, on a built site.

Usage: search_test.py SITE_DIR [QUERY=EXPECTED_HREF_SUFFIX ...] [--screenshot FILE]

On the site's first token page: "/" focuses the box; each QUERY (typed, one after the other) lists
EXPECTED_HREF_SUFFIX among its results (a link ending so, e.g. `colors.html#token-color-accent-fill`),
and following the first result lands on an element with that id. Without JavaScript the box is
not shown. Default queries: a token by path, by custom property, by hex value, a component, a
doc heading. Exit status: 0 pass, 1 fail, 2 usage.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from sitecheck import make_driver, page_url

DEFAULT_QUERIES = [
    "color.accent-fill=colors.html#token-color-accent-fill",
    "--spacing-m=dimensions.html#token-spacing-m",
    "#0071e3=colors.html#token-color-accent-fill",
    "settings row=components/settings-row.html",
    "how strict=commands/check.html#how-strict",
]


def results(driver) -> list[str]:
    return [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "#site-search-results a")]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("site", type=Path)
    parser.add_argument("queries", nargs="*")
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    start = args.site / "tokens" / "index.html"
    if not start.exists():
        start = args.site / "index.html"
    if not start.exists():
        print(f"no site at {args.site}", file=sys.stderr)
        return 2
    failures = 0
    driver = make_driver()
    try:
        driver.get(page_url(start))
        box = driver.find_element(By.ID, "site-search-input")
        if not box.is_displayed():
            print("FAIL the search box is not shown with JavaScript on")
            return 1
        driver.find_element(By.TAG_NAME, "body").send_keys("/")
        if driver.switch_to.active_element != box:
            print("FAIL / does not focus the search box")
            failures += 1
        for spec in args.queries or DEFAULT_QUERIES:
            query, expected = spec.rsplit("=", 1)
            box.clear()
            box.send_keys(query)
            try:
                WebDriverWait(driver, 5).until(lambda d: results(d))
            except Exception:
                pass
            found = results(driver)
            if not any(href.endswith(expected) for href in found):
                print(f"FAIL {query!r}: no result ending {expected!r} among {len(found)}: {found[:5]}")
                failures += 1
            else:
                print(f"ok    {query!r} finds {expected} ({len(found)} results)")
        if args.screenshot:
            box.clear()
            box.send_keys("accent")
            WebDriverWait(driver, 5).until(lambda d: results(d))
            args.screenshot.parent.mkdir(parents=True, exist_ok=True)
            driver.save_screenshot(str(args.screenshot))
        # Following the first result of the first query lands on its anchor.
        box.clear()
        box.send_keys((args.queries or DEFAULT_QUERIES)[0].rsplit("=", 1)[0])
        WebDriverWait(driver, 5).until(lambda d: results(d))
        box.send_keys(Keys.ENTER)
        WebDriverWait(driver, 5).until(lambda d: "#" in d.current_url)
        anchor = driver.current_url.split("#", 1)[1]
        if not driver.find_elements(By.ID, anchor):
            print(f"FAIL Enter went to {driver.current_url}, which has no element #{anchor}")
            failures += 1
        else:
            print(f"ok    Enter follows the first result to #{anchor}")
    finally:
        driver.quit()
    driver = make_driver(javascript=False)
    try:
        driver.get(page_url(start))
        if driver.find_element(By.ID, "site-search-input").is_displayed():
            print("FAIL the search box is shown without JavaScript")
            failures += 1
        else:
            print("ok    without JavaScript the box is not shown")
    finally:
        driver.quit()
    print("RESULT:", "PASS" if failures == 0 else f"FAIL ({failures})")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
