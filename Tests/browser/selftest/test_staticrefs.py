"""Unit tests of the static reference reader (run by selftest.sh with the venv's Python)."""

import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import staticrefs  # noqa: E402


class ParsingTests(unittest.TestCase):
    def test_srcset_keeps_each_candidate_url(self):
        self.assertEqual(staticrefs.srcset_urls("a.png 1x, img/b.png 2x,c.png"), ["a.png", "img/b.png", "c.png"])

    def test_css_urls_reads_quoted_unquoted_and_imports_but_not_comments(self):
        css = '@import "base.css"; a { background: url(x.png) } /* url(gone.png) */ b { src: url("f.woff2") }'
        self.assertEqual(sorted(staticrefs.css_urls(css)), ["base.css", "f.woff2", "x.png"])

    def test_page_collects_ids_links_and_fetched_resources_with_lines(self):
        with tempfile.TemporaryDirectory() as folder:
            page = Path(folder) / "p.html"
            page.write_text('<p id="a">x</p>\n<a name="b" href="q.html#c">q</a>\n'
                            '<link rel="canonical" href="p.html"><link rel="stylesheet" href="s.css">\n'
                            '<img src="i.png" srcset="i2.png 2x">', encoding="utf-8")
            refs = staticrefs.parse_page(page)
        self.assertEqual(refs.ids, {"a", "b"})
        self.assertEqual([(r.line, r.value) for r in refs.links], [(2, "q.html#c"), (3, "p.html")])
        self.assertEqual([(r.line, r.value) for r in refs.resources], [(3, "s.css"), (4, "i.png"), (4, "i2.png")])


class ResolveTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.site = Path(self.folder.name).resolve()
        (self.site / "docs").mkdir()
        (self.site / "docs" / "index.html").write_text("x", encoding="utf-8")
        (self.site / "a b.html").write_text("x", encoding="utf-8")
        self.page = self.site / "docs" / "index.html"

    def tearDown(self):
        self.folder.cleanup()

    def test_relative_file_with_escaped_name_and_fragment(self):
        target = staticrefs.resolve(self.page, "../a%20b.html#top", self.site)
        self.assertEqual((target.kind, target.path, target.fragment), ("file", self.site / "a b.html", "top"))

    def test_folder_link_resolves_to_its_index(self):
        self.assertEqual(staticrefs.resolve(self.site / "a b.html", "docs/", self.site).path, self.page)

    def test_fragment_only_link_targets_the_same_page(self):
        target = staticrefs.resolve(self.page, "#x", self.site)
        self.assertEqual((target.kind, target.path, target.fragment), ("file", self.page, "x"))

    def test_problems_are_broken_with_a_reason(self):
        cases = {"missing.html": "no such file", "/docs/index.html": "root-relative",
                 "../../outside.html": "outside the site", "file:///etc/passwd": "absolute file:"}
        for value, reason in cases.items():
            target = staticrefs.resolve(self.page, value, self.site)
            self.assertEqual(target.kind, "broken", value)
            self.assertIn(reason, target.reason, value)

    def test_network_and_other_schemes(self):
        self.assertEqual(staticrefs.resolve(self.page, "https://example.com/", self.site).kind, "external")
        self.assertEqual(staticrefs.resolve(self.page, "//cdn.example.com/x.js", self.site).kind, "external")
        self.assertEqual(staticrefs.resolve(self.page, "mailto:a@example.com", self.site).kind, "ignored")


if __name__ == "__main__":
    unittest.main()
