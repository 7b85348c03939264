"""Checks the sitecheck helpers against the good self-test site in a real Chromium."""

import sys
import unittest
from pathlib import Path

here = Path(__file__).resolve().parent
sys.path.insert(0, str(here.parent))
import sitecheck  # noqa: E402


class BrowserHelperTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.driver = sitecheck.make_driver()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def setUp(self):
        self.driver.get(sitecheck.page_url(here / "good" / "index.html"))

    def test_viewport_is_the_requested_size(self):
        size = self.driver.execute_script("return [innerWidth, innerHeight]")
        self.assertEqual(size, [sitecheck.WINDOW_WIDTH, sitecheck.WINDOW_HEIGHT])

    def test_computed_reads_the_stylesheet(self):
        # style.css: .title-label { font-size: 1.75rem } at the default 16px root size.
        self.assertEqual(sitecheck.computed(self.driver, ".title-label", "font-size"), "28px")
        self.assertEqual(sitecheck.computed_px(self.driver, ".title-label", "font-size"), 28.0)
        values = sitecheck.computed_many(self.driver, ".title-label", ["color", "font-weight"])
        self.assertEqual(values, {"color": "rgb(28, 28, 30)", "font-weight": "700"})

    def test_set_attribute_changes_what_css_sees(self):
        sitecheck.set_attribute(self.driver, "html", "style", "font-size: 20px")
        self.assertEqual(sitecheck.computed_px(self.driver, ".title-label", "font-size"), 35.0)

    def test_missing_element_raises(self):
        with self.assertRaises(LookupError):
            sitecheck.computed(self.driver, ".no-such-thing", "color")

    def test_color_scheme_emulation(self):
        query = "return matchMedia('(prefers-color-scheme: dark)').matches"
        sitecheck.set_color_scheme(self.driver, "dark")
        self.assertTrue(self.driver.execute_script(query))
        sitecheck.set_color_scheme(self.driver, "light")
        self.assertFalse(self.driver.execute_script(query))
        sitecheck.set_color_scheme(self.driver, None)

    def test_px_rejects_other_units(self):
        with self.assertRaises(ValueError):
            sitecheck.px("1.5em")


if __name__ == "__main__":
    unittest.main()
